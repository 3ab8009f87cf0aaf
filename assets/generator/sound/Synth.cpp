#include "Synth.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace soundgen {

namespace {

constexpr double kTwoPi = 2.0 * std::numbers::pi;
constexpr double kFadeSeconds = 0.002;

double secondsAt(std::size_t i)
{
    return static_cast<double>(i) / kSampleRate;
}

void putLittleEndian(std::vector<std::uint8_t>& out, std::uint32_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<std::uint8_t>((value >> (8 * i)) & 0xFFu));
}

} // namespace

std::size_t samplesOf(double seconds)
{
    return static_cast<std::size_t>(std::lround(std::max(0.0, seconds) * kSampleRate));
}

Signal glide(double seconds, double fromHz, double toHz)
{
    Signal s(samplesOf(seconds));
    double phase = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const double t = secondsAt(i) / seconds;
        s[i] = std::sin(phase);
        phase += kTwoPi * fromHz * std::pow(toHz / fromHz, t) / kSampleRate;
    }
    return s;
}

Signal tone(double seconds, double hz)
{
    return glide(seconds, hz, hz);
}

Signal noise(double seconds, std::uint64_t seed)
{
    Signal s(samplesOf(seconds));
    std::uint64_t state = seed;
    for (double& sample : s) {
        state += 0x9E3779B97F4A7C15ull;
        std::uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        sample = static_cast<double>(z >> 11) / static_cast<double>(1ull << 52) - 1.0;
    }
    return s;
}

void envelope(Signal& s, double attack, double decayTau)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        const double t = secondsAt(i);
        const double level = t < attack ? t / attack : std::exp(-(t - attack) / decayTau);
        s[i] *= level;
    }
}

void lowPass(Signal& s, double cutoffHz)
{
    const double a = 1.0 - std::exp(-kTwoPi * cutoffHz / kSampleRate);
    double y = 0;
    for (double& sample : s) {
        y += a * (sample - y);
        sample = y;
    }
}

void highPass(Signal& s, double cutoffHz)
{
    const double a = 1.0 - std::exp(-kTwoPi * cutoffHz / kSampleRate);
    double low = 0;
    for (double& sample : s) {
        low += a * (sample - low);
        sample -= low;
    }
}

void bandPass(Signal& s, double fromHz, double toHz, double q)
{
    double x1 = 0, x2 = 0, y1 = 0, y2 = 0;
    const double length = std::max(1.0, static_cast<double>(s.size()));
    for (std::size_t i = 0; i < s.size(); ++i) {
        const double hz = fromHz * std::pow(toHz / fromHz, static_cast<double>(i) / length);
        const double w = kTwoPi * hz / kSampleRate;
        const double alpha = std::sin(w) / (2.0 * q);
        const double a0 = 1.0 + alpha;
        const double x = s[i];
        const double y = (alpha * x - alpha * x2 + 2.0 * std::cos(w) * y1 - (1.0 - alpha) * y2) / a0;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        s[i] = y;
    }
}

void mixInto(Signal& into, const Signal& what, double at, double level)
{
    const std::size_t start = samplesOf(at);
    if (into.size() < start + what.size())
        into.resize(start + what.size(), 0.0);
    for (std::size_t i = 0; i < what.size(); ++i)
        into[start + i] += level * what[i];
}

void finish(Signal& s, double peak)
{
    double loudest = 0;
    for (double sample : s)
        loudest = std::max(loudest, std::fabs(sample));
    if (loudest > 0) {
        for (double& sample : s)
            sample *= peak / loudest;
    }
    const std::size_t fade = std::min(samplesOf(kFadeSeconds), s.size() / 2);
    for (std::size_t i = 0; i < fade; ++i) {
        const double level = static_cast<double>(i) / static_cast<double>(fade);
        s[i] *= level;
        s[s.size() - 1 - i] *= level;
    }
}

std::vector<std::uint8_t> wavBytes(const Signal& s)
{
    const auto dataBytes = static_cast<std::uint32_t>(s.size() * 2);
    std::vector<std::uint8_t> out;
    out.reserve(44 + dataBytes);
    for (char c : {'R', 'I', 'F', 'F'})
        out.push_back(static_cast<std::uint8_t>(c));
    putLittleEndian(out, 36 + dataBytes, 4);
    for (char c : {'W', 'A', 'V', 'E', 'f', 'm', 't', ' '})
        out.push_back(static_cast<std::uint8_t>(c));
    putLittleEndian(out, 16, 4); // the format chunk's size
    putLittleEndian(out, 1, 2); // PCM
    putLittleEndian(out, 1, 2); // mono
    putLittleEndian(out, kSampleRate, 4);
    putLittleEndian(out, kSampleRate * 2, 4); // bytes a second
    putLittleEndian(out, 2, 2); // bytes a frame
    putLittleEndian(out, 16, 2); // bits a sample
    for (char c : {'d', 'a', 't', 'a'})
        out.push_back(static_cast<std::uint8_t>(c));
    putLittleEndian(out, dataBytes, 4);
    for (double sample : s) {
        const long value = std::lround(std::clamp(sample, -1.0, 1.0) * 32767.0);
        putLittleEndian(out, static_cast<std::uint32_t>(static_cast<std::uint16_t>(static_cast<std::int16_t>(value))),
                        2);
    }
    return out;
}

} // namespace soundgen
