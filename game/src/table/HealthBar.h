#pragma once

#include "core/Geometry.h"

#include "scoundrel/Rules.h"

#include <cmath>
#include <string>

namespace scoundrel::game {

class Painter;

// The health panel: the number and a bar, whether this turn's potion has been drunk,
// and a note on the turn. Both the number and the bar show shownHealth, the animated
// value, so they change together when a hit or a potion lands.
struct HealthBar {
    Rect rect;
    double shownHealth = 20;
    bool potionUsed = false; // no potion heals until the next turn
    int textSize = 18;
    std::string note; // how much of the room is left to face
    int maxHealth = kOfficialMaxHealth;

    int number() const { return static_cast<int>(std::lround(shownHealth)); }
    void draw(Painter& painter) const;

private:
    void drawBar(Painter& painter, const Rect& bar) const;
};

} // namespace scoundrel::game
