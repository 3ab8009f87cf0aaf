#include "DumpReading.h"
#include "HelpFixture.h"

#include "table/HintOverlay.h"
#include "table/HintedMove.h"
#include "table/SpokenWords.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

// What the help draws on the table: the hint's line and target, and the chance labels
// under the room's cards.
namespace scoundrel::game::test {

namespace {

// Where a card shows its rank and suit: the top left corner, and the bottom right one
// upside down.
std::vector<Rect> cornerIndices(const Rect& card)
{
    const int w = card.w * 2 / 5;
    const int h = card.h / 4;
    return {{card.x, card.y, w, h}, {card.x + card.w - w, card.y + card.h - h, w, h}};
}

} // namespace

TEST(HintOverlay, NamesTheMoveAndWhereItGoes)
{
    const Card king = *parseCard("KC");
    // One percentage, the player's chance; the winnable share waits behind H again and
    // is said to be about the deal.
    const Advice fight{Action::fightWeapon(king), 0.34, 0.0, {}, 0, 0, 0.91};
    EXPECT_EQ(hintLine(fight).text, "Hint: fight the King of Clubs with the weapon — 34% to win (Hint again: details)");
    EXPECT_EQ(hintDetails(fight).text,
              "Details: 34% is your chance; a player who saw every card would win 91% from here. The hint plays to "
              "win first, then for the score");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::fightWeapon(king))), "weapon");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::fightBare(king))), "discard");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::face(*parseCard("8D")))), "weapon");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::face(*parseCard("4H")))), "health");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::avoid())), "avoid");
    EXPECT_EQ(hintPhrase(Action::face(*parseCard("4H"))), "drink the 4 of Hearts");
    // Under Gentle the advisor looks at the whole dungeon first, and says why it avoids.
    Advice lookAhead{Action::avoid(), 0.97, 0.0, {}, 40, 0, 0.97};
    EXPECT_EQ(hintLine(lookAhead).text, "Hint: avoid the room — 97% to win (Hint again: details)");
    lookAhead.looksAhead = true;
    EXPECT_EQ(hintLine(lookAhead).text,
              "Hint: avoid the room, to see what lies below — 97% to win (Hint again: details)");
}

// A new player read "equip 4D — 0% to win" as a hint with no reason: when no move can
// win, the line says so and why this move, with no percentage.
TEST(HintOverlay, AHintWhenNoMoveCanWinSaysWhyAndShowsNoPercentage)
{
    const Advice lost{Action::face(*parseCard("4D")), 0.003, -12.0, {}, 40, 0, 0.0};
    EXPECT_EQ(hintLine(lost).text,
              "Hint: equip the 4 of Diamonds — no move can win from here; this one scores best (Hint again: details)");
    EXPECT_EQ(hintLine(lost).text.find('%'), std::string::npos);
    const Advice slim{Action::face(*parseCard("4D")), 0.006, -12.0, {}, 40, 0, 0.2};
    EXPECT_EQ(hintLine(slim).text, "Hint: equip the 4 of Diamonds — 1% to win (Hint again: details)");
}

// np15: on the daily deal's fourth turn the hint said "avoid the room — 53%" for a room
// of 5C 5H 7C 8D, every move at 53%. Where every move ties, the hint says so, and points
// at a card rather than the avoid: the one the turn ends with the most health after.
TEST(HintOverlay, WhereEveryMoveTiesTheHintSaysSoAndFacesACard)
{
    GameState state = *replay(customRun({"5C", "5H", "7C", "8D", "2S", "3S", "4S"}));
    state.health = 15;
    const Card five = *parseCard("5C");
    const Card potion = *parseCard("5H");
    const Card seven = *parseCard("7C");
    const Card eight = *parseCard("8D");
    // The advisor's order: the avoid, then the 5C barehanded (the turn ends at 15 at best
    // after it), the 8D and the 5H (20 after either), the 7C barehanded.
    const auto tied = [&](double chance, double others) {
        return Advice{Action::avoid(),
                      chance,
                      0.0,
                      {{Action::fightBare(five), others, 0.0, 0.7},
                       {Action::face(eight), others, 0.0, 0.8},
                       {Action::face(potion), others, 0.0, 0.8},
                       {Action::fightBare(seven), others, 0.0, 0.6}},
                      40,
                      0,
                      0.9};
    };
    const Advice every = tied(0.53, 0.53);
    const Advice hinted = hintedAdvice(state, every);
    EXPECT_EQ(hinted.move, Action::face(eight));
    EXPECT_DOUBLE_EQ(hinted.winChance, 0.53);
    EXPECT_DOUBLE_EQ(hinted.winnableShare, 0.8);
    ASSERT_EQ(hinted.alternatives.size(), 4U);
    EXPECT_EQ(hinted.alternatives[0].action, Action::avoid());
    EXPECT_TRUE(everyMoveTies(hinted));
    EXPECT_EQ(hintLine(hinted).text,
              "Hint: every move here keeps 53% to win; equip the 8 of Diamonds, for example (Hint again: details)");
    EXPECT_EQ(spokenHint(hinted),
              "Hint: every move here keeps 53 percent to win; equip the 8 of Diamonds, for example. Hint again: "
              "details.");

    // The avoid better than every card: the advisor's move, as it was.
    const Advice better = tied(0.60, 0.53);
    EXPECT_EQ(hintedAdvice(state, better), better);
    EXPECT_EQ(hintLine(better).text, "Hint: avoid the room — 60% to win (Hint again: details)");
    // Where every room may be avoided (Gentle), the avoid waits for a room to come round:
    // np28 followed "avoid the room — 100%" ten turns and took it for a loop.
    EXPECT_EQ(hintLine(better, true).text,
              "Hint: avoid the room, until one you can face comes round — 60% to win (Hint again: details)");
    EXPECT_EQ(spokenHint(better, true),
              "Hint: avoid the room, until one you can face comes round, 60 percent to win. Hint again: details.");
    EXPECT_EQ(spokenHint(better), "Hint: avoid the room, 60 percent to win. Hint again: details.");
    // A card ties the avoid but not every move does: the card, with its chance, as usual.
    Advice some = tied(0.53, 0.40);
    some.alternatives[2].winChance = 0.53;
    EXPECT_EQ(hintedAdvice(state, some).move, Action::face(potion));
    EXPECT_EQ(hintLine(hintedAdvice(state, some)).text,
              "Hint: drink the 5 of Hearts — 53% to win (Hint again: details)");
    // The advisor's card among tied moves is kept; an avoid to look below too.
    Advice card = every;
    std::swap(card.move, card.alternatives[1].action);
    EXPECT_EQ(hintedAdvice(state, card), card);
    Advice looks = every;
    looks.looksAhead = true;
    EXPECT_EQ(hintedAdvice(state, looks), looks);
}

// np22: "every move here keeps 100% to win; fight the 4 of Spades barehanded, for
// example", with a 6 held that killed it for nothing. Among tied moves the hint gives the
// advisor's card move up for one that ends the turn with more health: any more where
// every move wins, kCostlyHealth more otherwise (never a move the badges call costly).
TEST(HintOverlay, ATiedMoveThatKeepsMoreHealthIsHintedOverTheAdvisorsCostlyOne)
{
    // The 6D held, its last kill the 7S; the 4S and the 9C left to face, at health 11.
    GameState state = *replay(customRun({"6D", "7S", "4S", "9C", "2S", "3S", "5S"}, {"6D", "7S:weapon"}));
    state.health = 11;
    const Card four = *parseCard("4S");
    const Card nine = *parseCard("9C");
    const auto advice = [&](Action move, Action other, double chance) {
        return Advice{move, chance, 0.0, {{other, chance, 0.0, 0.9}, {Action::fightBare(nine), chance, 0.0, 0.9}},
                      40,   0,      0.9};
    };
    // Every move wins: the weapon's free kill (11 after) over the bare one (7).
    const Advice certain = advice(Action::fightBare(four), Action::fightWeapon(four), 1.0);
    EXPECT_EQ(hintedAdvice(state, certain).move, Action::fightWeapon(four));
    EXPECT_EQ(hintLine(hintedAdvice(state, certain)).text,
              "Hint: every move here keeps 100% to win; fight the 4 of Spades with the weapon, for example (Hint "
              "again: details)");
    // At 60% a difference of 4 is the advisor's to weigh: its move is kept.
    const Advice likely = advice(Action::fightBare(four), Action::fightWeapon(four), 0.6);
    EXPECT_EQ(hintedAdvice(state, likely), likely);
    // 9 more (the 9C barehanded ends the turn at 2): a costly tie, never hinted.
    Advice costly = advice(Action::fightBare(nine), Action::fightWeapon(four), 0.6);
    costly.alternatives[1].action = Action::fightBare(four);
    EXPECT_EQ(hintedAdvice(state, costly).move, Action::fightWeapon(four));
    // Already the move that keeps most: kept.
    const Advice kept = advice(Action::fightWeapon(four), Action::fightBare(four), 1.0);
    EXPECT_EQ(hintedAdvice(state, kept), kept);
}

TEST(HintOverlay, TheWeaponsGlowOutlinesItsWholeStack)
{
    // The 10D slew the 10S and the 5C: a hint to fight with it rings the weapon and both
    // kills, so the glow reads as "onto this stack", not as the bare card under them.
    const GameState state = *replay(customRun({"10D", "10S", "5C", "3S", "2H"}, {"10D", "10S:weapon", "5C:weapon"}));
    ASSERT_EQ(state.slain.size(), 2U);
    for (Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        const TableLayout layout = computeTableLayout(window);
        const Rect glow = HintOverlay{layout, state}.targetRect(hintTarget(Action::fightWeapon(*parseCard("3S"))));
        auto holds = [&](const Rect& r) {
            return r.x >= glow.x && r.y >= glow.y && r.x + r.w <= glow.x + glow.w && r.y + r.h <= glow.y + glow.h;
        };
        EXPECT_TRUE(holds(layout.weapon));
        for (int i = 0; i < 2; ++i)
            EXPECT_TRUE(holds(layout.slainCard(i, 2))) << i;
        // Still the stack, not the empty room to its right that a drop also takes.
        EXPECT_EQ(glow.x + glow.w, layout.slainCard(1, 2).x + layout.cardW);
    }
}

TEST(HintOverlay, ALongHintStaysInsideTheMessageBarAtTheSmallestWindow)
{
    // Under Gentle the first hint is the longest line the table says: it shrinks to fit
    // between the bar's rounded ends rather than run past them.
    SceneHarness harness({1024, 640});
    RunRecord record = customRun(kDungeon);
    record.rules = Rules::of(Preset::Gentle);
    harness.start(makeTableScene(harness.context(), record));
    harness.key(SDLK_h);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    harness.frame();
    const auto dump = harness.dump();
    EXPECT_TRUE(dump["message"].get<std::string>().starts_with("Hint: avoid the room, to see what lies below"))
        << dump["message"];
    const Rect bar = rectIn(dump["rects"]["message"]);
    const Rect text = rectIn(dump["rects"]["message_text"]);
    EXPECT_GE(text.x, bar.x + bar.h / 2) << dump["message"];
    EXPECT_LE(text.x + text.w, bar.x + bar.w - bar.h / 2) << dump["message"];
    EXPECT_GT(text.w, bar.w / 2) << "the line is still readable";
}

TEST(ChanceLabels, FitUnderTheirCardsClearOfTheRanksAndOfEachOther)
{
    // The widest labels: "100% · bare" on the first room, "100% · weapon" once the 5D is held.
    const std::vector<std::pair<std::vector<std::string>, std::size_t>> positions{{{}, 5}, {{"5D"}, 3}};
    for (const Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        for (const auto& [moves, count] : positions) {
            const std::string at = " at " + std::to_string(window.w) + "x" + std::to_string(window.h) + " after " +
                std::to_string(moves.size()) + " moves";
            SceneHarness harness(window);
            harness.start(makeTableScene(harness.context(), customRun(kDungeon, moves)));
            harness.key(SDLK_c);
            ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
            harness.frame();
            const auto dump = harness.dump();
            std::vector<std::pair<std::string, Rect>> labels;
            for (const auto& label : dump["labels"]) {
                if (label["kind"] == "chance")
                    labels.emplace_back(label["about"].get<std::string>(), rectIn(label["rect"]));
            }
            ASSERT_EQ(labels.size(), count) << at; // the room's cards, and the avoid button when it can be
            for (const auto& [about, r] : labels) {
                EXPECT_TRUE(r.x >= 0 && r.y >= 0 && r.x + r.w <= window.w && r.y + r.h <= window.h) << about << at;
                if (about.starts_with("room.")) {
                    const Rect card = rectIn(dump["rects"][about]);
                    EXPECT_GE(r.x, card.x) << about << " is wider than its card" << at;
                    EXPECT_LE(r.x + r.w, card.x + card.w) << about << " is wider than its card" << at;
                }
                for (const char* place : {"dungeon", "room.0", "room.1", "room.2", "room.3", "weapon", "discard"}) {
                    for (const Rect& corner : cornerIndices(rectIn(dump["rects"][place])))
                        EXPECT_EQ(overlapArea(r, corner), 0) << about << " covers the rank of " << place << at;
                }
            }
            for (std::size_t i = 0; i < labels.size(); ++i) {
                for (std::size_t j = i + 1; j < labels.size(); ++j)
                    EXPECT_EQ(overlapArea(labels[i].second.inset(-2), labels[j].second), 0)
                        << labels[i].first << " touches " << labels[j].first << at;
            }
        }
    }
}

TEST(ChanceLabels, ShareOneTextSize)
{
    // "100% · weapon" shrinks to fit its card at the smallest window; the others follow it.
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SceneHarness harness(window);
        harness.start(makeTableScene(harness.context(), customRun(kDungeon, {"5D"})));
        harness.key(SDLK_c);
        ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
        harness.frame();
        std::set<int> sizes;
        std::string texts;
        const auto dump = harness.dump();
        for (const auto& label : dump["labels"]) {
            if (label["kind"] == "chance") {
                sizes.insert(label["text_size"].get<int>());
                texts += label["text"].get<std::string>() + " (" + std::to_string(label["text_size"].get<int>()) + ") ";
            }
        }
        EXPECT_EQ(sizes.size(), 1U) << texts << "at " << window.w << "x" << window.h;
    }
}

} // namespace scoundrel::game::test
