#include "scoundrel/GameState.h"

namespace scoundrel {

std::string_view toString(Status status)
{
    switch (status) {
    case Status::Playing:
        return "playing";
    case Status::Won:
        return "won";
    case Status::Lost:
        return "lost";
    }
    return "?";
}

} // namespace scoundrel
