#include "core/SettingsTable.h"

#include "core/KeySettings.h"
#include "core/WindowPlacement.h"
#include "text/LanguageChoice.h"

#include "scoundrel/store/JsonLimits.h"

#include "scoundrel/Json.h"

namespace scoundrel::game {

namespace {

// In AnimationSpeed's order.
constexpr std::array<SettingOption, 4> kAnimationOptions{
    {{"off", trMark("Off"), trMark("Cards jump straight to their place.")},
     {"fast", trMark("Fast"), trMark("Quick moves for experienced players.")},
     {"normal", trMark("Normal"), trMark("Easy to follow.")},
     {"slow", trMark("Slow"), trMark("Every move is easy to watch.")}}};
constexpr std::array<SettingOption, 2> kSuitOptions{
    {{"two", trMark("Two colours"), trMark("Classic red and black.")},
     {"four", trMark("Four colours"), trMark("Each suit its own colour: easier to tell apart.")}}};
constexpr std::array<SettingOption, 2> kFullscreenOptions{
    // TRANSLATORS: {0} the full screen key, such as "F11".
    {{"off", trMark("Window"), trMark("Play in a window ({0} switches at any time).")},
     {"on", trMark("Full screen"), trMark("The whole screen ({0} switches at any time).")}}};
constexpr std::array<SettingOption, 2> kResumeOptions{
    {{"menu", trMark("Show the menu"), trMark("Continue a saved run from the menu.")},
     {"resume", trMark("Resume the run"), trMark("Go straight back to a saved run.")}}};
constexpr std::array<SettingOption, 2> kMuteOptions{
    // TRANSLATORS: {0} the mute key, such as "M".
    {{"on", trMark("On"), trMark("Cards, blows and potions are heard; {0} mutes.")},
     {"muted", trMark("Muted"), trMark("Nothing is heard; {0} switches it back on.")}}};
constexpr std::array<SettingOption, 2> kMusicOptions{
    {{"off", trMark("Off"), trMark("No music.")}, {"on", trMark("On"), trMark("A quiet loop, muted with the sound.")}}};

// In CardDeck's, CardBack's, TableColor's and TextSize's orders.
// Their explanations stay within the label's column beside the preview (at 1024x640).
constexpr std::array<SettingOption, 3> kDeckOptions{{{"classic", trMark("Classic"), trMark("The standard faces.")},
                                                     {"large", trMark("Large"), trMark("Big corners, easy to read.")},
                                                     {"pixel", trMark("Pixel"), trMark("Chunky pixel art.")}}};
constexpr std::array<SettingOption, 3> kBackOptions{
    {{"burgundy", trMark("Burgundy"), trMark("Gold lattice and skull.")},
     {"midnight", trMark("Midnight"), trMark("Silver rings, a crown.")},
     {"bone", trMark("Bone"), trMark("Crossed swords on bone.")}}};
constexpr std::array<SettingOption, 3> kTableOptions{{{"green", trMark("Green"), trMark("A green baize.")},
                                                      {"blue", trMark("Blue"), trMark("A blue baize.")},
                                                      {"wine", trMark("Wine"), trMark("A deep red baize.")}}};
constexpr std::array<SettingOption, 2> kContrastOptions{
    {{"off", trMark("Off"), trMark("The table's own colours.")},
     {"on", trMark("On"), trMark("A dark table, black and white cards, thick focus rings.")}}};
constexpr std::array<SettingOption, 2> kMotionOptions{
    {{"off", trMark("Off"), trMark("Cards fly to their places.")},
     {"on", trMark("On"), trMark("Cards fade in place instead of flying.")}}};
constexpr std::array<SettingOption, 2> kSpeechOptions{
    // TRANSLATORS: {0} the key that turns speech on, such as "Ctrl+Alt+S"; {1} the one that says a summary,
    // such as "F2".
    {{"off", trMark("Off"), trMark("Nothing is spoken; {0} speaks from any screen.")},
     {"on", trMark("On"), trMark("Speech Dispatcher reads the focus and each move; {1} a summary.")}}};
constexpr std::array<SettingOption, 4> kTextSizeOptions{{{"100", trMark("100%"), trMark("Text at its normal size.")},
                                                         {"125", trMark("125%"), trMark("Text a quarter larger.")},
                                                         {"150", trMark("150%"), trMark("Text half as large again.")},
                                                         {"200", trMark("200%"), trMark("Text twice as large.")}}};

// The desktop's language first, then each shipped language (kLanguages' order) named
// and explained in itself, so a player finds theirs whatever the game speaks now.
constexpr std::array<SettingOption, 1 + kLanguages.size()> kLanguageOptions{
    {{"system", trMark("System default"), trMark("The language your desktop asks for, or English.")},
     {"en", "English", "Scoundrel in English."},
     {"de", "Deutsch", "Scoundrel auf Deutsch."},
     {"fr", "Français", "Scoundrel en français."},
     {"es", "Español", "Scoundrel en español."},
     {"pt_BR", "Português", "Scoundrel em português do Brasil."}}};

constexpr bool languageOptionsMatchTheLanguages()
{
    for (std::size_t i = 0; i < kLanguages.size(); ++i) {
        if (kLanguageOptions[i + 1].value != kLanguages[i].code || kLanguageOptions[i + 1].label != kLanguages[i].name)
            return false;
    }
    return true;
}
static_assert(languageOptionsMatchTheLanguages(), "the Language row offers every shipped language, in order");

constexpr int kRulesLabelPercent = 34; // room for "Not twice in a row" at 1024x640

constexpr SettingRow variantRow(std::string_view id, const VariantWords& words)
{
    return {.id = id,
            .key = {},
            .kind = SettingKind::Variant,
            .tab = SettingTab::Rules,
            .label = words.title,
            .variant = &words,
            .labelPercent = kRulesLabelPercent};
}

constexpr std::array<SettingRow, 24> kRows{{
    {.id = "mode",
     .key = "rules",
     .kind = SettingKind::Mode,
     .tab = SettingTab::Game,
     .label = trMark("Mode"),
     .header = trMark("RULES FOR NEW RUNS (a run in progress keeps its own)"),
     .labelPercent = 20}, // five names, a short label
    variantRow("weapon", kVariantWords[0]),
    variantRow("avoid", kVariantWords[1]),
    variantRow("avoiding", kVariantWords[2]),
    variantRow("potions", kVariantWords[3]),
    {.id = "health",
     .key = {},
     .kind = SettingKind::MaxHealth,
     .tab = SettingTab::Rules,
     .label = kMaxHealthTitle,
     .low = kLowestMaxHealth,
     .high = kHighestMaxHealth,
     .get = [](const Settings& s) { return int{s.rules.maxHealth}; },
     .set = [](Settings& s, int v) { s.rules.maxHealth = static_cast<std::uint8_t>(v); },
     .labelPercent = kRulesLabelPercent},
    {.id = "animation",
     .key = "animation",
     .kind = SettingKind::Choice,
     .tab = SettingTab::Display,
     .label = trMark("Animations"),
     .options = kAnimationOptions,
     .get = [](const Settings& s) { return static_cast<int>(s.animation); },
     .set = [](Settings& s, int v) { s.animation = static_cast<AnimationSpeed>(v); }},
    {.id = "suits",
     .key = "four_color_suits",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Display,
     .label = trMark("Suit colours"),
     .options = kSuitOptions,
     .get = [](const Settings& s) { return int{s.fourColorSuits}; },
     .set = [](Settings& s, int v) { s.fourColorSuits = v != 0; }},
    {.id = "deck",
     .key = "deck",
     .kind = SettingKind::Choice,
     .tab = SettingTab::Display,
     .label = trMark("Deck"),
     .options = kDeckOptions,
     .get = [](const Settings& s) { return static_cast<int>(s.deck); },
     .set = [](Settings& s, int v) { s.deck = static_cast<CardDeck>(v); },
     .labelPercent = 40,
     .preview = true},
    {.id = "back",
     .key = "card_back",
     .kind = SettingKind::Choice,
     .tab = SettingTab::Display,
     .label = trMark("Card back"),
     .options = kBackOptions,
     .get = [](const Settings& s) { return static_cast<int>(s.cardBack); },
     .set = [](Settings& s, int v) { s.cardBack = static_cast<CardBack>(v); },
     .labelPercent = 40},
    {.id = "table",
     .key = "table_color",
     .kind = SettingKind::Choice,
     .tab = SettingTab::Display,
     .label = trMark("Table"),
     .options = kTableOptions,
     .get = [](const Settings& s) { return static_cast<int>(s.table); },
     .set = [](Settings& s, int v) { s.table = static_cast<TableColor>(v); },
     .labelPercent = 40},
    {.id = "fullscreen",
     .key = "fullscreen",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Display,
     .label = trMark("Full screen"),
     .options = kFullscreenOptions,
     .get = [](const Settings& s) { return int{s.fullscreen}; },
     .set = [](Settings& s, int v) { s.fullscreen = v != 0; },
     .effect = SettingEffect::Window},
    {.id = "resume",
     .key = "resume_on_launch",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Game,
     .label = trMark("At start"),
     .options = kResumeOptions,
     .get = [](const Settings& s) { return int{s.resumeOnLaunch}; },
     .set = [](Settings& s, int v) { s.resumeOnLaunch = v != 0; },
     .header = trMark("STARTING THE GAME")},
    {.id = "language",
     .key = "language",
     .kind = SettingKind::Choice,
     .tab = SettingTab::Game,
     .label = trMark("Language"),
     .options = kLanguageOptions,
     .get =
         [](const Settings& s) {
             for (std::size_t i = 1; i < kLanguageOptions.size(); ++i) {
                 if (s.language == kLanguageOptions[i].value)
                     return static_cast<int>(i);
             }
             return 0; // the desktop's
         },
     .set = [](Settings& s,
               int v) { s.language = v == 0 ? "" : std::string(kLanguageOptions[static_cast<std::size_t>(v)].value); },
     .effect = SettingEffect::Language,
     .labelPercent = 16}, // six names, a short label
    {.id = "volume",
     .key = "sound_volume",
     .kind = SettingKind::Number,
     .tab = SettingTab::Sound,
     .label = trMark("Volume (%)"),
     .low = 0,
     .high = 100,
     .step = 10,
     // xgettext:no-c-format
     .help = trMark("Sounds play at {0}% of full volume."),
     .get = [](const Settings& s) { return s.soundVolume; },
     .set = [](Settings& s, int v) { s.soundVolume = v; },
     .effect = SettingEffect::SoundSample},
    {.id = "mute",
     .key = "sound_muted",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Sound,
     .label = trMark("Sound"),
     .options = kMuteOptions,
     .get = [](const Settings& s) { return int{s.soundMuted}; },
     .set = [](Settings& s, int v) { s.soundMuted = v != 0; },
     .effect = SettingEffect::Sound},
    {.id = "music",
     .key = "music_on",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Sound,
     .label = trMark("Music"),
     .options = kMusicOptions,
     .get = [](const Settings& s) { return int{s.musicOn}; },
     .set = [](Settings& s, int v) { s.musicOn = v != 0; },
     .effect = SettingEffect::Sound},
    {.id = "music_volume",
     .key = "music_volume",
     .kind = SettingKind::Number,
     .tab = SettingTab::Sound,
     .label = trMark("Music volume (%)"),
     .low = 0,
     .high = 100,
     .step = 10,
     // xgettext:no-c-format
     .help = trMark("The music plays at {0}% of full volume."),
     .get = [](const Settings& s) { return s.musicVolume; },
     .set = [](Settings& s, int v) { s.musicVolume = v; },
     .effect = SettingEffect::Sound},
    {.id = "text_size",
     .key = "text_size",
     .kind = SettingKind::Choice,
     .tab = SettingTab::Access,
     .label = trMark("Text size"),
     .options = kTextSizeOptions,
     .get = [](const Settings& s) { return static_cast<int>(s.textSize); },
     .set = [](Settings& s, int v) { s.textSize = static_cast<TextSize>(v); }},
    {.id = "contrast",
     .key = "high_contrast",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Access,
     .label = trMark("High contrast"),
     .options = kContrastOptions,
     .get = [](const Settings& s) { return int{s.highContrast}; },
     .set = [](Settings& s, int v) { s.highContrast = v != 0; }},
    {.id = "motion",
     .key = "reduce_motion",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Access,
     .label = trMark("Reduce motion"),
     .options = kMotionOptions,
     .get = [](const Settings& s) { return int{s.reduceMotion}; },
     .set = [](Settings& s, int v) { s.reduceMotion = v != 0; }},
    {.id = "speech",
     .key = "speech",
     .kind = SettingKind::Flag,
     .tab = SettingTab::Access,
     .label = trMark("Speech"),
     .options = kSpeechOptions,
     .get = [](const Settings& s) { return int{s.speechOn}; },
     .set = [](Settings& s, int v) { s.speechOn = v != 0; }},
    {.id = "speech_rate",
     .key = "speech_rate",
     .kind = SettingKind::Number,
     .tab = SettingTab::Access,
     .label = trMark("Speech rate (%)"),
     .low = 50,
     .high = 200,
     .step = 25,
     // xgettext:no-c-format
     .help = trMark("Speech reads at {0}% of its normal rate."),
     .get = [](const Settings& s) { return s.speechRate; },
     .set = [](Settings& s, int v) { s.speechRate = v; }},
    {.id = "speech_volume",
     .key = "speech_volume",
     .kind = SettingKind::Number,
     .tab = SettingTab::Access,
     .label = trMark("Speech volume (%)"),
     .low = 0,
     .high = 100,
     .step = 10,
     // xgettext:no-c-format
     .help = trMark("Speech speaks at {0}% of full volume."),
     .get = [](const Settings& s) { return s.speechVolume; },
     .set = [](Settings& s, int v) { s.speechVolume = v; }},
}};

// Reads row's value into settings; the problem when it is not one the row allows.
std::optional<store::Diagnostic> readRow(const SettingRow& row, const nlohmann::json& value, Settings& settings,
                                         std::span<const SettingRow> rows)
{
    const std::string key(row.key);
    switch (row.kind) {
    case SettingKind::Mode: {
        JsonProblem why;
        const auto rules = rulesFromJson(value, &why, ruleVariantsOf(rows));
        if (!rules)
            return store::badValue(why);
        settings.rules = *rules;
        return std::nullopt;
    }
    case SettingKind::Flag:
        if (!value.is_boolean())
            return store::damage(store::Damage::SettingNotTrueOrFalse, key);
        row.set(settings, value.get<bool>() ? 1 : 0);
        return std::nullopt;
    case SettingKind::Number:
        if (!value.is_number_integer() || value.get<double>() < row.low || value.get<double>() > row.high) {
            store::Diagnostic found = store::damage(store::Damage::SettingNotInRange, key);
            found.low = row.low;
            found.high = row.high;
            return found;
        }
        row.set(settings, static_cast<int>(value.get<double>()));
        return std::nullopt;
    case SettingKind::Choice:
        for (std::size_t i = 0; value.is_string() && i < row.options.size(); ++i) {
            if (value.get<std::string>() == row.options[i].value) {
                row.set(settings, static_cast<int>(i));
                return std::nullopt;
            }
        }
        {
            store::Diagnostic found = store::damage(store::Damage::SettingNotOneOf, key);
            for (const SettingOption& option : row.options)
                found.values.emplace_back(option.value);
            return found;
        }
    case SettingKind::Variant:
    case SettingKind::MaxHealth:
        break; // in the "rules" object, which the mode row reads
    }
    return std::nullopt;
}

nlohmann::ordered_json rowJson(const SettingRow& row, const Settings& settings, std::span<const SettingRow> rows)
{
    switch (row.kind) {
    case SettingKind::Mode:
        return toJson(settings.rules, ruleVariantsOf(rows));
    case SettingKind::Flag:
        return row.get(settings) != 0;
    case SettingKind::Number:
        return row.get(settings);
    case SettingKind::Choice:
        return std::string(row.options[static_cast<std::size_t>(row.get(settings))].value);
    case SettingKind::Variant:
    case SettingKind::MaxHealth:
        break;
    }
    return nullptr;
}

} // namespace

std::span<const SettingRow> gameSettingRows()
{
    return kRows;
}

std::vector<RuleVariant> ruleVariantsOf(std::span<const SettingRow> rows)
{
    std::vector<RuleVariant> variants;
    for (const SettingRow& row : rows) {
        if (row.kind == SettingKind::Variant)
            variants.push_back(row.variant->variant);
    }
    return variants;
}

std::string settingsText(const Settings& settings, std::span<const SettingRow> rows)
{
    nlohmann::ordered_json json;
    json["version"] = Settings::kVersion;
    for (const SettingRow& row : rows) {
        if (!row.key.empty())
            json[std::string(row.key)] = rowJson(row, settings, rows);
    }
    writeKeys(settings, json);
    if (settings.window != WindowPlacement{})
        writeWindowPlacement(settings.window, json);
    return json.dump(2) + "\n";
}

std::optional<Settings> parseSettings(const std::string& text, store::ParseProblem& problem,
                                      std::span<const SettingRow> rows)
{
    nlohmann::json json;
    if (!store::parseVersionedFile(text, {nullptr, "settings", Settings::kVersion}, json, problem))
        return std::nullopt;
    Settings settings;
    for (const SettingRow& row : rows) {
        if (row.key.empty() || !json.contains(std::string(row.key)))
            continue;
        if (auto why = readRow(row, json[std::string(row.key)], settings, rows)) {
            problem = {false, std::move(*why)};
            return std::nullopt;
        }
    }
    readKeys(json, settings);
    settings.window = readWindowPlacement(json);
    return settings;
}

std::optional<Settings> salvageSettings(const std::string& text, std::span<const SettingRow> rows, int& kept)
{
    kept = 0;
    nlohmann::json json;
    store::ParseProblem problem;
    if (!store::parseVersionedFile(text, {nullptr, "settings", Settings::kVersion}, json, problem))
        return std::nullopt;
    Settings settings;
    for (const SettingRow& row : rows) {
        if (!row.key.empty() && json.contains(std::string(row.key)) &&
            !readRow(row, json[std::string(row.key)], settings, rows))
            ++kept;
    }
    readKeys(json, settings);
    settings.window = readWindowPlacement(json);
    return settings;
}

Settings loadSettings(store::GuardedFile& file, store::LoadReport& report, std::span<const SettingRow> rows)
{
    Settings settings;
    std::optional<Settings> salvaged; // from the first text read, when it was damaged
    int kept = 0;
    bool first = true;
    report = file.load([&](const std::string& text, store::ParseProblem& problem) {
        auto parsed = parseSettings(text, problem, rows);
        if (parsed)
            settings = *parsed;
        else if (first && !problem.newer)
            salvaged = salvageSettings(text, rows, kept);
        first = false;
        return parsed.has_value();
    });
    if (report.loaded())
        return settings;
    // No backup could stand in: the damaged file's good values do, rather than every default.
    if (report.state == store::LoadState::Damaged && salvaged && kept > 0) {
        report.validPartKept = true;
        return *salvaged;
    }
    return Settings{};
}

std::string_view toString(AnimationSpeed speed)
{
    const auto index = static_cast<std::size_t>(speed);
    return index < kAnimationOptions.size() ? kAnimationOptions[index].value : "normal";
}

} // namespace scoundrel::game
