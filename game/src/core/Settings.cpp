#include "core/Settings.h"

#include "core/SettingsTable.h"

namespace scoundrel::game {

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

int Settings::textPercent() const
{
    switch (textSize) {
    case TextSize::Normal:
        break;
    case TextSize::Large:
        return 125;
    case TextSize::Larger:
        return 150;
    case TextSize::Largest:
        return 200;
    }
    return 100;
}

std::string Settings::toText() const
{
    return settingsText(*this, gameSettingRows());
}

std::optional<Settings> Settings::parse(const std::string& text, store::ParseProblem& problem)
{
    return parseSettings(text, problem, gameSettingRows());
}

store::GuardedFile Settings::file(const std::filesystem::path& saveDir)
{
    return store::GuardedFile{saveDir / "settings.json"};
}

Settings Settings::load(store::GuardedFile& file, store::LoadReport& report)
{
    return loadSettings(file, report, gameSettingRows());
}

} // namespace scoundrel::game
