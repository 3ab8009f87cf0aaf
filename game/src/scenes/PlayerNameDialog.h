#pragma once

#include "scenes/TextEntryDialog.h"

#include <functional>
#include <string>

namespace scoundrel::game {

// A modal dialog that changes the name a run is kept under in the high scores: the
// field holds the name as it is, selected, so typing replaces it; it takes what the
// result screen's name field takes (24 letters, only letters the font can draw). Save
// (or Enter) hands the name to onSave, trimmed (empty: no name); Esc and Cancel keep it.
class PlayerNameDialog : public TextEntryDialog {
public:
    // prompt: the run the name is for, as the dialog says it.
    PlayerNameDialog(GameContext& context, const std::string& name, std::string prompt,
                     std::function<void(const std::string&)> onSave);

    std::string name() const override { return "player_name"; }
    nlohmann::json dumpFields() const override;
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    // A pad user's keys add to the name (the on-screen keyboard shows no selection).
    void entered() override;
    void submit() override;

private:
    std::string title() const override;
    std::string placeholder() const override;
    void cancel() override;

    std::string m_prompt;
    std::function<void(const std::string&)> m_onSave;
};

} // namespace scoundrel::game
