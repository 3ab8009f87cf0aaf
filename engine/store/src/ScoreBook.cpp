#include "scoundrel/store/ScoreBook.h"

#include "EntryMending.h"
#include "ScoreEntryJson.h"

#include "scoundrel/store/JsonLimits.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::store {

ScoreEntry makeScoreEntry(const RunRecord& record, const GameState& final, std::string date, bool assisted)
{
    ScoreEntry e;
    e.score = score(final);
    e.result = final.status == Status::Won                 ? RunResult::Won
        : final.status == Status::Lost && !final.abandoned ? RunResult::Lost
                                                           : RunResult::Abandoned;
    e.date = std::move(date);
    e.seed = record.deal.seed;
    for (Card card : record.deal.cards)
        e.deck += (e.deck.empty() ? "" : " ") + card.name();
    e.rules = record.rules.name();
    e.turns = final.turn;
    e.assisted = assisted;
    e.run = record;
    return e;
}

ScoreBook ScoreBook::load(const std::filesystem::path& saveDir)
{
    LoadReport report;
    return load(saveDir, report);
}

namespace {

// The file's entries, each read on its own; nothing, with the problem, when the file as a
// whole is damaged (not JSON, not a score file, no list of entries).
std::optional<std::vector<ReadEntry<ScoreEntry>>> readEntries(const std::string& text, ParseProblem& problem)
{
    nlohmann::json json;
    if (!parseVersionedFile(text, {kScoreFormat, "scores", kScoreFileVersion}, json, problem))
        return std::nullopt;
    if (!json.contains("entries") || !json["entries"].is_array()) {
        problem = {false, damage(Damage::NoEntries)};
        return std::nullopt;
    }
    return readEach<ScoreEntry>(json["entries"], DamageIn::Entry, entryFromJson);
}

// A run is the same from one save to the next in all it holds but its name, the one
// thing a later save changes; nothing when the entry is not an object.
std::optional<std::string> runIdentity(const nlohmann::json& raw)
{
    if (!raw.is_object())
        return std::nullopt;
    nlohmann::json withoutName = raw;
    withoutName.erase("name");
    return withoutName.dump();
}

} // namespace

ScoreBook ScoreBook::load(const std::filesystem::path& saveDir, LoadReport& report)
{
    ScoreBook book(saveDir);
    const auto accept = [&](const std::string& text, ParseProblem& p) {
        auto entries = parse(text, p);
        if (entries)
            book.m_entries = std::move(*entries);
        return entries.has_value();
    };
    const auto mend = [&](const std::string& text, const std::string* backupText) -> std::optional<Mended> {
        Mended result;
        auto entries = mendFromBackup<ScoreEntry>(text, backupText, readEntries, runIdentity, result);
        if (!entries)
            return std::nullopt;
        book.m_entries = std::move(*entries);
        result.text = book.toText();
        return result;
    };
    report = book.m_file.load(accept, mend);
    if (!report.loaded())
        book.m_entries.clear();
    return book;
}

std::optional<std::vector<ScoreEntry>> ScoreBook::parse(const std::string& text, ParseProblem& problem)
{
    const auto read = readEntries(text, problem);
    if (!read)
        return std::nullopt;
    if (const auto found = firstDamage(*read)) {
        problem = {false, *found};
        return std::nullopt;
    }
    std::vector<ScoreEntry> entries;
    for (const auto& one : *read)
        entries.push_back(*one.entry);
    return entries;
}

std::string ScoreBook::textOf(const std::vector<ScoreEntry>& entries)
{
    nlohmann::ordered_json json;
    json["format"] = kScoreFormat;
    json["version"] = kScoreFileVersion;
    json["entries"] = nlohmann::ordered_json::array();
    for (const ScoreEntry& e : entries)
        json["entries"].push_back(toJson(e));
    return json.dump(1) + "\n";
}

WriteFailure ScoreBook::record(const ScoreEntry& entry)
{
    m_entries.push_back(entry);
    return m_file.write(toText());
}

WriteFailure ScoreBook::setName(const ScoreEntry& entry, const std::string& name)
{
    const auto sameRun = [&entry](ScoreEntry e) {
        e.name = entry.name;
        return e == entry;
    };
    const auto found = std::find_if(m_entries.rbegin(), m_entries.rend(), sameRun);
    ScoreEntry& named = found != m_entries.rend() ? *found : m_entries.emplace_back(entry);
    named.name = name.substr(0, kMaxNameBytes);
    return m_file.write(toText());
}

std::string ScoreBook::defaultPlayerName() const
{
    for (auto it = m_entries.rbegin(); it != m_entries.rend(); ++it) {
        if (!it->name.empty())
            return it->name;
    }
    return loginName();
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
        const bool won = e.result == RunResult::Won;
        s.wins += won ? 1 : 0;
        s.currentStreak = won ? s.currentStreak + 1 : 0;
        s.bestStreak = std::max(s.bestStreak, s.currentStreak);
        total += e.score;
    }
    if (s.runs > 0)
        s.average = static_cast<double>(total) / s.runs;
    return s;
}

} // namespace scoundrel::store
