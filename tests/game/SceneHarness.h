#pragma once

#include "core/GameContext.h"
#include "core/LaunchOptions.h"
#include "core/SceneStack.h"
#include "core/Settings.h"
#include "input/InputEvent.h"
#include "sdl/SdlHandles.h"
#include "ui/Assets.h"
#include "ui/Painter.h"
#include "ui/Toast.h"

#include "scoundrel/Run.h"
#include "scoundrel/store/RunFile.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game::test {

// A game without a window: SDL's dummy video driver, a software renderer drawing into
// a surface, the source assets, and a context with a fresh temporary save directory.
// Events go to the scene stack exactly as the App's loop would send them.
class SceneHarness {
public:
    // What the harness draws into. Pixels: a canvas of the window's size, for screenshots.
    // LayoutOnly: a canvas of one pixel, where SDL clips every drawing away: the scenes lay
    // out, draw and measure their words as ever (the layout dump is the same), without the
    // cost of filling a full window's pixels on the CPU at every frame; screenshot() refuses.
    enum class Canvas { Pixels, LayoutOnly };

    explicit SceneHarness(Size window = {1280, 800}, Canvas canvas = Canvas::Pixels);
    // A game launched over an existing save directory, as the App starts one: the
    // settings are read from it (a warning becomes the notice), full screen is only
    // remembered, and the directory is left in place. canvas is the largest size
    // resize() may be given.
    SceneHarness(std::filesystem::path saveDir, Size window, Size canvas);
    ~SceneHarness();

    GameContext& context() { return *m_context; }
    SceneStack& scenes() { return m_scenes; }
    Scene& top() { return *m_scenes.top(); }
    const std::filesystem::path& saveDir() const { return m_saveDir; }
    Painter& painter() { return *m_painter; }
    SDL_Renderer* renderer() { return m_renderer.get(); }
    // The command line the context holds; the first launch's tutorial offer is off
    // unless a test turns it on.
    LaunchOptions& options() { return m_options; }

    // Pushes a scene and applies it; then every call below runs a frame after it.
    void start(std::unique_ptr<Scene> scene);
    void frame(double seconds = 0.0);
    // A frame that is not drawn: time passes and the scenes asked for come and go.
    void update(double seconds);

    // clicks: SDL's count, 2 for the second press of a double-click.
    void mouseDown(Point p, Uint8 clicks = 1);
    void mouseMove(Point p);
    void mouseUp(Point p);
    // The mouse wheel turned by notches, up when positive (SDL_MOUSEWHEEL's y).
    void wheel(int notches);
    void click(Point p);
    // A double-click as SDL reports one: the second press counts two clicks.
    void doubleClick(Point p);
    // A press, several moves (so the drag threshold triggers) and, if asked, the release.
    void drag(Point from, Point to, bool release = true);
    void key(SDL_Keycode key, Uint16 mod = KMOD_NONE);
    // A game controller's button pressed, as the App decodes it (Gamepads).
    void pad(SDL_GameControllerButton button);
    // Events taken in one frame, as a busy loop takes those that queued up meanwhile.
    void batch(std::initializer_list<SDL_Event> events);
    // Typed text as SDL delivers it (SDL_TEXTINPUT), in pieces of at most one event's
    // size that never split a UTF-8 character.
    void text(const std::string& utf8);
    // The window changed size, as the App tells the scenes (within the canvas).
    void resize(Size size);
    Size window() const { return m_window; }

    // A note over every scene, as the App shows one (full screen switched): drawn at each
    // frame as the App draws it, clear of the top scene's controls, and in the dump as
    // "toast.app.0", "toast.app.1".
    void toast(const std::string& title, const std::string& line);

    // What --dump-layout would write for the top scene, and the middle of one of its rects.
    nlohmann::json dump();
    Point center(const std::string& rect);

    // The first of the menu's notices that contains text, or an empty string.
    std::string notice(const std::string& text);
    // The settings as settings.json holds them now.
    Settings settingsOnDisk() const;

    // The last frame's pixels, as a new surface.
    SurfacePtr screenshot();

private:
    void openCanvas(Size canvas);
    void send(const SDL_Event& event);

    Size m_window;
    SdlLibraries m_sdl;
    SurfacePtr m_target;
    RendererPtr m_renderer;
    std::optional<Assets> m_assets;
    std::optional<Painter> m_painter;
    Settings m_settings;
    LaunchOptions m_options;
    SceneStack m_scenes;
    Toasts m_toasts; // the App's, over every scene
    std::filesystem::path m_saveDir;
    bool m_ownsSaveDir = true;
    bool m_layoutOnly = false;
    std::optional<GameContext> m_context;
};

// An SDL event as the App decodes it for the scenes (decodeEvent); throws
// std::invalid_argument for one no scene would see.
InputEvent decoded(const SDL_Event& event);
// Sends an SDL event to the scenes as the App would: decoded, or not at all.
void sendDecoded(SceneStack& scenes, const SDL_Event& event);

// A left-button press or release at p, as SDL reports one (clicks: 2 for the second
// press of a double-click).
SDL_Event leftButton(Uint32 type, Point p, Uint8 clicks = 1);

// A table scene on a custom dungeon (top first), with the given moves already played.
RunRecord customRun(const std::vector<std::string>& cardsTopFirst, const std::vector<std::string>& moves = {});

// The words of text, split at spaces: card and move lists written as one string.
std::vector<std::string> words(const std::string& text);
// A won run of a whole dungeon (only those earn achievements): the store's friendly deck
// (tests/store/AchievementsTest.cpp) won at 30 along the solver's best line: 10D slays the
// spades, 9D the clubs, 10H is faced last.
RunRecord friendlyWin();

// The colour of one pixel of an ARGB8888 screenshot (SceneHarness::screenshot).
SDL_Color pixelAt(SDL_Surface* surface, Point p);

// Saves a surface as PNG; compares two images with a per-channel tolerance, returning
// the share of pixels that differ by more (1.0 when the sizes differ).
bool savePng(SDL_Surface* surface, const std::filesystem::path& path);
// A run of deal 1 after its first room was avoided, saved as the harness's run.json (a run
// in progress for Continue and the abandon question); throws if it cannot be written.
store::SavedRun saveSampleRun(SceneHarness& h);
double differingShare(SDL_Surface* a, SDL_Surface* b, int tolerance);

} // namespace scoundrel::game::test
