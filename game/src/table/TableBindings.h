#pragma once

#include "input/Binding.h"
#include "input/InputEvent.h"
#include "table/TableCommand.h"

#include "scoundrel/GameState.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace scoundrel::game {

// What the table scene does itself: looking and choosing change no run, so they never
// reach the session. Facing the chosen card and the fights become a Play command once
// the scene knows the card.
struct SceneAction {
    enum class Kind {
        Choose,
        ChoosePrevious,
        ChooseNext,
        // Down and Up: the focus goes from the room's cards to the buttons and back, so a
        // pad reaches every button (Left and Right then move along them, Accept presses).
        FocusButtons,
        FocusCards,
        FaceChosen,
        FightWithWeapon,
        FightBarehanded,
        Menu,
        HowToPlay,
        ToggleMute
    };

    Kind kind = Kind::Choose;
    int slot = 0; // Choose: the room slot
};

// One row per binding (OpenTTD's Hotkey, Endless Sky's interface buttons; the table's
// form of input/Binding.h's row): a stable id, what it does, its keys and the controls
// a pad gives it, and how it is shown. The scene builds its buttons from the
// rows that have one, a key "clicks" its row, and the key legend and How to play's
// keys are written from the same rows, so none of them can drift from the others.
struct TableBinding {
    std::string id; // stable: "button.<id>" in the layout dump
    std::variant<TableCommand, SceneAction> does;
    std::vector<KeyChord> keys; // alternates, such as Ctrl+Z and U
    bool button = false; // the table shows a button for it
    std::string label; // the button's text, or what it does
    std::string legend; // the legend's verb, after the keys: "avoid"; rows that share it show it once
    std::string help; // How to play's phrase, after the keys, shared the same way
    // The controls that also trigger it (a pad's d-pad, A, B, X, Y...); their keys are
    // among the row's own, so the keyboard is read from keys alone.
    std::vector<Control> controls = {};
    // How to play says it in one sentence with the row before: "W fights ... and B barehanded".
    bool andPrevious = false;
    // The pad legend's verb when it is not legend's: a pad's X and Y have no letter to say
    // which fight each is, so the pad's legend names them apart ("X weapon · Y barehanded").
    std::string padLegend = {};

    bool answers(const InputEvent& event) const { return answersPress(event, controls, keys, {}); }
};

// Every binding of the table, in the order the legend and How to play name them.
const std::vector<TableBinding>& tableBindings();

// The row a key press stands for, or nullptr.
const TableBinding* bindingForKey(SDL_Keycode key, Uint16 mods);
// The row any press stands for (a key, a pad's button), or nullptr.
const TableBinding* bindingFor(const InputEvent& event);
// The row with this id (a button's), or nullptr.
const TableBinding* bindingById(std::string_view id);

// What the table's legend, and its words for speech, leave out at a moment of the run: the
// weapon's fight with no weapon held ("B barehanded", "Y barehanded"), and the avoid while
// Avoid room cannot act: under rules where no room may ever be avoided (Relentless; np24 read
// "A avoid" there), and in a turn that cannot avoid (a card faced, a room avoided just before;
// np31 read "A avoid" and "Down to Avoid room" under the greyed button).
struct LegendFacts {
    bool weaponHeld = true;
    bool mayAvoid = true; // canAvoid: now, not only under the rules
};
LegendFacts legendFactsOf(const GameState& state);

// The legend under the table, one entry per verb: "1-4 choose · Enter face · ..." for
// the keyboard, the glyphs of the d-pad, A, X weapon, Y barehanded... for a pad.
std::vector<LegendEntry> legendEntries(const DeviceInUse& device = {}, LegendFacts facts = {});
std::string keyLegend(const DeviceInUse& device = {}, LegendFacts facts = {});
// The table's first line says how to start: "drag a card, click it, or choose with 1-4
// and face with Enter", or the pad's "choose with D-pad and face with A".
std::string howToStart(const DeviceInUse& device = {});
// The same line for speech, with the legend's other keys (or the pad's buttons) and what
// each does, read from the same rows: "To play: drag a card, click it, or choose with 1 to
// 4 or the arrows and face with Enter. Other keys: W or B fight; A avoid; ...".
std::string spokenHowToAct(const DeviceInUse& device = {}, LegendFacts facts = {});
// The pad's buttons of the legend's entry that does verb (its English id, "face" or
// "choose"), as a sentence names them: "A", "D-pad", "Cross" (a shape in words: np33's
// speech dropped the "✕" of "Press ✕ again to drink").
std::string padButtonsNamed(std::string_view verb, PadStyle style);
// How to play's paragraph of the table's keys, or of the pad's buttons.
std::string keysParagraph(const DeviceInUse& device = {});

} // namespace scoundrel::game
