#include "CliError.h"
#include "Commands.h"

#include "scoundrel/RuleVariants.h"

#include <iostream>
#include <map>

namespace {

constexpr const char* kUsageCommands = R"(usage: scoundrel-cli COMMAND [OPTIONS]

Commands (each prints one JSON document):
  achievements [--save-dir DIR]      every achievement, and when and by which run it was earned
  deal --seed N                      the dungeon dealt by seed N, top first
  hint (--seed N | --deck "CARDS") [--rules PRESET|FILE] [--moves "TOKENS"]
       [--budget-ms B]               the advised next move, from what a player knows
  modes [--presets LIST] [--seeds A-B] [--advisor-seeds A-B] [--budget-ms B]
        [--max-nodes K] [--threads T]
                                     how hard each preset is: the deals the solver
                                     wins, the advisor's and the greedy player's wins
  play (--seed N | --deck "CARDS") [--rules PRESET|FILE] [--moves "TOKENS"]
                                     apply moves and print the state
  review (--seed N | --deck "CARDS") [--rules PRESET|FILE] --moves "TOKENS"
         [--budget-ms B]             each move's win chance against the advisor's
                                     best move there, the mistakes, and the deal
  scores [--save-dir DIR] [--rules PRESET|NAME|FILE]
                                     the high scores and statistics of the game
  show [--save-dir DIR]              the saved run's state (exit 4 when there is none)
  simulate --policy random|greedy|hint --games N [--first-seed S] [--threads T]
           [--rules PRESET|FILE] [--budget-ms B]
                                     play seeds S..S+N-1 and print totals
  solve (--seed N | --deck "CARDS") [--rules PRESET|FILE] [--moves "TOKENS"]
        [--best-score] [--max-nodes K]
                                     whether the rest can be won, seeing every card,
                                     with a line that does it (or the best score)
  solve --seeds A-B [--threads T] [--rules PRESET|FILE] [--max-nodes K]
                                     solve seeds A..B and print totals and timings

)";

constexpr const char* kUsageTokens = R"(Move tokens: avoid, CARD, CARD:bare, CARD:weapon (such as 8D, KC:weapon).
Exit status: 0 success, 2 bad usage or input, 3 illegal move, 4 no saved run.
)";

// The presets are named from their table, so a new one is listed here too.
std::string usage()
{
    return std::string(kUsageCommands) + "Rules: a preset (" + scoundrel::presetList() + ") or a JSON rules file.\n" +
        kUsageTokens;
}

} // namespace

int main(int argc, char** argv)
{
    using namespace scoundrel::cli;
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        std::cerr << "scoundrel-cli: missing command (try --help)\n";
        return kExitUsage;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << usage();
        return kExitOk;
    }
    if (args[0] == "--version") {
        std::cout << "scoundrel-cli " << SCOUNDREL_VERSION << '\n';
        return kExitOk;
    }
    using Command = int (*)(const std::vector<std::string>&);
    const std::map<std::string, Command> commands{{"achievements", runAchievements},
                                                  {"deal", runDeal},
                                                  {"hint", runHint},
                                                  {"modes", runModes},
                                                  {"play", runPlay},
                                                  {"review", runReview},
                                                  {"scores", runScores},
                                                  {"show", runShow},
                                                  {"simulate", runSimulate},
                                                  {"solve", runSolve}};
    const auto command = commands.find(args[0]);
    try {
        if (command == commands.end())
            usageError("unknown command '" + args[0] + "' (try --help)");
        return command->second({args.begin() + 1, args.end()});
    } catch (const CliError& e) {
        std::cerr << "scoundrel-cli: " << e.what() << '\n';
        return e.exitCode();
    } catch (const std::exception& e) {
        std::cerr << "scoundrel-cli: " << e.what() << '\n';
        return 1;
    }
}
