#include "scenes/PlayerNameDialog.h"

namespace scoundrel::game {

PlayerNameDialog::PlayerNameDialog(GameContext& context, int rank, std::string suggestion,
                                   std::function<void(const std::string&)> onName)
    : TextEntryDialog(context, {"skip", "Skip", "save", "Save name", "field.name", "Your name for the high scores:"}),
      m_rank(rank), m_suggestion(std::move(suggestion)), m_onName(std::move(onName))
{
    m_field.setText(m_suggestion);
}

std::string PlayerNameDialog::title() const
{
    return m_rank == 1 ? "A new best score!" : "Number " + std::to_string(m_rank) + " in your top 10!";
}

void PlayerNameDialog::submit()
{
    const std::string name = typed();
    close(name.empty() ? m_suggestion : name);
}

void PlayerNameDialog::close(const std::string& chosen)
{
    m_context.scenes.pop();
    if (m_onName)
        m_onName(chosen);
}

nlohmann::json PlayerNameDialog::dumpFields() const
{
    return {{"text", m_field.text()}, {"rank", m_rank}};
}

} // namespace scoundrel::game
