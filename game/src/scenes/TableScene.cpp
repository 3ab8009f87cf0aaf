#include "scenes/PlaceholderScene.h"
#include "scenes/SceneFactory.h"

namespace scoundrel::game {

std::unique_ptr<Scene> makeTableScene(GameContext& context, const RunRecord&)
{
    return std::make_unique<PlaceholderScene>(context, "table");
}

} // namespace scoundrel::game
