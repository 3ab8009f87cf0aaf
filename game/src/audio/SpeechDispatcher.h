#pragma once

#include "core/Settings.h"
#include "core/Speaker.h"

#include <functional>
#include <memory>
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
//
// The daemon is spoken to on a thread of its own: libspeechd waits for each reply, and a
// daemon that cannot reach its audio never answers, which must not freeze the game. What
// waits for that thread is no backlog either: an interrupting utterance drops what waits.
class SpeechDispatcher : public Speaker {
public:
    using Loader = std::function<std::optional<SpeechApi>(std::string& why)>;

    SpeechDispatcher(const Settings& settings, std::ostream& errors, Loader loader = loadSpeechApi);
    // Lets the thread go without waiting for it: a daemon that never answers must not
    // keep the game from quitting.
    ~SpeechDispatcher() override;
    SpeechDispatcher(const SpeechDispatcher&) = delete;
    SpeechDispatcher& operator=(const SpeechDispatcher&) = delete;

    void say(std::string_view text, SpeechTurn turn) override;
    // True once the library or the daemon could not be had.
    bool unheard() const override;
    // Waits until the thread has handed everything to the daemon (for tests).
    void waitUntilIdle();

    struct Shared; // what the game's thread and the speech thread share

private:
    const Settings& m_settings;
    std::shared_ptr<Shared> m_shared;
};

} // namespace scoundrel::game
