#pragma once

#include "SceneHarness.h"

#include "core/Speaker.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game::test {

// Speech as a screen reader would be handed it: each line kept, in order.
struct SpokenLines : Speaker {
    std::vector<std::string> said;
    void say(std::string_view text, SpeechTurn /*turn*/) override { said.emplace_back(text); }
    // Whether any line said so far holds part.
    bool heard(std::string_view part) const
    {
        return std::any_of(said.begin(), said.end(),
                           [part](const std::string& s) { return s.find(part) != std::string::npos; });
    }
};

// Speech turned on in h, what it says kept in lines.
inline void listen(SceneHarness& h, SpokenLines& lines)
{
    h.context().speaker = &lines;
    h.context().settings.speechOn = true;
}

} // namespace scoundrel::game::test
