// scoundrel-sound-gen: synthesises the game's sounds into WAV files.

#include "SoundRecipes.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string_view>

int main(int argc, char** argv)
{
    if (argc != 3 || std::string_view(argv[1]) != "--out") {
        std::cerr << "usage: scoundrel-sound-gen --out <sounds folder>\n";
        return EXIT_FAILURE;
    }
    const std::filesystem::path out = argv[2];
    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    for (const soundgen::SoundRecipe& recipe : soundgen::soundRecipes()) {
        const std::vector<std::uint8_t> bytes = soundgen::wavBytes(recipe.make());
        std::ofstream file(out / recipe.file, std::ios::binary | std::ios::trunc);
        file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        if (!file) {
            std::cerr << "scoundrel-sound-gen: cannot write " << (out / recipe.file).string() << '\n';
            return EXIT_FAILURE;
        }
    }
    return EXIT_SUCCESS;
}
