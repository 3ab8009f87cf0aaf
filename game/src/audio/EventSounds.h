#pragma once

#include "core/SoundCue.h"

#include "scoundrel/Event.h"

#include <optional>

namespace scoundrel::game {

// The sound an engine event makes, or nothing (a card faced makes none of its own: what
// it becomes, a weapon, a kill, a hit or a potion, is heard as it lands). A hit is louder
// the more it hurts; a weapon's kill is a slash, a barehanded one only the hit.
std::optional<SoundCue> soundOf(const Event& event);

// The gain of a barehanded or partly blocked hit of damage points: soft for a scratch,
// full for a blow of 14 or more.
double hitGain(int damage);

} // namespace scoundrel::game
