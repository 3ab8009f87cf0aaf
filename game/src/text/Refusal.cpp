#include "text/Refusal.h"

#include "text/IllegalWords.h"
#include "text/Translate.h"

namespace scoundrel::game {

std::string refusalSentence(const Refusal& refusal)
{
    switch (refusal.kind) {
    case Refusal::Kind::None:
        return {};
    case Refusal::Kind::Move:
        return illegalSentence(refusal.move);
    case Refusal::Kind::NothingToUndo:
        return std::string(tr("Nothing to undo: undo goes back within the current turn"));
    case Refusal::Kind::NoUndoRunOver:
        return std::string(tr("No undo: the run is over"));
    case Refusal::Kind::NoHintRunOver:
        return std::string(tr("No hint: the run is over"));
    case Refusal::Kind::NoChancesRunOver:
        return std::string(tr("No chances: the run is over"));
    }
    return {};
}

} // namespace scoundrel::game
