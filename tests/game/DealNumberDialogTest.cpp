#include "SceneHarness.h"

#include "scenes/DealNumberDialog.h"
#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

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
