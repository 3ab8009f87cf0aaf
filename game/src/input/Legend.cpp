#include "input/Legend.h"

#include "input/Controls.h"
#include "text/Translate.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

bool isDigit(const std::string& key)
{
    return key.size() == 1 && key[0] >= '0' && key[0] <= '9';
}

bool isArrow(const std::string& key)
{
    return key == "Up" || key == "Down" || key == "Left" || key == "Right";
}

template <typename T>
void addOnce(std::vector<T>& list, const T& item)
{
    if (std::find(list.begin(), list.end(), item) == list.end())
        list.push_back(item);
}

// ASCII letters lowered, the rest kept: "Menü" and "menü" compare equal.
std::string lowered(std::string_view text)
{
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

std::string joined(const std::vector<std::string>& parts, std::string_view sep)
{
    std::string out;
    for (const std::string& part : parts)
        out += (out.empty() ? "" : std::string(sep)) + part;
    return out;
}

} // namespace

bool isDpad(SDL_GameControllerButton button)
{
    return button == SDL_CONTROLLER_BUTTON_DPAD_UP || button == SDL_CONTROLLER_BUTTON_DPAD_DOWN ||
        button == SDL_CONTROLLER_BUTTON_DPAD_LEFT || button == SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
}

std::string LegendEntry::keysText(std::string_view sep, std::string_view range) const
{
    // A run of digits reads "1-4"; the arrows, beside other keys, are How to play's to name
    // (the legend's line is short).
    std::vector<std::string> names;
    const bool onlyArrows = std::all_of(keys.begin(), keys.end(), isArrow);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (isArrow(keys[i]) && !onlyArrows)
            continue;
        std::size_t last = i;
        while (isDigit(keys[last]) && last + 1 < keys.size() && isDigit(keys[last + 1]) &&
               keys[last + 1][0] == keys[last][0] + 1)
            ++last;
        if (last >= i + 2) {
            names.push_back(keys[i] + std::string(range) + keys[last]);
            i = last;
        } else {
            names.push_back(keyLabelOf(keys[i]));
        }
    }
    return joined(names, sep);
}

std::string LegendEntry::buttonsText(PadStyle style, std::string_view sep, bool named) const
{
    std::vector<std::string> names;
    const auto dpads = std::count_if(buttons.begin(), buttons.end(), isDpad);
    for (SDL_GameControllerButton button : buttons) {
        if (isDpad(button) && dpads > 1)
            addOnce(names, dpadLabel());
        else
            names.push_back(named ? buttonName(button, style) : buttonLabel(button, style));
    }
    return joined(names, sep);
}

std::vector<SDL_GameControllerButton> padButtonsOf(const std::vector<Control>& controls,
                                                   const std::vector<SDL_GameControllerButton>& buttons)
{
    std::vector<SDL_GameControllerButton> out;
    for (Control control : controls) {
        for (const ControlRow& row : controlRows()) {
            if (row.control != control)
                continue;
            for (SDL_GameControllerButton button : row.buttons)
                addOnce(out, button);
        }
    }
    for (SDL_GameControllerButton button : buttons)
        addOnce(out, button);
    return out;
}

void addToLegend(std::vector<LegendEntry>& entries, const std::string& verb, const std::string& key,
                 const std::vector<SDL_GameControllerButton>& buttons)
{
    auto it = std::find_if(entries.begin(), entries.end(), [&verb](const LegendEntry& e) { return e.verb == verb; });
    if (it == entries.end()) {
        entries.push_back({{}, {}, verb});
        it = entries.end() - 1;
    }
    if (!key.empty())
        addOnce(it->keys, key);
    for (SDL_GameControllerButton button : buttons)
        addOnce(it->buttons, button);
}

std::vector<LegendEntry> usableEntries(const std::vector<LegendEntry>& entries, const DeviceInUse& device)
{
    std::vector<LegendEntry> out;
    std::copy_if(entries.begin(), entries.end(), std::back_inserter(out),
                 [&device](const LegendEntry& e) { return device.pad ? !e.buttons.empty() : !e.keys.empty(); });
    return out;
}

std::vector<LegendEntry> shownEntries(const std::vector<LegendEntry>& entries, const DeviceInUse& device)
{
    std::vector<LegendEntry> out = usableEntries(entries, device);
    if (!device.pad)
        return out;
    // A button printed with the entry's own word says it twice ("B [Menu] menu", np21): the
    // legend names the other buttons (How to play's controls and speech keep every one).
    for (LegendEntry& entry : out) {
        const std::string verb = lowered(tr(entry.verb));
        const auto sameWord = [&](SDL_GameControllerButton button) {
            return lowered(buttonLabel(button, device.style)) == verb;
        };
        if (std::any_of(entry.buttons.begin(), entry.buttons.end(), [&](auto b) { return !sameWord(b); }))
            std::erase_if(entry.buttons, sameWord);
    }
    return out;
}

std::string legendText(const std::vector<LegendEntry>& entries, const DeviceInUse& device, std::string_view separator)
{
    std::vector<std::string> parts;
    for (const LegendEntry& entry : shownEntries(entries, device))
        // TRANSLATORS: a legend's entry: {0} the keys or buttons, {1} what they do, such as "Esc" and "stops".
        parts.push_back(format(trc("legend", "{0} {1}"),
                               device.pad ? entry.buttonsText(device.style) : entry.keysText(), tr(entry.verb)));
    return joined(parts, separator);
}

} // namespace scoundrel::game
