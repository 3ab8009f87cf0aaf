#include "DumpReading.h"
#include "SceneHarness.h"

#include "core/SceneStack.h"
#include "scenes/ConfirmDialog.h"
#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

// The scene stack: push, pop, replace and reset are applied after the event that asked
// for them and after the frame, events go to the top scene, and a modal scene is drawn
// over the ones below it.
namespace scoundrel::game::test {

namespace {

// A scene that writes what happens to it in a log shared with the test ("B event",
// "A resumed", "B destroyed"...), and may act on the stack when it gets an event or
// becomes the top scene. Its lifecycle is logged in full ("A entered", "A left") when
// the test asks for it; else only a scene entered again is, as "resumed", the name of
// the hook entered() replaced.
class LoggedScene : public Scene {
public:
    LoggedScene(std::string id, std::vector<std::string>& log, bool modal, const bool& fullLifecycle,
                const bool& pointerLeft)
        : m_id(std::move(id)), m_log(log), m_modal(modal), m_fullLifecycle(fullLifecycle), m_pointerLeft(pointerLeft)
    {
    }
    ~LoggedScene() override { m_log.push_back(m_id + " destroyed"); }

    std::string name() const override { return m_id; }
    bool isModal() const override { return m_modal; }
    void handleEvent(const InputEvent& event) override
    {
        if (event.kind == InputEvent::Kind::PointerLeft) {
            if (m_pointerLeft)
                m_log.push_back(m_id + " pointer left");
            return;
        }
        m_log.push_back(m_id + " event");
        if (onEvent)
            onEvent();
        m_log.push_back(m_id + " event handled");
    }
    bool update(double) override
    {
        m_log.push_back(m_id + " update");
        return animating;
    }
    void render(Painter&) override { m_log.push_back(m_id + " render"); }
    void layout(Size window) override
    {
        Scene::layout(window);
        m_log.push_back(m_id + " layout " + std::to_string(window.w) + "x" + std::to_string(window.h));
    }
    void entered() override
    {
        if (m_fullLifecycle)
            m_log.push_back(m_id + " entered");
        else if (m_entries > 0)
            m_log.push_back(m_id + " resumed");
        ++m_entries;
        if (onEntered)
            onEntered();
    }
    void left() override
    {
        if (m_fullLifecycle)
            m_log.push_back(m_id + " left");
    }
    void closing() override
    {
        if (logClosing)
            m_log.push_back(m_id + " closing");
    }

    std::function<void()> onEvent;
    std::function<void()> onEntered;
    bool animating = false;
    bool logClosing = false; // kept apart: the older tests' logs go without it

private:
    std::string m_id;
    std::vector<std::string>& m_log;
    bool m_modal;
    const bool& m_fullLifecycle;
    const bool& m_pointerLeft;
    int m_entries = 0;
};

class SceneStackTest : public ::testing::Test {
protected:
    static constexpr Size kWindow{800, 600};

    // A new scene, for push, replace or reset; the pointer stays valid while it lives.
    std::unique_ptr<LoggedScene> make(const std::string& id, bool modal = false)
    {
        auto scene = std::make_unique<LoggedScene>(id, log, modal, fullLifecycle, pointerLeft);
        scenes[id] = scene.get();
        return scene;
    }
    // Pushes scenes and applies them, then starts the log afresh.
    void stackUp(std::initializer_list<std::pair<const char*, bool>> idsAndModal)
    {
        for (const auto& [id, modal] : idsAndModal)
            stack.push(make(id, modal));
        stack.applyPending(kWindow);
        log.clear();
    }
    std::string topName() const { return stack.top() ? stack.top()->name() : "(empty)"; }

    std::vector<std::string> log;
    bool fullLifecycle = false; // log every entered() and left()
    bool pointerLeft = false; // log the pointer leaving a scene (kept apart, as closing)
    std::map<std::string, LoggedScene*> scenes;
    SceneStack stack;
};

using Log = std::vector<std::string>;

TEST_F(SceneStackTest, APushIsAppliedAfterTheFrameAndLaysTheSceneOutFirst)
{
    stack.push(make("A"));
    EXPECT_TRUE(stack.empty());
    EXPECT_EQ(stack.top(), nullptr);
    EXPECT_TRUE(stack.applyPending(kWindow));
    EXPECT_EQ(topName(), "A");
    EXPECT_EQ(log, Log({"A layout 800x600"}));
    EXPECT_FALSE(stack.applyPending(kWindow)); // nothing more was asked
}

TEST_F(SceneStackTest, RequestsOfOneFrameApplyInTheOrderTheyCame)
{
    stack.push(make("A"));
    stack.push(make("B"));
    stack.push(make("C"));
    stack.pop();
    stack.applyPending(kWindow);
    EXPECT_EQ(stack.size(), 2u);
    EXPECT_EQ(topName(), "B");
    EXPECT_EQ(log, Log({"A layout 800x600", "B layout 800x600", "C layout 800x600", "C destroyed", "B resumed"}));
}

TEST_F(SceneStackTest, ASceneMayPopItselfFromItsOwnHandler)
{
    stackUp({{"A", false}, {"B", true}});
    scenes["B"]->onEvent = [this] { stack.pop(); };
    stack.handleEvent(InputEvent{});
    // The handler ran to its end with its scene alive; the scene goes after the frame.
    EXPECT_EQ(log, Log({"B event", "B event handled"}));
    EXPECT_EQ(topName(), "B");
    EXPECT_TRUE(stack.applyPending(kWindow));
    EXPECT_EQ(topName(), "A");
    EXPECT_EQ(log, Log({"B event", "B event handled", "B destroyed", "A resumed"}));
}

TEST_F(SceneStackTest, ASceneMayReplaceItselfFromItsOwnHandler)
{
    stackUp({{"A", false}, {"B", false}});
    scenes["B"]->onEvent = [this] { stack.replace(make("C")); };
    stack.handleEvent(InputEvent{});
    EXPECT_EQ(topName(), "B");
    stack.applyPending(kWindow);
    EXPECT_EQ(topName(), "C");
    EXPECT_EQ(stack.size(), 2u);
    // The scene below only sees a new scene over it: it is not resumed.
    EXPECT_EQ(log, Log({"B event", "B event handled", "B destroyed", "C layout 800x600"}));
}

TEST_F(SceneStackTest, ResetLeavesOnlyTheNewScene)
{
    stackUp({{"A", false}, {"B", false}, {"C", true}});
    stack.reset(make("D"));
    EXPECT_EQ(stack.size(), 3u);
    stack.applyPending(kWindow);
    EXPECT_EQ(stack.size(), 1u);
    EXPECT_EQ(topName(), "D");
    // Every old scene is gone before the new one is laid out, in whatever order.
    ASSERT_EQ(log.size(), 4u);
    EXPECT_EQ(log.back(), "D layout 800x600");
    std::sort(log.begin(), log.end() - 1);
    EXPECT_EQ(log, Log({"A destroyed", "B destroyed", "C destroyed", "D layout 800x600"}));
}

TEST_F(SceneStackTest, RequestsMadeWhileApplyingAreKeptForTheNextApply)
{
    // A scene that, shown again, at once opens another (as the menu may on its way back).
    stackUp({{"A", false}, {"B", false}});
    scenes["A"]->onEntered = [this] { stack.push(make("C")); };
    stack.pop();
    EXPECT_TRUE(stack.applyPending(kWindow));
    EXPECT_EQ(topName(), "A");
    EXPECT_TRUE(stack.applyPending(kWindow));
    EXPECT_EQ(topName(), "C");
    EXPECT_EQ(log, Log({"B destroyed", "A resumed", "C layout 800x600"}));
}

TEST_F(SceneStackTest, APushLeavesTheOldTopBeforeTheNewOneIsEnteredOnceLaidOut)
{
    stackUp({{"A", false}});
    fullLifecycle = true;
    stack.push(make("B", true));
    EXPECT_EQ(log, Log{}); // nothing before the frame ends
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"A left", "B layout 800x600", "B entered"}));
}

// A covered scene hears no more of the pointer: it is told the pointer left, so no button
// stays lit when it is uncovered (a new player saw Review lit after the review closed).
TEST_F(SceneStackTest, ACoveredSceneHearsThePointerLeaveAndAnUncoveredOneDoesNot)
{
    stackUp({{"A", false}});
    fullLifecycle = true;
    pointerLeft = true;
    stack.push(make("B", true));
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"A pointer left", "A left", "B layout 800x600", "B entered"}));
    log.clear();
    stack.pop();
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"B left", "B destroyed", "A entered"}));
}

TEST_F(SceneStackTest, APopLeavesTheTopBeforeItGoesAndEntersTheSceneItUncovers)
{
    stackUp({{"A", false}, {"B", true}});
    fullLifecycle = true;
    stack.pop();
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"B left", "B destroyed", "A entered"}));
}

TEST_F(SceneStackTest, AReplaceLeavesTheOldSceneAndEntersTheNewOne)
{
    stackUp({{"A", false}, {"B", false}});
    fullLifecycle = true;
    stack.replace(make("C"));
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"B left", "B destroyed", "C layout 800x600", "C entered"}));
}

TEST_F(SceneStackTest, AResetLeavesOnlyTheTopAndEntersTheNewScene)
{
    stackUp({{"A", false}, {"B", true}});
    fullLifecycle = true;
    stack.reset(make("C"));
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"B left", "B destroyed", "A destroyed", "C layout 800x600", "C entered"}));
}

// What a screen keeps beyond itself (a name typed on the result) is written in
// closing(), while the scenes under it and the context still exist: never in a destructor.
TEST_F(SceneStackTest, EveryRemovedSceneHearsClosingBeforeItIsDestroyedAndTheGameEndClosesAll)
{
    stackUp({{"A", false}, {"B", true}, {"C", true}});
    fullLifecycle = true;
    for (const char* id : {"A", "B", "C"})
        scenes[id]->logClosing = true;
    stack.pop();
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"C left", "C closing", "C destroyed", "B entered"}));
    log.clear();
    auto d = make("D");
    d->logClosing = true;
    stack.replace(std::move(d));
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"B left", "B closing", "B destroyed", "D layout 800x600", "D entered"}));
    log.clear();
    stack.push(make("E")); // never applied: the game ends first
    stack.close();
    EXPECT_TRUE(stack.empty());
    EXPECT_EQ(log, Log({"E destroyed", "D left", "D closing", "D destroyed", "A closing", "A destroyed"}));
}

TEST_F(SceneStackTest, AResetClosesEveryScene)
{
    stackUp({{"A", false}, {"B", true}});
    scenes["A"]->logClosing = true;
    scenes["B"]->logClosing = true;
    stack.reset(make("C"));
    stack.applyPending(kWindow);
    EXPECT_EQ(log, Log({"B closing", "B destroyed", "A closing", "A destroyed", "C layout 800x600"}));
}

TEST_F(SceneStackTest, EachRequestOfABatchLeavesAndEntersInTurn)
{
    stackUp({{"A", false}});
    fullLifecycle = true;
    stack.push(make("B"));
    stack.push(make("C", true));
    stack.pop();
    stack.applyPending(kWindow);
    EXPECT_EQ(topName(), "B");
    EXPECT_EQ(log,
              Log({"A left", "B layout 800x600", "B entered", "B left", "C layout 800x600", "C entered", "C left",
                   "C destroyed", "B entered"}));
}

TEST_F(SceneStackTest, ARequestMadeInsideEnteredWaitsForTheNextApply)
{
    stackUp({{"A", false}});
    fullLifecycle = true;
    auto b = make("B");
    b->onEntered = [this] { stack.push(make("C", true)); };
    stack.push(std::move(b));
    EXPECT_TRUE(stack.applyPending(kWindow));
    EXPECT_EQ(topName(), "B");
    EXPECT_EQ(log, Log({"A left", "B layout 800x600", "B entered"}));
    log.clear();
    EXPECT_TRUE(stack.applyPending(kWindow));
    EXPECT_EQ(topName(), "C");
    EXPECT_EQ(log, Log({"B left", "C layout 800x600", "C entered"}));
}

TEST_F(SceneStackTest, PoppingTheLastSceneLeavesTheStackEmpty)
{
    stackUp({{"A", false}});
    stack.pop();
    stack.pop(); // one too many does no harm
    EXPECT_TRUE(stack.applyPending(kWindow));
    EXPECT_TRUE(stack.empty());
    EXPECT_EQ(stack.top(), nullptr);
    EXPECT_EQ(log, Log({"A destroyed"}));
}

TEST_F(SceneStackTest, EventsGoOnlyToTheTopScene)
{
    stackUp({{"A", false}, {"B", true}});
    stack.handleEvent(InputEvent{});
    EXPECT_EQ(log, Log({"B event", "B event handled"}));
}

TEST_F(SceneStackTest, EveryScenesTimePassesAndAnyAnimationKeepsTheLoopAwake)
{
    stackUp({{"A", false}, {"B", true}});
    EXPECT_FALSE(stack.update(0.1));
    EXPECT_EQ(log, Log({"A update", "B update"}));
    scenes["A"]->animating = true; // under a dialog, the table's cards may still be flying
    EXPECT_TRUE(stack.update(0.1));
}

TEST_F(SceneStackTest, ModalScenesAreDrawnOverTheSceneBelowBottomFirst)
{
    SceneHarness harness;
    stackUp({{"A", false}, {"B", false}, {"C", true}, {"D", true}});
    stack.render(harness.painter());
    // A lies under B, a whole screen: it is not drawn.
    EXPECT_EQ(log, Log({"B render", "C render", "D render"}));
    log.clear();
    stack.push(make("E"));
    stack.applyPending(kWindow);
    log.clear();
    stack.render(harness.painter());
    EXPECT_EQ(log, Log({"E render"}));
}

TEST_F(SceneStackTest, ANewWindowSizeReachesEveryScene)
{
    stackUp({{"A", false}, {"B", true}});
    stack.layout({1024, 640});
    EXPECT_EQ(log, Log({"A layout 1024x640", "B layout 1024x640"}));
}

} // namespace

namespace {

// The stack hands events over as the App's loop does: every event waiting is handled
// before the next frame, so a scene change one event asked for must be made before the
// next event.

SDL_Event keyDown(SDL_Keycode key)
{
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    return e;
}

// Found by the monkey (seed 2, step 39): a fast double-click on a dialog's Cancel
// closed the dialog and then the menu under it, and the game quit. Here Esc, then a
// press where the menu's Quit is: the first closes the dialog, the second reaches the
// menu, whose Quit asks (as Esc on the menu does).
TEST(SceneStack, ADialogThatClosedDoesNotTakeTheNextEventOfTheSameBatch)
{
    SceneHarness h;
    int quits = 0;
    h.context().quit = [&] { ++quits; };
    h.start(makeMenuScene(h.context()));
    const Point quit = h.center("button.quit");
    h.scenes().push(std::make_unique<ConfirmDialog>(h.context(), "Sure?", "Really.", "Yes", [] {}));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "confirm");
    test::sendDecoded(h.scenes(), keyDown(SDLK_ESCAPE));
    test::sendDecoded(h.scenes(), test::leftButton(SDL_MOUSEBUTTONDOWN, quit));
    h.frame();
    ASSERT_EQ(h.scenes().size(), 2u);
    EXPECT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(test::hasText(h.dump(), "Quit Scoundrel?"));
    EXPECT_EQ(quits, 0);
}

TEST(SceneStack, ADialogAskedForTakesTheNextEventOfTheSameBatch)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    int confirmed = 0;
    h.scenes().push(std::make_unique<ConfirmDialog>(h.context(), "Sure?", "Really.", "Yes", [&] { ++confirmed; }));
    test::sendDecoded(h.scenes(), keyDown(SDLK_TAB)); // from Cancel to the confirm button
    test::sendDecoded(h.scenes(), keyDown(SDLK_RETURN));
    h.frame();
    EXPECT_EQ(confirmed, 1);
    EXPECT_EQ(h.dump()["scene"], "menu");
}

} // namespace

} // namespace scoundrel::game::test
