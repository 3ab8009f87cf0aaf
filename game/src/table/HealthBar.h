#pragma once

#include "core/Geometry.h"

#include "scoundrel/Rules.h"

#include <cmath>
#include <string>

namespace scoundrel {
struct GameState;
}

namespace scoundrel::game {

class Painter;
struct TableLayout;

// The panel's note on the turn: "Room: 3 cards left to face this turn", or how the run
// ended. The table draws it and the spoken summary (F2) says it.
std::string healthNote(const GameState& state);
// The panel's potion line: "A potion will heal this turn", "Potion already drunk this turn",
// or under rules where every potion heals, "Every potion heals".
std::string potionLine(const GameState& state);

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
    bool runOver = false; // no turn, so no potion line
    int textPercent = 100; // the player's text size: the rows make room for the words drawn
    // The panel's text size on the same table at 100% (0: textSize): at the larger text
    // sizes the potion's and the note's lines grow from it, never drawn smaller than there.
    int normalTextSize = 0;
    // Every potion heals (Gentle): the potion line says so, rather than "this turn".
    bool everyPotionHeals = false;

    // The panel of a table: its place and text sizes from layout, the potion's line, the
    // health's bound and whether the run is over from state; shownHealth as the animation
    // shows it, and the note under it (the table's, the watched move's, the reviewed one's).
    static HealthBar of(const TableLayout& layout, const GameState& state, double shownHealth, std::string note);

    // How the panel's lines fit its height: the text size they are drawn at (textSize,
    // or smaller in a short panel), whether the note has room (in a short panel it goes
    // first), and the rows the potion's and the note's lines wrap to (one at 100%);
    // bottom is the lowest line's, inside the panel's bottom padding.
    struct Fit {
        int textSize = 0;
        bool note = false;
        int bottom = 0;
        int potionLines = 1;
        int noteLines = 1;
    };
    // The height a panel this wide needs for its lines at textSize and the player's text
    // size, the longest English ones wrapped: the table's layout makes the panel as tall.
    static int heightFor(int textSize, int textPercent, int width, int normalTextSize = 0);
    Fit fit() const;
    // The part of the panel its lines take, from its top to the lowest line's bottom.
    Rect linesRect() const { return {rect.x, rect.y, rect.w, fit().bottom - rect.y}; }
    // The note as drawn: empty when it has no room.
    std::string shownNote() const { return fit().note ? note : std::string{}; }

    int number() const { return static_cast<int>(std::lround(shownHealth)); }
    // How tall the number is drawn, in window pixels.
    int numberPixels() const;
    void draw(Painter& painter) const;

private:
    std::string potionText() const;
    void drawBar(Painter& painter, const Rect& bar) const;
    // At the larger text sizes, the caption ("HEALTH") in the number's row (big tall from
    // numberTop), right of "/ 20" (maxRect); size is the panel's text size as laid out (its
    // lines may shrink, the caption in its own row need not).
    void drawCaptionBeside(Painter& painter, int size, int pad, int big, const Rect& maxRect, int numberTop) const;
};

} // namespace scoundrel::game
