#include "scenes/FolderInUse.h"

#include "run/NewRun.h"
#include "scenes/ConfirmDialog.h"
#include "scenes/SceneFactory.h"
#include "text/Translate.h"

#include <string>
#include <utility>

namespace scoundrel::game {

std::unique_ptr<Scene> askFolderInUse(GameContext& context, std::function<std::unique_ptr<Scene>()> open)
{
    return std::make_unique<ConfirmDialog>(
        // TRANSLATORS: the title of the question a second copy of the game asks at launch.
        context, std::string(tr("Already open")),
        std::string(tr("Scoundrel is already open on this save folder. Running two copies can lose a run or a "
                       "score.")),
        std::string(tr("Open anyway")), [&context, open = std::move(open)] { context.scenes.push(open()); },
        std::string(tr("Quit")), [&context] { context.quit(); });
}

std::unique_ptr<Scene> makeStartScene(GameContext& context, bool folderInUse)
{
    auto open = [&context]() -> std::unique_ptr<Scene> {
        // The launch's --rules are the settings' for this launch (GameContext::loadSettings).
        const LaunchOptions& options = context.options;
        if (options.newGame)
            return makeNewRunScene(context, newRunRecord(context.settings.rules, options.seed));
        return makeLaunchScene(context);
    };
    return folderInUse ? askFolderInUse(context, open) : open();
}

} // namespace scoundrel::game
