#include "table/TableBindings.h"

#include "input/Controls.h"
#include "input/KeyRebinds.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <cctype>
#include <variant>

namespace scoundrel::game {

namespace {

using Kind = SceneAction::Kind;

// The rows keep their words in English, marked for the catalogue: rows that share a verb
// share an entry, and every place that shows them words them (tr) in the language in use.
// TRANSLATORS: the table's legend and How to play's key sentences: a verb after the keys, such as "1-4 choose".
const std::string kChooseLegend(trMark("choose"));
// The d-pad's verb in the pad's legend: it reaches the buttons too (Avoid room by Down, under
// the dungeon pile; Hint, Chances, Undo and Menu by Up), which "D-pad choose" never told a pad
// player (np12), nor "D-pad a card or a button" where they are (np13). The words name the
// d-pad's directions, not where the buttons lie: "Avoid room below" sent np25 looking under
// the cards for a button that is down and to the left. Up from any card reaches Hint, the
// row's first, as these words say (np15: from the last card it reached Chances), Right goes
// on along the row, and Down comes back to the card left (TableScene::sceneAction).
// TRANSLATORS: the pad legend's words after "D-pad": it moves along the cards, Down (or Left from the
// first card) to the Avoid room button under the dungeon pile, Up to the Hint button's row. Down and Up
// are the d-pad's directions. Keep the buttons' own names.
const std::string kPadChooseLegend(trMark("cards, Down to Avoid room, Up to Hint"));
// While Avoid room cannot act (a card faced, a room avoided just before, Relentless), Down does
// not reach it, and the legend does not send the pad there (np31 read "Down to Avoid room" under
// a greyed button).
// TRANSLATORS: the pad legend's words after "D-pad" while Avoid room cannot be used: it moves along the
// cards, Up to the Hint button's row. Up is the d-pad's direction. Keep the button's own name.
const std::string kPadChooseNoAvoidLegend(trMark("cards, Up to Hint"));
// TRANSLATORS: How to play's phrases come after the keys, such as "1 to 4 pick a room card".
const std::string kChooseHelp(trMark("pick a room card"));
const std::string kArrowsHelp(trMark("move between them and the buttons"));
const std::string kFightLegend(trMark("fight"));
const std::string kFaceLegend(trMark("face"));

TableBinding choose(int slot, SDL_Keycode key, SDL_Keycode keypadKey, std::string_view label)
{
    const std::string n = std::to_string(slot + 1);
    return {
        "choose_" + n, SceneAction{Kind::Choose, slot}, {{key}, {keypadKey}}, false, std::string(label), kChooseLegend,
        kChooseHelp};
}

std::vector<TableBinding> makeBindings()
{
    return {
        choose(0, SDLK_1, SDLK_KP_1, trMark("Choose card 1")),
        choose(1, SDLK_2, SDLK_KP_2, trMark("Choose card 2")),
        choose(2, SDLK_3, SDLK_KP_3, trMark("Choose card 3")),
        choose(3, SDLK_4, SDLK_KP_4, trMark("Choose card 4")),
        {"choose_previous",
         SceneAction{Kind::ChoosePrevious},
         {{SDLK_LEFT}},
         false,
         std::string(trMark("Choose the card to the left")),
         kChooseLegend,
         kArrowsHelp,
         {Control::Left},
         true,
         kPadChooseLegend},
        {"choose_next",
         SceneAction{Kind::ChooseNext},
         {{SDLK_RIGHT}},
         false,
         std::string(trMark("Choose the card to the right")),
         kChooseLegend,
         kArrowsHelp,
         {Control::Right},
         true,
         kPadChooseLegend},
        {"focus_buttons",
         SceneAction{Kind::FocusButtons},
         {{SDLK_DOWN}},
         false,
         std::string(trMark("Move down between the cards and the buttons")),
         kChooseLegend,
         kArrowsHelp,
         {Control::Down},
         true,
         kPadChooseLegend},
        {"focus_cards",
         SceneAction{Kind::FocusCards},
         {{SDLK_UP}},
         false,
         std::string(trMark("Move up between the cards and the buttons")),
         kChooseLegend,
         kArrowsHelp,
         {Control::Up},
         true,
         kPadChooseLegend},
        {"face",
         SceneAction{Kind::FaceChosen},
         {{SDLK_RETURN}, {SDLK_KP_ENTER}, {SDLK_SPACE}},
         false,
         std::string(trMark("Face the chosen card")),
         kFaceLegend,
         std::string(trMark("faces it")),
         {Control::Accept}},
        {"fight_weapon",
         SceneAction{Kind::FightWithWeapon},
         {{SDLK_w}},
         false,
         std::string(trMark("Fight it with the weapon")),
         kFightLegend,
         std::string(trMark("fights the chosen monster with the weapon")),
         {Control::ActionX},
         false,
         // TRANSLATORS: the pad legend's verb after the button that fights with the weapon, such as "X weapon".
         std::string(trMark("weapon"))},
        {"fight_bare",
         SceneAction{Kind::FightBarehanded},
         {{SDLK_b}},
         false,
         std::string(trMark("Fight it barehanded")),
         kFightLegend,
         std::string(trMark("barehanded")),
         {Control::ActionY},
         true,
         std::string(trMark("barehanded"))},
        {"avoid",
         TableCommand::play(Action::avoid()),
         {{SDLK_a}},
         true,
         std::string(trMark("Avoid room")),
         std::string(trMark("avoid")),
         std::string(trMark("avoids the room"))},
        {"undo",
         TableCommand::undo(),
         {{SDLK_z, KMOD_CTRL}, {SDLK_u}},
         true,
         std::string(trMark("Undo")),
         std::string(trMark("undo")),
         std::string(trMark("takes back a move of this turn"))},
        {"hint",
         TableCommand::hint(),
         {{SDLK_h}},
         true,
         std::string(trMark("Hint")),
         std::string(trMark("hint")),
         std::string(trMark("shows a hint"))},
        {"chances",
         TableCommand::chances(),
         {{SDLK_c}},
         true,
         std::string(trMark("Chances")),
         std::string(trMark("chances")),
         std::string(trMark("your chances of winning (the run is then marked assisted)")),
         {},
         true},
        {"menu",
         SceneAction{Kind::Menu},
         {{SDLK_ESCAPE}},
         true,
         std::string(trMark("Menu")),
         std::string(trMark("menu")),
         std::string(trMark("goes back")),
         {Control::Back, Control::Menu}},
        {"how_to_play",
         SceneAction{Kind::HowToPlay},
         {{SDLK_F1}},
         false,
         std::string(trMark("How to play")),
         std::string(trMark("how to play")),
         std::string(trMark("opens these pages")),
         {Control::Help}},
        {"mute",
         SceneAction{Kind::ToggleMute},
         {{SDLK_m}},
         false,
         std::string(trMark("Mute or unmute the sound")),
         std::string(trMark("mute")),
         std::string(trMark("mutes or unmutes the sound")),
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
    // TRANSLATORS: between two keys or buttons that do the same, such as "Ctrl+Z or U".
    const std::string either(trc("keys", " or "));
    if (device.pad) {
        if (std::count_if(entry.buttons.begin(), entry.buttons.end(), isDpad) == 4)
            return std::string(tr("the d-pad"));
        std::string out;
        for (SDL_GameControllerButton button : entry.buttons)
            out += (out.empty() ? "" : either) + buttonName(button, device.style);
        return out;
    }
    if (std::count_if(entry.keys.begin(), entry.keys.end(), isArrowName) == 4)
        return std::string(tr("the arrows"));
    // TRANSLATORS: a run of keys, such as "1 to 4".
    return entry.keysText(either, trc("keys", " to "));
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

// A row's label after a button, in a list: English lowers its first letter after the colon
// ("X: fight it with the weapon"); the other languages keep the label as it is written.
std::string labelInList(const std::string& label)
{
    std::string out(tr(label));
    // English chosen in Settings is "en", the built-in words "": both are English (a test that
    // had switched to German and back to "en" found the labels capitalised).
    const std::string language(languageInUse());
    if ((language.empty() || language == "en" || language.starts_with("en_")) && !out.empty())
        out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
    return out;
}

// Each row a pad reaches by a button, named by its label: "X: fight it with the weapon".
std::string padParagraph(const DeviceInUse& device)
{
    std::vector<LegendEntry> entries;
    for (const TableBinding& row : tableBindings())
        addToLegend(entries, labelInList(row.label), "", padButtonsOf(row.controls, {}));
    std::string out;
    for (const LegendEntry& entry : usableEntries(entries, device)) {
        // TRANSLATORS: a pad's button and what it does, such as "X: fight it with the weapon".
        const std::string part = format(trc("pad button", "{0}: {1}"), spokenKeys(entry, device), entry.verb);
        // TRANSLATORS: a list of the pad's buttons and what each does, joined one to the next.
        out = out.empty() ? part : format(trc("list", "{0}; {1}"), out, part);
    }
    // The buttons with no pad button of their own are reached on screen.
    const TableBinding* down = bindingById("focus_buttons");
    // TRANSLATORS: {0} the list of buttons and what they do; {1} the button that moves down, such as "d-pad
    // Down"; {3} the one that moves up; {2} the one that presses, such as "A". Avoid room is the button
    // under the dungeon pile, left of the cards; Hint, Chances, Undo and Menu the row above them.
    return format(tr("On the controller: {0}. From the cards, {1} moves to Avoid room, under the dungeon pile, "
                     "and {3} to the buttons above them (Hint, Chances, Undo, Menu); {2} presses the one in focus."),
                  out, spokenKeys({{}, padButtonsOf(down->controls, {}), ""}, device),
                  buttonName(SDL_CONTROLLER_BUTTON_A, device.style),
                  buttonName(SDL_CONTROLLER_BUTTON_DPAD_UP, device.style));
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

LegendFacts legendFactsOf(const GameState& state)
{
    return {static_cast<bool>(state.weapon), canAvoid(state)};
}

std::vector<LegendEntry> legendEntries(const DeviceInUse& device, LegendFacts facts)
{
    const auto [weaponHeld, mayAvoid] = facts;
    std::vector<LegendEntry> entries;
    for (const TableBinding& row : tableBindings()) {
        if (!weaponHeld && std::holds_alternative<SceneAction>(row.does) &&
            std::get<SceneAction>(row.does).kind == SceneAction::Kind::FightWithWeapon)
            continue;
        if (!mayAvoid && row.id == "avoid")
            continue;
        // With no weapon the keyboard's B alone fights, and says how: "B barehanded", as the
        // pad's Y does (np25 read "B fight" as the one fight key).
        const bool alone = !weaponHeld && row.id == "fight_bare";
        const std::string& padVerb =
            !mayAvoid && row.padLegend == kPadChooseLegend ? kPadChooseNoAvoidLegend : row.padLegend;
        const std::string& verb = (device.pad || alone) && !padVerb.empty() ? padVerb : row.legend;
        addToLegend(entries, verb, keyName(row.keys.front()), padButtonsOf(row.controls, {}));
    }
    return entries;
}

namespace {

// The table's first line with the keys or buttons named as given (howToStart).
std::string startLine(const DeviceInUse& device, const std::string& choose, const std::string& face)
{
    // TRANSLATORS: the table's first line; {0} the keys or buttons that choose a card, such as "1-4", {1} the
    // one that faces it, such as "Enter".
    return format(device.pad ? tr("choose with {0} and face with {1}")
                             : tr("drag a card, click it, or choose with {0} and face with {1}"),
                  choose, face);
}

// The keys of a legend's entry as speech says them: the digits' run in words ("1 to 4"),
// the arrows, which the drawn legend leaves to How to play, named too ("or the arrows").
std::string spokenLegendKeys(const LegendEntry& entry, const DeviceInUse& device)
{
    if (device.pad)
        return spokenKeys(entry, device);
    const std::string either(trc("keys", " or "));
    std::string out = entry.keysText(either, trc("keys", " to "));
    if (std::count_if(entry.keys.begin(), entry.keys.end(), isArrowName) == 4 &&
        !std::all_of(entry.keys.begin(), entry.keys.end(), isArrowName))
        out += either + std::string(tr("the arrows"));
    return out;
}

} // namespace

std::string howToStart(const DeviceInUse& device)
{
    std::string choose;
    std::string face;
    for (const LegendEntry& entry : legendEntries()) {
        const std::string names =
            device.pad ? entry.buttonsText(device.style, trc("keys", " or ")) : entry.keysText(trc("keys", " or "));
        if (entry.verb == kChooseLegend)
            choose = names;
        else if (entry.verb == kFaceLegend)
            face = names;
    }
    return startLine(device, choose, face);
}

std::string spokenHowToAct(const DeviceInUse& device, LegendFacts facts)
{
    std::string choose;
    std::string face;
    std::string others;
    const std::vector<LegendEntry> all = legendEntries(device, facts);
    for (const LegendEntry& entry : usableEntries(all, device)) {
        const std::string names = spokenLegendKeys(entry, device);
        if (entry.verb == kChooseLegend || entry.verb == kPadChooseLegend || entry.verb == kPadChooseNoAvoidLegend)
            choose = names;
        else if (entry.verb == kFaceLegend)
            face = names;
        else {
            // TRANSLATORS: speech: a key and what it does, such as "B or Menu: menu"; the colon parts the
            // keys from the verb, which ran on ("B or Menu menu").
            const std::string part = format(trc("keys and what they do", "{0}: {1}"), names, tr(entry.verb));
            others = others.empty() ? part : format(trc("list", "{0}; {1}"), others, part);
        }
    }
    const std::string said = format(
        // TRANSLATORS: speech, as the table comes up and with F2's summary: {0} the table's first line, such as
        // "drag a card, click it, or choose with 1 to 4 and face with Enter"; {1} the legend's other keys and
        // what each does, such as "W or B: fight; A: avoid; H: hint".
        device.pad ? tr("To play: {0}. Other buttons: {1}.") : tr("To play: {0}. Other keys: {1}."),
        startLine(device, choose, face), others);
    if (!device.pad)
        return said;
    const std::string_view reach = facts.mayAvoid
        // TRANSLATORS: speech, after the pad's buttons: where the d-pad goes from the cards, so that a player
        // who cannot see the screen knows the buttons are there.
        ? tr("The d-pad's Down reaches Avoid room, under the dungeon pile; Up the buttons above the cards.")
        // TRANSLATORS: speech, after the pad's buttons while Avoid room cannot be used: where the d-pad goes
        // from the cards.
        : tr("The d-pad's Up reaches the buttons above the cards.");
    return said + " " + std::string(reach);
}

std::string padButtonsNamed(std::string_view verb, PadStyle style)
{
    for (const LegendEntry& entry : legendEntries()) {
        if (entry.verb == verb)
            return entry.buttonsText(style, trc("keys", " or "), true);
    }
    return {};
}

std::string keyLegend(const DeviceInUse& device, LegendFacts facts)
{
    return legendText(legendEntries(device, facts), device);
}

std::string keysParagraph(const DeviceInUse& device)
{
    if (device.pad)
        return padParagraph(device);
    std::string out;
    for (const HelpEntry& help : helpEntries()) {
        // TRANSLATORS: How to play's keys: {0} the keys, such as "1 to 4", {1} what they do, such as "pick a
        // room card".
        const std::string part =
            format(trc("keys and what they do", "{0} {1}"), spokenKeys(help.entry, device), tr(help.entry.verb));
        // TRANSLATORS: {0} the keys said so far, {1} the next, said in one breath with the one before.
        out = out.empty()      ? part
            : help.andPrevious ? format(trc("list", "{0} and {1}"), out, part)
                               : format(trc("list", "{0}; {1}"), out, part);
    }
    // TRANSLATORS: {0} every key and what it does.
    return format(tr("Keys: {0}."), out);
}

} // namespace scoundrel::game
