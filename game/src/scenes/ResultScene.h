#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "run/DealVerdict.h"
#include "run/RunAchievements.h"
#include "ui/ButtonGroup.h"
#include "ui/PlayerNameRow.h"
#include "ui/Toast.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"

#include <optional>

namespace scoundrel::game {

// Victory or Defeat: the score and how it was made up, the deal, its place in the top
// 10, the achievements it earned (a toast for each new one), and the way on. The run is
// written into the score book once, when the scene is made, without a name; a top-10
// entry asks for one on this screen, under the result.
class ResultScene : public Scene, public LayoutDumpable {
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

    // The line on the run's place in the top 10 (empty: none), and whether it earns
    // the trophy: only a win does, and only a score that beats an earlier one is "best".
    struct Standing {
        std::string text;
        bool trophy = false;
    };
    Standing standing() const;

private:
    // The vertical places of the panel's lines (the rules' only when not official).
    struct Lines {
        int icon, title, score, breakdown, deal, rules, verdict, standing, name, achievements;
    };

    std::string breakdown() const;
    std::string dealText() const;
    bool handleNameEvent(const SDL_Event& event);
    // Names the entry in the score book and puts the name row away.
    void keepName(const std::string& name);
    // A toast for each achievement earned for the first time.
    void toastNewAchievements();

    GameContext& m_context;
    RunRecord m_run;
    GameState m_final;
    int m_rank = 0; // in the top 10 of its rules, or 0
    int m_earlierRuns = 0; // of the same rules, before this one
    std::size_t m_entry = 0; // its index in the score book
    bool m_assisted = false;
    std::optional<PlayerNameRow> m_nameRow; // while the name is asked
    std::string m_savedName;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Lines m_lines{};
    DealVerdict m_verdict; // could the deal be won, worked out in the background
    std::optional<RunAchievements> m_achievements; // once the run is in the score book
    Toasts m_toasts;
};

} // namespace scoundrel::game
