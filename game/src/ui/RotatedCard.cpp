#include "ui/RotatedCard.h"

#include <cmath>

namespace scoundrel::game {

void drawRotatedCard(Painter& painter, Card card, const Rect& upright, double degrees, bool fourColor)
{
    const int pixelWidth = static_cast<int>(std::lround(static_cast<float>(upright.w) * painter.pixelRatio()));
    const Atlas& atlas = painter.assets().cards(fourColor, pixelWidth);
    const SDL_Rect source = atlas.frame(card.name()).sdl();
    const SDL_Rect dest = upright.sdl();
    SDL_SetTextureAlphaMod(atlas.texture(), 255);
    SDL_RenderCopyEx(painter.renderer(), atlas.texture(), &source, &dest, degrees, nullptr, SDL_FLIP_NONE);
}

} // namespace scoundrel::game
