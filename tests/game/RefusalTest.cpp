#include "text/Refusal.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

// The table's refusals in words: each kind its own sentence, a move's the engine's reason.
namespace scoundrel::game {
namespace {

TEST(Refusal, EveryKindHasItsOwnSentence)
{
    std::set<std::string> sentences;
    for (Refusal::Kind kind : {Refusal::Kind::Move, Refusal::Kind::NothingToUndo, Refusal::Kind::NoHintRunOver,
                               Refusal::Kind::NoChancesRunOver}) {
        const Refusal refusal(kind, IllegalReason(Illegal::NoWeapon));
        EXPECT_TRUE(refusal.refused());
        sentences.insert(refusalSentence(refusal));
    }
    EXPECT_EQ(sentences.size(), 4u);
    EXPECT_EQ(sentences.count(""), 0u);
}

TEST(Refusal, NothingRefusedSaysNothing)
{
    EXPECT_FALSE(Refusal{}.refused());
    EXPECT_EQ(refusalSentence(Refusal{}), "");
}

TEST(Refusal, AMoveIsWordedAsTheEnginesReason)
{
    EXPECT_EQ(refusalSentence(Refusal(Refusal::Kind::Move, IllegalReason(Illegal::NoWeapon))),
              "You have no weapon equipped");
    EXPECT_EQ(refusalSentence(Refusal(Refusal::Kind::NothingToUndo)),
              "Nothing to undo: undo goes back within the current turn");
}

} // namespace
} // namespace scoundrel::game
