#pragma once

#include "input/InputEvent.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// The keys the player chose instead of a command's own (Settings > Controls), by the
// command's stable id (OpenMW keeps its action ids stable for its saved key files). The
// binding tables read it when they are asked after a change, so a rebound key answers
// everywhere the command does and every legend names it. One set for the game, as the
// binding tables are; settings.json keeps it (core/KeySettings.h).
class KeyRebinds {
public:
    // The key chosen for id, or nullptr: the command keeps its own keys.
    const KeyChord* find(std::string_view id) const;
    void set(const std::string& id, KeyChord key);
    void erase(std::string_view id);
    void clear();
    bool empty() const { return m_keys.empty(); }
    // Counts the changes, so a table rebuilt from them knows when it is stale.
    unsigned version() const { return m_version; }

private:
    std::map<std::string, KeyChord, std::less<>> m_keys;
    unsigned m_version = 0;
};

KeyRebinds& keyRebinds();

// The keys of a command: its rebound key, else its own.
std::vector<KeyChord> keysOf(std::string_view id, const std::vector<KeyChord>& own);

// A key named as keyName names it ("A", "Ctrl+Z", "F1", "Esc", "Page Up"), or nothing.
std::optional<KeyChord> parseKeyName(std::string_view name);
// Whether one press could answer both: the same key, and modifiers that do not rule it out.
bool chordsOverlap(const KeyChord& a, const KeyChord& b);
// A key that only modifies another (Ctrl, Shift, Alt, GUI): never a binding by itself.
bool isModifierKey(SDL_Keycode key);

} // namespace scoundrel::game
