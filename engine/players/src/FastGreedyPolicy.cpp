// GreedyPolicy's choice, for speed worked out for the room's four slots at once in
// vector lanes (FastLanes.h), with no branch on which card lies where.
// tests/engine/players/GreedyReference.h is the same player written plainly, and the
// tests hold the two to each other.
#include "scoundrel/GreedyPolicy.h"

#include "FastLanes.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

namespace scoundrel {

namespace {

// Costs are in half points of health, so the weights below stay integers.
constexpr int kHalf = 2;
// A room whose three cheapest cards cost this much health is avoided when it can be.
constexpr int kAvoidThreshold = 12 * kHalf;
// Equipping a better weapon comes before any fight of the turn.
constexpr int kEquipBonus = 10 * kHalf;
// A fight the player would not survive is taken only when nothing else is left.
constexpr int kDeadly = 1000 * kHalf;
constexpr int kNever = std::numeric_limits<int>::max();

using namespace lanes;

// What a lane needs of a card, by card id, in one word so that a room is four loads:
// the monster's value (bits 0-7, 0 for other cards), the weapon's or potion's value
// (bits 8-15, 0 for monsters), and all ones in bits 16-31 for a potion. No card (0xFF)
// reads as zero.
constexpr std::array<std::int32_t, 256> makeLaneInfo()
{
    std::array<std::int32_t, 256> table{};
    for (std::uint8_t id = 0; id < kDeckSize; ++id) {
        const Card card = Card::fromId(id);
        const std::uint32_t info = card.isMonster()
            ? static_cast<std::uint32_t>(card.value())
            : static_cast<std::uint32_t>(card.value()) << 8 | (card.isPotion() ? 0xFFFF0000U : 0U);
        table[id] = static_cast<std::int32_t>(info);
    }
    return table;
}
constexpr std::array<std::int32_t, 256> kLaneInfo = makeLaneInfo();

} // namespace

Action GreedyPolicy::choose(const GameState& s) const
{
    // The position: health, the weapon's value (0 without one), the bound monsters must
    // stay below to meet it, and its reach (the most damage it can still absorb).
    const int health = s.health;
    const int weapon = s.weapon ? s.weapon.value() : 0;
    // How far below its kill the weapon's new limit falls: 1 strict, 0 otherwise (a
    // weapon that does not wear keeps the bound weaponBound gives).
    const int strictness = s.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0;
    const bool wears = s.rules.weaponDegradation != WeaponDegradation::None;
    const int bound = weaponBound(s);
    const int reach = std::max(0, std::min(weapon, bound - 1));

    const Lanes info{kLaneInfo[s.room[0].id()], kLaneInfo[s.room[1].id()], kLaneInfo[s.room[2].id()],
                     kLaneInfo[s.room[3].id()]};
    const Lanes worth = info & 0xFF; // a monster's value, else 0
    const Lanes value = (info >> 8) & 0xFF; // a weapon's or potion's value, else 0
    const Lanes potion = info >> 16; // -1 for a potion
    const Lanes monster = worth > 0;
    const Lanes faceable = value > 0;

    // Facing a potion: what it heals, or what it wastes; after the turn's first potion,
    // all of it. Equipping: better than the reach now comes first, worse costs.
    const Lanes heal = min(value, splat(s.rules.maxHealth - health));
    const Lanes wasted = value - heal;
    const bool potionWasted = s.potionUsed && s.rules.potions == PotionRule::OnePerTurn;
    const Lanes drunk = potionWasted ? value : select(wasted > 0, wasted, -heal);
    const Lanes gain = value - reach;
    const Lanes equip = select(gain > 0, -kEquipBonus - gain * kHalf, kHalf - 2 * gain * kHalf);
    const Lanes face = select(potion, drunk * kHalf, equip);

    // Barehanded: the monster's value, or deadly.
    const Lanes bare = select(worth >= health, kDeadly + worth, worth * kHalf);

    // With the weapon: the damage, plus what the weapon would have saved on the room's
    // other monsters that slaying this one first puts out of its reach, plus the reach
    // it loses. Lane i adds the other three lanes' savings by rotating them past it.
    const Lanes usable = monster & (worth < bound);
    const Lanes saving = usable & min(worth, splat(weapon));
    // The weapon's new limit once it slays this (with no wear, its bound stays).
    const Lanes after = wears ? worth - strictness : splat(bound - 1);
    const Lanes blocked = (rotate<1>(saving) & (rotate<1>(worth) > after)) +
        (rotate<2>(saving) & (rotate<2>(worth) > after)) + (rotate<3>(saving) & (rotate<3>(worth) > after));
    const Lanes damage = max(worth - weapon, splat(0));
    const Lanes reachAfter = max(splat(0), min(splat(weapon), after));
    const Lanes wielded = select(damage >= health, splat(kDeadly), (damage + blocked) * kHalf + (reach - reachAfter));

    // Cost and place in the legal list's order as one key (cost * 16 + slot * 4 + way;
    // way 0 face, 1 barehanded, 2 weapon), so the first cheapest is the least key; the
    // low four bits stay the place for negative costs too (two's complement).
    const Lanes slot4 = Lanes{0, 4, 8, 12};
    const Lanes faceKey = select(faceable, face * 16 + slot4, splat(kNever));
    const Lanes bareKey = select(monster, bare * 16 + slot4 + 1, splat(kNever));
    const Lanes weaponKey = select(usable, wielded * 16 + slot4 + 2, splat(kNever));
    const int best = minOfLanes(min(faceKey, min(bareKey, weaponKey)));

    // Avoid when allowed (the room is then full) and its three cheapest cards cost too much.
    if (canAvoid(s) && avoidShowsNewCards(s)) {
        const Lanes fought = min(min(bare, splat(kDeadly)), select(usable, wielded, splat(kNever)));
        const Lanes cheapest = select(monster, fought, face);
        if (sumOfLanes(cheapest) - maxOfLanes(cheapest) >= std::min(health * kHalf, kAvoidThreshold))
            return Action::avoid();
    }
    constexpr std::array<ActionKind, 3> kWays{ActionKind::Face, ActionKind::FightBare, ActionKind::FightWeapon};
    return Action{kWays[static_cast<std::size_t>(best & 3)], s.room[static_cast<std::size_t>((best & 15) / 4)]};
}

} // namespace scoundrel
