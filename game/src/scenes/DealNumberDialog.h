#pragma once

#include "core/GameContext.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/TextInput.h"

#include <cstdint>
#include <functional>
#include <string>

namespace scoundrel::game {

// A modal dialog asking for a deal number (a seed) to play. What is typed is checked
// with the engine's parseSeed; anything else gets a one-line message, and the dialog
// stays open. Holds SDL text input on while it is open.
class DealNumberDialog : public Scene {
public:
    DealNumberDialog(GameContext& context, std::function<void(std::uint64_t)> onStart);
    ~DealNumberDialog() override;
    DealNumberDialog(const DealNumberDialog&) = delete;
    DealNumberDialog& operator=(const DealNumberDialog&) = delete;

    std::string name() const override { return "deal_number"; }
    bool isModal() const override { return true; }
    void handleEvent(const SDL_Event& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;

    // Checks the field: starts the deal, or explains what is wrong.
    void submit();
    const std::string& message() const { return m_message; }
    TextInput& field() { return m_field; }

private:
    GameContext& m_context;
    std::function<void(std::uint64_t)> m_onStart;
    TextInput m_field{24};
    std::string m_message;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Rect m_fieldRect;
};

} // namespace scoundrel::game
