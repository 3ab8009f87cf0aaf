#include "audio/EventSounds.h"

#include <algorithm>

namespace scoundrel::game {

double hitGain(int damage)
{
    constexpr int kFullBlow = 14;
    return 0.35 + 0.65 * static_cast<double>(std::clamp(damage, 0, kFullBlow)) / kFullBlow;
}

std::optional<SoundCue> soundOf(const Event& event)
{
    switch (event.kind) {
    case EventKind::CardDrawn:
        return SoundCue{SoundId::Deal};
    case EventKind::RoomAvoided:
        return SoundCue{SoundId::Avoid};
    case EventKind::WeaponEquipped:
        return SoundCue{SoundId::Equip};
    case EventKind::WeaponDiscarded:
        return SoundCue{SoundId::Place, 0.8};
    case EventKind::Healed:
        return SoundCue{SoundId::Drink};
    case EventKind::PotionWasted:
        return SoundCue{SoundId::Waste};
    case EventKind::DamageTaken:
        if (event.amount <= 0)
            return std::nullopt;
        return SoundCue{SoundId::Hit, hitGain(event.amount)};
    case EventKind::MonsterSlain:
        if (event.amount == 0)
            return std::nullopt;
        return SoundCue{SoundId::Slay};
    case EventKind::Won:
        return SoundCue{SoundId::Victory};
    case EventKind::Lost:
        return SoundCue{SoundId::Defeat};
    case EventKind::TurnStarted:
    case EventKind::CardFaced:
    case EventKind::TurnEnded:
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace scoundrel::game
