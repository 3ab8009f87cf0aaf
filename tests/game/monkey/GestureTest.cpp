#include "Gesture.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace scoundrel::game::monkey {
namespace {

// The monkey plays with a game controller too: some of its gestures are a pad's buttons,
// pressed and let go, on any screen.
TEST(GesturePicker, SomeGesturesAreAPadsButtons)
{
    Dice dice(1);
    GesturePicker picker(dice);
    const nlohmann::json menu = {
        {"scene", "menu"}, {"window", {1280, 800}}, {"rects", {{"button.new_game", {540, 300, 200, 48}}}}};
    int pads = 0;
    for (int i = 0; i < 400; ++i) {
        const Gesture g = picker.pick(menu, false, nullptr);
        const bool pad = std::any_of(g.events.begin(), g.events.end(),
                                     [](const SDL_Event& e) { return e.type == SDL_CONTROLLERBUTTONDOWN; });
        if (pad) {
            ++pads;
            EXPECT_EQ(g.what.rfind("pad ", 0), 0u) << g.what;
            EXPECT_EQ(g.events.back().type, SDL_CONTROLLERBUTTONUP) << g.what;
        }
    }
    EXPECT_GT(pads, 20);
}

} // namespace
} // namespace scoundrel::game::monkey
