#include "core/Settings.h"

#include "scoundrel/store/AtomicFile.h"

#include "scoundrel/Json.h"

namespace scoundrel::game {

namespace {

constexpr AnimationSpeed kSpeeds[] = {AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal,
                                      AnimationSpeed::Slow};

std::optional<AnimationSpeed> parseSpeed(const std::string& text)
{
    for (AnimationSpeed speed : kSpeeds) {
        if (toString(speed) == text)
            return speed;
    }
    return std::nullopt;
}

} // namespace

std::string_view toString(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off:
        return "off";
    case AnimationSpeed::Fast:
        return "fast";
    case AnimationSpeed::Normal:
        return "normal";
    case AnimationSpeed::Slow:
        return "slow";
    }
    return "normal";
}

double Settings::animationSeconds(double nominal) const
{
    switch (animation) {
    case AnimationSpeed::Off:
        return 0.0;
    case AnimationSpeed::Fast:
        return nominal * 0.5;
    case AnimationSpeed::Normal:
        return nominal;
    case AnimationSpeed::Slow:
        return nominal * 1.75;
    }
    return nominal;
}

Settings Settings::load(const std::filesystem::path& path, std::string* warning)
{
    Settings settings;
    std::string text;
    if (!std::filesystem::exists(path) || !store::readWholeFile(path, text, warning))
        return settings;
    const auto json = nlohmann::json::parse(text, nullptr, false);
    const auto fail = [&](const std::string& why) {
        if (warning)
            *warning = "settings.json ignored: " + why;
        return Settings{};
    };
    if (!json.is_object() || json.value("version", 0) != kVersion)
        return fail("not a settings file of version 1");
    std::string why;
    const auto rules = rulesFromJson(json.value("rules", nlohmann::json::object()), &why);
    if (!rules)
        return fail(why);
    settings.rules = *rules;
    const auto speed = parseSpeed(json.value("animation", std::string("normal")));
    if (!speed)
        return fail("unknown animation speed");
    settings.animation = *speed;
    const auto flag = [&](const char* key) { return json.contains(key) && json[key].is_boolean() && json[key].get<bool>(); };
    settings.fourColorSuits = flag("four_color_suits");
    settings.fullscreen = flag("fullscreen");
    settings.resumeOnLaunch = flag("resume_on_launch");
    return settings;
}

std::string Settings::save(const std::filesystem::path& path) const
{
    nlohmann::ordered_json json;
    json["version"] = kVersion;
    json["rules"] = toJson(rules);
    json["animation"] = toString(animation);
    json["four_color_suits"] = fourColorSuits;
    json["fullscreen"] = fullscreen;
    json["resume_on_launch"] = resumeOnLaunch;
    return store::writeFileAtomically(path, json.dump(2) + "\n");
}

} // namespace scoundrel::game
