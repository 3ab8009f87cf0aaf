#include "text/Refusal.h"

#include "text/IllegalWords.h"

namespace scoundrel::game {

std::string refusalSentence(const Refusal& refusal)
{
    switch (refusal.kind) {
    case Refusal::Kind::None:
        return {};
    case Refusal::Kind::Move:
        return illegalSentence(refusal.move);
    case Refusal::Kind::NothingToUndo:
        return "Nothing to undo: undo goes back within the current turn";
    case Refusal::Kind::NoHintRunOver:
        return "No hint: the run is over";
    case Refusal::Kind::NoChancesRunOver:
        return "No chances: the run is over";
    }
    return {};
}

} // namespace scoundrel::game
