#include "CliError.h"
#include "CliWords.h"
#include "Commands.h"
#include "Options.h"
#include "SaveDirOption.h"
#include "StateView.h"

#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/SaveDir.h"

#include <iostream>

namespace scoundrel::cli {

std::filesystem::path saveDirOption(const Options& options)
{
    if (const auto dir = options.get("save-dir"))
        return *dir;
    const auto dir = store::defaultSaveDir();
    if (!dir)
        usageError("no save directory: give --save-dir DIR");
    return *dir;
}

// The saved run as the game would resume it: the state as cli.md prints it, then
// the deal, the number of moves and whether help was used.
int runShow(const std::vector<std::string>& args)
{
    const Options options(args, {"save-dir"});
    const std::filesystem::path dir = saveDirOption(options);
    const store::RunLoad load = store::loadRunFile(dir);
    if (!load.run) {
        const std::string why =
            load.report.hasProblem() ? "no saved run: " + loadNotice(load.report) : "no saved run in " + dir.string();
        throw CliError(kExitNoSavedRun, why);
    }
    if (load.report.hasProblem())
        std::cerr << "scoundrel-cli: " << loadNotice(load.report) << '\n';
    const store::SavedRun& run = *load.run;
    nlohmann::ordered_json view = stateView(run.state);
    if (run.record.deal.seed) {
        view["seed"] = *run.record.deal.seed;
    } else {
        view["deck"] = nlohmann::ordered_json::array();
        for (Card card : run.record.deal.cards)
            view["deck"].push_back(card.name());
    }
    view["moves"] = run.record.actions.size();
    view["assisted"] = run.assisted;
    std::cout << view.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
