#include "scenes/DealNumberDialog.h"

#include "ui/Panel.h"
#include "ui/Theme.h"

#include "scoundrel/Deal.h"

namespace scoundrel::game {

DealNumberDialog::DealNumberDialog(GameContext& context, std::function<void(std::uint64_t)> onStart)
    : m_context(context), m_onStart(std::move(onStart))
{
    m_buttons.add("cancel", "Cancel");
    m_buttons.add("start", "Play this deal");
    SDL_StartTextInput();
}

DealNumberDialog::~DealNumberDialog()
{
    SDL_StopTextInput();
}

void DealNumberDialog::layout(Size window)
{
    Scene::layout(window);
    m_panel = centered(window, scaled(window, 600), scaled(window, 330));
    const int pad = scaled(window, 32);
    m_fieldRect = {m_panel.x + pad, m_panel.y + scaled(window, 130), m_panel.w - 2 * pad, scaled(window, 52)};
    const Size button{scaled(window, 210), scaled(window, 48)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 28), button,
              scaled(window, 20));
    SDL_Rect area = m_fieldRect.sdl();
    SDL_SetTextInputRect(&area);
}

void DealNumberDialog::submit()
{
    const std::string& text = m_field.text();
    const auto seed = parseSeed(text);
    if (!seed) {
        m_message = text.empty() ? "Type a deal number first."
                                 : "A deal number is a whole number from 0 to 18446744073709551615.";
        return;
    }
    m_context.scenes.pop();
    if (m_onStart)
        m_onStart(*seed);
}

void DealNumberDialog::handleEvent(const SDL_Event& event)
{
    if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) {
        m_context.scenes.pop();
        return;
    }
    if (m_field.handleEvent(event)) {
        m_message.clear();
        return;
    }
    const bool enter = event.type == SDL_KEYDOWN &&
                       (event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER);
    // Space is a character for the field here, not a button press.
    if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_SPACE)
        return;
    const std::string id = enter && !m_buttons.hasFocus() ? "start" : m_buttons.handleEvent(event);
    if (id == "start")
        submit();
    else if (id == "cancel")
        m_context.scenes.pop();
}

void DealNumberDialog::render(Painter& painter)
{
    const Size w = window();
    drawScrim(painter, w);
    drawPanel(painter, m_panel, scaled(w, 18));
    const int pad = scaled(w, 32);
    painter.text("Deal number", {m_panel.center().x, m_panel.y + pad}, {scaled(w, 28), theme::kAccent, true, Align::Center});
    painter.text("The same number always deals the same dungeon.",
                 {m_panel.center().x, m_panel.y + pad + scaled(w, 50)}, {scaled(w, 17), theme::kTextDim, false, Align::Center});
    m_field.draw(painter, m_fieldRect, scaled(w, 24), "for example 1");
    if (!m_message.empty())
        painter.text(m_message, {m_panel.center().x, m_fieldRect.y + m_fieldRect.h + scaled(w, 12)},
                     {scaled(w, 17), theme::kDanger, false, Align::Center});
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> DealNumberDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"field.deal", m_fieldRect}};
    m_buttons.addRects(out);
    return out;
}

nlohmann::json DealNumberDialog::dumpFields() const
{
    return {{"text", m_field.text()}, {"message", m_message}};
}

} // namespace scoundrel::game
