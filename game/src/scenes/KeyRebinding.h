#pragma once

#include "core/Notices.h"
#include "core/Settings.h"
#include "input/InputEvent.h"

#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// The commands a player may give another key (Settings > Controls), each by its binding's
// stable id, the one settings.json keeps. A table command answers on the table (and its
// fight choice); a control answers on every screen.
struct RebindableCommand {
    std::string id;
    bool everywhere = false; // a control: Help, Mute, Full screen
};
const std::vector<RebindableCommand>& rebindableCommands();

// What the command does, from its binding row: "Avoid room".
std::string commandLabel(std::string_view id);
// The key that gives it now: the rebound one, else its first own.
KeyChord commandKey(std::string_view id);

// Why key cannot be the command's, in a line ("A is already Avoid room"), or nothing: no
// other command of a screen where the command answers has the key.
std::string keyClash(std::string_view id, const KeyChord& key);
// Gives the command key, keeps it in settings and uses it at once, unless it clashes: then
// nothing changes and the reason is returned.
std::string rebindKey(Settings& settings, const std::string& id, const KeyChord& key);
// Every command back to its own keys.
void resetKeys(Settings& settings);

// Uses the keys settings.json gave (settings.keys): an entry of no known command, not naming
// a key, or taking another command's key is reported in notices, a line each, and left out.
void applyKeySettings(Settings& settings, Notices& notices);

} // namespace scoundrel::game
