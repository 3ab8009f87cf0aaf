#include "scoundrel/store/GuardedLoad.h"

#include "scoundrel/store/AtomicFile.h"

#include <ctime>
#include <exception>
#include <optional>

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
        problem = {false, passed(e.what())};
    } catch (const DamageFound& d) {
        problem = {false, d.found};
    } catch (...) {
        problem = {false, damage(Damage::Unknown)};
    }
    return false;
}

// Reads path and hands its text to accept: None when it was accepted, else what was
// wrong, with its detail. problem.newer marks a newer version's file.
LoadFault readAndAccept(const std::filesystem::path& path, const Accept& accept, ParseProblem& problem,
                        std::string& text, Diagnostic& detail)
{
    if (std::string why; !readWholeFile(path, text, &why)) {
        detail = passed(std::move(why));
        return LoadFault::Unreadable;
    }
    if (tryAccept(accept, text, problem))
        return LoadFault::None;
    detail = problem.found;
    return LoadFault::Damaged;
}

// report holds what was wrong with the file; the backup decides how it ends.
LoadReport fromBackup(const std::filesystem::path& path, const Accept& accept, LoadReport report)
{
    const auto backup = backupPath(path);
    std::error_code ec;
    ParseProblem problem;
    std::string text;
    Diagnostic detail;
    report.state = LoadState::Damaged;
    if (!std::filesystem::exists(backup, ec))
        return report;
    if (readAndAccept(backup, accept, problem, text, detail) != LoadFault::None) {
        // Set aside as well: left in place, every later load would find it alone and
        // report the file again, now as missing.
        if (!problem.newer)
            report.backupKeptAs = moveAside(backup);
        return report;
    }
    // The backup becomes the file again; the backup itself stays as it is.
    writeFileAtomically(path, text, false);
    report.state = LoadState::FromBackup;
    return report;
}

// The damaged file mended from its own good entries and the backup's, when mend can:
// the damaged file is set aside and the mended text takes its place.
bool mended(const std::filesystem::path& path, const std::string& text, const Mend& mend, LoadReport& report)
{
    if (!mend)
        return false;
    std::string backupText;
    const bool haveBackup = readWholeFile(backupPath(path), backupText);
    std::optional<Mended> result;
    try {
        result = mend(text, haveBackup ? &backupText : nullptr);
    } catch (...) {
        return false;
    }
    if (!result)
        return false;
    report.keptAs = moveAside(path);
    // The backup stays as it is: it is the last good save. A file
    // that could not be set aside is not written over (its entries are mended in memory).
    if (!report.keptAs.empty())
        writeFileAtomically(path, result->text, false);
    report.state = LoadState::Mended;
    report.detail = result->first;
    report.entriesKept = result->kept;
    report.entriesDamaged = result->damaged;
    report.entriesRestored = result->restored;
    return true;
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

LoadReport loadGuarded(const std::filesystem::path& path, const Accept& accept, const Mend& mend)
{
    LoadReport report;
    report.file = path.filename().string();
    report.folder = path.parent_path();
    try {
        std::error_code ec;
        if (!std::filesystem::exists(path, ec)) {
            if (!std::filesystem::exists(backupPath(path), ec))
                return report;
            report.fault = LoadFault::Missing;
            return fromBackup(path, accept, report);
        }
        ParseProblem problem;
        std::string text;
        report.fault = readAndAccept(path, accept, problem, text, report.detail);
        if (report.fault == LoadFault::None) {
            report.state = LoadState::Good;
            return report;
        }
        if (problem.newer) {
            report.state = LoadState::Newer;
            report.fault = LoadFault::Newer;
            return report;
        }
        if (report.fault == LoadFault::Damaged && mended(path, text, mend, report))
            return report;
        report.keptAs = moveAside(path);
        return fromBackup(path, accept, report);
    } catch (const std::exception& e) {
        report.state = LoadState::Damaged;
        report.fault = LoadFault::Failed;
        report.detail = passed(e.what());
        report.keptAs.clear();
        report.backupKeptAs.clear();
        return report;
    }
}

} // namespace scoundrel::store
