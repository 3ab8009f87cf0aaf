#include "audio/SpeechLog.h"

#include <stdexcept>
#include <string>

#ifndef SCOUNDREL_VERSION // game/CMakeLists.txt gives this file the project's version
#define SCOUNDREL_VERSION "dev"
#endif

namespace scoundrel::game {

std::string speechLogHeading(std::time_t launched)
{
    std::tm local{};
    localtime_r(&launched, &local);
    char buffer[32];
    const std::string when(buffer, std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M:%S", &local));
    return "--- scoundrel " SCOUNDREL_VERSION ", launched " + when + " ---";
}

SpeechLog::SpeechLog(const std::filesystem::path& file, std::unique_ptr<Speaker> voice, std::time_t launched)
    : m_file(file, std::ios::app), m_voice(voice ? std::move(voice) : std::make_unique<NullSpeaker>())
{
    if (!m_file)
        throw std::runtime_error("cannot write the speech log " + file.string());
    m_file << speechLogHeading(launched) << '\n' << std::flush;
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
