#pragma once

#include "core/GameContext.h"
#include "core/Scene.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include <string>

namespace scoundrel::game {

// A scene still to be written: shows its title; Esc goes back.
class PlaceholderScene : public Scene {
public:
    PlaceholderScene(GameContext& context, std::string name) : m_context(context), m_name(std::move(name)) {}

    std::string name() const override { return m_name; }
    void handleEvent(const SDL_Event& event) override
    {
        if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE)
            m_context.scenes.pop();
    }
    void render(Painter& painter) override
    {
        painter.clear(theme::kFelt);
        painter.text(m_name, {window().w / 2, window().h / 2}, {32, theme::kText, true, Align::Center});
    }

private:
    GameContext& m_context;
    std::string m_name;
};

} // namespace scoundrel::game
