#pragma once

#include "Dice.h"
#include "Gesture.h"
#include "ScoreLedger.h"

#include "../SceneHarness.h"

#include <chrono>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <memory>
#include <string>

namespace scoundrel::game::monkey {

// What one monkey did, and the first invariant it saw broken (empty when none).
struct MonkeyReport {
    std::uint64_t seed = 0;
    long steps = 0;
    int launches = 0;
    int scored = 0; // high-score entries added
    int won = 0;
    std::string failure;
};

// The monkey test: the whole game under SDL's dummy video driver, driven by a long
// stream of random gestures from one seed (clicks, drags, keys, typing, resizes,
// frames of random length, quitting and launching again over the same save
// directory). After every event it checks that the scene stack is not empty unless
// the game quit, that the saved run replays to its snapshot and holds every card once,
// that the table shows exactly the saved run, that the settings on disk are the ones
// in use, and that the high scores keep every finished run once (ScoreLedger).
// The deal's verdict on the result screen is waited for after each gesture, so a
// seed replays the same gestures (the hint and the chances may answer a few frames
// sooner or later); with --trace every gesture is printed.
class Monkey {
public:
    Monkey(std::uint64_t seed, std::filesystem::path saveDir, bool trace);
    ~Monkey();
    Monkey(const Monkey&) = delete;
    Monkey& operator=(const Monkey&) = delete;

    // Takes up to steps gestures, stopping early at the deadline or at the first
    // broken invariant.
    MonkeyReport run(long steps, std::chrono::steady_clock::time_point deadline);

private:
    void launch();
    void perform(const Gesture& gesture);
    // A frame, drawn or not.
    void frame(double seconds, int drawnPercent);
    // An event as the App's loop handles it: quitting, a resize and F11 are the
    // window's; everything else goes to the scene stack.
    void deliver(const SDL_Event& event);
    // Waits for the background thinking that decides where later gestures lead.
    void settle();
    // Throws std::runtime_error with the broken invariant. onScreen: the scene on
    // top has been drawn (not in the middle of a batch of events, when it may be one
    // that asked to go), so it must show what is on disk.
    void check(bool onScreen = true);
    void checkSettings();

    std::uint64_t m_seed;
    std::filesystem::path m_saveDir;
    bool m_trace;
    Dice m_dice;
    Dice m_deals; // the deal numbers of new games, apart so they do not shift the gestures
    GesturePicker m_picker;
    ScoreLedger m_ledger;
    std::unique_ptr<test::SceneHarness> m_harness;
    Size m_window{1280, 800};
    std::optional<GameState> m_table; // the position on the table, when it is on top
    bool m_quit = false;
    int m_launches = 0;
    std::deque<std::string> m_recent; // the last gestures, for the failure report
};

} // namespace scoundrel::game::monkey
