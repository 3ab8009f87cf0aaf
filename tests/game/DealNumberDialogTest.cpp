#include "SceneHarness.h"

#include "scenes/DealNumberDialog.h"
#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>

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
    dialog->field().setText("42");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_NE(h.dump()["message"].get<std::string>().find("42"), std::string::npos);
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

} // namespace
} // namespace scoundrel::game
