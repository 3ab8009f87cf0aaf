#include "JsonReader.h"

#include "scoundrel/InputProblem.h"
#include "scoundrel/Json.h"

#include <algorithm>
#include <exception>
#include <utility>

namespace scoundrel {

using nlohmann::json;

namespace {

std::uint8_t readMaxHealth(const json& value)
{
    JsonProblem problem;
    problem.key = kMaxHealthKey;
    problem.low = kLowestMaxHealth;
    problem.high = kHighestMaxHealth;
    if (!value.is_number_integer()) {
        problem.fault = JsonFault::MaxHealthNotInteger;
        JsonReader::fail(std::move(problem));
    }
    const bool inRange = value.is_number_unsigned() ? value.get<unsigned long long>() <= kHighestMaxHealth
                                                    : value.get<long long>() >= kLowestMaxHealth;
    const long long health = inRange ? value.get<long long>() : 0;
    if (health < kLowestMaxHealth || health > kHighestMaxHealth) {
        problem.fault = JsonFault::MaxHealthOutOfRange;
        problem.text = value.dump();
        JsonReader::fail(std::move(problem));
    }
    return static_cast<std::uint8_t>(health);
}

} // namespace

void JsonReader::fail(JsonProblem problem)
{
    throw Found{std::move(problem)};
}

void JsonReader::fail(JsonFault fault, std::string key)
{
    JsonProblem problem;
    problem.fault = fault;
    problem.key = std::move(key);
    fail(std::move(problem));
}

void JsonReader::fail(JsonFault fault, Card card, std::string key)
{
    JsonProblem problem;
    problem.fault = fault;
    problem.key = std::move(key);
    problem.card = card;
    fail(std::move(problem));
}

void JsonReader::fail(JsonFault fault, std::string key, long long low, long long high)
{
    JsonProblem problem;
    problem.fault = fault;
    problem.key = std::move(key);
    problem.low = low;
    problem.high = high;
    fail(std::move(problem));
}

void JsonReader::fail(JsonFault fault, std::string key, InputProblem input, std::size_t move)
{
    JsonProblem problem;
    problem.fault = fault;
    problem.key = std::move(key);
    problem.input = std::move(input);
    problem.move = move;
    fail(std::move(problem));
}

template <typename F>
auto JsonReader::guard(F&& read) -> std::optional<decltype(read())>
{
    m_seen.reset();
    try {
        return read();
    } catch (const Found& found) {
        if (m_problem)
            *m_problem = found.problem;
    } catch (const std::exception&) {
        if (m_problem) {
            *m_problem = {};
            m_problem->fault = JsonFault::Unreadable;
        }
    }
    return std::nullopt;
}

std::optional<Rules> JsonReader::rules(const json& j, std::span<const RuleVariant> variants)
{
    return guard([&] { return readRules(j, variants); });
}

std::optional<GameState> JsonReader::state(const json& j)
{
    return guard([&] { return readState(j); });
}

std::optional<RunRecord> JsonReader::runRecord(const json& j)
{
    return guard([&] { return readRunRecord(j); });
}

Rules JsonReader::readRules(const json& j, std::span<const RuleVariant> variants)
{
    if (!j.is_object())
        fail(JsonFault::RulesNotObject);
    Rules rules;
    for (const auto& item : j.items()) {
        // Named, not a structured binding: clang 14 (clang-tidy) cannot capture one.
        const std::string& key = item.key();
        const auto& value = item.value();
        if (key == kMaxHealthKey) {
            rules.maxHealth = readMaxHealth(value);
            continue;
        }
        const auto variant =
            std::find_if(variants.begin(), variants.end(), [&key](const RuleVariant& v) { return v.key == key; });
        if (variant == variants.end())
            fail(JsonFault::UnknownRulesKey, key);
        const std::string text = value.is_string() ? value.get<std::string>() : std::string();
        const auto chosen = value.is_string() ? valueNamed(variant->values, text) : std::nullopt;
        if (!chosen) {
            JsonProblem problem;
            problem.fault = value.is_string() ? JsonFault::RulesValueNotAllowed : JsonFault::RulesValueNotText;
            problem.key = key;
            problem.text = text;
            problem.values.assign(variant->values.begin(), variant->values.end());
            fail(std::move(problem));
        }
        variant->set(rules, *chosen);
    }
    return rules;
}

const json& JsonReader::field(const json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end())
        fail(JsonFault::FieldMissing, key);
    return *it;
}

long long JsonReader::integer(const json& j, const char* key, long long low, long long high)
{
    const json& v = field(j, key);
    if (!v.is_number_integer())
        fail(JsonFault::NotAnInteger, key);
    const long long n = v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(high)
        ? high + 1
        : v.get<long long>();
    if (n < low || n > high)
        fail(JsonFault::OutOfRange, key, low, high);
    return n;
}

bool JsonReader::boolean(const json& j, const char* key)
{
    const json& v = field(j, key);
    if (!v.is_boolean())
        fail(JsonFault::NotTrueOrFalse, key);
    return v.get<bool>();
}

Card JsonReader::card(const json& j, const char* what)
{
    if (!j.is_string())
        fail(JsonFault::CardNotText, what);
    InputProblem why;
    const auto c = parseCard(j.get<std::string>(), &why);
    if (!c)
        fail(JsonFault::BadCard, what, why);
    return *c;
}

Card JsonReader::optionalCard(const json& j, const char* what)
{
    return j.is_null() ? Card{} : card(j, what);
}

Card JsonReader::unseenCard(const json& j, const char* what)
{
    const Card c = card(j, what);
    if (m_seen.test(c.id()))
        fail(JsonFault::CardTwice, c, what);
    m_seen.set(c.id());
    return c;
}

} // namespace scoundrel
