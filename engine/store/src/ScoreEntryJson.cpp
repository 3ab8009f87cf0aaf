#include "ScoreEntryJson.h"

#include "scoundrel/Deal.h"
#include "scoundrel/Json.h"
#include "scoundrel/Rules.h"

#include <ctime>
#include <pwd.h>
#include <sstream>
#include <unistd.h>

// One score entry in and out of JSON, with every field checked: a damaged entry is
// refused rather than shown.
namespace scoundrel::store {

namespace {

// Scores the rules allow: a win scores at most the highest max_health (30) plus a 10
// potion; a loss at least -13 health minus every monster (208).
constexpr int kMinScore = -250;
constexpr int kMaxScore = kHighestMaxHealth + 10;
constexpr int kMaxTurns = 1000;
constexpr std::size_t kMaxDateBytes = 40;
// Every card faced, every room avoided: a run has at most about 70 moves of at most
// 9 bytes each ("10S:weapon" and a space).
constexpr std::size_t kMaxMovesBytes = 2'000;

// key: the field found wrong, which the words name (np35 wrote "lots" for a score and was
// told only that a number was not an integer).
void require(bool ok, Damage what, const char* key = nullptr)
{
    if (!ok)
        throw DamageFound{damage(what, key ? key : "")};
}

// The rule set's stable name as this version writes it; older versions wrote
// "equal_or_lower+keep" and "strict+shuffle", now "equal_or_lower" and "shuffle", so
// old runs join their group. Throws for a name no version wrote.
std::string currentRulesName(const std::string& name)
{
    const auto rules = rulesFromName(name);
    require(rules.has_value(), Damage::UnknownRules);
    return rules->name();
}

int boundedInt(const nlohmann::json& json, const char* key, int low, int high)
{
    const auto& v = json.at(key);
    require(v.is_number_integer(), Damage::NotAnInteger, key);
    const auto n = v.get<std::int64_t>();
    require(n >= low && n <= high, Damage::OutOfRange, key);
    return static_cast<int>(n);
}

std::string boundedString(const nlohmann::json& json, const char* key, std::size_t maxBytes)
{
    const auto& v = json.at(key);
    require(v.is_string(), Damage::NotText, key);
    auto text = v.get<std::string>();
    require(text.size() <= maxBytes, Damage::TextTooLong, key);
    return text;
}

void readDeal(const nlohmann::json& json, ScoreEntry& e)
{
    require(json.contains("seed") != json.contains("deck"), Damage::NoSeedOrDeck);
    if (json.contains("seed")) {
        require(json["seed"].is_number_unsigned(), Damage::SeedNotUnsigned);
        e.seed = json["seed"].get<std::uint64_t>();
        return;
    }
    e.deck = boundedString(json, "deck", 44 * 4);
    const auto cards = parseDungeon(e.deck, nullptr);
    require(cards && !validateDungeon(*cards), Damage::BadDeck);
}

std::string tokensOf(const std::vector<Action>& actions)
{
    std::string text;
    for (Action action : actions)
        text += (text.empty() ? "" : " ") + toToken(action);
    return text;
}

// The run, from the entry's deal, its "rule_set" and its "moves", which must replay.
RunRecord readRun(const nlohmann::json& json, const ScoreEntry& e)
{
    require(json.contains("rule_set"), Damage::NoRuleSet);
    const auto rules = rulesFromJson(json["rule_set"]);
    require(rules.has_value(), Damage::BadRuleSet);
    RunRecord run{*rules, e.seed ? Deal::fromSeed(*e.seed) : Deal::custom(*parseDungeon(e.deck, nullptr)), {}};
    std::istringstream words(boundedString(json, "moves", kMaxMovesBytes));
    std::string word;
    while (words >> word) {
        // Giving up is a move of the record, though not one a player types.
        const auto action = word == "abandon" ? Action::abandon() : parseToken(word);
        require(action.has_value(), Damage::UnknownMove);
        run.actions.push_back(*action);
    }
    require(replay(run).has_value(), Damage::MovesDoNotReplay);
    return run;
}

} // namespace

nlohmann::ordered_json toJson(const ScoreEntry& e)
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
    json["assisted"] = e.assisted;
    json["name"] = e.name;
    if (e.run) {
        json["rule_set"] = toJson(e.run->rules);
        json["moves"] = tokensOf(e.run->actions);
    }
    return json;
}

// Throws DamageFound (or nlohmann's exceptions) on anything wrong.
ScoreEntry entryFromJson(const nlohmann::json& json)
{
    require(json.is_object(), Damage::EntryNotObject);
    ScoreEntry e;
    e.score = boundedInt(json, "score", kMinScore, kMaxScore);
    const auto result = parseRunResult(boundedString(json, "result", 16));
    require(result.has_value(), Damage::UnknownResult);
    e.result = *result;
    require(e.result != RunResult::Won || e.score > 0, Damage::WinBelowOne);
    e.date = boundedString(json, "date", kMaxDateBytes);
    readDeal(json, e);
    e.rules = currentRulesName(boundedString(json, "rules", 64));
    e.turns = boundedInt(json, "turns", 0, kMaxTurns);
    if (json.contains("assisted")) {
        if (!json["assisted"].is_boolean())
            throw DamageFound{damage(Damage::NotTrueOrFalse, "assisted")};
        e.assisted = json["assisted"].get<bool>();
    }
    if (json.contains("name"))
        e.name = boundedString(json, "name", kMaxNameBytes);
    if (json.contains("moves"))
        e.run = readRun(json, e);
    return e;
}

nlohmann::ordered_json toJson(const ScoreStats& s)
{
    nlohmann::ordered_json json;
    json["runs"] = s.runs;
    json["won"] = s.wins;
    json["win_rate"] = s.winRate();
    json["best_score"] = s.runs > 0 ? nlohmann::ordered_json(s.best) : nlohmann::ordered_json();
    json["average_score"] = s.runs > 0 ? nlohmann::ordered_json(s.average) : nlohmann::ordered_json();
    json["current_streak"] = s.currentStreak;
    json["best_streak"] = s.bestStreak;
    return json;
}

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

std::string localTimestamp()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buffer[64];
    std::string text(buffer, std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S%z", &local));
    // strftime's %z gives +0100; ISO 8601 extended format wants +01:00.
    if (text.size() >= 5)
        text.insert(text.size() - 2, ":");
    return text;
}

std::string loginName()
{
    if (const char* user = std::getenv("USER"); user && *user)
        return std::string(user).substr(0, kMaxNameBytes);
    if (const passwd* pw = ::getpwuid(::getuid()); pw && pw->pw_name && *pw->pw_name)
        return std::string(pw->pw_name).substr(0, kMaxNameBytes);
    return "Player";
}

} // namespace scoundrel::store
