#include "input/Legend.h"
#include "input/DeviceInUse.h"
#include "input/EventDecoder.h"
#include "scenes/ScreenBindings.h"
#include "table/TableBindings.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

const DeviceInUse kXbox{true, PadStyle::Xbox};
const DeviceInUse kPlayStation{true, PadStyle::PlayStation};
const DeviceInUse kNintendo{true, PadStyle::Nintendo};

InputEvent mouseMove()
{
    InputEvent e;
    e.kind = InputEvent::Kind::PointerMove;
    e.device = Device::Mouse;
    return e;
}

InputEvent keyDown(SDL_Keycode key)
{
    InputEvent e;
    e.device = Device::Keyboard;
    e.key = {key};
    return e;
}

TEST(PadStyle, SdlsTypeDecidesWhoseButtonsThePadHas)
{
    EXPECT_EQ(padStyleOf(SDL_CONTROLLER_TYPE_XBOXONE), PadStyle::Xbox);
    EXPECT_EQ(padStyleOf(SDL_CONTROLLER_TYPE_XBOX360), PadStyle::Xbox360);
    EXPECT_EQ(padStyleOf(SDL_CONTROLLER_TYPE_PS4), PadStyle::PlayStation);
    EXPECT_EQ(padStyleOf(SDL_CONTROLLER_TYPE_PS5), PadStyle::PlayStation);
    EXPECT_EQ(padStyleOf(SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO), PadStyle::Nintendo);
    EXPECT_EQ(padStyleOf(SDL_CONTROLLER_TYPE_UNKNOWN), PadStyle::SteamDeck);
    EXPECT_EQ(padStyleOf(SDL_CONTROLLER_TYPE_VIRTUAL), PadStyle::SteamDeck);
}

TEST(PadStyle, EachPadNamesItsButtonsByItsOwnLabels)
{
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_A, PadStyle::Xbox), "A");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_A, PadStyle::PlayStation), "\xE2\x9C\x95");
    EXPECT_EQ(buttonName(SDL_CONTROLLER_BUTTON_A, PadStyle::PlayStation), "Cross");
    EXPECT_EQ(buttonName(SDL_CONTROLLER_BUTTON_Y, PadStyle::PlayStation), "Triangle");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, PadStyle::PlayStation), "L1");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_START, PadStyle::Xbox), "Menu");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_START, PadStyle::PlayStation), "Options");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_X, PadStyle::SteamDeck), "X");
    // np27's Xbox 360 pad was told of View and Menu, the later pads' names.
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_BACK, PadStyle::Xbox), "View");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_BACK, PadStyle::Xbox360), "Back");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_START, PadStyle::Xbox360), "Start");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_A, PadStyle::Xbox360), "A");
}

TEST(PadStyle, NintendoSwapsTheLabelsOfTheButtonsByPlace)
{
    // SDL reads the buttons by place: Nintendo's bottom button, SDL's A, is labelled B.
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_A, PadStyle::Nintendo), "B");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_B, PadStyle::Nintendo), "A");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_X, PadStyle::Nintendo), "Y");
    EXPECT_EQ(buttonLabel(SDL_CONTROLLER_BUTTON_Y, PadStyle::Nintendo), "X");
    EXPECT_EQ(legendOf(watchBindings(), {"pause", "stop"}, " · ", kNintendo), "B pauses · A stops");
}

TEST(Legend, ADigitRunReadsAsARangeAndArrowsBesideOtherKeysAreLeftToHowToPlay)
{
    EXPECT_EQ((LegendEntry{{"1", "2", "3", "4", "Left", "Up"}, {}, "choose"}.keysText()), "1-4");
    EXPECT_EQ((LegendEntry{{"1", "2"}, {}, "x"}.keysText()), "1/2");
    EXPECT_EQ((LegendEntry{{"W", "B"}, {}, "fight"}.keysText()), "W/B");
    EXPECT_EQ((LegendEntry{{"Left", "Right"}, {}, "x"}.keysText()), "Left/Right");
}

TEST(Legend, ThePadsLegendShowsItsButtonsAndLeavesOutWhatItHasNone)
{
    EXPECT_EQ(legendOf(watchBindings(), {"pause", "step", "stop"}, " · ", kXbox),
              "A pauses · \xE2\x86\x92 steps · B stops");
    // No pad button is full screen or mute: the pad's legend leaves them out.
    EXPECT_EQ(legendOf(menuBindings(), {"how_to_play", "full_screen", "mute", "ask_quit"}, " · ", kPlayStation),
              "Share how to play · \xE2\x97\x8B quit");
}

TEST(Legend, TheTablesLegendIsWrittenForTheDeviceInUse)
{
    // A pad's X and Y have no letter to tell the fights apart: the legend names each.
    EXPECT_EQ(keyLegend(kXbox),
              "D-pad cards, Down to Avoid room, Up to Hint · A face · X weapon · Y barehanded · B menu · View how "
              "to play");
    EXPECT_EQ(keyLegend(kPlayStation),
              "D-pad cards, Down to Avoid room, Up to Hint · \xE2\x9C\x95 face · \xE2\x96\xA1 weapon · \xE2\x96\xB3 "
              "barehanded · "
              "\xE2\x97\x8B/Options menu · Share how to play");
}

TEST(Legend, TheTablesLegendOffersNoWeaponsFightWithoutAWeapon)
{
    EXPECT_EQ(keyLegend(kXbox, {false, true}),
              "D-pad cards, Down to Avoid room, Up to Hint · A face · Y barehanded · B menu · View how to play");
    EXPECT_EQ(keyLegend({}, {false, true}),
              "1-4 choose · Enter face · B barehanded · A avoid · Ctrl+Z undo · H hint · C chances · Esc menu · F1 "
              "how to play · M mute");
}

TEST(Legend, HowToPlaysKeysAreWrittenFromTheRows)
{
    EXPECT_EQ(keysParagraph(),
              "Keys: 1 to 4 pick a room card and the arrows move between them and the buttons; Enter or Space faces "
              "it; W fights the chosen monster with the weapon and B barehanded; A avoids the room; Ctrl+Z or U "
              "takes back a move of this turn; H shows a hint and C your chances of winning (the run is then marked "
              "assisted); Esc goes back; F1 opens these pages; M mutes or unmutes the sound.");
    const std::string pad = keysParagraph(kPlayStation);
    for (const char* named :
         {"d-pad Left: choose the card to the left", "Cross: face the chosen card", "Square: fight it with the weapon",
          "Triangle: fight it barehanded", "Circle or Options: menu", "d-pad Down moves"})
        EXPECT_NE(pad.find(named), std::string::npos) << named << " in " << pad;
    EXPECT_EQ(pad.find("Ctrl"), std::string::npos);
    // English chosen in Settings ("en") writes it as the built-in English does.
    useCatalogue("en", std::nullopt);
    EXPECT_EQ(keysParagraph(kPlayStation), pad);
    useCatalogue("", std::nullopt);
}

TEST(DeviceInUse, APadsPressTurnsTheLegendsToItsGlyphsAndAKeyOrTheMouseBack)
{
    DeviceInUse device;
    EXPECT_FALSE(device.pad);
    EXPECT_TRUE(device.follow(padPress(SDL_CONTROLLER_BUTTON_A, false, PadStyle::PlayStation)));
    EXPECT_EQ(device, kPlayStation);
    EXPECT_FALSE(device.follow(padPress(SDL_CONTROLLER_BUTTON_B, false, PadStyle::PlayStation)));
    EXPECT_TRUE(device.follow(padPress(SDL_CONTROLLER_BUTTON_B, false, PadStyle::Nintendo)));
    EXPECT_EQ(device, kNintendo);
    EXPECT_TRUE(device.follow(mouseMove()));
    EXPECT_FALSE(device.pad);
    device.follow(padPress(SDL_CONTROLLER_BUTTON_A));
    EXPECT_TRUE(device.follow(keyDown(SDLK_a)));
    EXPECT_FALSE(device.pad);
}

// np16: the table's questions name what answers them, a click or a key: the device in use
// tells a click from a key, with no change to the legends, which are the keys' either way.
TEST(DeviceInUse, AClickIsToldFromAKeyWithTheLegendsUnchanged)
{
    DeviceInUse device;
    InputEvent click;
    click.kind = InputEvent::Kind::PointerDown;
    click.device = Device::Mouse;
    EXPECT_FALSE(device.follow(click));
    EXPECT_TRUE(device.pointer);
    EXPECT_FALSE(device.follow(mouseMove())); // a move is no click, nor a key
    EXPECT_TRUE(device.pointer);
    EXPECT_FALSE(device.follow(keyDown(SDLK_RETURN)));
    EXPECT_FALSE(device.pointer);
    device.follow(click);
    EXPECT_TRUE(device.follow(padPress(SDL_CONTROLLER_BUTTON_A)));
    EXPECT_FALSE(device.pointer);
}

TEST(PointerShown, ThePointerHidesWhileThePadIsUsedAndComesBackWhenTheMouseMoves)
{
    PointerShown pointer;
    EXPECT_TRUE(pointer.shown());
    EXPECT_FALSE(pointer.follow(mouseMove()));
    EXPECT_TRUE(pointer.follow(padPress(SDL_CONTROLLER_BUTTON_DPAD_DOWN)));
    EXPECT_FALSE(pointer.shown());
    EXPECT_FALSE(pointer.follow(padPress(SDL_CONTROLLER_BUTTON_A)));
    // A key is no reason to show it: the hands are not on the mouse.
    EXPECT_FALSE(pointer.follow(keyDown(SDLK_RETURN)));
    EXPECT_FALSE(pointer.shown());
    EXPECT_TRUE(pointer.follow(mouseMove()));
    EXPECT_TRUE(pointer.shown());
}

} // namespace
} // namespace scoundrel::game
