#pragma once

#include "core/Speaker.h"

#include <ctime>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

namespace scoundrel::game {

// --speech-log FILE: every utterance written to FILE as a line as it is spoken, flushed
// at once so a test can read it while the game runs, and handed on to the voice. FILE is
// added to, never emptied (a player who restarts keeps what was said before): each launch
// begins with its heading line (speechLogHeading), which no utterance starts like.
class SpeechLog : public Speaker {
public:
    // Throws std::runtime_error with a one-line reason when the file cannot be written.
    // launched: when the game started, for the heading.
    SpeechLog(const std::filesystem::path& file, std::unique_ptr<Speaker> voice,
              std::time_t launched = std::time(nullptr));

    void say(std::string_view text, SpeechTurn turn) override;
    void settingsChanged() override { m_voice->settingsChanged(); }
    bool unheard() const override { return m_voice->unheard(); }

private:
    std::ofstream m_file;
    std::unique_ptr<Speaker> m_voice;
};

// The line a launch's utterances come under, with the version and the local time:
// "--- scoundrel 0.1.0, launched 2026-11-28 05:12:03 ---".
std::string speechLogHeading(std::time_t launched);

} // namespace scoundrel::game
