#include "app/SceneTour.h"

#include "scenes/CombatDialog.h"
#include "scenes/SceneFactory.h"
#include "sdl/SdlHandles.h"
#include "ui/Assets.h"

#include "scoundrel/GreedyPolicy.h"

#include <unistd.h>

#include <iostream>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

namespace scoundrel::game {

namespace {

constexpr std::uint64_t kTourSeed = 1;
// A frame of a real scene holds text and cards: far more colours than a cleared screen.
constexpr std::size_t kFewestColours = 8;
constexpr int kSampleStep = 7;

// The run played to its end by the greedy policy, for the result scene.
std::pair<RunRecord, GameState> playedOut(RunRecord run)
{
    GameState state = *initialState(run);
    GreedyPolicy policy;
    while (!state.over()) {
        const Action action = policy.choose(state, legalActions(state));
        run.actions.push_back(action);
        state = apply(state, action).state;
    }
    return {run, state};
}

Card firstMonster(const GameState& state)
{
    for (Card card : state.room)
        if (card && card.isMonster())
            return card;
    throw std::runtime_error("the tour's deal has no monster in its first room");
}

std::size_t distinctColours(const TourTarget& target)
{
    SurfacePtr shot(SDL_CreateRGBSurfaceWithFormat(0, target.output.w, target.output.h, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!shot ||
        SDL_RenderReadPixels(target.renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch) != 0)
        throw std::runtime_error(std::string("cannot read the frame back: ") + SDL_GetError());
    std::set<Uint32> colours;
    for (int y = 0; y < shot->h; y += kSampleStep) {
        const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(shot->pixels) + y * shot->pitch);
        for (int x = 0; x < shot->w; x += kSampleStep)
            colours.insert(row[x]);
    }
    return colours.size();
}

// Draws the stack once and checks the frame before presenting it.
void renderAndCheck(SceneStack& scenes, const TourTarget& target)
{
    scenes.applyPending(target.window);
    const std::string name = scenes.top()->name();
    target.painter.beginFrame(target.window, target.output);
    scenes.render(target.painter);
    const std::size_t colours = distinctColours(target);
    SDL_RenderPresent(target.renderer);
    if (colours < kFewestColours)
        throw std::runtime_error("the " + name + " scene drew a blank frame");
    std::cout << "rendered " << name << " (" << colours << " colours)\n";
}

void tour(GameContext& context, const TourTarget& target)
{
    SceneStack& scenes = context.scenes;
    const RunRecord run{Rules::official(), Deal::fromSeed(kTourSeed), {}};
    const GameState start = *initialState(run);
    scenes.reset(makeMenuScene(context));
    renderAndCheck(scenes, target);
    scenes.reset(makeTableScene(context, run));
    renderAndCheck(scenes, target);
    scenes.push(std::make_unique<CombatDialog>(context, start, firstMonster(start), [](Action) {}));
    renderAndCheck(scenes, target);
    const auto [ended, final] = playedOut(run);
    scenes.reset(finishRun(context, ended, final));
    renderAndCheck(scenes, target);
    scenes.reset(makeReviewScene(context, ended));
    renderAndCheck(scenes, target);
    for (auto make : {makeHighScoresScene, makeStatisticsScene, makeAchievementsScene, makeHowToPlayScene,
                      makeSettingsScene, makeTutorialScene, makeTipsScene}) {
        scenes.reset(make(context));
        renderAndCheck(scenes, target);
    }
}

// Scenes keep a reference to the context they were made with: they must be gone
// before that context is.
void clear(SceneStack& scenes, Size window)
{
    while (!scenes.empty()) {
        scenes.pop();
        scenes.applyPending(window);
    }
}

} // namespace

int renderEachSceneOnce(GameContext& context, const TourTarget& target)
{
    std::cout << "data dir " << context.assets.dataDir().string() << '\n';
    target.painter.follow(context.settings);
    GameContext scratch = context;
    scratch.saveDir = std::filesystem::temp_directory_path() / ("scoundrel-tour-" + std::to_string(getpid()));
    std::error_code ec;
    std::filesystem::create_directories(scratch.saveDir, ec);
    int status = 0;
    try {
        tour(scratch, target);
    } catch (const std::exception& e) {
        std::cerr << "scoundrel: " << e.what() << '\n';
        status = 1;
    }
    clear(context.scenes, target.window);
    std::filesystem::remove_all(scratch.saveDir, ec);
    return status;
}

} // namespace scoundrel::game
