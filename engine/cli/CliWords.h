#pragma once

#include "scoundrel/store/GuardedLoad.h"

#include <string>
#include <string_view>

namespace scoundrel::cli {

// scoundrel-cli's own words for the store's values: the achievements' titles and
// descriptions, as the achievements command prints them, and the one line about a
// damaged or newer file. Its output is a contract (docs/CLI.md), so these stay as they
// are whatever the game's words become; a refused move's words are the record's
// (scoundrel/IllegalEnglish.h), which its replay shares.

// The title and description of achievement id; the id and nothing for an unknown one.
std::string_view achievementTitle(std::string_view id);
std::string_view achievementDescription(std::string_view id);

// What happened to a file on loading, as one line ("The high-score file was damaged
// (not valid JSON) and was kept as scores.json.corrupt-...; no backup could be used.");
// empty when nothing was wrong.
std::string loadNotice(const store::LoadReport& report);

// What a reader found wrong, in English: "entry 3: a number is out of range".
std::string diagnosticWords(const store::Diagnostic& found);

} // namespace scoundrel::cli
