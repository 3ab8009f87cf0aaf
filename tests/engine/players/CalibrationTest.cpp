#include "TestSupport.h"

#include "scoundrel/Calibration.h"

namespace scoundrel {
namespace {

ForecastInputs inputs(double share, int dungeonCards, int health = 20, int samples = 40)
{
    return ForecastInputs{share, samples, dungeonCards, health, false};
}

TEST(Calibration, KnowingEveryCardTheShareIsTheChance)
{
    for (const double share : {0.0, 1.0}) {
        ForecastInputs exact = inputs(share, 3);
        exact.exact = true;
        EXPECT_DOUBLE_EQ(calibratedWinChance(exact), share);
    }
}

TEST(Calibration, NoWinnableSampleIsNoChance)
{
    for (const int dungeon : {2, 20, 39})
        EXPECT_DOUBLE_EQ(calibratedWinChance(inputs(0.0, dungeon)), 0.0);
}

TEST(Calibration, TheChanceRisesWithTheWinnableShare)
{
    for (const int dungeon : {0, 10, 25, 39}) {
        for (const int health : {5, 20}) {
            double previous = -1.0;
            for (int wins = 0; wins <= 40; ++wins) {
                const double chance = calibratedWinChance(inputs(wins / 40.0, dungeon, health));
                EXPECT_GT(chance, previous) << wins << "/40 with " << dungeon << " cards left at " << health;
                EXPECT_GE(chance, 0.0);
                EXPECT_LE(chance, 1.0);
                previous = chance;
            }
        }
    }
}

TEST(Calibration, ASureDealEarlyIsFarFromASureWin)
{
    // A full dungeon still winnable in every sample: a player who cannot see the cards
    // loses a good share of such games; with the dungeon nearly done, few.
    const double early = calibratedWinChance(inputs(1.0, 39));
    const double late = calibratedWinChance(inputs(1.0, 4));
    EXPECT_LT(early, 0.9);
    EXPECT_GT(late, early);
}

} // namespace
} // namespace scoundrel
