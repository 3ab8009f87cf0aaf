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

} // namespace scoundrel::game
