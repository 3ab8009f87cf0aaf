#include "table/TableBindings.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

using Kind = SceneAction::Kind;

const std::string kChooseLegend = "1-4 choose";
const std::string kChooseHelp = "1 to 4 (or the arrows) pick a room card";
const std::string kFightLegend = "W/B fight";
const std::string kFightHelp = "W fights the chosen monster with the weapon and B barehanded";
const std::string kHelpHelp = "H shows a hint and C your chances of winning (the run is then marked assisted)";

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
         kChooseHelp,
         {Control::Left}},
        {"choose_next",
         SceneAction{Kind::ChooseNext},
         {{SDLK_RIGHT}},
         false,
         "Choose the card to the right",
         kChooseLegend,
         kChooseHelp,
         {Control::Right}},
        {"focus_buttons",
         SceneAction{Kind::FocusButtons},
         {{SDLK_DOWN}},
         false,
         "Move to the buttons",
         kChooseLegend,
         kChooseHelp,
         {Control::Down}},
        {"focus_cards",
         SceneAction{Kind::FocusCards},
         {{SDLK_UP}},
         false,
         "Move to the room's cards",
         kChooseLegend,
         kChooseHelp,
         {Control::Up}},
        {"face",
         SceneAction{Kind::FaceChosen},
         {{SDLK_RETURN}, {SDLK_KP_ENTER}, {SDLK_SPACE}},
         false,
         "Face the chosen card",
         "Enter face",
         "Enter faces it",
         {Control::Accept}},
        {"fight_weapon",
         SceneAction{Kind::FightWithWeapon},
         {{SDLK_w}},
         false,
         "Fight it with the weapon",
         kFightLegend,
         kFightHelp,
         {Control::ActionX}},
        {"fight_bare",
         SceneAction{Kind::FightBarehanded},
         {{SDLK_b}},
         false,
         "Fight it barehanded",
         kFightLegend,
         kFightHelp,
         {Control::ActionY}},
        {"avoid", TableCommand::play(Action::avoid()), {{SDLK_a}}, true, "Avoid room", "A avoid", "A avoids the room"},
        {"undo",
         TableCommand::undo(),
         {{SDLK_z, KMOD_CTRL}, {SDLK_u}},
         true,
         "Undo",
         "Ctrl+Z undo",
         "Ctrl+Z or U takes back a move of this turn"},
        {"hint", TableCommand::hint(), {{SDLK_h}}, true, "Hint", "H hint", kHelpHelp},
        {"chances", TableCommand::chances(), {{SDLK_c}}, true, "Chances", "C chances", kHelpHelp},
        {"menu",
         SceneAction{Kind::Menu},
         {{SDLK_ESCAPE}},
         true,
         "Menu",
         "Esc menu",
         "Esc goes back",
         {Control::Back, Control::Menu}},
        {"how_to_play",
         SceneAction{Kind::HowToPlay},
         {{SDLK_F1}},
         false,
         "How to play",
         "F1 how to play",
         "F1 opens these pages",
         {Control::Help}},
        {"mute",
         SceneAction{Kind::ToggleMute},
         {{SDLK_m}},
         false,
         "Mute or unmute the sound",
         "M mute",
         "M mutes or unmutes the sound",
         {Control::Mute}},
    };
}

// One of the rows' texts, each once, in the rows' order.
std::vector<std::string> eachOnce(std::string TableBinding::*text)
{
    std::vector<std::string> out;
    for (const TableBinding& row : tableBindings()) {
        if (std::find(out.begin(), out.end(), row.*text) == out.end())
            out.push_back(row.*text);
    }
    return out;
}

std::string joined(const std::vector<std::string>& parts, std::string_view separator)
{
    std::string out;
    for (const std::string& part : parts)
        out += (out.empty() ? "" : std::string(separator)) + part;
    return out;
}

} // namespace

const std::vector<TableBinding>& tableBindings()
{
    static const std::vector<TableBinding> rows = makeBindings();
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

std::string keyLegend()
{
    return joined(eachOnce(&TableBinding::legend), " · ");
}

std::string keysParagraph()
{
    return "Keys: " + joined(eachOnce(&TableBinding::help), "; ") + ".";
}

} // namespace scoundrel::game
