#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"

#include <vector>

namespace scoundrel::game {

// After the tutorial: three tips on playing well, each with its example cards, then the
// way to a first real deal chosen to be winnable and gentle, or back to the menu.
class TipsScene : public Scene, public LayoutDumpable {
public:
    explicit TipsScene(GameContext& context);

    std::string name() const override { return "tips"; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // The title and the three tips, then the button in focus.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    void activate(const std::string& id);

private:
    GameContext& m_context;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    std::vector<Rect> m_rows; // one per tip
};

} // namespace scoundrel::game
