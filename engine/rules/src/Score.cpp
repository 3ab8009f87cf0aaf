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

} // namespace scoundrel
