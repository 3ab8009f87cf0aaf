#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/Choice.h"

#include <vector>

namespace scoundrel::game {

// The preferences: the rule variants for new runs, animation speed, suit colours and
// full screen. Every change is applied and saved at once; there is no OK button.
class SettingsScene : public Scene, public LayoutDumpable {
public:
    explicit SettingsScene(GameContext& context);

    std::string name() const override { return "settings"; }
    void handleEvent(const SDL_Event& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;

    // Selects option index of the row id, applies it and saves.
    void choose(const std::string& id, int index);

private:
    void readSettings();
    void apply();
    bool handleChoiceEvent(const SDL_Event& event);
    void moveRowFocus(int step);
    void drawSuitPreview(Painter& painter) const;

    GameContext& m_context;
    std::vector<Choice> m_choices;
    int m_focus = 0; // a row, or m_choices.size() for the Back button
    ButtonGroup m_buttons;
    Rect m_panel;
    Rect m_preview;
    std::vector<Rect> m_headers;
};

} // namespace scoundrel::game
