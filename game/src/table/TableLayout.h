#pragma once

#include "core/Geometry.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// Where everything on the table goes for a window size: pure geometry, no SDL calls,
// so it is tested without a window. The card width follows the window (the table
// keeps its proportions and stays centred); every other size follows the card width.
struct TableLayout {
    Size window;
    int cardW = 0;
    int cardH = 0;
    Rect table; // the box holding every pile, centred in the window

    Rect topBar;
    Rect dungeon;
    std::array<Rect, 4> room{};
    Rect discard;
    Rect weapon; // the equipped weapon's card
    Rect weaponArea; // the weapon with its slain monsters: the weapon's drop target
    Rect health; // the health panel: also where potions are dropped
    Rect avoidButton;
    Rect undoButton;
    Rect menuButton;
    Rect hintButton; // asks the advisor for the next move
    Rect chancesButton; // shows the advisor's win chance on the room cards
    Rect message;
    // The message bar's inner padding above and below its words (what a one-line message
    // has in a one-line bar), and the highest y it may grow up to for a message on two
    // lines with that padding: into the gap above it, clear of the captions over it.
    int messagePad = 0;
    int messageTop = 0;
    Rect legend; // the key legend under the message bar: one line, or more at larger text sizes

    // Text sizes in window pixels.
    int textSize = 18;
    int smallTextSize = 15;
    int titleTextSize = 24;
    // The player's text size (Settings > Accessibility): the sizes above are drawn this
    // much larger, so the rows that hold words (the top bar, the captions, the message
    // bar, the legend) grow with it and the cards shrink to leave them room.
    int textPercent = 100;
    // textSize on the same table at 100%: what the health panel's lines grow from.
    int normalTextSize = 18;

    // A text size above as the painter draws it, in window pixels.
    int shown(int size) const { return size * textPercent / 100; }

    // The rectangle of the index-th of count monsters slain by the weapon, staggered
    // to the right so every value shows, closer together when there are many; at a
    // larger text size, where they would lie closer than an index's width, smaller and
    // level with the weapon's bottom, so the weapon's top shows above them.
    Rect slainCard(int index, int count) const;
    // The baseline position of a caption under a pile.
    Point captionUnder(const Rect& pile) const;
    // Where the piles' captions are written (the slot numbers, "Dungeon · 40", "Discard
    // · 14", the weapon's line under it): what a label drawn over the table keeps clear of.
    std::vector<Rect> captionStrips() const;
    // Names the room slots, weapon, discard pile, health panel and message line as the
    // layout dump does ("room.0".."room.3", "weapon", ...), for every scene showing a table.
    void addPileRects(std::map<std::string, Rect>& out) const;
    // The table's button for a binding's id ("avoid", "undo", "menu", "hint",
    // "chances"); an empty rectangle for any other id.
    Rect button(std::string_view id) const;
};

// linesBelow: lines of the table's text that words drawn below the table in place of the
// message bar and the legend need (the tutorial's lesson at a larger text size): the
// cards make room for them as they do for the larger rows of words. stripLines: the lines
// of small text the strip between the top bar and the cards holds (the rules of a custom
// run, wrapped at a larger text size): the cards make room for them too.
TableLayout computeTableLayout(Size window, int textPercent = 100, int linesBelow = 0, int stripLines = 1);

// The words on the table's buttons as the font draws them (bold, at a text size of 100):
// the top bar's four labels (Hint, Chances, Undo, Menu, left to right), and Avoid room's.
struct ButtonWords {
    std::array<int, 4> topBar{};
    int avoid = 0;
};

// Widens the top bar's buttons and Avoid room to hold their words at the text size shown
// (a longer German or Spanish label, or any at 200%), so that no label is drawn smaller to
// fit; as far as the table leaves room (the turn's line beside the top bar, the weapon
// beside Avoid room). The top bar's four are as wide as each other while that holds every
// label; past that they share the bar by need (German "Rückgängig" takes more of it than
// "Tipp"), and equally again when even that is too little.
void fitButtonWords(TableLayout& layout, ButtonWords words);

// The room slot under p (0-3), or nothing.
std::optional<int> roomSlotAt(const TableLayout& layout, Point p);

} // namespace scoundrel::game
