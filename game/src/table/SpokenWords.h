#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Event.h"
#include "scoundrel/GameState.h"

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
std::string spokenOutcome(const GameState& before, Action action, const EventList& events, const GameState& after);
// The cards in the room, left to right: "The room: King of Clubs, 5 of Hearts."
std::string spokenRoom(const GameState& state);
// The run as it stands, asked for with F2: health, the weapon and its last kill, the
// cards left in the dungeon, the room.
std::string spokenSummary(const GameState& state);
// The table as it comes up: the turn and the room.
std::string spokenTable(const GameState& state);
// The combat dialog's question and its choices, with the damage of each.
std::string spokenFightQuestion(const GameState& state, Card monster);

// The result screen: won or lost, the score, its place in the top 10, and whether a
// name is asked for.
std::string spokenResult(const GameState& final, std::string_view standing, bool nameAsked);

// A button with the focus: "New game, button", or why it cannot be pressed.
std::string spokenButton(std::string_view label, bool enabled = true, std::string_view reason = {});
// A dialog's question and its choices: "Give up this run? ... Choices: Cancel, Give up."
std::string spokenQuestion(std::string_view title, std::string_view message, const std::vector<std::string>& choices);
// Ctrl+Alt+S: what speech says when it is switched on, and just before it goes off.
std::string spokenSpeechSwitched(bool on);
// Sentences one after the other, as speech reads them (the empty ones left out).
std::string spokenSentences(const std::vector<std::string>& sentences);

} // namespace scoundrel::game
