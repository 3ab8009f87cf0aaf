#include "CliError.h"
#include "CliWords.h"
#include "Commands.h"
#include "Options.h"
#include "RulesFile.h"
#include "SaveDirOption.h"

#include "scoundrel/store/ScoreBook.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace scoundrel::cli {

namespace {

// The rule-set name of --rules: a name as the score book keeps it ("official",
// "equal_or_lower+shuffle", or one older versions wrote), else a rules file as for play.
std::string rulesName(const std::string& given)
{
    if (const auto rules = rulesFromName(given))
        return rules->name();
    return loadRules(given).name();
}

nlohmann::ordered_json ruleSetView(const store::ScoreBook& book, const std::string& rules)
{
    nlohmann::ordered_json view;
    view["rules"] = rules;
    view["top"] = nlohmann::ordered_json::array();
    int rank = 1;
    for (std::size_t index : book.top(rules)) {
        nlohmann::ordered_json entry{{"rank", rank++}};
        entry.update(store::toJson(book.entries()[index]));
        view["top"].push_back(entry);
    }
    view["stats"] = store::toJson(book.stats(rules));
    return view;
}

} // namespace

// The high scores and statistics: of one rule set with --rules, else of every rule
// set that has runs ("official" first).
int runScores(const std::vector<std::string>& args)
{
    const Options options(args, {"save-dir", "rules"});
    const std::filesystem::path dir = saveDirOption(options);
    std::optional<std::string> rules = options.get("rules");
    if (rules)
        rules = rulesName(*rules);
    store::LoadReport report;
    const store::ScoreBook book = store::ScoreBook::load(dir, report);
    if (report.hasProblem())
        std::cerr << "scoundrel-cli: " << loadNotice(report) << '\n';
    nlohmann::ordered_json out;
    out["rule_sets"] = nlohmann::ordered_json::array();
    for (const std::string& name : rules ? std::vector<std::string>{*rules} : book.ruleSets())
        out["rule_sets"].push_back(ruleSetView(book, name));
    std::cout << out.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
