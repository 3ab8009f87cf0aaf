#pragma once

#include "input/Binding.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// The binding table of every screen but the table's (TableBindings): one row per thing a
// key or a pad button does there. A screen finds the row a press stands for and acts on
// its id; its legend is written from the same rows. Buttons on screen keep their own ids
// (ButtonGroup); a row and a button that do the same share the id.
const std::vector<Binding>& menuBindings();
const std::vector<Binding>& combatBindings();
const std::vector<Binding>& confirmBindings();
const std::vector<Binding>& textEntryBindings();
const std::vector<Binding>& watchBindings();
const std::vector<Binding>& howToPlayBindings();
const std::vector<Binding>& highScoresBindings();
const std::vector<Binding>& statisticsBindings();
const std::vector<Binding>& achievementsBindings();
const std::vector<Binding>& resultBindings();
const std::vector<Binding>& reviewBindings();
const std::vector<Binding>& settingsBindings();
const std::vector<Binding>& onScreenKeyboardBindings();
// What every screen answers, before the screen itself (the App's): speech on and off
// (Ctrl+Alt+S), and the run's summary spoken (F2, a pad's left stick pressed). Not a
// screen of its own in allScreenBindings: it has no way back, being none.
const std::vector<Binding>& speechBindings();

// Every screen's table with its name, for the tests that check them all.
struct ScreenBindings {
    std::string screen;
    const std::vector<Binding>* rows;
};
std::vector<ScreenBindings> allScreenBindings();

// The id of the row a press stands for on a screen, or an empty string.
std::string boundId(const std::vector<Binding>& rows, const InputEvent& event);

} // namespace scoundrel::game
