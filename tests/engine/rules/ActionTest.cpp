#include "TestSupport.h"

#include "scoundrel/InputProblem.h"

#include <gmock/gmock.h>

namespace scoundrel {
namespace {

using test::card;
using ::testing::HasSubstr;

TEST(Action, TokensAreTheCliMoveTokens)
{
    EXPECT_EQ(toToken(Action::avoid()), "avoid");
    EXPECT_EQ(toToken(Action::face(card("8D"))), "8D");
    EXPECT_EQ(toToken(Action::face(card("10H"))), "10H");
    EXPECT_EQ(toToken(Action::fightBare(card("KC"))), "KC:bare");
    EXPECT_EQ(toToken(Action::fightWeapon(card("KC"))), "KC:weapon");
    EXPECT_EQ(toToken(Action::abandon()), "abandon");
}

TEST(Action, EveryActionParsesBackFromItsToken)
{
    std::vector<Action> all{Action::avoid(), Action::abandon()};
    for (Card c : canonicalDeck()) {
        all.push_back(Action::face(c));
        all.push_back(Action::fightBare(c));
        all.push_back(Action::fightWeapon(c));
    }
    for (Action action : all) {
        if (action.kind == ActionKind::Face && action.card.isMonster())
            continue; // a bare monster name means fighting it barehanded
        EXPECT_EQ(parseToken(toToken(action)), action) << toToken(action);
    }
}

TEST(Action, BareCardNameFacesOrFightsBarehanded)
{
    EXPECT_EQ(parseToken("8D"), Action::face(card("8D")));
    EXPECT_EQ(parseToken("4H"), Action::face(card("4H")));
    EXPECT_EQ(parseToken("KC"), Action::fightBare(card("KC")));
}

TEST(Action, TokensAreCaseInsensitive)
{
    EXPECT_EQ(parseToken("AVOID"), Action::avoid());
    EXPECT_EQ(parseToken("Avoid"), Action::avoid());
    EXPECT_EQ(parseToken("kc:WEAPON"), Action::fightWeapon(card("KC")));
    EXPECT_EQ(parseToken("10s:Bare"), Action::fightBare(card("10S")));
    EXPECT_EQ(parseToken("8d"), Action::face(card("8D")));
}

TEST(Action, MalformedTokensAreRejectedWithAReason)
{
    for (const char* token : {"", "ZZ", "dance", "8D:sword", "8D:", ":bare", "KC:bare:weapon", "avoid:bare"}) {
        InputProblem why;
        EXPECT_FALSE(parseToken(token, &why).has_value()) << '"' << token << '"';
        EXPECT_NE(why.fault, InputFault::None) << '"' << token << '"';
        EXPECT_EQ(why.token, token) << '"' << token << '"';
    }
    InputProblem why;
    EXPECT_FALSE(parseToken("kd", &why).has_value());
    EXPECT_EQ(why, (InputProblem{InputFault::NotInDeck, "KD", "kd", {}}));
    EXPECT_FALSE(parseToken("8D:sword", &why).has_value());
    EXPECT_EQ(why, (InputProblem{InputFault::NoFightAfterCard, {}, "8D:sword", {}}));
}

TEST(Action, SuffixOnANonMonsterParsesButIsNotLegal)
{
    // Well formed, so the CLI reports it as an illegal move (exit 3), not bad input.
    EXPECT_EQ(parseToken("4H:bare"), Action::fightBare(card("4H")));
    EXPECT_EQ(parseToken("8D:weapon"), Action::fightWeapon(card("8D")));
}

} // namespace
} // namespace scoundrel
