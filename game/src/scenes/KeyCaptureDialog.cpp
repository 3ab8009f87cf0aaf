#include "scenes/KeyCaptureDialog.h"

#include "input/Controls.h"
#include "input/KeyRebinds.h"
#include "scenes/KeyRebinding.h"
#include "scenes/ScreenBindings.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace scoundrel::game {

namespace {

// The chord a press gives, with the modifiers a binding can ask for (Ctrl, Shift).
KeyChord pressedChord(const InputEvent& event)
{
    std::uint16_t mod = KMOD_NONE;
    if (event.hasMod(KMOD_CTRL))
        mod = static_cast<std::uint16_t>(mod | KMOD_CTRL);
    if (event.hasMod(KMOD_SHIFT))
        mod = static_cast<std::uint16_t>(mod | KMOD_SHIFT);
    return {event.key.key, mod};
}

} // namespace

KeyCaptureDialog::KeyCaptureDialog(GameContext& context, std::string commandId,
                                   std::function<void(std::string)> onRebound)
    : m_context(context), m_id(std::move(commandId)), m_label(commandLabel(m_id)), m_onRebound(std::move(onRebound))
{
    m_buttons.add("cancel", std::string(tr("Cancel")));
    m_buttons.focus("cancel");
}

void KeyCaptureDialog::layout(Size window)
{
    Scene::layout(window);
    // The lines make room for the words at the player's text size.
    const int percent = m_context.settings.textPercent();
    const auto shown = [&](int base) { return scaled(window, base) * percent / 100; };
    m_promptTop = std::max(scaled(window, 78), scaled(window, 32) + lineHeight(shown(28)) + scaled(window, 6));
    const int lineTop = std::max(scaled(window, 118), m_promptTop + lineHeight(shown(19)) + scaled(window, 8));
    const int lineH = std::max(scaled(window, 26), lineHeight(shown(18)));
    const Size button{std::max(scaled(window, 200), shown(20) * 6),
                      std::max(scaled(window, 46), lineHeight(shown(20)))};
    const int height =
        std::max(scaled(window, 260), lineTop + lineH + scaled(window, 16) + button.h + scaled(window, 24));
    m_panel = centered(window, std::min(window.w - scaled(window, 40), std::max(scaled(window, 600), shown(600))),
                       std::min(window.h - scaled(window, 20), height));
    m_line = {m_panel.x + scaled(window, 24), m_panel.y + lineTop, m_panel.w - scaled(window, 48), lineH};
    layoutColumn(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 24), button,
                 0);
}

void KeyCaptureDialog::tryKey(const InputEvent& event)
{
    const KeyChord key = pressedChord(event);
    m_refusal = rebindKey(m_context.settings, m_id, key);
    if (!m_refusal.empty())
        return;
    m_context.saveSettings();
    m_context.scenes.pop();
    if (m_onRebound)
        m_onRebound(format(tr("{0} is now {1}."), tr(m_label), keyLabel(key)));
}

void KeyCaptureDialog::handleEvent(const InputEvent& event)
{
    if (boundId(confirmBindings(), event) == "cancel") {
        m_context.scenes.pop();
        return;
    }
    if (event.isPress() && event.device == Device::Keyboard) {
        // A modifier alone waits for its key; a key held down was already tried.
        if (!event.repeat && !isModifierKey(event.key.key))
            tryKey(event);
        return;
    }
    if (m_buttons.handleEvent(event, m_context.sound) == "cancel")
        m_context.scenes.pop();
}

void KeyCaptureDialog::render(Painter& painter)
{
    const Size w = window();
    drawDialogFrame(painter, w, m_panel, std::string(tr(m_label)));
    // A language's longer words shrink to the panel rather than run out of it.
    const std::string prompt = format(tr("Press its new key. Now: {0}."), keyLabel(commandKey(m_id)));
    const int promptSize =
        fittingTextSize(painter, prompt, scaled(w, 19), false, {m_line.w, m_line.y - m_panel.y - m_promptTop});
    painter.text(prompt, {m_panel.center().x, m_panel.y + m_promptTop},
                 {promptSize, theme::kText, false, Align::Center});
    const std::string cancel = pressName(confirmBindings(), "cancel", m_context.scenes.deviceInUse());
    const std::string line = m_refusal.empty() ? format(tr("{0} cancels."), cancel) : m_refusal;
    const int lineSize = fittingTextSize(painter, line, scaled(w, 18), false, {m_line.w, m_line.h});
    painter.text(line, {m_line.center().x, m_line.y},
                 {lineSize, m_refusal.empty() ? theme::kTextDim : theme::kDanger, false, Align::Center});
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> KeyCaptureDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"refusal", m_line}};
    m_buttons.addRects(out);
    return out;
}

nlohmann::json KeyCaptureDialog::dumpFields() const
{
    return {{"command", m_id}, {"refusal", m_refusal}};
}

} // namespace scoundrel::game
