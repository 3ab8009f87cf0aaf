#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>

// While the sound is muted, the table and the menu show a speaker with a cross, for as
// long as it lasts, not only in the line M gives once.
namespace scoundrel::game::test {

namespace {

// How many pixels inside r differ between two screenshots of the same size.
int changedPixels(SDL_Surface* a, SDL_Surface* b, const Rect& r)
{
    int changed = 0;
    for (int y = r.y; y < r.y + r.h; ++y) {
        for (int x = r.x; x < r.x + r.w; ++x) {
            Uint32 pa = 0;
            Uint32 pb = 0;
            std::memcpy(&pa, static_cast<const Uint8*>(a->pixels) + y * a->pitch + x * 4, sizeof pa);
            std::memcpy(&pb, static_cast<const Uint8*>(b->pixels) + y * b->pitch + x * 4, sizeof pb);
            changed += pa != pb ? 1 : 0;
        }
    }
    return changed;
}

void expectAMuteIconWhileMuted(SceneHarness& h, const std::string& scene)
{
    h.frame();
    ASSERT_EQ(h.dump()["scene"], scene);
    EXPECT_FALSE(h.dump()["rects"].contains("mute_icon"));
    const SurfacePtr soundOn = h.screenshot();
    h.key(SDLK_m);
    for (int i = 0; i < 20; ++i) // long after the line that says so
        h.frame(0.5);
    ASSERT_TRUE(h.context().settings.soundMuted);
    const auto dump = h.dump();
    ASSERT_TRUE(dump["rects"].contains("mute_icon")) << scene;
    const Rect icon = rectIn(dump["rects"]["mute_icon"]);
    EXPECT_GE(icon.w, 12);
    EXPECT_TRUE(icon.x >= 0 && icon.y >= 0 && icon.x + icon.w <= 1280) << scene;
    for (const auto& [name, r] : dump["rects"].items()) {
        if (name.starts_with("button.")) {
            EXPECT_EQ(overlapArea(icon, rectIn(r)), 0) << name << " under the icon on the " << scene;
        }
    }
    const SurfacePtr muted = h.screenshot();
    EXPECT_GT(changedPixels(soundOn.get(), muted.get(), icon), icon.w * icon.h / 8) << scene;
    h.key(SDLK_m);
    h.frame();
    EXPECT_FALSE(h.dump()["rects"].contains("mute_icon")) << scene;
}

} // namespace

TEST(MuteIcon, TheTableShowsItWhileMuted)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), customRun({"5D", "9S", "3S", "6H", "10C", "2H"})));
    expectAMuteIconWhileMuted(h, "table");
}

TEST(MuteIcon, TheMenuShowsItWhileMuted)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    expectAMuteIconWhileMuted(h, "menu");
}

} // namespace scoundrel::game::test
