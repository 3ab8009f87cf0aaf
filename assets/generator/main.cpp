// scoundrel-atlas-gen: draws the card atlases, UI sprites and app icons of Scoundrel.

#include "CommandLine.h"
#include "FontSet.h"
#include "Generator.h"
#include "sdl/SdlHandles.h"

#include <cstdlib>
#include <exception>
#include <iostream>

int main(int argc, char** argv)
{
    try {
        const atlasgen::Options options =
            atlasgen::parseCommandLine({argv + 1, static_cast<std::size_t>(argc > 0 ? argc - 1 : 0)});
        if (options.help) {
            std::cout << atlasgen::kUsage << '\n';
            return EXIT_SUCCESS;
        }
        // No subsystem flags: surfaces, PNG and fonts need no video, so the generator runs headless.
        const scoundrel::game::SdlLibraries libraries(0);
        atlasgen::FontSet fonts(options.fonts);
        atlasgen::generateAssets(fonts, options.out);
    } catch (const std::exception& error) {
        std::cerr << "scoundrel-atlas-gen: " << error.what() << '\n';
        return EXIT_FAILURE;
    }
    return EXIT_SUCCESS;
}
