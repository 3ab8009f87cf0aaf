#include "scenes/ConfirmDialog.h"

#include "text/Translate.h"

#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "ui/Panel.h"
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

void ConfirmDialog::render(Painter& painter)
{
    const Size w = window();
    const int pad = drawDialogFrame(painter, w, m_panel, m_title);
    const Rect body{m_panel.x + pad, m_panel.y + pad + grown(w, 50), m_panel.w - 2 * pad, grown(w, 80)};
    drawWrappedText(painter, m_message, body, {scaled(w, 20), theme::kText, false, Align::Center});
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> ConfirmDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    m_buttons.addRects(out);
    return out;
}

} // namespace scoundrel::game
