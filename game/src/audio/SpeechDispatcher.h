#pragma once

#include "core/Settings.h"
#include "core/Speaker.h"

#include <functional>
#include <optional>
#include <ostream>
#include <string>

namespace scoundrel::game {

// The handful of libspeechd's functions the game calls, declared here so that neither
// the build nor the game needs Speech Dispatcher installed (the connection and the
// enums passed as what they are underneath: a pointer and ints).
struct SpeechApi {
    void* (*open)(const char* client, const char* connection, const char* user, int mode) = nullptr;
    int (*say)(void* connection, int priority, const char* text) = nullptr;
    int (*cancel)(void* connection) = nullptr;
    int (*setRate)(void* connection, int rate) = nullptr; // -100 to 100, 0 the voice's own
    int (*setVolume)(void* connection, int volume) = nullptr; // -100 to 100
    int (*setLanguage)(void* connection, const char* language) = nullptr;
    void (*close)(void* connection) = nullptr;
};

// libspeechd.so.2 loaded with dlopen, once per process: its functions, or why not.
std::optional<SpeechApi> loadSpeechApi(std::string& why);

// Speech through Speech Dispatcher. Nothing is loaded until the first utterance, so a
// game with speech off starts as fast as before; when the library or the daemon cannot
// be had, one line on errors says so, once, and nothing is spoken.
class SpeechDispatcher : public Speaker {
public:
    using Loader = std::function<std::optional<SpeechApi>(std::string& why)>;

    SpeechDispatcher(const Settings& settings, std::ostream& errors, Loader loader = loadSpeechApi);
    ~SpeechDispatcher() override;
    SpeechDispatcher(const SpeechDispatcher&) = delete;
    SpeechDispatcher& operator=(const SpeechDispatcher&) = delete;

    void say(std::string_view text, SpeechTurn turn) override;

private:
    // Loads and connects the first time; false when there is no speech to be had.
    bool ready();
    // The rate, volume and language follow the settings before each utterance.
    void follow();

    const Settings& m_settings;
    std::ostream& m_errors;
    Loader m_loader;
    bool m_tried = false;
    SpeechApi m_api;
    void* m_connection = nullptr;
    int m_rate = -1; // what was last set, -1 for nothing yet
    int m_volume = -1;
    std::string m_language;
};

} // namespace scoundrel::game
