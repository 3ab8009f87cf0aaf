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
    EXPECT_TRUE(input.handleEvent(textEvent("12")));
    EXPECT_TRUE(input.handleEvent(textEvent("3")));
    EXPECT_EQ(input.text(), "123");
    EXPECT_TRUE(input.handleEvent(keyEvent(SDLK_BACKSPACE)));
    EXPECT_EQ(input.text(), "12");
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

TEST(TextInput, IgnoresLineBreaksFromAPaste)
{
    TextInput input(10);
    input.insert("4\n2\r");
    EXPECT_EQ(input.text(), "42");
}

} // namespace
} // namespace scoundrel::game
