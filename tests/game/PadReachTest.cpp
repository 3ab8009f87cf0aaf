#include "LayoutHarnessScreens.h"
#include "SceneHarness.h"

#include "scenes/ScreenBindings.h"
#include "table/TableBindings.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <string>

// With a pad alone, every screen in every state of the layout harness (LayoutHarnessScreens)
// lets the player reach each of its buttons, with the d-pad's focus or a pad button bound
// to it, and leave with B: no dead end.
namespace scoundrel::game::test {
namespace {

// Thrown by the visit's check to stop the screen at the state to look at.
struct Reached {
    std::string state;
};

// The ids of the buttons in a dump with this prefix ("button.", "focused.button.").
std::set<std::string> buttons(const nlohmann::json& dump, const std::string& prefix)
{
    std::set<std::string> ids;
    for (const auto& [name, r] : dump["rects"].items()) {
        if (name.rfind(prefix, 0) == 0 && r[2].get<int>() > 0 && r[3].get<int>() > 0)
            ids.insert(name.substr(prefix.size()));
    }
    return ids;
}

// The buttons a pad presses directly on a scene: those whose id is a binding row's that a
// pad button triggers (the watch screen's A pauses, How to play's shoulders turn pages).
std::set<std::string> boundToPad(const std::string& scene)
{
    std::set<std::string> ids;
    if (scene == "table") {
        for (const TableBinding& row : tableBindings()) {
            if (!padButtonsOf(row.controls, {}).empty())
                ids.insert(row.id);
        }
        return ids;
    }
    static const std::map<std::string, const std::vector<Binding>*> kTables{
        {"achievements", &achievementsBindings()},
        {"combat", &combatBindings()},
        {"confirm", &confirmBindings()},
        {"deal_number", &textEntryBindings()},
        {"high_scores", &highScoresBindings()},
        {"how_to_play", &howToPlayBindings()},
        {"menu", &menuBindings()},
        {"on_screen_keyboard", &onScreenKeyboardBindings()},
        {"result", &resultBindings()},
        {"review", &reviewBindings()},
        {"settings", &settingsBindings()},
        {"statistics", &statisticsBindings()},
        {"watch", &watchBindings()},
    };
    const auto rows = kTables.find(scene);
    if (rows == kTables.end())
        return ids;
    for (const Binding& row : *rows->second) {
        if (!padButtonsOf(row.controls, row.buttons).empty())
            ids.insert(row.id);
    }
    return ids;
}

// Opens the screen at its index-th state in a fresh harness; false when it has fewer.
bool openAt(SceneHarness& h, const Screen& screen, int index, std::string& state)
{
    int seen = 0;
    try {
        screen.visit(h, [&](const std::string& name) {
            if (seen++ == index)
                throw Reached{name};
        });
    } catch (const Reached& reached) {
        state = reached.state;
        return true;
    }
    return false;
}

// A walk of d-pad presses from the focus the screen opened with: the buttons it focused.
// The directions are drawn at random (seeded) so a grid is crossed every way.
std::set<std::string> walk(SceneHarness& h, std::set<std::string> focused)
{
    static constexpr SDL_GameControllerButton kDirections[] = {
        SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_DPAD_LEFT,
        SDL_CONTROLLER_BUTTON_DPAD_RIGHT};
    std::mt19937 dice(7);
    const Scene* scene = &h.top();
    for (int step = 0; step < 48 && &h.top() == scene; ++step) {
        h.pad(kDirections[dice() % 4]);
        const std::set<std::string> now = buttons(h.dump(), "focused.button.");
        focused.insert(now.begin(), now.end());
    }
    return focused;
}

class PadReach : public ::testing::TestWithParam<const Screen*> { };

TEST_P(PadReach, EveryButtonIsReachedWithTheDpadAndBLeaves)
{
    const Screen& screen = *GetParam();
    // A state showing the same buttons on the same scene as one walked already is walked
    // no more (a whole game shows the table's buttons at every move): B is still pressed.
    std::set<std::string> walked;
    for (int index = 0;; ++index) {
        std::string state;
        SceneHarness h;
        if (!openAt(h, screen, index, state))
            break;
        SCOPED_TRACE(screen.name + ", " + state);
        const nlohmann::json dump = h.dump();
        std::set<std::string> enabled = buttons(dump, "button.");
        for (const std::string& id : buttons(dump, "disabled.button."))
            enabled.erase(id);
        const std::string scene = dump["scene"].get<std::string>();
        std::string signature = scene;
        for (const std::string& id : enabled)
            signature += " " + id;
        if (walked.insert(signature).second) {
            std::set<std::string> reached = walk(h, buttons(dump, "focused.button."));
            const std::set<std::string> bound = boundToPad(scene);
            reached.insert(bound.begin(), bound.end());
            for (const std::string& id : enabled)
                EXPECT_TRUE(reached.count(id)) << "the d-pad never reaches button " << id;
        }
        // The walk stays on the scene (it stops if a direction left it): B must leave it.
        const Scene* top = &h.top();
        const std::string name = top->name();
        const std::size_t depth = h.scenes().size();
        h.pad(SDL_CONTROLLER_BUTTON_B);
        h.frame();
        EXPECT_TRUE(h.scenes().size() != depth || &h.top() != top) << "B leaves nothing from " << name;
    }
}

std::vector<const Screen*> allScreens()
{
    std::vector<const Screen*> out;
    for (const Screen& screen : screens())
        out.push_back(&screen);
    return out;
}

std::string screenName(const ::testing::TestParamInfo<const Screen*>& screen)
{
    return screen.param->name;
}

INSTANTIATE_TEST_SUITE_P(Screens, PadReach, ::testing::ValuesIn(allScreens()), screenName);

} // namespace
} // namespace scoundrel::game::test
