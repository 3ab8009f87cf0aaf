#pragma once

#include "core/Sound.h"

#include <vector>

namespace scoundrel::game::test {

// A Sound that only remembers: what was played, in order, and how often the settings
// changed; a test that listens for other sounds may leave the buttons' clicks out.
class SoundRecorder : public Sound {
public:
    void play(SoundCue cue) override
    {
        if (!ignoreClicks || cue.id != SoundId::Click)
            played.push_back(cue);
    }
    void settingsChanged() override { ++changes; }
    bool available() const override { return device; }

    std::vector<SoundId> ids() const
    {
        std::vector<SoundId> out;
        for (const SoundCue& cue : played)
            out.push_back(cue.id);
        return out;
    }

    std::vector<SoundCue> played;
    int changes = 0;
    bool ignoreClicks = false;
    bool device = true; // false: as the mixer with no audio device
};

} // namespace scoundrel::game::test
