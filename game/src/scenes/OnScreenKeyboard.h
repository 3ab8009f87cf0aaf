#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"

#include <functional>
#include <string>

namespace scoundrel::game {

// The keyboard a pad user types with (the Steam Deck's way, without its overlay): keys
// as buttons, the d-pad moves over them, A types the key in focus, B deletes a letter
// (and closes the keyboard once the field is empty, as Esc does: without OK, the
// owner undoes the edit), Y types a space, its Clear key empties the field, Start or
// OK confirms. It types into its owner's field as the keyboard would,
// with Text events and Backspace, so the field's own checks (its limit, digits only) apply. Opened over a dialog when a
// pad user comes to its field.
class OnScreenKeyboard : public Scene, public LayoutDumpable {
public:
    enum class Keys { Letters, Digits };
    struct Owner {
        std::function<void(const InputEvent&)> type; // a key's Text or Backspace
        std::function<std::string()> text; // what the field holds, shown over the keys
        std::function<void()> confirm; // Start or OK, after the keyboard closed
        // Esc, or B on an empty field: the keyboard closed without OK (none: it only closes).
        std::function<void()> cancel = {};
        // Whether the field's whole text is selected, for a key to replace (none: never).
        std::function<bool()> selected = {};
        // What speech says before the keyboard's own name, where the keyboard comes up with
        // the dialog it types for (none: nothing): the dialog's title and question.
        std::function<std::string()> spokenBefore = {};
    };

    OnScreenKeyboard(GameContext& context, Keys keys, Owner owner);

    std::string name() const override { return "on_screen_keyboard"; }
    bool isModal() const override { return true; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // What the field holds, then the key in focus: a move says the key, a letter typed
    // what the field holds now.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

private:
    void press(const std::string& id);
    void type(const std::string& text);
    void backspace();
    void close();
    // Closed without OK: the owner undoes the edit, if it can.
    void cancel();
    // The letter keys' ids and labels for the layer (plain or accented) and case shown,
    // and the shift's and the accents' labels.
    void showLetters();

    GameContext& m_context;
    Keys m_keys;
    Owner m_owner;
    ButtonGroup m_buttons;
    bool m_upper = true;
    bool m_accents = false; // the accented letters in the letters' place
    bool m_closed = false;
    Rect m_panel;
    Rect m_textRect;
    Rect m_legendRect;
};

} // namespace scoundrel::game
