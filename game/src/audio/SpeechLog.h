#pragma once

#include "core/Speaker.h"

#include <filesystem>
#include <fstream>
#include <memory>

namespace scoundrel::game {

// --speech-log FILE: every utterance written to FILE as a line as it is spoken, flushed
// at once so a test can read it while the game runs, and handed on to the voice.
class SpeechLog : public Speaker {
public:
    // Throws std::runtime_error with a one-line reason when the file cannot be written.
    SpeechLog(const std::filesystem::path& file, std::unique_ptr<Speaker> voice);

    void say(std::string_view text, SpeechTurn turn) override;
    void settingsChanged() override { m_voice->settingsChanged(); }

private:
    std::ofstream m_file;
    std::unique_ptr<Speaker> m_voice;
};

} // namespace scoundrel::game
