#pragma once

#include "input/DeviceInUse.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// A picture made of real cards on a rules page, with a caption under it.
struct RulesFigure {
    enum class Kind {
        Row, // cards side by side
        WeaponStack, // a weapon with the monsters it slew staggered over it, as on the table
        Room, // the face-down dungeon, then a room of cards
    };
    Kind kind = Kind::Row;
    std::vector<std::string> cards; // card names, such as "10D"
    std::string caption;
    // Cards a gap to the right of the figure, on their own: what it leaves out, such as
    // the monster a dull weapon can no longer touch.
    std::vector<std::string> apart{};
};

// One page of How to play: a title, a few short paragraphs, and pictures.
struct RulesPage {
    std::string title;
    std::vector<std::string> paragraphs;
    std::vector<RulesFigure> figures;
};

// The rules of docs/RULES.md, shortened to pages a player reads in a minute each; the
// controls page names the keys, or the buttons of the pad in use.
const std::vector<RulesPage>& rulesPages(const DeviceInUse& device = {});

} // namespace scoundrel::game
