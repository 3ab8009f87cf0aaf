#include "scenes/ScreenBindings.h"

#include "table/TableBindings.h"

namespace scoundrel::game {

namespace {

using C = Control;
constexpr SDL_GameControllerButton kPadA = SDL_CONTROLLER_BUTTON_A;
constexpr SDL_GameControllerButton kLeftShoulder = SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
constexpr SDL_GameControllerButton kRightShoulder = SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;

// Leaving a screen: Esc, the pad's B.
Binding back(std::string legend = "back")
{
    return {"back", {C::Back}, {}, {}, "Go back", std::move(legend)};
}

} // namespace

const std::vector<Binding>& menuBindings()
{
    // Esc asks first: it closes every other screen, so a press too many must not end the game.
    static const std::vector<Binding> rows{
        {"how_to_play", {C::Help}, {}, {}, "How to play", "how to play"},
        {"full_screen", {C::FullScreen}, {}, {}, "Full screen or a window", "full screen"},
        {"mute", {C::Mute}, {}, {}, "Mute or unmute the sound", "mute"},
        {"ask_quit", {C::Back}, {}, {}, "Quit Scoundrel", "quit"},
    };
    return rows;
}

const std::vector<Binding>& combatBindings()
{
    // The keyboard's B fights barehanded; the pad's B, like Esc, cancels. The fights'
    // keys are the table's (TableBindings), rebound there: one command, one key.
    static std::vector<Binding> rows{
        {"weapon", {C::ActionX}, {}, {}, "Fight it with the weapon", "weapon"},
        {"bare", {C::ActionY}, {}, {}, "Fight it barehanded", "barehanded"},
        {"cancel", {C::Back}, {}, {}, "Cancel", "cancel"},
    };
    rows[0].keys = bindingById("fight_weapon")->keys;
    rows[1].keys = bindingById("fight_bare")->keys;
    return rows;
}

const std::vector<Binding>& confirmBindings()
{
    static const std::vector<Binding> rows{{"cancel", {C::Back}, {}, {}, "Cancel", "cancel"}};
    return rows;
}

const std::vector<Binding>& textEntryBindings()
{
    // Space is a letter of the field here, never a press of the focused button.
    static const std::vector<Binding> rows{
        {"cancel", {C::Back}, {}, {}, "Cancel", "cancel"},
        {"confirm", {C::Accept}, {}, {}, "Confirm", "confirm"},
        {"space", {}, {{SDLK_SPACE}}, {}, "Types a space", "space"},
    };
    return rows;
}

const std::vector<Binding>& watchBindings()
{
    static const std::vector<Binding> rows{
        {"pause", {}, {{SDLK_SPACE}}, {kPadA}, "Pause or go on", "pauses"},
        {"step", {C::Right}, {}, {}, "One move", "steps"},
        {"stop", {C::Back}, {}, {}, "Stop watching", "stops"},
    };
    return rows;
}

const std::vector<Binding>& howToPlayBindings()
{
    static const std::vector<Binding> rows{
        {"back", {C::Back, C::Help}, {}, {}, "Close", "back"},
        {"prev", {C::Left, C::PrevPage}, {}, {}, "The page before", "previous page"},
        {"next", {C::Right, C::NextPage}, {}, {}, "The next page", "next page"},
        // The arrows and the d-pad turn pages, so a pad reaches Learn to play by its Y.
        {"tutorial", {C::ActionY}, {{SDLK_t}}, {}, "Learn to play", "learn to play"},
    };
    return rows;
}

const std::vector<Binding>& highScoresBindings()
{
    // Page Up/Down are not bound here, so the pad's shoulders are its own; the arrows
    // switch the rules too, but the d-pad moves along the buttons, so a pad reaches them all.
    static const std::vector<Binding> rows{
        back(),
        {"prev_rules", {}, {{SDLK_LEFT}}, {kLeftShoulder}, "The rules before", "rules"},
        {"next_rules", {}, {{SDLK_RIGHT}}, {kRightShoulder}, "The next rules", "rules"},
        {"row_up", {C::Up}, {}, {}, "The run above", "run"},
        {"row_down", {C::Down}, {}, {}, "The run below", "run"},
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
        {"menu", {C::Back}, {}, {}, "Back to the menu", "menu"},
        {"space", {}, {{SDLK_SPACE}}, {}, "Types a space in the name", "space"},
        {"save_name", {C::Menu}, {}, {}, "Save the name", "save"},
    };
    return rows;
}

const std::vector<Binding>& reviewBindings()
{
    static const std::vector<Binding> rows{
        back(),
        {"prev", {C::Left, C::Up}, {}, {}, "The move before", "move"},
        {"next", {C::Right, C::Down}, {}, {}, "The next move", "move"},
        {"first", {}, {{SDLK_HOME}}, {}, "The start of the run", "start"},
        {"last", {}, {{SDLK_END}}, {}, "The end of the run", "end"},
        {"page_up", {C::PrevPage}, {}, {}, "A page of moves back", "page"},
        {"page_down", {C::NextPage}, {}, {}, "A page of moves on", "page"},
    };
    return rows;
}

const std::vector<Binding>& settingsBindings()
{
    // Ctrl+Tab (Shift: backwards) turns the tabs too, before Tab moves along the rows.
    static const std::vector<Binding> rows{
        back(),
        {"prev_tab", {C::PrevPage}, {}, {}, "The tab before", "tab"},
        {"next_tab", {C::NextPage}, {{SDLK_TAB, KMOD_CTRL}}, {}, "The next tab", "tab"},
        {"prev_row", {C::Up}, {}, {}, "The row above", "row"},
        {"next_row", {C::Down}, {{SDLK_TAB}}, {}, "The row below", "row"},
        {"left", {C::Left}, {}, {}, "The choice to the left, or the tab before", "change"},
        {"right", {C::Right}, {}, {}, "The choice to the right, or the next tab", "change"},
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
         "Delete a letter",
         "delete"},
        {"space", {C::ActionY}, {}, {}, "Type a space", "space"},
        {"confirm", {C::Menu}, {}, {}, "Confirm", "OK"},
        {"close", {}, {{SDLK_ESCAPE}}, {}, "Close the keyboard", "close"},
    };
    return rows;
}

const std::vector<Binding>& speechBindings()
{
    // Keys no screen types: a name field takes letters, so S alone could not do.
    static const std::vector<Binding> rows{
        {"speech", {}, {{SDLK_s, static_cast<std::uint16_t>(KMOD_CTRL | KMOD_ALT)}}, {}, "Speech on or off", "speech"},
        {"summary", {}, {{SDLK_F2}}, {SDL_CONTROLLER_BUTTON_LEFTSTICK}, "Say how the run stands", "summary"},
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
