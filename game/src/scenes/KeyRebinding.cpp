#include "scenes/KeyRebinding.h"

#include "core/KeySettings.h"
#include "input/Controls.h"
#include "input/KeyRebinds.h"
#include "scenes/ScreenBindings.h"
#include "table/TableBindings.h"
#include "text/Translate.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

// A control row by its id (a control command's), or nullptr.
const ControlRow* controlRow(std::string_view id)
{
    for (const ControlRow& row : controlRows()) {
        if (row.id == id)
            return &row;
    }
    return nullptr;
}

const RebindableCommand* rebindable(std::string_view id)
{
    for (const RebindableCommand& command : rebindableCommands()) {
        if (command.id == id)
            return &command;
    }
    return nullptr;
}

// Every key that gives one of controls.
std::vector<KeyChord> controlKeys(const std::vector<Control>& controls)
{
    std::vector<KeyChord> keys;
    for (Control control : controls) {
        for (const ControlRow& row : controlRows()) {
            if (row.control == control)
                keys.insert(keys.end(), row.keys.begin(), row.keys.end());
        }
    }
    return keys;
}

// A row of some screen that the key must not already give: what it does and its keys.
struct TakenKeys {
    std::string label;
    std::vector<KeyChord> keys;
};

// The keys taken where the command answers, but the command's own: for a table command
// the table's rows, the fight choice's cancel and the controls every screen answers; for a
// control, every row of every screen and every other control.
std::vector<TakenKeys> takenKeys(const RebindableCommand& command)
{
    const ControlRow* self = command.everywhere ? controlRow(command.id) : nullptr;
    const auto isSelf = [&](std::string_view id, const std::vector<Control>& controls) {
        return self ? std::find(controls.begin(), controls.end(), self->control) != controls.end() : id == command.id;
    };
    std::vector<TakenKeys> taken;
    const auto add = [&](const std::string& label, std::vector<KeyChord> keys, const std::vector<Control>& controls) {
        const std::vector<KeyChord> more = controlKeys(controls);
        keys.insert(keys.end(), more.begin(), more.end());
        taken.push_back({label, std::move(keys)});
    };
    for (const TableBinding& row : tableBindings()) {
        if (!isSelf(row.id, row.controls))
            add(row.label, row.keys, row.controls);
    }
    for (const ScreenBindings& screen : allScreenBindings()) {
        // The fight choice's own fights are the table's rows.
        const bool table = screen.rows == &combatBindings();
        if (!command.everywhere && !table)
            continue;
        for (const Binding& row : *screen.rows) {
            if (!isSelf(row.id, row.controls) && (command.everywhere || (row.id != "weapon" && row.id != "bare")))
                add(row.label, row.keys, row.controls);
        }
    }
    for (const RebindableCommand& other : rebindableCommands()) {
        if (other.everywhere && other.id != command.id)
            add(commandLabel(other.id), {}, {controlRow(other.id)->control});
    }
    return taken;
}

} // namespace

const std::vector<RebindableCommand>& rebindableCommands()
{
    // The table's commands with a letter of their own, then the controls with a key of
    // their own; Enter, Esc, the arrows and the digits stay, as every player expects them.
    static const std::vector<RebindableCommand> commands{
        {"fight_weapon", false}, {"fight_bare", false}, {"avoid", false}, {"undo", false},       {"hint", false},
        {"chances", false},      {"help", true},        {"mute", true},   {"full_screen", true},
    };
    return commands;
}

std::string commandLabel(std::string_view id)
{
    static const std::vector<std::pair<std::string_view, std::string_view>> kControlRows{
        {"help", "how_to_play"}, {"mute", "mute"}, {"full_screen", "full_screen"}};
    for (const auto& [control, row] : kControlRows) {
        if (id == control)
            return bindingWithId(menuBindings(), row)->label;
    }
    const TableBinding* row = bindingById(id);
    return row ? row->label : std::string(id);
}

KeyChord commandKey(std::string_view id)
{
    if (const ControlRow* row = controlRow(id))
        return row->keys.empty() ? KeyChord{} : row->keys.front();
    const TableBinding* row = bindingById(id);
    return row && !row->keys.empty() ? row->keys.front() : KeyChord{};
}

std::string keyClash(std::string_view id, const KeyChord& key)
{
    const RebindableCommand* command = rebindable(id);
    if (!command)
        return {};
    // The row with this very key first (Tab moves along rows; Ctrl+Tab turns the tab).
    const std::vector<TakenKeys> taken = takenKeys(*command);
    for (const bool exact : {true, false}) {
        for (const TakenKeys& row : taken) {
            for (const KeyChord& other : row.keys) {
                if (exact ? other.key == key.key && other.mod == key.mod : chordsOverlap(other, key))
                    // TRANSLATORS: {0} a key, {1} the command it does ("Hint"), quoted.
                    return format(tr("{0} is already used for \"{1}\""), keyLabel(key), tr(row.label));
            }
        }
    }
    return {};
}

std::string rebindKey(Settings& settings, const std::string& id, const KeyChord& key)
{
    if (std::string why = keyClash(id, key); !why.empty())
        return why;
    keyRebinds().set(id, key);
    settings.keys[id] = keyName(key);
    return {};
}

void resetKeys(Settings& settings)
{
    keyRebinds().clear();
    settings.keys.clear();
}

void applyKeySettings(Settings& settings, Notices& notices)
{
    keyRebinds().clear();
    std::vector<std::string> refused;
    for (const auto& entry : settings.keys) {
        // Named copies, not structured bindings: the notices' lambdas capture them.
        const std::string& id = entry.first;
        const std::string& name = entry.second;
        const std::optional<KeyChord> key = parseKeyName(name);
        if (id == kKeysNotAnObject)
            notices.add(Wording([] {
                return std::string(tr("settings.json: \"keys\" is not a list of commands and keys; it is ignored."));
            }));
        else if (!rebindable(id))
            notices.add(Wording(
                [id] { return format(tr("settings.json: no command is called \"{0}\"; its key is ignored."), id); }));
        else if (!key)
            notices.add(Wording([id, name] {
                return format(tr("settings.json: \"{0}\" is not a key; {1} keeps its own."), name, commandLabel(id));
            }));
        else
            keyRebinds().set(id, *key);
        if (!key || !rebindable(id))
            refused.push_back(id);
    }
    // All in first, then each checked against the others: keys swapped between two commands
    // are each free once both are in.
    for (const auto& [id, name] : settings.keys) {
        const KeyChord* key = keyRebinds().find(id);
        if (!key)
            continue;
        const std::string clash = keyClash(id, *key);
        if (clash.empty())
            continue;
        notices.add(format(tr("settings.json: {0} keeps its own key: {1}."), commandLabel(id), clash));
        refused.push_back(id);
        keyRebinds().erase(id);
    }
    for (const std::string& id : refused)
        settings.keys.erase(id);
}

} // namespace scoundrel::game
