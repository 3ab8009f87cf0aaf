#include "scenes/TextEntryDialog.h"

#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <algorithm>

namespace scoundrel::game {

TextEntryDialog::TextEntryDialog(GameContext& context, Words words) : m_context(context), m_words(std::move(words))
{
    m_buttons.add(m_words.cancelId, m_words.cancelLabel);
    m_buttons.add(m_words.confirmId, m_words.confirmLabel);
    SDL_StartTextInput();
}

TextEntryDialog::~TextEntryDialog()
{
    SDL_StopTextInput();
}

int TextEntryDialog::messageSize(Size window)
{
    return scaled(window, 17);
}

int TextEntryDialog::grown(Size window, int size) const
{
    return scaled(window, size) * m_context.settings.textPercent() / 100;
}

void TextEntryDialog::layout(Size window)
{
    Scene::layout(window);
    // At the player's larger text sizes the panel, the field and the buttons grow with
    // their words, up to the window less a margin.
    const int margin = scaled(window, 16);
    m_panel = centered(window, std::min(grown(window, 600), window.w - 2 * margin),
                       std::min(grown(window, 340), window.h - 2 * margin));
    const int pad = scaled(window, 32);
    m_fieldRect = {m_panel.x + pad, m_panel.y + grown(window, 130), m_panel.w - 2 * pad, grown(window, 52)};
    // As wide as the widest label needs at its size (np30: French "Jouer cette donne" was
    // drawn smaller than "Annuler" in a 210-unit button), within the panel.
    const int height = grown(window, 48);
    int widest = 0;
    for (const Button& b : m_buttons.buttons())
        widest = std::max(widest, labelWidth(m_context.assets, b.label));
    const int need = widest * grown(window, 20) / 100 + height / 3 + scaled(window, 16); // (hinting, rounding)
    const Size button{std::min(std::max(grown(window, 210), need), (m_panel.w - 2 * pad - scaled(window, 20)) / 2),
                      height};
    const int buttonsTop = m_panel.y + m_panel.h - button.h - grown(window, 28);
    layoutRow(m_buttons.buttons(), m_panel.center().x, buttonsTop, button, scaled(window, 20));
    // The message's own line, halfway between the field and the buttons: room on both
    // sides, so a refusal reads apart from what it is about and from what comes next.
    // At the larger text sizes a refusal may wrap to a second line.
    const int fieldBottom = m_fieldRect.y + m_fieldRect.h;
    const int percent = m_context.settings.textPercent();
    const int line = lineHeight(messageSize(window) * percent / 100) * (percent > 100 ? 2 : 1);
    m_messageRect = {m_fieldRect.x, fieldBottom + (buttonsTop - fieldBottom - line) / 2, m_fieldRect.w, line};
    SDL_Rect area = m_fieldRect.sdl();
    SDL_SetTextInputRect(&area);
}

void TextEntryDialog::entered()
{
    if (!m_keyboardOffered && m_context.scenes.deviceInUse().pad)
        openKeyboard(true);
}

std::string TextEntryDialog::spokenTitle() const
{
    return spokenSentences({spokenLine(title()), m_words.prompt});
}

void TextEntryDialog::openKeyboard(bool withTitle)
{
    m_keyboardOffered = true;
    OnScreenKeyboard::Owner owner{[this](const InputEvent& e) { handleEvent(e); }, [this] { return m_field.text(); },
                                  [this] { submit(); }};
    if (withTitle)
        owner.spokenBefore = [this] { return spokenTitle(); };
    m_context.scenes.push(std::make_unique<OnScreenKeyboard>(m_context, keyboardKeys(), std::move(owner)));
}

void TextEntryDialog::handleEvent(const InputEvent& event)
{
    const std::string bound = boundId(textEntryBindings(), event);
    if (bound == "cancel")
        return cancel();
    // The pad has no letters: its A on the field (no button in focus) brings the keyboard.
    if (event.device == Device::Pad && event.is(Control::Accept) && !m_buttons.hasFocus())
        return openKeyboard();
    if (m_field.handleEvent(event)) {
        m_message.clear();
        return;
    }
    const bool enter = bound == "confirm";
    // Space is a character for the field here, not a button press.
    if (bound == "space")
        return;
    const std::string id =
        enter && !m_buttons.hasFocus() ? m_words.confirmId : m_buttons.handleEvent(event, m_context.sound);
    if (id == m_words.confirmId)
        submit();
    else if (id == m_words.cancelId)
        cancel();
}

std::string TextEntryDialog::typed() const
{
    const std::string& text = m_field.text();
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

void TextEntryDialog::render(Painter& painter)
{
    const Size w = window();
    const int pad = drawDialogFrame(painter, w, m_panel, title());
    // Wrapped to the panel, which the larger text sizes may make narrower than the words.
    const int promptTop = m_panel.y + pad + grown(w, 50);
    drawWrappedText(painter, m_words.prompt, {m_panel.x + pad, promptTop, m_panel.w - 2 * pad, grown(w, 60)},
                    {scaled(w, 17), theme::kTextDim, false, Align::Center});
    m_field.draw(painter, m_fieldRect, scaled(w, 24), placeholder());
    // Wrapped to the field's width should a refusal ever be longer than its line.
    if (!m_message.empty())
        drawWrappedText(painter, m_message, m_messageRect, {messageSize(w), theme::kDanger, false, Align::Center});
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> TextEntryDialog::rects() const
{
    std::map<std::string, Rect> out{
        {"panel", m_panel}, {m_words.fieldRect, m_fieldRect}, {"message_line", m_messageRect}};
    m_buttons.addRects(out);
    return out;
}

} // namespace scoundrel::game
