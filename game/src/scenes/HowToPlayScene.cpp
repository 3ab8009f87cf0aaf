#include "scenes/PlaceholderScene.h"
#include "scenes/SceneFactory.h"

namespace scoundrel::game {

std::unique_ptr<Scene> makeHowToPlayScene(GameContext& context)
{
    return std::make_unique<PlaceholderScene>(context, "how_to_play");
}

} // namespace scoundrel::game
