#include "table/TableBindings.h"

#include "input/Controls.h"
#include "input/KeyRebinds.h"

#include <algorithm>
#include <cctype>

namespace scoundrel::game {

namespace {

using Kind = SceneAction::Kind;

const std::string kChooseLegend = "choose";
const std::string kChooseHelp = "pick a room card";
const std::string kArrowsHelp = "move between them and the buttons";
const std::string kFightLegend = "fight";

TableBinding choose(int slot, SDL_Keycode key, SDL_Keycode keypadKey)
{
    const std::string n = std::to_string(slot + 1);
    return {
        "choose_" + n, SceneAction{Kind::Choose, slot}, {{key}, {keypadKey}}, false, "Choose card " + n, kChooseLegend,
        kChooseHelp};
}

std::vector<TableBinding> makeBindings()
{
    return {
        choose(0, SDLK_1, SDLK_KP_1),
        choose(1, SDLK_2, SDLK_KP_2),
        choose(2, SDLK_3, SDLK_KP_3),
        choose(3, SDLK_4, SDLK_KP_4),
        {"choose_previous",
         SceneAction{Kind::ChoosePrevious},
         {{SDLK_LEFT}},
         false,
         "Choose the card to the left",
         kChooseLegend,
         kArrowsHelp,
         {Control::Left},
         true},
        {"choose_next",
         SceneAction{Kind::ChooseNext},
         {{SDLK_RIGHT}},
         false,
         "Choose the card to the right",
         kChooseLegend,
         kArrowsHelp,
         {Control::Right},
         true},
        {"focus_buttons",
         SceneAction{Kind::FocusButtons},
         {{SDLK_DOWN}},
         false,
         "Move to the buttons",
         kChooseLegend,
         kArrowsHelp,
         {Control::Down},
         true},
        {"focus_cards",
         SceneAction{Kind::FocusCards},
         {{SDLK_UP}},
         false,
         "Move to the room's cards",
         kChooseLegend,
         kArrowsHelp,
         {Control::Up},
         true},
        {"face",
         SceneAction{Kind::FaceChosen},
         {{SDLK_RETURN}, {SDLK_KP_ENTER}, {SDLK_SPACE}},
         false,
         "Face the chosen card",
         "face",
         "faces it",
         {Control::Accept}},
        {"fight_weapon",
         SceneAction{Kind::FightWithWeapon},
         {{SDLK_w}},
         false,
         "Fight it with the weapon",
         kFightLegend,
         "fights the chosen monster with the weapon",
         {Control::ActionX}},
        {"fight_bare",
         SceneAction{Kind::FightBarehanded},
         {{SDLK_b}},
         false,
         "Fight it barehanded",
         kFightLegend,
         "barehanded",
         {Control::ActionY},
         true},
        {"avoid", TableCommand::play(Action::avoid()), {{SDLK_a}}, true, "Avoid room", "avoid", "avoids the room"},
        {"undo",
         TableCommand::undo(),
         {{SDLK_z, KMOD_CTRL}, {SDLK_u}},
         true,
         "Undo",
         "undo",
         "takes back a move of this turn"},
        {"hint", TableCommand::hint(), {{SDLK_h}}, true, "Hint", "hint", "shows a hint"},
        {"chances",
         TableCommand::chances(),
         {{SDLK_c}},
         true,
         "Chances",
         "chances",
         "your chances of winning (the run is then marked assisted)",
         {},
         true},
        {"menu",
         SceneAction{Kind::Menu},
         {{SDLK_ESCAPE}},
         true,
         "Menu",
         "menu",
         "goes back",
         {Control::Back, Control::Menu}},
        {"how_to_play",
         SceneAction{Kind::HowToPlay},
         {{SDLK_F1}},
         false,
         "How to play",
         "how to play",
         "opens these pages",
         {Control::Help}},
        {"mute",
         SceneAction{Kind::ToggleMute},
         {{SDLK_m}},
         false,
         "Mute or unmute the sound",
         "mute",
         "mutes or unmutes the sound",
         {Control::Mute}},
    };
}

bool isArrowName(const std::string& key)
{
    return key == "Up" || key == "Down" || key == "Left" || key == "Right";
}

// The keys or buttons of rows that share a help phrase, as a sentence says them: "1 to 4",
// "Ctrl+Z or U", "the arrows", "the d-pad".
std::string spokenKeys(const LegendEntry& entry, const DeviceInUse& device)
{
    if (device.pad) {
        if (std::count_if(entry.buttons.begin(), entry.buttons.end(), isDpad) == 4)
            return "the d-pad";
        std::string out;
        for (SDL_GameControllerButton button : entry.buttons)
            out += (out.empty() ? "" : " or ") + buttonName(button, device.style);
        return out;
    }
    if (std::count_if(entry.keys.begin(), entry.keys.end(), isArrowName) == 4)
        return "the arrows";
    return entry.keysText(" or ", " to ");
}

// How to play's sentences: every key of each row, rows of one help phrase together, and
// whether the phrase joins the one before.
struct HelpEntry {
    LegendEntry entry;
    bool andPrevious = false;
};

std::vector<HelpEntry> helpEntries()
{
    std::vector<LegendEntry> entries;
    std::vector<bool> joins;
    for (const TableBinding& row : tableBindings()) {
        const std::size_t before = entries.size();
        addToLegend(entries, row.help, "", padButtonsOf(row.controls, {}));
        if (entries.size() > before)
            joins.push_back(row.andPrevious);
        // The keypad's digits are the digits' alternates: naming them would double the list.
        for (const KeyChord& key : row.keys) {
            if (key.key < SDLK_KP_1 || key.key > SDLK_KP_0)
                addToLegend(entries, row.help, keyName(key), {});
        }
    }
    std::vector<HelpEntry> out;
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.push_back({entries[i], joins[i]});
    return out;
}

// Each row a pad reaches by a button, named by its label: "X: fight it with the weapon".
std::string padParagraph(const DeviceInUse& device)
{
    std::vector<LegendEntry> entries;
    for (const TableBinding& row : tableBindings()) {
        std::string label = row.label;
        label[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(label[0])));
        addToLegend(entries, label, "", padButtonsOf(row.controls, {}));
    }
    std::string out;
    for (const LegendEntry& entry : usableEntries(entries, device))
        out += (out.empty() ? "" : "; ") + spokenKeys(entry, device) + ": " + entry.verb;
    // The buttons with no pad button of their own are reached on screen.
    const TableBinding* down = bindingById("focus_buttons");
    return "On the controller: " + out + ". Then " + spokenKeys({{}, padButtonsOf(down->controls, {}), ""}, device) +
        " moves to the buttons under the table (Avoid, Undo, Hint, Chances) and " +
        buttonName(SDL_CONTROLLER_BUTTON_A, device.style) + " presses the one in focus.";
}

} // namespace

const std::vector<TableBinding>& tableBindings()
{
    // Rebound in place, so a row held stays the same row. A row of a control that has
    // keys of its own (Help's F1, Mute's M) takes the control's keys, rebound or not.
    static const std::vector<TableBinding> defaults = makeBindings();
    static std::vector<TableBinding> rows = defaults;
    static unsigned version = 0;
    if (version != keyRebinds().version()) {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            rows[i].keys = keysOf(rows[i].id, defaults[i].keys);
            for (const ControlRow& control : controlRows()) {
                if (rows[i].controls.size() == 1 && rows[i].controls.front() == control.control &&
                    (control.control == Control::Help || control.control == Control::Mute))
                    rows[i].keys = control.keys;
            }
        }
        version = keyRebinds().version();
    }
    return rows;
}

const TableBinding* bindingForKey(SDL_Keycode key, Uint16 mods)
{
    for (const TableBinding& row : tableBindings()) {
        for (const KeyChord& chord : row.keys) {
            if (chord.matches(key, mods))
                return &row;
        }
    }
    return nullptr;
}

const TableBinding* bindingFor(const InputEvent& event)
{
    for (const TableBinding& row : tableBindings()) {
        if (row.answers(event))
            return &row;
    }
    return nullptr;
}

const TableBinding* bindingById(std::string_view id)
{
    for (const TableBinding& row : tableBindings()) {
        if (row.id == id)
            return &row;
    }
    return nullptr;
}

std::vector<LegendEntry> legendEntries()
{
    std::vector<LegendEntry> entries;
    for (const TableBinding& row : tableBindings())
        addToLegend(entries, row.legend, keyName(row.keys.front()), padButtonsOf(row.controls, {}));
    return entries;
}

std::string howToStart(const DeviceInUse& device)
{
    std::string choose;
    std::string face;
    for (const LegendEntry& entry : legendEntries()) {
        const std::string names = device.pad ? entry.buttonsText(device.style, " or ") : entry.keysText(" or ");
        if (entry.verb == kChooseLegend)
            choose = names;
        else if (entry.verb == "face")
            face = names;
    }
    return (device.pad ? "" : "drag a card, click it, or ") + std::string("choose with ") + choose + " and face with " +
        face;
}

std::string keyLegend(const DeviceInUse& device)
{
    return legendText(legendEntries(), device);
}

std::string keysParagraph(const DeviceInUse& device)
{
    if (device.pad)
        return padParagraph(device);
    std::string out;
    for (const HelpEntry& help : helpEntries()) {
        const std::string part = spokenKeys(help.entry, device) + " " + help.entry.verb;
        out += (out.empty() ? "" : help.andPrevious ? " and " : "; ") + part;
    }
    return "Keys: " + out + ".";
}

} // namespace scoundrel::game
