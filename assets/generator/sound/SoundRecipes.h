#pragma once

#include "Synth.h"

#include <string>
#include <vector>

namespace soundgen {

// One of the game's sounds: the file it is written to and how it is made.
struct SoundRecipe {
    std::string file; // "deal.wav"
    Signal (*make)();
    bool loop = false; // music, played round and round
};

// Every sound the game plays, each short and soft: a card dealt, placed, a weapon
// equipped, a monster slain, a hit, a potion drunk or wasted, a room avoided, a refused
// drop, victory, defeat and a button's click; and the music loop.
const std::vector<SoundRecipe>& soundRecipes();

} // namespace soundgen
