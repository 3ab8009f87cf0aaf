#include "input/Controls.h"

#include "input/KeyRebinds.h"
#include "text/Translate.h"

#include <SDL_keyboard.h>

#include <algorithm>
#include <array>

namespace scoundrel::game {

namespace {

std::vector<ControlRow> makeRows()
{
    using B = SDL_GameControllerButton;
    return {
        {Control::Up, "up", {{SDLK_UP}}, {B::SDL_CONTROLLER_BUTTON_DPAD_UP}},
        {Control::Down, "down", {{SDLK_DOWN}}, {B::SDL_CONTROLLER_BUTTON_DPAD_DOWN}},
        {Control::Left, "left", {{SDLK_LEFT}}, {B::SDL_CONTROLLER_BUTTON_DPAD_LEFT}},
        {Control::Right, "right", {{SDLK_RIGHT}}, {B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT}},
        {Control::Accept, "accept", {{SDLK_RETURN}, {SDLK_KP_ENTER}}, {B::SDL_CONTROLLER_BUTTON_A}},
        {Control::Back, "back", {{SDLK_ESCAPE}}, {B::SDL_CONTROLLER_BUTTON_B}},
        {Control::PrevPage, "previous_page", {{SDLK_PAGEUP}}, {B::SDL_CONTROLLER_BUTTON_LEFTSHOULDER}},
        {Control::NextPage, "next_page", {{SDLK_PAGEDOWN}}, {B::SDL_CONTROLLER_BUTTON_RIGHTSHOULDER}},
        {Control::Help, "help", {{SDLK_F1}}, {B::SDL_CONTROLLER_BUTTON_BACK}},
        {Control::Mute, "mute", {{SDLK_m}}, {}},
        {Control::Menu, "menu", {}, {B::SDL_CONTROLLER_BUTTON_START}},
        {Control::FullScreen, "full_screen", {{SDLK_F11}}, {}},
        {Control::ActionX, "action_x", {}, {B::SDL_CONTROLLER_BUTTON_X}},
        {Control::ActionY, "action_y", {}, {B::SDL_CONTROLLER_BUTTON_Y}},
    };
}

} // namespace

const std::vector<ControlRow>& controlRows()
{
    // Rebound in place, so a row held stays the same row.
    static const std::vector<ControlRow> defaults = makeRows();
    static std::vector<ControlRow> rows = defaults;
    static unsigned version = 0;
    if (version != keyRebinds().version()) {
        for (std::size_t i = 0; i < rows.size(); ++i)
            rows[i].keys = keysOf(rows[i].id, defaults[i].keys);
        version = keyRebinds().version();
    }
    return rows;
}

Control controlForKey(SDL_Keycode key, std::uint16_t mods)
{
    for (const ControlRow& row : controlRows()) {
        for (const KeyChord& chord : row.keys) {
            if (chord.matches(key, mods))
                return row.control;
        }
    }
    return Control::None;
}

Control controlForButton(SDL_GameControllerButton button)
{
    for (const ControlRow& row : controlRows()) {
        if (std::find(row.buttons.begin(), row.buttons.end(), button) != row.buttons.end())
            return row.control;
    }
    return Control::None;
}

KeyChord firstKeyOf(Control control)
{
    for (const ControlRow& row : controlRows()) {
        if (row.control == control && !row.keys.empty())
            return row.keys.front();
    }
    return {};
}

std::string keyName(const KeyChord& chord)
{
    std::string name;
    switch (chord.key) {
    case SDLK_ESCAPE:
        name = "Esc";
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        name = "Enter";
        break;
    case SDLK_PAGEUP:
        name = "Page Up";
        break;
    case SDLK_PAGEDOWN:
        name = "Page Down";
        break;
    case SDLK_UNKNOWN:
        return {};
    default:
        // SDL's names, upper case for letters ("M"), words for the rest ("Space", "Right").
        name = SDL_GetKeyName(chord.key);
        break;
    }
    if ((chord.mod & KMOD_ALT) != 0)
        name = "Alt+" + name;
    if ((chord.mod & KMOD_CTRL) != 0)
        name = "Ctrl+" + name;
    if ((chord.mod & KMOD_SHIFT) != 0)
        name = "Shift+" + name;
    return name;
}

std::string keyLabelOf(std::string_view name)
{
    // keyName's prefixes, outermost first, each worded around the rest.
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 3> kModifiers{{
        {"Shift+", trcMark("key", "Shift+{0}")},
        {"Ctrl+", trcMark("key", "Ctrl+{0}")},
        {"Alt+", trcMark("key", "Alt+{0}")},
    }};
    for (const auto& [prefix, words] : kModifiers) {
        if (name.size() > prefix.size() && name.starts_with(prefix))
            return format(trc("key", words), keyLabelOf(name.substr(prefix.size())));
    }
    // keyName's own words and SDL's words; letters, digits and F1 read the same everywhere.
    static constexpr std::array<std::string_view, 15> kWords{
        trcMark("key", "Esc"),   trcMark("key", "Enter"),     trcMark("key", "Page Up"), trcMark("key", "Page Down"),
        trcMark("key", "Space"), trcMark("key", "Up"),        trcMark("key", "Down"),    trcMark("key", "Left"),
        trcMark("key", "Right"), trcMark("key", "Backspace"), trcMark("key", "Delete"),  trcMark("key", "Tab"),
        trcMark("key", "Home"),  trcMark("key", "End"),       trcMark("key", "Insert"),
    };
    if (std::find(kWords.begin(), kWords.end(), name) != kWords.end())
        return std::string(trc("key", name));
    return std::string(name);
}

std::string keyLabel(const KeyChord& chord)
{
    return keyLabelOf(keyName(chord));
}

} // namespace scoundrel::game
