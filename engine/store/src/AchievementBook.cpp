#include "scoundrel/store/AchievementBook.h"

#include "scoundrel/store/JsonLimits.h"

#include "scoundrel/Json.h"

#include <algorithm>

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

} // namespace

AchievementBook AchievementBook::load(const std::filesystem::path& saveDir, LoadReport& report)
{
    AchievementBook book(saveDir);
    report = book.m_file.load([&](const std::string& text, ParseProblem& p) {
        auto earned = parse(text, p);
        if (earned)
            book.m_earned = std::move(*earned);
        return earned.has_value();
    });
    if (!report.loaded())
        book.m_earned.clear();
    return book;
}

std::optional<std::vector<EarnedAchievement>> AchievementBook::parse(const std::string& text, ParseProblem& problem)
{
    nlohmann::json json;
    if (!parseVersionedFile(text, {kAchievementFormat, "achievements", kAchievementFileVersion}, json, problem))
        return std::nullopt;
    if (!json.contains("earned") || !json["earned"].is_array()) {
        problem = {false, damage(Damage::NoAchievements)};
        return std::nullopt;
    }
    std::vector<EarnedAchievement> earned;
    try {
        for (const auto& item : json["earned"]) {
            EarnedAchievement e = earnedFromJson(item);
            const bool twice = std::any_of(earned.begin(), earned.end(),
                                           [&](const EarnedAchievement& other) { return other.id == e.id; });
            if (twice)
                throw DamageFound{damage(Damage::EarnedTwice)};
            earned.push_back(std::move(e));
        }
    } catch (const DamageFound& d) {
        problem = {false, d.found};
    } catch (const std::exception& e) {
        problem = {false, passed(e.what())};
    }
    if (problem.found.what != Damage::None) {
        problem.found.in = DamageIn::Achievement;
        problem.found.item = static_cast<int>(earned.size()) + 1;
        return std::nullopt;
    }
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
