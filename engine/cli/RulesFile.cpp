#include "RulesFile.h"

#include "CliError.h"
#include "JsonWords.h"

#include "scoundrel/Json.h"
#include "scoundrel/RuleVariants.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace scoundrel::cli {

Rules loadRules(const std::string& nameOrFile)
{
    if (const auto preset = parsePreset(nameOrFile))
        return Rules::of(*preset);
    if (!std::filesystem::exists(nameOrFile))
        usageError("--rules '" + nameOrFile + "' is neither a preset (" + presetList() + ") nor a rules file");
    if (std::filesystem::is_directory(nameOrFile))
        usageError("the rules file '" + nameOrFile + "' is a directory");
    std::ifstream in(nameOrFile, std::ios::binary);
    if (!in)
        usageError("cannot read the rules file '" + nameOrFile + "'");
    std::stringstream text;
    text << in.rdbuf();
    if (in.bad())
        usageError("cannot read the rules file '" + nameOrFile + "'");
    const auto json = nlohmann::json::parse(text.str(), nullptr, false);
    if (json.is_discarded())
        usageError("the rules file '" + nameOrFile + "' is not valid JSON");
    JsonProblem why;
    const auto rules = rulesFromJson(json, &why);
    if (!rules)
        usageError("the rules file '" + nameOrFile + "': " + jsonWords(why));
    return *rules;
}

nlohmann::ordered_json rulesView(const Rules& rules)
{
    nlohmann::ordered_json view = toJson(rules);
    view["name"] = rules.name();
    return view;
}

} // namespace scoundrel::cli
