#include "scenes/ConfirmDialog.h"

#include "text/Translate.h"

#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "ui/Panel.h"
#include "ui/ShareByNeed.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <algorithm>

namespace scoundrel::game {

ConfirmDialog::ConfirmDialog(GameContext& context, std::string title, std::string message, std::string confirmLabel,
                             std::function<void()> onConfirm, std::string cancelLabel, std::function<void()> onCancel)
    : m_context(context),
      m_title(std::move(title)),
      m_message(std::move(message)),
      m_onConfirm(std::move(onConfirm)),
      m_onCancel(std::move(onCancel))
{
    m_buttons.add("cancel", cancelLabel.empty() ? std::string(tr("Cancel")) : std::move(cancelLabel));
    m_buttons.add("confirm", std::move(confirmLabel));
    m_buttons.focus("cancel");
}

std::string ConfirmDialog::spokenTitle() const
{
    std::vector<std::string> choices;
    for (const Button& button : m_buttons.buttons())
        choices.push_back(button.label);
    return spokenQuestion(m_title, m_message, choices);
}

std::string ConfirmDialog::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label) : std::string{};
}

int ConfirmDialog::grown(Size window, int size) const
{
    return scaled(window, size) * m_context.settings.textPercent() / 100;
}

void ConfirmDialog::layout(Size window)
{
    Scene::layout(window);
    // At the player's larger text sizes the panel and its buttons grow with their words,
    // up to the window less a margin.
    const int margin = scaled(window, 16);
    m_panel = centered(window, std::min(grown(window, 560), window.w - 2 * margin),
                       std::min(grown(window, 250), window.h - 2 * margin));
    const Size button{std::min(grown(window, 230), (m_panel.w - scaled(window, 84)) / 2), grown(window, 48)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - grown(window, 28), button,
              scaled(window, 20));
}

void ConfirmDialog::handleEvent(const InputEvent& event)
{
    if (!m_fresh.accepts(event))
        return;
    const std::string id = boundId(confirmBindings(), event) == "cancel"
        ? std::string("cancel")
        : m_buttons.handleEvent(event, m_context.sound);
    if (id.empty())
        return;
    m_context.scenes.pop();
    const std::function<void()>& then = id == "confirm" ? m_onConfirm : m_onCancel;
    if (then)
        then();
}

void ConfirmDialog::fitToWords(Painter& painter, Size window)
{
    const int margin = scaled(window, 16);
    const int pad = scaled(window, 32); // drawDialogFrame's
    const int gap = scaled(window, 20);
    const int buttonHeight = grown(window, 48);
    const int textSize = scaled(window, 20);
    const int titleSize = scaled(window, 28);
    std::vector<int> needs;
    int rowNeed = 0;
    for (const Button& b : m_buttons.buttons()) {
        needs.push_back(painter.measure(b.label, textSize, true).w + buttonHeight / 3 + scaled(window, 8));
        rowNeed += needs.back() + (needs.size() > 1 ? gap : 0);
    }
    const int titleNeed = painter.measure(m_title, titleSize, true).w;
    int panelWidth = std::min(grown(window, 560), window.w - 2 * margin);
    // Wider for the buttons' row, and for the title where that keeps it on one line.
    panelWidth = std::min(window.w - 2 * margin, std::max(panelWidth, rowNeed + 2 * pad));
    if (titleNeed + 2 * pad <= window.w - 2 * margin)
        panelWidth = std::max(panelWidth, titleNeed + 2 * pad);
    const int inner = panelWidth - 2 * pad;
    m_titleLines = wrapText(painter, m_title, inner, titleSize, true);
    m_messageLines = wrapText(painter, m_message, inner, textSize, false);
    const int titleHeight = static_cast<int>(m_titleLines.size()) * lineHeight(painter.shown(titleSize));
    m_messageTop = pad + std::max(grown(window, 50), titleHeight + scaled(window, 14));
    const int messageHeight = static_cast<int>(m_messageLines.size()) * lineHeight(painter.shown(textSize));
    const int buttonsOffset = std::max(grown(window, 250) - buttonHeight - grown(window, 28),
                                       m_messageTop + messageHeight + grown(window, 22));
    const int panelHeight = std::min(window.h - 2 * margin, buttonsOffset + buttonHeight + grown(window, 28));
    m_panel = centered(window, panelWidth, panelHeight);
    const int buttonsTop = m_panel.y + panelHeight - buttonHeight - grown(window, 28);
    const Size equal{std::min(grown(window, 230), (panelWidth - scaled(window, 84)) / 2), buttonHeight};
    layoutRow(m_buttons.buttons(), m_panel.center().x, buttonsTop, equal, gap);
    // Where a label needs more than an equal button, the row shares the panel by need.
    const std::vector<Piece> pieces = shareByNeed(inner, gap, needs);
    if (pieces.size() == m_buttons.buttons().size()) {
        for (std::size_t i = 0; i < pieces.size(); ++i)
            m_buttons.buttons()[i].rect = {m_panel.x + pad + pieces[i].x, buttonsTop, pieces[i].w, buttonHeight};
    }
}

void ConfirmDialog::render(Painter& painter)
{
    const Size w = window();
    fitToWords(painter, w);
    // The frame without its one-line title: the title is drawn here, wrapped.
    const int pad = drawDialogFrame(painter, w, m_panel, "");
    TextStyle title{scaled(w, 28), theme::kAccent, true, Align::Center};
    int y = m_panel.y + pad;
    for (const std::string& line : m_titleLines) {
        painter.text(line, {m_panel.center().x, y}, title);
        y += lineHeight(painter.shown(title.size));
    }
    TextStyle body{scaled(w, 20), theme::kText, false, Align::Center};
    y = m_panel.y + m_messageTop;
    for (const std::string& line : m_messageLines) {
        painter.text(line, {m_panel.center().x, y}, body);
        y += lineHeight(painter.shown(body.size));
    }
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> ConfirmDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    m_buttons.addRects(out);
    return out;
}

} // namespace scoundrel::game
