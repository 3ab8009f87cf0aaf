#include "scenes/PlaceholderScene.h"
#include "scenes/SceneFactory.h"

namespace scoundrel::game {

std::unique_ptr<Scene> makeHighScoresScene(GameContext& context)
{
    return std::make_unique<PlaceholderScene>(context, "high_scores");
}

} // namespace scoundrel::game
