#include "audio/MuteToggle.h"

#include "core/GameContext.h"
#include "input/Controls.h"
#include "text/Translate.h"

namespace scoundrel::game {

std::string toggleMute(GameContext& context)
{
    Settings& settings = context.settings;
    settings.soundMuted = !settings.soundMuted;
    context.saveSettings();
    if (context.sound)
        context.sound->settingsChanged();
    return muteLine(context);
}

std::string muteLine(const GameContext& context)
{
    const Settings& settings = context.settings;
    // The key as the player has it, rebound or not.
    const std::string key = keyLabel(firstKeyOf(Control::Mute));
    if (settings.soundMuted)
        return format(tr("Sound muted: {0} turns it back on."), key);
    return format(tr("Sound on at {0}%: {1} mutes it."), settings.soundVolume, key);
}

} // namespace scoundrel::game
