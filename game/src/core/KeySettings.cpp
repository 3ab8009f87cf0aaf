#include "core/KeySettings.h"

namespace scoundrel::game {

namespace {

constexpr const char* kKeysField = "keys";

} // namespace

void writeKeys(const Settings& settings, nlohmann::ordered_json& file)
{
    if (settings.keys.empty())
        return;
    nlohmann::ordered_json keys = nlohmann::ordered_json::object();
    for (const auto& [id, key] : settings.keys)
        keys[id] = key;
    file[kKeysField] = std::move(keys);
}

void readKeys(const nlohmann::json& file, Settings& settings)
{
    settings.keys.clear();
    if (!file.contains(kKeysField))
        return;
    const nlohmann::json& keys = file[kKeysField];
    if (!keys.is_object()) {
        settings.keys[kKeysNotAnObject] = "";
        return;
    }
    for (const auto& [id, key] : keys.items())
        settings.keys[id] = key.is_string() ? key.get<std::string>() : std::string{};
}

} // namespace scoundrel::game
