// Every way play refuses: bad input (exit 2) and well-formed but illegal moves (exit 3).
#include "CliExpect.h"

namespace scoundrel::test {
namespace {

std::vector<std::string> playSeed1(const std::string& moves)
{
    return {"play", "--seed", "1", "--moves", moves};
}

TEST(PlayUsage, UnknownOption)
{
    expectUsageError({"play", "--seed", "1", "--speed", "fast"}, {"--speed"});
    expectUsageError({"play", "--seed", "1", "--moves"}, {"--moves"});
}

TEST(PlayUsage, InvalidCard)
{
    expectUsageError({"play", "--deck", "2S ZZ 3S"}, {"ZZ"});
    expectUsageError({"play", "--deck", "2S 11S"}, {"11S"});
}

TEST(PlayUsage, DuplicateCard)
{
    expectUsageError({"play", "--deck", "2S 3S 2s"}, {"2S"});
}

TEST(PlayUsage, CardNotInTheScoundrelDeck)
{
    expectUsageError({"play", "--deck", "2S KD"}, {"KD", "not in the Scoundrel deck"});
    expectUsageError({"play", "--deck", "AH 2S"}, {"AH", "not in the Scoundrel deck"});
}

TEST(PlayUsage, EmptyDeck)
{
    expectUsageError({"play", "--deck", ""}, {"deck"});
}

TEST(PlayUsage, UnknownMoveToken)
{
    expectUsageError(playSeed1("8D dance"), {"dance"});
    expectUsageError(playSeed1("KC:sword"), {"KC:sword"});
    expectUsageError(playSeed1("ZZ"), {"ZZ"});
    expectUsageError(playSeed1("KD"), {"KD"});
    expectUsageError(playSeed1("abandon"), {"abandon"});
    // A bad token is bad input even after an illegal move.
    expectUsageError(playSeed1("QS dance"), {"dance"});
}

TEST(PlayUsage, SeedNotAnUnsigned64BitInteger)
{
    for (const char* seed : {"-1", "18446744073709551616", "seven", "", "12x"})
        expectUsageError({"play", "--seed", seed}, {"seed"});
    expectUsageError({"play", "--seed=-5"}, {"seed"});
}

TEST(PlayUsage, BothOrNeitherOfSeedAndDeck)
{
    expectUsageError({"play", "--seed", "1", "--deck", "2S 3S"}, {"--seed", "--deck"});
    expectUsageError({"play"}, {"--seed", "--deck"});
    expectUsageError({"play", "--moves", "avoid"}, {"--seed", "--deck"});
}

TEST(PlayUsage, RulesFileMissing)
{
    const std::string missing = scratchDir() + "/no-such-rules.json";
    expectUsageError({"play", "--seed", "1", "--rules", missing}, {missing});
}

TEST(PlayUsage, RulesFileIsADirectory)
{
    expectUsageError({"play", "--seed", "1", "--rules", scratchDir()}, {"directory"});
}

TEST(PlayUsage, RulesFileNotJson)
{
    const std::string file = writeScratchFile("broken.json", "{\"weapon_degradation\": ");
    expectUsageError({"play", "--seed", "1", "--rules", file}, {file, "JSON"});
    const std::string text = writeScratchFile("text.json", "strict please\n");
    expectUsageError({"play", "--seed", "1", "--rules", text}, {text});
}

TEST(PlayUsage, RulesFileUnknownKey)
{
    const std::string file = writeScratchFile("key.json", R"({"weapon_degradation": "strict", "speed": "fast"})");
    expectUsageError({"play", "--seed", "1", "--rules", file}, {"speed"});
}

TEST(PlayUsage, RulesFileUnknownValue)
{
    const std::string file = writeScratchFile("value.json", R"({"avoid_order": "random"})");
    expectUsageError({"play", "--seed", "1", "--rules", file}, {"random"});
    const std::string typed = writeScratchFile("type.json", R"({"weapon_degradation": 1})");
    expectUsageError({"play", "--seed", "1", "--rules", typed}, {"weapon_degradation"});
    const std::string list = writeScratchFile("list.json", R"(["strict"])");
    expectUsageError({"play", "--seed", "1", "--rules", list});
}

TEST(PlayIllegal, CardNotInTheRoom)
{
    expectIllegalMove(playSeed1("8D QS"), {"move 2 (QS)", "QS is not in the room"});
}

TEST(PlayIllegal, AvoidNotAllowed)
{
    expectIllegalMove(playSeed1("8D avoid"), {"move 2 (avoid)"});
    expectIllegalMove(playSeed1("avoid avoid"), {"move 2 (avoid)"});
    expectIllegalMove({"play", "--deck", "2H 3H 4H 5H", "--moves", "avoid"}, {"move 1 (avoid)"});
}

TEST(PlayIllegal, WeaponWhenItCannotBeUsed)
{
    expectIllegalMove(playSeed1("KC:weapon"), {"move 1 (KC:weapon)", "no weapon"});
    expectIllegalMove(playSeed1("8D 2S:weapon KC:weapon"),
                      {"move 3 (KC:weapon)", "your weapon last slew a monster of 2: it can only hit monsters below 2"});
}

TEST(PlayIllegal, SuffixOnACardThatIsNotAMonster)
{
    expectIllegalMove(playSeed1("4H:bare"), {"move 1 (4H:bare)", "4H"});
    expectIllegalMove(playSeed1("8D:weapon"), {"move 1 (8D:weapon)", "8D"});
}

TEST(PlayIllegal, MoveAfterTheGameEnded)
{
    expectIllegalMove({"play", "--deck", "AS KS QS JS 10S 9S 8S", "--moves", "AS KS QS"}, {"move 3 (QS)", "over"});
    expectIllegalMove({"play", "--deck", "2S 3H", "--moves", "2S 3H avoid"}, {"move 3 (avoid)", "over"});
}

TEST(PlayIllegal, TheTokenIsQuotedAsTyped)
{
    expectIllegalMove(playSeed1("8d 2s:WEAPON kc:WEAPON"), {"move 3 (kc:WEAPON)"});
}

} // namespace
} // namespace scoundrel::test
