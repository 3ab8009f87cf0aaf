#include "text/LoadNotice.h"

#include "text/DiagnosticWords.h"
#include "text/Translate.h"

#include <array>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>

namespace scoundrel::game {

namespace {

// Each kept file as a sentence names it. The backup is the file's last save (written right
// after the file), so a file restored from it loses nothing, and the notice no longer says
// that the last move or name may be missing (np13). After a crash between the two writes
// the backup can be one save older, which the game cannot tell apart: the notice says the
// backup copy was restored and promises nothing more.
struct KeptFile {
    std::string_view name;
    std::string_view label;
};
constexpr std::array<KeptFile, 4> kKeptFiles{{
    {"run.json", trMark("The saved run")},
    {"scores.json", trMark("The high-score file")},
    {"achievements.json", trMark("The achievements file")},
    {"settings.json", trMark("The settings file")},
}};

const KeptFile* keptFile(const std::string& file)
{
    for (const KeptFile& kept : kKeptFiles) {
        if (file == kept.name)
            return &kept;
    }
    return nullptr;
}

// A notice leads with what became of the file, so the line a notice is cut to (at a large
// text size, np21) says whether anything was lost; why, and where the bad file went, follow.
// Each a whole sentence, so a language can agree and order its words.
// {0} is the file (its label in kKeptFiles).
// Settings lost whole say what stands in for them (np35 found its language, text size and
// keys back at their defaults with nothing said of it).
enum class Outcome : std::uint8_t { Restored, Lost, PartKept, SettingsLost };
constexpr std::array<std::string_view, 4> kOutcomes{
    trMark("{0} was restored from its backup copy."),
    trMark("{0} could not be restored: no backup could be used."),
    trMark("{0} kept only its valid settings: no backup could be used."),
    trMark("{0} could not be restored: no backup could be used, so every setting and key is back at its default."),
};
// The fault, said of the file: missing, unreadable ({0} the system's reason), damaged ({0}
// the reader's reason).
constexpr std::array<std::string_view, 3> kFaults{
    trMark("The file was missing."),
    trMark("The file could not be read ({0})."),
    trMark("The file was damaged ({0})."),
};

std::string sentences(const std::string& first, const std::string& next)
{
    // TRANSLATORS: two sentences of a notice in a row: {0} the first, {1} the next.
    if (first.empty() || next.empty())
        return first.empty() ? next : first;
    return format(trc("sentences", "{0} {1}"), first, next);
}

// Where the bad file was set aside, and its damaged backup when that was set aside too,
// each as a sentence of its own (nothing when neither was).
std::string setAside(const store::LoadReport& report)
{
    std::string words;
    if (!report.keptAs.empty())
        // TRANSLATORS: {0} is where the bad file was set aside: its whole path, such as
        // ~/.local/share/scoundrel/scores.json.corrupt-20261127-215500.
        words = format(tr("The bad file was set aside as {0}."), keptPath(report, report.keptAs));
    if (!report.backupKeptAs.empty())
        // TRANSLATORS: {0} is where the file's damaged backup copy was set aside:
        // its whole path, such as ~/.local/share/scoundrel/run.json.bak.corrupt-20261127-215500.
        words = sentences(
            words, format(tr("The damaged backup copy was set aside as {0}."), keptPath(report, report.backupKeptAs)));
    return words;
}

// A file read entry by entry (the high scores, the achievements) whose damaged entries were
// restored from its backup or dropped, and its good ones kept: what became of the entries,
// said before the sentence about the file. Nothing else was lost, so nothing more is said.
std::string mendedEntries(const store::LoadReport& report)
{
    const bool achievements = report.file == "achievements.json";
    const auto restored = static_cast<unsigned long>(report.entriesRestored);
    const auto dropped = static_cast<unsigned long>(report.entriesDamaged - report.entriesRestored);
    std::string words;
    const auto add = [&words](const std::string& sentence) { words = sentences(words, sentence); };
    if (restored > 0)
        add(format(achievements
                       ? trn("One earned achievement was damaged and was restored from the backup.",
                             "{0} earned achievements were damaged and were restored from the backup.", restored)
                       : trn("One high-score entry was damaged and was restored from the backup.",
                             "{0} high-score entries were damaged and were restored from the backup.", restored),
                   restored));
    if (dropped > 0)
        add(format(achievements ? trn("One earned achievement was damaged and was dropped.",
                                      "{0} earned achievements were damaged and were dropped.", dropped)
                                : trn("One high-score entry was damaged and was dropped.",
                                      "{0} high-score entries were damaged and were dropped.", dropped),
                   dropped));
    if (report.entriesKept > 0)
        add(std::string(achievements ? tr("The other achievements were kept.") : tr("The other entries were kept.")));
    return words;
}

} // namespace

std::string keptPath(const store::LoadReport& report, const std::string& name)
{
    if (report.folder.empty())
        return name;
    std::error_code error;
    std::filesystem::path path = std::filesystem::absolute(report.folder / name, error);
    if (error)
        path = report.folder / name;
    std::string text = path.lexically_normal().string();
    const char* home = std::getenv("HOME");
    if (!home || *home == '\0')
        return text;
    std::string homeText = std::filesystem::path(home).lexically_normal().string();
    while (homeText.size() > 1 && homeText.back() == '/')
        homeText.pop_back();
    if (homeText.size() > 1 && text.size() > homeText.size() && text.starts_with(homeText) &&
        text[homeText.size()] == '/')
        return "~" + text.substr(homeText.size());
    return text;
}

std::string loadNotice(const store::LoadReport& report)
{
    const KeptFile* kept = keptFile(report.file);
    const std::string_view label = kept ? tr(kept->label) : tr("The file");
    if (report.state == store::LoadState::Mended) {
        // What became of the entries first; then the file's fault and where it went.
        // TRANSLATORS: {0} is the file, {1} what was wrong with it ("entry 3: a number is out of range").
        const std::string file = format(tr("{0} was damaged ({1})."), label, diagnosticWords(report.detail));
        return sentences(sentences(mendedEntries(report), file), setAside(report));
    }
    std::size_t fault = 2; // damaged
    switch (report.fault) {
    case store::LoadFault::None:
        return {};
    case store::LoadFault::Newer:
        // TRANSLATORS: {0} is the file, {1} which version wrote it ("schema version 9").
        return format(tr("{0} comes from a newer version of Scoundrel ({1}); it was left untouched."), label,
                      diagnosticWords(report.detail));
    case store::LoadFault::Failed:
        return format(tr("{0} could not be read ({1})."), label, diagnosticWords(report.detail));
    case store::LoadFault::Missing:
        fault = 0;
        break;
    case store::LoadFault::Unreadable:
        fault = 1;
        break;
    case store::LoadFault::Damaged:
        break;
    }
    const Outcome outcome = report.state == store::LoadState::FromBackup ? Outcome::Restored
        : report.validPartKept                                           ? Outcome::PartKept
        : report.file == "settings.json"                                 ? Outcome::SettingsLost
                                                                         : Outcome::Lost;
    const std::string what = format(tr(kOutcomes[static_cast<std::size_t>(outcome)]), label);
    const std::string why = format(tr(kFaults[fault]), diagnosticWords(report.detail));
    return sentences(sentences(what, why), setAside(report));
}

std::function<std::string()> loadNoticeWording(store::LoadReport report)
{
    return [report = std::move(report)] { return loadNotice(report); };
}

} // namespace scoundrel::game
