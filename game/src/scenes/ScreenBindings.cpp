#include "scenes/ScreenBindings.h"

#include "table/TableBindings.h"
#include "text/Translate.h"

namespace scoundrel::game {

namespace {

using C = Control;
constexpr SDL_GameControllerButton kPadA = SDL_CONTROLLER_BUTTON_A;

// Leaving a screen: Esc, the pad's B.
Binding back()
{
    return {"back", {C::Back}, {}, {}, std::string(trMark("Go back")), std::string(trMark("back"))};
}

} // namespace

const std::vector<Binding>& menuBindings()
{
    // Esc asks first: it closes every other screen, so a press too many must not end the game.
    static const std::vector<Binding> rows{
        {"how_to_play", {C::Help}, {}, {}, std::string(trMark("How to play")), std::string(trMark("how to play"))},
        {"full_screen",
         {C::FullScreen},
         {},
         {},
         std::string(trMark("Full screen or a window")),
         std::string(trMark("full screen"))},
        {"mute", {C::Mute}, {}, {}, std::string(trMark("Mute or unmute the sound")), std::string(trMark("mute"))},
        {"ask_quit", {C::Back}, {}, {}, std::string(trMark("Quit Scoundrel")), std::string(trMark("quit"))},
    };
    return rows;
}

const std::vector<Binding>& combatBindings()
{
    // The keyboard's B fights barehanded; the pad's B, like Esc, cancels. The fights'
    // keys are the table's (TableBindings), rebound there: one command, one key.
    static std::vector<Binding> rows{
        {"weapon",
         {C::ActionX},
         {},
         {},
         std::string(trMark("Fight it with the weapon")),
         std::string(trMark("weapon"))},
        {"bare", {C::ActionY}, {}, {}, std::string(trMark("Fight it barehanded")), std::string(trMark("barehanded"))},
        {"cancel", {C::Back}, {}, {}, std::string(trMark("Cancel")), std::string(trMark("cancel"))},
    };
    rows[0].keys = bindingById("fight_weapon")->keys;
    rows[1].keys = bindingById("fight_bare")->keys;
    return rows;
}

const std::vector<Binding>& confirmBindings()
{
    static const std::vector<Binding> rows{
        {"cancel", {C::Back}, {}, {}, std::string(trMark("Cancel")), std::string(trMark("cancel"))}};
    return rows;
}

const std::vector<Binding>& textEntryBindings()
{
    // Space is a letter of the field here, never a press of the focused button.
    static const std::vector<Binding> rows{
        {"cancel", {C::Back}, {}, {}, std::string(trMark("Cancel")), std::string(trMark("cancel"))},
        {"confirm", {C::Accept}, {}, {}, std::string(trMark("Confirm")), std::string(trMark("confirm"))},
        {"space", {}, {{SDLK_SPACE}}, {}, std::string(trMark("Types a space")), std::string(trMark("space"))},
    };
    return rows;
}

const std::vector<Binding>& watchBindings()
{
    static const std::vector<Binding> rows{
        {"pause", {}, {{SDLK_SPACE}}, {kPadA}, std::string(trMark("Pause or go on")), std::string(trMark("pauses"))},
        {"step", {C::Right}, {}, {}, std::string(trMark("One move")), std::string(trMark("steps"))},
        {"step_back", {C::Left}, {}, {}, std::string(trMark("One move back")), std::string(trMark("steps back"))},
        {"restart",
         {C::PrevPage},
         {{SDLK_HOME}},
         {},
         std::string(trMark("Back to the first move")),
         std::string(trMark("goes back to the start"))},
        {"stop", {C::Back}, {}, {}, std::string(trMark("Stop watching")), std::string(trMark("stops"))},
    };
    return rows;
}

const std::vector<Binding>& howToPlayBindings()
{
    static const std::vector<Binding> rows{
        {"back", {C::Back, C::Help}, {}, {}, std::string(trMark("Close")), std::string(trMark("back"))},
        {"prev",
         {C::Left, C::PrevPage},
         {},
         {},
         std::string(trMark("The page before")),
         std::string(trMark("previous page"))},
        {"next",
         {C::Right, C::NextPage},
         {},
         {},
         std::string(trMark("The next page")),
         std::string(trMark("next page"))},
        // np38 pressed Home for page 1, as in a document.
        {"first", {}, {{SDLK_HOME}}, {}, std::string(trMark("The first page")), std::string(trMark("first page"))},
        {"last", {}, {{SDLK_END}}, {}, std::string(trMark("The last page")), std::string(trMark("last page"))},
        // The arrows and the d-pad turn pages, so a pad reaches Learn to play by its Y.
        {"tutorial",
         {C::ActionY},
         {{SDLK_t}},
         {},
         std::string(trMark("Learn to play")),
         std::string(trMark("learn to play"))},
    };
    return rows;
}

const std::vector<Binding>& highScoresBindings()
{
    // Page Up/Down and the pad's shoulders switch the rules, as they turn Settings' tabs;
    // the arrows and the d-pad alike move along the buttons (np33: the arrow keys switched
    // the rules where the d-pad moved the focus, and read as two screens' habits).
    static const std::vector<Binding> rows{
        back(),
        {"prev_rules", {C::PrevPage}, {}, {}, std::string(trMark("The rules before")), std::string(trMark("rules"))},
        {"next_rules", {C::NextPage}, {}, {}, std::string(trMark("The next rules")), std::string(trMark("rules"))},
        {"row_up", {C::Up}, {}, {}, std::string(trMark("The run above")), std::string(trMark("run"))},
        {"row_down", {C::Down}, {}, {}, std::string(trMark("The run below")), std::string(trMark("run"))},
    };
    return rows;
}

const std::vector<Binding>& statisticsBindings()
{
    static const std::vector<Binding> rows{back()};
    return rows;
}

const std::vector<Binding>& achievementsBindings()
{
    static const std::vector<Binding> rows{back()};
    return rows;
}

const std::vector<Binding>& resultBindings()
{
    // The pad's Start saves the name asked, as it confirms the on-screen keyboard.
    static const std::vector<Binding> rows{
        {"menu", {C::Back}, {}, {}, std::string(trMark("Back to the menu")), std::string(trMark("menu"))},
        {"space",
         {},
         {{SDLK_SPACE}},
         {},
         std::string(trMark("Types a space in the name")),
         std::string(trMark("space"))},
        {"save_name", {C::Menu}, {}, {}, std::string(trMark("Save the name")), std::string(trMark("save"))},
        // As on the menu and the table (np32 pressed F1 here and nothing came).
        {"how_to_play", {C::Help}, {}, {}, std::string(trMark("How to play")), std::string(trMark("how to play"))},
    };
    return rows;
}

const std::vector<Binding>& reviewBindings()
{
    static const std::vector<Binding> rows{
        back(),
        {"prev", {C::Left, C::Up}, {}, {}, std::string(trMark("The move before")), std::string(trMark("move"))},
        {"next", {C::Right, C::Down}, {}, {}, std::string(trMark("The next move")), std::string(trMark("move"))},
        {"first", {}, {{SDLK_HOME}}, {}, std::string(trMark("The start of the run")), std::string(trMark("start"))},
        {"last", {}, {{SDLK_END}}, {}, std::string(trMark("The end of the run")), std::string(trMark("end"))},
        {"page_up", {C::PrevPage}, {}, {}, std::string(trMark("A page of moves back")), std::string(trMark("page"))},
        {"page_down", {C::NextPage}, {}, {}, std::string(trMark("A page of moves on")), std::string(trMark("page"))},
    };
    return rows;
}

const std::vector<Binding>& settingsBindings()
{
    // Ctrl+Tab (Shift: backwards) turns the tabs too, before Tab moves along the rows.
    static const std::vector<Binding> rows{
        back(),
        {"prev_tab", {C::PrevPage}, {}, {}, std::string(trMark("The tab before")), std::string(trMark("tab"))},
        {"next_tab",
         {C::NextPage},
         {{SDLK_TAB, KMOD_CTRL}},
         {},
         std::string(trMark("The next tab")),
         std::string(trMark("tab"))},
        {"prev_row", {C::Up}, {}, {}, std::string(trMark("The row above")), std::string(trMark("row"))},
        {"next_row", {C::Down}, {{SDLK_TAB}}, {}, std::string(trMark("The row below")), std::string(trMark("row"))},
        {"left",
         {C::Left},
         {},
         {},
         std::string(trMark("The choice to the left, or the tab before")),
         std::string(trMark("change"))},
        {"right",
         {C::Right},
         {},
         {},
         std::string(trMark("The choice to the right, or the next tab")),
         std::string(trMark("change"))},
    };
    return rows;
}

const std::vector<Binding>& onScreenKeyboardBindings()
{
    // The pad's B deletes a letter here, as Steam's keyboard does; on an empty field it
    // closes the keyboard, so B still leaves. A presses the key in focus (ButtonGroup).
    static const std::vector<Binding> rows{
        {"delete",
         {},
         {{SDLK_BACKSPACE}},
         {SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_X},
         std::string(trMark("Delete a letter")),
         std::string(trMark("delete"))},
        {"space", {C::ActionY}, {}, {}, std::string(trMark("Type a space")), std::string(trMark("space"))},
        {"confirm", {C::Menu}, {}, {}, std::string(trMark("Confirm")), std::string(trMark("OK"))},
        {"close", {}, {{SDLK_ESCAPE}}, {}, std::string(trMark("Close the keyboard")), std::string(trMark("close"))},
    };
    return rows;
}

const std::vector<Binding>& speechBindings()
{
    // Keys no screen types: a name field takes letters, so S alone could not do.
    static const std::vector<Binding> rows{
        {"speech",
         {},
         {{SDLK_s, static_cast<std::uint16_t>(KMOD_CTRL | KMOD_ALT)}},
         {},
         std::string(trMark("Speech on or off")),
         std::string(trMark("speech"))},
        {"summary",
         {},
         {{SDLK_F2}},
         {SDL_CONTROLLER_BUTTON_LEFTSTICK},
         std::string(trMark("Say how the run stands")),
         std::string(trMark("summary"))},
    };
    return rows;
}

std::vector<ScreenBindings> allScreenBindings()
{
    return {
        {"menu", &menuBindings()},
        {"combat", &combatBindings()},
        {"confirm", &confirmBindings()},
        {"text entry", &textEntryBindings()},
        {"watch", &watchBindings()},
        {"how to play", &howToPlayBindings()},
        {"high scores", &highScoresBindings()},
        {"statistics", &statisticsBindings()},
        {"achievements", &achievementsBindings()},
        {"result", &resultBindings()},
        {"review", &reviewBindings()},
        {"settings", &settingsBindings()},
        {"on-screen keyboard", &onScreenKeyboardBindings()},
    };
}

std::string boundId(const std::vector<Binding>& rows, const InputEvent& event)
{
    const Binding* row = findBinding(rows, event);
    return row ? row->id : std::string{};
}

} // namespace scoundrel::game
