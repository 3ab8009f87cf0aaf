#include "TestSupport.h"

#include <gmock/gmock.h>

namespace scoundrel {
namespace {

using test::card;
using test::custom;
using test::event;
using test::eventsOf;
using test::eventVector;
using test::play;
using ::testing::ElementsAre;
using K = EventKind;

TEST(Events, NewGameGivesTurnStartedAndCardDrawnPerSlot)
{
    EventList events;
    newGame(Rules::official(), 1, &events);
    EXPECT_THAT(eventVector(events),
                ElementsAre(event(K::TurnStarted, {}, 0, 1), event(K::CardDrawn, card("8D"), 0),
                            event(K::CardDrawn, card("KC"), 1), event(K::CardDrawn, card("2S"), 2),
                            event(K::CardDrawn, card("4H"), 3)));
}

TEST(Events, NewCustomGameDrawsOnlyTheCardsThereAre)
{
    EventList events;
    const std::vector<Card> dungeon = test::cards("2S 3H");
    newGame(Rules::official(), dungeon, &events);
    EXPECT_THAT(eventVector(events),
                ElementsAre(event(K::TurnStarted, {}, 0, 1), event(K::CardDrawn, card("2S"), 0),
                            event(K::CardDrawn, card("3H"), 1)));
}

TEST(Events, NewGameWithoutAListGivesTheSameState)
{
    EventList events;
    EXPECT_EQ(newGame(Rules::official(), 9, &events), newGame(Rules::official(), 9));
}

TEST(Events, EquippingAWeapon)
{
    EXPECT_THAT(eventVector(eventsOf(custom("5D 3S 2C 4C 6C"), "5D")),
                ElementsAre(event(K::CardFaced, card("5D"), 0), event(K::WeaponEquipped, card("5D"))));
}

TEST(Events, ReplacingAWeaponDiscardsTheOldOneWithItsKills)
{
    const GameState s = play(custom("5D 9C 3S 7D 2C 4C 6C"), "5D 9C:weapon 3S:weapon");
    EXPECT_THAT(eventVector(eventsOf(s, "7D")),
                ElementsAre(event(K::CardFaced, card("7D"), 3), event(K::WeaponDiscarded, card("5D"), 0, 2),
                            event(K::WeaponEquipped, card("7D"))));
}

TEST(Events, DrinkingAPotion)
{
    const GameState s = play(custom("5S 3H 4H 2C 6C"), "5S");
    EXPECT_THAT(eventVector(eventsOf(s, "3H")),
                ElementsAre(event(K::CardFaced, card("3H"), 1), event(K::Healed, card("3H"), 0, 3)));
}

TEST(Events, PotionAtFullHealthHealsZero)
{
    EXPECT_THAT(eventVector(eventsOf(custom("3H 4H 2C 5C 6C"), "3H")),
                ElementsAre(event(K::CardFaced, card("3H"), 0), event(K::Healed, card("3H"), 0, 0)));
}

TEST(Events, ASecondPotionIsWasted)
{
    const GameState s = play(custom("3H 4H 5S 2C 6C"), "3H");
    EXPECT_THAT(eventVector(eventsOf(s, "4H")),
                ElementsAre(event(K::CardFaced, card("4H"), 1), event(K::PotionWasted, card("4H"))));
}

TEST(Events, FightingBarehanded)
{
    EXPECT_THAT(eventVector(eventsOf(custom("5S 3H 4H 2C 6C"), "5S")),
                ElementsAre(event(K::CardFaced, card("5S"), 0), event(K::DamageTaken, card("5S"), 0, 5),
                            event(K::MonsterSlain, card("5S"), 0, 0)));
}

TEST(Events, FightingWithTheWeapon)
{
    const GameState s = play(custom("5D 3S JS 2C 6C"), "5D");
    EXPECT_THAT(eventVector(eventsOf(s, "3S:weapon")),
                ElementsAre(event(K::CardFaced, card("3S"), 1), event(K::DamageTaken, card("3S"), 0, 0),
                            event(K::MonsterSlain, card("3S"), 0, 1)));
    EXPECT_THAT(eventVector(eventsOf(s, "JS:weapon")),
                ElementsAre(event(K::CardFaced, card("JS"), 2), event(K::DamageTaken, card("JS"), 0, 6),
                            event(K::MonsterSlain, card("JS"), 0, 1)));
}

TEST(Events, AvoidingARoom)
{
    EXPECT_THAT(eventVector(eventsOf(custom("2S 3S 4S 5S 6S 7S 8S 9S 10S"), "avoid")),
                ElementsAre(event(K::RoomAvoided), event(K::TurnEnded, {}, 0, 1), event(K::TurnStarted, {}, 0, 2),
                            event(K::CardDrawn, card("6S"), 0), event(K::CardDrawn, card("7S"), 1),
                            event(K::CardDrawn, card("8S"), 2), event(K::CardDrawn, card("9S"), 3)));
}

TEST(Events, TurnEndsByFacingAndTheNextRoomFills)
{
    const GameState s = play(custom("2S 3S 4S 5S 6S 7S 8S 9S"), "2S 3S");
    EXPECT_THAT(eventVector(eventsOf(s, "5S")),
                ElementsAre(event(K::CardFaced, card("5S"), 3), event(K::DamageTaken, card("5S"), 0, 5),
                            event(K::MonsterSlain, card("5S"), 0, 0), event(K::TurnEnded, {}, 0, 1),
                            event(K::TurnStarted, {}, 0, 2), event(K::CardDrawn, card("6S"), 0),
                            event(K::CardDrawn, card("7S"), 1), event(K::CardDrawn, card("8S"), 3)));
}

TEST(Events, WinningEndsTheTurnThenTellsTheScore)
{
    const GameState s = play(custom("2S 3H 4H 5D 6H"), "2S 3H 5D 4H");
    EXPECT_THAT(eventVector(eventsOf(s, "6H")),
                ElementsAre(event(K::CardFaced, card("6H"), 0), event(K::PotionWasted, card("6H")),
                            event(K::TurnEnded, {}, 0, 2), event(K::Won, {}, 0, 26)));
}

TEST(Events, LosingTellsTheScoreAndEndsNoTurn)
{
    const GameState s = play(custom("AS KS QS JS 10S 9S 8S"), "AS");
    EXPECT_THAT(eventVector(eventsOf(s, "KS")),
                ElementsAre(event(K::CardFaced, card("KS"), 1), event(K::DamageTaken, card("KS"), 0, 13),
                            event(K::MonsterSlain, card("KS"), 0, 0), event(K::Lost, {}, 0, -57)));
}

TEST(Events, ApplyCheckedGivesTheSameEventsAndStateAsApply)
{
    GameState s = newGame(Rules::official(), 11);
    while (!s.over()) {
        const Action action = legalActions(s)[0];
        const ApplyResult result = apply(s, action);
        EventList events;
        applyChecked(s, action, &events);
        EXPECT_EQ(s, result.state);
        EXPECT_EQ(eventVector(events), eventVector(result.events));
    }
}

} // namespace
} // namespace scoundrel
