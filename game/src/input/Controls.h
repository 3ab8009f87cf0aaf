#pragma once

#include "input/InputEvent.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// One row per control (SuperTux's KeyboardConfig and JoystickConfig in one table): the
// keys and pad buttons that give it on every screen. The decoder reads it to give each
// press its control, and legends read it to name a control's key.
struct ControlRow {
    Control control = Control::None;
    std::string id; // stable: settings.json names a rebound key by it
    std::vector<KeyChord> keys;
    std::vector<SDL_GameControllerButton> buttons;
};

const std::vector<ControlRow>& controlRows();

// The control a key press gives (None: a key only some screen's row may know).
Control controlForKey(SDL_Keycode key, std::uint16_t mods);
Control controlForButton(SDL_GameControllerButton button);
// The first key that gives the control, or an empty chord.
KeyChord firstKeyOf(Control control);

// A key by its English name, as settings.json keeps it and parseKeyName reads it: "Esc",
// "Enter", "Ctrl+Z", "F1", "Space", "1".
std::string keyName(const KeyChord& chord);
// The key as the player reads it, in the language in use: "Esc", "Strg+Z", "Espace".
std::string keyLabel(const KeyChord& chord);
// The same for a name keyName gave (a legend keeps the English names, and words them last).
std::string keyLabelOf(std::string_view name);

} // namespace scoundrel::game
