#include "table/DragOverlay.h"

#include "table/Pill.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

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
            const int first = best == target ? 4 : 2;
            painter.outlineRoundedRect(area, radius, theme::kAccent, first);
            // Where colour alone cannot be told: a legal place has a second ring, the best
            // a third, inside the first, two pixels apart: outside it they covered the
            // captions under the piles (np32: the weapon's "No weapon: ..." under them).
            for (int ring = 1; theme::kShapeCues && ring <= (best == target ? 2 : 1); ++ring) {
                const int in = first + ring * 2 + (ring - 1) * 2;
                painter.outlineRoundedRect(area.inset(in), std::max(0, radius - in), theme::kAccent, 2);
            }
        } else if (over == target) {
            // Where colour alone cannot be told: a refused place loses its round corners.
            painter.outlineRoundedRect(area, theme::kShapeCues ? 0 : radius, theme::kDanger, theme::kShapeCues ? 4 : 2);
        }
    }
}

namespace {

// Where a label of box's size may go about the card, best first (see dragPillPlace), each
// kept inside the window.
std::array<Rect, 5> dragPillPlaces(Size box, const Rect& card, const TableLayout& layout)
{
    const int gap = layout.cardW / 12;
    const int margin = 4;
    const Point middle = card.center();
    // Just above the card, second: at a large text size the captions leave no more room.
    const std::array<Point, 5> corners{
        Point{middle.x - box.w / 2, card.y - gap - box.h},  Point{middle.x - box.w / 2, card.y - margin - box.h},
        Point{middle.x - box.w / 2, card.y + card.h + gap}, Point{card.x + card.w + gap, middle.y - box.h / 2},
        Point{card.x - gap - box.w, middle.y - box.h / 2},
    };
    std::array<Rect, 5> places{};
    for (std::size_t i = 0; i < corners.size(); ++i) {
        places[i] = {std::clamp(corners[i].x, margin, std::max(margin, layout.window.w - box.w - margin)),
                     std::clamp(corners[i].y, margin, std::max(margin, layout.window.h - box.h - margin)), box.w,
                     box.h};
    }
    return places;
}

// The first of those places that covers no caption, nor the top bar, nor the Avoid
// button's word, nor the card. A card held over the health panel has its label outside
// the panel too, about the card or else about the panel: at 200% the label above the card
// covered the panel's "20" and "HEALTH" (the full harness's table_dragging).
std::optional<Rect> clearDragPillPlace(Size box, const Rect& card, const TableLayout& layout,
                                       const std::vector<Rect>& keepClear = {})
{
    std::vector<Rect> captions = layout.captionStrips();
    captions.insert(captions.end(), keepClear.begin(), keepClear.end());
    captions.push_back(layout.topBar);
    captions.push_back(layout.avoidButton);
    captions.push_back(card);
    const bool overHealth = overlapArea(card, layout.health) > 0;
    if (overHealth)
        captions.push_back(layout.health);
    const auto clear = [&](const Rect& place) {
        return std::none_of(captions.begin(), captions.end(), [&](const Rect& c) { return overlapArea(place, c) > 0; });
    };
    for (const Rect& place : dragPillPlaces(box, card, layout)) {
        if (clear(place))
            return place;
    }
    if (overHealth) {
        for (const Rect& place : dragPillPlaces(box, layout.health, layout)) {
            if (clear(place))
                return place;
        }
    }
    return std::nullopt;
}

} // namespace

Rect dragPillPlace(Size box, const Rect& card, const TableLayout& layout)
{
    // Above the card, where the eye is; else below it, then beside it: the first place
    // that covers no caption, nor the top bar's buttons, nor the card itself (a place
    // beside it that the window's edge pushed back over it), kept inside the window.
    if (const auto place = clearDragPillPlace(box, card, layout))
        return *place;
    return dragPillPlaces(box, card, layout).front();
}

std::optional<Pill> DragOverlay::drawCard(Painter& painter) const
{
    const Rect r = drag.cardRect();
    painter.shadow(r.offset(layout.cardW / 20, layout.cardW / 14), r.w / 14, 12, 130);
    painter.card(drag.card(), r, fourColor);
    const auto verdict = preview();
    if (!verdict)
        return std::nullopt;
    // One line where that finds a clear place, else two or three narrower lines (a longer
    // language's words at a large text size made one line wider than the window, over the
    // top bar's words); where none does, lines no wider than the window, above the card.
    for (std::size_t lines = 1; lines <= 3; ++lines) {
        Pill pill = makePillOnLines(painter, verdict->text, layout.textSize, lines);
        if (const auto place = clearDragPillPlace({pill.box.w, pill.box.h}, r, layout, keepClear)) {
            pill.box = *place;
            drawPill(painter, pill);
            return pill;
        }
    }
    Pill pill = makePill(painter, verdict->text, layout.textSize);
    if (pill.box.w > layout.window.w - 8)
        pill = makePillOnLines(painter, verdict->text, layout.textSize, 2);
    pill.box = dragPillPlace({pill.box.w, pill.box.h}, r, layout);
    drawPill(painter, pill);
    return pill;
}

} // namespace scoundrel::game
