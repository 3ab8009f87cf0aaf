#include "scoundrel/store/GuardedLoad.h"

#include "scoundrel/store/AtomicFile.h"

#include <ctime>
#include <exception>

namespace scoundrel::store {

namespace {

std::string compactTimestamp()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buffer[32];
    const std::size_t n = std::strftime(buffer, sizeof buffer, "%Y%m%d-%H%M%S", &local);
    return std::string(buffer, n);
}

// accept, with whatever it throws turned into damage.
bool tryAccept(const Accept& accept, const std::string& text, ParseProblem& problem)
{
    try {
        return accept(text, problem);
    } catch (const std::exception& e) {
        problem = {false, e.what()};
    } catch (...) {
        problem = {false, "unreadable"};
    }
    return false;
}

// Reads path and hands its text to accept: an empty string when it was accepted, else
// what happened to the file as the player is told it ("was damaged (not valid JSON)",
// "could not be read (...)"). problem.newer marks a newer version's file.
std::string readAndAccept(const std::filesystem::path& path, const Accept& accept, ParseProblem& problem,
                          std::string& text)
{
    std::string why;
    if (!readWholeFile(path, text, &why))
        return "could not be read (" + why + ")";
    if (tryAccept(accept, text, problem))
        return {};
    return "was damaged (" + problem.why + ")";
}

LoadReport fromBackup(const std::filesystem::path& path, const std::string& label, const Accept& accept,
                      const std::string& damage)
{
    const auto backup = backupPath(path);
    std::error_code ec;
    ParseProblem problem;
    std::string text;
    if (!std::filesystem::exists(backup, ec))
        return {LoadState::Damaged, label + " " + damage + "; no backup could be used."};
    if (!readAndAccept(backup, accept, problem, text).empty()) {
        // Set aside as well: left in place, every later load would find it alone and
        // report the file again, now as missing.
        if (!problem.newer)
            moveAside(backup);
        return {LoadState::Damaged, label + " " + damage + "; no backup could be used."};
    }
    // The backup becomes the file again; the backup itself stays as it is.
    writeFileAtomically(path, text, false);
    return {LoadState::FromBackup, label + " " + damage + "; the previous version was restored."};
}

} // namespace

std::string moveAside(const std::filesystem::path& path)
{
    std::filesystem::path aside = path;
    aside += ".corrupt-" + compactTimestamp();
    std::error_code ec;
    for (int n = 2; std::filesystem::exists(aside, ec) && n < 100; ++n) {
        aside = path;
        aside += ".corrupt-" + compactTimestamp() + "-" + std::to_string(n);
    }
    std::filesystem::rename(path, aside, ec);
    return ec ? std::string{} : aside.filename().string();
}

LoadReport loadGuarded(const std::filesystem::path& path, const std::string& label, const Accept& accept)
{
    try {
        std::error_code ec;
        if (!std::filesystem::exists(path, ec)) {
            if (!std::filesystem::exists(backupPath(path), ec))
                return {};
            return fromBackup(path, label, accept, "was missing");
        }
        ParseProblem problem;
        std::string text;
        const std::string failure = readAndAccept(path, accept, problem, text);
        if (failure.empty())
            return {LoadState::Good, {}};
        if (problem.newer)
            return {LoadState::Newer,
                    label + " comes from a newer version of Scoundrel (" + problem.why + "); it was left untouched."};
        const std::string aside = moveAside(path);
        return fromBackup(path, label, accept, failure + (aside.empty() ? "" : " and was kept as " + aside));
    } catch (const std::exception& e) {
        return {LoadState::Damaged, label + " could not be read (" + e.what() + ")."};
    }
}

} // namespace scoundrel::store
