#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Card.h"
#include "scoundrel/Rules.h"

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
