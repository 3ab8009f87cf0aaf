#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/ActionList.h"
#include "scoundrel/Event.h"
#include "scoundrel/GameState.h"
#include "scoundrel/IllegalReason.h"
#include "scoundrel/Rules.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace scoundrel {

struct ApplyResult {
    GameState state;
    EventList events;
    Illegal illegal = Illegal::None; // when not None, state is the unchanged input
};

// Starting a run: the seeded deal (rules.md "Deal") or a custom dungeon, top first,
// with the first room filled; events, when given, receive the first turn's draws.
// A custom dungeon must hold 1 to 44 distinct cards (validateDungeon).
GameState newGame(const Rules& rules, std::uint64_t seed, EventList* events = nullptr);
GameState newGame(const Rules& rules, std::span<const Card> dungeonTopFirst, EventList* events = nullptr);

// The question and the answer share one code path: check says whether and why not,
// apply checks and then does it.
Illegal check(const GameState& state, Action action);
ApplyResult apply(const GameState& state, Action action);

// The same as apply, in place, for callers that have already checked (solvers);
// events may be null. Precondition: check(state, action) == Illegal::None.
void applyChecked(GameState& state, Action action, EventList* events);

// Why an action is refused, with its parameters, is reasonFor (IllegalReason.h); the
// CLI and the game word it.

// Every legal move in a fixed order: avoid first, then the room left to right, a
// monster as barehanded then with the weapon. Abandoning is never listed.
ActionList legalActions(const GameState& state);

bool canAvoid(const GameState& state);
bool canUseWeaponOn(const GameState& state, Card monster);
// Monsters below this value may meet the weapon: 0 without one, 15 (above every
// monster) while it has slain none or under weapon_degradation none, else the last
// monster it slew, plus one under equal_or_lower. Worked out without branches: every
// legal-action list asks.
int weaponBound(const GameState& state);
// The value monsters must stay below (strict) or at (equal_or_lower) for the weapon:
// the last monster it slew, or nothing when it has slain nothing, there is none, or
// the weapon does not wear (weapon_degradation none).
std::optional<int> weaponLimit(const GameState& state);
// Whether a potion faced now heals: the turn's first, or any under potions: every.
bool potionHeals(const GameState& state);
// Health lost fighting this monster, with the weapon or barehanded.
int damageOf(const GameState& state, Card monster, bool withWeapon);
// The slot holding card, or -1.
int slotOf(const GameState& state, Card card);
// Whether equipping this weapon now would leave the player worse armed: against no
// monster still to come (in the room and the dungeon) does it do less damage than the
// weapon held, as that one is now (worn or not), and against some it does more. False
// without a weapon held.
bool weaponWorseThanHeld(const GameState& state, Card weapon);

// The score rules.md gives: for a won game health plus the potion bonus, otherwise
// (lost, or still playing and so scored as if abandoned now) health minus every
// monster not yet faced.
int score(const GameState& state);
int potionBonus(const GameState& state);
int monstersLeftValue(const GameState& state);
// How many monsters monstersLeftValue adds up: those in the dungeon and the room.
int monstersLeftCount(const GameState& state);

} // namespace scoundrel
