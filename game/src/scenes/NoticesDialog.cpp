#include "scenes/NoticesDialog.h"

#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <numeric>
#include <utility>

namespace scoundrel::game {

namespace {

constexpr int kTextSize = 18;
constexpr int kTitleSize = 28; // drawDialogFrame's

std::string titleWords()
{
    // TRANSLATORS: the title of the dialog that shows the menu's notices whole (a damaged file, the sound).
    return std::string(tr("Notices"));
}

} // namespace

NoticesDialog::NoticesDialog(GameContext& context, std::vector<std::string> notices)
    : m_context(context), m_notices(std::move(notices))
{
    m_buttons.add("close", std::string(tr("Close")));
    m_buttons.focus("close");
}

int NoticesDialog::grown(Size window, int size) const
{
    return scaled(window, size) * m_context.settings.textPercent() / 100;
}

std::string NoticesDialog::spokenTitle() const
{
    std::vector<std::string> sentences{titleWords()};
    for (const std::string& notice : m_notices)
        sentences.push_back(notice);
    // The focused button follows, said by the App as every screen's focus is (np22 heard
    // "Close, button" twice).
    return spokenSentences(sentences);
}

std::string NoticesDialog::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label) : std::string{};
}

void NoticesDialog::layout(Size window)
{
    Scene::layout(window);
    // Until drawn: the panel at its least, the button at its foot (fitToWords sizes both).
    const int margin = scaled(window, 16);
    m_panel = centered(window, std::min(grown(window, 640), window.w - 2 * margin),
                       std::min(grown(window, 300), window.h - 2 * margin));
    const Size button{std::min(grown(window, 200), m_panel.w - 2 * scaled(window, 32)), grown(window, 48)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - grown(window, 24), button, 0);
}

void NoticesDialog::fitToWords(Painter& painter, Size window)
{
    const int margin = scaled(window, 16);
    const int pad = scaled(window, 32); // drawDialogFrame's
    const int size = scaled(window, kTextSize);
    const int shown = painter.shown(size);
    const int gap = shown * 2 / 3; // between two notices
    const int panelWidth = std::min(grown(window, 640), window.w - 2 * margin);
    const int barRoom = scaled(window, 20); // the scroll bar's, right of the lines
    const int width = panelWidth - 2 * pad - barRoom;
    m_lines.clear();
    m_rowHeights.clear();
    for (const std::string& notice : m_notices) {
        // Every word shown whole: a path too long for a line is broken over two.
        for (std::string& line : wrapTextBreakingWords(painter, notice, width, size, false)) {
            m_lines.push_back(std::move(line));
            m_rowHeights.push_back(lineHeight(shown));
        }
        if (!m_rowHeights.empty())
            m_rowHeights.back() += gap;
    }
    if (!m_rowHeights.empty())
        m_rowHeights.back() -= gap; // nothing follows the last
    const int textHeight = std::accumulate(m_rowHeights.begin(), m_rowHeights.end(), 0);
    const int titleRoom = lineHeight(painter.shown(scaled(window, kTitleSize))) + scaled(window, 14);
    const int buttonHeight = grown(window, 48);
    const int foot = scaled(window, 20) + buttonHeight + grown(window, 24); // under the lines: a gap, the button
    const int panelHeight = std::min(window.h - 2 * margin, pad + titleRoom + textHeight + foot);
    m_panel = centered(window, panelWidth, panelHeight);
    m_text = {m_panel.x + pad, m_panel.y + pad + titleRoom, width, panelHeight - pad - titleRoom - foot};
    // Lines that do not fit scroll; the chevron under the last shown has its room then.
    const int moreBelow = scaled(window, 8) * 3 / 2 + scaled(window, 10);
    m_scroll.setRows(m_rowHeights, m_text.h - (textHeight > m_text.h ? moreBelow : 0));
    m_scroll.layoutBar({m_text.x + m_text.w + barRoom / 2, m_text.y, scaled(window, 8), m_text.h}, m_text);
    const Size button{std::min(grown(window, 200), panelWidth - 2 * pad), buttonHeight};
    // As wide as the word needs, in a language with a long one.
    const int need = painter.measure(m_buttons.buttons().front().label, scaled(window, 20), true).w + buttonHeight / 3 +
        scaled(window, 8);
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + panelHeight - buttonHeight - grown(window, 24),
              {std::min(panelWidth - 2 * pad, std::max(button.w, need)), button.h}, 0);
}

void NoticesDialog::handleEvent(const InputEvent& event)
{
    if (!m_fresh.accepts(event))
        return;
    // Up and Down scroll the lines, the wheel three a notch.
    if (m_scroll.handleArrows(event) || m_scroll.handleEvent(event, 3))
        return;
    const std::string id = boundId(confirmBindings(), event) == "cancel"
        ? std::string("close")
        : m_buttons.handleEvent(event, m_context.sound);
    if (id == "close")
        m_context.scenes.pop();
}

void NoticesDialog::render(Painter& painter)
{
    const Size w = window();
    fitToWords(painter, w);
    drawDialogFrame(painter, w, m_panel, titleWords());
    const TextStyle body{scaled(w, kTextSize), theme::kText, false, Align::Left};
    int y = m_text.y;
    for (int i = m_scroll.first(); i < m_scroll.end(); ++i) {
        painter.text(m_lines[static_cast<std::size_t>(i)], {m_text.x, y}, body);
        y += m_rowHeights[static_cast<std::size_t>(i)];
    }
    m_scroll.drawBar(painter);
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> NoticesDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    m_buttons.addRects(out);
    m_scroll.addRects(out);
    return out;
}

nlohmann::json NoticesDialog::dumpFields() const
{
    return {{"notices", m_notices},
            {"lines", m_lines},
            {"first_line_shown", m_scroll.first()},
            {"lines_hidden", m_scroll.scrolls()}};
}

} // namespace scoundrel::game
