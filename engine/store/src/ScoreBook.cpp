#include "io/ScoreBook.h"

#include "io/AtomicFile.h"

#include "scoundrel/Engine.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ctime>

namespace scoundrel::game {

namespace {

constexpr const char* kFormat = "scoundrel-scores";

std::string formatTime(const char* pattern)
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buffer[64];
    const std::size_t n = std::strftime(buffer, sizeof buffer, pattern, &local);
    return std::string(buffer, n);
}

nlohmann::ordered_json entryToJson(const ScoreEntry& e)
{
    nlohmann::ordered_json json;
    json["score"] = e.score;
    json["result"] = toString(e.result);
    json["date"] = e.date;
    if (e.seed)
        json["seed"] = *e.seed;
    else
        json["deck"] = e.deck;
    json["rules"] = e.rules;
    json["turns"] = e.turns;
    return json;
}

// Throws nlohmann's exceptions on a wrong type; parse() turns them into a reason.
ScoreEntry entryFromJson(const nlohmann::json& json)
{
    ScoreEntry e;
    e.score = json.at("score").get<int>();
    const auto result = parseRunResult(json.at("result").get<std::string>());
    if (!result)
        throw std::invalid_argument("unknown result");
    e.result = *result;
    e.date = json.at("date").get<std::string>();
    if (json.contains("seed"))
        e.seed = json.at("seed").get<std::uint64_t>();
    else
        e.deck = json.at("deck").get<std::string>();
    e.rules = json.at("rules").get<std::string>();
    e.turns = json.at("turns").get<int>();
    return e;
}

// Keeps the unreadable file for the player (or a bug report) instead of overwriting it.
std::string moveAside(const std::filesystem::path& path)
{
    std::filesystem::path aside = path;
    aside += ".corrupt-" + formatTime("%Y%m%d-%H%M%S");
    std::error_code ec;
    std::filesystem::rename(path, aside, ec);
    return ec ? std::string{} : aside.filename().string();
}

} // namespace

std::string_view toString(RunResult result)
{
    switch (result) {
    case RunResult::Won:
        return "won";
    case RunResult::Lost:
        return "lost";
    case RunResult::Abandoned:
        return "abandoned";
    }
    return "lost";
}

std::optional<RunResult> parseRunResult(std::string_view text)
{
    for (RunResult r : {RunResult::Won, RunResult::Lost, RunResult::Abandoned}) {
        if (toString(r) == text)
            return r;
    }
    return std::nullopt;
}

ScoreEntry makeScoreEntry(const RunRecord& record, const GameState& final, std::string date)
{
    ScoreEntry e;
    e.score = score(final);
    e.result = final.status == Status::Won ? RunResult::Won
               : final.status == Status::Lost && !final.abandoned ? RunResult::Lost
                                                                    : RunResult::Abandoned;
    e.date = std::move(date);
    e.seed = record.deal.seed;
    for (Card card : record.deal.cards)
        e.deck += (e.deck.empty() ? "" : " ") + card.name();
    e.rules = record.rules.name();
    e.turns = final.turn;
    return e;
}

std::string localTimestamp()
{
    // strftime's %z gives +0100; ISO 8601 extended format wants +01:00.
    std::string text = formatTime("%Y-%m-%dT%H:%M:%S%z");
    if (text.size() >= 5)
        text.insert(text.size() - 2, ":");
    return text;
}

ScoreBook ScoreBook::load(const std::filesystem::path& saveDir, std::string* notice)
{
    ScoreBook book(saveDir);
    const auto path = saveDir / kScoreFileName;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return book;
    std::string text;
    std::string why;
    std::optional<std::vector<ScoreEntry>> entries;
    if (readWholeFile(path, text, &why))
        entries = parse(text, &why);
    if (entries) {
        book.m_entries = std::move(*entries);
        return book;
    }
    const std::string aside = moveAside(path);
    if (notice)
        *notice = "High scores could not be read (" + why + ")" + (aside.empty() ? "" : "; kept as " + aside);
    return book;
}

std::optional<std::vector<ScoreEntry>> ScoreBook::parse(const std::string& text, std::string* error)
{
    std::string ignored;
    std::string& why = error ? *error : ignored;
    const auto json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.is_object() || json.value("format", std::string{}) != kFormat) {
        why = "not a Scoundrel scores file";
        return std::nullopt;
    }
    if (!json.contains("version") || !json["version"].is_number_integer() ||
        json["version"].get<long long>() > kScoreFileVersion) {
        why = "unknown version";
        return std::nullopt;
    }
    std::vector<ScoreEntry> entries;
    try {
        for (const auto& item : json.at("entries"))
            entries.push_back(entryFromJson(item));
    } catch (const std::exception&) {
        why = "entry " + std::to_string(entries.size() + 1) + " is damaged";
        return std::nullopt;
    }
    return entries;
}

std::string ScoreBook::toText() const
{
    nlohmann::ordered_json json;
    json["format"] = kFormat;
    json["version"] = kScoreFileVersion;
    json["entries"] = nlohmann::ordered_json::array();
    for (const ScoreEntry& e : m_entries)
        json["entries"].push_back(entryToJson(e));
    return json.dump(1) + "\n";
}

std::string ScoreBook::record(const ScoreEntry& entry)
{
    m_entries.push_back(entry);
    return writeFileAtomically(m_saveDir / kScoreFileName, toText());
}

std::vector<std::string> ScoreBook::ruleSets() const
{
    std::vector<std::string> names;
    for (const ScoreEntry& e : m_entries) {
        if (std::find(names.begin(), names.end(), e.rules) == names.end())
            names.push_back(e.rules);
    }
    std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) {
        return std::make_pair(a != "official", a) < std::make_pair(b != "official", b);
    });
    return names;
}

std::vector<std::size_t> ScoreBook::top(const std::string& rules, std::size_t count) const
{
    std::vector<std::size_t> indices;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].rules == rules)
            indices.push_back(i);
    }
    std::stable_sort(indices.begin(), indices.end(),
                     [this](std::size_t a, std::size_t b) { return m_entries[a].score > m_entries[b].score; });
    indices.resize(std::min(indices.size(), count));
    return indices;
}

int ScoreBook::rankOf(std::size_t index) const
{
    if (index >= m_entries.size())
        return 0;
    const auto best = top(m_entries[index].rules);
    const auto it = std::find(best.begin(), best.end(), index);
    return it == best.end() ? 0 : static_cast<int>(it - best.begin()) + 1;
}

ScoreStats ScoreBook::stats(const std::string& rules) const
{
    ScoreStats s;
    long long total = 0;
    for (const ScoreEntry& e : m_entries) {
        if (e.rules != rules)
            continue;
        s.best = s.runs == 0 ? e.score : std::max(s.best, e.score);
        ++s.runs;
        s.wins += e.result == RunResult::Won ? 1 : 0;
        total += e.score;
    }
    if (s.runs > 0)
        s.average = static_cast<double>(total) / s.runs;
    return s;
}

} // namespace scoundrel::game
