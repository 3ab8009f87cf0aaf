#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/GameState.h"

#include <string>

namespace scoundrel::game {

// The smallest monster's value (a 2): under the strict rule a weapon that last slew one
// can hit no monster any more.
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

// The way that loses least over the rest of the turn. The rule: a point of health is
// worth two points of the weapon's reach (the most it can take off a monster afterwards).
// Each way is played out to the end of the turn, the cards the turn still asks for faced
// in the best order and way (a card left for the next room does not count), and the way
// whose end is worth more is the default. So a fresh 10 against a 2 is kept fresh (2
// health against the reach of 10 to 1), a 10 against a 9 is used, and the turn's last
// monster meets the weapon unless the reach it would lose is worth more than twice the
// health it saves. When both are worth the same, the weapon: the cheaper cost the dialog
// shows now. Never a fight that ends the run while the other way does not; Cancel when
// both would, so a death is a deliberate click or a key moved to it.
FightDefault defaultFight(const GameState& state, Card monster);

} // namespace scoundrel::game
