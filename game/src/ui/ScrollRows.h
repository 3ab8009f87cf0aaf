#pragma once

#include "core/Geometry.h"
#include "input/InputEvent.h"
#include "ui/Painter.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// A column of rows of different heights in a view too short for them all (a large text
// size): the rows shown are a run of whole rows from the first that fit the view, and a
// bar beside them says how much lies above and below. The focused row is brought into
// the view (keys, the pad); the wheel, a click on the bar's track and a drag of its thumb
// scroll it (handleEvent). Whole rows, never a row cut in half: what is shown can be read and pressed.
class ScrollRows {
public:
    // The rows' heights, each with its gap to the next, and the view's height; the first
    // row shown stays where it was while it can.
    void setRows(std::vector<int> heights, int view);
    int first() const { return m_first; }
    // One past the last row shown.
    int end() const;
    bool shown(int row) const { return row >= m_first && row < end(); }
    // Some rows lie outside the view.
    bool scrolls() const;
    // Scrolls the least that shows row.
    void bringIntoView(int row);
    // Scrolls by rows (down when positive), stopping at the ends; true when it moved.
    bool scrollBy(int rows);
    // The shown row nearest to row.
    int nearestShown(int row) const;

    // The bar: its track, drawn only while the rows scroll. With the view's rectangle, a
    // chevron under the last row shown says more rows lie below (the room a row too tall
    // to fit leaves looked like the end of the list).
    void layoutBar(const Rect& track, const Rect& view = {})
    {
        m_track = track;
        m_viewRect = view;
    }
    // Where the chevron goes while rows lie below and it has room; empty otherwise.
    Rect moreBelow() const;
    Rect thumb() const;
    void drawBar(Painter& painter) const;
    // The mouse on the rows, the same on every screen that has them: the wheel scrolls
    // rowsPerNotch rows a notch, stopping at the ends; a press on the bar's track scrolls a
    // view's worth towards it, and on the thumb takes it: until the button is released (or
    // the pointer leaves the window) the thumb follows the pointer, the rows with it. True
    // when the event was the rows' (every turn of the wheel, scrolling or not; the pointer's
    // moves and release during a drag): the screen does no more with it.
    bool handleEvent(const InputEvent& event, int rowsPerNotch = 1);
    // Up and Down (a key or the pad) scroll a row while the rows scroll, for a page whose
    // rows hold nothing to focus. True when the event was one of them.
    bool handleArrows(const InputEvent& event);
    // "scrollbar" and "scrollbar.thumb", while the rows scroll, and "more_below"
    // while the chevron shows.
    void addRects(std::map<std::string, Rect>& out) const;

private:
    int lastFirst() const;
    // Scrolls a view's worth towards a click on the track above or below the thumb.
    bool clickBar(Point p);
    // The rows whose thumb's top lies nearest y (the first or the last rows beyond them).
    void dragThumbTo(int y);

    std::vector<int> m_heights;
    int m_view = 0;
    int m_first = 0;
    Rect m_track;
    Rect m_viewRect;
    // While the thumb is dragged: where it was taken, below its top.
    std::optional<int> m_grab;
};

} // namespace scoundrel::game
