#include "scoundrel/store/AchievementBook.h"

#include "EntryMending.h"

#include "scoundrel/store/JsonLimits.h"

#include "scoundrel/Json.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::store {

namespace {

constexpr std::size_t kMaxIdBytes = 64;
constexpr std::size_t kMaxDateBytes = 40;

std::string boundedString(const nlohmann::json& json, const char* key, std::size_t maxBytes)
{
    if (!json.contains(key) || !json[key].is_string())
        throw DamageFound{damage(Damage::FieldMissing, key)};
    auto text = json[key].get<std::string>();
    if (text.empty() || text.size() > maxBytes)
        throw DamageFound{damage(Damage::FieldEmptyOrLong, key)};
    return text;
}

// Throws DamageFound on anything wrong, the run included: its moves must replay, so
// that Watch can show it.
EarnedAchievement earnedFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        throw DamageFound{damage(Damage::AchievementNotObject)};
    EarnedAchievement e;
    e.id = boundedString(json, "id", kMaxIdBytes);
    e.date = boundedString(json, "date", kMaxDateBytes);
    if (!json.contains("run"))
        throw DamageFound{damage(Damage::NoRun)};
    JsonProblem unread;
    ReplayProblem refused;
    auto run = runRecordFromJson(json["run"], &unread);
    if (!run || !replay(*run, refused)) {
        Diagnostic found = damage(Damage::RunUnreadable);
        found.json = unread;
        found.replay = refused;
        throw DamageFound{std::move(found)};
    }
    e.run = std::move(*run);
    return e;
}

nlohmann::ordered_json toJson(const EarnedAchievement& e)
{
    nlohmann::ordered_json json;
    json["id"] = e.id;
    json["date"] = e.date;
    json["run"] = scoundrel::toJson(e.run);
    return json;
}

// The file's achievements, each read on its own, an id earned a second time counting as
// damage; nothing, with the problem, when the file as a whole is damaged.
std::optional<std::vector<ReadEntry<EarnedAchievement>>> readEarned(const std::string& text, ParseProblem& problem)
{
    nlohmann::json json;
    if (!parseVersionedFile(text, {kAchievementFormat, "achievements", kAchievementFileVersion}, json, problem))
        return std::nullopt;
    if (!json.contains("earned") || !json["earned"].is_array()) {
        problem = {false, damage(Damage::NoAchievements)};
        return std::nullopt;
    }
    auto earned = readEach<EarnedAchievement>(json["earned"], DamageIn::Achievement, earnedFromJson);
    for (std::size_t i = 0; i < earned.size(); ++i) {
        const bool twice = earned[i].entry &&
            std::any_of(earned.begin(), earned.begin() + static_cast<std::ptrdiff_t>(i),
                        [&](const auto& other) { return other.entry && other.entry->id == earned[i].entry->id; });
        if (twice) {
            earned[i].entry.reset();
            earned[i].found = damage(Damage::EarnedTwice);
            earned[i].found.in = DamageIn::Achievement;
            earned[i].found.item = static_cast<int>(i) + 1;
        }
    }
    return earned;
}

// An achievement is the same from one save to the next by its id.
std::optional<std::string> achievementIdentity(const nlohmann::json& raw)
{
    if (!raw.is_object() || !raw.contains("id") || !raw["id"].is_string())
        return std::nullopt;
    return raw["id"].get<std::string>();
}

} // namespace

AchievementBook AchievementBook::load(const std::filesystem::path& saveDir, LoadReport& report)
{
    AchievementBook book(saveDir);
    const auto accept = [&](const std::string& text, ParseProblem& p) {
        auto earned = parse(text, p);
        if (earned)
            book.m_earned = std::move(*earned);
        return earned.has_value();
    };
    const auto mend = [&](const std::string& text, const std::string* backupText) -> std::optional<Mended> {
        Mended result;
        auto earned = mendFromBackup<EarnedAchievement>(text, backupText, readEarned, achievementIdentity, result);
        if (!earned)
            return std::nullopt;
        // A copy from the backup never makes an id earned twice.
        book.m_earned.clear();
        for (EarnedAchievement& e : *earned) {
            if (!book.find(e.id))
                book.m_earned.push_back(std::move(e));
        }
        result.text = book.toText();
        return result;
    };
    report = book.m_file.load(accept, mend);
    if (!report.loaded())
        book.m_earned.clear();
    return book;
}

std::optional<std::vector<EarnedAchievement>> AchievementBook::parse(const std::string& text, ParseProblem& problem)
{
    const auto read = readEarned(text, problem);
    if (!read)
        return std::nullopt;
    if (const auto found = firstDamage(*read)) {
        problem = {false, *found};
        return std::nullopt;
    }
    std::vector<EarnedAchievement> earned;
    for (const auto& one : *read)
        earned.push_back(*one.entry);
    return earned;
}

std::string AchievementBook::textOf(const std::vector<EarnedAchievement>& earned)
{
    nlohmann::ordered_json json;
    json["format"] = kAchievementFormat;
    json["version"] = kAchievementFileVersion;
    json["earned"] = nlohmann::ordered_json::array();
    for (const EarnedAchievement& e : earned)
        json["earned"].push_back(toJson(e));
    return json.dump(1) + "\n";
}

const EarnedAchievement* AchievementBook::find(std::string_view id) const
{
    const auto it =
        std::find_if(m_earned.begin(), m_earned.end(), [&](const EarnedAchievement& e) { return e.id == id; });
    return it == m_earned.end() ? nullptr : &*it;
}

std::vector<std::string> AchievementBook::grant(const std::vector<std::string>& ids, const FinishedRun& run,
                                                WriteFailure* why)
{
    std::vector<std::string> added;
    for (const std::string& id : ids) {
        if (find(id))
            continue;
        m_earned.push_back({id, run.date, run.record});
        added.push_back(id);
    }
    if (!added.empty()) {
        if (WriteFailure failure = m_file.write(toText()); failure && why)
            *why = std::move(failure);
    }
    return added;
}

} // namespace scoundrel::store
