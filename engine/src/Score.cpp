#include "scoundrel/Engine.h"

#include <array>

namespace scoundrel {

namespace {

// What each card counts against a lost game's score: a monster's value, else 0.
// Indexed by card id, with one more entry for no card.
constexpr std::array<std::uint8_t, kDeckSize + 1> makeMonsterWorth()
{
    std::array<std::uint8_t, kDeckSize + 1> worth{};
    for (std::uint8_t id = 0; id < kDeckSize; ++id) {
        const Card card = Card::fromId(id);
        worth[id] = card.isMonster() ? static_cast<std::uint8_t>(card.value()) : 0;
    }
    return worth;
}

constexpr auto kMonsterWorth = makeMonsterWorth();

int worth(Card card)
{
    return kMonsterWorth[card.isNone() ? kDeckSize : card.id()];
}

} // namespace

int monstersLeftValue(const GameState& s)
{
    int total = 0;
    for (Card card : s.dungeon.cards())
        total += worth(card);
    for (Card card : s.room)
        total += worth(card);
    return total;
}

int potionBonus(const GameState& s)
{
    if (s.status != Status::Won || s.health != kMaxHealth || !s.lastFaced || !s.lastFaced.isPotion())
        return 0;
    return s.lastFaced.value();
}

int score(const GameState& s)
{
    if (s.status == Status::Won)
        return s.health + potionBonus(s);
    return s.health - monstersLeftValue(s);
}

} // namespace scoundrel
