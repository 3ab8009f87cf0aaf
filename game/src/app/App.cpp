#include "app/App.h"

#include "app/ActualWindowSize.h"
#include "app/DesktopIntegration.h"
#include "app/FullscreenNote.h"
#include "app/RendererChoice.h"
#include "app/SceneTour.h"
#include "app/SpeechNote.h"
#include "app/WindowFit.h"
#include "app/WindowTooSmall.h"
#include "audio/SpeechDispatcher.h"
#include "audio/SpeechLog.h"
#include "core/Language.h"
#include "core/WindowPlacement.h"
#include "input/EventDecoder.h"
#include "scenes/KeyRebinding.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/DiagnosticWords.h"
#include "ui/Theme.h"

#include "scoundrel/store/SaveDir.h"
#include "text/LanguageChoice.h"

#include <SDL_image.h>

#include <iostream>
#include <stdexcept>

namespace scoundrel::game {

namespace {

constexpr Size kMinimumWindow{1024, 640};
constexpr Size kDefaultWindow{1280, 800};
// How long a window manager is given to make the window full screen before it is
// taken to have refused.
constexpr double kFullscreenGrace = 0.8;
// How long after speech is turned on the App looks for the voice's answer (its first words
// open Speech Dispatcher on the speech thread), as Settings' speech row does (s).
constexpr double kSpeechAnswerSeconds = 3.0;
// How often the pads are read while any is plugged in (see readPadsWhenAsked).
constexpr int kPadReadMs = 16;

// With a pad plugged in, SDL's own wait reads it every millisecond, a loop that cost 2%
// of a core at rest (measured under Xvfb with a virtual pad; 0.45% read every 16 ms). So
// the App reads the pads itself, after each wait (SDL_GameControllerUpdate), and waits
// at most kPadReadMs while any is plugged in; hot-plugging is still seen within a wait.
Uint32 readPadsWhenAsked(Uint32 sdlFlags)
{
    SDL_SetHint(SDL_HINT_AUTO_UPDATE_JOYSTICKS, "0");
    return sdlFlags;
}

} // namespace

std::filesystem::path resolveSaveDir(const std::optional<std::filesystem::path>& given)
{
    // The store's rule, which scoundrel-cli follows too: where SDL_GetPrefPath("",
    // "scoundrel") points on Linux.
    const std::optional<std::filesystem::path> found = given ? given : store::defaultSaveDir();
    if (!found)
        throw std::runtime_error("cannot find a directory for saves: neither XDG_DATA_HOME nor HOME is set");
    const std::filesystem::path& dir = *found;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (!std::filesystem::is_directory(dir, ec))
        throw std::runtime_error("cannot use the save directory " + dir.string());
    return dir;
}

App::App(const LaunchOptions& options)
    : m_options(options),
      m_sdl(prepareDesktopIntegration(readPadsWhenAsked(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_GAMECONTROLLER)))
{
    // Before the window: without assets the player gets the places looked at, not a
    // window that closes at once.
    const auto dataDir = Assets::findDataDir(options.dataDir);
    const auto saveDir = resolveSaveDir(options.saveDir);
    // Held for the App's life; the scene tour writes only a temporary directory.
    if (!options.renderScenesOnce)
        m_saveDirLock = store::SaveDirLock(saveDir);
    // Before the first event: the pads plugged in at start are said as events.
    m_padFeed = VirtualPadFeed::fromEnvironment();
    if (const std::string why = m_pads.addMappings(saveDir / "gamecontrollerdb.txt"); !why.empty())
        std::cerr << "scoundrel: " << why << '\n';
    // Until the settings are read (GameContext::loadSettings applies their language, before
    // any scene words anything): --language, else the desktop's (text/LanguageChoice.h).
    m_launchLanguage = options.language.value_or("");
    m_localeDir = findLocaleDir(dataDir);
    applyLanguage(false);
    createWindow();
    setWindowIcon(m_window.get(), dataDir);
    m_assets.emplace(m_renderer.get(), dataDir);
    m_painter.emplace(m_renderer.get(), *m_assets);
    m_context.emplace(GameContext{m_scenes,
                                  *m_assets,
                                  m_settings,
                                  m_options,
                                  saveDir,
                                  [this] { m_running = false; },
                                  [this](bool on) { setFullscreen(on); },
                                  {}});
    m_context->applyLanguage = [this](bool chosenNow) { applyLanguage(chosenNow); };
    m_context->loadSettings();
    applyKeySettings(m_settings, m_context->notices);
    placeWindow();
    // After the settings, which give the volume; no sound is said once and is no error.
    m_mixer.emplace(m_settings, dataDir / "sounds", std::cerr);
    m_context->sound = &*m_mixer;
    // Speech Dispatcher is loaded only when something is first spoken.
    auto voice = std::make_unique<SpeechDispatcher>(m_settings, std::cerr);
    if (options.speechLog) {
        m_speaker = std::make_unique<SpeechLog>(*options.speechLog, std::move(voice));
        m_context->speakForThisLaunch();
    } else {
        m_speaker = std::move(voice);
    }
    m_context->speaker = m_speaker.get();
    if (options.dumpLayout)
        m_layoutDump.emplace(*options.dumpLayout);
    if (m_settings.fullscreen)
        setFullscreen(true, false);
    m_scenes.push(makeStartScene(*m_context, m_saveDirLock.heldElsewhere()));
    m_scenes.applyPending(layoutSize());
}

void App::applyLanguage(bool chosenNow)
{
    if (chosenNow)
        m_launchLanguage.clear();
    useLanguage(chooseLanguage(m_launchLanguage, m_settings.language, preferredLocales()), m_localeDir, std::cerr);
}

void App::createWindow()
{
    const Size asked = m_options.window.value_or(kDefaultWindow);
    if (const std::string note = raisedWindowNote(asked, kMinimumWindow); !note.empty())
        std::cerr << note << '\n';
    const Size size = openingWindow(asked, kMinimumWindow);
    m_window.reset(SDL_CreateWindow("Scoundrel", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, size.w, size.h,
                                    SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN));
    if (!m_window)
        throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
    SDL_SetWindowMinimumSize(m_window.get(), kMinimumWindow.w, kMinimumWindow.h);
    m_renderer = createRenderer(m_window.get());
    if (!m_renderer)
        throw std::runtime_error(std::string("cannot draw in the window: ") + SDL_GetError());
}

void App::placeWindow()
{
    // Hidden until the settings say where it goes (createWindow), then as the player left
    // it; --window stands over the kept size for this launch.
    WindowPlacement kept = m_settings.window;
    if (m_options.window)
        kept = {*m_options.window, std::nullopt, false};
    // The display the kept place lies on, else the one the window opened on.
    int display = std::max(0, SDL_GetWindowDisplayIndex(m_window.get()));
    for (int i = 0; kept.at && i < SDL_GetNumVideoDisplays(); ++i) {
        SDL_Rect bounds{};
        const SDL_Point at{kept.at->x, kept.at->y};
        if (SDL_GetDisplayUsableBounds(i, &bounds) == 0 && SDL_PointInRect(&at, &bounds))
            display = i;
    }
    SDL_Rect usable{};
    if (SDL_GetDisplayUsableBounds(display, &usable) != 0)
        usable = {0, 0, kLargestWindowSide, kLargestWindowSide}; // unknown: only the minimum holds
    const WindowFrame frame =
        game::placeWindow(kept, {usable.x, usable.y, usable.w, usable.h}, kMinimumWindow, kDefaultWindow);
    SDL_SetWindowSize(m_window.get(), frame.size.w, frame.size.h);
    const int centred = static_cast<int>(SDL_WINDOWPOS_CENTERED_MASK | static_cast<unsigned>(display));
    SDL_SetWindowPosition(m_window.get(), frame.at ? frame.at->x : centred, frame.at ? frame.at->y : centred);
    SDL_ShowWindow(m_window.get());
    if (kept.maximized)
        SDL_MaximizeWindow(m_window.get());
    m_placementOnFile = m_settings.window;
}

void App::rememberPlacement()
{
    const Uint32 flags = SDL_GetWindowFlags(m_window.get());
    if ((flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MINIMIZED | SDL_WINDOW_HIDDEN)) != 0)
        return; // the windowed size and place stay as they were
    m_settings.window.maximized = (flags & SDL_WINDOW_MAXIMIZED) != 0;
    if (m_settings.window.maximized)
        return; // its size and place are the desktop's; restored, it goes back to those kept
    Point at;
    SDL_GetWindowPosition(m_window.get(), &at.x, &at.y);
    // The size the display server has: without a window manager SDL's can lag a resize made
    // just after full screen was left (np36 and np37 found 1920x1080 kept for a window they
    // had made 1280x800).
    m_settings.window.size = actualWindowSize(m_window.get()).value_or(windowSize());
    m_settings.window.at = at;
}

Size App::windowSize() const
{
    int w = 0;
    int h = 0;
    SDL_GetWindowSize(m_window.get(), &w, &h);
    return {w, h};
}

Size App::layoutSize() const
{
    return WindowFit(windowSize(), kMinimumWindow).layout();
}

Size App::outputSize() const
{
    int w = 0;
    int h = 0;
    SDL_GetRendererOutputSize(m_renderer.get(), &w, &h);
    return {w, h};
}

void App::setFullscreen(bool on, bool tell)
{
    const bool wasFullscreen = (SDL_GetWindowFlags(m_window.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    if (on && !wasFullscreen)
        m_windowed = windowSize();
    const bool failed = SDL_SetWindowFullscreen(m_window.get(), on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0;
    const std::string error = failed ? std::string(SDL_GetError()) : std::string();
    const bool isNow = (SDL_GetWindowFlags(m_window.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    // Back to the size it had: without a window manager (or with one that does not
    // say) SDL keeps reporting the full screen's size, and the layout would stay there.
    if (!on && wasFullscreen && !isNow && m_windowed.w > 0)
        SDL_SetWindowSize(m_window.get(), m_windowed.w, m_windowed.h);
    m_scenes.layout(layoutSize());
    // The setting follows what the window is, so that F11 next asks for the other.
    m_settings.fullscreen = isNow;
    if (isNow && error.empty()) {
        // Whether it really is full screen is known only once the window manager acted.
        m_fullscreenCheckIn = kFullscreenGrace;
        m_tellFullscreen = tell;
    } else if (tell) {
        const FullscreenNote note = fullscreenNote(on, isNow, error);
        m_toasts.push(note.title, note.line, "");
    }
    m_pacer.invalidate();
}

void App::checkSpeech(double seconds)
{
    if (m_speechCheckIn < 0)
        return;
    m_speechCheckIn -= seconds;
    if (!m_context->speaker || !m_context->speaker->unheard())
        return;
    m_speechCheckIn = -1;
    const SpeechNote note = speechUnheardNote();
    m_toasts.push(note.title, note.line, "");
}

void App::checkFullscreen(double seconds)
{
    if (m_fullscreenCheckIn < 0 || (m_fullscreenCheckIn -= seconds) >= 0)
        return;
    const std::optional<Size> actual = actualWindowSize(m_window.get());
    const Size reported = windowSize();
    const bool grew = !actual || (actual->w == reported.w && actual->h == reported.h);
    if (!grew) {
        // SDL says full screen, the window is as it was: the layout would be cut off.
        SDL_SetWindowFullscreen(m_window.get(), 0);
        if (m_windowed.w > 0)
            SDL_SetWindowSize(m_window.get(), m_windowed.w, m_windowed.h);
        m_settings.fullscreen = false;
        m_scenes.layout(layoutSize());
        if (m_tellFullscreen) // asked for now (F11, Settings), not the saved setting at launch
            m_context->saveSettings();
    }
    if (m_tellFullscreen) {
        const FullscreenNote note = fullscreenNote(true, grew, "");
        m_toasts.push(note.title, note.line, "");
    }
    m_pacer.invalidate();
}

void App::handle(const SDL_Event& event)
{
    m_pacer.invalidate();
    if (event.type == SDL_QUIT) {
        m_running = false;
    } else if (event.type == SDL_WINDOWEVENT) {
        rememberPlacement();
        if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            m_scenes.layout(layoutSize());
    } else {
        std::vector<InputEvent> inputs;
        const WindowFit fit(windowSize(), kMinimumWindow);
        if (!m_pads.handle(event, SDL_GetTicks(), inputs)) {
            if (const auto input = decodeEvent(fit.toLayout(event)))
                inputs.push_back(*input);
        }
        // A window too small to read shows only its note: no press reaches a screen the
        // player cannot see, and the game is as it was when the window grows again. F11
        // (full screen) and the speech keys still work there.
        for (const InputEvent& input : inputs) {
            if (!fit.tooSmall() || passesWhileTooSmall(input))
                deliver(input);
        }
    }
}

void App::repeatHeldButtons()
{
    std::vector<InputEvent> inputs;
    m_pads.repeat(SDL_GetTicks(), inputs);
    for (const InputEvent& input : inputs) {
        m_pacer.invalidate();
        deliver(input);
    }
}

int App::waitMs()
{
    int wait = m_pacer.nextWaitMs();
    if (m_pads.count() > 0 || m_padFeed)
        wait = std::min(wait, kPadReadMs);
    const std::optional<std::uint32_t> repeat = m_pads.msToNextRepeat(SDL_GetTicks());
    return repeat ? std::min(wait, static_cast<int>(*repeat)) : wait;
}

void App::deliver(const InputEvent& input)
{
    if (m_pointer.follow(input))
        SDL_ShowCursor(m_pointer.shown() ? SDL_ENABLE : SDL_DISABLE);
    if (input.is(Control::FullScreen)) {
        setFullscreen(!m_settings.fullscreen);
        m_context->saveSettings();
        return;
    }
    if (speechControl(input))
        return;
    // A request the last event made is applied first (as the stack would), so speech
    // names the screen before what its first press does.
    if (m_scenes.applyPending(layoutSize()))
        m_speech.followScreen(*m_context, m_scenes.top());
    const int before = m_context->utterances;
    m_scenes.handleEvent(input);
    m_speech.followFocus(*m_context, m_scenes.top(), before);
}

bool App::speechControl(const InputEvent& input)
{
    const std::string id = boundId(speechBindings(), input);
    if (id == "speech") {
        // Said while speech is still on, when it goes off: the player hears it either way.
        const bool on = !m_settings.speechOn;
        if (!on)
            m_context->speak(spokenSpeechSwitched(false));
        m_settings.speechOn = on;
        m_context->speechOnFile.reset(); // the player's own choice now: kept
        m_context->saveSettings();
        if (on)
            m_context->speak(spokenSpeechSwitched(true));
        // Shown too, for whoever sees the screen (np33: a sighted player pressed it and saw nothing).
        const SpeechNote note = speechNote(on);
        m_toasts.push(note.title, note.line, "");
        m_speechCheckIn = on ? kSpeechAnswerSeconds : -1;
        return true;
    }
    if (id == "summary") {
        if (const Scene* top = m_scenes.top())
            m_context->speak(top->spokenSummary());
        return true;
    }
    return false;
}

void App::frame(double seconds)
{
    checkFullscreen(seconds);
    checkSpeech(seconds);
    const bool scenesAnimating = m_scenes.update(seconds) || m_fullscreenCheckIn >= 0 || m_speechCheckIn >= 0;
    const bool animating = m_toasts.update(seconds) || scenesAnimating;
    const bool scenesChanged = m_scenes.applyPending(layoutSize());
    if (m_scenes.empty()) {
        m_running = false;
        return;
    }
    // A new text size (Settings) lays every screen out again: their rows grow with the words.
    if (m_context->settings.textPercent() != m_laidOutTextPercent) {
        m_laidOutTextPercent = m_context->settings.textPercent();
        m_scenes.layout(layoutSize());
        m_pacer.invalidate();
    }
    if (scenesChanged)
        m_pacer.invalidate();
    m_speech.followScreen(*m_context, m_scenes.top());
    const WindowFit fit(windowSize(), kMinimumWindow);
    m_speech.followWindowFit(*m_context, m_scenes.top(), fit.tooSmall(), kMinimumWindow);
    if (m_pacer.mustDraw(animating)) {
        m_painter->beginFrame(layoutSize(), outputSize());
        m_painter->follow(m_context->settings);
        // Every screen clears the frame itself, but a dialog with nothing under it (the
        // question a second copy asks first) would stand on the last frame or black.
        m_painter->clear(theme::kFelt);
        if (fit.tooSmall()) {
            // Drawn in the window's own pixels: the note stays readable however small.
            m_painter->beginFrame(windowSize(), outputSize());
            drawWindowTooSmall(*m_painter, windowSize(), kMinimumWindow);
            SDL_RenderPresent(m_renderer.get());
            m_pacer.frameDone(animating, scenesChanged);
            return;
        }
        // The texts each scene drew are recorded only for --dump-layout: no work in play.
        if (m_layoutDump)
            m_scenes.render(*m_painter, [this](const Scene& scene) { m_painter->drawingFor(scene.name()); });
        else
            m_scenes.render(*m_painter);
        // Over every scene, clear of the top one's buttons, and no scene's in the layout dump.
        m_painter->drawingFor("toasts");
        m_toasts.setTextPercent(m_settings.textPercent());
        m_toasts.draw(*m_painter, layoutSize(), rectsOf(*m_scenes.top()));
        SDL_RenderPresent(m_renderer.get());
    }
    if (m_layoutDump) {
        if (const store::WriteFailure why =
                m_layoutDump->update(*m_scenes.top(), layoutSize(), &m_painter->drawnTexts()))
            std::cerr << "scoundrel: " << writeFailureWords(why) << '\n';
    }
    m_pacer.frameDone(animating, scenesChanged);
}

void App::retakeSaveDir(double seconds)
{
    // The time as it passed (the pacer's step is 0 after a wait at rest), so an idle copy
    // tries too: the loop wakes at least once a second.
    if (!m_saveDirLock.heldElsewhere())
        return;
    m_saveDirRetakeIn -= seconds;
    if (m_saveDirRetakeIn > 0)
        return;
    m_saveDirRetakeIn = kSaveDirRetakeSeconds;
    m_saveDirLock.retake();
}

int App::run()
{
    if (m_options.renderScenesOnce)
        return renderEachSceneOnce(*m_context, {m_renderer.get(), *m_painter, layoutSize(), outputSize()});
    Uint64 last = SDL_GetPerformanceCounter();
    frame(0.0);
    while (m_running) {
        SDL_Event event;
        if (SDL_WaitEventTimeout(&event, waitMs()))
            handle(event);
        if (m_padFeed)
            m_padFeed->poll();
        SDL_GameControllerUpdate(); // the pads' events and hot-plugging, read when asked
        while (m_running && SDL_PollEvent(&event))
            handle(event);
        repeatHeldButtons();
        const Uint64 now = SDL_GetPerformanceCounter();
        const double seconds = static_cast<double>(now - last) / static_cast<double>(SDL_GetPerformanceFrequency());
        last = now;
        retakeSaveDir(seconds);
        if (m_running)
            frame(m_pacer.step(seconds));
    }
    // The scenes keep what they must (a name typed on the result) while the context exists.
    m_scenes.close();
    // The window as the player leaves it, for the next launch (not over another copy's files),
    // as it is now rather than as its last event left it.
    rememberPlacement();
    if (m_settings.window != m_placementOnFile && !m_saveDirLock.heldElsewhere())
        m_context->saveSettings();
    return 0;
}

} // namespace scoundrel::game
