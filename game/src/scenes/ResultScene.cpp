#include "scenes/PlaceholderScene.h"
#include "scenes/SceneFactory.h"

namespace scoundrel::game {

std::unique_ptr<Scene> makeResultScene(GameContext& context, const RunRecord&, const GameState&)
{
    return std::make_unique<PlaceholderScene>(context, "result");
}

} // namespace scoundrel::game
