#include "SceneHarness.h"
#include "ScrollBarChecks.h"

#include "content/HowToPlayPages.h"
#include "scenes/SceneFactory.h"
#include "text/CardNames.h"
#include "text/RuleNames.h"

#include "scoundrel/Engine.h"
#include "scoundrel/RunRecord.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

TEST(HowToPlayScene, ArrowsTurnThePagesWithinBounds)
{
    SceneHarness h;
    h.start(makeHowToPlayScene(h.context()));
    EXPECT_EQ(h.dump()["page"], 0);
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.dump()["page"], 0);
    h.key(SDLK_RIGHT);
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["page"], 2);
    for (int i = 0; i < 20; ++i)
        h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["page"], h.dump()["pages"].get<int>() - 1);
}

// np38 pressed Home for page 1 and clicked the page dots: End and Home go to the last and
// the first page, and a click on a dot opens its page.
TEST(HowToPlayScene, HomeEndAndThePageDotsGoStraightToAPage)
{
    SceneHarness h;
    h.start(makeHowToPlayScene(h.context()));
    const int last = h.dump()["pages"].get<int>() - 1;
    h.key(SDLK_END);
    EXPECT_EQ(h.dump()["page"], last);
    h.key(SDLK_HOME);
    EXPECT_EQ(h.dump()["page"], 0);
    h.click(h.center("page_dot.3"));
    EXPECT_EQ(h.dump()["page"], 3);
    h.click(h.center("page_dot.0"));
    EXPECT_EQ(h.dump()["page"], 0);
}

TEST(HowToPlayScene, APageNamesEveryControlOfTheTable)
{
    // The keys TableScene, CombatDialog, WatchScene and App answer to, and the mouse's places.
    const auto& pages = rulesPages();
    const auto controls =
        std::find_if(pages.begin(), pages.end(), [](const RulesPage& p) { return p.title == "Mouse and keys"; });
    ASSERT_NE(controls, pages.end());
    std::string text;
    for (const std::string& paragraph : controls->paragraphs)
        text += paragraph + "\n";
    for (const char* named :
         {"Drag",         "weapon", "discard pile",   "health bar",     "click",
          "Avoid button", "1 to 4", "Enter",          "W fights",       "B barehanded",
          "A avoids",     "Ctrl+Z", "H shows a hint", "C your chances", "Esc",
          "F1",           "F11",    "M mutes",        "Space pauses",   "Right plays the next move"})
        EXPECT_NE(text.find(named), std::string::npos) << named;
}

// The text of the page titled title, paragraphs joined; empty when there is none.
std::string pageText(const std::string& title)
{
    std::string text;
    for (const RulesPage& page : rulesPages()) {
        if (page.title == title) {
            for (const std::string& paragraph : page.paragraphs)
                text += paragraph + "\n";
        }
    }
    return text;
}

TEST(HowToPlayScene, APageNamesEveryModeAndAnotherEveryCustomRule)
{
    const std::string modes = pageText("Modes");
    for (Preset preset : kPresets)
        EXPECT_NE(modes.find(std::string(presetTitle(preset)) + ":"), std::string::npos) << presetTitle(preset);
    EXPECT_NE(modes.find("keeps its own"), std::string::npos);
    const std::string custom = pageText("Custom rules");
    for (std::string_view named : {kWeaponRuleTitle, kAvoidingTitle, kAvoidRuleTitle, kPotionsTitle, kMaxHealthTitle})
        EXPECT_NE(custom.find(std::string(named) + ":"), std::string::npos) << named;
    for (std::string_view value : {label(WeaponDegradation::None), label(AvoidRule::Unlimited), label(AvoidRule::Never),
                                   label(PotionRule::Every)}) {
        std::string lower(value);
        lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
        EXPECT_NE(custom.find(lower), std::string::npos) << value;
    }
}

// The page titled title, or nothing.
const RulesPage* page(const std::string& title)
{
    for (const RulesPage& candidate : rulesPages()) {
        if (candidate.title == title)
            return &candidate;
    }
    return nullptr;
}

// The integer after prefix in text (such as "dead at " in "dead at -7"), or nothing.
// (Read by hand: std::regex trips GCC 12's maybe-uninitialized warning in the sanitizer build.)
std::optional<int> numberAfter(const std::string& text, const std::string& prefix)
{
    const std::size_t at = text.find(prefix);
    if (at == std::string::npos)
        return std::nullopt;
    std::istringstream in(text.substr(at + prefix.size()));
    int number = 0;
    if (!(in >> number))
        return std::nullopt;
    return number;
}

TEST(HowToPlayScene, TheLostScoreExampleShowsEveryCardItCounts)
{
    // The hopeless room, then the figures after it (the dungeon under it, top first):
    // played as the caption says, the engine must reach the health and score it names.
    const RulesPage* score = page("Winning and score");
    ASSERT_NE(score, nullptr);
    const auto hopeless = std::find_if(score->figures.begin(), score->figures.end(), [](const RulesFigure& figure) {
        return figure.caption.find("hopeless") != std::string::npos;
    });
    ASSERT_NE(hopeless, score->figures.end());
    std::vector<std::string> dungeon;
    for (auto figure = hopeless; figure != score->figures.end(); ++figure)
        dungeon.insert(dungeon.end(), figure->cards.begin(), figure->cards.end());
    ASSERT_GE(dungeon.size(), 4U);
    const std::vector<std::string> room(dungeon.begin(), dungeon.begin() + 4);
    EXPECT_EQ(room, hopeless->cards);

    const std::optional<int> deadAt = numberAfter(hopeless->caption, "dead at ");
    const std::optional<int> said = numberAfter(score->figures.back().caption, "= ");
    ASSERT_TRUE(deadAt && said) << hopeless->caption << " / " << score->figures.back().caption;
    // The biggest two barehanded, as the caption says.
    const std::optional<GameState> lost = replay(test::customRun(dungeon, {room[0] + ":bare", room[1] + ":bare"}));
    ASSERT_TRUE(lost.has_value());
    EXPECT_EQ(lost->status, Status::Lost);
    EXPECT_EQ(lost->health, *deadAt);
    EXPECT_EQ(scoundrel::score(*lost), *said);
}

// The card a full name means ("9 of Diamonds" is "9D"), or the name as it is.
std::string codeOfCardNamed(const std::string& name)
{
    for (std::uint8_t id = 0; id < kDeckSize; ++id) {
        if (cardName(Card::fromId(id)) == name)
            return Card::fromId(id).name();
    }
    return name;
}

TEST(HowToPlayScene, TheStuckWeaponTipSaysWhatItsPictureShows)
{
    // "a 9 of Diamonds stuck below 3": the pictured weapon is the 9D, and its last kill is a 3.
    const RulesPage* deal = page("Deals and tips");
    ASSERT_NE(deal, nullptr);
    std::string text;
    for (const std::string& paragraph : deal->paragraphs)
        text += paragraph + " ";
    // "a <card> stuck below <number>"
    const std::size_t stuck = text.find(" stuck below ");
    ASSERT_NE(stuck, std::string::npos) << text;
    const std::size_t cardAt = text.rfind("a ", stuck);
    ASSERT_NE(cardAt, std::string::npos) << text;
    const std::string weapon = codeOfCardNamed(text.substr(cardAt + 2, stuck - cardAt - 2));
    ASSERT_TRUE(parseCard(weapon).has_value()) << weapon;
    const std::optional<int> belowNumber = numberAfter(text, " stuck below ");
    ASSERT_TRUE(belowNumber.has_value()) << text;
    const int below = *belowNumber;
    const auto stack = std::find_if(deal->figures.begin(), deal->figures.end(), [](const RulesFigure& figure) {
        return figure.kind == RulesFigure::Kind::WeaponStack;
    });
    ASSERT_NE(stack, deal->figures.end());
    ASSERT_GE(stack->cards.size(), 2U);
    EXPECT_EQ(stack->cards.front(), weapon);
    EXPECT_EQ(parseCard(stack->cards.back())->value(), below) << stack->cards.back();
    EXPECT_NE(stack->caption.find(std::to_string(below)), std::string::npos) << stack->caption;
}

// The cards a text names, in its order, as codes ("5D", "JS"): by their full names, as
// How to play writes them ("5 of Diamonds"), or by a code.
std::vector<std::string> cardsNamedIn(const std::string& text)
{
    std::vector<std::pair<std::size_t, std::string>> found;
    for (std::uint8_t id = 0; id < kDeckSize; ++id) {
        const std::string name(cardName(Card::fromId(id)));
        for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
            // "10 of Clubs" holds no other card's name, but a digit before would make another.
            if (at == 0 || !std::isdigit(static_cast<unsigned char>(text[at - 1])))
                found.emplace_back(at, Card::fromId(id).name());
        }
    }
    std::string word;
    std::istringstream in(text);
    std::size_t offset = 0;
    while (in >> word) {
        const std::size_t at = text.find(word, offset);
        offset = at + word.size();
        const auto first = word.find_first_not_of("(.,:;");
        const auto last = word.find_last_not_of(").,:;");
        if (first == std::string::npos)
            continue;
        const std::string name = word.substr(first, last - first + 1);
        if (parseCard(name) && name.size() >= 2 && std::isupper(static_cast<unsigned char>(name.back())))
            found.emplace_back(at, name);
    }
    std::sort(found.begin(), found.end());
    std::vector<std::string> cards;
    for (const auto& [at, card] : found)
        cards.push_back(card);
    return cards;
}

// A weapon (the first card) that slays each monster after it in turn, under the
// official rules: the state after, or nothing when the engine refuses a fight.
std::optional<GameState> slayInTurn(const std::vector<std::string>& story)
{
    std::vector<std::string> dungeon = story;
    // Potions the story does not name fill the rooms.
    for (const char* filler : {"2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H"}) {
        if (std::find(story.begin(), story.end(), filler) == story.end())
            dungeon.emplace_back(filler);
    }
    std::vector<std::string> moves{story.front()};
    for (std::size_t i = 1; i < story.size(); ++i)
        moves.push_back(story[i] + ":weapon");
    return replay(test::customRun(dungeon, moves));
}

// A new player read on the weapons page that after the 5D slays a 3C, a JS "costs
// 11 - 5 = 6", and on the next page that the weapon then only hits monsters below 3.
// The worked example, told in the words' order, and every weapon pictured with its kills
// are fights the engine allows; a card set apart is one the weapon can no longer hit.
TEST(HowToPlayScene, EveryWeaponExampleObeysTheEnginesRules)
{
    const RulesPage* weapons = page("Weapons");
    ASSERT_NE(weapons, nullptr);
    const std::vector<std::string> story = cardsNamedIn(weapons->paragraphs.back());
    ASSERT_GE(story.size(), 3U) << weapons->paragraphs.back();
    EXPECT_TRUE(slayInTurn(story).has_value()) << "the weapons page's example cannot be played in its order";
    for (const RulesPage& each : rulesPages()) {
        for (const RulesFigure& figure : each.figures) {
            if (figure.kind != RulesFigure::Kind::WeaponStack)
                continue;
            const std::optional<GameState> after = slayInTurn(figure.cards);
            ASSERT_TRUE(after.has_value()) << each.title << ": \"" << figure.caption << "\"";
            for (const std::string& apart : figure.apart)
                EXPECT_FALSE(canUseWeaponOn(*after, *parseCard(apart))) << each.title << ": " << apart;
        }
    }
}

// A new player read "the QS must be fought barehanded" under a picture without the QS.
// Every card a caption names is in its picture.
TEST(HowToPlayScene, ACaptionNamesOnlyCardsItsPictureShows)
{
    for (const RulesPage& page : rulesPages()) {
        for (const RulesFigure& figure : page.figures) {
            std::vector<std::string> shown = figure.cards;
            shown.insert(shown.end(), figure.apart.begin(), figure.apart.end());
            // "the Queen of Spades", "QS", "6S..." or "(QS)": each card the caption names.
            for (const std::string& name : cardsNamedIn(figure.caption)) {
                EXPECT_NE(std::find(shown.begin(), shown.end(), name), shown.end())
                    << page.title << ": \"" << figure.caption << "\" names " << name;
            }
        }
    }
}

} // namespace
} // namespace scoundrel::game

namespace scoundrel::game {
namespace {

// Mouse and keys, the longest page, at the largest text size.
void openTheLongestPageAtTheLargestText(test::SceneHarness& h)
{
    h.context().settings.textSize = TextSize::Largest;
    h.start(makeHowToPlayScene(h.context()));
    h.key(SDLK_RIGHT);
    h.key(SDLK_RIGHT);
}

// Issue 28: at 200% a page's words no longer fit its column: they scroll by lines (Down,
// Up, the wheel), a bar beside them says so, and the next page opens at its top.
TEST(HowToPlayScene, AtALargeTextSizeALongPageScrolls)
{
    test::SceneHarness h({1024, 640});
    openTheLongestPageAtTheLargestText(h);
    nlohmann::json dump = h.dump();
    ASSERT_TRUE(dump["lines_hidden"].get<bool>());
    EXPECT_TRUE(dump["rects"].contains("scrollbar.thumb"));
    // A chevron under the lines says more lie below, as on the other screens that scroll.
    EXPECT_TRUE(dump["rects"].contains("more_below"));
    EXPECT_EQ(dump["first_line_shown"], 0);
    h.key(SDLK_DOWN);
    h.key(SDLK_DOWN);
    EXPECT_EQ(h.dump()["first_line_shown"], 2);
    h.key(SDLK_UP);
    EXPECT_EQ(h.dump()["first_line_shown"], 1);
    h.wheel(-1); // three lines a notch
    EXPECT_EQ(h.dump()["first_line_shown"], 4);
    EXPECT_EQ(h.dump()["page"], 2) << "Up and Down scroll, they do not turn the page";
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["first_line_shown"], 0);
}

// The long page scrolls by the wheel and the bar too.
TEST(HowToPlayScene, AtALargeTextSizeTheMouseScrollsALongPage)
{
    test::SceneHarness h({1024, 640});
    openTheLongestPageAtTheLargestText(h);
    test::expectTheMouseScrollsTheRows(h);
    EXPECT_EQ(h.dump()["page"], 2);
}

} // namespace
} // namespace scoundrel::game
