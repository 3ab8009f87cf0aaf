#include "text/IllegalWords.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>

// The game's words for the engine's refusals: every kind has its own sentence, read on
// its own (a capital or a card's name first), with none of the CLI's move syntax.
namespace scoundrel::game {
namespace {

Card card(const char* name)
{
    return *parseCard(name);
}

TEST(IllegalWords, EveryKindHasItsOwnSentence)
{
    std::set<std::string> sentences;
    for (Illegal kind : kIllegalKinds) {
        IllegalReason reason(kind, card("6C"));
        reason.lastKill = 6;
        const std::string sentence = illegalSentence(reason);
        ASSERT_FALSE(sentence.empty()) << static_cast<int>(kind);
        EXPECT_TRUE(std::isupper(static_cast<unsigned char>(sentence[0])) ||
                    std::isdigit(static_cast<unsigned char>(sentence[0])))
            << sentence;
        EXPECT_EQ(sentence.find(':' + std::string("bare")), std::string::npos) << sentence;
        EXPECT_NE(sentence, "That move is not allowed");
        sentences.insert(sentence);
    }
    EXPECT_EQ(sentences.size(), kIllegalKinds.size());
    EXPECT_EQ(illegalSentence(IllegalReason{}), "");
}

TEST(IllegalWords, TheWeaponsLimitFollowsItsRule)
{
    IllegalReason reason(Illegal::WeaponTooDull, card("7C"));
    reason.lastKill = 6;
    EXPECT_EQ(illegalSentence(reason),
              "Your weapon cannot hit the 7 of Clubs: it last slew a monster of 6 and can only hit monsters below 6");
    reason.degradation = WeaponDegradation::EqualOrLower;
    EXPECT_EQ(
        illegalSentence(reason),
        "Your weapon cannot hit the 7 of Clubs: it last slew a monster of 6 and can only hit monsters of 6 or below");
}

// In the fight dialog the monster is the question's own: its greyed With weapon says the
// limit alone (naming the monster again ran out of the option in the longer languages).
TEST(IllegalWords, WhereTheCardIsTheQuestionsTheLimitIsSaidAlone)
{
    IllegalReason reason(Illegal::WeaponTooDull, card("7C"));
    reason.lastKill = 6;
    EXPECT_EQ(illegalSentenceForItsCard(reason),
              "Your weapon last slew a monster of 6: it can only hit monsters below 6");
    const IllegalReason none(Illegal::NoWeapon);
    EXPECT_EQ(illegalSentenceForItsCard(none), illegalSentence(none));
}

TEST(IllegalWords, AvoidingNeverNamesThePresetWhenThereIsOne)
{
    IllegalReason reason(Illegal::AvoidNever);
    reason.preset = Preset::Relentless;
    EXPECT_EQ(illegalSentence(reason), "Relentless: rooms cannot be avoided");
    reason.preset.reset();
    EXPECT_EQ(illegalSentence(reason), "These rules never allow avoiding a room");
}

TEST(IllegalWords, ACardThatIsNotAMonsterSaysWhatItIsForInTheGamesTerms)
{
    EXPECT_EQ(illegalSentence(IllegalReason(Illegal::NotAMonster, card("4H"))),
              "The 4 of Hearts is a potion, not a monster: it is drunk, not fought");
    EXPECT_EQ(illegalSentence(IllegalReason(Illegal::NotAMonster, card("8D"))),
              "The 8 of Diamonds is a weapon, not a monster: it is equipped, not fought");
}

} // namespace
} // namespace scoundrel::game
