#include "scenes/ScreenBindings.h"
#include "input/Controls.h"
#include "input/EventDecoder.h"
#include "table/TableBindings.h"

#include <gtest/gtest.h>

#include <set>

namespace scoundrel::game {
namespace {

InputEvent keyPress(const KeyChord& chord)
{
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = chord.key;
    e.key.keysym.mod = chord.mod;
    return *decodeEvent(e);
}

// Every press any row of the screen answers: its keys, its controls' keys and buttons,
// its own pad buttons.
std::vector<InputEvent> pressesOf(const Binding& row)
{
    std::vector<InputEvent> out;
    for (const KeyChord& chord : row.keys)
        out.push_back(keyPress(chord));
    for (const ControlRow& control : controlRows()) {
        if (std::find(row.controls.begin(), row.controls.end(), control.control) == row.controls.end())
            continue;
        for (const KeyChord& chord : control.keys)
            out.push_back(keyPress(chord));
        for (SDL_GameControllerButton button : control.buttons)
            out.push_back(padPress(button));
    }
    for (SDL_GameControllerButton button : row.buttons)
        out.push_back(padPress(button));
    return out;
}

TEST(ScreenBindings, EveryRowHasAUniqueIdALabelAndAPress)
{
    for (const ScreenBindings& screen : allScreenBindings()) {
        std::set<std::string> ids;
        for (const Binding& row : *screen.rows) {
            EXPECT_TRUE(ids.insert(row.id).second) << screen.screen << " " << row.id;
            EXPECT_FALSE(row.label.empty()) << screen.screen << " " << row.id;
            EXPECT_FALSE(pressesOf(row).empty()) << screen.screen << " " << row.id;
        }
    }
}

// A press finds its own row on every screen: no key or pad button serves two rows of
// one screen, so none is shadowed by a row above it.
TEST(ScreenBindings, EveryPressFindsItsOwnRow)
{
    for (const ScreenBindings& screen : allScreenBindings()) {
        for (const Binding& row : *screen.rows) {
            for (const InputEvent& press : pressesOf(row)) {
                const Binding* found = findBinding(*screen.rows, press);
                ASSERT_NE(found, nullptr) << screen.screen << " " << row.id;
                EXPECT_EQ(found->id, row.id) << screen.screen << " " << keyName(press.key);
            }
        }
    }
}

// F11 is the App's on every screen.
TEST(ScreenBindings, NoScreenTakesTheFullScreenKey)
{
    const InputEvent f11 = keyPress({SDLK_F11});
    for (const ScreenBindings& screen : allScreenBindings()) {
        const Binding* row = findBinding(*screen.rows, f11);
        EXPECT_TRUE(row == nullptr || screen.screen == "menu") << screen.screen;
    }
}

// Ctrl+Alt+S and F2 (and the pad's left stick) are the App's on every screen, the table's too.
TEST(ScreenBindings, NoScreenTakesTheSpeechPresses)
{
    for (const Binding& speech : speechBindings()) {
        for (const InputEvent& press : pressesOf(speech)) {
            for (const ScreenBindings& screen : allScreenBindings())
                EXPECT_EQ(findBinding(*screen.rows, press), nullptr) << screen.screen << " " << speech.id;
            EXPECT_EQ(bindingFor(press), nullptr) << "table " << speech.id;
        }
    }
    const InputEvent ctrlS = keyPress({SDLK_s, KMOD_LCTRL});
    EXPECT_EQ(boundId(speechBindings(), ctrlS), "");
    EXPECT_EQ(boundId(speechBindings(), keyPress({SDLK_s, static_cast<std::uint16_t>(KMOD_LCTRL | KMOD_LALT)})),
              "speech");
}

TEST(ScreenBindings, TheLegendsOnScreenAreWrittenFromTheRows)
{
    EXPECT_EQ(legendOf(menuBindings(), {"how_to_play", "full_screen", "mute", "ask_quit"}, "  ·  "),
              "F1 how to play  ·  F11 full screen  ·  M mute  ·  Esc quit");
    EXPECT_EQ(legendOf(watchBindings(), {"pause", "step", "stop"}), "Space pauses · Right steps · Esc stops");
    EXPECT_EQ(legendOf(combatBindings(), {"weapon", "bare", "cancel"}), "W weapon · B barehanded · Esc cancel");
}

TEST(ScreenBindings, ThePadLeavesEveryScreenWithB)
{
    const InputEvent b = padPress(SDL_CONTROLLER_BUTTON_B);
    for (const ScreenBindings& screen : allScreenBindings()) {
        if (screen.screen == "text entry" || screen.screen == "confirm" || screen.screen == "combat") {
            EXPECT_EQ(boundId(*screen.rows, b), "cancel") << screen.screen;
            continue;
        }
        EXPECT_NE(boundId(*screen.rows, b), "") << screen.screen;
    }
}

// The table's rows read the keyboard from their keys alone: a control a row answers
// gives only keys of that same row, so the pad cannot change what a key does.
TEST(TablePadBindings, ARowsControlsGiveOnlyItsOwnKeys)
{
    for (const TableBinding& row : tableBindings()) {
        for (const ControlRow& control : controlRows()) {
            if (std::find(row.controls.begin(), row.controls.end(), control.control) == row.controls.end())
                continue;
            for (const KeyChord& chord : control.keys)
                EXPECT_EQ(bindingFor(keyPress(chord)), &row) << row.id << " " << keyName(chord);
        }
    }
}

TEST(TablePadBindings, ThePadReachesTheTablesSceneActions)
{
    const auto idOf = [](SDL_GameControllerButton button) {
        const TableBinding* row = bindingFor(padPress(button));
        return row ? row->id : std::string{};
    };
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_A), "face");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_B), "menu");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_START), "menu");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_X), "fight_weapon");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_Y), "fight_bare");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_DPAD_LEFT), "choose_previous");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_DPAD_RIGHT), "choose_next");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_DPAD_DOWN), "focus_buttons");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_DPAD_UP), "focus_cards");
    EXPECT_EQ(idOf(SDL_CONTROLLER_BUTTON_BACK), "how_to_play");
}

} // namespace
} // namespace scoundrel::game
