#include "SceneHarness.h"
#include "SoundRecorder.h"

#include "table/Choreography.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Run.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

namespace {

// Room 5D 9S 3S 6H; then 10C 2H 4D 7S 8C.
const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};
constexpr double kFlight = 0.3;

GameState dealt(const std::vector<std::string>& moves = {})
{
    return *replay(test::customRun(kDungeon, moves));
}

// The sounds of one command, timed by the animations at the given speed.
class ChoreographySoundTest : public ::testing::Test {
protected:
    void play(const GameState& before, const char* move)
    {
        const ApplyResult result = apply(before, *parseToken(move));
        animateAction(animator, layout, before, result.state, result.events, std::nullopt);
    }

    double speed = 1.0; // 0: animations off
    test::SoundRecorder heard;
    TableLayout layout = computeTableLayout({1280, 800});
    Animator animator{[this](double nominal) { return nominal * speed; }, [this](SoundCue cue) { heard.play(cue); }};
};

using Ids = std::vector<SoundId>;

} // namespace

TEST_F(ChoreographySoundTest, AWeaponIsHeardWhenItLandsNotBefore)
{
    play(dealt(), "5D");
    animator.update(kFlight - 0.05);
    EXPECT_EQ(heard.ids(), Ids{});
    animator.update(0.1);
    EXPECT_EQ(heard.ids(), Ids{SoundId::Equip});
    animator.update(1.0);
    EXPECT_EQ(heard.ids(), Ids{SoundId::Equip});
}

TEST_F(ChoreographySoundTest, AKillThenTheNextRoomDealtCardByCard)
{
    play(dealt({"5D", "9S:weapon"}), "3S:weapon"); // the turn ends: three cards are dealt
    for (int frame = 0; frame < 60; ++frame)
        animator.update(1.0 / 60);
    EXPECT_EQ(heard.ids(), (Ids{SoundId::Slay, SoundId::Deal, SoundId::Deal, SoundId::Deal}));
}

TEST_F(ChoreographySoundTest, WithAnimationsOffEachSoundIsHeardOnceAtOnce)
{
    speed = 0;
    play(dealt({"5D", "9S:weapon"}), "3S:weapon");
    animator.update(1.0 / 60);
    EXPECT_EQ(heard.ids(), (Ids{SoundId::Slay, SoundId::Deal}));
    animator.update(1.0);
    EXPECT_EQ(heard.ids().size(), 2u);
}

TEST_F(ChoreographySoundTest, SkippingTheAnimationHearsWhatItSkippedOnceAndNothingLater)
{
    play(dealt({"5D", "9S:weapon"}), "3S:weapon");
    animator.update(0.05);
    EXPECT_EQ(heard.ids(), Ids{});
    animator.finish(); // the next move lands everything
    EXPECT_EQ(heard.ids(), (Ids{SoundId::Slay, SoundId::Deal}));
    animator.update(2.0);
    EXPECT_EQ(heard.ids().size(), 2u);
}

TEST_F(ChoreographySoundTest, ABarehandedBlowIsAHitScaledByItsDamage)
{
    play(dealt({"5D"}), "9S:bare");
    animator.finish();
    ASSERT_EQ(heard.ids(), Ids{SoundId::Hit});
    EXPECT_LT(heard.played[0].gain, 1.0);
    EXPECT_GT(heard.played[0].gain, 0.35);
}

TEST_F(ChoreographySoundTest, DefeatIsHeardAfterTheFatalBlowAndBeforeTheTableIsAtRest)
{
    GameState before = dealt({"5D"});
    before.health = 3;
    play(before, "9S:bare");
    const double rest = animator.remaining();
    for (double t = 0; t < rest; t += 1.0 / 60)
        animator.update(1.0 / 60);
    EXPECT_EQ(heard.ids(), (Ids{SoundId::Hit, SoundId::Defeat}));
}

TEST_F(ChoreographySoundTest, AnAvoidedRoomIsSweptThenDealt)
{
    play(dealt(), "avoid");
    animator.finish();
    EXPECT_EQ(heard.ids(), (Ids{SoundId::Avoid, SoundId::Deal}));
}

TEST_F(ChoreographySoundTest, AnUndoIsHeardAsTheCardsGoBack)
{
    animateUndo(animator, layout, dealt({"5D"}), dealt());
    animator.update(0.1);
    EXPECT_EQ(heard.ids(), Ids{});
    animator.update(0.2);
    EXPECT_EQ(heard.ids(), Ids{SoundId::Place});
}

} // namespace scoundrel::game
