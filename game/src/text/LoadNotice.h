#pragma once

#include "scoundrel/store/GuardedLoad.h"

#include <functional>
#include <string>

namespace scoundrel::game {

// What happened to a kept file on loading, as the notice the player reads, what became of
// the file first ("The high-score file was restored from its backup copy. The file was
// damaged (not valid JSON). The bad file was set aside as
// ~/.local/share/scoundrel/scores.json.corrupt-..."); empty when nothing was wrong. The backup is
// the file's last save, written right after it (store::writeFileAtomically), so nothing
// is said to be lost. The store gives the values (store::LoadReport); scoundrel-cli words
// them in its own table.
std::string loadNotice(const store::LoadReport& report);
// Where a damaged file named name (the report's keptAs or backupKeptAs) was set aside, as
// the notice names it (np15 had to find the folder through --help): its whole path in the
// report's folder, the home folder written "~"; its name alone when the report has no folder.
std::string keptPath(const store::LoadReport& report, const std::string& name);
// The same notice, worded each time it is shown (in the language of that moment).
std::function<std::string()> loadNoticeWording(store::LoadReport report);

} // namespace scoundrel::game
