#include "table/Animator.h"

#include "ui/Painter.h"

#include <algorithm>
#include <cmath>

namespace scoundrel::game {

namespace {

constexpr double kFloatSeconds = 1.1;
constexpr double kHealthSeconds = 0.45;

double easeOut(double t)
{
    const double u = 1.0 - std::clamp(t, 0.0, 1.0);
    return 1.0 - u * u * u;
}

int lerp(int a, int b, double t)
{
    return a + static_cast<int>(std::lround((b - a) * t));
}

double progress(double elapsed, double delay, double duration)
{
    return duration <= 0 ? 1.0 : std::clamp((elapsed - delay) / duration, 0.0, 1.0);
}

} // namespace

void Animator::fly(Card card, const Rect& from, const Rect& to, bool faceUpFrom, bool faceUpTo, double delay,
                   double duration)
{
    const double seconds = m_speed(duration);
    if (seconds <= 0)
        return;
    m_flights.push_back({card, from, to, faceUpFrom, faceUpTo, m_speed(delay), seconds, 0, reduced()});
}

void Animator::floatText(std::string text, SDL_Color color, Point from, int size, double delay)
{
    const double seconds = m_speed(kFloatSeconds);
    if (seconds <= 0)
        return;
    m_texts.push_back({std::move(text), color, from, size, m_speed(delay), seconds, 0, !reduced()});
}

void Animator::slideHealth(int from, int to, double delay)
{
    const double seconds = m_speed(kHealthSeconds);
    if (seconds <= 0 || from == to)
        return;
    const double start = m_health.active ? m_health.from : from;
    m_health = {true, start, static_cast<double>(to), m_speed(delay), seconds, 0};
}

void Animator::holdTurn(int from, double delay)
{
    const double seconds = m_speed(delay);
    if (seconds <= 0)
        return;
    m_turn = {true, from, seconds, 0};
}

void Animator::sound(SoundCue cue, double delay)
{
    if (!m_hear)
        return;
    if (m_sounds.empty())
        m_soundClock = 0;
    m_sounds.push_back({cue, m_soundClock + m_speed(delay)});
}

void Animator::hearDue(bool all)
{
    std::vector<SoundCue> due;
    std::erase_if(m_sounds, [&](const TimedSound& s) {
        if (!all && s.delay > m_soundClock)
            return false;
        const auto same = std::find_if(due.begin(), due.end(), [&](const SoundCue& c) { return c.id == s.cue.id; });
        if (same == due.end())
            due.push_back(s.cue);
        else
            same->gain = std::max(same->gain, s.cue.gain);
        return true;
    });
    for (const SoundCue& cue : due)
        m_hear(cue);
}

bool Animator::update(double seconds)
{
    m_soundClock += seconds;
    hearDue(false);
    for (Flight& f : m_flights)
        f.elapsed += seconds;
    for (FloatingText& t : m_texts)
        t.elapsed += seconds;
    std::erase_if(m_flights, [](const Flight& f) { return f.elapsed >= f.delay + f.duration; });
    std::erase_if(m_texts, [](const FloatingText& t) { return t.elapsed >= t.delay + t.duration; });
    if (m_health.active) {
        m_health.elapsed += seconds;
        m_health.active = m_health.elapsed < m_health.delay + m_health.duration;
    }
    if (m_turn.active) {
        m_turn.elapsed += seconds;
        m_turn.active = m_turn.elapsed < m_turn.delay;
    }
    return animating();
}

void Animator::finish()
{
    hearDue(true);
    m_flights.clear();
    m_texts.clear();
    m_health.active = false;
    m_turn.active = false;
}

double Animator::remaining() const
{
    double left = 0;
    for (const Flight& f : m_flights)
        left = std::max(left, f.delay + f.duration - f.elapsed);
    if (m_health.active)
        left = std::max(left, m_health.delay + m_health.duration - m_health.elapsed);
    if (m_turn.active)
        left = std::max(left, m_turn.delay - m_turn.elapsed);
    for (const TimedSound& s : m_sounds)
        left = std::max(left, s.delay - m_soundClock);
    return left;
}

bool Animator::flying(Card card) const
{
    return std::any_of(m_flights.begin(), m_flights.end(), [card](const Flight& f) { return f.card == card; });
}

double Animator::landsIn(Card card) const
{
    double left = 0;
    for (const Flight& f : m_flights) {
        if (f.card == card)
            left = std::max(left, f.delay + f.duration - f.elapsed);
    }
    return left;
}

int Animator::waitingToLeave(const Rect& from) const
{
    return static_cast<int>(std::count_if(m_flights.begin(), m_flights.end(),
                                          [&](const Flight& f) { return f.from == from && f.elapsed < f.delay; }));
}

int Animator::stillArriving(const Rect& to) const
{
    return static_cast<int>(
        std::count_if(m_flights.begin(), m_flights.end(), [&](const Flight& f) { return f.to == to; }));
}

double Animator::shownHealth(int actual) const
{
    if (!m_health.active)
        return actual;
    const double t = easeOut(progress(m_health.elapsed, m_health.delay, m_health.duration));
    return m_health.from + (m_health.to - m_health.from) * t;
}

// Motion reduced: the card leaves its old place and appears in its new one, both in place,
// in a few alpha steps.
void Animator::addFade(std::vector<CardSprite>& out, const Flight& f)
{
    const double p = progress(f.elapsed, f.delay, f.duration);
    const auto alpha = [](double a) { return static_cast<Uint8>(std::lround(255 * std::round(a * 8) / 8)); };
    if (const Uint8 a = alpha(1.0 - p); a > 0)
        out.push_back({f.card, f.from, f.faceUpFrom, a, false});
    if (const Uint8 a = alpha(p); a > 0)
        out.push_back({f.card, f.to, f.faceUpTo, a, false});
}

void Animator::addSprites(std::vector<CardSprite>& out, const Flight& f)
{
    if (f.fades) {
        addFade(out, f);
        return;
    }
    const double p = progress(f.elapsed, f.delay, f.duration);
    const double t = easeOut(p);
    Rect r{lerp(f.from.x, f.to.x, t), lerp(f.from.y, f.to.y, t), lerp(f.from.w, f.to.w, t), lerp(f.from.h, f.to.h, t)};
    bool faceUp = f.faceUpTo;
    if (f.faceUpFrom != f.faceUpTo) {
        // Turning over: the card narrows to an edge and opens on its other side.
        faceUp = p < 0.5 ? f.faceUpFrom : f.faceUpTo;
        const int w = std::max(2, static_cast<int>(std::lround(r.w * std::fabs(1.0 - 2.0 * p))));
        r = {r.x + (r.w - w) / 2, r.y, w, r.h};
    }
    out.push_back({f.card, r, faceUp, 255, p > 0 && p < 1});
}

std::vector<Animator::CardSprite> Animator::sprites() const
{
    std::vector<CardSprite> out;
    for (const Flight& f : m_flights) {
        if (f.elapsed < f.delay)
            addSprites(out, f);
    }
    for (const Flight& f : m_flights) {
        if (f.elapsed >= f.delay)
            addSprites(out, f);
    }
    return out;
}

void Animator::draw(Painter& painter, bool fourColor) const
{
    for (const CardSprite& s : sprites()) {
        if (s.moving)
            painter.shadow(s.rect, s.rect.w / 14, 8, 110);
        if (s.faceUp)
            painter.card(s.card, s.rect, fourColor, s.alpha);
        else
            painter.cardBack(s.rect, s.alpha);
    }
    for (const FloatingText& ft : m_texts) {
        if (ft.elapsed < ft.delay)
            continue;
        const double p = progress(ft.elapsed, ft.delay, ft.duration);
        SDL_Color color = ft.color;
        // Fading in a few steps only: each alpha is a separate cached text texture.
        const double fade = std::min(1.0, 2.5 * (1.0 - p));
        color.a = static_cast<Uint8>(std::lround(255 * std::round(fade * 8) / 8));
        const int rise = ft.rises ? static_cast<int>(std::lround(ft.size * 2.2 * easeOut(p))) : 0;
        painter.text(ft.text, {ft.from.x, ft.from.y - rise}, {ft.size, color, true, Align::Center});
    }
}

} // namespace scoundrel::game
