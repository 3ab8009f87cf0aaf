#include "audio/MuteToggle.h"

#include "core/GameContext.h"

namespace scoundrel::game {

std::string toggleMute(GameContext& context)
{
    Settings& settings = context.settings;
    settings.soundMuted = !settings.soundMuted;
    context.saveSettings();
    if (context.sound)
        context.sound->settingsChanged();
    if (settings.soundMuted)
        return "Sound muted: M turns it back on.";
    return "Sound on at " + std::to_string(settings.soundVolume) + "%: M mutes it.";
}

} // namespace scoundrel::game
