// Words wrapped into lines (ui/WrappedText.cpp): where a line may break.
#include "ui/WrappedText.h"
#include "SceneHarness.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace scoundrel::game {
namespace {

// np24 (German, 200%): the welcome line broke as "Tagespartie · 28. November" over
// "· #20261128, Zug 1". At every width no line starts with the separator's dot, and the
// words, dots included, are all kept in order.
TEST(WrappedText, NoLineStartsWithTheSeparatorsDot)
{
    test::SceneHarness h;
    const std::string words = "Willkommen zurück: Tagespartie · 28. November · #20261128, Zug 1";
    const int size = 20;
    const int whole = h.painter().measure(words, size, false).w;
    for (int width = whole / 4; width <= whole; width += 3) {
        const std::vector<std::string> lines = wrapText(h.painter(), words, width, size, false);
        std::string joined;
        for (const std::string& line : lines) {
            ASSERT_FALSE(line.empty()) << width;
            EXPECT_FALSE(line.starts_with("·")) << width << ": " << line;
            joined += (joined.empty() ? "" : " ") + line;
        }
        EXPECT_EQ(joined, words) << width;
    }
    EXPECT_EQ(wrapText(h.painter(), words, whole + 10, size, false), std::vector<std::string>{words});
}

} // namespace
} // namespace scoundrel::game

namespace scoundrel::game {
namespace {

// np24 (French, the combat dialog): "Votre arme (8) ne touchera plus que les monstres
// inférieurs" over "à 10". A number keeps the word before it, and a short word such as "à"
// brings the one before that too: at every width where the number moves down, its line
// holds at least three words.
TEST(WrappedText, ANumberAfterAShortWordTakesTheWordBeforeItToo)
{
    test::SceneHarness h;
    const std::string words = "Votre arme (8) ne touchera plus que les monstres inférieurs à 10";
    const int size = 16;
    const int whole = h.painter().measure(words, size, false).w;
    int checked = 0;
    for (int width = whole / 2; width < whole; width += 2) {
        const std::vector<std::string> lines = wrapText(h.painter(), words, width, size, false);
        ASSERT_GE(lines.size(), 2U) << width;
        EXPECT_TRUE(lines.back().ends_with("inférieurs à 10")) << width << ": " << lines.back();
        ++checked;
    }
    EXPECT_GT(checked, 10);
    // English keeps "below 12" together as before.
    const std::string english = "Your 8 can still hit monsters below 12";
    const int englishWhole = h.painter().measure(english, size, false).w;
    const std::vector<std::string> lines = wrapText(h.painter(), english, englishWhole - 5, size, false);
    EXPECT_EQ(lines.back(), "below 12");
}

} // namespace
} // namespace scoundrel::game

namespace scoundrel::game {
namespace {

// np31 (How to play, page 1): "... at face value, J" over "11, Q 12, ...". A card's letter
// and its value are one: at every width no line ends with a letter alone whose number
// begins the next line.
TEST(WrappedText, ACardsLetterStaysWithItsValue)
{
    test::SceneHarness h;
    const std::string words = "Clubs and spades are monsters: 2 to 10 at face value, J 11, Q 12, K 13, A 14. Diamonds "
                              "are weapons and hearts are potions, 2 to 10.";
    const int size = 18;
    const int whole = h.painter().measure(words, size, false).w;
    for (int width = whole / 6; width <= whole; width += 2) {
        const std::vector<std::string> lines = wrapText(h.painter(), words, width, size, false);
        for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
            const std::size_t space = lines[i].rfind(' ');
            const std::string last = space == std::string::npos ? lines[i] : lines[i].substr(space + 1);
            EXPECT_FALSE(last.size() == 1 && std::isdigit(static_cast<unsigned char>(lines[i + 1][0])))
                << width << ": \"" << lines[i] << "\" over \"" << lines[i + 1] << "\"" << testing::PrintToString(lines);
        }
    }
}

} // namespace
} // namespace scoundrel::game
