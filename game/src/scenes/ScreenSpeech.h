#pragma once

#include "core/GameContext.h"
#include "core/Geometry.h"
#include "core/Scene.h"

#include <string>

namespace scoundrel::game {

// Speech's rule for every screen (the App follows it; tests replay it): a screen that
// comes to the top is named once, with what has the focus; what has the focus is said
// when it changes, unless the scene said something of its own for the same press (a
// move's outcome names what the move did, which is what moved the focus). A focus that
// only grew (its chance came) says what it added, not again what was just said. A screen
// uncovered again is named again only when the screen that went said nothing as it went
// (a question cancelled, Back from Watch): else its outcome was just said.
class ScreenSpeech {
public:
    void followScreen(GameContext& context, Scene* top);
    // After an event: utterancesBefore is the context's count before it was handled.
    void followFocus(GameContext& context, const Scene* top, int utterancesBefore);
    // Whether the window is too small to play in (WindowFit::tooSmall, minimum its least
    // size): the note is said once as it comes, and the screen under it once the window is
    // large enough again; nothing while it stays as it was.
    void followWindowFit(GameContext& context, const Scene* top, bool tooSmall, Size minimum);

private:
    const Scene* m_top = nullptr; // the scene speech last followed
    std::string m_focus; // what had the focus then
    int m_heard = 0; // the context's utterances when speech last followed the screens
    bool m_tooSmall = false; // the window was too small to play in when last followed
};

} // namespace scoundrel::game
