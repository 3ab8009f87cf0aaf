#include "table/WastedPlay.h"

#include "scoundrel/Engine.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

Waste potionWaste(const GameState& state)
{
    const bool full = state.health >= state.rules.maxHealth;
    // The last card of a run won at full health scores its value, healing or not.
    if (full && state.dungeon.size() == 0 && state.roomCount() == 1)
        return Waste::None;
    if (!potionHeals(state))
        return Waste::PotionAlreadyDrunk;
    return full ? Waste::HealthFull : Waste::None;
}

} // namespace

Waste wasteOf(const GameState& state, Card card)
{
    if (!card || slotOf(state, card) < 0)
        return Waste::None;
    if (card.isPotion())
        return potionWaste(state);
    if (card.isWeapon() && weaponWorseThanHeld(state, card))
        return Waste::WeakerWeapon;
    return Waste::None;
}

bool asksFirst(const GameState& state, Card card)
{
    return !state.over() && state.roomCount() > 1 && wasteOf(state, card) != Waste::None;
}

std::optional<int> focusAfterMove(const GameState& state, int current)
{
    auto card = [&](int slot) { return state.room[static_cast<std::size_t>(slot)]; };
    auto useful = [&](int slot) { return card(slot) && wasteOf(state, card(slot)) == Waste::None; };
    // Outward from current, the slot after it before the one before it at each distance.
    std::optional<int> nearestCard;
    for (int distance = 0; distance < kRoomSize; ++distance) {
        for (const int slot : {current + distance, current - distance}) {
            if (slot < 0 || slot >= kRoomSize)
                continue;
            if (useful(slot))
                return slot;
            if (!nearestCard && card(slot))
                nearestCard = slot;
        }
    }
    return nearestCard;
}

std::optional<int> slotPutBack(const GameState& before, const GameState& after)
{
    std::optional<int> found;
    for (int slot = 0; slot < kRoomSize; ++slot) {
        const Card card = after.room[static_cast<std::size_t>(slot)];
        if (!card || std::find(before.room.begin(), before.room.end(), card) != before.room.end())
            continue;
        if (found)
            return std::nullopt; // a whole room came back
        found = slot;
    }
    return found;
}

} // namespace scoundrel::game
