#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Card.h"
#include "scoundrel/Rules.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// The guided first run as data: a fixed dungeon of 14 cards, built so that every rule
// comes up in a natural order, and the one move each step waits for. The tutorial scene
// plays it on the table; TutorialScriptTest plays it with the engine and proves each
// step's situation arises under the rules it declares, so a rules change cannot
// silently break the lesson.

// Where a step's pointer goes besides the card it names: the place to drop it on, or
// the button to press.
enum class LessonPlace { Weapon, Discard, Health, AvoidButton };

struct LessonStep {
    std::string_view id; // stable, for tests and the layout dump: "equip", "weapon_rule"...
    Action move; // the one move the step accepts
    LessonPlace place; // where the pointer shows the card goes
    std::string_view text; // one or two sentences, marked for the catalogue (tr shows them)
    // The move in a few words, for "Not yet: try {0} first": "the 5 of Diamonds".
    std::string_view first;
};

// The rules the lesson is written for: the official ones.
Rules tutorialRules();
// The dungeon, top card first.
std::vector<Card> tutorialDungeon();
// The steps, in the order the player meets them; the last one ends the run, won.
std::span<const LessonStep> tutorialSteps();
// The words once the run is won, explaining the score: {0} the score.
std::string_view tutorialEnding();
// The score the lesson's won run ends with, which tutorialEnding explains.
inline constexpr int kTutorialScore = 22;

} // namespace scoundrel::game

namespace scoundrel::game {

// One of the three tips shown after the lesson, drawn from what the advisor knows: the
// words, marked for the catalogue, and the example cards beside them.
struct PlayTip {
    std::string_view text;
    std::vector<Card> cards;
};

std::vector<PlayTip> playTips();

// The first real deal the tips page offers: winnable and gentle under the official
// rules (FirstDealTest asks the solver, the advisor and the greedy player). Gentle means
// a simple sensible player who sees nothing ahead wins it (one deal in about 3,600): its
// first room holds a fresh 10 of Diamonds and monsters it kills for little. Deal 3, the
// first deal before, was won only by looking ahead: three new players lost it (np28, np30,
// np31), np31 saying "not soft" to the README's "a gentle first deal".
inline constexpr std::uint64_t kFirstDeal = 35360;

} // namespace scoundrel::game
