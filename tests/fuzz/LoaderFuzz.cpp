// The fuzz target over the save-file loaders: any bytes at all go through the run
// file, the score file and the achievements file parsers, which must refuse them cleanly or accept them,
// never crash, hang or leak. Whatever is accepted must write back to text that reads
// back equal. Built with libFuzzer by scripts/fuzz.sh; in every other build,
// CorpusReplay.cpp feeds it the committed corpus under CTest.
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace scoundrel::store;

namespace {

void fuzzRunFile(const std::string& text)
{
    ParseProblem problem;
    const auto run = parseRunFile(text, problem);
    if (!run)
        return;
    ParseProblem again;
    const auto back = parseRunFile(runFileText(*run), again);
    if (!back || !(*back == *run))
        std::abort();
}

void fuzzScoreFile(const std::string& text)
{
    ParseProblem problem;
    const auto entries = ScoreBook::parse(text, problem);
    if (!entries)
        return;
    ParseProblem again;
    const auto back = ScoreBook::parse(ScoreBook::textOf(*entries), again);
    if (!back || *back != *entries)
        std::abort();
}

void fuzzAchievementFile(const std::string& text)
{
    ParseProblem problem;
    const auto earned = AchievementBook::parse(text, problem);
    if (!earned)
        return;
    ParseProblem again;
    const auto back = AchievementBook::parse(AchievementBook::textOf(*earned), again);
    if (!back || *back != *earned)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    fuzzRunFile(text);
    fuzzScoreFile(text);
    fuzzAchievementFile(text);
    return 0;
}
