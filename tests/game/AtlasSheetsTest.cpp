#include "SceneHarness.h"

#include "ui/Atlas.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace scoundrel::game::test {
namespace {

// The scene tests run in batches, a process a batch (scoundrel_gtests): a sheet is
// decoded once a process and each later atlas of the same file is made from the kept
// picture (Atlas::keepDecodedSheets, which SceneHarness turns on). Here the file is
// damaged after the first atlas: the second is still whole, with the same frames.
TEST(AtlasSheets, AKeptSheetIsNotReadAgain)
{
    SceneHarness h({400, 300});
    const std::filesystem::path dir = h.context().saveDir / "sheets";
    std::filesystem::create_directories(dir);
    const std::filesystem::path assets(SCOUNDREL_SOURCE_ASSETS);
    std::filesystem::copy_file(assets / "ui/ui@1x.json", dir / "ui@1x.json");
    std::filesystem::copy_file(assets / "ui/ui@1x.png", dir / "ui@1x.png");
    const Atlas first(h.renderer(), dir / "ui@1x.json");
    std::ofstream(dir / "ui@1x.png", std::ios::trunc) << "not a picture";
    const Atlas second(h.renderer(), dir / "ui@1x.json");
    int w1 = 0, h1 = 0, w2 = 0, h2 = 0;
    SDL_QueryTexture(first.texture(), nullptr, nullptr, &w1, &h1);
    SDL_QueryTexture(second.texture(), nullptr, nullptr, &w2, &h2);
    EXPECT_EQ(w2, w1);
    EXPECT_EQ(h2, h1);
    EXPECT_GT(w1, 0);
}

} // namespace
} // namespace scoundrel::game::test
