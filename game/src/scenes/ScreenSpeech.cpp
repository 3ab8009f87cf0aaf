#include "scenes/ScreenSpeech.h"

#include "table/SpokenWords.h"
#include "text/Translate.h"

#include <utility>

namespace scoundrel::game {

namespace {

// What a focus says that the one before did not: the sentences after those the two share
// at the start ("Move 1, turn 1: equip the 9 of Diamonds." again, once its chance came).
std::string newSentences(const std::string& before, const std::string& now)
{
    std::size_t shared = 0;
    for (std::size_t end = now.find(". "); end != std::string::npos; end = now.find(". ", end + 2)) {
        if (before.compare(0, end + 2, now, 0, end + 2) != 0)
            break;
        shared = end + 2;
    }
    return now.substr(shared);
}

} // namespace

void ScreenSpeech::followScreen(GameContext& context, Scene* top)
{
    if (!top || top == m_top)
        return;
    m_top = top;
    m_focus = top->spokenFocus();
    // A screen uncovered again (a dialog closed) is not named again when the dialog's
    // outcome was just said; one that closed in silence leaves the player to hear where
    // they are.
    const bool silentReturn = context.utterances == m_heard;
    if (top->firstTimeShown() || silentReturn) {
        context.speak(spokenSentences({top->spokenTitle(), top->spokenFocusOnArrival()}), SpeechTurn::After);
        top->titleSaid();
    }
    m_heard = context.utterances;
}

void ScreenSpeech::followFocus(GameContext& context, const Scene* top, int utterancesBefore)
{
    if (!top || top != m_top)
        return;
    const bool sceneSpoke = context.utterances != utterancesBefore;
    std::string focus = top->spokenFocus();
    if (focus != m_focus) {
        const std::string said = newSentences(m_focus, focus);
        m_focus = std::move(focus);
        if (!sceneSpoke)
            context.speak(said);
    }
    // What the scene said of its own for the press (a fight's outcome, as its dialog
    // closes) is news the screen it uncovers must not be named over.
    m_heard = sceneSpoke ? utterancesBefore : context.utterances;
}

void ScreenSpeech::followWindowFit(GameContext& context, const Scene* top, bool tooSmall, Size minimum)
{
    if (tooSmall == m_tooSmall)
        return;
    m_tooSmall = tooSmall;
    if (tooSmall) {
        // TRANSLATORS: speech: the window was shrunk under the least size the game is drawn at, and the
        // screen shows only a note; {0} and {1} the least width and height in pixels, such as 1024 and 640.
        context.speak(format(tr("The window is too small to play in: make it at least {0} by {1} pixels."), minimum.w,
                             minimum.h));
        return;
    }
    // TRANSLATORS: speech: the window, too small to play in, was made large enough again; the screen it
    // shows again is named after it.
    std::string back(tr("The window is large enough again."));
    if (top)
        back = spokenSentences({back, top->spokenTitle(), top->spokenFocus()});
    context.speak(back);
    m_heard = context.utterances;
}

} // namespace scoundrel::game
