#include "audio/EventSounds.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

Event event(EventKind kind, int amount = 0)
{
    return Event{kind, *parseCard("9S"), 0, static_cast<std::int16_t>(amount)};
}

SoundId idOf(const Event& e)
{
    const auto cue = soundOf(e);
    EXPECT_TRUE(cue.has_value());
    return cue ? cue->id : SoundId::Click;
}

TEST(EventSounds, EachThingTheTableShowsHasItsSound)
{
    EXPECT_EQ(idOf(event(EventKind::CardDrawn)), SoundId::Deal);
    EXPECT_EQ(idOf(event(EventKind::WeaponEquipped)), SoundId::Equip);
    EXPECT_EQ(idOf(event(EventKind::WeaponDiscarded, 2)), SoundId::Place);
    EXPECT_EQ(idOf(event(EventKind::MonsterSlain, 1)), SoundId::Slay);
    EXPECT_EQ(idOf(event(EventKind::DamageTaken, 5)), SoundId::Hit);
    EXPECT_EQ(idOf(event(EventKind::Healed, 4)), SoundId::Drink);
    EXPECT_EQ(idOf(event(EventKind::Healed, 0)), SoundId::Drink); // drunk at full health
    EXPECT_EQ(idOf(event(EventKind::PotionWasted)), SoundId::Waste);
    EXPECT_EQ(idOf(event(EventKind::RoomAvoided)), SoundId::Avoid);
    EXPECT_EQ(idOf(event(EventKind::Won, 12)), SoundId::Victory);
    EXPECT_EQ(idOf(event(EventKind::Lost, -30)), SoundId::Defeat);
}

TEST(EventSounds, BookkeepingAndHarmlessBlowsAreSilent)
{
    for (EventKind kind : {EventKind::TurnStarted, EventKind::TurnEnded, EventKind::CardFaced})
        EXPECT_FALSE(soundOf(event(kind)).has_value());
    EXPECT_FALSE(soundOf(event(EventKind::DamageTaken, 0)).has_value()); // the weapon took it all
    EXPECT_FALSE(soundOf(event(EventKind::MonsterSlain, 0)).has_value()); // barehanded: the hit is heard
}

TEST(EventSounds, AHitIsLouderTheMoreItHurts)
{
    const double scratch = soundOf(event(EventKind::DamageTaken, 2))->gain;
    const double wound = soundOf(event(EventKind::DamageTaken, 9))->gain;
    const double blow = soundOf(event(EventKind::DamageTaken, 14))->gain;
    EXPECT_GT(scratch, 0.0);
    EXPECT_LT(scratch, wound);
    EXPECT_LT(wound, blow);
    EXPECT_DOUBLE_EQ(blow, 1.0);
}

} // namespace
} // namespace scoundrel::game
