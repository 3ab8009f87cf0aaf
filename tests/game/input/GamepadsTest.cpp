#include "input/Gamepads.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

namespace scoundrel::game {
namespace {

// A controller made by SDL's virtual joystick driver (there is no /dev/input here): SDL
// maps its buttons and axes to the game controller's in order, and says it was added
// and removed as it would a real pad.
class VirtualPad {
public:
    // A vendor and product make SDL take it for that pad (its type, so its glyphs).
    explicit VirtualPad(Uint16 vendor = 0, Uint16 product = 0)
    {
        SDL_VirtualJoystickDesc desc{};
        desc.vendor_id = vendor;
        desc.product_id = product;
        desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
        desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
        desc.naxes = SDL_CONTROLLER_AXIS_MAX;
        desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
        desc.axis_mask = (1U << SDL_CONTROLLER_AXIS_MAX) - 1;
        desc.button_mask = (1U << SDL_CONTROLLER_BUTTON_MAX) - 1;
        desc.name = "Scoundrel test pad";
        const int index = SDL_JoystickAttachVirtualEx(&desc);
        if (index < 0)
            throw std::runtime_error(SDL_GetError());
        m_joystick = SDL_JoystickOpen(index);
        if (!m_joystick)
            throw std::runtime_error(SDL_GetError());
        m_id = SDL_JoystickInstanceID(m_joystick);
    }
    ~VirtualPad() { unplug(); }
    VirtualPad(const VirtualPad&) = delete;
    VirtualPad& operator=(const VirtualPad&) = delete;

    SDL_JoystickID id() const { return m_id; }
    void button(SDL_GameControllerButton button, bool down)
    {
        SDL_JoystickSetVirtualButton(m_joystick, button, down ? SDL_PRESSED : SDL_RELEASED);
    }
    void axis(SDL_GameControllerAxis axis, Sint16 value) { SDL_JoystickSetVirtualAxis(m_joystick, axis, value); }
    void unplug()
    {
        if (!m_joystick)
            return;
        SDL_JoystickClose(m_joystick);
        m_joystick = nullptr;
        for (int i = 0; i < SDL_NumJoysticks(); ++i) {
            if (SDL_JoystickGetDeviceInstanceID(i) == m_id)
                SDL_JoystickDetachVirtual(i);
        }
    }

private:
    SDL_Joystick* m_joystick = nullptr;
    SDL_JoystickID m_id = -1;
};

class GamepadsTest : public testing::Test {
protected:
    void SetUp() override
    {
        // No real devices: only the virtual ones the tests make.
        SDL_SetHint(SDL_HINT_JOYSTICK_HIDAPI, "0");
        ASSERT_EQ(SDL_Init(SDL_INIT_GAMECONTROLLER), 0) << SDL_GetError();
    }
    void TearDown() override { SDL_Quit(); }

    // What SDL says now, given to the pads at time now.
    std::vector<InputEvent> pump(std::uint32_t now = 0)
    {
        SDL_PumpEvents();
        std::vector<InputEvent> out;
        SDL_Event event;
        while (SDL_PollEvent(&event))
            pads.handle(event, now, out);
        return out;
    }

    // Presses and lets go of a button, returning the presses it made.
    std::vector<InputEvent> tap(VirtualPad& pad, SDL_GameControllerButton button, std::uint32_t now = 0)
    {
        pad.button(button, true);
        std::vector<InputEvent> out = pump(now);
        pad.button(button, false);
        pump(now);
        return out;
    }

    Gamepads pads;
};

TEST_F(GamepadsTest, APadPluggedInIsOpenedAndUnpluggedIsClosed)
{
    auto pad = std::make_unique<VirtualPad>();
    EXPECT_TRUE(pump().empty());
    EXPECT_EQ(pads.count(), 1u);
    EXPECT_EQ(pads.active(), pad->id());
    pad->unplug();
    pump();
    EXPECT_EQ(pads.count(), 0u);
    EXPECT_EQ(pads.active(), -1);
    // Plugged in again, it works again.
    VirtualPad again;
    pump();
    EXPECT_EQ(pads.count(), 1u);
    const auto out = tap(again, SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].control, Control::Accept);
}

TEST_F(GamepadsTest, APadsPressesSayWhoseButtonsItHas)
{
    // Sony's DualShock 4 and Nintendo's Switch Pro Controller, by their USB ids.
    VirtualPad playStation(0x054c, 0x09cc);
    VirtualPad nintendo(0x057e, 0x2009);
    VirtualPad unknown;
    pump();
    ASSERT_EQ(pads.count(), 3u);
    auto out = tap(playStation, SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].padStyle, PadStyle::PlayStation);
    out = tap(nintendo, SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].padStyle, PadStyle::Nintendo);
    // Still SDL's A, the bottom button, whatever Nintendo prints on it: it accepts.
    EXPECT_EQ(out[0].control, Control::Accept);
    out = tap(unknown, SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].padStyle, PadStyle::SteamDeck);
}

TEST_F(GamepadsTest, EachButtonGivesItsControl)
{
    VirtualPad pad;
    pump();
    const std::vector<std::pair<SDL_GameControllerButton, Control>> expected{
        {SDL_CONTROLLER_BUTTON_A, Control::Accept},
        {SDL_CONTROLLER_BUTTON_B, Control::Back},
        {SDL_CONTROLLER_BUTTON_X, Control::ActionX},
        {SDL_CONTROLLER_BUTTON_Y, Control::ActionY},
        {SDL_CONTROLLER_BUTTON_BACK, Control::Help},
        {SDL_CONTROLLER_BUTTON_START, Control::Menu},
        {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, Control::PrevPage},
        {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, Control::NextPage},
        {SDL_CONTROLLER_BUTTON_DPAD_UP, Control::Up},
        {SDL_CONTROLLER_BUTTON_DPAD_DOWN, Control::Down},
        {SDL_CONTROLLER_BUTTON_DPAD_LEFT, Control::Left},
        {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, Control::Right},
    };
    for (const auto& [button, control] : expected) {
        const auto out = tap(pad, button);
        ASSERT_EQ(out.size(), 1u) << SDL_GameControllerGetStringForButton(button);
        EXPECT_EQ(out[0].kind, InputEvent::Kind::Press);
        EXPECT_EQ(out[0].device, Device::Pad);
        EXPECT_EQ(out[0].button, button);
        EXPECT_EQ(out[0].control, control) << SDL_GameControllerGetStringForButton(button);
        EXPECT_FALSE(out[0].repeat);
    }
}

TEST_F(GamepadsTest, TheLeftStickPastItsDeadZoneGivesADirectionOnce)
{
    VirtualPad pad;
    pump();
    pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 8000); // a resting stick's drift
    EXPECT_TRUE(pump().empty());
    pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 20000);
    auto out = pump();
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].control, Control::Right);
    pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 30000); // further: still the same push
    pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 12000); // easing off, not yet let go
    EXPECT_TRUE(pump().empty());
    pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 20000); // so pushing again is no new press
    EXPECT_TRUE(pump().empty());
    pad.axis(SDL_CONTROLLER_AXIS_LEFTX, 0);
    EXPECT_TRUE(pump().empty());
    pad.axis(SDL_CONTROLLER_AXIS_LEFTY, -20000);
    out = pump();
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].control, Control::Up);
    pad.axis(SDL_CONTROLLER_AXIS_LEFTY, 0);
    pad.axis(SDL_CONTROLLER_AXIS_RIGHTX, 30000); // the right stick moves nothing
    EXPECT_TRUE(pump().empty());
}

TEST_F(GamepadsTest, ADirectionHeldRepeatsUntilLetGo)
{
    VirtualPad pad;
    pump();
    EXPECT_FALSE(pads.msToNextRepeat(0));
    pad.button(SDL_CONTROLLER_BUTTON_DPAD_DOWN, true);
    ASSERT_EQ(pump(1000).size(), 1u);
    EXPECT_EQ(pads.msToNextRepeat(1000), Gamepads::kRepeatDelayMs);
    std::vector<InputEvent> out;
    pads.repeat(1000 + Gamepads::kRepeatDelayMs - 1, out);
    EXPECT_TRUE(out.empty());
    pads.repeat(1000 + Gamepads::kRepeatDelayMs, out);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].control, Control::Down);
    EXPECT_TRUE(out[0].repeat);
    EXPECT_EQ(pads.msToNextRepeat(1000 + Gamepads::kRepeatDelayMs), Gamepads::kRepeatEveryMs);
    pads.repeat(1000 + Gamepads::kRepeatDelayMs + Gamepads::kRepeatEveryMs, out);
    EXPECT_EQ(out.size(), 2u);
    // A late frame gives one repeat, not a burst.
    pads.repeat(10000, out);
    EXPECT_EQ(out.size(), 3u);
    pad.button(SDL_CONTROLLER_BUTTON_DPAD_DOWN, false);
    pump(10010);
    EXPECT_FALSE(pads.msToNextRepeat(10010));
    pads.repeat(20000, out);
    EXPECT_EQ(out.size(), 3u);
    // A held A does not repeat: confirming twice is never what holding it means.
    pad.button(SDL_CONTROLLER_BUTTON_A, true);
    pump(20000);
    EXPECT_FALSE(pads.msToNextRepeat(20000));
}

TEST_F(GamepadsTest, TheStickHeldRepeatsToo)
{
    VirtualPad pad;
    pump();
    pad.axis(SDL_CONTROLLER_AXIS_LEFTY, 25000);
    ASSERT_EQ(pump(0).size(), 1u);
    std::vector<InputEvent> out;
    pads.repeat(Gamepads::kRepeatDelayMs, out);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].control, Control::Down);
    pad.axis(SDL_CONTROLLER_AXIS_LEFTY, 0);
    pump(Gamepads::kRepeatDelayMs + 1);
    EXPECT_FALSE(pads.msToNextRepeat(Gamepads::kRepeatDelayMs + 1));
}

TEST_F(GamepadsTest, TwoPadsBothWorkAndTheLastUsedDrives)
{
    VirtualPad first;
    VirtualPad second;
    pump();
    ASSERT_EQ(pads.count(), 2u);
    EXPECT_EQ(pads.active(), first.id());
    ASSERT_EQ(tap(second, SDL_CONTROLLER_BUTTON_B).size(), 1u);
    EXPECT_EQ(pads.active(), second.id());
    // The first pad holds a direction; the second one used takes over and stops it.
    first.button(SDL_CONTROLLER_BUTTON_DPAD_UP, true);
    ASSERT_EQ(pump(0).size(), 1u);
    EXPECT_EQ(pads.active(), first.id());
    EXPECT_TRUE(pads.msToNextRepeat(0));
    ASSERT_EQ(tap(second, SDL_CONTROLLER_BUTTON_A, 10).size(), 1u);
    EXPECT_EQ(pads.active(), second.id());
    EXPECT_FALSE(pads.msToNextRepeat(10));
    // The pad in use unplugged: the other one drives.
    second.unplug();
    pump();
    EXPECT_EQ(pads.count(), 1u);
    EXPECT_EQ(pads.active(), first.id());
}

TEST_F(GamepadsTest, AMappingsFileIsReadAndABadOneIsSaidInOneLine)
{
    const auto dir = std::filesystem::temp_directory_path() / ("scoundrel-pads-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    EXPECT_EQ(pads.addMappings(dir / "gamecontrollerdb.txt"), ""); // none: nothing to say
    const std::string guid = "03000000de2800000112000001000000";
    {
        std::ofstream file(dir / "gamecontrollerdb.txt");
        file << "# a comment\n" << guid << ",Scoundrel Deck,a:b0,b:b1,x:b2,y:b3,platform:Linux,\n";
    }
    EXPECT_EQ(pads.addMappings(dir / "gamecontrollerdb.txt"), "");
    char* mapping = SDL_GameControllerMappingForGUID(SDL_JoystickGetGUIDFromString(guid.c_str()));
    ASSERT_NE(mapping, nullptr);
    EXPECT_NE(std::string(mapping).find("Scoundrel Deck"), std::string::npos);
    SDL_free(mapping);
    // A directory where the file should be: SDL cannot read it.
    std::filesystem::remove(dir / "gamecontrollerdb.txt");
    std::filesystem::create_directories(dir / "gamecontrollerdb.txt");
    const std::string why = pads.addMappings(dir / "gamecontrollerdb.txt");
    EXPECT_NE(why.find("could not be read"), std::string::npos) << why;
    EXPECT_EQ(why.find('\n'), std::string::npos);
    std::filesystem::remove_all(dir);
}

} // namespace
} // namespace scoundrel::game
