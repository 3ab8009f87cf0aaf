#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "table/Animator.h"
#include "table/DragController.h"
#include "table/HealthBar.h"
#include "table/MessageLog.h"
#include "table/Pill.h"
#include "table/TableAdvice.h"
#include "table/TableLayout.h"
#include "ui/Button.h"

#include "scoundrel/Run.h"
#include "scoundrel/store/BackgroundWriter.h"

#include <optional>
#include <vector>

namespace scoundrel::game {

// The play screen: the run in progress on the table. Mouse and keys become engine
// actions (dragged onto a target, clicked, or chosen with 1-4 and Enter); every one
// goes through Run::play, the run is saved after each, and the engine's events drive
// the animations. Drawing only reads the state.
class TableScene : public Scene, public LayoutDumpable {
public:
    // assisted: help was already used in this run (a resumed run keeps the flag);
    // chances: the win chances were showing when the run was left, and show again.
    TableScene(GameContext& context, Run run, bool assisted = false, bool chances = false);

    std::string name() const override { return "table"; }
    void handleEvent(const SDL_Event& event) override;
    bool update(double seconds) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;

    // Waits until the last save is on disk (for tests that read it).
    void flushSaves() { m_writer.flush(); }

private:
    // Playing: every change of the run goes through here.
    void play(Action action, std::optional<Rect> dragged = std::nullopt);
    void undo();
    void faceSlot(int slot);
    // W and B: fights the monster chosen with 1-4 or the arrows, or says why not.
    void fightChosen(bool withWeapon);
    void afterChange();
    // Saves the run (the final state too, until the result scene has scored it).
    void save();
    void refreshButtons();
    // Shows the advisor's line, if any; help shown marks the run as assisted.
    void showHelp(std::optional<ToneText> line);
    // C or the Chances button; the run is saved with them on or off, for Continue.
    void toggleChances();

    // Input.
    void onMouseDown(Point p, int clicks);
    void onMouseMove(Point p);
    void onMouseUp(Point p);
    void onKey(const SDL_KeyboardEvent& key);
    void activate(const std::string& buttonId);
    void drop();
    void backToMenu();

    // Drawing beyond the piles.
    void drawHighlights(Painter& painter) const;
    void drawMessage(Painter& painter) const;
    HealthBar healthBar() const;
    // The last move's line, or while a card is dragged what dropping it would do.
    ToneText messageLine() const;
    void drawTooltip(Painter& painter);

    GameContext& m_context;
    Run m_run;
    TableLayout m_layout;
    Animator m_animator;
    DragController m_drag;
    MessageLog m_log;
    std::vector<Button> m_buttons; // avoid, undo, menu
    std::string m_pressedButton;
    int m_focus = 0;
    bool m_showFocus = false;
    std::optional<int> m_hoverSlot;
    bool m_dealPending = false;
    std::optional<double> m_endCountdown;
    TableAdvice m_help; // the hint and the win chances, thought out in the background
    std::vector<Label> m_labels; // drawn by the last frame, for the layout dump
    bool m_assisted = false; // help was used: the saved run and the score say so
    // Saves after every move without waiting for the disk; flushed before another
    // scene reads the save, and on quit (its destructor).
    store::BackgroundWriter m_writer;
};

} // namespace scoundrel::game
