#include "scenes/DealNumberDialog.h"

#include "scoundrel/Deal.h"

#include <SDL_clipboard.h>

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

void DealNumberDialog::handleEvent(const InputEvent& event)
{
    if (event.kind == InputEvent::Kind::Text)
        return insertDigits(event.text);
    if (event.isKey(SDLK_v) && event.hasMod(KMOD_CTRL)) {
        char* clip = SDL_GetClipboardText();
        insertDigits(clip ? clip : "");
        SDL_free(clip);
        return;
    }
    TextEntryDialog::handleEvent(event);
}

void DealNumberDialog::insertDigits(const std::string& text)
{
    // Blanks around a pasted number come with it by habit: left out without a word.
    const auto first = text.find_first_not_of(" \t\r\n");
    const std::string trimmed =
        first == std::string::npos ? std::string{} : text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
    std::string digits;
    std::string refused;
    for (char c : trimmed) {
        if (c >= '0' && c <= '9')
            digits += c;
        else if (refused.empty())
            refused = std::string(1, c);
    }
    if (!digits.empty())
        m_field.insert(digits);
    // A byte of a longer UTF-8 letter is not shown alone: the note names it only when plain.
    const bool plain = !refused.empty() && static_cast<unsigned char>(refused[0]) < 0x80;
    setMessage(refused.empty() ? std::string{}
                   : plain     ? "Digits only: \"" + refused + "\" was not typed."
                               : "Digits only: that letter was not typed.");
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
