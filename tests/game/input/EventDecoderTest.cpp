#include "input/EventDecoder.h"
#include "input/Controls.h"

#include <SDL_hints.h>
#include <gtest/gtest.h>

#include <cstring>

namespace scoundrel::game {
namespace {

using Kind = InputEvent::Kind;

SDL_Event keyDown(SDL_Keycode key, Uint16 mod = KMOD_NONE, Uint8 repeat = 0)
{
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    e.key.repeat = repeat;
    return e;
}

SDL_Event mouseButton(Uint32 type, Uint8 button, int x, int y, Uint8 clicks)
{
    SDL_Event e{};
    e.type = type;
    e.button.button = button;
    e.button.x = x;
    e.button.y = y;
    e.button.clicks = clicks;
    return e;
}

TEST(EventDecoder, AKeyGivesItsControlTheKeyAndWhetherItRepeats)
{
    const auto enter = decodeEvent(keyDown(SDLK_RETURN));
    ASSERT_TRUE(enter);
    EXPECT_EQ(enter->kind, Kind::Press);
    EXPECT_EQ(enter->device, Device::Keyboard);
    EXPECT_EQ(enter->control, Control::Accept);
    EXPECT_FALSE(enter->repeat);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_KP_ENTER))->control, Control::Accept);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_ESCAPE))->control, Control::Back);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_UP))->control, Control::Up);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_DOWN))->control, Control::Down);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_LEFT))->control, Control::Left);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_RIGHT))->control, Control::Right);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_PAGEUP))->control, Control::PrevPage);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_PAGEDOWN))->control, Control::NextPage);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_F1))->control, Control::Help);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_m))->control, Control::Mute);
    EXPECT_EQ(decodeEvent(keyDown(SDLK_F11))->control, Control::FullScreen);
    // A key no control has still reaches the screens, with its modifiers.
    const auto undo = decodeEvent(keyDown(SDLK_z, KMOD_LCTRL, 1));
    ASSERT_TRUE(undo);
    EXPECT_EQ(undo->control, Control::None);
    EXPECT_TRUE(undo->isKey(SDLK_z));
    EXPECT_TRUE(undo->hasMod(KMOD_CTRL));
    EXPECT_TRUE(undo->repeat);
}

TEST(EventDecoder, TheLeftButtonGivesThePointerWithItsClicks)
{
    const auto down = decodeEvent(mouseButton(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 10, 20, 2));
    ASSERT_TRUE(down);
    EXPECT_EQ(down->kind, Kind::PointerDown);
    EXPECT_EQ(down->device, Device::Mouse);
    EXPECT_EQ(down->x, 10);
    EXPECT_EQ(down->y, 20);
    EXPECT_EQ(down->clicks, 2);
    const auto up = decodeEvent(mouseButton(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 11, 21, 1));
    ASSERT_TRUE(up);
    EXPECT_EQ(up->kind, Kind::PointerUp);
    EXPECT_EQ(up->x, 11);
    // No screen reads the other buttons.
    EXPECT_FALSE(decodeEvent(mouseButton(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, 10, 20, 1)));
}

TEST(EventDecoder, MotionWheelLeavingAndTextAreDecoded)
{
    SDL_Event motion{};
    motion.type = SDL_MOUSEMOTION;
    motion.motion.x = 5;
    motion.motion.y = 6;
    const auto moved = decodeEvent(motion);
    ASSERT_TRUE(moved);
    EXPECT_EQ(moved->kind, Kind::PointerMove);
    EXPECT_EQ(moved->x, 5);
    EXPECT_EQ(moved->y, 6);

    SDL_Event wheel{};
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = -2;
    EXPECT_EQ(decodeEvent(wheel)->kind, Kind::Wheel);
    EXPECT_EQ(decodeEvent(wheel)->wheel, -2);

    SDL_Event leave{};
    leave.type = SDL_WINDOWEVENT;
    leave.window.event = SDL_WINDOWEVENT_LEAVE;
    EXPECT_EQ(decodeEvent(leave)->kind, Kind::PointerLeft);
    leave.window.event = SDL_WINDOWEVENT_FOCUS_GAINED;
    EXPECT_FALSE(decodeEvent(leave));

    SDL_Event text{};
    text.type = SDL_TEXTINPUT;
    std::strcpy(text.text.text, "é");
    EXPECT_EQ(decodeEvent(text)->kind, Kind::Text);
    EXPECT_EQ(decodeEvent(text)->text, "é");

    SDL_Event editing{};
    editing.type = SDL_TEXTEDITING;
    std::strcpy(editing.edit.text, "ka");
    EXPECT_EQ(decodeEvent(editing)->kind, Kind::TextEditing);
    EXPECT_EQ(decodeEvent(editing)->text, "ka");
}

TEST(EventDecoder, APadButtonGivesItsControl)
{
    SDL_Event e{};
    e.type = SDL_CONTROLLERBUTTONDOWN;
    const auto control = [&e](SDL_GameControllerButton button) {
        e.cbutton.button = static_cast<Uint8>(button);
        const auto input = decodeEvent(e);
        EXPECT_EQ(input->device, Device::Pad);
        EXPECT_EQ(input->button, button);
        return input->control;
    };
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_A), Control::Accept);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_B), Control::Back);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_X), Control::ActionX);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_Y), Control::ActionY);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_DPAD_UP), Control::Up);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_DPAD_DOWN), Control::Down);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_DPAD_LEFT), Control::Left);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_DPAD_RIGHT), Control::Right);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_LEFTSHOULDER), Control::PrevPage);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER), Control::NextPage);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_START), Control::Menu);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_BACK), Control::Help);
    EXPECT_EQ(control(SDL_CONTROLLER_BUTTON_LEFTSTICK), Control::None);
}

TEST(EventDecoder, WhatNoScreenReadsIsNotDecoded)
{
    SDL_Event up{};
    up.type = SDL_KEYUP;
    up.key.keysym.sym = SDLK_RETURN;
    EXPECT_FALSE(decodeEvent(up));
    EXPECT_FALSE(decodeEvent(SDL_Event{}));
}

// A finger on a touch screen (the Steam Deck's) works as the mouse: SDL sends the mouse's
// events for it (SDL_HINT_TOUCH_MOUSE_EVENTS, on unless set off, as the game leaves it),
// marked SDL_TOUCH_MOUSEID, which decode as the pointer; the finger's own events are
// not decoded too, or a tap would click twice.
TEST(EventDecoder, ATouchComesAsThePointerSdlMakesOfIt)
{
    EXPECT_TRUE(SDL_GetHintBoolean(SDL_HINT_TOUCH_MOUSE_EVENTS, SDL_TRUE));
    SDL_Event tap{};
    tap.type = SDL_MOUSEBUTTONDOWN;
    tap.button.which = SDL_TOUCH_MOUSEID;
    tap.button.button = SDL_BUTTON_LEFT;
    tap.button.clicks = 1;
    tap.button.x = 300;
    tap.button.y = 200;
    const auto down = decodeEvent(tap);
    ASSERT_TRUE(down);
    EXPECT_EQ(down->kind, Kind::PointerDown);
    EXPECT_EQ(down->x, 300);
    EXPECT_EQ(down->y, 200);
    SDL_Event finger{};
    for (Uint32 type : {SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP}) {
        finger.type = type;
        EXPECT_FALSE(decodeEvent(finger)) << type;
    }
}

TEST(Controls, EveryControlHasAStableIdAndNoKeyOrButtonServesTwo)
{
    std::vector<std::string> ids;
    std::vector<SDL_Keycode> keys;
    std::vector<SDL_GameControllerButton> buttons;
    for (const ControlRow& row : controlRows()) {
        EXPECT_FALSE(row.id.empty());
        EXPECT_FALSE(row.keys.empty() && row.buttons.empty()) << row.id;
        ids.push_back(row.id);
        for (const KeyChord& chord : row.keys)
            keys.push_back(chord.key);
        buttons.insert(buttons.end(), row.buttons.begin(), row.buttons.end());
    }
    const auto unique = [](auto v) {
        std::sort(v.begin(), v.end());
        return std::adjacent_find(v.begin(), v.end()) == v.end();
    };
    EXPECT_TRUE(unique(ids));
    EXPECT_TRUE(unique(keys));
    EXPECT_TRUE(unique(buttons));
}

TEST(Controls, KeysAreNamedAsLegendsSayThem)
{
    EXPECT_EQ(keyName({SDLK_ESCAPE}), "Esc");
    EXPECT_EQ(keyName({SDLK_RETURN}), "Enter");
    EXPECT_EQ(keyName({SDLK_z, KMOD_CTRL}), "Ctrl+Z");
    EXPECT_EQ(keyName({SDLK_m}), "M");
    EXPECT_EQ(keyName({SDLK_F1}), "F1");
    EXPECT_EQ(keyName({SDLK_SPACE}), "Space");
    EXPECT_EQ(keyName({SDLK_RIGHT}), "Right");
}

} // namespace
} // namespace scoundrel::game
