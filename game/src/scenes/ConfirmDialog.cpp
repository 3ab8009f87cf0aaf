#include "scenes/ConfirmDialog.h"

#include "text/Translate.h"

#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

namespace scoundrel::game {

ConfirmDialog::ConfirmDialog(GameContext& context, std::string title, std::string message, std::string confirmLabel,
                             std::function<void()> onConfirm, std::string cancelLabel)
    : m_context(context), m_title(std::move(title)), m_message(std::move(message)), m_onConfirm(std::move(onConfirm))
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

void ConfirmDialog::layout(Size window)
{
    Scene::layout(window);
    m_panel = centered(window, scaled(window, 560), scaled(window, 250));
    const Size button{scaled(window, 230), scaled(window, 48)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 28), button,
              scaled(window, 20));
}

void ConfirmDialog::handleEvent(const InputEvent& event)
{
    if (boundId(confirmBindings(), event) == "cancel") {
        m_context.scenes.pop();
        return;
    }
    const std::string id = m_buttons.handleEvent(event, m_context.sound);
    if (id.empty())
        return;
    m_context.scenes.pop();
    if (id == "confirm" && m_onConfirm)
        m_onConfirm();
}

void ConfirmDialog::render(Painter& painter)
{
    const Size w = window();
    const int pad = drawDialogFrame(painter, w, m_panel, m_title);
    const Rect body{m_panel.x + pad, m_panel.y + pad + scaled(w, 50), m_panel.w - 2 * pad, scaled(w, 80)};
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
