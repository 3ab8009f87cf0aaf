#pragma once

#include "core/GameContext.h"
#include "core/Scene.h"
#include "run/RunLedger.h"
#include "table/TableAdvice.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"
#include "scoundrel/store/RunFile.h"

#include <memory>

namespace scoundrel::game {

// How scenes make one another, and the App its first scene, without knowing each
// other's classes. Each is defined in its scene's .cpp file.
std::unique_ptr<Scene> makeMenuScene(GameContext& context);
// The App's first scene: --new-game's table (makeNewRunScene), else makeLaunchScene; when
// another copy of the game holds the save directory (folderInUse), the question whether
// to open it anyway comes first (askFolderInUse, FolderInUse.cpp, where this is defined).
std::unique_ptr<Scene> makeStartScene(GameContext& context, bool folderInUse);
// The first scene: the saved run when the settings say to resume it, else the menu.
// When resuming is on it reads run.json first, to decide (readSavedRun); the menu
// reads it itself when it is entered.
std::unique_ptr<Scene> makeLaunchScene(GameContext& context);
// A new run from the command line (--new-game): a saved run is scored first, through
// the RunLedger, as abandoned (or as finished, when it was over).
std::unique_ptr<Scene> makeNewRunScene(GameContext& context, const RunRecord& record);
std::unique_ptr<Scene> makeTableScene(GameContext& context, const RunRecord& run, bool assisted = false);
// The saved run, continued as it was left (its help flags too).
std::unique_ptr<Scene> resumeTableScene(GameContext& context, const store::SavedRun& saved);
// The run is over: the RunLedger finishes it (its problems become notices) and the
// result screen shows what it did. assisted: help was used (its score entry is marked).
std::unique_ptr<Scene> finishRun(GameContext& context, const RunRecord& run, const GameState& final,
                                 bool assisted = false, Scoring scoring = Scoring::Scored);
std::unique_ptr<Scene> makeHighScoresScene(GameContext& context);
std::unique_ptr<Scene> makeAchievementsScene(GameContext& context);
std::unique_ptr<Scene> makeStatisticsScene(GameContext& context);
// A finished run, move by move, against the advisor's moves, asked for with budgetMs of
// work at each position (the table's hint budget unless a layout test asks for less).
std::unique_ptr<Scene> makeReviewScene(GameContext& context, const RunRecord& run,
                                       int budgetMs = TableAdvice::kBudgetMs);
std::unique_ptr<Scene> makeHowToPlayScene(GameContext& context);
// The guided first run: the scripted dungeon on the table, a step at a time, never
// saved nor scored; then the three tips (makeTipsScene) and a first real deal.
std::unique_ptr<Scene> makeTutorialScene(GameContext& context);
std::unique_ptr<Scene> makeTipsScene(GameContext& context);
std::unique_ptr<Scene> makeSettingsScene(GameContext& context);

} // namespace scoundrel::game
