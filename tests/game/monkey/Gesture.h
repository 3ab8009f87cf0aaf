#pragma once

#include "Dice.h"

#include "core/Geometry.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Solver.h"

#include <SDL_events.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace scoundrel::game::monkey {

// One thing a player does, as the SDL events it makes: a click, a drag, keys, a pad's
// buttons, typing,
// a window resize (SDL_WINDOWEVENT_SIZE_CHANGED) or quitting (SDL_QUIT). A frame
// follows each event, or, in one batch, only the last: the App's loop handles every
// event waiting before it draws, so a fast double-click or a held key can reach a
// scene twice before the scene it asked for is on top. Then come frames of the given
// lengths, so animations run and finish.
struct Gesture {
    std::string what; // for the log: "click button.new_game at (612,431)"
    std::vector<SDL_Event> events;
    bool oneBatch = false;
    std::vector<double> frames;
};

// Picks gestures at random, weighted towards what the scene on top answers to: its
// dumped rects (buttons, room cards, segments) are clicked and dragged between more
// often than random points, and its keys more often than others. Remembers where the
// pointer is and whether the left button is held (a drag may be left unfinished).
class GesturePicker {
public:
    // Enough for nearly every deal in well under a second of a Debug build.
    static constexpr std::uint64_t kSolverNodes = 200'000;

    explicit GesturePicker(Dice& dice) : m_dice(dice) { }

    // dump: the top scene's layout dump. typing: SDL text input is on, so printable
    // keys also arrive as text, as SDL sends them. table: the position on the table,
    // when the table is on top; then some gestures are a sensible move, so runs last
    // long enough to be won.
    Gesture pick(const nlohmann::json& dump, bool typing, const GameState* table);

    // A new launch: no button is held any more.
    void relaunched() { m_leftHeld = false; }

private:
    struct Target {
        std::string name;
        Point point;
    };

    void click(Gesture& g, const nlohmann::json& dump, bool twice);
    // A move that wins if the position can be won (the solver sees every card), else
    // the greedy player's, made with the keys, a click or a drag.
    void sensibleMove(Gesture& g, const nlohmann::json& dump, const GameState& table);
    void click(Gesture& g, const Target& t);
    void tap(Gesture& g, SDL_Keycode key);
    void drag(Gesture& g, const nlohmann::json& dump);
    void randomKey(Gesture& g, bool typing);
    void typeText(Gesture& g);
    // A game controller's buttons pressed and let go, as SDL sends them.
    void padButton(Gesture& g);
    void otherMouse(Gesture& g, const nlohmann::json& dump);
    void resize(Gesture& g);
    void wait(Gesture& g);
    // After the gesture: one frame of no time, a short one or a long one.
    double frameTime();

    // A point in a rect of the dump (its middle, or anywhere in it), or anywhere.
    Target rectTarget(const nlohmann::json& dump, const std::string& name);
    Target anyRect(const nlohmann::json& dump);
    Target anywhere(const nlohmann::json& dump);

    void press(Gesture& g, Point p, Uint8 button, Uint8 clicks);
    void release(Gesture& g, Point p, Uint8 button, Uint8 clicks);
    void move(Gesture& g, Point p);

    Dice& m_dice;
    Solver m_solver{SolveOptions{false, kSolverNodes, nullptr}};
    int m_sensibleMoves = 0; // left in a stretch of sensible play
    Point m_pointer{640, 400};
    bool m_leftHeld = false;
};

} // namespace scoundrel::game::monkey
