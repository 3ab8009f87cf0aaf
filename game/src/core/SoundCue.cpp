#include "core/SoundCue.h"

namespace scoundrel::game {

std::string_view fileName(SoundId id)
{
    switch (id) {
    case SoundId::Deal:
        return "deal.wav";
    case SoundId::Place:
        return "place.wav";
    case SoundId::Equip:
        return "equip.wav";
    case SoundId::Slay:
        return "slay.wav";
    case SoundId::Hit:
        return "hit.wav";
    case SoundId::Drink:
        return "drink.wav";
    case SoundId::Waste:
        return "waste.wav";
    case SoundId::Avoid:
        return "avoid.wav";
    case SoundId::Refuse:
        return "refuse.wav";
    case SoundId::Victory:
        return "victory.wav";
    case SoundId::Defeat:
        return "defeat.wav";
    case SoundId::Click:
        return "click.wav";
    }
    return "place.wav";
}

} // namespace scoundrel::game
