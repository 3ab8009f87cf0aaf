#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "run/RunLedger.h"
#include "scoundrel/store/RunFile.h"
#include "ui/ButtonGroup.h"
#include "ui/NoticeBar.h"

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The saved run, read from run.json (a problem becomes a notice); a run found already
// over is scored through the RunLedger and is no longer there to continue.
std::optional<store::SavedRun> readSavedRun(GameContext& context);

// Starts record in place of the screen shown. Over a begun saved run it first asks
// "Abandon your run on turn N?" (Cancel keeps the run and the screen), then has the
// RunLedger score it as abandoned; a saved run not begun is dropped, and the table says so.
void startRunAsking(GameContext& context, const std::optional<store::SavedRun>& saved, const RunRecord& record);

// The title screen: the fanned cards and the name, and the way into everything else.
// Each time it is entered it reads run.json to offer Continue (the first time, the
// high scores and achievements too, so damaged files are found now); starting a new run
// over a saved one asks first and then has the RunLedger score the saved run as
// abandoned. What went wrong (each file that could not be read, a run that could not
// be scored) is told at the bottom, a line each.
class MenuScene : public Scene, public LayoutDumpable {
public:
    explicit MenuScene(GameContext& context);

    std::string name() const override { return "menu"; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    // layout at a text size (percent): the buttons, the title, the mode line and the notices' room.
    void layoutAt(Size window, int percent);
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;
    std::string spokenSummary() const override;
    void titleSaid() override;
    void entered() override;

    // What the buttons do; public so tests can press them without a mouse.
    void activate(const std::string& id);
    // Has the ledger score the saved run as abandoned (when it has begun) and delete it;
    // what was scored, for the new run's table to say.
    FinishReport abandonSavedRun();
    const store::SavedRun* savedRun() const { return m_saved ? &*m_saved : nullptr; }
    // The first launch: once entered, the menu offers the tutorial over itself.
    void offerTutorial() { m_offerTutorial = true; }
    // --new-game over a run in progress (np15): once entered, the menu asks to abandon it
    // before record starts, as New game does; Cancel leaves the run to Continue.
    void askToStart(const RunRecord& record) { m_askToStart = record; }
    // Reached from a run in progress (the table's Esc or Menu): Esc goes back to it, as
    // Continue does, like a game's pause menu; at launch Esc asks to quit.
    void pausedRun() { m_pausedRun = true; }
    bool fromRun() const { return m_pausedRun; }

private:
    // "Quit Scoundrel?", from Esc or the Quit button: a press too many never ends the game.
    void askQuit();
    // Where the mute icon goes while the sound is muted.
    Rect muteIconRect() const;
    void refreshSavedRun();
    // The buttons' words, in the language in use.
    void labelButtons();
    // The daily deal button's label: today's date, and "played" once it has a run scored.
    std::string dailyLabel() const;
    void noteDailyPlayed(const store::ScoreBook& scores);
    // Details among the buttons, at the notices' bar, while it cuts a notice short; else none.
    void offerDetails(Size window);
    // Fits the notices in the room under the buttons, and offers Details where they are cut.
    void wrapNotices(Painter& painter, Size window);
    std::string focusedId() const;
    // Esc (the pad's B) goes back to the run rather than asking to quit: the menu was
    // reached from it and it is there to continue.
    bool escResumes() const;
    // Starts record, first asking to abandon the saved run when there is one.
    void startRun(const RunRecord& record);

    GameContext& m_context;
    std::optional<store::SavedRun> m_saved;
    bool m_enteredBefore = false;
    bool m_offerTutorial = false;
    std::optional<RunRecord> m_askToStart;
    bool m_pausedRun = false;
    ButtonGroup m_buttons;
    Rect m_title;
    int m_normalTitleHeight = 0; // m_title's height at 100%: the name grows from its size there
    Rect m_modeLine; // which rules new runs take, under the title
    int m_modeLineRows = 1; // the lines it takes, as last drawn (two at a large text size)
    NoticeBar m_noticeBar;
    Rect m_notices;
    int m_noticeTop = 0; // the notices' room: from under the buttons to the window's bottom
    int m_legendBottom = 0; // under the keys' lines as last drawn: the mute icon goes below
    std::vector<Rect> m_legendLines; // the keys' lines as last drawn
    Wording m_soundLine; // what M last said, worded when shown
    bool m_dailyPlayed = false; // today's daily deal has a run in the high scores
};

} // namespace scoundrel::game
