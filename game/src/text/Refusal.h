#pragma once

#include "scoundrel/IllegalReason.h"

#include <cstdint>
#include <string>

namespace scoundrel::game {

// Why the table refuses a command now, as a value (TableSession::check): its kind and,
// for a move, the engine's reason with its parameters. Tests assert the kind; the
// sentence the player reads comes from refusalSentence, in the text layer.
struct Refusal {
    enum class Kind : std::uint8_t {
        None, // the command can be done
        Move, // the engine refuses the move: see move
        NothingToUndo, // undo goes back only within the current turn
        NoUndoRunOver, // the run is over and scored as it ended
        NoHintRunOver,
        NoChancesRunOver,
    };

    constexpr Refusal() = default;
    constexpr explicit Refusal(Kind why, IllegalReason reason = IllegalReason{}) : kind(why), move(reason) { }

    Kind kind = Kind::None;
    IllegalReason move; // Kind::Move: why

    bool refused() const { return kind != Kind::None; }
    bool operator==(const Refusal&) const = default;
};

// The refusal as a sentence shown alone (a message line, a button's tooltip); empty
// when nothing is refused. Every kind has words: the switch has no default.
std::string refusalSentence(const Refusal& refusal);

} // namespace scoundrel::game
