#pragma once

#include "input/InputEvent.h"
#include "sdl/SdlHandles.h"

#include <SDL_events.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The game controllers plugged in (SDL_GameController, after SuperTux's
// GameControllerManager): opened when SDL says one was added, closed when it goes,
// several at once, the last one used driving. Each gives presses as the keyboard does:
// a button's control, and the left stick pushed past its dead zone as the d-pad's
// direction. A direction held (on the d-pad or the stick) repeats, after a delay, as a
// held key does. Times are SDL's milliseconds, passed in so tests need not wait.
class Gamepads {
public:
    // The stick gives a direction past kPressAt and lets it go under kReleaseAt, so a
    // stick resting near the edge does not flicker.
    static constexpr int kPressAt = 16000;
    static constexpr int kReleaseAt = 10000;
    static constexpr std::uint32_t kRepeatDelayMs = 400;
    static constexpr std::uint32_t kRepeatEveryMs = 120;

    // Asks SDL to read face buttons by their place (SDL's A is always the bottom one), so
    // A accepts on every pad and a Nintendo pad's glyphs say B there.
    Gamepads();
    Gamepads(const Gamepads&) = delete;
    Gamepads& operator=(const Gamepads&) = delete;

    // Adds the mappings of a gamecontrollerdb.txt (SDL's format, one pad a line) for pads
    // SDL does not know. No file is no problem; a file SDL cannot read gives a one-line
    // reason, and the pads it knows still work.
    std::string addMappings(const std::filesystem::path& file);

    // Takes a pad's SDL event (plugged, unplugged, a button, an axis), appending the
    // presses it makes to out; false for an event that is not a pad's.
    bool handle(const SDL_Event& event, std::uint32_t nowMs, std::vector<InputEvent>& out);
    // The repeats of the direction held that are due by now.
    void repeat(std::uint32_t nowMs, std::vector<InputEvent>& out);
    // How long until the next repeat is due, or nothing when no direction is held.
    std::optional<std::uint32_t> msToNextRepeat(std::uint32_t nowMs) const;

    std::size_t count() const { return m_pads.size(); }
    // The pad used last (SDL's instance id), or -1 with none.
    SDL_JoystickID active() const { return m_active; }

private:
    struct Pad {
        SDL_JoystickID id = -1;
        GameControllerPtr controller;
        PadStyle style = PadStyle::Xbox; // whose buttons, for the glyphs
        int stickX = 0; // the stick's direction on each axis: -1, 0 or 1
        int stickY = 0;
    };
    struct Held {
        SDL_JoystickID pad = -1;
        SDL_GameControllerButton button = SDL_CONTROLLER_BUTTON_INVALID;
        std::uint32_t nextMs = 0;
        PadStyle style = PadStyle::Xbox;
    };

    void open(int deviceIndex);
    void close(SDL_JoystickID id);
    Pad* find(SDL_JoystickID id);
    void press(SDL_JoystickID pad, SDL_GameControllerButton button, std::uint32_t nowMs, std::vector<InputEvent>& out);
    void release(SDL_JoystickID pad, SDL_GameControllerButton button);
    void stick(Pad& pad, SDL_GameControllerAxis axis, int value, std::uint32_t nowMs, std::vector<InputEvent>& out);

    std::vector<Pad> m_pads;
    SDL_JoystickID m_active = -1;
    std::optional<Held> m_held; // the direction that repeats, of the active pad
};

} // namespace scoundrel::game
