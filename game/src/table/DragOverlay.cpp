#include "table/DragOverlay.h"

#include "table/Pill.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

namespace scoundrel::game {

std::optional<DropVerdict> DragOverlay::preview() const
{
    const Rect r = drag.cardRect();
    if (const auto best = bestLegalTarget(layout, state, drag.card(), r))
        return judgeDrop(state, drag.card(), *best);
    if (const auto over = mostOverlapped(layout, r))
        return judgeDrop(state, drag.card(), *over);
    return std::nullopt;
}

ToneText DragOverlay::messageLine() const
{
    if (const auto verdict = preview())
        return verdict->text;
    return {whereToDrop(drag.card()), Tone::Neutral};
}

void DragOverlay::drawTargets(Painter& painter) const
{
    const Rect r = drag.cardRect();
    const auto best = bestLegalTarget(layout, state, drag.card(), r);
    const auto over = mostOverlapped(layout, r);
    const int grow = layout.cardW / 20;
    const int radius = layout.cardW / 10;
    for (DropTarget target : kDropTargets) {
        const Rect area = targetRect(layout, target).inset(-grow);
        if (judgeDrop(state, drag.card(), target).legal()) {
            if (best == target)
                painter.fillRoundedRect(area, radius, theme::kBestPlace);
            painter.outlineRoundedRect(area, radius, theme::kAccent, best == target ? 4 : 2);
            // Where colour alone cannot be told: a legal place has a second ring, the best
            // a third.
            for (int ring = 1; theme::kShapeCues && ring <= (best == target ? 2 : 1); ++ring)
                painter.outlineRoundedRect(area.inset(-grow * ring), radius + grow * ring, theme::kAccent, 3);
        } else if (over == target) {
            // Where colour alone cannot be told: a refused place loses its round corners.
            painter.outlineRoundedRect(area, theme::kShapeCues ? 0 : radius, theme::kDanger, theme::kShapeCues ? 4 : 2);
        }
    }
}

std::optional<Pill> DragOverlay::drawCard(Painter& painter) const
{
    const Rect r = drag.cardRect();
    painter.shadow(r.offset(layout.cardW / 20, layout.cardW / 14), r.w / 14, 12, 130);
    painter.card(drag.card(), r, fourColor);
    if (const auto verdict = preview())
        return drawPill(painter, verdict->text, {r.center().x, r.y - layout.cardW / 12}, layout.textSize,
                        layout.window);
    return std::nullopt;
}

} // namespace scoundrel::game
