#pragma once

#include "core/Sound.h"

#include <vector>

namespace scoundrel::game::test {

// A Sound that only remembers: what was played, in order, and how often the settings
// changed.
class SoundRecorder : public Sound {
public:
    void play(SoundCue cue) override { played.push_back(cue); }
    void settingsChanged() override { ++changes; }

    std::vector<SoundId> ids() const
    {
        std::vector<SoundId> out;
        for (const SoundCue& cue : played)
            out.push_back(cue.id);
        return out;
    }

    std::vector<SoundCue> played;
    int changes = 0;
};

} // namespace scoundrel::game::test
