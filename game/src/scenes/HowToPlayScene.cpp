#include "scenes/HowToPlayScene.h"

#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/Translate.h"
#include "ui/Button.h"
#include "ui/Panel.h"
#include "ui/ShareByNeed.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Card.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

namespace scoundrel::game {

namespace {

int pageCount()
{
    return static_cast<int>(rulesPages().size());
}

// How wide the cards of the figure itself spread for a card of width w.
int mainWidth(const RulesFigure& figure, int w)
{
    const int n = static_cast<int>(figure.cards.size());
    switch (figure.kind) {
    case RulesFigure::Kind::Row:
        return n * w + (n - 1) * w / 8;
    case RulesFigure::Kind::WeaponStack:
        return w + (n - 1) * w * 2 / 5;
    case RulesFigure::Kind::Room:
        return w + w / 2 + n * w + (n - 1) * w / 8;
    }
    return w;
}

// The gap before the cards set apart.
int apartGap(int w)
{
    return w / 2;
}

// How wide a figure spreads, the cards set apart included.
int figureWidth(const RulesFigure& figure, int w)
{
    const int n = static_cast<int>(figure.apart.size());
    return mainWidth(figure, w) + (n > 0 ? apartGap(w) + n * w + (n - 1) * w / 8 : 0);
}

} // namespace

HowToPlayScene::HowToPlayScene(GameContext& context) : m_context(context)
{
    m_buttons.add("prev", std::string(tr("Previous")));
    m_buttons.add("back", std::string(tr("Back")));
    m_buttons.add("tutorial", std::string(tr("Learn to play")));
    m_buttons.add("next", std::string(tr("Next")));
    updateButtons();
    m_buttons.focus("next");
}

void HowToPlayScene::updateButtons()
{
    Button& prev = *m_buttons.find("prev");
    Button& next = *m_buttons.find("next");
    prev.enabled = m_page > 0;
    next.enabled = m_page + 1 < pageCount();
    if ((prev.focused && !prev.enabled) || (next.focused && !next.enabled))
        m_buttons.focus(prev.enabled ? "prev" : "next");
}

std::string HowToPlayScene::spokenTitle() const
{
    return spokenScreenName(tr("How to play"));
}

std::string HowToPlayScene::spokenFocus() const
{
    const RulesPage& page = rulesPages(m_context.scenes.deviceInUse())[static_cast<std::size_t>(m_page)];
    // TRANSLATORS: speech: a page of How to play as it opens: {0} its number, {1} how many, {2} its title.
    std::vector<std::string> said{format(tr("Page {0} of {1}: {2}."), m_page + 1, pageCount(), page.title)};
    for (const std::string& paragraph : page.paragraphs)
        said.push_back(spokenLine(paragraph));
    const Button* button = m_buttons.focused();
    said.push_back(button ? spokenButton(button->label, button->enabled, button->disabledReason) : std::string{});
    return spokenSentences(said);
}

void HowToPlayScene::turnPage(int step)
{
    const int page = std::clamp(m_page + step, 0, pageCount() - 1);
    if (page != m_page)
        m_scroll.scrollBy(-m_scroll.first()); // a page opens at its top
    m_page = page;
    updateButtons();
}

void HowToPlayScene::layout(Size window)
{
    Scene::layout(window);
    // The title, the dots and the buttons make room for the words at the player's text size.
    const int percent = m_context.settings.textPercent();
    const auto shown = [&](int base) { return scaled(window, base) * percent / 100; };
    const int margin = scaled(window, 28);
    m_panel = {margin, margin, window.w - 2 * margin, window.h - 2 * margin};
    const int pad = scaled(window, 40);
    m_titleSize = scaled(window, 34);
    m_dotsTop = m_panel.y + std::max(scaled(window, 74), scaled(window, 26) + shown(34) * 6 / 5);
    const int top = std::max(m_panel.y + scaled(window, 100), m_dotsTop + scaled(window, 26));
    const int gap = scaled(window, 18);
    const int height = std::max(scaled(window, 46), shown(20) * 6 / 5 + scaled(window, 8));
    // As wide as the longest label needs at its size (Spanish "Aprender a jugar" at 125% and
    // 150%), while four fit across the panel.
    std::vector<std::string> ids;
    for (const Button& b : m_buttons.buttons())
        ids.push_back(b.id);
    const int need =
        widestLabel(m_context.assets, m_buttons.buttons(), ids) * shown(20) / 100 + height / 3 + scaled(window, 8);
    const Size button{
        std::min((m_panel.w - 2 * pad - 3 * gap) / 4, std::max({scaled(window, 190), shown(20) * 7, need})), height};
    const int buttonsTop = m_panel.y + m_panel.h - button.h - scaled(window, 26);
    layoutRow(m_buttons.buttons(), m_panel.center().x, buttonsTop, button, gap);
    // Where a label needs more than an equal share (German "Spielen lernen" at 200%), the
    // row's buttons share it by need, and where the row is too narrow for the needs, the
    // panel's width; otherwise they stay equal.
    std::vector<int> needs;
    for (const Button& b : m_buttons.buttons())
        needs.push_back(labelWidth(m_context.assets, b.label) * shown(20) / 100 + height / 3 + scaled(window, 8));
    const int rowWidth = 4 * button.w + 3 * gap;
    int shared = rowWidth;
    std::vector<Piece> pieces = shareByNeed(shared, gap, needs);
    if (pieces.empty() && *std::max_element(needs.begin(), needs.end()) > button.w) {
        shared = m_panel.w - 2 * pad;
        pieces = shareByNeed(shared, gap, needs);
    }
    if (pieces.size() == m_buttons.buttons().size()) {
        const int left = m_panel.center().x - shared / 2;
        for (std::size_t i = 0; i < pieces.size(); ++i)
            m_buttons.buttons()[i].rect = {left + pieces[i].x, buttonsTop, pieces[i].w, button.h};
    }
    const int bottom = buttonsTop - scaled(window, 28);
    const int textWidth = (m_panel.w - 3 * pad) * 52 / 100;
    m_textArea = {m_panel.x + pad, top, textWidth, bottom - top};
    m_figureArea = {m_textArea.x + textWidth + pad, top, m_panel.x + m_panel.w - pad - (m_textArea.x + textWidth + pad),
                    bottom - top};
    m_captionSpace = std::max(scaled(window, 48), shown(16) * 6 / 5 + scaled(window, 16));
    if (percent > 100) // room for a caption on two lines, rather than shrink it
        m_captionSpace = std::max(m_captionSpace, 2 * lineHeight(shown(12)) + scaled(window, 12));
    // The bar between the text and the figures, and under the lines shown a chevron while
    // more lie below, as on the other screens that scroll.
    m_scroll.layoutBar(
        {m_textArea.x + m_textArea.w + pad / 2 - scaled(window, 4), m_textArea.y, scaled(window, 8), m_textArea.h},
        m_textArea);
    // Its room under the lines: its height (one and a half bar widths) and a margin.
    m_moreBelowRoom = scaled(window, 8) * 3 / 2 + scaled(window, 10);
}

void HowToPlayScene::handleEvent(const InputEvent& event)
{
    // Up and Down scroll a long page's lines, the wheel three a notch; the arrows turn
    // pages; Tab moves between the buttons.
    if (m_scroll.handleArrows(event) || m_scroll.handleEvent(event, 3))
        return;
    // A click on a page's dot opens that page (np38 clicked them).
    if (event.kind == InputEvent::Kind::PointerDown)
        m_pressedDot = dotAt({event.x, event.y});
    if (event.kind == InputEvent::Kind::PointerUp) {
        const int pressed = std::exchange(m_pressedDot, -1);
        if (pressed >= 0 && pressed == dotAt({event.x, event.y})) {
            turnPage(pressed - m_page);
            return;
        }
    }
    const std::string bound = boundId(howToPlayBindings(), event);
    const std::string id = bound.empty() ? m_buttons.handleEvent(event, m_context.sound) : bound;
    if (id == "prev" || id == "next")
        turnPage(id == "prev" ? -1 : 1);
    else if (id == "first" || id == "last")
        turnPage(id == "first" ? -m_page : pageCount());
    else if (id == "back")
        m_context.scenes.pop();
    else if (id == "tutorial") // a run in play was saved after its last move
        m_context.scenes.reset(makeTutorialScene(m_context));
}

void HowToPlayScene::drawText(Painter& painter, const RulesPage& page)
{
    const Size w = window();
    const int paragraphGap = scaled(w, 14);
    // The page's lines, each with the room it takes (a paragraph's last, the gap after it).
    const auto linesAt = [&](int size) {
        std::vector<std::pair<std::string, int>> lines;
        for (const std::string& paragraph : page.paragraphs) {
            for (std::string& line : wrapText(painter, paragraph, m_textArea.w, size, false))
                lines.emplace_back(std::move(line), lineHeight(painter.shown(size)));
            if (!lines.empty())
                lines.back().second += paragraphGap;
        }
        return lines;
    };
    const auto height = [&](const std::vector<std::pair<std::string, int>>& lines) {
        int used = -paragraphGap;
        for (const auto& line : lines)
            used += line.second;
        return used;
    };
    // A language's longer words shrink the page's text a little; past that, it scrolls. At a
    // larger text size it never shrinks under its size at 100%: the page scrolls further.
    int size = scaled(w, 19);
    const int least =
        m_context.settings.textPercent() > 100 ? std::max(scaled(w, 14), painter.askedFor(size)) : scaled(w, 14);
    std::vector<std::pair<std::string, int>> lines = linesAt(size);
    while (size > least && height(lines) > m_textArea.h)
        lines = linesAt(--size);
    std::vector<int> heights;
    for (const auto& line : lines)
        heights.push_back(line.second);
    if (!heights.empty())
        heights.back() -= paragraphGap; // nothing follows the last
    // Lines that scroll leave the chevron its room under those shown.
    const bool scrolls = std::accumulate(heights.begin(), heights.end(), 0) > m_textArea.h;
    m_scroll.setRows(std::move(heights), m_textArea.h - (scrolls ? m_moreBelowRoom : 0));
    const TextStyle body{size, theme::kText, false, Align::Left, scaled(w, 19)};
    int y = m_textArea.y;
    for (int i = m_scroll.first(); i < m_scroll.end(); ++i) {
        const auto& [text, room] = lines[static_cast<std::size_t>(i)];
        painter.text(text, {m_textArea.x, y}, body);
        y += room;
    }
    m_scroll.drawBar(painter);
}

void HowToPlayScene::drawFigure(Painter& painter, const RulesFigure& figure, const Rect& area, int cardHeight) const
{
    const bool fourColor = m_context.settings.fourColorSuits;
    int h = cardHeight;
    int w = h * 5 / 7;
    // Long rows shrink to fit the column rather than spill out of the panel, and a weapon's
    // stack, each kill a little lower, to leave its caption room above the column's foot.
    const int n = static_cast<int>(figure.cards.size());
    const auto tall = [&](int cardH) {
        return cardH + (figure.kind == RulesFigure::Kind::WeaponStack ? (n - 1) * cardH / 12 : 0);
    };
    const int room = m_figureArea.y + m_figureArea.h - m_captionSpace - area.y;
    while ((figureWidth(figure, w) > area.w || tall(h) > room) && h > 20) {
        h -= h / 10;
        w = h * 5 / 7;
    }
    int x = area.center().x - figureWidth(figure, w) / 2;
    const int y = area.y;
    int bottom = y + h;
    if (figure.kind == RulesFigure::Kind::Room) {
        for (int i = 2; i >= 0; --i)
            painter.cardBack({x + i * 3, y - i * 3, w, h});
        x += w + w / 2;
    }
    const int apartX = x + mainWidth(figure, w) + apartGap(w);
    for (std::size_t i = 0; i < figure.cards.size(); ++i) {
        const bool stacked = figure.kind == RulesFigure::Kind::WeaponStack;
        const int step = stacked ? w * 2 / 5 : w + w / 8;
        // Slain monsters step down a little each, as they lie on the table.
        const Rect r{x + static_cast<int>(i) * step, y + (stacked ? static_cast<int>(i) * h / 12 : 0), w, h};
        bottom = std::max(bottom, r.y + r.h);
        painter.shadow(r, w / 12, std::max(3, w / 16), 80);
        painter.card(*parseCard(figure.cards[i]), r, fourColor);
    }
    for (std::size_t i = 0; i < figure.apart.size(); ++i) {
        const Rect r{apartX + static_cast<int>(i) * (w + w / 8), y, w, h};
        painter.shadow(r, w / 12, std::max(3, w / 16), 80);
        painter.card(*parseCard(figure.apart[i]), r, fourColor);
    }
    // A caption a language makes longer than the figures' column shrinks to fit it; still
    // too long (a large text size), it goes on two lines.
    // At a larger text size neither shrinks it under its size at 100%: it wraps first.
    const int nominal = scaled(window(), 16);
    const int least = m_context.settings.textPercent() > 100 ? painter.askedFor(nominal) : 8;
    const int captionRoom = m_captionSpace - scaled(window(), 8);
    int size = fittingTextSize(painter, figure.caption, nominal, false, {m_figureArea.w, captionRoom});
    const Rect caption{m_figureArea.x, bottom + scaled(window(), 8), m_figureArea.w, captionRoom};
    if (size >= least && painter.measure(figure.caption, size, false).w <= m_figureArea.w) {
        painter.text(figure.caption, {area.center().x, caption.y}, {size, theme::kTextDim, false, Align::Center});
        return;
    }
    size = nominal;
    while (size > least &&
           (wrapText(painter, figure.caption, caption.w, size, false).size() > 2 ||
            2 * lineHeight(painter.shown(size)) > captionRoom))
        --size;
    drawWrappedText(painter, figure.caption, caption, {size, theme::kTextDim, false, Align::Center, nominal});
}

void HowToPlayScene::drawFigures(Painter& painter, const RulesPage& page) const
{
    const int n = static_cast<int>(page.figures.size());
    if (n == 0)
        return;
    const int slot = m_figureArea.h / n;
    const int captionSpace = m_captionSpace;
    const int cardHeight = std::min(slot - captionSpace, scaled(window(), 200));
    for (int i = 0; i < n; ++i) {
        const Rect area{m_figureArea.x, m_figureArea.y + i * slot + (slot - cardHeight - captionSpace) / 2,
                        m_figureArea.w, slot};
        drawFigure(painter, page.figures[static_cast<std::size_t>(i)], area, cardHeight);
    }
}

Rect HowToPlayScene::pageDot(int i) const
{
    const Size w = window();
    const int d = scaled(w, 10);
    const int gap = scaled(w, 10);
    const int total = pageCount() * d + (pageCount() - 1) * gap;
    return {m_panel.center().x - total / 2 + i * (d + gap), m_dotsTop, d, d};
}

int HowToPlayScene::dotAt(Point p) const
{
    // Each dot answers in a square as wide as its share of the row: a dot alone is small.
    const int reach = scaled(window(), 10) / 2 + 1;
    for (int i = 0; i < pageCount(); ++i) {
        const Rect dot = pageDot(i);
        if (p.x >= dot.x - reach && p.x < dot.x + dot.w + reach && p.y >= dot.y - 2 * reach &&
            p.y < dot.y + dot.h + 2 * reach)
            return i;
    }
    return -1;
}

void HowToPlayScene::drawPageDots(Painter& painter) const
{
    for (int i = 0; i < pageCount(); ++i) {
        const Rect dot = pageDot(i);
        painter.fillRoundedRect(dot, dot.w / 2, i == m_page ? theme::kAccent : theme::kPanelLight);
    }
}

void HowToPlayScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    const RulesPage& page = rulesPages(m_context.scenes.deviceInUse())[static_cast<std::size_t>(m_page)];
    // TRANSLATORS: the page shown, {0}, of {1}.
    const std::string counter = format(tr("{0} / {1}"), m_page + 1, pageCount());
    const int counterW = painter.measure(counter, scaled(w, 16), false).w;
    // A long title keeps clear of the counter in the corner.
    const int titleRoom = m_panel.w - 2 * (counterW + scaled(w, 40));
    const int titleSize =
        fittingTextSize(painter, page.title, m_titleSize, true, {titleRoom, m_dotsTop - m_panel.y - scaled(w, 22)});
    painter.text(page.title, {m_panel.center().x, m_panel.y + scaled(w, 22)},
                 {titleSize, theme::kAccent, true, Align::Center});
    painter.text(counter, {m_panel.x + m_panel.w - scaled(w, 30), m_panel.y + scaled(w, 30)},
                 {scaled(w, 16), theme::kTextDim, false, Align::Right});
    drawPageDots(painter);
    drawText(painter, page);
    drawFigures(painter, page);
    // The row's labels at one size: the largest at which every one fits its button.
    int rowSize = scaled(w, 20);
    for (const Button& b : m_buttons.buttons())
        rowSize = std::min(rowSize, b.fittingSize(painter, scaled(w, 20)));
    for (const Button& b : m_buttons.buttons())
        b.draw(painter, scaled(w, 20), rowSize);
}

std::map<std::string, Rect> HowToPlayScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"text", m_textArea}, {"figures", m_figureArea}};
    m_buttons.addRects(out);
    m_scroll.addRects(out);
    for (int i = 0; i < pageCount(); ++i)
        out["page_dot." + std::to_string(i)] = pageDot(i);
    return out;
}

nlohmann::json HowToPlayScene::dumpFields() const
{
    return {{"page", m_page},
            {"pages", pageCount()},
            {"first_line_shown", m_scroll.first()},
            {"lines_hidden", m_scroll.scrolls()},
            {"title", rulesPages(m_context.scenes.deviceInUse())[static_cast<std::size_t>(m_page)].title}};
}

std::unique_ptr<Scene> makeHowToPlayScene(GameContext& context)
{
    return std::make_unique<HowToPlayScene>(context);
}

} // namespace scoundrel::game
