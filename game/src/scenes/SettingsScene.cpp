#include "scenes/PlaceholderScene.h"
#include "scenes/SceneFactory.h"

namespace scoundrel::game {

std::unique_ptr<Scene> makeSettingsScene(GameContext& context)
{
    return std::make_unique<PlaceholderScene>(context, "settings");
}

} // namespace scoundrel::game
