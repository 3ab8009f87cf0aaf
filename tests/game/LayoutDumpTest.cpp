#include "core/LayoutDump.h"
#include "core/LayoutDumpable.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

namespace scoundrel::game {
namespace {

// A scene with nothing to report but its name.
class PlainScene : public Scene {
public:
    std::string name() const override { return "plain"; }
    void handleEvent(const InputEvent&) override { }
    void render(Painter&) override { }
};

// A scene that names its rectangles, and adds a field when it has one.
class ReportingScene : public Scene, public LayoutDumpable {
public:
    explicit ReportingScene(bool withField) : m_withField(withField) { }
    std::string name() const override { return "reporting"; }
    void handleEvent(const InputEvent&) override { }
    void render(Painter&) override { }
    std::map<std::string, Rect> rects() const override { return {{"button.ok", {10, 20, 30, 40}}}; }
    nlohmann::json dumpFields() const override
    {
        return m_withField ? nlohmann::json{{"page", 2}} : LayoutDumpable::dumpFields();
    }

private:
    bool m_withField;
};

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(LayoutDump, ASceneThatIsNotDumpableGivesItsNameAndTheWindow)
{
    EXPECT_EQ(LayoutDump::describe(PlainScene{}, {800, 600}),
              nlohmann::json::parse(R"({"scene": "plain", "window": [800, 600], "rects": {}})"));
}

TEST(LayoutDump, ADumpableSceneAddsItsRectanglesAndFields)
{
    EXPECT_EQ(LayoutDump::describe(ReportingScene{true}, {800, 600}),
              nlohmann::json::parse(R"({"scene": "reporting", "window": [800, 600],
                                        "rects": {"button.ok": [10, 20, 30, 40]}, "page": 2})"));
    EXPECT_EQ(LayoutDump::describe(ReportingScene{false}, {800, 600}),
              nlohmann::json::parse(R"({"scene": "reporting", "window": [800, 600],
                                        "rects": {"button.ok": [10, 20, 30, 40]}})"));
}

TEST(LayoutDump, TheFileIsWrittenOnlyWhenTheDumpChanges)
{
    const auto dir = std::filesystem::temp_directory_path() / ("scoundrel-layout-dump-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / "layout.json";
    LayoutDump dump(path);
    const PlainScene scene;
    EXPECT_EQ(dump.update(scene, {800, 600}), store::WriteFailure{});
    EXPECT_EQ(nlohmann::json::parse(readFile(path)), LayoutDump::describe(scene, {800, 600}));
    std::filesystem::remove(path);
    EXPECT_EQ(dump.update(scene, {800, 600}), store::WriteFailure{});
    EXPECT_FALSE(std::filesystem::exists(path)); // the same dump: not written again
    EXPECT_EQ(dump.update(scene, {1024, 640}), store::WriteFailure{});
    EXPECT_EQ(nlohmann::json::parse(readFile(path))["window"], nlohmann::json({1024, 640}));
    std::filesystem::remove_all(dir);
}

} // namespace
} // namespace scoundrel::game
