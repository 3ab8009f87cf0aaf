#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/DealNumberDialog.h"
#include "scenes/SceneFactory.h"
#include "text/Translate.h"
#include "ui/Glyphs.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>

// A pad user types with the on-screen keyboard: it opens when they come to a field, the
// d-pad moves over its keys, A types, B deletes, Start confirms.
namespace scoundrel::game {
namespace {

using test::SceneHarness;
using B = SDL_GameControllerButton;

// The d-pad moves the focus to the key with this id, as a player steers to it: down or
// up while it is a row away, then along the row. False when it never gets there.
bool steerTo(SceneHarness& h, const std::string& id)
{
    if (!h.dump()["rects"].contains("button." + id))
        return false;
    for (int step = 0; step < 40; ++step) {
        const std::string focus = h.dump()["focus"];
        if (focus == id)
            return true;
        const Point from = h.center("button." + focus);
        const Point to = h.center("button." + id);
        const int keyHigh = h.dump()["rects"]["button." + id][3].get<int>();
        if (std::abs(to.y - from.y) > keyHigh / 2)
            h.pad(to.y > from.y ? B::SDL_CONTROLLER_BUTTON_DPAD_DOWN : B::SDL_CONTROLLER_BUTTON_DPAD_UP);
        else
            h.pad(to.x > from.x ? B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT : B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    }
    return false;
}

void press(SceneHarness& h, const std::string& id)
{
    ASSERT_TRUE(steerTo(h, id)) << id;
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
}

// Types a name with the d-pad and A alone: the accents' key and the shift first when the
// letter is on the other layer or in the other case. Letters of Latin-1 only (a capital
// is its small letter less 0x20 there).
void typeByPad(SceneHarness& h, const std::string& name)
{
    for (std::size_t at = 0; at < name.size();) {
        const char32_t letter = nextCodePoint(name, at);
        const bool accented = letter >= 0x80;
        bool upper = false;
        std::string id;
        if (!accented) {
            const auto c = static_cast<unsigned char>(letter);
            upper = std::isupper(c) != 0;
            id = std::string("key_") + static_cast<char>(std::toupper(c));
        } else {
            upper = letter < 0xDF;
            id = "key_" + codePointName(upper || letter == 0xDF ? letter : letter - 0x20); // ß: its own
        }
        if (h.dump()["accents"] != accented)
            press(h, "accents");
        if (std::isalpha(static_cast<int>(letter < 0x80 ? letter : 'a')) && h.dump()["upper"] != upper)
            press(h, "shift");
        press(h, id);
    }
}

// The result screen of a top-ten run played on the pad, its keyboard open on the name.
void openKeyboardOnTheName(SceneHarness& h)
{
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame();
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
}

// The same, the suggestion taken away.
void openNameKeyboard(SceneHarness& h)
{
    openKeyboardOnTheName(h);
    for (int i = 0; i < 30 && !h.dump()["text"].get<std::string>().empty(); ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_X);
    ASSERT_EQ(h.dump()["text"], "");
}

// Whether text is whole UTF-8: no letter cut in half.
bool wholeUtf8(const std::string& text)
{
    for (std::size_t at = 0; at < text.size();) {
        if (nextCodePoint(text, at) == 0xFFFD)
            return false;
    }
    return true;
}

TEST(OnScreenKeyboard, ThePadTypesADealNumberWithTheDigitsKeyboard)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    std::optional<std::uint64_t> started;
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player is on the pad
    h.start(std::make_unique<DealNumberDialog>(h.context(), [&started](std::uint64_t seed) { started = seed; }));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    EXPECT_EQ(h.dump()["digits"], true);
    EXPECT_FALSE(h.dump()["rects"].contains("button.key_Q"));
    EXPECT_EQ(h.dump()["focus"], "key_1");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // 6
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT); // 7
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(h.dump()["text"], "177");
    h.pad(B::SDL_CONTROLLER_BUTTON_B); // deletes a letter
    EXPECT_EQ(h.dump()["text"], "17");
    h.pad(B::SDL_CONTROLLER_BUTTON_START);
    h.frame();
    ASSERT_TRUE(started.has_value());
    EXPECT_EQ(*started, 17u);
}

// np21 found the pad's keypad over the deal-number dialog's title and prompt at 200%: it
// comes up below the title at every window and text size.
TEST(OnScreenKeyboard, TheDigitsKeypadLeavesTheDialogsTitleInView)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        for (const TextSize text : {TextSize::Normal, TextSize::Larger, TextSize::Largest}) {
            SCOPED_TRACE(std::to_string(window.w) + " " + std::to_string(static_cast<int>(text)));
            int titleBottom = 0;
            {
                SceneHarness keys(window);
                keys.context().settings.textSize = text;
                keys.start(std::make_unique<DealNumberDialog>(keys.context(), [](std::uint64_t) {}));
                keys.frame();
                const nlohmann::json dump = keys.dump();
                for (const auto& t : dump["texts"]) {
                    if (t["text"] == "Deal number")
                        titleBottom = test::rectIn(t["rect"]).y + test::rectIn(t["rect"]).h;
                }
            }
            ASSERT_GT(titleBottom, 0);
            SceneHarness h(window);
            h.context().settings.textSize = text;
            h.start(makeMenuScene(h.context()));
            h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
            h.start(std::make_unique<DealNumberDialog>(h.context(), [](std::uint64_t) {}));
            h.frame();
            ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
            EXPECT_GE(test::rectIn(h.dump()["rects"]["panel"]).y, titleBottom);
        }
    }
}

TEST(OnScreenKeyboard, BOnAnEmptyFieldClosesItAndAOnTheFieldOpensItAgain)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    h.start(std::make_unique<DealNumberDialog>(h.context(), [](std::uint64_t) {}));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    h.pad(B::SDL_CONTROLLER_BUTTON_B);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "deal_number");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "on_screen_keyboard");
}

TEST(OnScreenKeyboard, AKeyboardUserGetsNoOnScreenKeyboard)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.key(SDLK_DOWN);
    h.start(std::make_unique<DealNumberDialog>(h.context(), [](std::uint64_t) {}));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "deal_number");
}

TEST(OnScreenKeyboard, ThePadNamesATopTenRunOnTheResultScreen)
{
    SceneHarness h;
    openKeyboardOnTheName(h);
    EXPECT_EQ(h.dump()["digits"], false);
    // The suggestion first goes, letter by letter (the keys add to it: below), then Q, W
    // and a space (trimmed when saved).
    for (int i = 0; i < 30 && !h.dump()["text"].get<std::string>().empty(); ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_X);
    ASSERT_EQ(h.dump()["text"], "");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_Y); // a space
    EXPECT_EQ(h.dump()["text"], "QW ");
    h.pad(B::SDL_CONTROLLER_BUTTON_START);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], false);
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, "QW");
}

// The name field holds the last name used, selected so that a keyboard's typing replaces
// it; the pad's B still deletes one letter, as the keyboard's legend says, not the whole
// name at once.
TEST(OnScreenKeyboard, BDeletesOneLetterOfTheSuggestedName)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    const std::string suggested = h.dump()["text"];
    ASSERT_GE(suggested.size(), 2u);
    h.pad(B::SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.dump()["text"], suggested.substr(0, suggested.size() - 1));
    EXPECT_EQ(h.dump()["scene"], "on_screen_keyboard");
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // Q, after what is left
    EXPECT_EQ(h.dump()["text"], suggested.substr(0, suggested.size() - 1) + "Q");
}

// The pad's keyboard shows the caret after the suggestion and no selection, so its keys
// add to the name: a new player pressed Y then 2 for "Ada Newplayer 2" and saved "2".
TEST(OnScreenKeyboard, ThePadsKeysAddToTheSuggestedNameTheyDoNotReplaceIt)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    const std::string suggested = h.dump()["name_field"];
    ASSERT_FALSE(suggested.empty());
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    EXPECT_EQ(h.dump()["selected"], false);
    h.pad(B::SDL_CONTROLLER_BUTTON_Y); // a space
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // Q, the key in focus
    EXPECT_EQ(h.dump()["text"], suggested + " Q");
    h.pad(B::SDL_CONTROLLER_BUTTON_START);
    h.frame();
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, suggested + " Q");
}

// The suggestion is not selected on the pad's keyboard, and B or X takes one letter a
// press: its Clear key empties the field at once, and the keyboard stays.
TEST(OnScreenKeyboard, ItsClearKeyEmptiesTheField)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    ASSERT_FALSE(h.dump()["text"].get<std::string>().empty());
    for (int i = 0; i < 6 && h.dump()["focus"].get<std::string>().rfind("key_", 0) == 0; ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // to the row of words
    for (int i = 0; i < 6 && h.dump()["focus"] != "clear"; ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(h.dump()["focus"], "clear");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(h.dump()["text"], "");
    EXPECT_EQ(h.dump()["scene"], "on_screen_keyboard");
}

// Esc on the pad's keyboard (a keyboard at hand) closes it without OK, as Esc in the
// field does: the edit is undone, the field loses the keys, the player stays; nothing
// is saved, and the result's own Back then leaves with the name the field shows again,
// the suggestion (not the edit undone).
TEST(OnScreenKeyboard, EscClosesItAndUndoesTheEditAsEscInTheFieldDoes)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    const std::string suggested = h.dump()["name_field"];
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // Q
    ASSERT_EQ(h.dump()["text"], suggested + "Q");
    h.key(SDLK_ESCAPE);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["name_field"], suggested);
    EXPECT_EQ(h.dump()["name_focused"], false);
    h.pad(B::SDL_CONTROLLER_BUTTON_B); // the result's Back: to the menu
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "menu");
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, suggested);
}

// B held down to the end empties the field and closes the keyboard, without OK, as Esc
// does: the field gets the suggestion back (never an empty name by accident), the player
// stays on the screen, and the result's Back then leaves with the name the field shows,
// the suggestion.
TEST(OnScreenKeyboard, ANameEmptiedWithBGetsTheSuggestionBackAsEscWould)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    const std::string suggested = h.dump()["text"];
    for (std::size_t i = 0; i < suggested.size() + 3 && h.dump()["scene"] == "on_screen_keyboard"; ++i) {
        h.pad(B::SDL_CONTROLLER_BUTTON_B);
        h.frame();
    }
    ASSERT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["name_field"], suggested);
    EXPECT_EQ(h.dump()["name_focused"], false);
    h.pad(B::SDL_CONTROLLER_BUTTON_B); // the result's Back: to the menu
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "menu");
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, suggested);
    // More B presses on the menu ask, then answer Stay: the game never quits unasked.
    int quits = 0;
    h.context().quit = [&quits] { ++quits; };
    for (int i = 0; i < 5; ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(quits, 0);
}

// A pad player named Jürgen, François or Begoña types their name as it is written: the
// accents' key brings the accented letters in the letters' place, the shift works there.
TEST(OnScreenKeyboard, ThePadTypesANameWithAccentsAndItIsSavedSo)
{
    for (const std::string name : {"Jürgen", "FRANÇOIS", "Begoña"}) {
        SceneHarness h;
        openNameKeyboard(h);
        typeByPad(h, name);
        EXPECT_EQ(h.dump()["text"], name);
        h.pad(B::SDL_CONTROLLER_BUTTON_START);
        h.frame();
        EXPECT_EQ(h.dump()["scene"], "result");
        const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
        ASSERT_EQ(book.entries().size(), 1u) << name;
        EXPECT_EQ(book.entries().back().name, name);
    }
}

// The accents' key swaps the letters for the accented ones and back, the shift turns
// either layer's case both ways, and ß stays ß (no everyday capital).
TEST(OnScreenKeyboard, TheAccentsKeyTogglesTheLayerAndTheShiftItsCase)
{
    SceneHarness h;
    openNameKeyboard(h);
    EXPECT_TRUE(h.dump()["rects"].contains("button.key_Q"));
    EXPECT_FALSE(h.dump()["rects"].contains("button.key_U+00C9"));
    press(h, "accents");
    EXPECT_EQ(h.dump()["accents"], true);
    EXPECT_FALSE(h.dump()["rects"].contains("button.key_Q"));
    EXPECT_EQ(h.dump()["focus"], "accents") << "the focus stays on the key";
    press(h, "key_U+00C9");
    press(h, "key_U+00DF");
    press(h, "shift");
    press(h, "key_U+00C9");
    press(h, "key_U+00DF");
    press(h, "shift");
    press(h, "key_U+00C9");
    EXPECT_EQ(h.dump()["text"], "ÉßéßÉ");
    press(h, "accents");
    EXPECT_EQ(h.dump()["accents"], false);
    EXPECT_FALSE(h.dump()["rects"].contains("button.key_U+00C9"));
    press(h, "key_Q");
    press(h, "shift");
    press(h, "key_Q");
    EXPECT_EQ(h.dump()["text"], "ÉßéßÉQq");
}

// np27 pressed Left along the bottom row (Delete, Space, the accents' key, abc) and went on
// up to Z, then to "!" at the end of Z's row: Left and Right keep to the row, round to its
// far end, on every layer.
// np30: the German player looked for QWERTZ. The letters lie as on the language's own
// keyboards: QWERTZ in German, AZERTY in French, QWERTY otherwise; every letter is there.
TEST(OnScreenKeyboard, ItsLettersLieAsOnTheLanguagesKeyboards)
{
    const auto rowOf = [](SceneHarness& h, const char* key) {
        return h.dump()["rects"]["button.key_" + std::string(key)][1].get<int>();
    };
    const auto leftOf = [](SceneHarness& h, const char* a, const char* b) {
        return h.dump()["rects"]["button.key_" + std::string(a)][0].get<int>() <
            h.dump()["rects"]["button.key_" + std::string(b)][0].get<int>();
    };
    for (const char* language : {"de", "fr", "es"}) {
        SCOPED_TRACE(language);
        useCatalogue(language, std::nullopt);
        SceneHarness h;
        openKeyboardOnTheName(h);
        for (char letter = 'A'; letter <= 'Z'; ++letter)
            EXPECT_TRUE(h.dump()["rects"].contains("button.key_" + std::string(1, letter))) << letter;
        const std::string_view lang(language);
        if (lang == "de") {
            EXPECT_EQ(rowOf(h, "Z"), rowOf(h, "T"));
            EXPECT_TRUE(leftOf(h, "T", "Z") && leftOf(h, "Z", "U"));
            EXPECT_EQ(rowOf(h, "Y"), rowOf(h, "X"));
            EXPECT_TRUE(leftOf(h, "Y", "X"));
        } else if (lang == "fr") {
            EXPECT_EQ(rowOf(h, "A"), rowOf(h, "Z"));
            EXPECT_TRUE(leftOf(h, "A", "Z") && leftOf(h, "Z", "E"));
            EXPECT_EQ(rowOf(h, "Q"), rowOf(h, "M"));
            EXPECT_EQ(rowOf(h, "W"), rowOf(h, "X"));
        } else {
            EXPECT_EQ(rowOf(h, "Q"), rowOf(h, "Y"));
            EXPECT_TRUE(leftOf(h, "T", "Y") && leftOf(h, "Z", "X"));
        }
    }
    useCatalogue("en", std::nullopt);
}

TEST(OnScreenKeyboard, LeftAndRightKeepToTheRowAndGoRoundIt)
{
    SceneHarness h;
    openNameKeyboard(h);
    for (const bool accents : {false, true}) {
        if (accents)
            press(h, "accents");
        for (const auto button : {B::SDL_CONTROLLER_BUTTON_DPAD_LEFT, B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT}) {
            for (const std::string& start : {std::string("accents"), std::string(accents ? "key_U+00C9" : "key_Q")}) {
                ASSERT_TRUE(steerTo(h, start));
                const int row = h.dump()["rects"]["button." + start][1].get<int>();
                std::set<std::string> seen;
                for (int step = 0; step < 16; ++step) {
                    h.pad(button);
                    const std::string focus = h.dump()["focus"];
                    EXPECT_EQ(h.dump()["rects"]["button." + focus][1].get<int>(), row)
                        << start << ", step " << step << ": " << focus;
                    seen.insert(focus);
                }
                EXPECT_TRUE(seen.contains(start)) << "round the row back to " << start;
            }
        }
    }
}

// The shift's and the accents' labels change with the layer and case (abc, ÀÉ, ABC, àé):
// at the largest text size, where the words share the row by need, the row is shared
// again by the labels shown, so "ABC" is not squeezed below the row's size into the room
// "ÀÉ" took.
TEST(OnScreenKeyboard, TheShiftAndTheAccentsKeysLabelsFitOnEveryLayer)
{
    SceneHarness h;
    h.context().settings.textSize = TextSize::Largest;
    openNameKeyboard(h);
    const auto drawnSize = [&h](const std::string& label) {
        h.frame();
        const nlohmann::json dump = h.dump();
        for (const nlohmann::json& text : dump["texts"]) {
            if (text["text"] == label)
                return text["drawn"].get<int>();
        }
        return 0;
    };
    // The row's words are drawn at one size, a label that fits at more at more.
    const int row = drawnSize("Space");
    ASSERT_GT(row, 0);
    EXPECT_GE(drawnSize("abc"), row);
    EXPECT_GE(drawnSize("ÀÉ"), row);
    press(h, "accents");
    EXPECT_GE(drawnSize("ABC"), row) << "the accents' key";
    EXPECT_GE(drawnSize("àé"), row) << "the shift";
    press(h, "shift");
    EXPECT_GE(drawnSize("abc"), row) << "the accents' key";
    EXPECT_GE(drawnSize("ÀÉ"), row) << "the shift";
}

// Delete, B and X take a whole letter: an accented one is two bytes, and none is left
// half there.
TEST(OnScreenKeyboard, DeleteAfterAnAccentedLetterLeavesNoHalfLetter)
{
    SceneHarness h;
    openNameKeyboard(h);
    typeByPad(h, "Zoé");
    press(h, "delete");
    EXPECT_EQ(h.dump()["text"], "Zo");
    typeByPad(h, "ëñ");
    h.pad(B::SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.dump()["text"], "Zoë");
    EXPECT_TRUE(wholeUtf8(h.dump()["text"]));
    h.pad(B::SDL_CONTROLLER_BUTTON_X);
    EXPECT_EQ(h.dump()["text"], "Zo");
}

// The name's 24 letters are letters, not bytes: 24 accented ones fit, as 24 plain ones.
TEST(OnScreenKeyboard, TheNameTakesTwentyFourAccentedLetters)
{
    SceneHarness h;
    openNameKeyboard(h);
    typeByPad(h, "é");
    for (int i = 0; i < 30; ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_A);
    std::string expected;
    for (int i = 0; i < 24; ++i)
        expected += "é";
    EXPECT_EQ(h.dump()["text"], expected);
}

} // namespace
} // namespace scoundrel::game
