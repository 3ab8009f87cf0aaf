#include "scoundrel/Engine.h"

#include "scoundrel/Deal.h"
#include "scoundrel/FastRoom.h"
#include "scoundrel/SplitMix64.h"

#include <algorithm>
#include <cassert>

namespace scoundrel {

namespace {

void emit(EventList* events, EventKind kind, Card card = {}, int slot = 0, int amount = 0)
{
    if (events)
        events->add(Event{kind, card, static_cast<std::uint8_t>(slot), static_cast<std::int16_t>(amount)});
}

void startTurn(GameState& s, EventList* events)
{
    ++s.turn;
    s.facedThisTurn = 0;
    s.potionUsed = false;
    emit(events, EventKind::TurnStarted, {}, 0, s.turn);
    // Filled as one word and stored whole (FastRoom.h says why).
    RoomWord room(s.room);
    for (int slot = 0; slot < kRoomSize && !s.dungeon.empty(); ++slot) {
        if (room[slot])
            continue;
        const Card card = s.dungeon.pop();
        room = room.with(slot, card);
        emit(events, EventKind::CardDrawn, card, slot);
    }
    room.storeTo(s.room);
    s.roomAtTurnStart = static_cast<std::uint8_t>(s.roomCount());
}

void finish(GameState& s, Status status, EventList* events)
{
    s.status = status;
    if (events)
        emit(events, status == Status::Won ? EventKind::Won : EventKind::Lost, {}, 0, score(s));
}

void avoidRoom(GameState& s, EventList* events)
{
    std::array<Card, kRoomSize> cards = s.room;
    if (s.rules.avoidOrder == AvoidOrder::Shuffle) {
        SplitMix64 rng(s.rng);
        for (std::uint32_t i = kRoomSize - 1; i > 0; --i)
            std::swap(cards[i], cards[rng.below(i + 1)]);
        s.rng = rng.state();
    }
    // The leftmost goes under first, so the rightmost ends lowest: reverse for the
    // bottom-first stack.
    const std::array<Card, kRoomSize> bottomFirst{cards[3], cards[2], cards[1], cards[0]};
    s.dungeon.pushUnder(bottomFirst);
    RoomWord::empty().storeTo(s.room);
    s.avoidsInRow = static_cast<std::uint8_t>(std::min(255, s.avoidsInRow + 1));
    emit(events, EventKind::RoomAvoided);
    emit(events, EventKind::TurnEnded, {}, 0, s.turn);
    startTurn(s, events);
}

void equip(GameState& s, Card weapon, EventList* events)
{
    if (s.weapon) {
        emit(events, EventKind::WeaponDiscarded, s.weapon, 0, static_cast<int>(s.slain.size()));
        s.discard.push(s.weapon);
        for (Card monster : s.slain.cards())
            s.discard.push(monster);
        s.slain.clear();
    }
    s.weapon = weapon;
    emit(events, EventKind::WeaponEquipped, weapon);
}

void drink(GameState& s, Card potion, EventList* events)
{
    s.discard.push(potion);
    if (!potionHeals(s)) {
        emit(events, EventKind::PotionWasted, potion);
        return;
    }
    s.potionUsed = true;
    const int healed = std::min(potion.value(), s.rules.maxHealth - s.health);
    s.health = static_cast<std::int16_t>(s.health + healed);
    emit(events, EventKind::Healed, potion, 0, healed);
}

void fight(GameState& s, Card monster, bool withWeapon, EventList* events)
{
    const int damage = damageOf(s, monster, withWeapon);
    s.health = static_cast<std::int16_t>(s.health - damage);
    emit(events, EventKind::DamageTaken, monster, 0, damage);
    if (withWeapon)
        s.slain.push(monster);
    else
        s.discard.push(monster);
    emit(events, EventKind::MonsterSlain, monster, 0, withWeapon ? 1 : 0);
}

bool turnIsOver(const GameState& s)
{
    const int left = s.roomCount();
    return left == 0 || (s.roomAtTurnStart == kRoomSize && left == 1);
}

void faceCard(GameState& s, Action action, EventList* events)
{
    const int slot = slotOf(s, action.card);
    RoomWord(s.room).without(slot).storeTo(s.room);
    emit(events, EventKind::CardFaced, action.card, slot);
    if (action.kind == ActionKind::Face && action.card.isWeapon())
        equip(s, action.card, events);
    else if (action.kind == ActionKind::Face)
        drink(s, action.card, events);
    else
        fight(s, action.card, action.kind == ActionKind::FightWeapon, events);
    s.lastFaced = action.card;
    ++s.facedThisTurn;

    if (s.health <= 0)
        return finish(s, Status::Lost, events);
    if (!turnIsOver(s))
        return;
    emit(events, EventKind::TurnEnded, {}, 0, s.turn);
    if (s.dungeon.empty() && s.roomCount() == 0)
        return finish(s, Status::Won, events);
    s.avoidsInRow = 0;
    startTurn(s, events);
}

} // namespace

GameState newGame(const Rules& rules, std::uint64_t seed, EventList* events)
{
    GameState state;
    state.rules = rules;
    state.health = rules.maxHealth;
    state.dungeon.fillFull(
        [&](std::array<Card, kDeckSize>& bottomFirst) { state.rng = dealSeedBottomFirst(seed, bottomFirst); });
    startTurn(state, events);
    return state;
}

GameState newGame(const Rules& rules, std::span<const Card> dungeonTopFirst, EventList* events)
{
    assert(!validateDungeon(dungeonTopFirst));
    GameState state;
    state.rules = rules;
    state.health = rules.maxHealth;
    state.dungeon.assignTopFirst(dungeonTopFirst);
    startTurn(state, events);
    return state;
}

Illegal check(const GameState& s, Action action)
{
    if (s.over())
        return Illegal::GameOver;
    switch (action.kind) {
    case ActionKind::Abandon:
        return Illegal::None;
    case ActionKind::Avoid:
        if (s.rules.avoid == AvoidRule::Never)
            return Illegal::AvoidNever;
        if (s.facedThisTurn > 0)
            return Illegal::AvoidAfterFacing;
        if (s.avoidedLastTurn() && s.rules.avoid == AvoidRule::NotTwice)
            return Illegal::AvoidTwice;
        if (s.roomCount() < kRoomSize)
            return Illegal::AvoidRoomNotFull;
        return s.dungeon.empty() ? Illegal::AvoidDungeonEmpty : Illegal::None;
    case ActionKind::Face:
        if (slotOf(s, action.card) < 0)
            return Illegal::NotInRoom;
        return action.card.isMonster() ? Illegal::MustFightMonster : Illegal::None;
    case ActionKind::FightBare:
    case ActionKind::FightWeapon:
        break;
    }
    if (slotOf(s, action.card) < 0)
        return Illegal::NotInRoom;
    if (!action.card.isMonster())
        return Illegal::NotAMonster;
    if (action.kind == ActionKind::FightBare)
        return Illegal::None;
    if (!s.weapon)
        return Illegal::NoWeapon;
    return canUseWeaponOn(s, action.card) ? Illegal::None : Illegal::WeaponTooDull;
}

void applyChecked(GameState& state, Action action, EventList* events)
{
    assert(check(state, action) == Illegal::None);
    if (action.kind == ActionKind::Avoid)
        return avoidRoom(state, events);
    if (action.kind == ActionKind::Abandon) {
        state.abandoned = true;
        return finish(state, Status::Lost, events);
    }
    faceCard(state, action, events);
}

ApplyResult apply(const GameState& state, Action action)
{
    ApplyResult result{state, {}, check(state, action)};
    if (result.illegal == Illegal::None)
        applyChecked(result.state, action, &result.events);
    return result;
}

std::optional<int> weaponLimit(const GameState& s)
{
    if (!s.weapon || s.slain.empty() || s.rules.weaponDegradation == WeaponDegradation::None)
        return std::nullopt;
    return s.slain.top().value();
}

bool potionHeals(const GameState& s)
{
    return !s.potionUsed || s.rules.potions == PotionRule::Every;
}

bool canUseWeaponOn(const GameState& s, Card monster)
{
    return monster.value() < weaponBound(s);
}

int damageOf(const GameState& s, Card monster, bool withWeapon)
{
    if (!withWeapon)
        return monster.value();
    return std::max(0, monster.value() - s.weapon.value());
}

int slotOf(const GameState& s, Card card)
{
    // No card is never looked for: empty slots hold its id.
    return card ? RoomWord(s.room).find(card) : -1;
}

bool weaponWorseThanHeld(const GameState& s, Card weapon)
{
    if (!s.weapon)
        return false;
    bool worseSomewhere = false;
    auto notBetter = [&](Card monster) {
        if (!monster || !monster.isMonster())
            return true;
        const int held = damageOf(s, monster, canUseWeaponOn(s, monster));
        const int fresh = std::max(0, monster.value() - weapon.value());
        worseSomewhere = worseSomewhere || fresh > held;
        return fresh >= held;
    };
    const auto dungeon = s.dungeon.cards();
    return std::all_of(s.room.begin(), s.room.end(), notBetter) &&
        std::all_of(dungeon.begin(), dungeon.end(), notBetter) && worseSomewhere;
}

} // namespace scoundrel
