#include "scenes/DealNumberDialog.h"

#include "scoundrel/Deal.h"

#include <nlohmann/json.hpp>

namespace scoundrel::game {

DealNumberDialog::DealNumberDialog(GameContext& context, std::function<void(std::uint64_t)> onStart)
    : TextEntryDialog(context,
                      {"cancel", "Cancel", "start", "Play this deal", "field.deal",
                       "The same number always deals the same dungeon."}),
      m_onStart(std::move(onStart))
{
}

void DealNumberDialog::submit()
{
    const std::string text = typed();
    const auto seed = parseSeed(text);
    if (!seed) {
        setMessage(text.empty() ? "Type a deal number first."
                                : "A deal number is a whole number from 0 to 18446744073709551615.");
        return;
    }
    m_context.scenes.pop();
    if (m_onStart)
        m_onStart(*seed);
}

void DealNumberDialog::cancel()
{
    m_context.scenes.pop();
}

nlohmann::json DealNumberDialog::dumpFields() const
{
    return {{"text", m_field.text()}, {"message", message()}};
}

} // namespace scoundrel::game
