#pragma once

#include <string>

namespace scoundrel::game {

// What the screen shows when the speech key (Ctrl+Alt+S) turns speech on or off: the
// voice says it, and a sighted player who pressed it by chance sees it too (np33).
struct SpeechNote {
    std::string title;
    std::string line;
};

SpeechNote speechNote(bool on);
// Shown a moment after speech was turned on when the voice did not answer (no Speech
// Dispatcher): np35 saw "Speech on" and heard nothing, the reason only on the terminal.
SpeechNote speechUnheardNote();

} // namespace scoundrel::game
