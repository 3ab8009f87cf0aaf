#include "app/FullscreenNote.h"

namespace scoundrel::game {

namespace {

// SDL's reasons can run long; the note is one short line.
constexpr std::size_t kLongestReason = 48;

} // namespace

FullscreenNote fullscreenNote(bool wanted, bool isNow, std::string_view error)
{
    if (error.empty() && wanted == isNow)
        return {wanted ? "Full screen on" : "Full screen off",
                wanted ? "F11 goes back to a window" : "F11 fills the screen again"};
    const std::string title = wanted ? "Full screen could not be turned on" : "Full screen could not be left";
    if (error.empty())
        return {title, "The window stayed as it was"};
    std::string reason(error.substr(0, kLongestReason));
    if (error.size() > kLongestReason)
        reason += "…";
    return {title, "The system said: " + reason};
}

} // namespace scoundrel::game
