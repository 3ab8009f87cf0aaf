#include "app/App.h"
#include "core/LaunchOptions.h"

#include <SDL.h>

#include <cstdlib>
#include <cstring>
#include <iostream>

namespace {

// The error also goes to a message box when a display exists, unless the game runs
// under a test harness (SCOUNDREL_NO_DIALOGS set, or SDL's dummy/offscreen drivers),
// where a box would wait forever for a click.
void reportFatal(const std::string& message)
{
    std::cerr << "scoundrel: " << message << '\n';
    const char* driver = std::getenv("SDL_VIDEODRIVER");
    const bool headless = driver && (std::strcmp(driver, "dummy") == 0 || std::strcmp(driver, "offscreen") == 0);
    if (std::getenv("SCOUNDREL_NO_DIALOGS") || headless || !std::getenv("DISPLAY"))
        return;
    if (SDL_Init(SDL_INIT_VIDEO) == 0) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Scoundrel", message.c_str(), nullptr);
        SDL_Quit();
    }
}

} // namespace

int main(int argc, char** argv)
{
    using namespace scoundrel::game;
    LaunchOptions options;
    try {
        options = parseLaunchOptions({argv + 1, argv + argc});
    } catch (const std::exception& e) {
        reportFatal(std::string(e.what()) + " (try --help)");
        return 1;
    }
    if (options.showHelp) {
        std::cout << launchUsage();
        return 0;
    }
    if (options.showVersion) {
        std::cout << "scoundrel " << SCOUNDREL_VERSION << '\n';
        return 0;
    }
    try {
        App app(options);
        return app.run();
    } catch (const std::exception& e) {
        reportFatal(e.what());
        return 1;
    }
}
