#pragma once

#include "app/VirtualPadFeed.h"
#include "audio/Mixer.h"
#include "core/FramePacer.h"
#include "core/GameContext.h"
#include "core/LaunchOptions.h"
#include "core/LayoutDump.h"
#include "core/SceneStack.h"
#include "core/Settings.h"
#include "core/Speaker.h"
#include "input/DeviceInUse.h"
#include "input/Gamepads.h"
#include "scenes/ScreenSpeech.h"
#include "sdl/SdlHandles.h"
#include "ui/Assets.h"
#include "ui/Painter.h"
#include "ui/Toast.h"

#include "scoundrel/store/SaveDirLock.h"

#include <memory>
#include <optional>

namespace scoundrel::game {

// The window and the game loop: it waits for events, hands them to the scene stack,
// and draws a frame only when something changed or an animation is running (the
// FramePacer decides), so an idle table costs next to nothing.
class App {
public:
    // Throws std::runtime_error with a one-line reason (no display, missing assets...).
    explicit App(const LaunchOptions& options);

    // Runs until the player quits; returns the exit status.
    int run();

private:
    void createWindow();
    // Sizes and places the window as settings.json keeps it (clamped to the display), and
    // shows it; rememberPlacement keeps its size, place and maximised state as they change.
    void placeWindow();
    void rememberPlacement();
    void handle(const SDL_Event& event);
    // A decoded event: the App's own control (full screen, speech), or the scenes'.
    void deliver(const InputEvent& input);
    // Ctrl+Alt+S and F2 (speechBindings): true when the press was one of them.
    bool speechControl(const InputEvent& input);
    // A direction held on a pad repeats when its time comes, as a held key does.
    void repeatHeldButtons();
    // How long the loop may wait for an event: the pacer's time, or less for a repeat
    // or to read the pads plugged in.
    int waitMs();
    void frame(double seconds);
    Size windowSize() const;
    // What the scenes are laid out for: the window's size, or more when the window is
    // below the minimum (see WindowFit).
    Size layoutSize() const;
    Size outputSize() const;
    // tell: a note says what became of it (not for the saved setting at launch).
    void setFullscreen(bool on, bool tell = true);
    // A moment after full screen was asked for: when the window never grew (no window
    // manager, or one that refused), back to the window it was, and say so.
    void checkFullscreen(double seconds);
    // A moment after speech was turned on: the voice's answer, told if there was none.
    void checkSpeech(double seconds);
    // Every kSaveDirRetakeSeconds of the time passed, while another copy held the save
    // directory at launch: takes its lock if free now (never blocks).
    void retakeSaveDir(double seconds);
    // Uses the language of --language, else of the settings, else the desktop's; once the
    // player chose one in Settings (chosenNow), the settings' over --language.
    void applyLanguage(bool chosenNow);

    const LaunchOptions& m_options;
    SdlLibraries m_sdl;
    WindowPtr m_window;
    RendererPtr m_renderer;
    std::optional<Assets> m_assets;
    std::optional<Painter> m_painter;
    Settings m_settings;
    // Before the scenes, so that no scene outlives the sound it plays to.
    std::optional<Mixer> m_mixer;
    std::unique_ptr<Speaker> m_speaker; // Speech Dispatcher, and --speech-log
    ScreenSpeech m_speech; // names each screen and what has the focus
    Gamepads m_pads; // before the scenes, which may ask which pad is in use
    PointerShown m_pointer; // hidden while a pad is used
    std::unique_ptr<VirtualPadFeed> m_padFeed; // the end-to-end tests' pad, if asked for
    // One copy of the game per save directory: another copy's is asked about (FolderInUse.h).
    // A copy opened anyway takes the lock once the other lets go (retakeSaveDir), so a
    // third copy is asked in its turn.
    store::SaveDirLock m_saveDirLock;
    static constexpr double kSaveDirRetakeSeconds = 2.0;
    double m_saveDirRetakeIn = kSaveDirRetakeSeconds; // seconds until the next try
    SceneStack m_scenes;
    std::optional<GameContext> m_context;
    std::optional<LayoutDump> m_layoutDump;
    FramePacer m_pacer;
    // Notes over every scene: what F11 did (see FullscreenNote).
    Toasts m_toasts;
    Size m_windowed; // the window's size before it went full screen
    WindowPlacement m_placementOnFile; // as read at launch: saved at the end when it changed
    double m_fullscreenCheckIn = -1; // seconds until checkFullscreen looks; below 0 none
    bool m_tellFullscreen = false; // whether checkFullscreen tells the outcome
    double m_speechCheckIn = -1; // seconds checkSpeech still looks for the voice's answer; below 0 none
    bool m_running = true;
    int m_laidOutTextPercent = 100; // the text size the scenes were last laid out for
    std::string m_launchLanguage; // --language, until Settings chooses
    std::filesystem::path m_localeDir;
};

// Where saves, settings and scores live, created if need be: --save-dir, else the
// store's defaultSaveDir() (where SDL_GetPrefPath("", "scoundrel") points on Linux:
// $XDG_DATA_HOME/scoundrel, an empty XDG_DATA_HOME treated as unset, else
// ~/.local/share/scoundrel). Throws std::runtime_error when it cannot be found or made.
std::filesystem::path resolveSaveDir(const std::optional<std::filesystem::path>& given);

} // namespace scoundrel::game
