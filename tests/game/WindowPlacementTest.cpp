#include "SceneHarness.h"

#include "core/Settings.h"
#include "core/WindowPlacement.h"

#include "scoundrel/store/AtomicFile.h"

#include <gtest/gtest.h>

#include <string>

// np16: the window's size was not remembered (maximised, it opened at 1280x800 again).
// settings.json keeps the window's size, place and maximised state; a damaged or
// off-screen value falls back to the default, and the size fits the display.
namespace scoundrel::game {
namespace {

using test::SceneHarness;

constexpr Size kLeast{1024, 640};
constexpr Size kFallback{1280, 800};

TEST(WindowPlacement, TheWindowsSizePlaceAndMaximisedStateRoundTripThroughTheFile)
{
    SceneHarness h;
    h.context().settings.window = {Size{1500, 900}, Point{40, 60}, true};
    h.context().settings.fullscreen = true;
    h.context().saveSettings();
    const Settings onDisk = h.settingsOnDisk();
    EXPECT_EQ(onDisk.window, h.context().settings.window);
    EXPECT_TRUE(onDisk.fullscreen);
    EXPECT_EQ(onDisk, h.context().settings);
    const std::string text = h.context().settings.toText();
    EXPECT_NE(text.find("\"width\": 1500"), std::string::npos) << text;
    EXPECT_NE(text.find("\"maximized\": true"), std::string::npos) << text;
}

TEST(WindowPlacement, NothingKeptOpensAtTheDefaultSizeCentred)
{
    SceneHarness h;
    h.context().saveSettings();
    EXPECT_EQ(h.settingsOnDisk().window, WindowPlacement{});
    EXPECT_EQ(placeWindow({}, {0, 0, 1920, 1050}, kLeast, kFallback), (WindowFrame{kFallback, std::nullopt}));
}

// Each value on its own: a damaged one keeps its default, the others and the rest of the
// file are kept, and the file is not called damaged.
TEST(WindowPlacement, ADamagedValueFallsBackAloneAndTheFileIsKept)
{
    SceneHarness h;
    const std::string text = R"({"version": 1, "sound_volume": 35,
        "window": {"width": "wide", "height": 900, "x": 12, "y": 34, "maximized": 1}})";
    ASSERT_EQ(store::writeFileAtomically(h.saveDir() / "settings.json", text, false), store::WriteFailure{});
    h.context().loadSettings();
    EXPECT_EQ(h.context().settings.soundVolume, 35);
    EXPECT_EQ(h.context().settings.window.size, std::nullopt);
    EXPECT_EQ(h.context().settings.window.at, (Point{12, 34}));
    EXPECT_FALSE(h.context().settings.window.maximized);
    EXPECT_TRUE(h.context().notices.lines().empty()) << h.context().notices.lines().front();

    for (const char* window : {R"("big")", R"({"width": 0, "height": 800})", R"({"width": 99999, "height": 800})",
                               R"({"width": 1300.5, "height": 800})", R"({"x": 99999, "y": 0})", R"({"x": 5})"}) {
        const nlohmann::json file = nlohmann::json::parse(std::string(R"({"window": )") + window + "}");
        const WindowPlacement read = readWindowPlacement(file);
        EXPECT_EQ(read.size, std::nullopt) << window;
        EXPECT_EQ(read.at, std::nullopt) << window;
    }
}

TEST(WindowPlacement, TheSizeIsClampedToTheDisplaysUsableAreaAndTheMinimum)
{
    const Rect usable{0, 30, 1600, 970};
    // Larger than the display: as large as its usable area.
    EXPECT_EQ(placeWindow({Size{3000, 2000}, std::nullopt, false}, usable, kLeast, kFallback).size, (Size{1600, 970}));
    // Smaller than the minimum: the minimum.
    EXPECT_EQ(placeWindow({Size{800, 500}, std::nullopt, false}, usable, kLeast, kFallback).size, kLeast);
    // A display smaller than the minimum: the minimum still.
    EXPECT_EQ(placeWindow({Size{1280, 800}, std::nullopt, false}, {0, 0, 800, 600}, kLeast, kFallback).size, kLeast);
    // In between: as it was.
    EXPECT_EQ(placeWindow({Size{1400, 900}, std::nullopt, false}, usable, kLeast, kFallback).size, (Size{1400, 900}));
}

TEST(WindowPlacement, APlaceOffTheDisplayIsDroppedForCentred)
{
    const Rect usable{0, 30, 1600, 970};
    EXPECT_EQ(placeWindow({Size{1280, 800}, Point{100, 80}, false}, usable, kLeast, kFallback).at, (Point{100, 80}));
    // On a second display unplugged since, or partly off this one: centred.
    EXPECT_EQ(placeWindow({Size{1280, 800}, Point{2000, 80}, false}, usable, kLeast, kFallback).at, std::nullopt);
    EXPECT_EQ(placeWindow({Size{1280, 800}, Point{500, 80}, false}, usable, kLeast, kFallback).at, std::nullopt);
    EXPECT_EQ(placeWindow({Size{1280, 800}, Point{-50, 80}, false}, usable, kLeast, kFallback).at, std::nullopt);
    // Under the desktop's top panel.
    EXPECT_EQ(placeWindow({Size{1280, 800}, Point{100, 0}, false}, usable, kLeast, kFallback).at, std::nullopt);
}

} // namespace
} // namespace scoundrel::game
