#pragma once

#include "core/Geometry.h"
#include "core/Notices.h"
#include "ui/Painter.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// The menu's strip along the bottom of the window that tells the notices, one under
// the other, each wrapped when wider than the window, in the room the menu leaves under
// its buttons. Where they do not fit at the player's text size they are drawn smaller,
// never under their size at 100%; where that is not enough each notice is cut to its
// first sentence ("…"), and at the last to the lines that fit. Speech reads them whole
// (MenuScene::spokenTitle); where a notice is cut, a Details button at the bar's right
// (the lines left of it) opens them whole for the eye (NoticesDialog).
class NoticeBar {
public:
    // Wraps the notices to the window's width and fits them in room pixels of height:
    // true when the bar's lines or size changed.
    bool wrap(Painter& painter, const Notices& notices, Size window, int room);
    // The strip along the bottom of window (empty without notices). Until wrap has seen
    // the notices, each counts as one line.
    Rect area(Size window, const Notices& notices) const;
    // The height of a bar of that many lines at the player's text size (the menu keeps
    // room for a few).
    static int heightOf(Size window, int lines, int textPercent = 100);
    void draw(Painter& painter, Size window) const;
    // The lines as drawn (a notice cut short ends with "…").
    const std::vector<std::string>& lines() const { return m_lines; }
    // Whether a notice was cut short as last wrapped: then the bar offers Details.
    bool cut() const { return m_cut; }
    // Where the Details button goes while a notice is cut: at the bar's right, as tall as
    // a line and a half, as wide as its word (empty while none is cut).
    Rect details(Size window) const;
    // The size asked of the painter for the bar's words (the Details button's too).
    int textSize(Size window) const;
    // The Details button's word.
    static std::string detailsLabel();

private:
    std::vector<std::string> m_lines;
    bool m_cut = false;
    int m_detailsWidth = 0; // the Details button's, while a notice is cut
    int m_size = 0; // the size asked of the painter (0: the bar's own, before wrap)
    int m_textPercent = 100; // the painter's, when it last wrapped the notices
};

} // namespace scoundrel::game
