#pragma once

#include "core/Geometry.h"
#include "input/InputEvent.h"
#include "ui/Assets.h"
#include "ui/Button.h"
#include "ui/Painter.h"
#include "ui/TextInput.h"

#include <map>
#include <string>

namespace scoundrel::game {

// A player's name as the high scores keep it: 24 letters, the score file's bytes, only
// letters the font can draw (the result screen's row and High scores' Change name).
TextInput nameField(Assets& assets);

// The line of the result screen that asks a top-10 run for the player's name, under
// the result rather than over it: a prompt, the field (holding the last name used,
// selected, so typing replaces it, after a first click in the field too; a second click
// keeps it to edit) and a Save
// button. The field shows how many of the 24 letters are used and takes only letters
// the font can draw. Holds SDL text input on while it exists.
class PlayerNameRow {
public:
    // assets: the font the name is drawn in (outlives the row).
    PlayerNameRow(std::string suggestion, Assets& assets);

    enum class Outcome { None, Edited, Save, FieldClicked };
    // Typing, Backspace and Ctrl+V edit the field; a click on Save, or Enter when
    // enterSaves (no button of the screen has the keyboard focus), asks to save; a
    // click in the field says so, for the screen to give Enter back to it.
    Outcome handleEvent(const InputEvent& event, bool enterSaves);

    // promptPercent: the prompt's share of the row (more at a large text size). Given the
    // pixel size the row's words are drawn at (the player's text size included), the Save
    // button takes what the longer of its labels needs at that size ("Save without a name"),
    // rather than draw it smaller (Spanish "Guardar nombre" at 125%); the field gives up
    // that room. Its width does not change with the label. wholeName (the normal text
    // size): the field keeps room for the longest name whole, and Save takes two fifths
    // of the row at most; otherwise the field keeps room for a few letters.
    void layout(const Rect& row, int promptPercent = 18, int labelPixels = 0, bool wholeName = true);
    // The least row width at which layout with wholeName shows the longest name of the
    // widest letters whole in the field at labelPixels, with Save at its need beside it.
    static int wholeNameWidth(Assets& assets, int rowHeight, int promptPercent, int labelPixels);
    // focused: the keys have come to the field (it is drawn dim until then, with the cue
    // in it: how to come to it).
    void draw(Painter& painter, int textSize, bool focused, const FieldCue& cue = {}) const;
    void addRects(std::map<std::string, Rect>& out) const;

    // The name to save: the field's text, trimmed, whether typed or the suggestion left
    // as it was (what the player sees is what is kept); empty when they cleared the field,
    // which then says "no name given".
    std::string name() const;
    const TextInput& field() const { return m_field; }
    // The player comes to the field: what it holds now is what Esc puts back.
    void beginEdit();
    // Esc: the field as it was when the player came to it (its text, its selection,
    // and whether the name was typed), the edit since forgotten.
    void cancelEdit();
    // The caret after the text, the suggestion no longer selected: the pad's keyboard
    // shows no selection, so its first key adds to the name.
    void deselect() { m_field.deselect(); }
    // The Save button has the keys' focus (the screen moves it there, after the field).
    void focusSave(bool on) { m_save.focused = on; }
    bool saveFocused() const { return m_save.focused; }
    const Button& save() const { return m_save; }

    // The Save button's words: what a press keeps, the name or, the field cleared, none.
    const std::string& saveLabel() const { return m_save.label; }

private:
    // "Save name", or "Save without a name" for an empty field (named: the field holds one).
    static std::string saveWords(bool named);
    void showWhatSaveDoes();
    // At a larger text size, where the fixed shares cut the prompt or the field's "no name
    // given": the prompt, the field and Save each a share of the row by what its words need.
    void shareByWords(const Rect& row, int labelPixels, int gap, int saveNeed);

    TextInputSession m_textInput;
    Assets& m_assets;
    TextInput m_field;
    std::string m_suggestion;
    bool m_edited = false;
    bool m_clicked = false; // the field was clicked: a next click edits the suggestion
    struct Before {
        std::string text;
        bool selected = false;
        bool edited = false;
    };
    Before m_before; // as the player came to the field
    Button m_save;
    Rect m_prompt; // where "Your name:" goes, right-aligned
    Rect m_fieldRect;
};

} // namespace scoundrel::game
