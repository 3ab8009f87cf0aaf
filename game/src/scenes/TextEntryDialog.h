#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "scenes/OnScreenKeyboard.h"
#include "ui/ButtonGroup.h"
#include "ui/TextInput.h"

#include <string>

namespace scoundrel::game {

// The frame of a modal dialog asking for one line of text: a panel with a title, a
// prompt, the field, an optional one-line message on its own line and two buttons, cancel then
// confirm. Enter confirms, Esc and the cancel button cancel, space is typed into the
// field. Holds SDL text input on while it is open. A dialog says what its words are
// (Words, title) and what confirming and cancelling do.
class TextEntryDialog : public Scene, public LayoutDumpable {
public:
    ~TextEntryDialog() override;
    TextEntryDialog(const TextEntryDialog&) = delete;
    TextEntryDialog& operator=(const TextEntryDialog&) = delete;

    bool isModal() const override { return true; }
    void handleEvent(const InputEvent& event) override;
    // A pad user coming to the field gets the on-screen keyboard.
    void entered() override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    // Its title and question: "Deal number. The same number always deals the same dungeon."
    std::string spokenTitle() const override;

    // Does what the confirm button does with the text typed.
    virtual void submit() = 0;
    TextInput& field() { return m_field; }
    const std::string& message() const { return m_message; }

protected:
    struct Words {
        std::string cancelId;
        std::string cancelLabel;
        std::string confirmId;
        std::string confirmLabel;
        std::string fieldRect; // its name in rects(), such as "field.deal"
        std::string prompt;
    };

    TextEntryDialog(GameContext& context, Words words);

    virtual std::string title() const = 0;
    virtual std::string placeholder() const = 0;
    virtual void cancel() = 0;
    // The keys of the on-screen keyboard: letters, unless the field takes only digits.
    virtual OnScreenKeyboard::Keys keyboardKeys() const { return OnScreenKeyboard::Keys::Letters; }
    // The field's text without the blanks around it, which pasting and habit bring.
    std::string typed() const;
    // The one line under the field (empty: none); typing clears it.
    void setMessage(std::string message) { m_message = std::move(message); }

    GameContext& m_context;
    TextInput m_field{24};

private:
    static int messageSize(Size window);
    // A size scaled to the window and grown with the player's text size.
    int grown(Size window, int size) const;
    // withTitle: the keyboard comes up with the dialog, before its title was said.
    void openKeyboard(bool withTitle = false);

    Words m_words;
    std::string m_message;
    bool m_keyboardOffered = false; // opened by itself once; A on the field opens it again
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Rect m_fieldRect;
    Rect m_messageRect; // the message's line, between the field and the buttons
};

} // namespace scoundrel::game
