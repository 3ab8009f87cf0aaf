#include "Music.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace soundgen {

namespace {

constexpr double kBar = 2.5; // seconds: four slow beats, 96 a minute
constexpr int kBars = 4;

// The frequency of a note counted in semitones from A4 (440 Hz).
double pitch(int semitonesFromA4)
{
    return 440.0 * std::pow(2.0, semitonesFromA4 / 12.0);
}

// Adds what into the loop at seconds, its end wrapping round to the loop's start.
void mixLooped(Signal& loop, const Signal& what, double at, double level)
{
    const std::size_t start = samplesOf(at + kBar * kBars) % loop.size(); // at may be before the start
    for (std::size_t i = 0; i < what.size(); ++i)
        loop[(start + i) % loop.size()] += level * what[i];
}

// A pad note: a sine and a faint octave, swelling in and out over its length.
Signal padNote(double hz, double seconds)
{
    Signal note = tone(seconds, hz);
    mixInto(note, tone(seconds, hz * 2.0), 0, 0.12);
    for (std::size_t i = 0; i < note.size(); ++i) {
        const double t = static_cast<double>(i) / static_cast<double>(note.size());
        note[i] *= 0.5 - 0.5 * std::cos(2.0 * std::numbers::pi * t);
    }
    return note;
}

// A plucked note: a soft attack, a slow decay until it is gone.
Signal pluck(double hz)
{
    constexpr double kDecay = 0.6;
    Signal note = tone(5.5 * kDecay, hz);
    mixInto(note, tone(5.5 * kDecay, hz * 3.0), 0, 0.04);
    envelope(note, 0.01, kDecay);
    return note;
}

} // namespace

Signal musicLoop()
{
    Signal loop(samplesOf(kBar * kBars), 0.0);
    // Am, F, Dm, E: each chord in semitones from A4, held over its bar.
    const std::array<std::array<int, 3>, kBars> chords{
        {{-24, -17, -12}, {-28, -21, -16}, {-31, -24, -19}, {-29, -22, -17}}};
    // The arpeggio over each chord: its tones, a beat apart, with a rest on the last beat.
    const std::array<std::array<int, 3>, kBars> tunes{
        {{-12, -9, -5}, {-16, -12, -9}, {-19, -16, -12}, {-17, -13, -10}}};
    for (int bar = 0; bar < kBars; ++bar) {
        const double at = kBar * bar;
        for (int semitones : chords[static_cast<std::size_t>(bar)])
            mixLooped(loop, padNote(pitch(semitones), kBar * 1.5), at - kBar * 0.25, 0.15);
        for (std::size_t beat = 0; beat < 3; ++beat)
            mixLooped(loop, pluck(pitch(tunes[static_cast<std::size_t>(bar)][beat])),
                      at + kBar / 4 * static_cast<double>(beat), 0.16);
    }
    // Filtered twice round, keeping the second, so the filter has no seam at the start; and
    // no fades at the ends, which would be a gap at every turn of the loop.
    Signal twice = loop;
    twice.insert(twice.end(), loop.begin(), loop.end());
    lowPass(twice, 2500);
    loop.assign(twice.begin() + static_cast<std::ptrdiff_t>(loop.size()), twice.end());
    double loudest = 0;
    for (double sample : loop)
        loudest = std::max(loudest, std::fabs(sample));
    for (double& sample : loop)
        sample *= 0.25 / loudest;
    return loop;
}

} // namespace soundgen
