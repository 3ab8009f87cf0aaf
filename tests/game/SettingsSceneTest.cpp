#include "SceneHarness.h"

#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

TEST(SettingsScene, ChoosingAVariantSavesItAtOnce)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("button.weapon_equal_or_lower"));
    h.click(h.center("button.suits_four"));
    EXPECT_EQ(h.context().settings.rules.weaponDegradation, WeaponDegradation::EqualOrLower);
    const Settings saved = h.settingsOnDisk();
    EXPECT_EQ(saved.rules.weaponDegradation, WeaponDegradation::EqualOrLower);
    EXPECT_TRUE(saved.fourColorSuits);
    h.key(SDLK_RIGHT); // the focused row is the first one: already at its last option
    EXPECT_EQ(h.dump()["weapon"], "equal_or_lower");
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.dump()["weapon"], "strict");
}

} // namespace
} // namespace scoundrel::game
