#include "scoundrel/Card.h"
#include "scoundrel/Deal.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

// The game draws a card by looking its name up in the atlas index (ui/Atlas, ui/Painter), so a
// card without a frame would fail only when it is dealt; these tests catch it before a game does.

namespace {

using namespace scoundrel;

std::vector<std::filesystem::path> cardAtlasIndexes()
{
    std::vector<std::filesystem::path> indexes;
    for (const auto& entry : std::filesystem::directory_iterator(SCOUNDREL_TEST_CARD_ATLAS_DIR)) {
        if (entry.path().extension() == ".json")
            indexes.push_back(entry.path());
    }
    std::sort(indexes.begin(), indexes.end());
    return indexes;
}

nlohmann::json readIndex(const std::filesystem::path& path)
{
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

// The names of the engine's cards that the index has no [x, y, w, h] frame for, in deck order.
std::vector<std::string> cardsWithoutFrame(const nlohmann::json& index)
{
    const nlohmann::json& frames = index.at("frames");
    std::vector<std::string> missing;
    for (const Card card : canonicalDeck()) {
        const auto frame = frames.find(card.name());
        if (frame == frames.end() || !frame->is_array() || frame->size() != 4)
            missing.push_back(card.name());
    }
    return missing;
}

} // namespace

TEST(CardAtlas, EveryEngineCardHasAFrameInEveryAtlas)
{
    const std::vector<std::filesystem::path> indexes = cardAtlasIndexes();
    ASSERT_FALSE(indexes.empty()) << "no card atlas index in " << SCOUNDREL_TEST_CARD_ATLAS_DIR;
    for (const std::filesystem::path& path : indexes) {
        SCOPED_TRACE(path.filename().string());
        EXPECT_EQ(cardsWithoutFrame(readIndex(path)), std::vector<std::string>{});
    }
}

TEST(CardAtlas, AnIndexMissingACardsFrameIsCaught)
{
    const std::vector<std::filesystem::path> indexes = cardAtlasIndexes();
    ASSERT_FALSE(indexes.empty());
    nlohmann::json copy = readIndex(indexes.front());
    copy["frames"].erase("10C");
    copy["frames"]["AS"] = "not a rectangle";
    EXPECT_EQ(cardsWithoutFrame(copy), (std::vector<std::string>{"10C", "AS"}));
}

// Issue 28: every deck the game offers (ui/Assets.cpp's kDecks), at every scale, with the
// three backs and the empty slot. The game refuses to start without one of them.
TEST(CardAtlas, EveryDeckHasEveryScaleWithEveryBack)
{
    for (const char* deck : {"classic", "fourcolor", "large", "large-fourcolor", "pixel", "pixel-fourcolor", "contrast",
                             "contrast-fourcolor"}) {
        for (int scale = 1; scale <= 3; ++scale) {
            const std::string stem = std::string("cards-") + deck + "@" + std::to_string(scale) + "x";
            SCOPED_TRACE(stem);
            const std::filesystem::path folder(SCOUNDREL_TEST_CARD_ATLAS_DIR);
            ASSERT_TRUE(std::filesystem::is_regular_file(folder / (stem + ".png")));
            ASSERT_TRUE(std::filesystem::is_regular_file(folder / (stem + ".json")));
            const nlohmann::json index = readIndex(folder / (stem + ".json"));
            EXPECT_EQ(cardsWithoutFrame(index), std::vector<std::string>{});
            EXPECT_EQ(index.at("scale"), scale);
            for (const char* frame : {"back", "back-midnight", "back-bone", "slot"})
                EXPECT_TRUE(index.at("frames").contains(frame)) << frame;
        }
    }
}
