#include "scoundrel/store/JsonLimits.h"

namespace scoundrel::store {

bool parseBoundedJson(const std::string& text, nlohmann::json& json, Diagnostic& why)
{
    if (text.size() > kMaxFileBytes) {
        why = damage(Damage::TooLarge);
        return false;
    }
    json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded()) {
        why = damage(text.empty() ? Damage::Empty : Damage::NotJson);
        return false;
    }
    return true;
}

int schemaVersion(const nlohmann::json& json)
{
    if (!json.is_object() || !json.contains("version"))
        return 0;
    const auto& v = json["version"];
    if (v.is_number_unsigned() || v.is_number_integer()) {
        // A huge version is still "newer"; a negative one is no version.
        if (v.is_number_unsigned())
            return v.get<std::uint64_t>() > 1'000'000 ? 1'000'000 : static_cast<int>(v.get<std::uint64_t>());
        const auto n = v.get<std::int64_t>();
        return n < 0 ? 0 : n > 1'000'000 ? 1'000'000 : static_cast<int>(n);
    }
    return 0;
}

bool parseVersionedFile(const std::string& text, const FileKind& kind, nlohmann::json& json, ParseProblem& problem)
{
    problem = {};
    if (!parseBoundedJson(text, json, problem.found))
        return false;
    if (!json.is_object() || (kind.format && (!json.contains("format") || json["format"] != kind.format))) {
        problem.found = damage(Damage::WrongKind, kind.name);
        return false;
    }
    const int version = schemaVersion(json);
    if (version > kind.newestVersion) {
        problem = {true, damage(Damage::NewerVersion, json["version"].dump())};
        return false;
    }
    if (version < 1) {
        problem.found = damage(Damage::NoVersion);
        return false;
    }
    return true;
}

} // namespace scoundrel::store
