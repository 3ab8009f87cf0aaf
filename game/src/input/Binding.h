#pragma once

#include "input/InputEvent.h"
#include "input/Legend.h"

#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// One row of a screen's binding table (OpenTTD's Hotkey, SuperTux's controls): a stable
// id, the controls, keys and pad buttons that trigger it, and how it is named. A screen
// finds the row a press stands for and acts on its id, so its keys live in one table,
// and its legend is written from the same rows.
struct Binding {
    std::string id; // stable: the screen acts on it, a saved rebinding will name it
    std::vector<Control> controls; // any device's press of these
    std::vector<KeyChord> keys; // and these keys besides
    std::vector<SDL_GameControllerButton> buttons; // and these pad buttons besides
    std::string label; // what it does, in words
    std::string legend; // the legend's verb: "stops" gives "Esc stops"

    bool answers(const InputEvent& event) const;
    // The first key that triggers it: its own, else its first control's.
    KeyChord firstKey() const;
};

// Whether a press is one of these controls (any device), keys or pad buttons: the test
// of every binding row, the table's too.
bool answersPress(const InputEvent& event, const std::vector<Control>& controls, const std::vector<KeyChord>& keys,
                  const std::vector<SDL_GameControllerButton>& buttons);

// The row a press stands for (the first that answers), or nullptr.
const Binding* findBinding(const std::vector<Binding>& rows, const InputEvent& event);
const Binding* bindingWithId(const std::vector<Binding>& rows, std::string_view id);

// What does the row with this id on the device in use, in a sentence: "Space", "A",
// "d-pad Right"; empty when the device has nothing for it.
std::string pressName(const std::vector<Binding>& rows, std::string_view id, const DeviceInUse& device);

// The legend's entries of these ids, in order: each row's first key and its pad buttons.
std::vector<LegendEntry> legendEntries(const std::vector<Binding>& rows, const std::vector<std::string_view>& ids);
// "Space pauses · Right steps · Esc stops": each id's first key and its verb, in order
// (for a pad, "A pauses · → steps · B stops").
std::string legendOf(const std::vector<Binding>& rows, const std::vector<std::string_view>& ids,
                     std::string_view separator = " · ", const DeviceInUse& device = {});

} // namespace scoundrel::game
