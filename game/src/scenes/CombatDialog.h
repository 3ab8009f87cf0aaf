#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "table/FightChoice.h"
#include "ui/ButtonGroup.h"
#include "ui/FreshPresses.h"

#include "scoundrel/Action.h"
#include "scoundrel/GameState.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// Asks how to fight a monster: with the weapon (its damage and what the weapon can hit
// afterwards, or disabled with the engine's reason), barehanded (its damage, the weapon
// untouched), or not at all. The focus starts on the way that loses least this turn (or
// the one the tutorial's step asks for). A modal scene over the
// table: it hands the chosen action to onChoice and closes itself. W, B and Esc, or
// the arrows and Enter, work as well as the mouse.
class CombatDialog : public Scene, public LayoutDumpable {
public:
    using Choice = std::function<void(Action)>;
    // A guide's (the tutorial's) words for each way it turns down now, empty for a way it
    // takes: that way's button is drawn disabled, skipped by the focus, with the words
    // under it and in speech (np11: a live Barehanded that the lesson then refused).
    struct WaysRefused {
        std::string weapon;
        std::string bare;
    };

    // asked: the way a guide (the tutorial) waits for, which then has the focus.
    CombatDialog(GameContext& context, const GameState& state, Card monster, Choice onChoice,
                 std::optional<FightDefault> asked = std::nullopt, WaysRefused refused = {});

    std::string name() const override { return "combat"; }
    bool isModal() const override { return true; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;
    std::string spokenFocusOnArrival() const override;

private:
    // The panel, the title and the buttons grown with their words as drawn (up to the
    // window less a margin), the title's and the labels' lines, and where they go.
    void fitToWords(Painter& painter);
    void drawButtons(Painter& painter) const;
    // The panel centred in the window around the card and the column of buttons this size.
    void place(Size button, int header);
    void choose(const std::string& id);
    // W, B and Esc; true when the key was one of them. The group has the arrows and Enter.
    bool onPress(const InputEvent& event);
    // A press and a release both outside the panel cancel, as Esc does.
    void onMouseOutside(const InputEvent& event);

    GameContext& m_context;
    GameState m_state;
    Card m_monster;
    Choice m_onChoice;
    ButtonGroup m_buttons; // weapon, bare, cancel
    std::string m_weaponAfter; // under the weapon button: what it hits next, or why it cannot fight
    std::string m_bareAfter;
    WaysRefused m_refused;
    Rect m_panel;
    FreshPresses m_fresh; // the double-click that opened the dialog chooses nothing in it
    Rect m_card;
    int m_textSize = 18;
    int m_shownText = 18; // m_textSize as drawn, at the player's text size
    int m_cardW = 120;
    int m_cardH = 168;
    std::vector<std::string> m_titleLines;
    int m_titleSize = 27;
    int m_subtitleTop = 36; // below the panel's top
    std::vector<std::vector<std::string>> m_labelLines; // each button's label, one or two lines
    int m_labelSize = 18;
    bool m_pressedOutside = false;
    bool m_closed = false; // a choice was made: ignore input until the stack pops us
};

} // namespace scoundrel::game
