#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/GameState.h"

#include <string>

namespace scoundrel::game {

// The smallest monster's value (a 2): under the strict rule a weapon that last slew one
// can face no monster any more.
inline constexpr int kSmallestMonster = 2;

// What the combat dialog says besides the health: what each way of fighting leaves the
// weapon able to hit, under the rules in force ("Your 10 will then only hit monsters
// below 2"); empty without a weapon.
std::string weaponAfterFight(const GameState& state, Card monster, bool withWeapon);

// The dialog's title: the monster named in full and its value ("Fight the Queen of
// Spades (12)").
std::string fightTitle(Card monster);

// A way of fighting and what it costs, one whole sentence ("With weapon 3: -9 health",
// "Barehanded: -12 health, fatal"); withWeapon only when the weapon can fight it.
std::string fightOption(const GameState& state, Card monster, bool withWeapon);

// The way of fighting the combat dialog offers first, for Enter out of habit.
enum class FightDefault { Weapon, Barehanded, Cancel };

// The way that loses least over the rest of the turn, the greedy player's measure
// (GreedyPolicy): barehanded costs the monster's value; the weapon costs the damage it
// lets through, plus what it would have saved on the room's other monsters that this
// kill puts out of its reach, plus half a point for each point of reach it loses. So a
// fresh 10 against a 2 is kept fresh (2 health against the reach of 10 to 1), and a 10
// against a 9 is used. When both cost the same, the weapon: the cheaper cost the dialog
// shows now is the one that has the focus (an ace fought with a 3 beside another ace
// costs the turn the same either way). Never a fight that ends the run: then Cancel, and a death is a
// deliberate click or a key moved to it.
FightDefault defaultFight(const GameState& state, Card monster);

} // namespace scoundrel::game
