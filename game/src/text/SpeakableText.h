#pragma once

#include <string>
#include <string_view>

namespace scoundrel::game {

// Text as it leaves the game for a speech engine (GameContext::speak): the symbols drawn
// for the eye are said as words or pauses, since engines read some aloud by name ("middle
// dot", np16). A " · " between two parts, an arrow between two values and a button's ▶
// become a comma's pause or a word; ♥ after a number is said as health; the ✦ marks go.
// Spaces are then tidied: none doubled, none before a comma, no comma doubled.
std::string speakable(std::string_view text);

} // namespace scoundrel::game
