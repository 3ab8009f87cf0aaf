#include "input/Gamepads.h"

#include "input/EventDecoder.h"

#include <SDL_hints.h>

#include <algorithm>
#include <cstdlib>

namespace scoundrel::game {

namespace {

bool isDirection(SDL_GameControllerButton button)
{
    return button == SDL_CONTROLLER_BUTTON_DPAD_UP || button == SDL_CONTROLLER_BUTTON_DPAD_DOWN ||
        button == SDL_CONTROLLER_BUTTON_DPAD_LEFT || button == SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
}

// The stick's direction on one axis, with the hysteresis of kPressAt and kReleaseAt.
int stickDirection(int was, int value)
{
    const int size = std::abs(value);
    if (was != 0 && size >= Gamepads::kReleaseAt && (value < 0) == (was < 0))
        return was;
    if (size > Gamepads::kPressAt)
        return value < 0 ? -1 : 1;
    return 0;
}

SDL_GameControllerButton directionButton(SDL_GameControllerAxis axis, int direction)
{
    if (axis == SDL_CONTROLLER_AXIS_LEFTX)
        return direction < 0 ? SDL_CONTROLLER_BUTTON_DPAD_LEFT : SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
    return direction < 0 ? SDL_CONTROLLER_BUTTON_DPAD_UP : SDL_CONTROLLER_BUTTON_DPAD_DOWN;
}

} // namespace

Gamepads::Gamepads()
{
    SDL_SetHint(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "0");
}

std::string Gamepads::addMappings(const std::filesystem::path& file)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec))
        return {};
    // SDL would ask its size of a directory or a device, get -1 and try to allocate that
    // (a sanitizer build aborts on it): only a plain file is handed to SDL.
    if (!std::filesystem::is_regular_file(file, ec))
        return "the controller mappings in " + file.string() + " could not be read: not a plain file";
    if (SDL_GameControllerAddMappingsFromFile(file.string().c_str()) < 0)
        return "the controller mappings in " + file.string() + " could not be read: " + SDL_GetError();
    return {};
}

bool Gamepads::handle(const SDL_Event& event, std::uint32_t nowMs, std::vector<InputEvent>& out)
{
    switch (event.type) {
    case SDL_CONTROLLERDEVICEADDED:
        open(event.cdevice.which);
        return true;
    case SDL_CONTROLLERDEVICEREMOVED:
        close(event.cdevice.which);
        return true;
    case SDL_CONTROLLERDEVICEREMAPPED:
        return true;
    case SDL_CONTROLLERBUTTONDOWN:
        press(event.cbutton.which, static_cast<SDL_GameControllerButton>(event.cbutton.button), nowMs, out);
        return true;
    case SDL_CONTROLLERBUTTONUP:
        release(event.cbutton.which, static_cast<SDL_GameControllerButton>(event.cbutton.button));
        return true;
    case SDL_CONTROLLERAXISMOTION:
        if (Pad* pad = find(event.caxis.which))
            stick(*pad, static_cast<SDL_GameControllerAxis>(event.caxis.axis), event.caxis.value, nowMs, out);
        return true;
    default:
        return false;
    }
}

void Gamepads::open(int deviceIndex)
{
    // SDL says so for the pads already plugged in at start, and a pad may be said twice.
    const SDL_JoystickID id = SDL_JoystickGetDeviceInstanceID(deviceIndex);
    if (id < 0 || find(id))
        return;
    GameControllerPtr controller(SDL_GameControllerOpen(deviceIndex));
    if (!controller)
        return;
    const PadStyle style = padStyleOf(SDL_GameControllerGetType(controller.get()));
    m_pads.push_back({id, std::move(controller), style});
    if (m_active < 0)
        m_active = id;
}

void Gamepads::close(SDL_JoystickID id)
{
    std::erase_if(m_pads, [id](const Pad& pad) { return pad.id == id; });
    if (m_held && m_held->pad == id)
        m_held.reset();
    if (m_active == id)
        m_active = m_pads.empty() ? -1 : m_pads.back().id;
}

Gamepads::Pad* Gamepads::find(SDL_JoystickID id)
{
    const auto it = std::find_if(m_pads.begin(), m_pads.end(), [id](const Pad& pad) { return pad.id == id; });
    return it == m_pads.end() ? nullptr : &*it;
}

void Gamepads::press(SDL_JoystickID pad, SDL_GameControllerButton button, std::uint32_t nowMs,
                     std::vector<InputEvent>& out)
{
    if (pad != m_active) {
        // Another pad takes over: what the last one held stops repeating.
        m_active = pad;
        m_held.reset();
    }
    const Pad* from = find(pad);
    const PadStyle style = from ? from->style : padStyleOfPad(pad);
    out.push_back(padPress(button, false, style));
    if (isDirection(button))
        m_held = Held{pad, button, nowMs + kRepeatDelayMs, style};
}

void Gamepads::release(SDL_JoystickID pad, SDL_GameControllerButton button)
{
    if (m_held && m_held->pad == pad && m_held->button == button)
        m_held.reset();
}

void Gamepads::stick(Pad& pad, SDL_GameControllerAxis axis, int value, std::uint32_t nowMs,
                     std::vector<InputEvent>& out)
{
    if (axis != SDL_CONTROLLER_AXIS_LEFTX && axis != SDL_CONTROLLER_AXIS_LEFTY)
        return;
    int& was = axis == SDL_CONTROLLER_AXIS_LEFTX ? pad.stickX : pad.stickY;
    const int now = stickDirection(was, value);
    if (now == was)
        return;
    if (was != 0)
        release(pad.id, directionButton(axis, was));
    was = now;
    if (now != 0)
        press(pad.id, directionButton(axis, now), nowMs, out);
}

void Gamepads::repeat(std::uint32_t nowMs, std::vector<InputEvent>& out)
{
    if (!m_held)
        return;
    // One repeat however late: a slow frame must not send the focus flying.
    if (static_cast<std::int32_t>(nowMs - m_held->nextMs) < 0)
        return;
    out.push_back(padPress(m_held->button, true, m_held->style));
    m_held->nextMs = nowMs + kRepeatEveryMs;
}

std::optional<std::uint32_t> Gamepads::msToNextRepeat(std::uint32_t nowMs) const
{
    if (!m_held)
        return std::nullopt;
    const auto left = static_cast<std::int32_t>(m_held->nextMs - nowMs);
    return left > 0 ? static_cast<std::uint32_t>(left) : 0U;
}

} // namespace scoundrel::game
