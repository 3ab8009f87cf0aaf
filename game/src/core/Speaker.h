#pragma once

#include <string_view>

namespace scoundrel::game {

// Whether a new utterance cuts off what is being said (the player moved on: a new focus,
// a move's outcome) or waits for it (a screen that came up by itself after a move).
enum class SpeechTurn { Interrupt, After };

// Where the game's words go to be spoken (self-voicing: an SDL window is invisible to
// screen readers): Speech Dispatcher in the game, a log for tests, nothing without them.
// The scenes say what happened; the words come from one place (table/SpokenWords.h).
// It never fails: what cannot be spoken is simply not heard.
class Speaker {
public:
    virtual ~Speaker() = default;

    // Interrupt cancels what is being said and what waits, so no backlog builds up: ten
    // focus moves in a second leave at most the last one to be heard.
    virtual void say(std::string_view text, SpeechTurn turn) = 0;
    // The rate or volume setting changed.
    virtual void settingsChanged() { }
    // Whether what is said is known to go unheard: the voice could not be reached (known
    // once something was said; Settings says so under Speech).
    virtual bool unheard() const { return false; }
};

// The speaker of a game without speech: says nothing.
class NullSpeaker : public Speaker {
public:
    void say(std::string_view /*text*/, SpeechTurn /*turn*/) override { }
};

} // namespace scoundrel::game
