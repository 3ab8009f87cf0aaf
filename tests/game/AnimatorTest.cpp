#include "table/Animator.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

const Rect kFrom{100, 100, 80, 112};
const Rect kTo{600, 400, 80, 112};

Card nineOfSpades()
{
    return *parseCard("9S");
}

TEST(Animator, AFlyingCardPassesBetweenItsPlaces)
{
    Animator animator{[](double nominal) { return nominal; }};
    animator.fly(nineOfSpades(), kFrom, kTo, true, true, 0, 1.0);
    animator.update(0.5);
    const auto sprites = animator.sprites();
    ASSERT_EQ(sprites.size(), 1u);
    EXPECT_GT(sprites[0].rect.x, kFrom.x);
    EXPECT_LT(sprites[0].rect.x, kTo.x);
    EXPECT_TRUE(sprites[0].moving);
}

// Issue 28: with motion reduced a card never travels; it fades out of its old place and into
// its new one, at every moment, whatever the speed.
TEST(Animator, WithMotionReducedACardFadesInPlaceInsteadOfFlying)
{
    bool reduced = true;
    Animator animator{[](double nominal) { return nominal; }, {}, [&reduced] { return reduced; }};
    animator.fly(nineOfSpades(), kFrom, kTo, false, true, 0.2, 1.0);
    EXPECT_TRUE(animator.flying(nineOfSpades()));
    for (int step = 0; step < 12; ++step) {
        SCOPED_TRACE(step);
        int shown = 0;
        for (const Animator::CardSprite& s : animator.sprites()) {
            EXPECT_TRUE(s.rect == kFrom || s.rect == kTo);
            EXPECT_FALSE(s.moving);
            EXPECT_EQ(s.faceUp, s.rect == kTo); // face down where it was, face up where it lands
            shown += s.alpha;
        }
        EXPECT_NEAR(shown, 255, 40); // one card's worth, shared between the places
        animator.update(0.1);
    }
    EXPECT_FALSE(animator.animating());
}

TEST(Animator, AFadeStartsAtTheOldPlaceAndEndsAtTheNew)
{
    Animator animator{[](double nominal) { return nominal; }, {}, [] { return true; }};
    animator.fly(nineOfSpades(), kFrom, kTo, true, true, 0, 1.0);
    auto sprites = animator.sprites();
    ASSERT_EQ(sprites.size(), 1u);
    EXPECT_EQ(sprites[0].rect, kFrom);
    EXPECT_EQ(sprites[0].alpha, 255);
    animator.update(0.99);
    sprites = animator.sprites();
    ASSERT_EQ(sprites.size(), 1u);
    EXPECT_EQ(sprites[0].rect, kTo);
}

} // namespace
} // namespace scoundrel::game
