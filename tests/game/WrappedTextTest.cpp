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
