#include "scenes/TutorialOffer.h"

#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <system_error>

namespace scoundrel::game {

TutorialOffer::TutorialOffer(GameContext& context) : m_context(context)
{
    m_buttons.add("start_tutorial", std::string(tr("Learn to play")));
    m_buttons.add("skip", std::string(tr("Skip, I know the game")));
    m_buttons.focus("start_tutorial");
}

void TutorialOffer::layout(Size window)
{
    Scene::layout(window);
    m_panel = centered(window, scaled(window, 640), scaled(window, 290));
    const Size button{scaled(window, 270), scaled(window, 48)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 28), button,
              scaled(window, 20));
}

void TutorialOffer::handleEvent(const InputEvent& event)
{
    if (boundId(confirmBindings(), event) == "cancel") {
        activate("skip");
        return;
    }
    if (const std::string id = m_buttons.handleEvent(event, m_context.sound); !id.empty())
        activate(id);
}

void TutorialOffer::activate(const std::string& id)
{
    // Answered once: the settings file makes the save directory no longer empty.
    m_context.saveSettings();
    if (id == "start_tutorial")
        m_context.scenes.reset(makeTutorialScene(m_context));
    else
        m_context.scenes.pop();
}

void TutorialOffer::render(Painter& painter)
{
    const Size w = window();
    const int pad = drawDialogFrame(painter, w, m_panel, std::string(tr("Welcome to Scoundrel")));
    const Rect body{m_panel.x + pad, m_panel.y + pad + scaled(w, 50), m_panel.w - 2 * pad, scaled(w, 110)};
    drawWrappedText(painter,
                    std::string(tr("New to the game? A short guided dungeon teaches the rules in a few minutes, one "
                                   "move at a time. You can find it later in the menu.")),
                    body, {scaled(w, 20), theme::kText, false, Align::Center});
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> TutorialOffer::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    m_buttons.addRects(out);
    return out;
}

bool isFirstLaunch(const std::filesystem::path& saveDir)
{
    std::error_code error;
    // A directory that cannot be read is not taken for a first launch: no offer then.
    if (!std::filesystem::exists(saveDir, error))
        return !error;
    return std::filesystem::is_empty(saveDir, error) && !error;
}

} // namespace scoundrel::game
