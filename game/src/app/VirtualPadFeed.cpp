#include "app/VirtualPadFeed.h"

#include <SDL_events.h>
#include <SDL_gamecontroller.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace scoundrel::game {

std::unique_ptr<VirtualPadFeed> VirtualPadFeed::fromEnvironment()
{
    const char* fifo = std::getenv("SCOUNDREL_VIRTUAL_PAD");
    if (!fifo || !*fifo)
        return nullptr;
    return std::make_unique<VirtualPadFeed>(fifo);
}

VirtualPadFeed::VirtualPadFeed(const std::filesystem::path& fifo)
{
    // Read and write, so the FIFO never reads as ended between two writers.
    m_fd = ::open(fifo.c_str(), O_RDWR | O_NONBLOCK);
    if (m_fd < 0)
        throw std::runtime_error("SCOUNDREL_VIRTUAL_PAD: cannot open " + fifo.string() + ": " + std::strerror(errno));
}

VirtualPadFeed::~VirtualPadFeed()
{
    unplug();
    if (m_fd >= 0)
        ::close(m_fd);
}

void VirtualPadFeed::poll()
{
    char buffer[256];
    ssize_t got = 0;
    while ((got = ::read(m_fd, buffer, sizeof buffer)) > 0)
        m_partial.append(buffer, static_cast<std::size_t>(got));
    // One button's change a poll: SDL reads the pad's state when the loop updates the
    // pads, so a press and its release played together would never be seen.
    for (auto end = m_partial.find('\n'); end != std::string::npos; end = m_partial.find('\n')) {
        const std::string line = m_partial.substr(0, end);
        m_partial.erase(0, end + 1);
        if (run(line))
            break;
    }
}

bool VirtualPadFeed::run(const std::string& line)
{
    std::istringstream in(line);
    std::string command;
    std::string argument;
    in >> command >> argument;
    if (command == "plug") {
        std::string product;
        in >> product;
        plug(static_cast<Uint16>(std::strtoul(argument.c_str(), nullptr, 16)),
             static_cast<Uint16>(std::strtoul(product.c_str(), nullptr, 16)));
        return true;
    }
    if (command == "unplug") {
        unplug();
        return true;
    }
    const SDL_GameControllerButton button = SDL_GameControllerGetButtonFromString(argument.c_str());
    if ((command == "down" || command == "up") && button != SDL_CONTROLLER_BUTTON_INVALID && m_joystick) {
        SDL_JoystickSetVirtualButton(m_joystick, button, command == "down" ? SDL_PRESSED : SDL_RELEASED);
        return true;
    }
    std::cerr << "scoundrel: SCOUNDREL_VIRTUAL_PAD: cannot do \"" << line << "\"\n";
    return false;
}

void VirtualPadFeed::plug(Uint16 vendor, Uint16 product)
{
    unplug();
    SDL_VirtualJoystickDesc desc{};
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.axis_mask = (1U << SDL_CONTROLLER_AXIS_MAX) - 1;
    desc.button_mask = (1U << SDL_CONTROLLER_BUTTON_MAX) - 1;
    desc.vendor_id = vendor;
    desc.product_id = product;
    desc.name = "Scoundrel end-to-end pad";
    const int index = SDL_JoystickAttachVirtualEx(&desc);
    if (index >= 0)
        m_joystick = SDL_JoystickOpen(index);
    if (!m_joystick) {
        std::cerr << "scoundrel: SCOUNDREL_VIRTUAL_PAD: cannot plug a pad: " << SDL_GetError() << '\n';
        return;
    }
    m_id = SDL_JoystickInstanceID(m_joystick);
}

void VirtualPadFeed::unplug()
{
    if (!m_joystick)
        return;
    SDL_JoystickClose(m_joystick);
    m_joystick = nullptr;
    for (int i = 0; i < SDL_NumJoysticks(); ++i) {
        if (SDL_JoystickGetDeviceInstanceID(i) == m_id)
            SDL_JoystickDetachVirtual(i);
    }
    m_id = -1;
}

} // namespace scoundrel::game
