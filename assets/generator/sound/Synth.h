#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace soundgen {

inline constexpr int kSampleRate = 22050;

// A mono signal at kSampleRate, samples in about [-1, 1].
using Signal = std::vector<double>;

std::size_t samplesOf(double seconds);

// The building blocks: a sine that glides from one pitch to another (exponentially, as
// the ear hears pitch), and white noise from a seeded generator (SplitMix64), so a sound
// is made of the same samples every time.
Signal glide(double seconds, double fromHz, double toHz);
Signal tone(double seconds, double hz);
Signal noise(double seconds, std::uint64_t seed);

// Shaping: a linear attack, then an exponential decay with time constant decayTau.
void envelope(Signal& s, double attack, double decayTau);
// One-pole low and high pass, and a resonant band pass (a biquad) whose centre may glide.
void lowPass(Signal& s, double cutoffHz);
void highPass(Signal& s, double cutoffHz);
void bandPass(Signal& s, double fromHz, double toHz, double q);

// Adds what into into, starting at seconds, scaled by level; into grows as needed.
void mixInto(Signal& into, const Signal& what, double at, double level = 1.0);
// Scales s so its loudest sample is peak, with short fades at both ends (no click).
void finish(Signal& s, double peak);

// A 16-bit mono PCM WAV file of s.
std::vector<std::uint8_t> wavBytes(const Signal& s);

} // namespace soundgen
