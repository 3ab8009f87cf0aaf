#pragma once

#include "core/Geometry.h"

#include <string>

namespace scoundrel::game {

class Painter;

// The health panel: the number, a bar that slides when health changes, and whether
// this turn's potion has been drunk, and a note on the turn. shownHealth is the animated value for the bar.
struct HealthBar {
    Rect rect;
    int health = 20;
    double shownHealth = 20;
    bool potionUsed = false;
    int textSize = 18;
    std::string note; // how much of the room is left to face

    void draw(Painter& painter) const;

private:
    void drawBar(Painter& painter, const Rect& bar) const;
};

} // namespace scoundrel::game
