#pragma once

namespace scoundrel::game {

// When the game loop draws and how long it may sleep (Game Programming Patterns' Game
// Loop, woken by events): a frame is drawn when the screen is stale or something
// moves; between frames the loop waits for an event, briefly while anything moves and
// long when all is at rest. Kept apart from the App so its decisions are tested
// without a window. A loop iteration: nextWaitMs, wait, invalidate for each event,
// step, then the scenes' update and mustDraw, and frameDone.
class FramePacer {
public:
    // The longest step an update is given: when a frame is late (a busy machine), an
    // animation slows down instead of jumping to its end.
    static constexpr double kMaxStepSeconds = 0.1;
    static constexpr int kFrameWaitMs = 8;
    static constexpr int kIdleWaitMs = 1000;

    // How long to wait for an event now. Called once per iteration, before waiting.
    int nextWaitMs();
    // The screen no longer shows what is true: an event was handled, the window changed.
    void invalidate() { m_stale = true; }
    // The time to give the scenes' update, from the time measured since the last one.
    // None after a wait at rest: nothing was moving, and an animation started by the
    // event that ended the wait must play from its first frame, not from its end.
    double step(double measuredSeconds) const;
    // After the update: whether to draw this frame.
    bool mustDraw(bool animating) const { return m_stale || animating; }
    // The frame is over. animating: the update said something moves. scenesChanged: a
    // scene came or went after the update, so no update has told yet whether the new
    // top animates (a run started by a click deals its room): the next frame comes soon.
    void frameDone(bool animating, bool scenesChanged);

private:
    bool m_stale = true;
    bool m_atRest = false; // the current wait began with nothing moving
};

} // namespace scoundrel::game
