#include "scenes/DealNumberDialog.h"

#include "text/Numbers.h"
#include "text/Translate.h"

#include "scoundrel/Deal.h"

#include <SDL_clipboard.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

namespace scoundrel::game {

DealNumberDialog::DealNumberDialog(GameContext& context, std::function<void(std::uint64_t)> onStart)
    : TextEntryDialog(context,
                      {"cancel", std::string(tr("Cancel")), "start", std::string(tr("Play this deal")), "field.deal",
                       std::string(tr("The same number always deals the same dungeon."))}),
      m_onStart(std::move(onStart))
{
    // The largest deal number, 18446744073709551615, has 20 digits.
    field() = TextInput{20};
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
    const std::string before = m_field.text();
    TextEntryDialog::handleEvent(event);
    if (m_field.text() != before) // Backspace, Delete: an edit accepted
        m_refused.clear();
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
        else
            refused += c;
    }
    if (!digits.empty() && m_field.insert(digits))
        m_refused.clear(); // an edit accepted: the note starts again
    // Every character refused since the last edit accepted is named, not only the last
    // (a new player typed "abc" and read that "c" was not typed).
    m_refused += refused;
    // A long run of them is cut, to keep the note to one line.
    constexpr std::size_t kShown = 10;
    std::string shown = m_refused.size() > kShown ? m_refused.substr(0, kShown) + "…" : m_refused;
    // A byte of a longer UTF-8 letter is not shown alone: the note names them only when plain.
    bool plain = true;
    for (char c : m_refused)
        plain = plain && static_cast<unsigned char>(c) < 0x80;
    // A digit typed after them leaves the note up: np37 typed "abc-5" quickly and read deal
    // #5 with no word that anything had been left out.
    if (refused.empty())
        return;
    // TRANSLATORS: {0} the characters typed, such as "x" or "abc".
    setMessage(plain ? format(tr("Digits only: \"{0}\" was not typed."), shown)
                     : std::string(tr("Digits only: that letter was not typed.")));
}

void DealNumberDialog::submit()
{
    const std::string text = typed();
    const auto seed = parseSeed(text);
    if (!seed) {
        if (text.empty()) {
            setMessage(std::string(tr("Type a deal number first.")));
            return;
        }
        // One line at every window size: the field's width in 17-pixel letters. Digits too many
        // are told the range alone (np24 was told "Use digits only" for twenty nines).
        const std::string largest = groupedNumber(std::numeric_limits<std::uint64_t>::max());
        const bool digits = std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
        // TRANSLATORS: {0} the largest deal number.
        setMessage(digits ? format(tr("Too large: 0 to {0}."), largest)
                          // TRANSLATORS: {0} the largest deal number.
                          : format(tr("Use digits only: 0 to {0}."), largest));
        return;
    }
    // Left under the question onStart may ask ("Abandon your run?"), so that its Cancel comes
    // back to the number typed (np21 lost it); starting the run clears every scene.
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
