#pragma once

#include "scenes/TextEntryDialog.h"

#include <functional>
#include <string>

namespace scoundrel::game {

// A modal dialog asking for the player's name when a run makes the top 10. The field
// starts with the last name used (or the login name). Enter or Save keeps what is
// typed (an empty field keeps the suggestion); Esc keeps the suggestion. The entry is
// already in the high scores under the suggestion, so closing loses nothing.
class PlayerNameDialog : public TextEntryDialog {
public:
    PlayerNameDialog(GameContext& context, int rank, std::string suggestion,
                     std::function<void(const std::string&)> onName);

    std::string name() const override { return "player_name"; }
    nlohmann::json dumpFields() const override;

    // Keeps the name typed (trimmed; the suggestion when empty) and closes.
    void submit() override;

private:
    std::string title() const override;
    std::string placeholder() const override { return m_suggestion; }
    void cancel() override { close(m_suggestion); }
    void close(const std::string& chosen);

    int m_rank;
    std::string m_suggestion;
    std::function<void(const std::string&)> m_onName;
};

} // namespace scoundrel::game
