#include "input/PadStyle.h"

#include "text/Translate.h"

namespace scoundrel::game {

namespace {

using B = SDL_GameControllerButton;

// The face buttons' labels by place: south, east, west, north.
std::string faceLabel(int place, PadStyle style)
{
    switch (style) {
    case PadStyle::PlayStation: {
        static const char* const kShapes[] = {"\xE2\x9C\x95", "\xE2\x97\x8B", "\xE2\x96\xA1", "\xE2\x96\xB3"};
        return kShapes[place];
    }
    case PadStyle::Nintendo: {
        // Nintendo swaps A with B and X with Y: the bottom button is B.
        static const char* const kLetters[] = {"B", "A", "Y", "X"};
        return kLetters[place];
    }
    case PadStyle::Xbox:
    case PadStyle::Xbox360:
    case PadStyle::SteamDeck:
        break;
    }
    static const char* const kLetters[] = {"A", "B", "X", "Y"};
    return kLetters[place];
}

std::string faceName(int place, PadStyle style)
{
    if (style == PadStyle::PlayStation) {
        static constexpr std::string_view kNames[] = {trcMark("pad button", "Cross"), trcMark("pad button", "Circle"),
                                                      trcMark("pad button", "Square"),
                                                      trcMark("pad button", "Triangle")};
        return std::string(trc("pad button", kNames[place]));
    }
    return faceLabel(place, style);
}

int facePlace(SDL_GameControllerButton button)
{
    switch (button) {
    case B::SDL_CONTROLLER_BUTTON_A:
        return 0;
    case B::SDL_CONTROLLER_BUTTON_B:
        return 1;
    case B::SDL_CONTROLLER_BUTTON_X:
        return 2;
    case B::SDL_CONTROLLER_BUTTON_Y:
        return 3;
    default:
        return -1;
    }
}

} // namespace

PadStyle padStyleOf(SDL_GameControllerType type)
{
    switch (type) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5:
        return PadStyle::PlayStation;
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
        return PadStyle::Nintendo;
    case SDL_CONTROLLER_TYPE_XBOX360:
        // np27's 360 pad (045e:028e) was told of View and Menu: it has Back and Start.
        return PadStyle::Xbox360;
    case SDL_CONTROLLER_TYPE_XBOXONE:
        return PadStyle::Xbox;
    default:
        // The Steam Deck, Steam's virtual pads and pads SDL cannot place: the Deck's labels,
        // which are Xbox's letters.
        return PadStyle::SteamDeck;
    }
}

PadStyle padStyleOfPad(SDL_JoystickID pad)
{
    SDL_GameController* controller = SDL_GameControllerFromInstanceID(pad);
    return padStyleOf(controller ? SDL_GameControllerGetType(controller) : SDL_CONTROLLER_TYPE_UNKNOWN);
}

bool isFaceButton(SDL_GameControllerButton button)
{
    return facePlace(button) >= 0;
}

std::string buttonLabel(SDL_GameControllerButton button, PadStyle style)
{
    if (const int place = facePlace(button); place >= 0)
        return faceLabel(place, style);
    const bool ps = style == PadStyle::PlayStation;
    const bool nintendo = style == PadStyle::Nintendo;
    const bool xbox360 = style == PadStyle::Xbox360;
    switch (button) {
    case B::SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        return ps ? "L1" : nintendo ? "L" : "LB";
    case B::SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        return ps ? "R1" : nintendo ? "R" : "RB";
    case B::SDL_CONTROLLER_BUTTON_BACK:
        // TRANSLATORS: the words printed on a pad's buttons: keep them as printed, or as players call them.
        return ps      ? std::string(trc("pad button", "Share"))
            : nintendo ? "\xE2\x88\x92"
            : xbox360  ? std::string(trc("pad button", "Back"))
                       : std::string(trc("pad button", "View"));
    case B::SDL_CONTROLLER_BUTTON_START:
        return ps      ? std::string(trc("pad button", "Options"))
            : nintendo ? "+"
            : xbox360  ? std::string(trc("pad button", "Start"))
                       : std::string(trc("pad button", "Menu"));
    case B::SDL_CONTROLLER_BUTTON_DPAD_UP:
        return "\xE2\x86\x91";
    case B::SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return "\xE2\x86\x93";
    case B::SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return "\xE2\x86\x90";
    case B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return "\xE2\x86\x92";
    case B::SDL_CONTROLLER_BUTTON_LEFTSTICK:
        return ps ? "L3" : "LS";
    case B::SDL_CONTROLLER_BUTTON_RIGHTSTICK:
        return ps ? "R3" : "RS";
    case B::SDL_CONTROLLER_BUTTON_GUIDE:
        return ps ? "PS" : std::string(trc("pad button", "Home"));
    default:
        return "?";
    }
}

std::string buttonName(SDL_GameControllerButton button, PadStyle style)
{
    if (const int place = facePlace(button); place >= 0)
        return faceName(place, style);
    switch (button) {
    case B::SDL_CONTROLLER_BUTTON_DPAD_UP:
        return std::string(trc("pad button", "d-pad Up"));
    case B::SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return std::string(trc("pad button", "d-pad Down"));
    case B::SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return std::string(trc("pad button", "d-pad Left"));
    case B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return std::string(trc("pad button", "d-pad Right"));
    case B::SDL_CONTROLLER_BUTTON_BACK:
        return style == PadStyle::Nintendo ? std::string(trc("pad button", "Minus")) : buttonLabel(button, style);
    case B::SDL_CONTROLLER_BUTTON_START:
        return style == PadStyle::Nintendo ? std::string(trc("pad button", "Plus")) : buttonLabel(button, style);
    default:
        return buttonLabel(button, style);
    }
}

std::string dpadLabel()
{
    return std::string(trc("pad button", "D-pad"));
}

} // namespace scoundrel::game
