#include "CrashNote.h"

#include <unistd.h>

#include <atomic>
#include <csignal>

// The test build's sanitizers (address and undefined together) end the process
// through their own exit, which calls this back; GCC says so with __SANITIZE_ADDRESS__.
#if defined(__SANITIZE_ADDRESS__)
#define SCOUNDREL_MONKEY_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SCOUNDREL_MONKEY_SANITIZED 1
#endif
#endif
#ifdef SCOUNDREL_MONKEY_SANITIZED
#include <sanitizer/common_interface_defs.h>
#endif

namespace scoundrel::game::monkey {

namespace {

std::atomic<std::uint64_t> crashSeed{0};
std::atomic<long> crashStep{-1};

// Only what is safe in a signal handler: no allocation, no stdio.
void writeNumber(std::uint64_t n)
{
    char digits[24];
    int i = sizeof digits;
    do {
        digits[--i] = static_cast<char>('0' + n % 10);
        n /= 10;
    } while (n > 0);
    [[maybe_unused]] const auto written = write(STDERR_FILENO, digits + i, sizeof digits - static_cast<std::size_t>(i));
}

void writeText(const char* text)
{
    std::size_t n = 0;
    while (text[n] != '\0')
        ++n;
    [[maybe_unused]] const auto written = write(STDERR_FILENO, text, n);
}

void writeWhere()
{
    writeText("monkey: died at seed ");
    writeNumber(crashSeed.load());
    writeText(", step ");
    writeNumber(static_cast<std::uint64_t>(crashStep.load()));
    writeText(" (replay with --seed and --steps one more, and --trace)\n");
}

void onSignal(int signal)
{
    writeWhere();
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

} // namespace

void installCrashNote()
{
    for (int signal : {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL})
        std::signal(signal, onSignal);
#ifdef SCOUNDREL_MONKEY_SANITIZED
    __sanitizer_set_death_callback(writeWhere);
#endif
}

void noteStep(std::uint64_t seed, long step)
{
    crashSeed.store(seed);
    crashStep.store(step);
}

} // namespace scoundrel::game::monkey
