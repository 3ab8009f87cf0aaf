#include "scenes/TutorialOffer.h"

#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/store/SaveDirLock.h"

#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace scoundrel::game {

namespace {

std::string invitation()
{
    return std::string(tr("New to the game? A short guided dungeon teaches the rules in a few minutes, one "
                          "move at a time. You can find it later in the menu."));
}

} // namespace

std::string TutorialOffer::spokenTitle() const
{
    std::vector<std::string> choices;
    for (const Button& button : m_buttons.buttons())
        choices.push_back(button.label);
    return spokenQuestion(spokenScreenName(tr("Welcome to Scoundrel")), invitation(), choices);
}

std::string TutorialOffer::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label) : std::string{};
}

TutorialOffer::TutorialOffer(GameContext& context) : m_context(context)
{
    m_buttons.add("start_tutorial", std::string(tr("Learn to play")));
    m_buttons.add("skip", std::string(tr("Skip, I know the game")));
    m_buttons.focus("start_tutorial");
}

void TutorialOffer::layout(Size window)
{
    Scene::layout(window);
    const int percent = m_context.settings.textPercent();
    const int pad = scaled(window, 32); // drawDialogFrame's
    if (percent <= 100) {
        m_panel = centered(window, scaled(window, 640), scaled(window, 290));
        m_body = {m_panel.x + pad, m_panel.y + pad + scaled(window, 50), m_panel.w - 2 * pad, scaled(window, 110)};
        const Size button{scaled(window, 270), scaled(window, 48)};
        layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 28),
                  button, scaled(window, 20));
        return;
    }
    // At a larger text size the panel grows with the words, as wide as the window allows,
    // and as tall as the invitation wraps to (guessed by its length, with a line spare).
    const auto shown = [percent](int size) { return size * percent / 100; };
    const int panelW = std::min(window.w - 2 * scaled(window, 16), scaled(window, 640) * percent / 100);
    const int bodyW = panelW - 2 * pad;
    const int text = shown(scaled(window, 20));
    constexpr int kCharWidthPercent = 55;
    const auto wide = static_cast<int>(invitation().size()) * text * kCharWidthPercent / 100;
    const int lines = (wide + bodyW - 1) / std::max(1, bodyW) + 1;
    const int bodyTop = pad + std::max(scaled(window, 50), lineHeight(shown(scaled(window, 28))));
    const int bodyH = std::max(scaled(window, 110), lines * lineHeight(text));
    const int gap = scaled(window, 20);
    const Size button{(bodyW - gap) / 2, std::max(scaled(window, 48), text * 8 / 5)};
    const int panelH = bodyTop + bodyH + gap + button.h + scaled(window, 28);
    m_panel = centered(window, panelW, panelH);
    m_body = {m_panel.x + pad, m_panel.y + bodyTop, bodyW, bodyH};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 28), button,
              gap);
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
    drawDialogFrame(painter, w, m_panel, std::string(tr("Welcome to Scoundrel")));
    drawWrappedText(painter, invitation(), m_body, {scaled(w, 20), theme::kText, false, Align::Center});
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
    std::filesystem::directory_iterator entry(saveDir, error);
    if (error)
        return false;
    // The lock the game takes as it starts (store::SaveDirLock) is no file of the player's.
    for (; entry != std::filesystem::directory_iterator(); entry.increment(error)) {
        if (entry->path().filename() != store::SaveDirLock::kFileName)
            return false;
    }
    return !error;
}

} // namespace scoundrel::game
