#include "SoundRecorder.h"
#include "TableSceneFixture.h"

#include "scenes/SceneFactory.h"

namespace scoundrel::game::test {
namespace {

using Ids = std::vector<SoundId>;

class TableSceneSoundTest : public TableSceneTest {
protected:
    void SetUp() override
    {
        harness.context().sound = &heard;
        startTable();
        harness.update(2.0); // the room is dealt
        heard.played.clear();
    }

    std::string message() { return harness.dump()["message"].get<std::string>(); }

    SoundRecorder heard;
};

} // namespace

TEST_F(TableSceneSoundTest, ACardDraggedOntoTheWeaponIsHeardAsItLands)
{
    harness.context().settings.animation = AnimationSpeed::Normal;
    harness.drag(harness.center("room.0"), harness.center("weapon"));
    EXPECT_EQ(heard.ids(), Ids{}); // still flying from where it was let go
    harness.update(1.0);
    EXPECT_EQ(heard.ids(), Ids{SoundId::Equip});
}

TEST_F(TableSceneSoundTest, WithAnimationsOffAMoveIsHeardOnceAtOnce)
{
    harness.drag(harness.center("room.0"), harness.center("weapon")); // the harness: animations off
    EXPECT_EQ(heard.ids(), Ids{SoundId::Equip});
    harness.update(1.0);
    EXPECT_EQ(heard.ids(), Ids{SoundId::Equip});
}

TEST_F(TableSceneSoundTest, AnIllegalDropIsASoftRefusal)
{
    harness.drag(harness.center("room.3"), harness.center("weapon")); // a potion is no weapon
    EXPECT_EQ(heard.ids(), Ids{SoundId::Refuse});
    EXPECT_EQ(harness.dump()["weapon"], nullptr);
}

TEST_F(TableSceneSoundTest, AButtonClicks)
{
    harness.click(harness.center("button.avoid"));
    ASSERT_FALSE(heard.ids().empty());
    EXPECT_EQ(heard.ids().front(), SoundId::Click);
}

TEST_F(TableSceneSoundTest, MMutesAndUnmutesAndTheMessageLineSaysSo)
{
    harness.key(SDLK_m);
    EXPECT_TRUE(harness.context().settings.soundMuted);
    EXPECT_TRUE(harness.settingsOnDisk().soundMuted);
    EXPECT_EQ(heard.changes, 1);
    EXPECT_EQ(message(), "Sound muted: M turns it back on.");
    harness.key(SDLK_m);
    EXPECT_FALSE(harness.settingsOnDisk().soundMuted);
    EXPECT_EQ(message(), "Sound on at 70%: M mutes it.");
}

TEST(MenuSceneSound, MMutesAndTheNoticeSaysSoOnce)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.key(SDLK_m);
    EXPECT_TRUE(h.context().settings.soundMuted);
    EXPECT_EQ(h.notice("Sound"), "Sound muted: M turns it back on.");
    h.key(SDLK_m);
    EXPECT_FALSE(h.settingsOnDisk().soundMuted);
    EXPECT_EQ(h.dump()["notices"], nlohmann::json::array({"Sound on at 70%: M mutes it."}));
}

// A button of any screen clicks through the context's sound, like every other sound:
// a context without one is silent, and two contexts never share one.
TEST(MenuSceneSound, AButtonClicksThroughTheContextsSound)
{
    SceneHarness h;
    SoundRecorder heard;
    h.context().sound = &heard;
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.how_to_play"));
    EXPECT_EQ(heard.ids(), Ids{SoundId::Click});
    SceneHarness silent;
    silent.start(makeMenuScene(silent.context()));
    silent.click(silent.center("button.how_to_play"));
    EXPECT_EQ(silent.dump()["scene"], "how_to_play");
    EXPECT_EQ(heard.ids(), Ids{SoundId::Click}); // nothing more
}

} // namespace scoundrel::game::test
