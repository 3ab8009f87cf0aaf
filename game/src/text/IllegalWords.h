#pragma once

#include "scoundrel/IllegalReason.h"

#include <string>

namespace scoundrel::game {

// A refused move in the game's words, as a sentence the player reads on its own ("You
// have no weapon equipped"); empty for Illegal::None. The engine says why as values
// (reasonFor); every kind is worded here, and a kind without words does not compile
// (the switch has no default, and warnings are errors). scoundrel-cli words the same
// values in its own English (scoundrel/IllegalEnglish.h), with its move syntax.
std::string illegalSentence(const IllegalReason& reason);
// The same where the card is already the question's (the fight dialog, under its greyed
// With weapon): the weapon's limit without naming the monster again, which in the longer
// languages ran out of the dialog's option.
std::string illegalSentenceForItsCard(const IllegalReason& reason);

} // namespace scoundrel::game
