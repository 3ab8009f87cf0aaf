#include "SoundRecipes.h"

#include "Music.h"

#include <array>

namespace soundgen {

namespace {

// A card flicked off the dungeon: a short, bright brush of paper.
Signal deal()
{
    Signal paper = noise(0.06, 1);
    bandPass(paper, 3200, 2200, 0.9);
    lowPass(paper, 6000);
    lowPass(paper, 6000);
    envelope(paper, 0.003, 0.012);
    finish(paper, 0.22);
    return paper;
}

// A card laid on the felt: a soft, dull pat.
Signal place()
{
    Signal pat = noise(0.09, 2);
    lowPass(pat, 1400);
    envelope(pat, 0.002, 0.016);
    Signal body = glide(0.09, 170, 110);
    envelope(body, 0.002, 0.02);
    mixInto(pat, body, 0, 0.35);
    finish(pat, 0.32);
    return pat;
}

// A blade taken up: a short scrape, then a quiet ring of inharmonic partials.
Signal equip()
{
    Signal scrape = noise(0.12, 3);
    bandPass(scrape, 1800, 5200, 2.0);
    envelope(scrape, 0.03, 0.03);
    Signal out = scrape;
    constexpr std::array<double, 4> kPartials{1318, 1974, 2793, 3951};
    constexpr std::array<double, 4> kLevels{1.0, 0.55, 0.35, 0.2};
    for (std::size_t i = 0; i < kPartials.size(); ++i) {
        const double decay = 0.12 / (1.0 + 0.5 * static_cast<double>(i));
        Signal ring = tone(5.5 * decay, kPartials[i]);
        envelope(ring, 0.004, decay);
        mixInto(out, ring, 0.035, 0.18 * kLevels[i]);
    }
    lowPass(out, 6000);
    finish(out, 0.26);
    return out;
}

// A monster struck down with the weapon: a low thud under a short swish.
Signal slay()
{
    Signal swish = noise(0.1, 4);
    bandPass(swish, 900, 3000, 1.2);
    envelope(swish, 0.03, 0.02);
    Signal thud = glide(0.3, 150, 55);
    envelope(thud, 0.003, 0.07);
    Signal out;
    mixInto(out, swish, 0);
    mixInto(out, thud, 0.04, 0.9);
    Signal grit = noise(0.15, 5);
    lowPass(grit, 700);
    envelope(grit, 0.002, 0.03);
    mixInto(out, grit, 0.04, 0.6);
    finish(out, 0.42);
    return out;
}

// A blow taken barehanded: a dull punch; the game plays it louder for more damage.
Signal hit()
{
    Signal thump = glide(0.25, 120, 48);
    envelope(thump, 0.002, 0.06);
    Signal knock = noise(0.12, 6);
    lowPass(knock, 900);
    envelope(knock, 0.001, 0.018);
    Signal out = thump;
    mixInto(out, knock, 0, 0.8);
    finish(out, 0.5);
    return out;
}

// A potion drunk: three small bubbles rising, then a soft chime (E5 and B5).
Signal drink()
{
    Signal out;
    constexpr std::array<double, 3> kBubbles{420, 520, 640};
    for (std::size_t i = 0; i < kBubbles.size(); ++i) {
        Signal bubble = glide(0.06, kBubbles[i], kBubbles[i] * 1.8);
        envelope(bubble, 0.004, 0.018);
        mixInto(out, bubble, 0.075 * static_cast<double>(i), 0.5);
    }
    for (const auto& [hz, level] : {std::pair{659.3, 0.35}, std::pair{987.8, 0.22}, std::pair{1318.5, 0.08}}) {
        Signal chime = tone(1.0, hz);
        envelope(chime, 0.006, 0.14);
        mixInto(out, chime, 0.23, level);
    }
    finish(out, 0.28);
    return out;
}

// A second potion in a turn, wasted: a dull, falling fizzle.
Signal waste()
{
    Signal fizz = noise(0.35, 7);
    bandPass(fizz, 2200, 700, 1.5);
    lowPass(fizz, 2500);
    lowPass(fizz, 2500);
    envelope(fizz, 0.02, 0.08);
    Signal fall = glide(0.3, 330, 196);
    envelope(fall, 0.01, 0.09);
    Signal out = fizz;
    mixInto(out, fall, 0, 0.25);
    finish(out, 0.22);
    return out;
}

// A room avoided: the cards swept under the dungeon, a swish that falls away.
Signal avoid()
{
    Signal sweep = noise(0.5, 8);
    bandPass(sweep, 2600, 500, 1.4);
    lowPass(sweep, 3000);
    lowPass(sweep, 3000);
    Signal rise = sweep;
    for (std::size_t i = 0; i < rise.size(); ++i) {
        const double t = static_cast<double>(i) / static_cast<double>(rise.size());
        rise[i] *= t < 0.3 ? t / 0.3 : (1.0 - t) / 0.7;
    }
    finish(rise, 0.24);
    return rise;
}

// A drop refused: two soft, low taps, the second lower, like a gentle "uh-uh".
Signal refuse()
{
    Signal out;
    for (const auto& [at, hz] : {std::pair{0.0, 247.0}, std::pair{0.11, 196.0}}) {
        Signal tap = tone(0.12, hz);
        envelope(tap, 0.008, 0.03);
        mixInto(out, tap, at);
    }
    lowPass(out, 1500);
    finish(out, 0.2);
    return out;
}

// A bell-like note: a sine with quiet overtones, decaying until it is inaudible.
Signal bell(double hz, double decay)
{
    const double seconds = 5.5 * decay;
    Signal note = tone(seconds, hz);
    mixInto(note, tone(seconds, hz * 2.0), 0, 0.18);
    mixInto(note, tone(seconds, hz * 3.0), 0, 0.05);
    envelope(note, 0.006, decay);
    return note;
}

// Victory: a rising arpeggio, C5 E5 G5 C6, then the chord held softly.
Signal victory()
{
    Signal out;
    constexpr std::array<double, 4> kNotes{523.3, 659.3, 784.0, 1046.5};
    for (std::size_t i = 0; i < kNotes.size(); ++i)
        mixInto(out, bell(kNotes[i], 0.35), 0.13 * static_cast<double>(i), 0.3);
    for (double hz : {523.3, 659.3, 784.0})
        mixInto(out, bell(hz, 0.4), 0.55, 0.15);
    finish(out, 0.3);
    return out;
}

// Defeat: three low notes falling in a minor key (A3 F3 D3), muffled.
Signal defeat()
{
    Signal out;
    constexpr std::array<double, 3> kNotes{220.0, 174.6, 146.8};
    for (std::size_t i = 0; i < kNotes.size(); ++i)
        mixInto(out, bell(kNotes[i], 0.25 + 0.06 * static_cast<double>(i)), 0.28 * static_cast<double>(i), 0.4);
    lowPass(out, 1200);
    finish(out, 0.3);
    return out;
}

// A button pressed: a tiny, quiet tick.
Signal click()
{
    Signal tick = noise(0.025, 9);
    bandPass(tick, 3500, 3500, 2.5);
    envelope(tick, 0.0005, 0.004);
    Signal body = tone(0.025, 1800);
    envelope(body, 0.0005, 0.003);
    mixInto(tick, body, 0, 0.3);
    finish(tick, 0.16);
    return tick;
}

} // namespace

const std::vector<SoundRecipe>& soundRecipes()
{
    static const std::vector<SoundRecipe> recipes{
        {"deal.wav", deal},
        {"place.wav", place},
        {"equip.wav", equip},
        {"slay.wav", slay},
        {"hit.wav", hit},
        {"drink.wav", drink},
        {"waste.wav", waste},
        {"avoid.wav", avoid},
        {"refuse.wav", refuse},
        {"victory.wav", victory},
        {"defeat.wav", defeat},
        {"click.wav", click},
        {"music.wav", musicLoop, true},
    };
    return recipes;
}

} // namespace soundgen
