// The crash test: runs scoundrel_save_loop, kills it with SIGKILL at a random moment,
#include "CliWords.h"
// and checks what is on disk, many times over. After every kill the run file, the
// score book and the achievements must load cleanly (no damage, no backup needed), and
// each must hold either the last save the loop reported or the one it was making.
// Usage: scoundrel_crash_test SAVE_LOOP DIR KILLS
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <poll.h>
#include <random>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

using namespace scoundrel::store;

namespace {

struct Child {
    pid_t pid = -1;
    int out = -1;
};

Child spawn(const char* program, const std::string& dir, unsigned long start)
{
    int fds[2];
    if (::pipe(fds) != 0)
        std::exit(1);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(fds[1], STDOUT_FILENO);
        ::close(fds[0]);
        ::close(fds[1]);
        const std::string from = std::to_string(start);
        ::execl(program, program, dir.c_str(), from.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(fds[1]);
    return {pid, fds[0]};
}

// Reads what the child printed for up to ms milliseconds; returns the last step it
// reported as saved (or keeps last).
unsigned long readSteps(int fd, int ms, unsigned long last, std::string& pending)
{
    pollfd p{fd, POLLIN, 0};
    char buffer[4096];
    while (::poll(&p, 1, ms) > 0) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n <= 0)
            break;
        pending.append(buffer, static_cast<std::size_t>(n));
        ms = 0;
    }
    for (std::size_t nl; (nl = pending.find('\n')) != std::string::npos; pending.erase(0, nl + 1))
        last = std::stoul(pending.substr(0, nl));
    return last;
}

// The achievements: one a step ("step-N", earned by seed N's run), all in order.
// The loop starts again at the step after the one both files hold.
bool checkAchievements(const std::filesystem::path& dir, unsigned long reported, bool any, unsigned long& next)
{
    LoadReport report;
    const AchievementBook achievements = AchievementBook::load(dir, report);
    const auto& earned = achievements.earned();
    if (report.state != LoadState::Good && report.state != LoadState::Missing) {
        std::cerr << "achievements not clean after a kill: " << scoundrel::cli::loadNotice(report) << '\n';
        return false;
    }
    const std::size_t count = earned.size();
    if (any && count != reported && count != reported + 1) {
        std::cerr << "reported step " << reported << " but " << count << " achievements\n";
        return false;
    }
    for (std::size_t i = 0; i < count; ++i) {
        if (earned[i].id != "step-" + std::to_string(i + 1) || *earned[i].run.deal.seed != i + 1) {
            std::cerr << "achievement " << i << " is " << earned[i].id << '\n';
            return false;
        }
    }
    next = std::min(next, count + 1);
    return true;
}

bool check(const std::filesystem::path& dir, unsigned long reported, bool any, unsigned long& next)
{
    const RunLoad run = loadRunFile(dir);
    LoadReport report;
    const ScoreBook book = ScoreBook::load(dir, report);
    if (!any && run.report.state == LoadState::Missing)
        return true;
    // Killed between the very first run save and the very first score: no book yet.
    const bool noBookYet = next == 1 && report.state == LoadState::Missing;
    if (run.report.state != LoadState::Good || (report.state != LoadState::Good && !noBookYet)) {
        std::cerr << "not clean after a kill: " << scoundrel::cli::loadNotice(run.report) << " / "
                  << scoundrel::cli::loadNotice(report) << '\n';
        return false;
    }
    const auto seed = *run.run->record.deal.seed;
    const auto lastScore = book.entries().empty() ? 0 : *book.entries().back().seed;
    if ((any && seed != reported && seed != reported + 1) ||
        (any && lastScore != reported && lastScore != reported + 1)) {
        std::cerr << "reported step " << reported << " but run " << seed << " and scores " << lastScore << '\n';
        return false;
    }
    // The book holds every step in order: none lost, none doubled.
    for (std::size_t i = 0; i < book.entries().size(); ++i) {
        if (*book.entries()[i].seed != i + 1) {
            std::cerr << "score entry " << i << " has seed " << *book.entries()[i].seed << '\n';
            return false;
        }
    }
    next = book.entries().size() + 1;
    return checkAchievements(dir, reported, any, next);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 4)
        return 2;
    const std::filesystem::path dir = argv[2];
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const int kills = std::atoi(argv[3]);
    std::mt19937 random(std::random_device{}());
    unsigned long next = 1;
    for (int k = 0; k < kills; ++k) {
        Child child = spawn(argv[1], dir.string(), next);
        std::string pending;
        const int wait = std::uniform_int_distribution<int>(1, 40)(random);
        unsigned long reported = readSteps(child.out, wait, next - 1, pending);
        ::kill(child.pid, SIGKILL);
        int status = 0;
        ::waitpid(child.pid, &status, 0);
        reported = readSteps(child.out, 0, reported, pending);
        ::close(child.out);
        if (!WIFSIGNALED(status)) {
            std::cerr << "the save loop stopped by itself (status " << status << ")\n";
            return 1;
        }
        if (!check(dir, reported, reported >= 1, next))
            return 1;
    }
    std::cout << kills << " kills; " << next - 1 << " saves survived whole\n";
    std::filesystem::remove_all(dir);
    return 0;
}
