#include "scoundrel/Engine.h"

namespace scoundrel {

int monstersLeftValue(const GameState& s)
{
    int total = 0;
    for (Card card : s.dungeon.cards())
        total += card.monsterWorth();
    for (Card card : s.room)
        total += card.monsterWorth();
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
