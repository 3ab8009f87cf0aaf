#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"

#include "scoundrel/store/AchievementBook.h"

#include <map>
#include <string>

namespace scoundrel::game {

// Every achievement in three columns: an earned one with its date and a Watch button that
// replays the run that earned it; a locked one with how to earn it; a hidden one as "?"
// until earned. Esc or Back returns.
class AchievementsScene : public Scene, public LayoutDumpable {
public:
    explicit AchievementsScene(GameContext& context);

    // Reads the file it shows, the first time only.
    void entered() override;

    std::string name() const override { return "achievements"; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // Speech: how many are earned as it opens; the achievement of the Watch button with
    // the focus; every achievement, earned or not, on F2.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;
    std::string spokenSummary() const override;

    // What the buttons do: "back", or "watch.<id>".
    void activate(const std::string& id);

private:
    std::string spokenOne(const store::Achievement& a) const;
    void drawRow(Painter& painter, const store::Achievement& a, const Rect& row) const;

    GameContext& m_context;
    store::AchievementBook m_book;
    bool m_loaded = false;
    ButtonGroup m_buttons;
    Rect m_panel;
    std::map<std::string, Rect> m_rows; // by achievement id
};

} // namespace scoundrel::game
