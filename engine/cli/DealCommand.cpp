#include "CliError.h"
#include "Commands.h"
#include "Options.h"

#include "scoundrel/Deal.h"

#include <iostream>
#include <nlohmann/json.hpp>

namespace scoundrel::cli {

int runDeal(const std::vector<std::string>& args)
{
    const Options options(args, {"seed"});
    const auto seed = options.unsignedValue("seed");
    if (!seed)
        usageError("missing option --seed");
    nlohmann::ordered_json cards = nlohmann::ordered_json::array();
    for (Card card : dealSeed(*seed).cards)
        cards.push_back(card.name());
    std::cout << nlohmann::ordered_json{{"seed", *seed}, {"dungeon", cards}}.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
