#include "text/LoadNotice.h"

#include <array>
#include <string_view>
#include <utility>

namespace scoundrel::game {

namespace {

// The file as a sentence names it, by its name in the save directory.
std::string fileLabel(const std::string& file)
{
    constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kLabels{{
        {"run.json", "The saved run"},
        {"scores.json", "The high-score file"},
        {"achievements.json", "The achievements file"},
        {"settings.json", "The settings file"},
    }};
    for (const auto& [name, label] : kLabels) {
        if (file == name)
            return std::string(label);
    }
    return "The file";
}

// A damaged or missing file and what became of it: "was damaged (not valid JSON) and
// was kept as scores.json.corrupt-...".
std::string whatHappened(const store::LoadReport& report)
{
    std::string text;
    switch (report.fault) {
    case store::LoadFault::Missing:
        text = "was missing";
        break;
    case store::LoadFault::Unreadable:
        text = "could not be read (" + report.detail + ")";
        break;
    default:
        text = "was damaged (" + report.detail + ")";
        break;
    }
    return report.keptAs.empty() ? text : text + " and was kept as " + report.keptAs;
}

} // namespace

std::string loadNotice(const store::LoadReport& report)
{
    const std::string label = fileLabel(report.file);
    switch (report.fault) {
    case store::LoadFault::None:
        return {};
    case store::LoadFault::Newer:
        return label + " comes from a newer version of Scoundrel (" + report.detail + "); it was left untouched.";
    case store::LoadFault::Failed:
        return label + " could not be read (" + report.detail + ").";
    case store::LoadFault::Missing:
    case store::LoadFault::Unreadable:
    case store::LoadFault::Damaged:
        break;
    }
    if (report.state == store::LoadState::FromBackup)
        return label + " " + whatHappened(report) + "; the previous version was restored.";
    if (report.validPartKept)
        return label + " " + whatHappened(report) + "; no backup could be used. Its other settings were kept.";
    return label + " " + whatHappened(report) + "; no backup could be used.";
}

} // namespace scoundrel::game
