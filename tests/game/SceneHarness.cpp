#include "SceneHarness.h"

#include "core/LayoutDump.h"
#include "input/EventDecoder.h"
#include "input/KeyRebinds.h"
#include "scenes/KeyRebinding.h"
#include "ui/Atlas.h"

#include "scoundrel/Action.h"
#include "scoundrel/Card.h"
#include "scoundrel/Engine.h"

#include <SDL_image.h>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace scoundrel::game::test {

namespace {

Uint32 videoFlags()
{
    // Before SDL_Init: no display is needed, and none is touched.
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SCOUNDREL_NO_DIALOGS", "1", 1);
    return SDL_INIT_VIDEO;
}

std::filesystem::path freshTempDir()
{
    static std::atomic<int> counter{0};
    const auto dir = std::filesystem::temp_directory_path() /
        ("scoundrel-game-test-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace

InputEvent decoded(const SDL_Event& event)
{
    const std::optional<InputEvent> input = decodeEvent(event);
    if (!input)
        throw std::invalid_argument("no scene sees SDL event " + std::to_string(event.type));
    return *input;
}

void sendDecoded(SceneStack& scenes, const SDL_Event& event)
{
    if (const std::optional<InputEvent> input = decodeEvent(event))
        scenes.handleEvent(*input);
}

SDL_Event leftButton(Uint32 type, Point p, Uint8 clicks)
{
    SDL_Event e{};
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = clicks;
    e.button.x = p.x;
    e.button.y = p.y;
    return e;
}

SceneHarness::SceneHarness(Size window, Canvas canvas) : m_window(window), m_sdl(videoFlags())
{
    m_layoutOnly = canvas == Canvas::LayoutOnly;
    openCanvas(m_layoutOnly ? Size{1, 1} : window);
    m_settings.animation = AnimationSpeed::Off;
    m_options.tutorialOffer = false; // a fresh directory is a first launch: tests of the offer turn it on
    m_saveDir = freshTempDir();
    m_context.emplace(GameContext{m_scenes, *m_assets, m_settings, m_options, m_saveDir, [] {}, [](bool) {}, {}});
    keyRebinds().clear(); // the game's own keys, as its default settings have
}

SceneHarness::SceneHarness(std::filesystem::path saveDir, Size window, Size canvas)
    : m_window(window), m_sdl(videoFlags()), m_saveDir(std::move(saveDir)), m_ownsSaveDir(false)
{
    if (window.w > canvas.w || window.h > canvas.h)
        throw std::invalid_argument("the window is larger than the canvas");
    openCanvas(canvas);
    m_options.tutorialOffer = false;
    // As the App does: the context first, then the settings read through it.
    m_context.emplace(GameContext{m_scenes,
                                  *m_assets,
                                  m_settings,
                                  m_options,
                                  m_saveDir,
                                  [] {},
                                  [this](bool on) { m_settings.fullscreen = on; },
                                  {}});
    m_context->loadSettings();
    applyKeySettings(m_settings, m_context->notices);
}

void SceneHarness::openCanvas(Size canvas)
{
    m_target.reset(SDL_CreateRGBSurfaceWithFormat(0, canvas.w, canvas.h, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!m_target)
        throw std::runtime_error(SDL_GetError());
    m_renderer.reset(SDL_CreateSoftwareRenderer(m_target.get()));
    if (!m_renderer)
        throw std::runtime_error(SDL_GetError());
    // A test program opens canvas after canvas (CI runs its tests in batches, one process a
    // batch): each sheet is decoded once a process.
    Atlas::keepDecodedSheets();
    m_assets.emplace(m_renderer.get(), std::filesystem::path(SCOUNDREL_SOURCE_ASSETS));
    m_painter.emplace(m_renderer.get(), *m_assets);
}

SceneHarness::~SceneHarness()
{
    if (!m_ownsSaveDir)
        return;
    std::error_code ec;
    std::filesystem::remove_all(m_saveDir, ec);
}

void SceneHarness::start(std::unique_ptr<Scene> scene)
{
    m_scenes.push(std::move(scene));
    frame();
}

void SceneHarness::frame(double seconds)
{
    update(seconds);
    if (m_scenes.empty())
        return;
    m_painter->beginFrame(m_window, m_window);
    m_painter->follow(m_settings);
    m_scenes.render(*m_painter, [this](const Scene& scene) { m_painter->drawingFor(scene.name()); });
    if (!m_toasts.empty()) {
        m_painter->drawingFor("toasts");
        m_toasts.setTextPercent(m_settings.textPercent());
        m_toasts.draw(*m_painter, m_window, rectsOf(top()));
    }
    SDL_RenderPresent(m_renderer.get());
}

void SceneHarness::update(double seconds)
{
    m_scenes.update(seconds);
    m_scenes.applyPending(m_window);
}

void SceneHarness::send(const SDL_Event& event)
{
    sendDecoded(m_scenes, event);
    frame();
}

void SceneHarness::mouseDown(Point p, Uint8 clicks)
{
    send(leftButton(SDL_MOUSEBUTTONDOWN, p, clicks));
}

void SceneHarness::wheel(int notches)
{
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = notches;
    send(e);
}

void SceneHarness::mouseMove(Point p)
{
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = p.x;
    e.motion.y = p.y;
    send(e);
}

void SceneHarness::mouseUp(Point p)
{
    send(leftButton(SDL_MOUSEBUTTONUP, p));
}

void SceneHarness::click(Point p)
{
    mouseMove(p);
    mouseDown(p);
    mouseUp(p);
}

void SceneHarness::doubleClick(Point p)
{
    click(p);
    mouseDown(p, 2);
    mouseUp(p);
}

void SceneHarness::drag(Point from, Point to, bool release)
{
    mouseMove(from);
    mouseDown(from);
    constexpr int kSteps = 8;
    for (int i = 1; i <= kSteps; ++i)
        mouseMove({from.x + (to.x - from.x) * i / kSteps, from.y + (to.y - from.y) * i / kSteps});
    if (release)
        mouseUp(to);
}

void SceneHarness::batch(std::initializer_list<SDL_Event> events)
{
    for (const SDL_Event& event : events)
        sendDecoded(m_scenes, event);
    frame();
}

void SceneHarness::key(SDL_Keycode sym, Uint16 mod)
{
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    send(e);
}

void SceneHarness::pad(SDL_GameControllerButton button)
{
    m_scenes.handleEvent(padPress(button));
    frame();
}

void SceneHarness::text(const std::string& utf8)
{
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    constexpr std::size_t kRoom = sizeof e.text.text - 1;
    for (std::size_t start = 0; start < utf8.size();) {
        std::size_t end = std::min(start + kRoom, utf8.size());
        while (end < utf8.size() && (static_cast<unsigned char>(utf8[end]) & 0xC0) == 0x80)
            --end;
        SDL_memset(e.text.text, 0, sizeof e.text.text);
        SDL_memcpy(e.text.text, utf8.data() + start, end - start);
        send(e);
        start = end;
    }
}

void SceneHarness::resize(Size size)
{
    if (!m_layoutOnly && (size.w > m_target->w || size.h > m_target->h))
        throw std::invalid_argument("the window is larger than the canvas");
    m_window = size;
    m_scenes.layout(size);
    frame();
}

void SceneHarness::toast(const std::string& title, const std::string& line)
{
    m_toasts.push(title, line, "");
    frame();
}

nlohmann::json SceneHarness::dump()
{
    nlohmann::json out = LayoutDump::describe(top(), m_window, &m_painter->drawnTexts());
    m_toasts.setTextPercent(m_settings.textPercent());
    const std::vector<Rect> boxes = m_toasts.boxes(*m_painter, m_window, rectsOf(top()));
    for (std::size_t i = 0; i < boxes.size(); ++i)
        out["rects"]["toast.app." + std::to_string(i)] = {boxes[i].x, boxes[i].y, boxes[i].w, boxes[i].h};
    return out;
}

Point SceneHarness::center(const std::string& rect)
{
    const auto r = dump().at("rects").at(rect);
    return {r[0].get<int>() + r[2].get<int>() / 2, r[1].get<int>() + r[3].get<int>() / 2};
}

std::string SceneHarness::notice(const std::string& text)
{
    for (const std::string& line : m_context->notices.lines()) {
        if (line.find(text) != std::string::npos)
            return line;
    }
    return {};
}

Settings SceneHarness::settingsOnDisk() const
{
    store::GuardedFile file = Settings::file(m_saveDir);
    store::LoadReport report;
    return Settings::load(file, report);
}

SurfacePtr SceneHarness::screenshot()
{
    if (m_layoutOnly)
        throw std::logic_error("a layout-only harness draws no pixels to take a screenshot of");
    SurfacePtr shot(SDL_CreateRGBSurfaceWithFormat(0, m_window.w, m_window.h, 32, SDL_PIXELFORMAT_ARGB8888));
    const SDL_Rect area{0, 0, m_window.w, m_window.h};
    SDL_RenderReadPixels(m_renderer.get(), &area, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch);
    return shot;
}

SDL_Color pixelAt(SDL_Surface* surface, Point p)
{
    const auto* row = static_cast<const Uint8*>(surface->pixels) + p.y * surface->pitch;
    Uint32 argb = 0;
    std::memcpy(&argb, row + p.x * 4, sizeof argb);
    return {static_cast<Uint8>(argb >> 16), static_cast<Uint8>(argb >> 8), static_cast<Uint8>(argb), 255};
}

RunRecord customRun(const std::vector<std::string>& cardsTopFirst, const std::vector<std::string>& moves)
{
    std::vector<Card> cards;
    for (const auto& name : cardsTopFirst)
        cards.push_back(*parseCard(name));
    RunRecord record{Rules::official(), Deal::custom(cards), {}};
    for (const auto& move : moves)
        record.actions.push_back(*parseToken(move));
    return record;
}

std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

RunRecord friendlyWin()
{
    return customRun(words("10D AS KS 2H QS JS 3H 10S 9S 4H 8S 7S 5H 6S 5S 6H 4S 3S 7H 2S 9D 8H AC KC 9H QC JC 10H "
                           "10C 9C 8C 7C 6C 5C 4C 3C 2C 2D 3D 4D 5D 6D 7D 8D"),
                     words("10D AS:weapon 2H KS:weapon QS:weapon 3H JS:weapon 10S:weapon 4H 9S:weapon 8S:weapon "
                           "7S:weapon 6S:weapon 5S:weapon 5H 4S:weapon 3S:bare 6H 2S:bare 9D 7H AC:weapon KC:weapon 9H "
                           "QC:weapon JC:weapon 8H 10C:weapon 9C:weapon 8C:weapon 7C:weapon 6C:weapon 5C:weapon "
                           "4C:weapon 3C:weapon 2C:weapon 2D 3D 4D 5D 6D 7D 8D 10H"));
}

bool savePng(SDL_Surface* surface, const std::filesystem::path& path)
{
    return IMG_SavePNG(surface, path.c_str()) == 0;
}

double differingShare(SDL_Surface* a, SDL_Surface* b, int tolerance)
{
    SurfacePtr ca(SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_ARGB8888, 0));
    SurfacePtr cb(SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_ARGB8888, 0));
    if (!ca || !cb || ca->w != cb->w || ca->h != cb->h)
        return 1.0;
    long differing = 0;
    for (int y = 0; y < ca->h; ++y) {
        const auto* rowA = static_cast<const Uint8*>(ca->pixels) + y * ca->pitch;
        const auto* rowB = static_cast<const Uint8*>(cb->pixels) + y * cb->pitch;
        for (int x = 0; x < ca->w * 4; x += 4) {
            for (int c = 0; c < 3; ++c) {
                if (std::abs(rowA[x + c] - rowB[x + c]) > tolerance) {
                    ++differing;
                    break;
                }
            }
        }
    }
    return static_cast<double>(differing) / (static_cast<double>(ca->w) * ca->h);
}

store::SavedRun saveSampleRun(SceneHarness& h)
{
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::avoid()}};
    const std::optional<GameState> state = replay(record);
    if (!state || store::saveRun(h.saveDir(), record, *state) != store::WriteFailure{})
        throw std::runtime_error("the sample run could not be saved");
    return {record, *state};
}

} // namespace scoundrel::game::test
