#include "StoreTestDir.h"

#include "scoundrel/store/AtomicFile.h"

#include "scoundrel/Action.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <unistd.h>

namespace scoundrel::store::test {

TestDir::TestDir()
{
    static std::atomic<int> counter{0};
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    m_path = std::filesystem::temp_directory_path() /
        ("scoundrel-store-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-" +
         (info ? info->name() : "x"));
    std::filesystem::remove_all(m_path);
    std::filesystem::create_directories(m_path);
}

TestDir::~TestDir()
{
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
}

std::vector<std::string> TestDir::filesStartingWith(const std::string& prefix) const
{
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(m_path)) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with(prefix))
            names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

void TestDir::write(const std::string& name, const std::string& text) const
{
    ASSERT_EQ(writeFileAtomically(m_path / name, text, false), store::WriteFailure{});
}

std::string TestDir::read(const std::string& name) const
{
    std::string text;
    EXPECT_TRUE(readWholeFile(m_path / name, text)) << name;
    return text;
}

SavedRun sampleRun(const std::vector<std::string>& moves, bool assisted)
{
    RunRecord record{Rules::official(), Deal::fromSeed(1), {}};
    for (const std::string& token : moves)
        record.actions.push_back(*parseToken(token));
    const auto state = replay(record);
    EXPECT_TRUE(state.has_value());
    return SavedRun{record, *state, assisted};
}

std::string fixture(const std::string& name)
{
    std::string text;
    EXPECT_TRUE(readWholeFile(std::filesystem::path(SCOUNDREL_STORE_FIXTURES) / name, text)) << name;
    return text;
}

} // namespace scoundrel::store::test
