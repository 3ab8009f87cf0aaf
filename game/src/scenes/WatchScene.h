#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "table/ActionText.h"
#include "table/Animator.h"
#include "table/MessageLog.h"
#include "table/SpokenWords.h"
#include "table/TableLayout.h"
#include "ui/Button.h"

#include "scoundrel/Run.h"

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// Whose moves a WatchScene plays: the solver's winning line (from the result screen),
// or the player's own run (from an achievement).
enum class WatchedLine { Solver, PlayersRun };

// A line played back on the table from the deal's start, one move at a
// time with the table's animations and a beat between moves, at the player's
// animation speed. Space (or Pause) pauses and resumes, Right (or Step) plays the next
// move and pauses, Left goes one move back and pauses, Home (or From the start) goes back
// to the deal, Esc (or Stop, which says Back once the line has ended) goes back.
// Nothing is saved or scored.
class WatchScene : public Scene, public LayoutDumpable {
public:
    // Real seconds between moves when animations are off, so the line can be followed.
    static constexpr double kMinimumBeatSeconds = 0.4;

    // from: the moves of line already played when the watching starts (a replay of an
    // achievement starts a few moves before it was earned), shown at once, not replayed.
    WatchScene(GameContext& context, GameState start, std::vector<Action> line,
               WatchedLine watched = WatchedLine::Solver, std::size_t from = 0);

    std::string name() const override { return "watch"; }
    void handleEvent(const InputEvent& event) override;
    bool update(double seconds) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // Speech: what is watched as it opens; each move as it is played (playNext).
    std::string spokenTitle() const override;
    std::string spokenSummary() const override;

    std::size_t step() const { return m_step; }
    const GameState& state() const { return m_state; }

private:
    void playNext();
    // The latest line, without the turn a move began while the header does not name it yet.
    ToneText messageLine() const;
    // Whether the move just played still has its card on the way (its words wait for it).
    bool landing() const;
    double beat() const;
    bool ended() const { return m_step >= m_line.size(); }
    // The buttons' labels and enabled states follow the playback.
    void refreshButtons();
    void activate(const std::string& id);
    void togglePause();
    void stepOnce();
    // The table as it stood after the line's first moves (none: the deal), shown at once and
    // paused, as the step back (Left) and the start (Home) show it; the start keeps playing
    // if it was (np34: a run watched from an achievement began a few moves before the
    // moment, with no way back to move 1).
    void goBackTo(std::size_t moves, bool pause);

    GameContext& m_context;
    GameState m_start; // the deal, before the line's first move
    GameState m_state;
    std::vector<Action> m_line;
    // The solver's moves are said as the line's ("Avoided the room."), not the player's.
    SpokenMover m_mover;
    std::string m_title; // what is being watched: "Watching a player who sees every card"
    std::size_t m_step = 0; // moves played so far
    TableLayout m_layout;
    Rect m_messageBar; // as the last frame drew it, grown for a line on two
    Animator m_animator;
    MessageLog m_log;
    // The move being played and the line shown before it, until its card lands (messageLine).
    struct Landing {
        Card card;
        ToneText shown;
    };
    std::optional<Landing> m_landing;
    std::vector<Button> m_buttons; // from the start, pause, step, stop
    std::string m_pressedButton;
    bool m_paused = false;
    bool m_dealPending = true;
    double m_countdown = 0; // until the next move
};

} // namespace scoundrel::game
