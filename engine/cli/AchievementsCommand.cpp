#include "CliError.h"
#include "CliWords.h"
#include "Commands.h"
#include "Options.h"
#include "SaveDirOption.h"

#include "scoundrel/store/AchievementBook.h"

#include "scoundrel/Json.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace scoundrel::cli {

namespace {

nlohmann::ordered_json achievementView(const store::Achievement& a, const store::AchievementBook& book)
{
    const store::EarnedAchievement* earned = book.find(a.id);
    nlohmann::ordered_json view;
    view["id"] = a.id;
    view["title"] = achievementTitle(a.id);
    view["description"] = achievementDescription(a.id);
    view["hidden"] = a.hidden;
    view["assisted_may_earn"] = a.assistedMayEarn;
    view["earned"] = earned ? nlohmann::ordered_json(earned->date) : nlohmann::ordered_json();
    view["run"] = earned ? toJson(earned->run) : nlohmann::ordered_json();
    return view;
}

} // namespace

// Every achievement of the catalogue, earned or not, from the save directory's
// achievements.json.
int runAchievements(const std::vector<std::string>& args)
{
    const Options options(args, {"save-dir"});
    const std::filesystem::path dir = saveDirOption(options);
    store::LoadReport report;
    const store::AchievementBook book = store::AchievementBook::load(dir, report);
    if (report.hasProblem())
        std::cerr << "scoundrel-cli: " << loadNotice(report) << '\n';
    nlohmann::ordered_json out;
    out["achievements"] = nlohmann::ordered_json::array();
    int count = 0;
    for (const store::Achievement& a : store::achievements()) {
        out["achievements"].push_back(achievementView(a, book));
        count += book.find(a.id) ? 1 : 0;
    }
    out["earned"] = count;
    out["total"] = store::achievements().size();
    std::cout << out.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
