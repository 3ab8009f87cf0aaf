#include "scenes/PlayerNameDialog.h"

#include "ui/Panel.h"
#include "ui/Theme.h"

namespace scoundrel::game {

namespace {

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

} // namespace

PlayerNameDialog::PlayerNameDialog(GameContext& context, int rank, std::string suggestion,
                                   std::function<void(const std::string&)> onName)
    : m_context(context), m_rank(rank), m_suggestion(std::move(suggestion)), m_onName(std::move(onName))
{
    m_field.setText(m_suggestion);
    m_buttons.add("skip", "Skip");
    m_buttons.add("save", "Save name");
    SDL_StartTextInput();
}

PlayerNameDialog::~PlayerNameDialog()
{
    SDL_StopTextInput();
}

void PlayerNameDialog::layout(Size window)
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

void PlayerNameDialog::submit()
{
    const std::string typed = trimmed(m_field.text());
    close(typed.empty() ? m_suggestion : typed);
}

void PlayerNameDialog::close(const std::string& chosen)
{
    m_context.scenes.pop();
    if (m_onName)
        m_onName(chosen);
}

void PlayerNameDialog::handleEvent(const SDL_Event& event)
{
    if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE)
        return close(m_suggestion);
    if (m_field.handleEvent(event))
        return;
    const bool enter = event.type == SDL_KEYDOWN &&
                       (event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER);
    // Space belongs to the name, not to a focused button.
    if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_SPACE)
        return;
    const std::string id = enter && !m_buttons.hasFocus() ? "save" : m_buttons.handleEvent(event);
    if (id == "save")
        submit();
    else if (id == "skip")
        close(m_suggestion);
}

void PlayerNameDialog::render(Painter& painter)
{
    const Size w = window();
    drawScrim(painter, w);
    drawPanel(painter, m_panel, scaled(w, 18));
    const int pad = scaled(w, 32);
    const std::string title = m_rank == 1 ? "A new best score!" : "Number " + std::to_string(m_rank) + " in your top 10!";
    painter.text(title, {m_panel.center().x, m_panel.y + pad}, {scaled(w, 28), theme::kAccent, true, Align::Center});
    painter.text("Your name for the high scores:", {m_panel.center().x, m_panel.y + pad + scaled(w, 50)},
                 {scaled(w, 17), theme::kTextDim, false, Align::Center});
    m_field.draw(painter, m_fieldRect, scaled(w, 24), m_suggestion);
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> PlayerNameDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"field.name", m_fieldRect}};
    m_buttons.addRects(out);
    return out;
}

nlohmann::json PlayerNameDialog::dumpFields() const
{
    return {{"text", m_field.text()}, {"rank", m_rank}};
}

} // namespace scoundrel::game
