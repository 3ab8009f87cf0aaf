#include "audio/SpeechDispatcher.h"

#include "text/Translate.h"

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>

namespace scoundrel::game {

namespace {

// libspeechd.h's values.
constexpr int kModeSingle = 0; // SPD_MODE_SINGLE
constexpr int kPriorityMessage = 2; // SPD_MESSAGE: said in turn, never dropped
// Utterances that may wait behind the one being said (screens that came up by themselves).
constexpr std::size_t kMostWaiting = 4;

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

// One utterance, with the voice the settings asked for when it was said.
struct Utterance {
    std::string text;
    int rate = 0;
    int volume = 0;
    std::string language;
};

} // namespace

struct SpeechDispatcher::Shared {
    Shared(std::ostream& out, Loader load) : errors(out), loader(std::move(load)) { }

    std::ostream& errors;
    Loader loader;
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Utterance> waiting;
    bool cancelFirst = false; // an interrupt came: what the daemon is saying goes
    bool busy = false;
    bool stop = false;
    bool started = false; // the thread, at the first word
    std::atomic<bool> unheard = false; // set by the speech thread, read by the game's
    // The speech thread's own.
    bool tried = false;
    SpeechApi api;
    void* connection = nullptr;
    int rate = -1000; // what was last set
    int volume = -1000;
    std::string language;

    bool ready();
    void speak(const Utterance& utterance);
    void run();
};

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

bool SpeechDispatcher::Shared::ready()
{
    if (connection || tried)
        return connection != nullptr;
    tried = true;
    std::string why;
    if (std::optional<SpeechApi> loaded = loader(why)) {
        api = *loaded;
        connection = api.open("scoundrel", "main", nullptr, kModeSingle);
        if (!connection)
            why = "Speech Dispatcher did not answer (is speech-dispatcher installed?): nothing is spoken aloud";
    }
    if (!connection) {
        errors << "scoundrel: " << why << '\n';
        unheard = true;
    }
    return connection != nullptr;
}

void SpeechDispatcher::Shared::speak(const Utterance& utterance)
{
    if (utterance.rate != rate)
        api.setRate(connection, rate = utterance.rate);
    if (utterance.volume != volume)
        api.setVolume(connection, volume = utterance.volume);
    if (utterance.language != language) {
        language = utterance.language;
        api.setLanguage(connection, language.c_str());
    }
    api.say(connection, kPriorityMessage, utterance.text.c_str());
}

void SpeechDispatcher::Shared::run()
{
    std::unique_lock lock(mutex);
    while (true) {
        changed.wait(lock, [this] { return stop || !waiting.empty(); });
        if (stop)
            break;
        std::deque<Utterance> batch = std::exchange(waiting, {});
        const bool cancel = std::exchange(cancelFirst, false);
        busy = true;
        lock.unlock();
        if (ready()) {
            if (cancel)
                api.cancel(connection);
            for (const Utterance& utterance : batch)
                speak(utterance);
        }
        lock.lock();
        busy = false;
        changed.notify_all();
    }
    if (connection)
        api.close(connection);
}

SpeechDispatcher::SpeechDispatcher(const Settings& settings, std::ostream& errors, Loader loader)
    : m_settings(settings), m_shared(std::make_shared<Shared>(errors, std::move(loader)))
{
}

SpeechDispatcher::~SpeechDispatcher()
{
    const std::lock_guard lock(m_shared->mutex);
    m_shared->stop = true;
    m_shared->changed.notify_all();
}

void SpeechDispatcher::say(std::string_view text, SpeechTurn turn)
{
    // Settings' 50-200% of the normal rate; Speech Dispatcher's -100 to 100, 0 normal.
    Utterance utterance{std::string(text), std::clamp(m_settings.speechRate - 100, -100, 100),
                        std::clamp(m_settings.speechVolume * 2 - 100, -100, 100), speechLanguage()};
    const std::lock_guard lock(m_shared->mutex);
    if (!std::exchange(m_shared->started, true)) // it owns a share, so it may outlive this
        std::thread([shared = m_shared] { shared->run(); }).detach();
    // What was being said, and what waited, is no longer worth hearing: no backlog.
    if (turn == SpeechTurn::Interrupt) {
        m_shared->waiting.clear();
        m_shared->cancelFirst = true;
    } else if (m_shared->waiting.size() >= kMostWaiting) {
        m_shared->waiting.pop_front();
    }
    m_shared->waiting.push_back(std::move(utterance));
    m_shared->changed.notify_all();
}

bool SpeechDispatcher::unheard() const
{
    return m_shared->unheard;
}

void SpeechDispatcher::waitUntilIdle()
{
    std::unique_lock lock(m_shared->mutex);
    m_shared->changed.wait(lock, [this] { return m_shared->waiting.empty() && !m_shared->busy; });
}

} // namespace scoundrel::game
