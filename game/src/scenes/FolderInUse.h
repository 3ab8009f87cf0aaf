#pragma once

#include "core/GameContext.h"
#include "core/Scene.h"

#include <functional>
#include <memory>

namespace scoundrel::game {

// Another copy of the game holds the save directory (store::SaveDirLock): before this one
// reads a run or writes anything there, the player is asked whether to open it anyway,
// since two copies writing one directory can lose a run or a score. Quit has the focus
// (Enter, the pad's A), and Esc or B quit too; "Open anyway" goes on to open()'s scene,
// and the copy then shares the directory as it did before there was a lock, until the
// other copy lets go: it then takes the lock (App::retakeSaveDir), and a copy started
// after that is asked in its turn.
std::unique_ptr<Scene> askFolderInUse(GameContext& context, std::function<std::unique_ptr<Scene>()> open);

} // namespace scoundrel::game
