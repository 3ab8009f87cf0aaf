#pragma once

#include <string>

namespace scoundrel::game {

struct GameContext;

// M, on the table and the menu: mutes or unmutes, saves the settings, and gives the line
// that says so.
std::string toggleMute(GameContext& context);
// The line that says whether the sound is muted, and the key that changes it, worded now.
std::string muteLine(const GameContext& context);

} // namespace scoundrel::game
