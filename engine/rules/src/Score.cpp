#include "scoundrel/Engine.h"

namespace scoundrel {

// monstersLeftValue, summed for speed, is in FastMonstersLeft.cpp.

int potionBonus(const GameState& s)
{
    if (s.status != Status::Won || s.health != s.rules.maxHealth || !s.lastFaced || !s.lastFaced.isPotion())
        return 0;
    return s.lastFaced.value();
}

int score(const GameState& s)
{
    if (s.status == Status::Won)
        return s.health + potionBonus(s);
    return s.health - monstersLeftValue(s);
}

int monstersLeftCount(const GameState& s)
{
    int count = 0;
    for (const Card card : s.dungeon.cards())
        count += card.isMonster() ? 1 : 0;
    for (const Card card : s.room)
        count += card && card.isMonster() ? 1 : 0;
    return count;
}

} // namespace scoundrel
