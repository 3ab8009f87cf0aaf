#pragma once

#include "input/DeviceInUse.h"

#include "scoundrel/Action.h"
#include "scoundrel/Event.h"
#include "scoundrel/GameState.h"

#include <optional>
#include <string>

namespace scoundrel::game {

// How a line of text should look: neutral, good news, bad news, or a warning.
enum class Tone { Neutral, Good, Bad, Warning };

struct ToneText {
    std::string text;
    Tone tone = Tone::Neutral;
    // A move's line without the turn it began ("Avoided the room..." without ". Turn 2
    // begins"): what the table says while the new room is still being dealt and its
    // header still names the turn that ended. Empty when the move began no turn.
    std::string beforeTurn{};
};

// A phrase made a sentence for a line of its own: "you have no weapon" becomes "You
// have no weapon" (the engine's reasons and the previews are phrases, to be used
// inside other lines too). English only: it upper-cases the first byte, which is no
// letter of a translated "é" and no rule of every language; a line of its own is
// worded whole in the catalogue instead (askBeforeWaste).
std::string capitalized(std::string text);

// What a legal action would do, said before it is done: "-6 health", "+5 health",
// "no effect: already drank this turn", "equip 8D", "equip 3D: worse than your 9D".
ToneText previewAction(const GameState& state, Action action);

// What a click or a key on a potion or weapon whose play would be wasted (WastedPlay)
// says instead of playing it: the preview, and how to play it anyway (with the key or the
// pad's button of the device in use; a card dragged and let go is to be dropped again).
ToneText askBeforeWaste(const GameState& state, Card card, const DeviceInUse& device = {}, bool dragged = false);

// Why W or B (fight the chosen card) cannot start a fight: nothing is chosen (chosen
// is empty), the chosen slot is empty, or its card is not a monster. Empty when the
// chosen card is a monster: the engine then has the last word. The keys it names are
// the device in use's (a pad's buttons).
std::string notAFight(const GameState& state, std::optional<int> chosen, const DeviceInUse& device = {});

// What A, Enter, W, B, X or Y on an emptied slot says when no card is left in the room to
// move the focus to: nothing is played, and the way on is the device's, "Slot 2 is empty:
// choose a card with the D-pad" (slot counts from 0).
std::string emptySlotChosen(int slot, const DeviceInUse& device = {});

// What the press on an emptied slot says when it moved the focus to the nearest card
// instead of playing: "Slot 2 is empty: the focus moved to the 4 of Diamonds. Press A to
// play it", with the device's key (slot counts from 0).
std::string focusMovedFromEmptySlot(int slot, Card card, const DeviceInUse& device = {});

// What an action just did, for the message line: "Fought KC barehanded: -13 health".
ToneText describeAction(const GameState& before, Action action, const EventList& events);

} // namespace scoundrel::game
