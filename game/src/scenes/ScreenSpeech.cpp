#include "scenes/ScreenSpeech.h"

#include "table/SpokenWords.h"

#include <utility>

namespace scoundrel::game {

void ScreenSpeech::followScreen(GameContext& context, Scene* top)
{
    if (!top || top == m_top)
        return;
    m_top = top;
    m_focus = top->spokenFocus();
    // A screen uncovered again (a dialog closed) is not named again: the dialog's
    // outcome was just said.
    if (top->firstTimeShown())
        context.speak(spokenSentences({top->spokenTitle(), m_focus}), SpeechTurn::After);
}

void ScreenSpeech::followFocus(GameContext& context, const Scene* top, int utterancesBefore)
{
    if (!top || top != m_top)
        return;
    std::string focus = top->spokenFocus();
    if (focus == m_focus)
        return;
    m_focus = std::move(focus);
    if (context.utterances == utterancesBefore)
        context.speak(m_focus);
}

} // namespace scoundrel::game
