#pragma once

#include "core/GameContext.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/TextInput.h"

#include <functional>
#include <string>

namespace scoundrel::game {

// A modal dialog asking for the player's name when a run makes the top 10. The field
// starts with the last name used (or the login name). Enter or Save keeps what is
// typed (an empty field keeps the suggestion); Esc keeps the suggestion. The entry is
// already in the high scores under the suggestion, so closing loses nothing.
class PlayerNameDialog : public Scene {
public:
    PlayerNameDialog(GameContext& context, int rank, std::string suggestion,
                     std::function<void(const std::string&)> onName);
    ~PlayerNameDialog() override;
    PlayerNameDialog(const PlayerNameDialog&) = delete;
    PlayerNameDialog& operator=(const PlayerNameDialog&) = delete;

    std::string name() const override { return "player_name"; }
    bool isModal() const override { return true; }
    void handleEvent(const SDL_Event& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;

    // Keeps the name typed (trimmed; the suggestion when empty) and closes.
    void submit();
    TextInput& field() { return m_field; }

private:
    void close(const std::string& chosen);

    GameContext& m_context;
    int m_rank;
    std::string m_suggestion;
    std::function<void(const std::string&)> m_onName;
    TextInput m_field{24};
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Rect m_fieldRect;
};

} // namespace scoundrel::game
