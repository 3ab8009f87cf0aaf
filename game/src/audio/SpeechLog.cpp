#include "audio/SpeechLog.h"

#include <stdexcept>
#include <string>

namespace scoundrel::game {

SpeechLog::SpeechLog(const std::filesystem::path& file, std::unique_ptr<Speaker> voice)
    : m_file(file, std::ios::trunc), m_voice(voice ? std::move(voice) : std::make_unique<NullSpeaker>())
{
    if (!m_file)
        throw std::runtime_error("cannot write the speech log " + file.string());
}

void SpeechLog::say(std::string_view text, SpeechTurn turn)
{
    // One utterance a line, whatever it holds.
    std::string line(text);
    for (char& c : line) {
        if (c == '\n' || c == '\r')
            c = ' ';
    }
    m_file << line << '\n' << std::flush;
    m_voice->say(text, turn);
}

} // namespace scoundrel::game
