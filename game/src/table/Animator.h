#pragma once

#include "core/Geometry.h"
#include "core/SoundCue.h"

#include "scoundrel/Card.h"

#include <SDL_pixels.h>

#include <functional>
#include <string>
#include <vector>

namespace scoundrel::game {

class Painter;

// The table's animations: cards flying between places (turning over on the way when
// they change sides), numbers floating up, and the health bar sliding. Durations are
// nominal seconds, scaled by the player's animation speed; at speed "off" nothing is
// added and the table simply shows the new state. A new action calls finish() first,
// so input never waits for an animation. Sounds are timed with the animations (a card's
// sound as it lands) and handed to hear when their moment comes; with animations off,
// or when finish() lands everything at once, each sound due is heard once, at once.
// With motion reduced (the player's setting, apart from the speed) a card does not fly: it
// fades out of its old place and into its new one, and numbers fade without rising.
class Animator {
public:
    // speed turns a nominal duration into real seconds (0 = animations off); reduced says
    // whether motion is reduced, asked as each animation starts.
    explicit Animator(std::function<double(double)> speed, std::function<void(SoundCue)> hear = {},
                      std::function<bool()> reduced = {})
        : m_speed(std::move(speed)), m_hear(std::move(hear)), m_reduced(std::move(reduced))
    {
    }

    // Adding animations; delay and duration are nominal seconds.
    void fly(Card card, const Rect& from, const Rect& to, bool faceUpFrom, bool faceUpTo, double delay,
             double duration);
    void floatText(std::string text, SDL_Color color, Point from, int size, double delay);
    void slideHealth(int from, int to, double delay);
    void sound(SoundCue cue, double delay);
    // The header keeps naming the turn that ended (from) until delay: the new turn is
    // named when its room lands, not while the old room's cards are still leaving.
    void holdTurn(int from, double delay);

    // Time passing; true while anything is still moving.
    bool update(double seconds);
    void finish();
    bool animating() const
    {
        return !m_flights.empty() || !m_texts.empty() || m_health.active || !m_sounds.empty() || m_turn.active;
    }
    // Real seconds until everything has landed.
    double remaining() const;

    // What the table draws around the animations.
    bool flying(Card card) const;
    // Real seconds until card's last flight lands; 0 when it is not flying.
    double landsIn(Card card) const;
    // A pile counted as it looks: the cards still waiting to fly from it have not left
    // it yet, and those flying to it have not arrived.
    int waitingToLeave(const Rect& from) const;
    int stillArriving(const Rect& to) const;
    double shownHealth(int actual) const;
    int shownTurn(int actual) const { return m_turn.active ? m_turn.from : actual; }
    // A card as the flights show it now: where, which side up, how opaque.
    struct CardSprite {
        Card card;
        Rect rect;
        bool faceUp = true;
        Uint8 alpha = 255;
        bool moving = false; // in the air, with a shadow
    };
    // The cards in flight in drawing order: those still waiting to leave first, so the
    // moving ones pass over them.
    std::vector<CardSprite> sprites() const;
    void draw(Painter& painter, bool fourColor) const;

private:
    struct Flight {
        Card card;
        Rect from;
        Rect to;
        bool faceUpFrom = true;
        bool faceUpTo = true;
        double delay = 0;
        double duration = 0;
        double elapsed = 0;
        bool fades = false; // motion reduced: a cross-fade between the two places
    };
    struct FloatingText {
        std::string text;
        SDL_Color color;
        Point from;
        int size = 24;
        double delay = 0;
        double duration = 0;
        double elapsed = 0;
        bool rises = true;
    };
    struct HealthSlide {
        bool active = false;
        double from = 0;
        double to = 0;
        double delay = 0;
        double duration = 0;
        double elapsed = 0;
    };

    struct TurnHold {
        bool active = false;
        int from = 0;
        double delay = 0;
        double elapsed = 0;
    };

    struct TimedSound {
        SoundCue cue;
        double delay = 0;
    };

    static void addSprites(std::vector<CardSprite>& out, const Flight& f);
    static void addFade(std::vector<CardSprite>& out, const Flight& f);
    bool reduced() const { return m_reduced && m_reduced(); }
    // Hears the sounds whose moment has come (all of them when everything lands), each
    // kind once, at the loudest gain asked.
    void hearDue(bool all);

    std::function<double(double)> m_speed;
    std::vector<Flight> m_flights;
    std::vector<FloatingText> m_texts;
    HealthSlide m_health;
    TurnHold m_turn;
    std::function<void(SoundCue)> m_hear;
    std::function<bool()> m_reduced;
    std::vector<TimedSound> m_sounds;
    double m_soundClock = 0;
};

} // namespace scoundrel::game
