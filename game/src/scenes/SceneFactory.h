#pragma once

#include "core/GameContext.h"
#include "core/Scene.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"
#include "scoundrel/store/RunFile.h"

#include <memory>

namespace scoundrel::game {

// How scenes make one another, and the App its first scene, without knowing each
// other's classes. Each is defined in its scene's .cpp file.
std::unique_ptr<Scene> makeMenuScene(GameContext& context);
// The first scene: the saved run when the settings say to resume it, else the menu.
std::unique_ptr<Scene> makeLaunchScene(GameContext& context);
// A new run from the command line (--new-game): a saved run is scored as abandoned first.
std::unique_ptr<Scene> makeNewRunScene(GameContext& context, const RunRecord& record);
std::unique_ptr<Scene> makeTableScene(GameContext& context, const RunRecord& run, bool assisted = false);
// The saved run, continued as it was left (its help flags too).
std::unique_ptr<Scene> resumeTableScene(GameContext& context, const store::SavedRun& saved);
// assisted: help was used during the run (its score entry is marked).
std::unique_ptr<Scene> makeResultScene(GameContext& context, const RunRecord& run, const GameState& final,
                                       bool assisted = false);
std::unique_ptr<Scene> makeHighScoresScene(GameContext& context);
std::unique_ptr<Scene> makeAchievementsScene(GameContext& context);
std::unique_ptr<Scene> makeStatisticsScene(GameContext& context);
// A finished run, move by move, against the advisor's moves.
std::unique_ptr<Scene> makeReviewScene(GameContext& context, const RunRecord& run);
std::unique_ptr<Scene> makeHowToPlayScene(GameContext& context);
std::unique_ptr<Scene> makeSettingsScene(GameContext& context);

} // namespace scoundrel::game
