#include "core/LaunchOptions.h"

#include "JsonWords.h"

#include "scoundrel/Deal.h"
#include "scoundrel/Json.h"
#include "scoundrel/RuleVariants.h"
#include "scoundrel/store/SaveDir.h"

#include "text/LanguageChoice.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace scoundrel::game {

namespace {

constexpr const char* kUsageHead = R"(usage: scoundrel [OPTIONS]

  --new-game          skip the menu and start a run
  --seed N            deal number for the run (an unsigned 64-bit integer)
)";

constexpr const char* kRulesExample =
    R"(                      {"weapon_degradation": "equal_or_lower", "avoid_order": "shuffle"}
)";

constexpr const char* kUsageTail = R"(  --window WxH        window size in pixels (at least 1024x640)
)";

constexpr const char* kUsageAfterSaveDir = R"(  --data-dir DIR      where the game's assets are
  --language CODE     the game's language: en, de, fr, es or pt_BR (default: the
                      desktop's, from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)
  --dump-layout FILE  keep FILE updated with the scene's on-screen rectangles (JSON)
  --no-tutorial-offer skip the first launch's offer of the tutorial (for scripts)
  --speech-log FILE   turn speech on and add each utterance to FILE as a line (FILE is
                      kept; each launch starts with a line naming the version and time)
  --render-scenes-once
                      draw one frame of every scene, print the data directory used
                      and each scene drawn, and exit (a smoke test of an install)
  --version           print the version and exit
  --help              print this help and exit
)";

constexpr std::size_t kHelpIndent = 22; // where every option's description starts
constexpr std::size_t kHelpWidth = 84; // the widest line, --dump-layout's

// The option's name and its description, wrapped at kHelpWidth under kHelpIndent.
std::string helpEntry(std::string name, const std::string& description)
{
    std::string out = name.append(kHelpIndent - name.size(), ' ');
    std::size_t lineStart = 0;
    std::istringstream words(description);
    std::string word;
    bool first = true;
    while (words >> word) {
        if (!first && out.size() - lineStart + 1 + word.size() > kHelpWidth) {
            out += '\n';
            lineStart = out.size();
            out.append(kHelpIndent, ' ');
            first = true;
        }
        out += (first ? "" : " ") + word;
        first = false;
    }
    return out + '\n';
}

// --save-dir with the folder used without it, this user's: a player can find the files
// from the game alone.
std::string saveDirEntry()
{
    const auto dir = store::defaultSaveDir();
    return helpEntry("  --save-dir DIR",
                     "where saves, settings and scores live (default: " +
                         (dir ? dir->string() : std::string("$XDG_DATA_HOME/scoundrel or ~/.local/share/scoundrel")) +
                         ")");
}

[[noreturn]] void bad(const std::string& message)
{
    throw std::invalid_argument(message);
}

Rules readRulesFile(const std::string& path)
{
    if (const auto preset = parsePreset(path))
        return Rules::of(*preset);
    std::error_code error;
    if (!std::filesystem::exists(path, error))
        bad("--rules '" + path + "' is neither a preset (" + presetList() + ") nor a rules file");
    if (std::filesystem::is_directory(path, error))
        bad("the rules file '" + path + "' is a directory");
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    if (!in || !(text << in.rdbuf()))
        bad("cannot read the rules file '" + path + "'");
    const auto json = nlohmann::json::parse(text.str(), nullptr, false);
    if (json.is_discarded())
        bad("the rules file '" + path + "' is not valid JSON");
    JsonProblem why;
    const auto rules = rulesFromJson(json, &why);
    if (!rules)
        bad("the rules file '" + path + "': " + cli::jsonWords(why));
    return *rules;
}

// "en, de, fr, es or pt_BR": the codes --language takes.
std::string languageList()
{
    std::string out;
    for (std::size_t i = 0; i < kLanguages.size(); ++i)
        out += (i == 0 ? "" : i + 1 == kLanguages.size() ? " or " : ", ") + std::string(kLanguages[i].code);
    return out;
}

Size parseWindow(const std::string& text)
{
    const auto x = text.find('x');
    const auto w = parseSeed(text.substr(0, x == std::string::npos ? text.size() : x));
    const auto h = x == std::string::npos ? std::nullopt : parseSeed(text.substr(x + 1));
    if (!w || !h || *w > 16384 || *h > 16384)
        bad("--window must look like 1280x800, not '" + text + "'");
    return {static_cast<int>(*w), static_cast<int>(*h)};
}

void setValue(LaunchOptions& o, const std::string& name, const std::string& value)
{
    if (name == "seed") {
        o.seed = parseSeed(value);
        if (!o.seed)
            bad("--seed must be an unsigned 64-bit integer, not '" + value + "'");
    } else if (name == "rules") {
        o.rules = readRulesFile(value);
    } else if (name == "window") {
        o.window = parseWindow(value);
    } else if (name == "save-dir") {
        o.saveDir = value;
    } else if (name == "data-dir") {
        o.dataDir = value;
    } else if (name == "dump-layout") {
        o.dumpLayout = value;
    } else if (name == "speech-log") {
        o.speechLog = value;
    } else if (name == "language") {
        const auto language = shippedLanguage(value);
        if (!language)
            bad("--language must be one of " + languageList() + ", not '" + value + "'");
        o.language = std::string(*language);
    } else {
        bad("unknown option '--" + name + "'");
    }
}

} // namespace

std::string launchUsage()
{
    // The presets are named from their table, so a new one is listed here too.
    return kUsageHead +
        helpEntry("  --rules RULES",
                  "rule variants for new runs: a preset (" + presetList() + ") or a JSON file such as") +
        kRulesExample +
        // What np15 could not tell: whether they last (the menu showed the saved setting).
        helpEntry("",
                  "for this launch only, not saved (the menu and Settings show them); rules picked in "
                  "Settings take over") +
        kUsageTail + saveDirEntry() + kUsageAfterSaveDir;
}

LaunchOptions parseLaunchOptions(const std::vector<std::string>& args)
{
    LaunchOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--new-game") {
            o.newGame = true;
        } else if (arg == "--help" || arg == "-h") {
            o.showHelp = true;
        } else if (arg == "--version") {
            o.showVersion = true;
        } else if (arg == "--render-scenes-once") {
            o.renderScenesOnce = true;
        } else if (arg == "--no-tutorial-offer") {
            o.tutorialOffer = false;
        } else if (arg.rfind("--", 0) == 0) {
            const auto eq = arg.find('=');
            const std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
            static const std::set<std::string> kValued{"seed",     "rules",       "window",   "save-dir",
                                                       "data-dir", "dump-layout", "language", "speech-log"};
            if (!kValued.count(name))
                bad("unknown option '" + arg + "'");
            if (eq == std::string::npos && i + 1 >= args.size())
                bad("option --" + name + " needs a value");
            setValue(o, name, eq == std::string::npos ? args[++i] : arg.substr(eq + 1));
        } else {
            bad("unexpected argument '" + arg + "'");
        }
    }
    return o;
}

} // namespace scoundrel::game
