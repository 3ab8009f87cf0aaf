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

// Compared monster by monster over every monster still to come, in the room and the
// dungeon: the held weapon as it is now (worn or not), the new one fresh.
bool weakerThanHeld(const GameState& state, Card weapon)
{
    if (!state.weapon)
        return false;
    bool worseSomewhere = false;
    auto compare = [&](Card monster) {
        if (!monster || !monster.isMonster())
            return true;
        const int held = damageOf(state, monster, canUseWeaponOn(state, monster));
        const int fresh = std::max(0, monster.value() - weapon.value());
        worseSomewhere = worseSomewhere || fresh > held;
        return fresh >= held;
    };
    const auto dungeon = state.dungeon.cards();
    return std::all_of(state.room.begin(), state.room.end(), compare) &&
        std::all_of(dungeon.begin(), dungeon.end(), compare) && worseSomewhere;
}

} // namespace

Waste wasteOf(const GameState& state, Card card)
{
    if (!card || slotOf(state, card) < 0)
        return Waste::None;
    if (card.isPotion())
        return potionWaste(state);
    if (card.isWeapon() && weakerThanHeld(state, card))
        return Waste::WeakerWeapon;
    return Waste::None;
}

bool asksFirst(const GameState& state, Card card)
{
    return !state.over() && state.roomCount() > 1 && wasteOf(state, card) != Waste::None;
}

std::optional<int> focusAfterMove(const GameState& state, int current)
{
    auto useful = [&](int slot) {
        const Card card = state.room[static_cast<std::size_t>(slot)];
        return card && wasteOf(state, card) == Waste::None;
    };
    if (current >= 0 && current < kRoomSize && useful(current))
        return current;
    std::optional<int> firstCard;
    for (int slot = 0; slot < kRoomSize; ++slot) {
        if (useful(slot))
            return slot;
        if (!firstCard && state.room[static_cast<std::size_t>(slot)])
            firstCard = slot;
    }
    return firstCard;
}

} // namespace scoundrel::game
