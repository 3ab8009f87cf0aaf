#pragma once

#include "core/GameContext.h"
#include "core/Scene.h"
#include "scenes/DealVerdict.h"
#include "ui/ButtonGroup.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"

namespace scoundrel::game {

// Victory or Defeat: the score and how it was made up, the deal, and the way on.
// The run is written into the score book once, when the scene is made (under the
// last name used); a top-10 entry then asks for the player's name.
class ResultScene : public Scene {
public:
    ResultScene(GameContext& context, RunRecord run, GameState final, bool assisted = false);

    std::string name() const override { return "result"; }
    void handleEvent(const SDL_Event& event) override;
    bool update(double seconds) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;

    void activate(const std::string& id);
    int rank() const { return m_rank; }

private:
    std::string breakdown() const;
    std::string dealText() const;

    GameContext& m_context;
    RunRecord m_run;
    GameState m_final;
    int m_rank = 0; // in the top 10 of its rules, or 0
    std::size_t m_entry = 0; // its index in the score book
    bool m_askName = false;
    bool m_assisted = false;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    DealVerdict m_verdict; // could the deal be won, worked out in the background
};

} // namespace scoundrel::game
