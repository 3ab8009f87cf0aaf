#pragma once

#include "SceneHarness.h"

#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace scoundrel::game::test {

// Called with a state's name each time the screen shows the state to check.
using CheckState = std::function<void(const std::string& state)>;

// A screen the layout harness opens: it drives a fresh harness through the screen's
// states, calling check at each. name is a test name (letters, digits, underscores).
struct Screen {
    std::string name;
    std::function<void(SceneHarness&, const CheckState&)> visit;
};

// SCOUNDREL_HARNESS_FULL=1 (scripts/harness-full.sh) asks for the whole matrix: every text
// size and the pseudo-language at every window size, and the pad's B at every state. CI
// runs every screen and state at every size, the other loops at one or two sizes (the
// same code draws every size), to keep its cost down.
inline bool fullHarness()
{
    const char* full = std::getenv("SCOUNDREL_HARNESS_FULL");
    return full != nullptr && full[0] == '1' && full[1] == '\0';
}

// Every screen, in every state that changes its content.
const std::vector<Screen>& screens();

// The menu's button rectangles, with or without a saved run and notices.
std::map<std::string, Rect> menuButtons(Size window, bool savedRun, bool notices);

} // namespace scoundrel::game::test
