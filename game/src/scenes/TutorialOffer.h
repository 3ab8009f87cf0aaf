#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"

namespace scoundrel::game {

// The first launch's question over the menu: learn the game in a short guided dungeon
// (the first choice, with the focus, so Enter or the pad's A takes it), or "Skip, I
// know the game" (Esc too). Either answer writes the settings, so the save directory
// is no longer empty and the offer is not made again.
class TutorialOffer : public Scene, public LayoutDumpable {
public:
    explicit TutorialOffer(GameContext& context);

    std::string name() const override { return "tutorial_offer"; }
    bool isModal() const override { return true; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    // The welcome, the invitation and its two choices; then the one in focus.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    void activate(const std::string& id);

private:
    GameContext& m_context;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Rect m_body; // the invitation's words
};

// Whether this launch is the first: the save directory holds no file but the lock.
bool isFirstLaunch(const std::filesystem::path& saveDir);

} // namespace scoundrel::game
