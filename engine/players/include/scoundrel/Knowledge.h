#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Card.h"
#include "scoundrel/GameState.h"
#include "scoundrel/RunRecord.h"
#include "scoundrel/SplitMix64.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel {

// What a player knows of a run: everything face up (health, room, weapon, slain,
// discard, turn flags) and the dungeon as blocks, top first. The top block holds the
// cards never seen, as a set; below it come the rooms put under by avoiding, in the
// order they went (in slot order under avoid_order=keep, as a set under shuffle).
// It never holds the real order of unseen cards, so advice built on it cannot cheat.
class Knowledge {
public:
    struct Block {
        std::vector<Card> cards; // top first when ordered, else sorted
        bool ordered = false;
        bool seen = false; // an avoided room, rather than cards never seen
        bool operator==(const Block&) const = default;
    };

    // Replays the record as the player saw it; nothing, with the reason, when the deal
    // or a move is not valid.
    static std::optional<Knowledge> fromRecord(const RunRecord& record, std::string* error = nullptr);
    // Knowing only what is face up now and the dungeon's cards as one unseen set: all
    // a player knows at the start of a game (the deal's cards, less the first room).
    static Knowledge fromState(const GameState& state);

    // What taking action and then seeing the position after teaches: the cards drawn
    // and the room put under. False, leaving this unchanged, when after cannot follow
    // from this knowledge (not the same game).
    bool observe(Action action, const GameState& after);

    // True when state shows exactly what this knowledge shows face up.
    bool matches(const GameState& state) const;

    const GameState& faceUp() const { return m_faceUp; }
    const std::vector<Block>& dungeon() const { return m_dungeon; }
    std::size_t dungeonSize() const;
    // How many dungeon orders fit the knowledge, capped at a million.
    std::uint64_t orders() const;
    // The cards never seen, sorted.
    std::vector<Card> unseen() const;

    // A full position consistent with this knowledge: each unordered block shuffled
    // with rng, and a fresh generator state for avoid_order=shuffle.
    GameState sample(SplitMix64& rng) const;
    // The position with every block in its stored order: for legality, which never
    // depends on the dungeon's order.
    GameState canonical() const;
    // A hash of the knowledge alone, the seed of the advice's samples.
    std::uint64_t hash() const;

    bool operator==(const Knowledge&) const = default;

private:
    bool drawFromTop(Card card);

    GameState m_faceUp; // dungeon empty, generator cleared
    std::vector<Block> m_dungeon; // top first
};

} // namespace scoundrel
