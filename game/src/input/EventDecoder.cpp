#include "input/EventDecoder.h"

#include "input/Controls.h"

namespace scoundrel::game {

namespace {

InputEvent keyPress(const SDL_KeyboardEvent& key)
{
    InputEvent e;
    e.device = Device::Keyboard;
    e.key = {key.keysym.sym, key.keysym.mod};
    e.control = controlForKey(key.keysym.sym, key.keysym.mod);
    e.repeat = key.repeat != 0;
    return e;
}

InputEvent pointer(InputEvent::Kind kind, int x, int y)
{
    InputEvent e;
    e.kind = kind;
    e.device = Device::Mouse;
    e.x = x;
    e.y = y;
    return e;
}

std::optional<InputEvent> button(const SDL_MouseButtonEvent& b, bool down)
{
    if (b.button != SDL_BUTTON_LEFT)
        return std::nullopt;
    InputEvent e = pointer(down ? InputEvent::Kind::PointerDown : InputEvent::Kind::PointerUp, b.x, b.y);
    e.clicks = b.clicks;
    return e;
}

InputEvent typed(InputEvent::Kind kind, const char* text)
{
    InputEvent e;
    e.kind = kind;
    e.device = Device::Keyboard;
    e.text = text;
    return e;
}

} // namespace

InputEvent padPress(SDL_GameControllerButton pressed, bool repeat, PadStyle style)
{
    InputEvent e;
    e.device = Device::Pad;
    e.button = pressed;
    e.padStyle = style;
    e.control = controlForButton(pressed);
    e.repeat = repeat;
    return e;
}

std::optional<InputEvent> decodeEvent(const SDL_Event& event)
{
    switch (event.type) {
    case SDL_KEYDOWN:
        return keyPress(event.key);
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        return button(event.button, event.type == SDL_MOUSEBUTTONDOWN);
    case SDL_MOUSEMOTION:
        return pointer(InputEvent::Kind::PointerMove, event.motion.x, event.motion.y);
    case SDL_MOUSEWHEEL: {
        InputEvent e = pointer(InputEvent::Kind::Wheel, 0, 0);
        e.wheel = event.wheel.y;
        return e;
    }
    case SDL_TEXTINPUT:
        return typed(InputEvent::Kind::Text, event.text.text);
    case SDL_TEXTEDITING:
        return typed(InputEvent::Kind::TextEditing, event.edit.text);
    case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_LEAVE)
            return pointer(InputEvent::Kind::PointerLeft, 0, 0);
        return std::nullopt;
    case SDL_CONTROLLERBUTTONDOWN:
        return padPress(static_cast<SDL_GameControllerButton>(event.cbutton.button), false,
                        padStyleOfPad(event.cbutton.which));
    default:
        return std::nullopt;
    }
}

} // namespace scoundrel::game
