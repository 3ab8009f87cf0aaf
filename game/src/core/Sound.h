#pragma once

#include "core/SoundCue.h"

namespace scoundrel::game {

// Where scenes send what they want heard: the mixer in the game, a recorder in tests.
// It follows the player's settings (volume, mute) and never fails: a sound that cannot
// play is simply not heard.
class Sound {
public:
    virtual ~Sound() = default;

    virtual void play(SoundCue cue) = 0;
    // The volume or mute setting changed: sounds already playing follow at once.
    virtual void settingsChanged() = 0;
    // Whether a device plays the sounds at all: the settings screen says so when not.
    virtual bool available() const { return true; }
};

} // namespace scoundrel::game
