#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace scoundrel::game {

// The game's sounds, one file each in the data folder's sounds/ (made by
// assets/generator/sound).
enum class SoundId : std::uint8_t {
    Deal,
    Place,
    Equip,
    Slay,
    Hit,
    Drink,
    Waste,
    Avoid,
    Refuse,
    Victory,
    Defeat,
    Click
};

inline constexpr std::array<SoundId, 12> kSoundIds{SoundId::Deal,   SoundId::Place,   SoundId::Equip,  SoundId::Slay,
                                                   SoundId::Hit,    SoundId::Drink,   SoundId::Waste,  SoundId::Avoid,
                                                   SoundId::Refuse, SoundId::Victory, SoundId::Defeat, SoundId::Click};

// "deal.wav"
std::string_view fileName(SoundId id);

// The music loop's file, beside the sounds.
inline constexpr std::string_view kMusicFile = "music.wav";

// A sound to play, and how loud relative to the player's volume (0 to 1).
struct SoundCue {
    SoundId id = SoundId::Place;
    double gain = 1.0;

    bool operator==(const SoundCue&) const = default;
};

} // namespace scoundrel::game
