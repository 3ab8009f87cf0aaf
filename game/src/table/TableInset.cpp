#include "table/TableInset.h"

namespace scoundrel::game {

TableLayout computeTableLayoutIn(Rect area, int textPercent)
{
    TableLayout l = computeTableLayout({area.w, area.h}, textPercent);
    const auto move = [&](Rect& r) {
        r.x += area.x;
        r.y += area.y;
    };
    for (Rect* r : {&l.table, &l.topBar, &l.dungeon, &l.discard, &l.weapon, &l.weaponArea, &l.health, &l.avoidButton,
                    &l.undoButton, &l.menuButton, &l.hintButton, &l.chancesButton, &l.message, &l.legend})
        move(*r);
    for (Rect& r : l.room)
        move(r);
    return l;
}

} // namespace scoundrel::game
