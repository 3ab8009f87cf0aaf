#pragma once

#include "scoundrel/GameState.h"
#include "scoundrel/JsonProblem.h"
#include "scoundrel/RuleVariants.h"
#include "scoundrel/Rules.h"
#include "scoundrel/Run.h"

#include <nlohmann/json.hpp>

#include <bitset>
#include <optional>
#include <string>

namespace scoundrel {

// Reads engine values from JSON and checks every field: types, known keys, valid and
// distinct cards, values in range. Problems are reported, never thrown to the caller.
class JsonReader {
public:
    explicit JsonReader(JsonProblem* problem) : m_problem(problem) { }

    std::optional<Rules> rules(const nlohmann::json& j, std::span<const RuleVariant> variants = kRuleVariants);
    std::optional<GameState> state(const nlohmann::json& j);
    std::optional<RunRecord> runRecord(const nlohmann::json& j);

    // Thrown inside the reader only; the public calls hand the problem back.
    struct Found {
        JsonProblem problem;
    };
    [[noreturn]] static void fail(JsonProblem problem);
    [[noreturn]] static void fail(JsonFault fault, std::string key = {});
    [[noreturn]] static void fail(JsonFault fault, Card card, std::string key = {});
    [[noreturn]] static void fail(JsonFault fault, std::string key, long long low, long long high);
    [[noreturn]] static void fail(JsonFault fault, std::string key, InputProblem input, std::size_t move = 0);

private:
    template <typename F>
    auto guard(F&& read) -> std::optional<decltype(read())>;

    Rules readRules(const nlohmann::json& j, std::span<const RuleVariant> variants = kRuleVariants);
    GameState readState(const nlohmann::json& j);
    RunRecord readRunRecord(const nlohmann::json& j);
    void readPiles(const nlohmann::json& j, GameState& s);
    void readTurn(const nlohmann::json& j, GameState& s);

    Card card(const nlohmann::json& j, const char* what);
    Card optionalCard(const nlohmann::json& j, const char* what);
    Card unseenCard(const nlohmann::json& j, const char* what);
    const nlohmann::json& field(const nlohmann::json& j, const char* key);
    long long integer(const nlohmann::json& j, const char* key, long long low, long long high);
    bool boolean(const nlohmann::json& j, const char* key);

    JsonProblem* m_problem;
    std::bitset<kDeckSize> m_seen;
};

} // namespace scoundrel
