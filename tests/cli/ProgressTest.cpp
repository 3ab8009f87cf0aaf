#include "CliExpect.h"

namespace scoundrel::test {
namespace {

using nlohmann::json;

// Long enough to pass the bar's quiet second, even in an optimised build on a fast
// machine: the advisor's budget is work, not time (about 3 s in a release build).
const std::vector<std::string> kLongRun{"simulate", "--policy", "hint", "--budget-ms", "50", "--games", "6"};

void expectOneDocument(const CliResult& r)
{
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_FALSE(json::parse(r.out, nullptr, false).is_discarded()) << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
}

TEST(Progress, ALongRunShowsABarOnATerminal)
{
    const CliResult r = runCliOnTerminal(kLongRun);
    expectOneDocument(r);
    EXPECT_THAT(r.err, ::testing::HasSubstr("/6 games")) << r.err;
    EXPECT_THAT(r.err, ::testing::HasSubstr("left")) << r.err;
    // One line, redrawn in place and wiped at the end.
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 0) << r.err;
    EXPECT_TRUE(r.err.ends_with("\r\033[K")) << r.err;
}

TEST(Progress, NoBarWhenStderrIsNotATerminal)
{
    const CliResult r = runCli(kLongRun);
    expectOneDocument(r);
    EXPECT_EQ(r.err, "");
}

TEST(Progress, NoBarForARunUnderASecond)
{
    const CliResult r = runCliOnTerminal({"simulate", "--policy", "greedy", "--games", "100"});
    expectOneDocument(r);
    EXPECT_EQ(r.err, "");
}

} // namespace
} // namespace scoundrel::test
