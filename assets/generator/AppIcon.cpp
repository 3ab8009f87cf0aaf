#include "AppIcon.h"

#include "Motifs.h"

namespace atlasgen {

void drawAppIcon(Canvas& canvas)
{
    const Rect card = around({128, 128}, 160, 224);
    canvas.fill(roundedBox(card, 18), rgb(0x2A1E1A));
    canvas.fill(roundedBox(inset(card, 5), 13), rgb(0xFAF5E8));
    const Rect panel = around({128, 128}, 124, 184);
    canvas.fill(roundedBox(panel, 10), gradient({0, panel.y}, rgb(0x3E3148), {0, panel.bottom()}, rgb(0x140F19)));
    // The sword crosses the lower half so it leaves the skull's face clear.
    drawSkull(canvas, {124, 96}, 100, rgb(0xF1E8D4), rgb(0xB9A98C));
    drawGlowingEyes(canvas, {124, 96}, 100, rgb(0xFF3B2A));
    canvas.fill(grow(swordSilhouette({150, 166}, 196, 45), 6), rgb(0x1C2733));
    drawSword(canvas, {150, 166}, 196, 45);
}

} // namespace atlasgen
