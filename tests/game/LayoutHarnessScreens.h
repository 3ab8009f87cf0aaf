#pragma once

#include "SceneHarness.h"

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

// Every screen, in every state that changes its content.
const std::vector<Screen>& screens();

// The menu's button rectangles, with or without a saved run and notices.
std::map<std::string, Rect> menuButtons(Size window, bool savedRun, bool notices);

} // namespace scoundrel::game::test
