#pragma once

#include <stdexcept>
#include <string>

namespace scoundrel::cli {

// Exit statuses of cli.md.
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitIllegalMove = 3;
inline constexpr int kExitNoSavedRun = 4;

// A problem the user caused; main prints it as one line and exits with its status.
class CliError : public std::runtime_error {
public:
    CliError(int exitCode, const std::string& message) : std::runtime_error(message), m_exitCode(exitCode) { }
    int exitCode() const { return m_exitCode; }

private:
    int m_exitCode;
};

[[noreturn]] inline void usageError(const std::string& message)
{
    throw CliError(kExitUsage, message);
}

} // namespace scoundrel::cli
