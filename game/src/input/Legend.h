#pragma once

#include "input/DeviceInUse.h"
#include "input/InputEvent.h"

#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// One entry of a legend or of How to play's controls, written from binding rows for the
// device in use: the keys or the pad's buttons that do it, and what it does. Rows that
// say the same share one entry.
struct LegendEntry {
    std::vector<std::string> keys; // key names, each once, in the rows' order
    std::vector<SDL_GameControllerButton> buttons; // the pad's, each once
    std::string verb; // "stops", or a phrase for How to play

    // "Esc", "1-4", "W/B"; sep between alternates, range inside a run of digits.
    std::string keysText(std::string_view sep = "/", std::string_view range = "-") const;
    // "B", "✕", "D-pad": how the buttons are named as text; named: in words where a
    // button's label is a shape ("Cross"), for a sentence that speech reads too.
    std::string buttonsText(PadStyle style, std::string_view sep = "/", bool named = false) const;
};

// The pad buttons that give a row: those of its controls, then its own.
std::vector<SDL_GameControllerButton> padButtonsOf(const std::vector<Control>& controls,
                                                   const std::vector<SDL_GameControllerButton>& buttons);

// Adds a row to the entries: to the entry of the same verb, else as a new one.
void addToLegend(std::vector<LegendEntry>& entries, const std::string& verb, const std::string& key,
                 const std::vector<SDL_GameControllerButton>& buttons);

// The entries the device can do (a pad has no key, the keyboard no button), as text:
// "Space pauses · Right steps · Esc stops", or "A pauses · → steps · B stops".
std::vector<LegendEntry> usableEntries(const std::vector<LegendEntry>& entries, const DeviceInUse& device);
// The usable entries as a legend shows them: a pad's button printed with the entry's own
// word ("Menu" for "menu") left out where another button does it.
std::vector<LegendEntry> shownEntries(const std::vector<LegendEntry>& entries, const DeviceInUse& device);
std::string legendText(const std::vector<LegendEntry>& entries, const DeviceInUse& device,
                       std::string_view separator = " · ");

// The four d-pad directions, which a legend names as one "D-pad".
bool isDpad(SDL_GameControllerButton button);

} // namespace scoundrel::game
