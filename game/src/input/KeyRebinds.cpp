#include "input/KeyRebinds.h"

#include <SDL_keyboard.h>

#include <array>
#include <utility>

namespace scoundrel::game {

const KeyChord* KeyRebinds::find(std::string_view id) const
{
    const auto it = m_keys.find(id);
    return it == m_keys.end() ? nullptr : &it->second;
}

void KeyRebinds::set(const std::string& id, KeyChord key)
{
    m_keys[id] = key;
    ++m_version;
}

void KeyRebinds::erase(std::string_view id)
{
    if (const auto it = m_keys.find(id); it != m_keys.end()) {
        m_keys.erase(it);
        ++m_version;
    }
}

void KeyRebinds::clear()
{
    m_keys.clear();
    ++m_version;
}

KeyRebinds& keyRebinds()
{
    static KeyRebinds rebinds;
    return rebinds;
}

std::vector<KeyChord> keysOf(std::string_view id, const std::vector<KeyChord>& own)
{
    if (const KeyChord* key = keyRebinds().find(id))
        return {*key};
    return own;
}

std::optional<KeyChord> parseKeyName(std::string_view name)
{
    KeyChord chord;
    // keyName's prefixes, in either order.
    for (bool more = true; more;) {
        more = false;
        for (const auto& [prefix, mod] :
             {std::pair<std::string_view, std::uint16_t>{"Ctrl+", KMOD_CTRL}, {"Shift+", KMOD_SHIFT}}) {
            if (name.size() > prefix.size() && name.starts_with(prefix)) {
                chord.mod = static_cast<std::uint16_t>(chord.mod | mod);
                name.remove_prefix(prefix.size());
                more = true;
            }
        }
    }
    // keyName's own words, then SDL's names.
    static constexpr std::array<std::pair<std::string_view, SDL_Keycode>, 4> kOwnNames{
        {{"Esc", SDLK_ESCAPE}, {"Enter", SDLK_RETURN}, {"Page Up", SDLK_PAGEUP}, {"Page Down", SDLK_PAGEDOWN}}};
    for (const auto& [word, key] : kOwnNames) {
        if (name == word)
            chord.key = key;
    }
    if (chord.key == SDLK_UNKNOWN && !name.empty())
        chord.key = SDL_GetKeyFromName(std::string(name).c_str());
    if (chord.key == SDLK_UNKNOWN || isModifierKey(chord.key))
        return std::nullopt;
    return chord;
}

bool chordsOverlap(const KeyChord& a, const KeyChord& b)
{
    return a.key == b.key && (a.mod == KMOD_NONE || b.mod == KMOD_NONE || (a.mod & b.mod) != 0);
}

bool isModifierKey(SDL_Keycode key)
{
    switch (key) {
    case SDLK_LCTRL:
    case SDLK_RCTRL:
    case SDLK_LSHIFT:
    case SDLK_RSHIFT:
    case SDLK_LALT:
    case SDLK_RALT:
    case SDLK_LGUI:
    case SDLK_RGUI:
    case SDLK_MODE:
    case SDLK_CAPSLOCK:
        return true;
    default:
        return false;
    }
}

} // namespace scoundrel::game
