#pragma once

#include <SDL_joystick.h>

#include <filesystem>
#include <memory>
#include <string>

namespace scoundrel::game {

// The end-to-end tests' game controller: a test cannot plug a pad into another process
// (there is no uinput here), so with SCOUNDREL_VIRTUAL_PAD naming a FIFO the App reads
// commands from it, one a line, and plays them on an SDL virtual game controller that
// the game then sees like any pad: "plug VVVV PPPP" (USB vendor and product in hex, so
// a PlayStation pad's ids give its glyphs), "down BUTTON" and "up BUTTON" (SDL's names:
// a, b, x, y, start, back, dpup, dpdown, dpleft, dpright, leftshoulder, rightshoulder),
// "unplug". Nothing reads the variable but this, and the loop polls only while it is set.
class VirtualPadFeed {
public:
    // The feed SCOUNDREL_VIRTUAL_PAD names, or nullptr when it is not set. Throws
    // std::runtime_error with a one-line reason when the FIFO cannot be opened.
    static std::unique_ptr<VirtualPadFeed> fromEnvironment();

    explicit VirtualPadFeed(const std::filesystem::path& fifo);
    ~VirtualPadFeed();
    VirtualPadFeed(const VirtualPadFeed&) = delete;
    VirtualPadFeed& operator=(const VirtualPadFeed&) = delete;

    // Reads the lines that came and plays them, up to one change of the pad (the rest
    // wait for the next poll); a line it does not know is said on stderr.
    void poll();

private:
    // Plays a line; true when it changed the pad.
    bool run(const std::string& line);
    void plug(Uint16 vendor, Uint16 product);
    void unplug();

    int m_fd = -1;
    std::string m_partial; // a line not finished yet
    SDL_Joystick* m_joystick = nullptr;
    SDL_JoystickID m_id = -1;
};

} // namespace scoundrel::game
