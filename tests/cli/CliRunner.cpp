#include "CliRunner.h"

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

namespace scoundrel::test {

namespace {

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct ScratchDir {
    std::string path;
    ScratchDir()
    {
        std::string pattern = (std::filesystem::temp_directory_path() / "scoundrel-cli-test-XXXXXX").string();
        if (!mkdtemp(pattern.data()))
            throw std::runtime_error("cannot make a scratch directory");
        path = pattern;
    }
    ~ScratchDir()
    {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
};

} // namespace

std::string scratchDir()
{
    static const ScratchDir dir;
    return dir.path;
}

std::string writeScratchFile(const std::string& name, const std::string& text)
{
    const std::string path = scratchDir() + "/" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

namespace {

// Runs scoundrel-cli with stdout to a scratch file and stderr to errPath (opened with
// errFlags); drain, when given, runs until the child has closed its stderr.
template <typename Drain>
CliResult spawnCli(const std::vector<std::string>& args, const std::string& errPath, int errFlags, Drain drain)
{
    const std::string outPath = scratchDir() + "/stdout.txt";

    std::vector<std::string> argvStrings{SCOUNDREL_CLI_PATH};
    argvStrings.insert(argvStrings.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& arg : argvStrings)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath.c_str(), errFlags, 0644);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        throw std::runtime_error(std::string("cannot run ") + SCOUNDREL_CLI_PATH);

    CliResult result;
    result.err = drain();
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR)
            throw std::runtime_error("lost the scoundrel-cli process");
    }
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = readFile(outPath);
    return result;
}

} // namespace

CliResult runCli(const std::vector<std::string>& args)
{
    const std::string errPath = scratchDir() + "/stderr.txt";
    CliResult result = spawnCli(args, errPath, O_WRONLY | O_CREAT | O_TRUNC, [] { return std::string(); });
    result.err = readFile(errPath);
    return result;
}

CliResult runCliOnTerminal(const std::vector<std::string>& args)
{
    const int terminal = posix_openpt(O_RDWR | O_NOCTTY);
    if (terminal < 0 || grantpt(terminal) != 0 || unlockpt(terminal) != 0)
        throw std::runtime_error("cannot open a pseudo-terminal");
    const std::string name = ptsname(terminal);
    // The child's side is opened before the spawn too, so reading never sees it closed
    // before the child has opened it.
    const int held = open(name.c_str(), O_RDWR | O_NOCTTY);
    CliResult result = spawnCli(args, name, O_RDWR | O_NOCTTY, [&] {
        close(held);
        std::string text;
        char buffer[4096];
        for (;;) {
            const ssize_t got = read(terminal, buffer, sizeof buffer);
            if (got > 0)
                text.append(buffer, static_cast<std::size_t>(got));
            else if (got == 0 || errno != EINTR)
                break; // EIO: every writer has closed the terminal
        }
        return text;
    });
    close(terminal);
    return result;
}

} // namespace scoundrel::test
