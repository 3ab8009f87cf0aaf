#include "input/Binding.h"

#include "input/Controls.h"

#include <algorithm>

namespace scoundrel::game {

bool answersPress(const InputEvent& event, const std::vector<Control>& controls, const std::vector<KeyChord>& keys,
                  const std::vector<SDL_GameControllerButton>& buttons)
{
    if (!event.isPress())
        return false;
    if (event.control != Control::None && std::find(controls.begin(), controls.end(), event.control) != controls.end())
        return true;
    if (event.device == Device::Pad)
        return std::find(buttons.begin(), buttons.end(), event.button) != buttons.end();
    return std::any_of(keys.begin(), keys.end(),
                       [&event](const KeyChord& chord) { return chord.matches(event.key.key, event.key.mod); });
}

bool Binding::answers(const InputEvent& event) const
{
    return answersPress(event, controls, keys, buttons);
}

KeyChord Binding::firstKey() const
{
    if (!keys.empty())
        return keys.front();
    for (Control control : controls) {
        if (const KeyChord chord = firstKeyOf(control); chord.key != SDLK_UNKNOWN)
            return chord;
    }
    return {};
}

const Binding* findBinding(const std::vector<Binding>& rows, const InputEvent& event)
{
    for (const Binding& row : rows) {
        if (row.answers(event))
            return &row;
    }
    return nullptr;
}

const Binding* bindingWithId(const std::vector<Binding>& rows, std::string_view id)
{
    for (const Binding& row : rows) {
        if (row.id == id)
            return &row;
    }
    return nullptr;
}

std::string pressName(const std::vector<Binding>& rows, std::string_view id, const DeviceInUse& device)
{
    const Binding* row = bindingWithId(rows, id);
    if (!row)
        return {};
    if (!device.pad)
        return keyLabel(row->firstKey());
    const std::vector<SDL_GameControllerButton> buttons = padButtonsOf(row->controls, row->buttons);
    return buttons.empty() ? std::string{} : buttonName(buttons.front(), device.style);
}

std::vector<LegendEntry> legendEntries(const std::vector<Binding>& rows, const std::vector<std::string_view>& ids)
{
    std::vector<LegendEntry> entries;
    for (std::string_view id : ids) {
        if (const Binding* row = bindingWithId(rows, id))
            addToLegend(entries, row->legend, keyName(row->firstKey()), padButtonsOf(row->controls, row->buttons));
    }
    return entries;
}

std::string legendOf(const std::vector<Binding>& rows, const std::vector<std::string_view>& ids,
                     std::string_view separator, const DeviceInUse& device)
{
    return legendText(legendEntries(rows, ids), device, separator);
}

} // namespace scoundrel::game
