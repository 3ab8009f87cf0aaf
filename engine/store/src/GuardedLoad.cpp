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
bool tryAccept(const std::function<bool(const std::string&, ParseProblem&)>& accept, const std::string& text,
               ParseProblem& problem)
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

bool readAndAccept(const std::filesystem::path& path,
                   const std::function<bool(const std::string&, ParseProblem&)>& accept, ParseProblem& problem,
                   std::string& text)
{
    std::string why;
    if (!readWholeFile(path, text, &why)) {
        problem = {false, why};
        return false;
    }
    return tryAccept(accept, text, problem);
}

LoadReport fromBackup(const std::filesystem::path& path, const std::string& label,
                      const std::function<bool(const std::string&, ParseProblem&)>& accept, const std::string& damage)
{
    const auto backup = backupPath(path);
    std::error_code ec;
    ParseProblem problem;
    std::string text;
    if (!std::filesystem::exists(backup, ec) || !readAndAccept(backup, accept, problem, text))
        return {LoadState::Damaged, label + " " + damage + "; no backup could be used."};
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

LoadReport loadGuarded(const std::filesystem::path& path, const std::string& label,
                       const std::function<bool(const std::string& text, ParseProblem& problem)>& accept)
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
        if (readAndAccept(path, accept, problem, text))
            return {LoadState::Good, {}};
        if (problem.newer)
            return {LoadState::Newer, label + " comes from a newer version of Scoundrel (" + problem.why +
                                          "); it was left untouched."};
        const std::string aside = moveAside(path);
        const std::string damage =
            "was damaged (" + problem.why + ")" + (aside.empty() ? "" : " and was kept as " + aside);
        return fromBackup(path, label, accept, damage);
    } catch (const std::exception& e) {
        return {LoadState::Damaged, label + " could not be read (" + e.what() + ")."};
    }
}

} // namespace scoundrel::store
