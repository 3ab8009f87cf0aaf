#include "scenes/DealNumberDialog.h"

#include "scoundrel/Deal.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

namespace scoundrel::game {

namespace {

// A number as a player reads it: 18,446,744,073,709,551,615.
std::string grouped(std::uint64_t n)
{
    std::string digits = std::to_string(n);
    for (auto at = static_cast<std::ptrdiff_t>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}

} // namespace

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
        // One line at every window size: the field's width in 17-pixel letters.
        setMessage(text.empty() ? "Type a deal number first."
                                : "Use digits only: 0 to " + grouped(std::numeric_limits<std::uint64_t>::max()) + ".");
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
