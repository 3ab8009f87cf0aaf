#include "app/FullscreenNote.h"

#include "input/Controls.h"
#include "text/Translate.h"

namespace scoundrel::game {

namespace {

// SDL's reasons can run long; the note is one short line.
constexpr std::size_t kLongestReason = 48;

} // namespace

FullscreenNote fullscreenNote(bool wanted, bool isNow, std::string_view error)
{
    if (error.empty() && wanted == isNow) {
        const std::string key = keyLabel(firstKeyOf(Control::FullScreen));
        const std::string_view title = wanted ? tr("Full screen on") : tr("Full screen off");
        // TRANSLATORS: {0} the key, such as "F11".
        return {std::string(title),
                format(wanted ? tr("{0} goes back to a window") : tr("{0} fills the screen again"), key)};
    }
    const std::string title(wanted ? tr("Full screen could not be turned on") : tr("Full screen could not be left"));
    if (error.empty())
        return {title, std::string(tr("The window stayed as it was"))};
    std::string reason(error.substr(0, kLongestReason));
    if (error.size() > kLongestReason)
        reason += "…";
    // TRANSLATORS: {0} the system's reason, in English.
    return {title, format(tr("The system said: {0}"), reason)};
}

} // namespace scoundrel::game
