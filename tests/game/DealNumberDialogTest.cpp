#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/DealNumberDialog.h"
#include "scenes/SceneFactory.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

// The menu, and its Deal number... dialog opened with a click.
DealNumberDialog* openDealNumberDialog(SceneHarness& h)
{
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.deal_number"));
    return dynamic_cast<DealNumberDialog*>(&h.top());
}

TEST(DealNumberDialog, NamesItsRangeAsAPlayerReadsIt)
{
    // Not a 20-digit run to count: the largest deal grouped in threes, and what to type.
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    dialog->field().insert("12x");
    h.key(SDLK_RETURN);
    const std::string message = dialog->message();
    int run = 0;
    int longest = 0;
    for (char c : message) {
        run = std::isdigit(static_cast<unsigned char>(c)) ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    EXPECT_LE(longest, 3) << message;
    EXPECT_NE(message.find("18,446,744,073,709,551,615"), std::string::npos) << message;
    EXPECT_NE(message.find("digits"), std::string::npos) << message;
}

TEST(DealNumberDialog, RejectsWhatIsNotADealNumberAndStartsOne)
{
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    dialog->field().insert("12x");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "deal_number");
    EXPECT_FALSE(dialog->message().empty());
    dialog->field().setText("99999999999999999999999");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "deal_number");
    // Digits only, too many of them: the range alone (np24 was told "Use digits only").
    EXPECT_EQ(dialog->message(), "Too large: 0 to 18,446,744,073,709,551,615.");
    dialog->field().setText("42");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_NE(h.dump()["message"].get<std::string>().find("42"), std::string::npos);
}

// np21 typed 42 with a run in progress, was asked "Abandon your run?", pressed Cancel and
// found the menu: the number was gone. Cancel comes back to the dialog and its number.
TEST(DealNumberDialog, CancellingTheAbandonQuestionComesBackToTheNumber)
{
    SceneHarness h;
    test::saveSampleRun(h);
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    dialog->field().insert("42");
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "deal_number");
    EXPECT_EQ(dialog->field().text(), "42");
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.click(h.center("button.confirm"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.scenes().size(), 1U) << "the dialog and the menu are gone";
}

TEST(DealNumberDialog, SpacesAroundTheNumberAreIgnored)
{
    // Pasted numbers often bring a space or a tab along.
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    dialog->field().setText(" \t42 ");
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "table") << dialog->message();
    EXPECT_NE(h.dump()["message"].get<std::string>().find("42"), std::string::npos);
}

TEST(DealNumberDialog, OnlySpacesAskForANumber)
{
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    dialog->field().setText("   ");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "deal_number");
    EXPECT_EQ(dialog->message(), "Type a deal number first.");
}

// A new player read the refusal as part of the buttons: it was two lines squeezed
// between the field and the buttons. It has one line of its own, with room above and
// below, at every window size.
TEST(DealNumberDialog, TheRefusalHasALineOfItsOwnWithRoom)
{
    for (const Size size : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SCOPED_TRACE(std::to_string(size.w) + "x" + std::to_string(size.h));
        SceneHarness h(size);
        DealNumberDialog* dialog = openDealNumberDialog(h);
        ASSERT_NE(dialog, nullptr);
        dialog->field().insert("12x-3");
        h.key(SDLK_RETURN);
        const nlohmann::json dump = h.dump();
        const std::string message = dialog->message();
        std::vector<Rect> lines;
        for (const auto& t : dump["texts"]) {
            if (message.find(t["text"].get<std::string>()) != std::string::npos)
                lines.push_back(test::rectIn(t["rect"]));
        }
        ASSERT_EQ(lines.size(), 1U) << message;
        const Rect field = test::rectIn(dump["rects"]["field.deal"]);
        const Rect start = test::rectIn(dump["rects"]["button.start"]);
        const int room = scaled(size, 20);
        EXPECT_GE(lines[0].y - (field.y + field.h), room);
        EXPECT_GE(start.y - (lines[0].y + lines[0].h), room);
    }
}

// A letter typed is refused at once, with a note, not at Enter; the digits stay.
TEST(DealNumberDialog, TypedLettersAreRefusedAsTyped)
{
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    h.text("12x");
    EXPECT_EQ(dialog->field().text(), "12");
    EXPECT_EQ(dialog->message(), "Digits only: \"x\" was not typed.");
    h.text("3");
    EXPECT_EQ(dialog->field().text(), "123");
    // np37 typed "abc-5" and read deal #5 with no word: the note stays after a digit.
    EXPECT_EQ(dialog->message(), "Digits only: \"x\" was not typed.");
}

// The eighth new player typed "abc" and read `Digits only: "c" was not typed.`: every
// character refused since the last edit accepted is named.
TEST(DealNumberDialog, EveryLetterRefusedSinceTheLastEditIsNamed)
{
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    for (const char* letter : {"a", "b", "c"})
        h.text(letter);
    EXPECT_EQ(dialog->field().text(), "");
    EXPECT_EQ(dialog->message(), "Digits only: \"abc\" was not typed.");
    h.text("1");
    EXPECT_EQ(dialog->message(), "Digits only: \"abc\" was not typed.");
    h.text("d");
    h.text("e");
    EXPECT_EQ(dialog->message(), "Digits only: \"de\" was not typed.");
    h.key(SDLK_BACKSPACE); // an edit: the refused start again
    h.text("f");
    EXPECT_EQ(dialog->field().text(), "");
    EXPECT_EQ(dialog->message(), "Digits only: \"f\" was not typed.");
    for (int i = 0; i < 12; ++i)
        h.text("g");
    EXPECT_EQ(dialog->message(), "Digits only: \"fggggggggg…\" was not typed."); // one line
}

TEST(DealNumberDialog, APasteKeepsItsDigitsOnly)
{
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    ASSERT_EQ(SDL_SetClipboardText(" deal #42\n"), 0) << SDL_GetError();
    h.key(SDLK_v, KMOD_CTRL);
    EXPECT_EQ(dialog->field().text(), "42");
    EXPECT_EQ(dialog->message(), "Digits only: \"deal #\" was not typed.");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "table");
}

// How far from the field's own colour the brightest pixel of its letters is, in the
// field's first letters (clear of the caret, which a typed text has at its end).
int inkContrast(SceneHarness& h)
{
    const Rect field = test::rectIn(h.dump()["rects"]["field.deal"]);
    const SurfacePtr shot = h.screenshot();
    const auto brightness = [](SDL_Color c) { return c.r * 3 + c.g * 6 + c.b; };
    const int background = brightness(theme::kFeltDark);
    int most = 0;
    for (int y = field.y + field.h / 4; y < field.y + field.h * 3 / 4; ++y) {
        for (int x = field.x + field.h / 4 + 6; x < field.x + field.h / 4 + 100; ++x)
            most = std::max(most, brightness(test::pixelAt(shot.get(), {x, y})) - background);
    }
    return most;
}

// A new player took the placeholder for something typed: the same words typed must
// stand out far more than the placeholder does.
TEST(DealNumberDialog, ThePlaceholderIsClearlyDimmerThanTypedText)
{
    SceneHarness h;
    DealNumberDialog* dialog = openDealNumberDialog(h);
    ASSERT_NE(dialog, nullptr);
    const int placeholder = inkContrast(h);
    dialog->field().insert("for example 1"); // the field takes digits only when typed
    h.frame();
    ASSERT_EQ(dialog->field().text(), "for example 1");
    const int typed = inkContrast(h);
    EXPECT_GT(placeholder, 0);
    EXPECT_LE(placeholder * 100, typed * 55) << placeholder << " against " << typed;
}

} // namespace
} // namespace scoundrel::game
