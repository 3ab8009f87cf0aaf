#include "scenes/KeyCaptureDialog.h"

#include "input/Controls.h"
#include "input/KeyRebinds.h"
#include "scenes/KeyRebinding.h"
#include "scenes/ScreenBindings.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include <nlohmann/json.hpp>

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
    m_panel = centered(window, scaled(window, 600), scaled(window, 260));
    m_line = {m_panel.x + scaled(window, 24), m_panel.y + scaled(window, 118), m_panel.w - scaled(window, 48),
              scaled(window, 26)};
    const Size button{scaled(window, 200), scaled(window, 46)};
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
    painter.text(format(tr("Press its new key. Now: {0}."), keyLabel(commandKey(m_id))),
                 {m_panel.center().x, m_panel.y + scaled(w, 78)}, {scaled(w, 19), theme::kText, false, Align::Center});
    const std::string cancel = pressName(confirmBindings(), "cancel", m_context.scenes.deviceInUse());
    const std::string line = m_refusal.empty() ? format(tr("{0} cancels."), cancel) : m_refusal;
    painter.text(line, {m_line.center().x, m_line.y},
                 {scaled(w, 18), m_refusal.empty() ? theme::kTextDim : theme::kDanger, false, Align::Center});
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
