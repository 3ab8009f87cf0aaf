#pragma once

#include "scenes/TextEntryDialog.h"
#include "text/Translate.h"

#include <cstdint>
#include <functional>
#include <string>

namespace scoundrel::game {

// A modal dialog asking for a deal number (a seed) to play. What is typed is checked
// with the engine's parseSeed; anything else gets a one-line message, and the dialog
// stays open. A number is given to onStart, which starts the run (resetting the scenes)
// or asks first over the dialog (a run in progress): the dialog waits under the question.
class DealNumberDialog : public TextEntryDialog {
public:
    DealNumberDialog(GameContext& context, std::function<void(std::uint64_t)> onStart);

    std::string name() const override { return "deal_number"; }
    // Typed and pasted text keeps its digits only; a refused letter is said at once.
    void handleEvent(const InputEvent& event) override;
    nlohmann::json dumpFields() const override;

    // Checks the field: starts the deal, or explains what is wrong.
    void submit() override;

private:
    std::string title() const override { return std::string(tr("Deal number")); }
    std::string placeholder() const override { return std::string(tr("for example 1")); }
    void cancel() override;
    void insertDigits(const std::string& text);
    OnScreenKeyboard::Keys keyboardKeys() const override { return OnScreenKeyboard::Keys::Digits; }

    std::function<void(std::uint64_t)> m_onStart;
    std::string m_refused; // the characters refused since the last edit accepted
};

} // namespace scoundrel::game
