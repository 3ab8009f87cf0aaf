#include "CliExpect.h"

namespace scoundrel::test {
namespace {

using nlohmann::json;

// Long enough to pass the bar's quiet second, even in an optimised build on a fast
// machine: the advisor's budget is work, not time (about 3 s in a release build). Under
// the sanitizers every move costs several times more: one game with a fifth of the
// budget takes two or three seconds there.
#if defined(__SANITIZE_ADDRESS__)
const std::string kGames = "1";
const std::string kBudget = "10";
#else
const std::string kGames = "6";
const std::string kBudget = "50";
#endif
const std::vector<std::string> kLongRun{"simulate", "--policy", "hint", "--budget-ms", kBudget, "--games", kGames};

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
    EXPECT_THAT(r.err, ::testing::HasSubstr("/" + kGames + " game")) << r.err;
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
