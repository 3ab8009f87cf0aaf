#include "table/DropTargets.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

namespace {

Card card(const char* name)
{
    return *parseCard(name);
}

GameState play(std::vector<const char*> dungeon, std::vector<const char*> moves)
{
    std::vector<Card> cards;
    for (const char* name : dungeon)
        cards.push_back(card(name));
    GameState state = newGame(Rules::official(), cards);
    for (const char* move : moves)
        state = apply(state, *parseToken(move)).state;
    return state;
}

const std::vector<const char*> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D"};

} // namespace

TEST(DropTargets, AMonsterOnTheWeaponIsAFightWithTheWeapon)
{
    const GameState s = play(kDungeon, {"5D"});
    const DropVerdict v = judgeDrop(s, card("9S"), DropTarget::Weapon);
    ASSERT_TRUE(v.legal());
    EXPECT_EQ(*v.action, Action::fightWeapon(card("9S")));
    EXPECT_EQ(v.text.text, "-4 health");
}

TEST(DropTargets, AMonsterOnTheDiscardPileIsABarehandedFight)
{
    const GameState s = play(kDungeon, {});
    const DropVerdict v = judgeDrop(s, card("9S"), DropTarget::Discard);
    EXPECT_EQ(*v.action, Action::fightBare(card("9S")));
    EXPECT_EQ(v.text.text, "-9 health");
}

TEST(DropTargets, TheWeaponTargetSaysWhyItRefusesAMonsterInASentence)
{
    EXPECT_EQ(judgeDrop(play(kDungeon, {}), card("9S"), DropTarget::Weapon).text.text, "You have no weapon equipped");
    const DropVerdict dull = judgeDrop(play(kDungeon, {"5D", "3S:weapon"}), card("9S"), DropTarget::Weapon);
    EXPECT_FALSE(dull.legal());
    EXPECT_EQ(dull.text.text,
              "Your weapon cannot hit the 9 of Spades: it last slew a monster of 3 and can only hit monsters below 3");
}

// np35 dropped a Queen on its health and read "Drop a monster on your weapon or on the
// discard pile", where the weapon could not take the Queen either: only the pile is named.
TEST(DropTargets, AMonsterDroppedOnTheHealthIsToldOnlyThePlacesItCanGo)
{
    const GameState armed = play(kDungeon, {"5D"});
    EXPECT_EQ(judgeDrop(armed, card("3S"), DropTarget::Health).text.text,
              "Drop a monster on your weapon or on the discard pile");
    const GameState dull = play(kDungeon, {"5D", "3S:weapon"});
    EXPECT_EQ(judgeDrop(dull, card("9S"), DropTarget::Health).text.text,
              "Drop this monster on the discard pile, to fight it barehanded");
    EXPECT_EQ(judgeDrop(play(kDungeon, {}), card("9S"), DropTarget::Health).text.text,
              "Drop this monster on the discard pile, to fight it barehanded");
}

TEST(DropTargets, PotionsGoOnTheHealthOrTheDiscardPile)
{
    const GameState s = play(kDungeon, {"9S:bare"});
    EXPECT_EQ(judgeDrop(s, card("6H"), DropTarget::Health).text.text, "+6 health");
    EXPECT_TRUE(judgeDrop(s, card("6H"), DropTarget::Discard).legal());
    EXPECT_FALSE(judgeDrop(s, card("6H"), DropTarget::Weapon).legal());
}

TEST(DropTargets, ASecondPotionIsLegalButHasNoEffect)
{
    const GameState s = play({"5H", "6H", "3S", "4S", "10C"}, {"5H"});
    const DropVerdict v = judgeDrop(s, card("6H"), DropTarget::Health);
    EXPECT_TRUE(v.legal());
    EXPECT_EQ(v.text.text, "No effect: already drank this turn");
}

TEST(DropTargets, AWeaponOnlyGoesOnTheWeaponSlotAndIsNamedAsACard)
{
    const GameState s = play(kDungeon, {});
    EXPECT_EQ(judgeDrop(s, card("5D"), DropTarget::Weapon).text.text, "Equip the 5 of Diamonds");
    EXPECT_FALSE(judgeDrop(s, card("5D"), DropTarget::Discard).legal());
    EXPECT_FALSE(judgeDrop(s, card("5D"), DropTarget::Health).legal());
}

TEST(DropTargets, TheDropGoesToTheLegalTargetOverlappedMost)
{
    const TableLayout l = computeTableLayout({1280, 800});
    const GameState s = play(kDungeon, {"5D"});
    const Rect onWeapon = l.weapon.offset(l.cardW / 3, 0);
    EXPECT_EQ(bestLegalTarget(l, s, card("9S"), onWeapon), DropTarget::Weapon);
    EXPECT_EQ(bestLegalTarget(l, s, card("9S"), l.discard.offset(-10, 20)), DropTarget::Discard);
    EXPECT_EQ(bestLegalTarget(l, s, card("9S"), l.health), std::nullopt);
    EXPECT_EQ(mostOverlapped(l, l.health), DropTarget::Health);
    EXPECT_EQ(bestLegalTarget(l, s, card("9S"), l.room[1]), std::nullopt);
}

} // namespace scoundrel::game
