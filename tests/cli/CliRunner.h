#pragma once

#include <string>
#include <vector>

namespace scoundrel::test {

// What one run of scoundrel-cli did.
struct CliResult {
    int exitCode = -1; // the exit status, or -1 if it did not exit normally
    std::string out;
    std::string err;
};

// Runs the real scoundrel-cli with these arguments (no shell involved) and captures
// stdout, stderr and the exit status.
CliResult runCli(const std::vector<std::string>& args);
// The same with stderr on a pseudo-terminal, as when a person runs it: err is what the
// terminal received.
CliResult runCliOnTerminal(const std::vector<std::string>& args);

// A scratch directory for files the tests hand to the CLI, removed at exit.
std::string scratchDir();
// Writes text to a file in the scratch directory and returns its path.
std::string writeScratchFile(const std::string& name, const std::string& text);

} // namespace scoundrel::test
