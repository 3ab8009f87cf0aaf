#include "SceneHarness.h"

#include "ui/TextInput.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

SDL_Event textEvent(const char* text)
{
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    SDL_strlcpy(e.text.text, text, sizeof e.text.text);
    return e;
}

SDL_Event keyEvent(SDL_Keycode key)
{
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    return e;
}

TEST(TextInput, TypedTextIsAppendedAndBackspaceRemovesOneCharacter)
{
    TextInput input(10);
    EXPECT_TRUE(input.handleEvent(test::decoded(textEvent("12"))));
    EXPECT_TRUE(input.handleEvent(test::decoded(textEvent("3"))));
    EXPECT_EQ(input.text(), "123");
    EXPECT_TRUE(input.handleEvent(test::decoded(keyEvent(SDLK_BACKSPACE))));
    EXPECT_EQ(input.text(), "12");
}

// Ctrl+A selects the whole text: typing replaces it, Backspace clears it.
TEST(TextInput, CtrlASelectsAllThenTypingReplacesAndBackspaceClears)
{
    SDL_Event ctrlA = keyEvent(SDLK_a);
    ctrlA.key.keysym.mod = KMOD_LCTRL;
    TextInput input(24);
    input.handleEvent(test::decoded(textEvent("Ada Lovelace")));
    EXPECT_TRUE(input.handleEvent(test::decoded(ctrlA)));
    EXPECT_TRUE(input.selected());
    input.handleEvent(test::decoded(textEvent("Zoë")));
    EXPECT_EQ(input.text(), "Zoë");
    input.handleEvent(test::decoded(ctrlA));
    input.handleEvent(test::decoded(keyEvent(SDLK_BACKSPACE)));
    EXPECT_EQ(input.text(), "");
}

// End puts the caret after the text, as in any field: a selection is dropped, and
// Backspace then takes one letter (the pad's keyboard deletes so).
TEST(TextInput, EndDropsTheSelectionSoBackspaceTakesOneLetter)
{
    TextInput input(24);
    input.setText("Grace");
    input.selectAll();
    EXPECT_TRUE(input.handleEvent(test::decoded(keyEvent(SDLK_END))));
    EXPECT_FALSE(input.selected());
    input.handleEvent(test::decoded(keyEvent(SDLK_BACKSPACE)));
    EXPECT_EQ(input.text(), "Grac");
}

TEST(TextInput, StopsAtItsLength)
{
    TextInput input(4);
    input.insert("123456");
    EXPECT_EQ(input.text(), "1234");
    EXPECT_FALSE(input.insert("7"));
}

TEST(TextInput, BackspaceRemovesAWholeUtf8Character)
{
    TextInput input(10);
    input.insert("1é");
    EXPECT_TRUE(input.backspace());
    EXPECT_EQ(input.text(), "1");
    EXPECT_TRUE(input.backspace());
    EXPECT_FALSE(input.backspace());
}

TEST(TextInput, ItsLengthNeverCutsACharacter)
{
    TextInput input(5);
    input.insert("ÜÜÜ"); // two bytes each: the third does not fit whole
    EXPECT_EQ(input.text(), "ÜÜ");
    EXPECT_TRUE(input.insert("a"));
    EXPECT_FALSE(input.insert("ï"));
    EXPECT_EQ(input.text(), "ÜÜa");
}

TEST(TextInput, ATextWiderThanItsFieldShowsItsEndInWholeCharacters)
{
    test::SceneHarness h;
    Painter& painter = h.painter();
    const std::string text = "Mmmmmmmmmmmm Ünïcodé ÜÜÜÜÜ";
    const int width = painter.measure("Mmmmmm", 20, false).w;
    const std::string shown = visibleTail(painter, text, width, 20);
    ASSERT_FALSE(shown.empty());
    EXPECT_EQ(text.substr(text.size() - shown.size()), shown);
    EXPECT_NE(static_cast<unsigned char>(shown[0]) & 0xC0, 0x80); // starts on a character
    EXPECT_LE(painter.measure(shown, 20, false).w, width);
    // One character more would not fit.
    std::size_t start = text.size() - shown.size() - 1;
    while ((static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
        --start;
    EXPECT_GT(painter.measure(text.substr(start), 20, false).w, width);
    EXPECT_EQ(visibleTail(painter, "Ada", width, 20), "Ada");
}

TEST(TextInput, TypingReplacesASelectedSuggestion)
{
    TextInput input(24);
    input.setText("Grace");
    input.selectAll();
    EXPECT_FALSE(input.insert("\n")); // nothing typed: the suggestion stays, selected
    EXPECT_EQ(input.text(), "Grace");
    EXPECT_TRUE(input.insert("Ü"));
    EXPECT_EQ(input.text(), "Ü");
    EXPECT_FALSE(input.selected());
    input.setText("Grace");
    input.selectAll();
    EXPECT_TRUE(input.backspace());
    EXPECT_EQ(input.text(), "");
    input.setText("Grace");
    input.selectAll();
    input.deselect();
    input.insert(" Hopper");
    EXPECT_EQ(input.text(), "Grace Hopper");
}

TEST(TextInput, IgnoresLineBreaksFromAPaste)
{
    TextInput input(10);
    input.insert("4\n2\r");
    EXPECT_EQ(input.text(), "42");
}

} // namespace
} // namespace scoundrel::game
