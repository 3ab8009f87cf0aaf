#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "run/DealVerdict.h"
#include "run/RunLedger.h"
#include "ui/ButtonGroup.h"
#include "ui/PlayerNameRow.h"
#include "ui/Toast.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// Victory or Defeat: the score and how it was made up, the deal, its place in the top
// 10, the achievements it earned (a toast for each new one), and the way on. It shows
// what the RunLedger did when it finished the run (the score book entry, under the
// name suggested; the achievements); a top-10 entry asks for a name on this screen,
// under the result, and the ledger keeps it. Nothing has the keys' focus when it opens:
// Tab or an arrow goes to the name (then its Save, then the buttons), as a click on it does.
class ResultScene : public Scene, public LayoutDumpable {
public:
    ResultScene(GameContext& context, RunRecord run, GameState final, bool assisted, FinishReport report);

    std::string name() const override { return "result"; }
    void handleEvent(const InputEvent& event) override;
    // Keeps a name typed and not yet saved (the screen went, or the window closed on it).
    void closing() override;
    bool update(double seconds) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    void activate(const std::string& id);
    int rank() const { return m_report.rank; }

    // The line on the run's place in the top 10 (empty: none), and whether it earns
    // the trophy: only a win does, and only a score that beats an earlier one is "best".
    struct Standing {
        std::string text;
        bool trophy = false;
    };
    Standing standing() const;

private:
    // The name field has the keys: the player came to it (Tab, an arrow, a click). The
    // screen opens with the focus on nothing, so keys meant for the table as the run
    // ended neither type, nor save, nor start another run.
    bool m_nameFocused = false;
    // Seconds left of the name field's cue lit: the player typed before coming to the
    // name, and the cue says how to (the letters themselves are not taken: see above).
    double m_cueLit = 0;
    // The words in the name field until the keys come to it: how to come to it with
    // the device in use (empty once they have).
    std::string nameCue() const;
    // Typing that reached no field: lights the cue and says it.
    bool strayTyping(const InputEvent& event);
    // The vertical places of the panel's lines (the rules' only when not official).
    struct Lines {
        int icon, title, score, breakdown, deal, rules, verdict, standing, name, achievements;
    };

    std::string breakdown() const;
    // The room across the panel for a row of buttons.
    int buttonsRoom(Size window) const;
    // The buttons in rows under the panel's lines, each label at labelSize (the drawn
    // size), the buttons button.h high and at least button.w wide where they fit so.
    void placeButtons(Size window, Size button, int gap, int labelSize);
    // The title's or the score's text size for a base size at 800 pixels high.
    int headline(int base) const;
    // Above 125% text: the lines stacked as drawn, wrapped to the panel.
    void renderFlow(Painter& painter);
    // The flow's words from the title to the achievements, drawn when draw; the rules by
    // their values alone when compactRules, the room between them at spacing percent of
    // its own. Returns the y under them.
    int flowWords(Painter& painter, bool compactRules, bool draw, int spacing = 100);
    std::string dealText() const;
    // The height of the rules' second line, when their name takes two (in a longer
    // language, with many rules changed).
    int rulesSecondLine(Size window) const;
    // The rules' name as drawn in width: whole on one line when it fits, else shortened or wrapped.
    std::vector<std::string> rulesLines(Painter& painter, int width, int size) const;
    bool handleNameEvent(const InputEvent& event);
    // Tab or an arrow while nothing has the focus: to the name asked, or Play again.
    bool arrive(const InputEvent& event);
    // The on-screen keyboard over the screen, typing into the name field.
    void openKeyboard();
    // The keys come to the name field (Tab, an arrow, a click): Esc puts back what it
    // holds now.
    void focusName();
    // The name field is being edited: it has the keys, and no button has them.
    bool editingName() const;
    // The name row's Save button has the keys' focus (after the field, before the buttons).
    bool saveFocused() const;
    void focusSave(bool on);
    // Tab, Shift+Tab and the arrows between the field, its Save and the buttons: Save
    // comes right after the field, and Play again after Save.
    bool moveAlongName(const InputEvent& event);
    // Esc in the name (or the pad's keyboard closed without OK): the edit is undone,
    // the field loses the keys, and the player stays on the screen; nothing is saved.
    void cancelNameEdit();
    // Names the entry in the score book and puts the name row away.
    void keepName(const std::string& name);
    // Save pressed (Enter in the field, the Save button, the pad keyboard's OK): the name
    // kept, the focus on Play again, both said.
    void saveName();
    // Leaving: the name the field shows is kept (none when it was cleared), and said
    // alone: the focus stays on the button pressed, and the next screen's name is said
    // after it, not over it.
    void keepNameShown();
    // The saved line shows, with its Change name button (the name kept, not being changed).
    bool showsSaved() const { return !m_nameRow && m_savedName.has_value(); }
    // Change name: the field back with the name kept, selected, and the keys in it;
    // saving again renames the same entry.
    void changeName();
    // Change name's place in the keys' order, where Save was: after the field's place,
    // before Play again. Its press, by click, Enter, Space or the pad's A.
    bool handleChangeEvent(const InputEvent& event);
    void focusChange();
    // A toast for each achievement of ids (earned for the first time).
    void toastAchievements(const std::vector<std::string>& ids);

    GameContext& m_context;
    RunRecord m_run;
    GameState m_final;
    bool m_assisted = false;
    bool m_flow = false; // the lines are stacked as drawn (a large text size)
    Rect m_nameRowPlace; // the name row's place from layout (its top follows the lines above when stacked)
    FinishReport m_report;
    std::optional<PlayerNameRow> m_nameRow; // while the name is asked
    std::optional<std::string> m_savedName; // once kept: the name, empty for none
    Button m_change; // beside the saved line: brings the field back
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Lines m_lines{};
    bool m_rulesOnTwoLines = false; // as the last frame measured them
    DealVerdict m_verdict; // could the deal be won, worked out in the background
    Toasts m_toasts;
};

} // namespace scoundrel::game
