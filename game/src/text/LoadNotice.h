#pragma once

#include "scoundrel/store/GuardedLoad.h"

#include <functional>
#include <string>

namespace scoundrel::game {

// What happened to a kept file on loading, as the notice the player reads ("The
// high-score file was damaged (not valid JSON) and was kept as scores.json.corrupt-...;
// the version before its last change was restored."); empty when nothing was wrong.
// The backup is the file as it was before its last write, so the notice says exactly
// what is lost. The store gives the values (store::LoadReport); scoundrel-cli words
// them in its own table.
std::string loadNotice(const store::LoadReport& report);
// The same notice, worded each time it is shown (in the language of that moment).
std::function<std::string()> loadNoticeWording(store::LoadReport report);

} // namespace scoundrel::game
