#pragma once

#include "input/PadStyle.h"

#include <SDL_gamecontroller.h>
#include <SDL_keycode.h>

#include <cstdint>
#include <string>

namespace scoundrel::game {

// What a press means on every screen, whatever device made it (SuperTux's Controller):
// the arrows and the d-pad both give Up, Enter and the pad's A both give Accept. A
// screen's own commands are rows of its binding table (Binding.h), which may answer a
// control, a key or a pad button.
enum class Control : std::uint8_t {
    None,
    Up,
    Down,
    Left,
    Right,
    Accept,
    Back,
    PrevPage,
    NextPage,
    Help,
    Mute,
    Menu,
    FullScreen,
    // The pad's X and Y: each screen says what they do (the table's two fights).
    ActionX,
    ActionY,
};

enum class Device : std::uint8_t { Keyboard, Mouse, Pad };

// A key and the modifier it needs; a key with none answers whatever modifiers are down.
struct KeyChord {
    SDL_Keycode key = SDLK_UNKNOWN;
    std::uint16_t mod = KMOD_NONE;

    // Each kind of modifier the chord names must be held (either side's key): Ctrl+Alt+S
    // needs a Ctrl and an Alt. A Ctrl, Alt or Super it does not name makes it another
    // chord (np38's Ctrl+A, "select all" by habit, avoided the room as A does); a Shift it
    // does not name is let through (Caps Lock's habits, a key typed with Shift).
    bool matches(SDL_Keycode pressed, std::uint16_t pressedMods) const
    {
        if (pressed != key)
            return false;
        for (const int kind : {int{KMOD_CTRL}, int{KMOD_SHIFT}, int{KMOD_ALT}, int{KMOD_GUI}}) {
            const bool named = (mod & kind) != 0;
            const bool held = (pressedMods & kind) != 0;
            if (named != held && (named || kind != KMOD_SHIFT))
                return false;
        }
        return true;
    }
};

// One SDL event as the scenes see it, decoded once by the App (EventDecoder, Gamepads):
// a press of a key or a pad button with the control it gives, the pointer (left button
// only, in layout coordinates), the wheel, or text. Scenes never read an SDL_Event.
struct InputEvent {
    enum class Kind : std::uint8_t {
        Press, // a key or a pad button (or the stick pushed past its dead zone)
        PointerDown,
        PointerMove,
        PointerUp,
        PointerLeft, // the pointer left the window
        Wheel,
        Text, // typed text, as SDL_TEXTINPUT gives it (layouts and input methods)
        TextEditing, // an input method's text still being composed
    };

    Kind kind = Kind::Press;
    Device device = Device::Keyboard;
    Control control = Control::None; // Press: the control the key or button gives
    KeyChord key; // Press by the keyboard: the key and the modifiers held
    SDL_GameControllerButton button = SDL_CONTROLLER_BUTTON_INVALID; // Press by a pad
    PadStyle padStyle = PadStyle::Xbox; // Press by a pad: whose buttons it has
    bool repeat = false; // Press: a key or direction held down
    int x = 0; // Pointer*: the position
    int y = 0;
    int clicks = 0; // PointerDown: 2 for the second press of a double-click
    int wheel = 0; // Wheel: up is positive, as SDL_MOUSEWHEEL's y
    std::string text; // Text, TextEditing

    bool isPress() const { return kind == Kind::Press; }
    bool is(Control c) const { return kind == Kind::Press && control == c; }
    // A press of this key (any modifiers), for the few keys only a widget knows, such as
    // Backspace in a text field.
    bool isKey(SDL_Keycode k) const { return kind == Kind::Press && device == Device::Keyboard && key.key == k; }
    bool hasMod(std::uint16_t mod) const { return (key.mod & mod) != 0; }
};

} // namespace scoundrel::game
