#pragma once

#include "input/DeviceInUse.h"
#include "table/CostlyMove.h"

#include "scoundrel/Action.h"
#include "scoundrel/Advice.h"
#include "scoundrel/Event.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Review.h"

#include <optional>

#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// What speech says, worded in one place from the engine's values (never from the text
// drawn on screen), in the player's language. The scenes say when; these say what.

// The card in a room slot, with what playing it would do: "King of Clubs, monster, 13;
// your weapon can hit it for 5 damage.", or "Slot 3 is empty.".
std::string spokenFocus(const GameState& state, int slot);
// What a move did, with what it ended (the run, with the score) or began (a turn, with
// the new room): "You fought the Queen of Spades barehanded: 12 damage, health 6."
// Whose move spokenOutcome says: the player's ("You avoided the room."), or a move of a
// line being watched, the solver's winning line, which is not the player's ("Avoided the
// room.", np11).
enum class SpokenMover { Player, Line };
std::string spokenOutcome(const GameState& before, Action action, const EventList& events, const GameState& after,
                          SpokenMover mover = SpokenMover::Player);
// What a move did, as the table says it: spokenOutcome, and when the move began a turn, how
// the player meets it: the health (unless the move's own words gave it) and the weapon.
std::string spokenPlayed(const GameState& before, Action action, const EventList& events, const GameState& after);
// An undo: the move taken back, then the health and the weapon as they are again.
std::string spokenUndo(Action undone, const GameState& after);
// A fight's or a move's damage that ends the run: "That would kill you.", else empty.
std::string spokenIfFatal(const GameState& state, int damage);
// The advisor's hint with its chance to win said in words: "Hint: fight the Queen of
// Spades barehanded, 34 percent to win. Hint again: details." (the button, not a key)
std::string spokenHint(const Advice& advice, bool roomsComeRound = false);
// The hint's details (hintDetails) with their chances said in words: "Details: 61 percent is
// your chance; a player who saw every card would win 100 percent from here."
std::string spokenHintDetails(const Advice& advice);
// Every chance the table shows under its cards, left to right, and the avoid's: "Win
// chances: 9 of Diamonds, 75 percent; Ace of Clubs, 40 percent; avoiding the room, 30 percent."
// A card with a costly move (costly) says its cost too: "Queen of Spades, 75 percent, but
// 8 health more lost this turn".
std::string spokenChances(const GameState& state, const Advice& advice, const std::vector<CostlyMove>& costly = {});
// The chances just came up: each read, and the button that hides them ("Chances again: hide them.").
std::string spokenChancesShown(const GameState& state, const Advice& advice,
                               const std::vector<CostlyMove>& costly = {});
// The combat dialog closed without a fight.
std::string spokenFightCancelled();
// The chance shown under the card in a slot (its best move's), said after the card:
// "Best: fight the Ace of Clubs with the weapon, 40 percent." ("The Ace of Clubs: 0 percent
// to win." where no move can win); empty for an empty slot. A
// costly move (costly) says all its badge and tooltip tell: "Best: fight the Queen of Spades
// barehanded, 75 percent. But 8 health more lost this turn than if you first equip the 8 of
// Diamonds."
std::string spokenChanceOn(const GameState& state, const Advice& advice, int slot,
                           const std::vector<CostlyMove>& costly = {});
// The chance shown under the avoid button: "40 percent to win.", or empty.
std::string spokenAvoidChance(const Advice& advice);
// While the chances are worked out (a "…" badge under each card): said after the card or
// the avoid button with the focus, and in the summary, so they do not seem switched off.
std::string spokenChancePending();
std::string spokenChancesPending();
// A line drawn on the screen (the message bar's, a standing), said as a sentence: with a
// full stop when it ends without one, so the next sentence is not run into it.
std::string spokenLine(std::string_view line);
// The combat dialog's focus as it comes up, after the question that listed each choice
// with its damage: the choice's name only ("Focus: barehanded."). id: weapon, bare, cancel.
std::string spokenFightFocus(std::string_view id);
// The name kept in the high scores: "Saved in the high scores as Kim.", or for none
// (the field cleared) "Saved in the high scores without a name."
std::string spokenNameSaved(std::string_view name);
// The same, as the result screen shows it, without the full stop.
std::string nameSavedLine(std::string_view name);
// The result screen's name field, empty: what saving does then ("It is empty: the run is
// saved without a name.").
std::string spokenEmptyNameField();
// The cards in the room, left to right: "The room: King of Clubs, 5 of Hearts."
std::string spokenRoom(const GameState& state);
// The run as it stands, asked for with F2: health, the weapon and its last kill, the
// cards left in the dungeon, the room.
std::string spokenSummary(const GameState& state);
// The table as it comes up: the turn, the room, the health and the weapon.
std::string spokenTable(const GameState& state);
// The combat dialog's question and its choices, with the damage of each, and which of
// them would end the run.
std::string spokenFightQuestion(const GameState& state, Card monster);

// The result screen: won or lost, the score, its place in the top 10, and whether a
// name is asked for, with the steps to it on the device in use (the keys, or a pad's).
// name: what the name field holds, the name kept as the player leaves (said when not empty).
std::string spokenResult(const GameState& final, std::string_view standing, bool nameAsked, std::string_view name = {},
                         const DeviceInUse& device = {});
// The result screen's name field with the focus: what it holds (selected: typing
// replaces it all) and how to fill it in.
std::string spokenNameField(std::string_view text, const DeviceInUse& device, bool selected = false);

// A button with the focus: "New game, button", or why it cannot be pressed.
std::string spokenButton(std::string_view label, bool enabled = true, std::string_view reason = {});
// A dialog's question and its choices: "Give up this run? ... Choices: Cancel, Give up."
std::string spokenQuestion(std::string_view title, std::string_view message, const std::vector<std::string>& choices);
// A screen's name as it comes up: "Settings.".
std::string spokenScreenName(std::string_view name);
// A settings row with the focus, or its new value: "Animation speed: Fast.".
std::string spokenSetting(std::string_view label, std::string_view value);
// A tab with the focus: "Display tab, 3 of 6.".
std::string spokenTab(std::string_view label, int number, int count);
// A high score's row with the focus, its words as the table shows them: "Number 1, Ann:
// 25 points, won, 2026-11-10 23:59, Official."
std::string spokenScoreRow(int rank, std::string_view name, int score, std::string_view result, std::string_view date,
                           std::string_view mode);
// A move in words: "fight the King of Clubs barehanded", "avoid the room".
std::string spokenMove(Action action);
// A reviewed move with the focus: its number, turn and move, then its chance to win and
// the best move's when they differ ("Move 3, turn 1: drink the 4 of Hearts. 62 percent to
// win. Best: ..."). chanceLeft and asGoodAsAny are the review's (run/RunReview.h).
std::string spokenReviewedMove(std::size_t number, const ReviewedMove& move, std::optional<double> chanceLeft,
                               bool asGoodAsAny);
// An achievement with the focus: its title, earned or not, its description.
std::string spokenAchievement(std::string_view title, bool earned, std::string_view description);
// Ctrl+Alt+S: what speech says when it is switched on, and just before it goes off.
std::string spokenSpeechSwitched(bool on);
// Sentences one after the other, as speech reads them (the empty ones left out).
std::string spokenSentences(const std::vector<std::string>& sentences);

} // namespace scoundrel::game
