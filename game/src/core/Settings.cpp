#include "core/Settings.h"

#include "scoundrel/store/JsonLimits.h"

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

std::optional<Settings> damaged(store::ParseProblem& problem, std::string why)
{
    problem = {false, std::move(why)};
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

std::string Settings::toText() const
{
    nlohmann::ordered_json json;
    json["version"] = kVersion;
    json["rules"] = toJson(rules);
    json["animation"] = toString(animation);
    json["four_color_suits"] = fourColorSuits;
    json["fullscreen"] = fullscreen;
    json["resume_on_launch"] = resumeOnLaunch;
    json["sound_volume"] = soundVolume;
    json["sound_muted"] = soundMuted;
    json["music_on"] = musicOn;
    json["music_volume"] = musicVolume;
    return json.dump(2) + "\n";
}

std::optional<Settings> Settings::parse(const std::string& text, store::ParseProblem& problem)
{
    nlohmann::json json;
    if (!store::parseVersionedFile(text, {nullptr, "settings", kVersion}, json, problem))
        return std::nullopt;
    Settings settings;
    std::string why;
    if (json.contains("rules")) {
        const auto rules = rulesFromJson(json["rules"], &why);
        if (!rules)
            return damaged(problem, why);
        settings.rules = *rules;
    }
    if (json.contains("animation")) {
        const auto speed =
            json["animation"].is_string() ? parseSpeed(json["animation"].get<std::string>()) : std::nullopt;
        if (!speed)
            return damaged(problem, "animation must be \"off\", \"fast\", \"normal\" or \"slow\"");
        settings.animation = *speed;
    }
    for (auto [key, flag] :
         {std::pair{"four_color_suits", &settings.fourColorSuits}, std::pair{"fullscreen", &settings.fullscreen},
          std::pair{"resume_on_launch", &settings.resumeOnLaunch}, std::pair{"sound_muted", &settings.soundMuted},
          std::pair{"music_on", &settings.musicOn}}) {
        if (!json.contains(key))
            continue;
        if (!json[key].is_boolean())
            return damaged(problem, std::string(key) + " must be true or false");
        *flag = json[key].get<bool>();
    }
    for (auto [key, percent] :
         {std::pair{"sound_volume", &settings.soundVolume}, std::pair{"music_volume", &settings.musicVolume}}) {
        if (!json.contains(key))
            continue;
        const auto& volume = json[key];
        if (!volume.is_number_integer() || volume.get<double>() < 0 || volume.get<double>() > 100)
            return damaged(problem, std::string(key) + " must be a whole number from 0 to 100");
        *percent = static_cast<int>(volume.get<double>());
    }
    return settings;
}

store::GuardedFile Settings::file(const std::filesystem::path& saveDir)
{
    return {saveDir / "settings.json", "The settings file"};
}

Settings Settings::load(store::GuardedFile& file, store::LoadReport& report)
{
    Settings settings;
    report = file.load([&](const std::string& text, store::ParseProblem& problem) {
        auto parsed = parse(text, problem);
        if (parsed)
            settings = *parsed;
        return parsed.has_value();
    });
    return report.loaded() ? settings : Settings{};
}

} // namespace scoundrel::game
