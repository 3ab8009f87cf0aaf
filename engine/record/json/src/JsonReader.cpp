#include "JsonReader.h"

#include "scoundrel/IllegalEnglish.h"
#include "scoundrel/InputProblem.h"
#include "scoundrel/Json.h"

#include <algorithm>
#include <stdexcept>

namespace scoundrel {

using nlohmann::json;

namespace {

void requireObject(const json& j, const char* what)
{
    if (!j.is_object())
        JsonReader::fail(std::string(what) + " must be a JSON object");
}

std::uint8_t readMaxHealth(const json& value)
{
    const std::string range = std::to_string(kLowestMaxHealth) + " to " + std::to_string(kHighestMaxHealth);
    if (!value.is_number_integer())
        JsonReader::fail("rules: max_health must be a whole number from " + range);
    const bool inRange = value.is_number_unsigned() ? value.get<unsigned long long>() <= kHighestMaxHealth
                                                    : value.get<long long>() >= kLowestMaxHealth;
    const long long health = inRange ? value.get<long long>() : 0;
    if (health < kLowestMaxHealth || health > kHighestMaxHealth)
        JsonReader::fail("rules: max_health must be a whole number from " + range + ", not " + value.dump());
    return static_cast<std::uint8_t>(health);
}

} // namespace

void JsonReader::fail(const std::string& why)
{
    throw std::runtime_error(why);
}

template <typename F>
auto JsonReader::guard(F&& read) -> std::optional<decltype(read())>
{
    m_seen.reset();
    try {
        return read();
    } catch (const std::exception& e) {
        if (m_error)
            *m_error = e.what();
        return std::nullopt;
    }
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
    requireObject(j, "the rules");
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
            fail("rules: unknown key \"" + key + "\"");
        if (!value.is_string())
            fail("rules: \"" + key + "\" must be a string");
        const std::string text = value.get<std::string>();
        const auto chosen = valueNamed(variant->values, text);
        if (!chosen)
            fail("rules: " + key + " must be " + allowedValues(variant->values) + ", not \"" + text + "\"");
        variant->set(rules, *chosen);
    }
    return rules;
}

const json& JsonReader::field(const json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end())
        fail(std::string("missing \"") + key + "\"");
    return *it;
}

long long JsonReader::integer(const json& j, const char* key, long long low, long long high)
{
    const json& v = field(j, key);
    if (!v.is_number_integer())
        fail(std::string("\"") + key + "\" must be an integer");
    const long long n = v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(high)
        ? high + 1
        : v.get<long long>();
    if (n < low || n > high)
        fail(std::string("\"") + key + "\" is out of range");
    return n;
}

bool JsonReader::boolean(const json& j, const char* key)
{
    const json& v = field(j, key);
    if (!v.is_boolean())
        fail(std::string("\"") + key + "\" must be true or false");
    return v.get<bool>();
}

Card JsonReader::card(const json& j, const char* what)
{
    if (!j.is_string())
        fail(std::string(what) + ": a card must be a string such as \"QS\"");
    InputProblem why;
    const auto c = parseCard(j.get<std::string>(), &why);
    if (!c)
        fail(std::string(what) + ": " + inEnglish(why));
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
        fail(std::string(what) + ": the card " + c.name() + " appears twice");
    m_seen.set(c.id());
    return c;
}

} // namespace scoundrel
