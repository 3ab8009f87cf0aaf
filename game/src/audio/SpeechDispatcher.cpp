#include "audio/SpeechDispatcher.h"

#include "text/Translate.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstring>

namespace scoundrel::game {

namespace {

// libspeechd.h's values.
constexpr int kModeSingle = 0; // SPD_MODE_SINGLE
constexpr int kPriorityMessage = 2; // SPD_MESSAGE: said in turn, never dropped

// A symbol of the library as the function it is (dlsym gives an object pointer).
template <typename Function>
bool find(void* library, const char* name, Function& out)
{
    void* symbol = dlsym(library, name);
    std::memcpy(&out, &symbol, sizeof out);
    return symbol != nullptr;
}

// The game's language as Speech Dispatcher names it: "en", "de", "pt-BR".
std::string speechLanguage()
{
    std::string code = languageInUse().empty() ? "en" : languageInUse();
    std::replace(code.begin(), code.end(), '_', '-');
    return code;
}

} // namespace

std::optional<SpeechApi> loadSpeechApi(std::string& why)
{
    // Kept loaded until the process ends: a connection may outlive any one owner.
    void* library = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        why = "Speech Dispatcher's library (libspeechd.so.2) was not found: nothing is spoken aloud";
        return std::nullopt;
    }
    SpeechApi api;
    if (!find(library, "spd_open", api.open) || !find(library, "spd_say", api.say) ||
        !find(library, "spd_cancel", api.cancel) || !find(library, "spd_set_voice_rate", api.setRate) ||
        !find(library, "spd_set_volume", api.setVolume) || !find(library, "spd_set_language", api.setLanguage) ||
        !find(library, "spd_close", api.close)) {
        why = "libspeechd.so.2 lacks a function the game needs: nothing is spoken aloud";
        return std::nullopt;
    }
    return api;
}

SpeechDispatcher::SpeechDispatcher(const Settings& settings, std::ostream& errors, Loader loader)
    : m_settings(settings), m_errors(errors), m_loader(std::move(loader))
{
}

SpeechDispatcher::~SpeechDispatcher()
{
    if (m_connection)
        m_api.close(m_connection);
}

bool SpeechDispatcher::ready()
{
    if (m_connection || m_tried)
        return m_connection != nullptr;
    m_tried = true;
    std::string why;
    if (std::optional<SpeechApi> api = m_loader(why)) {
        m_api = *api;
        m_connection = m_api.open("scoundrel", "main", nullptr, kModeSingle);
        if (!m_connection)
            why = "Speech Dispatcher did not answer (is speech-dispatcher installed?): nothing is spoken aloud";
    }
    if (!m_connection)
        m_errors << "scoundrel: " << why << '\n';
    return m_connection != nullptr;
}

void SpeechDispatcher::follow()
{
    // Settings' 50-200% of the normal rate; Speech Dispatcher's -100 to 100, 0 normal.
    const int rate = std::clamp(m_settings.speechRate - 100, -100, 100);
    const int volume = std::clamp(m_settings.speechVolume * 2 - 100, -100, 100);
    if (rate != m_rate)
        m_api.setRate(m_connection, m_rate = rate);
    if (volume != m_volume)
        m_api.setVolume(m_connection, m_volume = volume);
    if (const std::string language = speechLanguage(); language != m_language) {
        m_language = language;
        m_api.setLanguage(m_connection, m_language.c_str());
    }
}

void SpeechDispatcher::say(std::string_view text, SpeechTurn turn)
{
    if (!ready())
        return;
    follow();
    // What was being said, and what waited, is no longer worth hearing: no backlog.
    if (turn == SpeechTurn::Interrupt)
        m_api.cancel(m_connection);
    m_api.say(m_connection, kPriorityMessage, std::string(text).c_str());
}

} // namespace scoundrel::game
