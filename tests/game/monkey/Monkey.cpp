#include "Monkey.h"

#include "CrashNote.h"
#include "SaveChecks.h"

#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"
#include "text/LoadNotice.h"

#include "scoundrel/store/ScoreBook.h"

#include <iostream>
#include <stdexcept>
#include <thread>

namespace scoundrel::game::monkey {

using namespace store;

namespace {

// Resizes go up to this size; the software renderer draws into a surface this large.
constexpr Size kCanvas{1920, 1080};
constexpr std::size_t kRecentGestures = 12;
// The share of frames drawn: during a gesture (a drag, an animation) and after it.
constexpr int kDrawnBetweenPercent = 3;
constexpr int kDrawnAfterPercent = 12;
// A fixed "now" (2026-11-19), so the daily deal is the same on every run.
constexpr std::time_t kMonkeyNow = 1'795'000'000;
constexpr std::uint64_t kLargestDealNumber = 999'999'999;
// The solver's verdict on a deal takes well under a second in a Debug build; this
// only stops a monkey that would otherwise wait for ever.
constexpr std::chrono::seconds kThinkingLimit{120};

void require(const std::string& problem)
{
    if (!problem.empty())
        throw std::runtime_error(problem);
}

bool loadedCleanly(const LoadReport& report)
{
    return report.state == LoadState::Missing || report.state == LoadState::Good;
}

} // namespace

Monkey::Monkey(std::uint64_t seed, std::filesystem::path saveDir, bool trace)
    : m_seed(seed), m_saveDir(std::move(saveDir)), m_trace(trace), m_dice(seed), m_deals(~seed), m_picker(m_dice)
{
}

Monkey::~Monkey() = default;

MonkeyReport Monkey::run(long steps, std::chrono::steady_clock::time_point deadline)
{
    MonkeyReport report;
    report.seed = m_seed;
    long step = 0;
    std::string gesture = "launch";
    try {
        noteStep(m_seed, step);
        launch();
        check();
        for (; step < steps && std::chrono::steady_clock::now() < deadline; ++step) {
            noteStep(m_seed, step);
            const nlohmann::json dump = m_harness->dump();
            const Gesture g = m_picker.pick(dump, SDL_IsTextInputActive() == SDL_TRUE, m_table ? &*m_table : nullptr);
            gesture = "step " + std::to_string(step) + " on " + dump.at("scene").get<std::string>() + ": " + g.what;
            if (m_trace)
                std::cout << gesture << '\n' << std::flush;
            m_recent.push_back(gesture);
            if (m_recent.size() > kRecentGestures)
                m_recent.pop_front();
            perform(g);
            report.steps = step + 1;
        }
    } catch (const std::exception& e) {
        report.failure = "seed " + std::to_string(m_seed) + ", " + gesture + ": " + e.what() + "\n  the last gestures:";
        for (const std::string& line : m_recent)
            report.failure += "\n    " + line;
        report.failure += "\n  the save directory is kept: " + m_saveDir.string();
    }
    report.launches = m_launches;
    report.scored = m_ledger.scored();
    report.won = m_ledger.won();
    return report;
}

void Monkey::launch()
{
    // The game that quit is gone first, as when the App returns: its scenes are
    // destroyed (a table flushes its saves) and SDL is shut down.
    m_harness.reset();
    m_quit = false;
    m_picker.relaunched();
    check();
    m_harness = std::make_unique<test::SceneHarness>(m_saveDir, m_window, kCanvas);
    GameContext& context = m_harness->context();
    context.quit = [this] { m_quit = true; };
    context.clock = [] { return kMonkeyNow; };
    context.newDealNumber = [this] { return m_deals.next() % kLargestDealNumber + 1; };
    ++m_launches;
    m_harness->start(makeLaunchScene(context));
}

void Monkey::perform(const Gesture& gesture)
{
    for (std::size_t i = 0; i < gesture.events.size(); ++i) {
        deliver(gesture.events[i]);
        if (m_quit) {
            // The App's loop ends at once: no frame, the rest of the gesture is lost.
            launch();
            check();
            return;
        }
        if (gesture.oneBatch && i + 1 < gesture.events.size()) {
            // Nothing is drawn between the events of a batch, but each may save.
            check(false);
            continue;
        }
        frame(0.0, kDrawnBetweenPercent);
        check();
    }
    for (double seconds : gesture.frames) {
        frame(seconds, kDrawnBetweenPercent);
        check();
    }
    settle();
    frame(0.0, kDrawnAfterPercent);
    check();
}

void Monkey::frame(double seconds, int drawnPercent)
{
    // Software drawing is most of the monkey's time (a table frame takes tens of
    // milliseconds in a Debug build); some frames are enough to catch drawing that
    // fails in a state no test set up.
    if (m_dice.percent(drawnPercent))
        m_harness->frame(seconds);
    else
        m_harness->update(seconds);
}

void Monkey::deliver(const SDL_Event& event)
{
    if (event.type == SDL_QUIT) {
        m_quit = true;
    } else if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
        m_window = {event.window.data1, event.window.data2};
        m_harness->resize(m_window);
    } else if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_F11) {
        GameContext& context = m_harness->context();
        context.setFullscreen(!context.settings.fullscreen);
        context.saveSettings();
    } else {
        test::sendDecoded(m_harness->scenes(), event);
    }
}

// Only the result screen's verdict is waited for: whether Watch is enabled changes
// where later gestures lead, and the solver answers in well under a second. The
// table's advisor takes seconds in a Debug build; when it answers changes only the
// message line and the assisted flag, which the checks read from the same source
// as the game does.
void Monkey::settle()
{
    const auto start = std::chrono::steady_clock::now();
    while (!m_harness->scenes().empty()) {
        const nlohmann::json dump = m_harness->dump();
        const std::string scene = dump.at("scene").get<std::string>();
        const bool thinking = scene == "result" && dump.at("deal_verdict").at("state") == "working";
        if (!thinking)
            return;
        if (std::chrono::steady_clock::now() - start > kThinkingLimit)
            throw std::runtime_error("the " + scene + " scene's background thinking did not finish");
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        m_harness->update(0.0);
    }
}

void Monkey::check(bool onScreen)
{
    if (m_harness && m_harness->scenes().empty())
        throw std::runtime_error("the scene stack is empty, but the game did not quit");
    if (m_harness) {
        if (auto* table = dynamic_cast<TableScene*>(&m_harness->top()))
            table->flushSaves();
    }
    RunLoad run = loadRunFile(m_saveDir);
    if (!loadedCleanly(run.report))
        throw std::runtime_error("the saved run did not load cleanly: " + loadNotice(run.report));
    if (run.run)
        require(checkSavedRun(*run.run));
    LoadReport scoresReport;
    const ScoreBook book = ScoreBook::load(m_saveDir, scoresReport);
    if (!loadedCleanly(scoresReport))
        throw std::runtime_error("the high scores did not load cleanly: " + loadNotice(scoresReport));
    require(m_ledger.observe(run.run, book.entries()));
    if (m_harness) {
        checkSettings();
        if (onScreen) {
            const nlohmann::json dump = m_harness->dump();
            require(checkSceneShows(dump, run.run, book.entries()));
            m_table.reset();
            if (dump.at("scene") == "table")
                m_table = run.run->state; // what it shows, as just checked
        }
    }
}

void Monkey::checkSettings()
{
    const GameContext& context = m_harness->context();
    if (!std::filesystem::exists(context.settingsFile.path()))
        return;
    store::GuardedFile file = Settings::file(context.saveDir);
    store::LoadReport report;
    const Settings onDisk = Settings::load(file, report);
    if (!loadNotice(report).empty())
        throw std::runtime_error("settings.json does not load: " + loadNotice(report));
    if (!(onDisk == context.settings))
        throw std::runtime_error("settings.json holds other settings than the game uses");
}

} // namespace scoundrel::game::monkey
