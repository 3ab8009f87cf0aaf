#include "scenes/PlaceholderScene.h"
#include "scenes/SceneFactory.h"

namespace scoundrel::game {

std::unique_ptr<Scene> makeMenuScene(GameContext& context)
{
    return std::make_unique<PlaceholderScene>(context, "menu");
}

} // namespace scoundrel::game
