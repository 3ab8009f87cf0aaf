#pragma once

#include <SDL_pixels.h>

namespace scoundrel::game::theme {

// The table's palette: a calm green baize, warm text, one accent for focus and
// legal drop targets, one for danger.
inline constexpr SDL_Color kFelt{28, 74, 52, 255};
inline constexpr SDL_Color kFeltDark{20, 56, 40, 255};
inline constexpr SDL_Color kPanel{16, 30, 24, 235};
// A dialog's panel is opaque: the screen under it must not show through its words.
inline constexpr SDL_Color kDialog{16, 30, 24, 255};
inline constexpr SDL_Color kPanelLight{44, 70, 58, 255};
inline constexpr SDL_Color kText{238, 232, 214, 255};
inline constexpr SDL_Color kTextDim{170, 184, 170, 255};
// A field's placeholder: clearly dimmer than typed text (kTextDim read as typed), still
// readable on the field.
inline constexpr SDL_Color kTextPlaceholder{116, 136, 124, 255};
inline constexpr SDL_Color kAccent{246, 196, 84, 255};
inline constexpr SDL_Color kGood{120, 214, 120, 255};
inline constexpr SDL_Color kDanger{232, 92, 80, 255};
inline constexpr SDL_Color kButton{58, 96, 78, 255};
inline constexpr SDL_Color kButtonHover{76, 124, 100, 255};
inline constexpr SDL_Color kButtonDisabled{50, 62, 56, 255};
inline constexpr SDL_Color kScrim{0, 0, 0, 150};

} // namespace scoundrel::game::theme
