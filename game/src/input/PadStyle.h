#pragma once

#include <SDL_gamecontroller.h>

#include <cstddef>
#include <cstdint>
#include <string>

namespace scoundrel::game {

// Whose buttons a pad has, from SDL_GameControllerGetType: how its buttons are named and
// drawn. SDL reads the buttons by their place (the App asks it to: the bottom face button
// is always SDL's A), so a Nintendo pad's bottom button, SDL's A, is the one labelled B.
// Xbox360: the Xbox's letters, its Back and Start where the later pads have View and Menu.
enum class PadStyle : std::uint8_t { Xbox, Xbox360, PlayStation, Nintendo, SteamDeck };
// How many styles there are, for a table with one entry for each.
inline constexpr std::size_t kPadStyleCount = static_cast<std::size_t>(PadStyle::SteamDeck) + 1;

PadStyle padStyleOf(SDL_GameControllerType type);
// The style of an open pad by SDL's instance id; a pad SDL cannot place, or none, is
// named as the Steam Deck's (Xbox's letters).
PadStyle padStyleOfPad(SDL_JoystickID pad);

// The label printed on the button, as a glyph shows it: "A", "✕", "LB", "L1", "Menu".
std::string buttonLabel(SDL_GameControllerButton button, PadStyle style);
// The button in a sentence: "A", "Cross", "the d-pad's Up", "LB".
std::string buttonName(SDL_GameControllerButton button, PadStyle style);
// The four directions of the d-pad as one, as a legend names them.
std::string dpadLabel();
// Whether it is one of the four face buttons (A, B, X, Y by place).
bool isFaceButton(SDL_GameControllerButton button);

} // namespace scoundrel::game
