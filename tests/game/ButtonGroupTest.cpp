#include "SceneHarness.h"

#include "ui/ButtonGroup.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

SDL_Event pointerLeftTheWindow()
{
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_LEAVE;
    return e;
}

SDL_Event pointerAt(Point p)
{
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = p.x;
    e.motion.y = p.y;
    return e;
}

// Play above Quit, and the pointer resting over Play.
void hoverOverPlay(ButtonGroup& group)
{
    group.add("play", "Play");
    group.add("quit", "Quit");
    group.buttons()[0].rect = {10, 10, 100, 40};
    group.buttons()[1].rect = {10, 60, 100, 40};
    group.handleEvent(test::decoded(pointerAt({20, 20})), nullptr);
    group.handleEvent(test::decoded(pointerAt({21, 20})), nullptr); // where it first rested lights nothing
}

// Leaving the window over a button (or quickly from one) leaves no button lit: two
// buttons looked selected when the pointer came back in over another.
TEST(ButtonGroup, ThePointerLeavingTheWindowClearsTheHover)
{
    ButtonGroup group;
    hoverOverPlay(group);
    ASSERT_TRUE(group.buttons()[0].hovered);
    group.handleEvent(test::decoded(pointerLeftTheWindow()), nullptr);
    EXPECT_FALSE(group.buttons()[0].hovered);
    EXPECT_FALSE(group.buttons()[1].hovered);
}

// The pad or a key moves the focus while the pointer rests on another button: only the
// focused button looks chosen until the pointer moves again (80-pad-menu.png).
TEST(ButtonGroup, AKeyOrPadPressClearsTheHoverUntilThePointerMoves)
{
    ButtonGroup group;
    hoverOverPlay(group);
    ASSERT_TRUE(group.buttons()[0].hovered);
    SDL_Event down{};
    down.type = SDL_KEYDOWN;
    down.key.keysym.sym = SDLK_DOWN;
    group.handleEvent(test::decoded(down), nullptr);
    EXPECT_FALSE(group.buttons()[0].hovered);
    EXPECT_FALSE(group.buttons()[1].hovered);
    group.handleEvent(test::decoded(pointerAt({20, 21})), nullptr);
    EXPECT_TRUE(group.buttons()[0].hovered);
}

// Where the pointer rests as the screen comes up lights nothing (np13); a move or a click
// does, and after the pointer left the window, coming back in is a move.
TEST(ButtonGroup, ThePointerWhereItRestsLightsNothingUntilItMoves)
{
    ButtonGroup group;
    group.add("play", "Play");
    group.buttons()[0].rect = {10, 10, 100, 40};
    group.handleEvent(test::decoded(pointerAt({20, 20})), nullptr);
    EXPECT_FALSE(group.buttons()[0].hovered);
    group.handleEvent(test::decoded(pointerAt({20, 20})), nullptr);
    EXPECT_FALSE(group.buttons()[0].hovered);
    group.handleEvent(test::decoded(pointerAt({22, 20})), nullptr);
    EXPECT_TRUE(group.buttons()[0].hovered);
    group.handleEvent(test::decoded(pointerLeftTheWindow()), nullptr);
    group.handleEvent(test::decoded(pointerAt({22, 20})), nullptr);
    EXPECT_TRUE(group.buttons()[0].hovered);
}

} // namespace
} // namespace scoundrel::game
