#include "app/FullscreenNote.h"

#include "input/Controls.h"

namespace scoundrel::game {

namespace {

// SDL's reasons can run long; the note is one short line.
constexpr std::size_t kLongestReason = 48;

} // namespace

FullscreenNote fullscreenNote(bool wanted, bool isNow, std::string_view error)
{
    if (error.empty() && wanted == isNow) {
        const std::string key = keyName(firstKeyOf(Control::FullScreen));
        return {wanted ? "Full screen on" : "Full screen off",
                key + (wanted ? " goes back to a window" : " fills the screen again")};
    }
    const std::string title = wanted ? "Full screen could not be turned on" : "Full screen could not be left";
    if (error.empty())
        return {title, "The window stayed as it was"};
    std::string reason(error.substr(0, kLongestReason));
    if (error.size() > kLongestReason)
        reason += "…";
    return {title, "The system said: " + reason};
}

} // namespace scoundrel::game
