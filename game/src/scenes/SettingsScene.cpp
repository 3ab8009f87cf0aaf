#include "scenes/SettingsScene.h"

#include "content/ModeDifficulty.h"
#include "core/SettingsTable.h"
#include "input/Controls.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/RuleNames.h"
#include "text/Translate.h"
#include "ui/Button.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <utility>

namespace scoundrel::game {

namespace {

constexpr std::size_t kRulesTab = static_cast<std::size_t>(SettingTab::Rules);
// The settings keep their values without a device, ready for the next start that has one.
constexpr std::string_view kNoDevice =
    trMark("No sound device is available: nothing is heard. These settings are kept.");
// Speech's line while it is on and Speech Dispatcher could not be had (np29 saw "On" and heard nothing).
constexpr std::string_view kNoVoice = trMark("Speech Dispatcher did not answer: nothing is spoken aloud (install the "
                                             "speech-dispatcher package).");
// The deck's and the table's lines while high contrast, which draws its own, is on (np30
// chose the pixel deck and a wine-red table under it and saw neither).
constexpr std::string_view kContrastDeck =
    trMark("High contrast is on (Accessibility): its own cards are shown, not this deck.");
constexpr std::string_view kContrastTable =
    trMark("High contrast is on (Accessibility): its own dark table is shown, not this colour.");
// How long the screen keeps looking for the voice's answer after speech is turned on (s).
constexpr double kVoiceAnswerWait = 2.0;
constexpr int kRowsBesidePreview = 3; // the deck's, the back's and the table's
constexpr int kStackedFrom = 100; // above this text size (%), labels stand above their options
constexpr int kPad = 36; // the panel's margin, at an 800-pixel-high window
constexpr int kModeLineRows = 2; // the lines of the mode's difficulty, at the larger text sizes
constexpr int kExplanationRows = 2; // the most lines a row's explanation takes, at the larger text sizes

// A Number row's options: its steps, each saying what plays at that volume.
std::vector<ChoiceOption> numberOptions(const SettingRow& row)
{
    std::vector<ChoiceOption> out;
    for (int v = row.low; v <= row.high; v += row.step) {
        const std::string n = std::to_string(v);
        out.push_back({n, n, format(tr(row.help), v)});
    }
    return out;
}

// The mode row's options: the presets, then Custom.
std::vector<ChoiceOption> modeOptions()
{
    std::vector<ChoiceOption> out;
    for (const PresetName& preset : kPresetNames)
        out.push_back({std::string(preset.name), std::string(presetTitle(preset.preset)),
                       std::string(description(preset.preset))});
    out.push_back(
        // TRANSLATORS: the mode of the player's own rules, beside Official and Gentle: it names
        // a mode, as they do.
        {"custom", std::string(trc("mode", "Custom")),
         std::string(tr("Your own rules: every variant is on the Rules tab."))});
    return out;
}

std::vector<ChoiceOption> healthOptions(const SettingRow& row)
{
    std::vector<ChoiceOption> out;
    for (int h = row.low; h <= row.high; ++h) {
        const std::string n = std::to_string(h);
        out.push_back({n, n,
                       format(h == kOfficialMaxHealth ? tr("Official: you start with {0} health and never have more.")
                                                      : tr("You start with {0} health and never have more."),
                              h)});
    }
    return out;
}

std::vector<ChoiceOption> variantOptions(const VariantWords& words)
{
    std::vector<ChoiceOption> out;
    for (std::size_t i = 0; i < words.values.size(); ++i)
        out.push_back({std::string(words.variant.values[i]), std::string(tr(words.values[i].label)),
                       std::string(tr(words.values[i].explanation))});
    return out;
}

// The keys a row's explanations name ({0}, {1}): the bindings' own, so a rebound key reads right.
std::array<std::string, 2> keysNamedBy(std::string_view row)
{
    if (row == "fullscreen")
        return {keyLabel(firstKeyOf(Control::FullScreen)), {}};
    if (row == "mute")
        return {keyLabel(firstKeyOf(Control::Mute)), {}};
    if (row == "speech")
        return {keyLabel(bindingWithId(speechBindings(), "speech")->firstKey()),
                keyLabel(bindingWithId(speechBindings(), "summary")->firstKey())};
    return {};
}

std::vector<ChoiceOption> optionsOf(const SettingRow& row)
{
    switch (row.kind) {
    case SettingKind::Mode:
        return modeOptions();
    case SettingKind::Variant:
        return variantOptions(*row.variant);
    case SettingKind::MaxHealth:
        return healthOptions(row);
    case SettingKind::Number:
        return numberOptions(row);
    case SettingKind::Flag:
    case SettingKind::Choice:
        break;
    }
    const std::array<std::string, 2> keys = keysNamedBy(row.id);
    std::vector<ChoiceOption> out;
    for (const SettingOption& o : row.options)
        out.push_back({std::string(o.value), std::string(tr(o.label)), format(tr(o.explanation), keys[0], keys[1])});
    return out;
}

// The screen's rows, one per row of the table, in its order.
std::vector<Choice> makeChoices(std::span<const SettingRow> rows)
{
    std::vector<Choice> choices;
    for (const SettingRow& row : rows) {
        Choice choice{std::string(row.id), std::string(tr(row.label)), optionsOf(row)};
        choice.stepper = row.kind == SettingKind::MaxHealth;
        choice.labelPercent = row.labelPercent;
        choices.push_back(std::move(choice));
    }
    return choices;
}

// The option a Number row shows for value: the nearest step.
int stepIndex(const SettingRow& row, int value)
{
    return (std::clamp(value, row.low, row.high) - row.low + row.step / 2) / row.step;
}

} // namespace

SettingsScene::SettingsScene(GameContext& context)
    : m_context(context), m_rows(context.settingRows), m_choices(makeChoices(m_rows)), m_controls(context)
{
    m_buttons.add("back", std::string(tr("Back")));
    for (const auto& [id, label] : kSettingTabs)
        m_tabs.tabs.push_back({std::string(id), std::string(tr(label))});
    m_custom = context.rulesByHand;
    noteLaunchLanguage();
    readSettings();
    m_modeShown = modeRow() ? modeRow()->selected : 0;
    moveRowFocus(0);
}

const Choice* SettingsScene::modeRow() const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].kind == SettingKind::Mode)
            return &m_choices[i];
    }
    return nullptr;
}

int SettingsScene::rowFromSettings(std::size_t i) const
{
    const Settings& s = m_context.settings;
    const SettingRow& row = m_rows[i];
    int selected = 0;
    switch (row.kind) {
    case SettingKind::Mode: {
        const auto preset = s.rules.preset();
        selected = preset && !m_custom ? static_cast<int>(*preset) : static_cast<int>(kPresets.size());
        break;
    }
    case SettingKind::Variant:
        selected = row.variant->variant.get(s.rules);
        break;
    case SettingKind::MaxHealth:
        selected = std::clamp(row.get(s), row.low, row.high) - row.low;
        break;
    case SettingKind::Number:
        selected = stepIndex(row, row.get(s));
        break;
    case SettingKind::Flag:
    case SettingKind::Choice:
        selected = row.get(s);
        break;
    }
    // A value the table does not list (rules from elsewhere) shows as its first.
    if (selected < 0 || selected >= static_cast<int>(m_choices[i].options.size()))
        selected = 0;
    return selected;
}

void SettingsScene::readSettings()
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_choices[i].selected = rowFromSettings(i);
}

bool SettingsScene::rowsFollowSettings() const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_choices[i].selected != rowFromSettings(i))
            return false;
    }
    return true;
}

Rules SettingsScene::rulesOfRows() const
{
    Rules rules;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const SettingRow& row = m_rows[i];
        if (row.kind == SettingKind::Variant)
            row.variant->variant.set(rules, m_choices[i].selected);
        if (row.kind == SettingKind::MaxHealth)
            rules.maxHealth = static_cast<std::uint8_t>(m_choices[i].selected + row.low);
    }
    return rules;
}

void SettingsScene::applyRules()
{
    const Choice* modeChoice = modeRow();
    if (!modeChoice)
        return;
    Settings& s = m_context.settings;
    const int mode = modeChoice->selected;
    if (mode != m_modeShown) {
        // A preset sets every variant; Custom keeps them and shows them on the Rules tab.
        m_custom = mode == static_cast<int>(kPresets.size());
        if (!m_custom) {
            s.rules = Rules::of(kPresets[static_cast<std::size_t>(mode)]);
            m_context.rulesOnFile.reset(); // the player's choice now, over the launch's --rules: kept
        } else
            m_showRulesTab = true;
    } else if (const Rules rows = rulesOfRows(); rows != s.rules) {
        // Made by hand: still Custom when the values come to equal a preset's (the mode
        // line says which), not switched to that preset behind the player's back.
        s.rules = rows;
        m_custom = true;
        m_context.rulesOnFile.reset();
    }
    m_context.rulesByHand = m_custom;
}

std::string SettingsScene::modeLineIn(Painter& painter, int room, int size) const
{
    std::string line = modeLine();
    const auto preset = m_context.settings.rules.preset();
    if ((!preset || m_custom) && std::ssize(wrapText(painter, line, room, size, false)) > (m_large ? kModeLineRows : 1))
        line = m_custom && preset ? format(tr("Custom: {0}."), presetTitle(*preset))
                                  : compactName(m_context.settings.rules) + ".";
    return line;
}

int SettingsScene::modeLineRoom() const
{
    const Choice* modeChoice = modeRow();
    return modeChoice ? m_panel.x + m_panel.w - scaled(window(), 24) - modeChoice->rect.x : 0;
}

std::string SettingsScene::modeLine() const
{
    const Rules& rules = m_context.settings.rules;
    if (const auto preset = rules.preset(); preset && !m_custom)
        return difficultyLine(*preset);
    if (rules == Rules::official())
        return std::string(tr("Custom: the official rules."));
    if (const auto preset = rules.preset())
        // TRANSLATORS: {0} the mode the rules made by hand equal, such as Gentle: the high scores list the runs there.
        return format(tr("Custom, the same as {0}: runs count as {0}."), presetTitle(*preset));
    // TRANSLATORS: {0} the rules that differ from the official ones, such as "Potions: Every potion".
    return format(tr("Custom: {0}."), displayName(rules));
}

void SettingsScene::apply()
{
    Settings& s = m_context.settings;
    applyRules();
    bool soundChanged = false;
    bool sample = false;
    bool languageChanged = false;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const SettingRow& row = m_rows[i];
        const int selected = m_choices[i].selected;
        int value = selected;
        if (row.kind == SettingKind::Number) {
            // A volume the file gave off the steps (73) stays until the player picks another.
            if (selected == stepIndex(row, row.get(s)))
                continue;
            value = row.low + selected * row.step;
        } else if (row.kind != SettingKind::Flag && row.kind != SettingKind::Choice) {
            continue; // the rules, applied above
        }
        if (value == row.get(s))
            continue;
        if (row.effect == SettingEffect::Window)
            m_context.setFullscreen(value != 0);
        else
            row.set(s, value);
        languageChanged = languageChanged || row.effect == SettingEffect::Language;
        soundChanged = soundChanged || row.effect == SettingEffect::Sound || row.effect == SettingEffect::SoundSample;
        sample = sample || row.effect == SettingEffect::SoundSample;
    }
    m_context.saveSettings();
    if (languageChanged)
        useNewLanguage();
    readSettings();
    m_modeShown = modeRow() ? modeRow()->selected : 0;
    layout(window()); // the text size may have changed: the rows make room for it
    if (s.speechOn && !m_voiceUnheard)
        m_voiceWait = kVoiceAnswerWait; // "Speech: on" was just said, or is about to be
    if (m_context.sound && soundChanged)
        m_context.sound->settingsChanged();
    if (sample) // a sample at the new volume
        m_context.playSound({SoundId::Place});
    if (m_showRulesTab) {
        m_showRulesTab = false;
        showTab(static_cast<int>(kRulesTab));
        m_focus = 0; // the first variant
        moveRowFocus(0);
    }
}

bool SettingsScene::voiceUnheard() const
{
    return m_context.settings.speechOn && m_context.speaker && m_context.speaker->unheard();
}

void SettingsScene::noteOverrides()
{
    m_voiceUnheard = voiceUnheard();
    const bool contrast = m_context.settings.highContrast;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const std::string_view id = m_rows[i].id;
        if (id != "speech" && id != "deck" && id != "table")
            continue;
        m_choices[i].options = optionsOf(m_rows[i]);
        for (ChoiceOption& option : m_choices[i].options) {
            std::string_view note;
            if (id == "speech" && option.value == "on" && m_voiceUnheard)
                note = kNoVoice;
            else if (id == "deck" && contrast)
                note = kContrastDeck;
            else if (id == "table" && contrast)
                note = kContrastTable;
            if (!note.empty()) {
                option.explanation = std::string(tr(note));
                option.warning = true;
            }
        }
    }
}

bool SettingsScene::update(double seconds)
{
    // A setting changed from outside the screen (Ctrl+Alt+S for speech, F11 for full
    // screen): the rows show it at once, and a later choice does not write the old value
    // back (np38 saw Speech "Off" after the shortcut turned it on, then "On" once it was off).
    if (!rowsFollowSettings()) {
        readSettings();
        m_modeShown = modeRow() ? modeRow()->selected : 0;
        layout(window());
        return true;
    }
    // Speech Dispatcher answers on a thread of its own, a moment after something is said:
    // Speech's line says it is not heard as soon as that is known, not at the next key.
    m_voiceWait = std::max(0.0, m_voiceWait - seconds);
    if (voiceUnheard() != m_voiceUnheard) {
        layout(window());
        return true;
    }
    return m_voiceWait > 0;
}

void SettingsScene::choose(const std::string& id, int index)
{
    for (Choice& c : m_choices) {
        if (c.id == id && index >= 0 && index < static_cast<int>(c.options.size())) {
            c.selected = index;
            apply();
        }
    }
}

std::vector<std::size_t> SettingsScene::rowsOnTab() const
{
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        if (static_cast<int>(m_rows[i].tab) == m_tabs.selected)
            rows.push_back(i);
    }
    return rows;
}

bool SettingsScene::onControlsTab() const
{
    return m_tabs.selected == static_cast<int>(SettingTab::Controls);
}

int SettingsScene::rowStops() const
{
    return onControlsTab() ? m_controls.stops() : static_cast<int>(rowsOnTab().size());
}

bool SettingsScene::onTab(SettingKind kind) const
{
    for (std::size_t i : rowsOnTab()) {
        if (m_rows[i].kind == kind)
            return true;
    }
    return false;
}

bool SettingsScene::previewShown() const
{
    for (std::size_t i : rowsOnTab()) {
        if (m_rows[i].preview)
            return true;
    }
    return false;
}

void SettingsScene::showTab(int tab)
{
    m_tabs.selected = tab;
    m_scroll = {}; // a tab opens on its first rows
    layout(window());
}

void SettingsScene::layout(Size window)
{
    Scene::layout(window);
    noteOverrides();
    const int percent = m_context.settings.textPercent();
    const auto shown = [&](int base) { return scaled(window, base) * percent / 100; };
    m_large = percent > kStackedFrom;
    const std::vector<std::size_t> rows = rowsOnTab();
    int rowsTop = 0;
    Size button{scaled(window, 200), scaled(window, 46)};
    if (!m_large) {
        // Wide enough for "Not twice in a row" in a third of the Rules tab's row, and tall
        // enough that each row's description clears the next row and Back.
        m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 980)), scaled(window, 640));
        // The Rules tab's five rows sit closer to fit at 1024x640; the mode row has a
        // line more, its difficulty. A tab with more rows than fit (Display) packs them
        // closer still, its options lower and its explanations under them.
        const int rowsRoom = scaled(window, 640 - 176 - 80);
        m_rowHeight = std::min(scaled(window, m_tabs.selected == static_cast<int>(kRulesTab) ? 76 : 78),
                               rowsRoom / std::max<int>(1, static_cast<int>(rows.size())));
        m_segmentHeight = std::min(scaled(window, 42), m_rowHeight * 9 / 16);
        m_headerHeight = scaled(window, 40);
        m_titleSize = scaled(window, 34);
        const int pad = scaled(window, kPad);
        // Each tab as wide as its label at its size needs, and a share of the rest: a long
        // label (English "Accessibility", German "Barrierefreiheit" at 125%) keeps its size.
        const int tabH = scaled(window, 44);
        std::vector<int> needs;
        for (const TabBar::Tab& tab : m_tabs.tabs)
            needs.push_back(labelWidth(m_context.assets, tab.label) * shown(19) / 100 + tabH / 4 + scaled(window, 12));
        m_tabs.layout({m_panel.x + pad, m_panel.y + scaled(window, 104), m_panel.w - 2 * pad, tabH}, 1, needs);
        rowsTop = m_panel.y + scaled(window, 176);
    } else {
        // The whole window less a margin; the title a little smaller than the text size
        // would make it, the tabs on two lines, each row's label above its options.
        m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1240)),
                           window.h - scaled(window, 32));
        m_titleSize = largeTitleSize(window, 26, 34, m_context.settings.textPercent());
        const int pad = scaled(window, kPad);
        // Lines of one line of words each, as tight as the font's own lines (about 1.17
        // of its size): at 1280x800 and 200% a third row then fits.
        const auto line = [&](int base) { return shown(base) * 6 / 5; };
        const int subtitleTop = m_panel.y + scaled(window, 12) + line(26);
        const int tabLine = line(19) + scaled(window, 4);
        const int tabsTop = subtitleTop + line(15) + scaled(window, 4);
        const int tabsH = 2 * tabLine + tabLine / 6;
        m_tabs.layout({m_panel.x + pad, tabsTop, m_panel.w - 2 * pad, tabsH}, 2);
        rowsTop = tabsTop + tabsH + scaled(window, 14);
        m_labelAbove = line(20);
        m_segmentHeight = std::max(scaled(window, 42), line(18) + scaled(window, 4));
        // Rows and headers as close as they read apart: at 1280x800 and 200% in German the
        // mode's row, its difficulty on two lines, then leaves room for the next row and its
        // header (with 6 pixels more under each it did not: a wide empty band, the rows after
        // it out of sight).
        m_rowHeight = m_labelAbove + m_segmentHeight + m_segmentHeight / 5 + line(16) + scaled(window, 4);
        m_headerHeight = line(14) + scaled(window, 6);
        button = {std::max(scaled(window, 200), shown(20) * 6), std::max(scaled(window, 46), lineHeight(shown(20)))};
    }
    const int backTop = m_panel.y + m_panel.h - button.h - scaled(window, m_large ? 14 : 24);
    layoutColumn(m_buttons.buttons(), m_panel.center().x, backTop, button, 0);
    const int pad = scaled(window, kPad);
    // Without a sound device the Sound tab says so under its rows, above Back.
    const bool silent =
        m_context.sound && !m_context.sound->available() && m_tabs.selected == static_cast<int>(SettingTab::Sound);
    const int noteHeight = m_large ? lineHeight(shown(17)) : scaled(window, 24);
    const int viewBottom = backTop - scaled(window, 10) - (m_large && silent ? noteHeight + scaled(window, 8) : 0);
    // (At the smaller text sizes the rows were made to fit their room: rounding must not scroll them.)
    m_view = {m_panel.x + pad, rowsTop, m_panel.w - 2 * pad,
              std::max(viewBottom - rowsTop, m_large ? 0 : scaled(window, 640 - 176 - 80))};
    m_noDevice = silent ? Rect{m_view.x, viewBottom + scaled(window, 8), m_view.w, noteHeight} : Rect{};
    const bool controlsList = onControlsTab() && m_large;
    if (controlsList) {
        m_scroll.setRows(m_controls.listHeights(window, percent),
                         m_view.h - ControlsTab::messageHeight(window, percent));
    } else {
        m_scroll.setRows(onControlsTab() ? std::vector<int>{} : rowHeights(), m_view.h);
    }
    // The bar in the panel's margin, right of the rows.
    m_scroll.layoutBar({m_panel.x + m_panel.w - pad / 2 - scaled(window, 4), m_view.y, scaled(window, 8),
                        controlsList             ? m_view.h
                            : m_scroll.end() > 0 ? m_view.h
                                                 : 0},
                       controlsList ? Rect{} : m_view); // a chevron when rows lie below (the Sound tab's music)
    if (m_focus >= 0 && m_focus < rowStops())
        m_scroll.bringIntoView(m_focus);
    placeRows();
}

int SettingsScene::headerGap() const
{
    return m_large ? m_headerHeight / 4 : m_headerHeight / 3;
}

int SettingsScene::previewWidth() const
{
    if (!previewShown())
        return 0;
    // The deck preview: two cards and a back on the table's colour, beside its row and the
    // two after it, those rows made narrower for it; cards 100 units high (80 pixels at
    // 1024x640), so the corners' suits can be told apart. At a large text size it keeps
    // beside its own row, which may be shown without the two after it.
    // (Beside its one row, the preview's box, 26/21 of its cards' height, keeps within the row.)
    const int cardW = previewHeight() * 5 / 7;
    return 3 * cardW + 4 * (cardW / 5);
}

int SettingsScene::previewHeight() const
{
    const Size window = this->window();
    return m_large ? std::min(scaled(window, 100), (m_rowHeight - scaled(window, 10)) * 21 / 26)
                   : std::min(scaled(window, 100), 3 * m_rowHeight - scaled(window, 24));
}

std::vector<int> SettingsScene::rowWidths() const
{
    const int previewW = previewWidth();
    std::vector<int> widths;
    int besidePreview = 0; // rows still beside it
    for (std::size_t i : rowsOnTab()) {
        if (m_rows[i].preview)
            besidePreview = kRowsBesidePreview;
        widths.push_back(m_view.w - (besidePreview-- > 0 ? previewW + scaled(window(), kPad) / 2 : 0));
    }
    return widths;
}

OneSize SettingsScene::optionFit(const Choice& choice, int rowW) const
{
    // At the larger text sizes a row's options share one size, as large as the text size
    // asks and never under their size at 100% (np11: "System default", squeezed into a
    // seventh of the Language row at 200%, was drawn smaller than at 100%), each with its
    // corners' room on both sides; a row too narrow for them at that size takes two lines.
    if (!m_large || choice.stepper || choice.options.empty())
        return {};
    const Size window = this->window();
    const int percent = m_context.settings.textPercent();
    const int full = scaled(window, 20) - 2;
    std::vector<int> widths;
    for (const ChoiceOption& option : choice.options)
        widths.push_back(labelWidth(m_context.assets, option.label));
    return shareOneSize(rowW, Choice::segmentGap(m_segmentHeight), optionPadding(), widths, percent, full,
                        (full * 100 + percent - 1) / percent);
}

int SettingsScene::optionPadding() const
{
    // Both corners' room, and a little for the font's rounding at sizes other than 100.
    return 2 * Choice::wordsMargin(m_segmentHeight) + scaled(window(), 6);
}

std::vector<int> SettingsScene::rowHeights() const
{
    const Size window = this->window();
    std::vector<int> heights;
    const std::vector<int> widths = rowWidths();
    for (std::size_t i : rowsOnTab()) {
        int height = m_rowHeight;
        const int lines = optionFit(m_choices[i], widths[heights.size()]).lines;
        height += (lines - 1) * (m_segmentHeight + Choice::segmentGap(m_segmentHeight));
        const int explanationLine = scaled(window, 16) * m_context.settings.textPercent() / 100 * 6 / 5;
        if (m_large) // the explanation's second line, where it takes one
            height += (explanationLinesOf(i) - 1) * explanationLine;
        if (m_rows[i].kind == SettingKind::Mode) // a line more: the difficulty
            height += m_large ? m_modeLineRows * explanationLine : scaled(window, 24);
        if (!m_rows[i].header.empty())
            height += m_headerHeight + (heights.empty() ? 0 : headerGap()); // apart from the rows above
        heights.push_back(height);
    }
    return heights;
}

void SettingsScene::placeRows()
{
    const Size window = this->window();
    const int percent = m_context.settings.textPercent();
    m_headers.clear();
    for (Choice& c : m_choices)
        c.layout({}, 0); // rows on other tabs, or scrolled out of the view, are not shown, and not hit
    m_preview = {};
    if (onControlsTab()) {
        if (m_large)
            m_controls.layoutList(m_view, window, percent, m_scroll);
        else
            m_controls.layout({m_view.x, m_view.y, m_view.w, scaled(window, 640 - 176 - 80)}, window);
        return;
    }
    const std::vector<std::size_t> shown = rowsOnTab();
    const std::vector<int> heights = rowHeights();
    const std::vector<int> widths = rowWidths();
    const int labelAbove = m_large ? m_labelAbove : 0;
    const int previewW = previewWidth();
    const int previewCardW = previewHeight() * 5 / 7;
    int y = m_view.y;
    for (std::size_t k = 0; k < shown.size(); ++k) {
        const std::size_t i = shown[k];
        const bool visible = m_scroll.shown(static_cast<int>(k));
        int rowTop = y;
        if (const std::string_view text = m_rows[i].header; !text.empty() && visible) {
            rowTop += k == 0 ? 0 : headerGap();
            m_headers.push_back({{m_view.x, rowTop, m_view.w, m_headerHeight}, std::string(tr(text))});
            rowTop += m_headerHeight;
        }
        const int height = heights[k] - (rowTop - y);
        if (m_rows[i].preview && visible)
            m_preview = {m_view.x + m_view.w - previewW, rowTop, previewW, previewHeight() + previewCardW / 3};
        const int rowW = widths[k];
        if (visible) {
            m_choices[i].labelAbove = labelAbove;
            // Each option as wide as its label needs (bold, as the chosen one is drawn)
            // and the label its own width: no word shrunk where the row has room for it.
            Choice& choice = m_choices[i];
            choice.explanationLines = m_large ? explanationLinesOf(i) : 1;
            const OneSize fit = optionFit(choice, rowW);
            choice.optionSize = fit.size;
            choice.optionLines = fit.lines;
            std::vector<int> needs;
            for (const ChoiceOption& option : choice.options) {
                const int words = labelWidth(m_context.assets, option.label);
                needs.push_back(fit.size > 0 ? words * fit.size * percent / 10000 + optionPadding()
                                             : words * (scaled(window, 20) - 2) * percent / 10000 +
                                        m_segmentHeight / 4 + scaled(window, 6));
            }
            const int labelNeed = labelWidth(m_context.assets, choice.label) * scaled(window, 20) * percent / 10000 +
                m_segmentHeight / 4 + scaled(window, 4);
            choice.layout({m_view.x, rowTop, rowW, height}, m_segmentHeight, labelNeed, needs);
            y += heights[k];
        }
    }
    if (m_noDevice.w > 0 && !m_large) // right under the rows
        m_noDevice = {m_view.x, y + scaled(window, 8), m_view.w, scaled(window, 24)};
}

void SettingsScene::moveRowFocus(int step)
{
    // The tab bar (-1), the tab's rows, then Back.
    const int rows = rowStops();
    const int stops = rows + 2;
    m_focus = ((m_focus + 1 + step) % stops + stops) % stops - 1;
    m_tabs.focused = m_focus == -1;
    const std::vector<std::size_t> shown = rowsOnTab();
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        m_choices[i].focused =
            !onControlsTab() && m_focus >= 0 && m_focus < rows && shown[static_cast<std::size_t>(m_focus)] == i;
    m_controls.focus(onControlsTab() && m_focus < rows ? m_focus : -1);
    if (m_focus == rows)
        m_buttons.focus("back");
    else
        m_buttons.clearFocus();
    // The focused row is always shown.
    if (m_focus >= 0 && m_focus < rows && !m_scroll.shown(m_focus)) {
        m_scroll.bringIntoView(m_focus);
        placeRows();
    }
}

void SettingsScene::followScroll()
{
    if (m_focus >= 0 && m_focus < rowStops() && !m_scroll.shown(m_focus)) {
        m_focus = m_scroll.nearestShown(m_focus);
        moveRowFocus(0);
    }
    placeRows();
}

bool SettingsScene::handleMouse(const InputEvent& event)
{
    // The wheel, the bar, and the pointer while it drags the bar's thumb.
    if (m_scroll.handleEvent(event)) {
        followScroll();
        return true;
    }
    if (event.kind == InputEvent::Kind::PointerMove || event.kind == InputEvent::Kind::PointerLeft) {
        // Gone from the window, the pointer is over nothing.
        const Point p = event.kind == InputEvent::Kind::PointerLeft ? Point{-1, -1} : Point{event.x, event.y};
        for (Choice& c : m_choices)
            c.hoveredSegment = c.segmentAt(p);
        m_tabs.hovered = m_tabs.tabAt(p);
        return false;
    }
    if (event.kind != InputEvent::Kind::PointerDown)
        return false;
    const Point p{event.x, event.y};
    if (const int tab = m_tabs.tabAt(p); tab >= 0) {
        m_context.playSound({SoundId::Click});
        showTab(tab);
        m_focus = -1; // on the bar, so Down goes to the tab's first row
        moveRowFocus(0);
        return true;
    }
    const std::vector<std::size_t> rows = rowsOnTab();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const int hit = m_choices[rows[i]].segmentAt(p);
        if (hit >= 0) {
            m_context.playSound({SoundId::Click});
            // The focus goes to the row clicked, so speech says its new value as the keys'
            // change does: np13 clicked "Deutsch" and heard the mode's row, then "200 %"
            // and heard nothing.
            m_focus = static_cast<int>(i);
            moveRowFocus(0);
            choose(m_choices[rows[i]].id, hit);
            return true;
        }
    }
    return false;
}

bool SettingsScene::handleChoiceEvent(const InputEvent& event)
{
    if (handleMouse(event))
        return true;
    const std::string id = boundId(settingsBindings(), event);
    const bool shift = event.hasMod(KMOD_SHIFT);
    // Ctrl+Tab, Page Up/Down and the pad's LB/RB turn the tabs from anywhere, and the focus
    // goes to the new tab's first row, as on consoles: left on the bar, the d-pad turned the
    // tabs and A opened another (np13). Up still reaches the bar.
    if (id == "prev_tab" || id == "next_tab") {
        m_tabs.step(id == "prev_tab" || shift ? -1 : 1);
        showTab(m_tabs.selected);
        m_focus = 0;
        moveRowFocus(0);
        // The new tab's name, then its row: the row alone would not say where it is.
        const auto& tab = m_tabs.tabs.at(static_cast<std::size_t>(m_tabs.selected));
        m_context.speak(spokenSentences(
            {spokenTab(tab.label, m_tabs.selected + 1, static_cast<int>(m_tabs.tabs.size())), spokenFocus()}));
        return true;
    }
    if (id == "prev_row" || id == "next_row") {
        moveRowFocus(id == "prev_row" || (event.isKey(SDLK_TAB) && shift) ? -1 : 1);
        return true;
    }
    if (id != "left" && id != "right")
        return false;
    const int direction = id == "left" ? -1 : 1;
    const std::vector<std::size_t> rows = rowsOnTab();
    if (m_focus == -1) {
        m_tabs.step(direction);
        showTab(m_tabs.selected);
        moveRowFocus(0);
    } else if (!onControlsTab() && m_focus < static_cast<int>(rows.size())) {
        if (m_choices[rows[static_cast<std::size_t>(m_focus)]].step(direction))
            apply();
    }
    return true;
}

void SettingsScene::handleEvent(const InputEvent& event)
{
    if (onControlsTab() && event.kind == InputEvent::Kind::PointerDown) {
        // The focus goes to the key clicked, as to a row's choice clicked (handleMouse).
        if (const int stop = m_controls.stopAt({event.x, event.y}); stop >= 0) {
            m_focus = stop;
            moveRowFocus(0);
        }
    }
    if (onControlsTab() && m_controls.handleEvent(event))
        return;
    if (onControlsTab() && event.is(Control::Accept) && m_focus >= 0 && m_focus < m_controls.stops()) {
        m_controls.activate(m_focus);
        return;
    }
    if (boundId(settingsBindings(), event) == "back") {
        m_context.scenes.pop();
        return;
    }
    if (handleChoiceEvent(event))
        return;
    if (m_buttons.handleEvent(event, m_context.sound) == "back")
        m_context.scenes.pop();
}

std::string SettingsScene::spokenTitle() const
{
    const auto& tab = m_tabs.tabs.at(static_cast<std::size_t>(m_tabs.selected));
    return spokenSentences({spokenScreenName(tr("Settings")),
                            spokenTab(tab.label, m_tabs.selected + 1, static_cast<int>(m_tabs.tabs.size()))});
}

std::string SettingsScene::spokenFocus() const
{
    if (m_focus == -1) {
        const auto& tab = m_tabs.tabs.at(static_cast<std::size_t>(m_tabs.selected));
        return spokenTab(tab.label, m_tabs.selected + 1, static_cast<int>(m_tabs.tabs.size()));
    }
    if (onControlsTab() && m_focus < m_controls.stops())
        return m_controls.spokenStop(m_focus);
    const std::vector<std::size_t> rows = rowsOnTab();
    if (m_focus < static_cast<int>(rows.size())) {
        const Choice& row = m_choices[rows[static_cast<std::size_t>(m_focus)]];
        return spokenSetting(row.label, row.options.at(static_cast<std::size_t>(row.selected)).label);
    }
    const Button* back = m_buttons.focused();
    return back ? spokenButton(back->label) : std::string{};
}

void SettingsScene::drawPreview(Painter& painter) const
{
    // One card of each suit, fanned so each corner's rank and suit shows (the four-colour
    // scheme recolours clubs and diamonds, so both schemes differ here), and the back.
    static const std::array<const char*, 4> kCards{"5C", "3D", "9H", "QS"};
    const Settings& settings = m_context.settings;
    painter.fillRoundedRect(m_preview, m_preview.w / 20, themeFor(settings).felt);
    const int w = (m_preview.w - 4 * (m_preview.w / 19)) / 3;
    const int h = w * 7 / 5;
    const int gap = (m_preview.w - 3 * w) / 4;
    const int top = m_preview.y + (m_preview.h - h) / 2;
    // The fan spans the first two places: each card a third of the way past the last.
    const int step = (w + gap) / static_cast<int>(kCards.size() - 1);
    for (std::size_t i = 0; i < kCards.size(); ++i) {
        const Rect r{m_preview.x + gap + static_cast<int>(i) * step, top, w, h};
        painter.shadow(r, w / 10, 3, 60);
        painter.card(*parseCard(kCards[i]), r, settings.fourColorSuits);
    }
    const Rect back{m_preview.x + gap + 2 * (w + gap), top, w, h};
    painter.shadow(back, w / 10, 3, 60);
    painter.cardBack(back);
}

int SettingsScene::explanationLinesOf(std::size_t row) const
{
    return row < m_explanationLines.size() ? m_explanationLines[row] : 1;
}

bool SettingsScene::measureExplanations(Painter& painter)
{
    if (!m_large || onControlsTab())
        return false;
    m_explanationLines.resize(m_choices.size(), 1);
    const std::vector<std::size_t> rows = rowsOnTab();
    const std::vector<int> widths = rowWidths();
    bool changed = false;
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const int lines =
            m_choices[rows[k]].explanationLinesAt(painter, scaled(window(), 20), widths[k], kExplanationRows);
        changed = changed || lines != std::exchange(m_explanationLines[rows[k]], lines);
    }
    return changed;
}

void SettingsScene::render(Painter& painter)
{
    const Size w = window();
    // At the larger text sizes a row's explanation too long for one line at its size takes
    // a second line (np30: French Gentle's, shrunk back to its size at 100%). A row after it
    // may then no longer fit under it in the view (French Gentle at 200%): it waits below,
    // the chevron and the scroll bar saying so, rather than the words shrinking.
    if (measureExplanations(painter))
        layout(w);
    // At the larger text sizes the mode's row makes room for as many lines (one or two) as
    // its difficulty takes in this language, measured here, where words can be: a second
    // line kept empty would push the next row out of sight.
    if (const Choice* modeChoice = modeRow();
        m_large && modeChoice && onTab(SettingKind::Mode) && modeChoice->rect.w > 0) {
        const int room = modeLineRoom();
        const int size = scaled(w, 16);
        const auto wrapped = std::ssize(wrapText(painter, modeLineIn(painter, room, size), room, size, false));
        if (const int rows = static_cast<int>(std::clamp<std::ptrdiff_t>(wrapped, 1, kModeLineRows));
            rows != m_modeLineRows) {
            m_modeLineRows = rows;
            layout(w);
        }
    }
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    const std::string title(tr("Settings"));
    const int titleTop = m_panel.y + scaled(w, m_large ? 12 : 22);
    painter.text(title, {m_panel.center().x, titleTop}, {m_titleSize, theme::kAccent, true, Align::Center});
    const DeviceInUse& device = m_context.scenes.deviceInUse();
    // TRANSLATORS: {0} and {1} the keys or buttons that turn the tabs, such as "Page Up" and "Page Down".
    // A pair: with the keys, the page keys (as rebound) rather than each row's first key,
    // which for the next tab is Ctrl+Tab ("Page Up and Ctrl+Tab" read as a mismatch, np12).
    const std::string before =
        device.pad ? pressName(settingsBindings(), "prev_tab", device) : keyLabel(firstKeyOf(Control::PrevPage));
    const std::string after =
        device.pad ? pressName(settingsBindings(), "next_tab", device) : keyLabel(firstKeyOf(Control::NextPage));
    const std::string hint =
        format(tr("Everything is saved as soon as you change it. {0} and {1} turn the tabs."), before, after);
    const int hintTop = m_large ? titleTop + painter.shown(m_titleSize) * 6 / 5 : m_panel.y + scaled(w, 68);
    const int hintSize =
        fittingTextSize(painter, hint, scaled(w, 15), false, {m_panel.w - 2 * scaled(w, 24), scaled(w, 15) * 4});
    painter.text(hint, {m_panel.center().x, hintTop}, {hintSize, theme::kTextDim, false, Align::Center});
    m_tabs.draw(painter, scaled(w, 19));
    for (const auto& [h, text] : m_headers) {
        const int size = fittingTextSize(painter, text, scaled(w, 14), true, {h.w, h.h});
        painter.text(text, {h.x, h.y}, {size, theme::kTextDim, true, Align::Left});
        const int rule = h.y + std::max(scaled(w, 22), lineHeight(painter.shown(scaled(w, 14))));
        painter.fillRect({h.x, rule, h.w, 1}, theme::kPanelLight);
    }
    for (std::size_t i : rowsOnTab()) {
        if (m_choices[i].rect.w > 0)
            m_choices[i].draw(painter, scaled(w, 20));
    }
    if (const Choice* modeChoice = modeRow(); modeChoice && onTab(SettingKind::Mode) && modeChoice->rect.w > 0) {
        // Under the mode's description: how hard it is, or what Custom changes.
        const Rect& mode = modeChoice->rect;
        const int size = scaled(w, 16);
        const int room = modeLineRoom();
        const int top = m_large
            ? modeChoice->explanationTop() + modeChoice->explanationLines * painter.shown(size) * 6 / 5
            : mode.y + scaled(w, 42) * 6 / 5 + scaled(w, 22);
        // The larger text sizes give the line up to two lines (m_modeLineRows), the others
        // one. A preset's difficulty is a sentence that is never cut to the mode's name
        // (which was the French player's "Officielle." in place of it): it wraps, and
        // shrinks only if its lines are not enough.
        const int lines = m_large ? m_modeLineRows : 1;
        const std::string line = modeLineIn(painter, room, size);
        int fitted = size;
        while (fitted > painter.askedFor(kLeastTextPixels) &&
               std::ssize(wrapText(painter, line, room, fitted, false)) > lines)
            --fitted;
        drawWrappedText(painter, line, {mode.x, top, room, lines * lineHeight(painter.shown(fitted))},
                        {fitted, theme::kAccent, false, Align::Left});
    }
    if (onControlsTab())
        m_controls.draw(painter, w);
    if (m_preview.w > 0)
        drawPreview(painter);
    if (m_noDevice.w > 0) {
        const std::string note(tr(kNoDevice));
        const int size = fittingTextSize(painter, note, scaled(w, 17), false, {m_noDevice.w, m_noDevice.h * 2});
        painter.text(note, {m_noDevice.x, m_noDevice.y}, {size, theme::kAccent, false, Align::Left});
    }
    m_scroll.drawBar(painter);
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> SettingsScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    if (m_preview.w > 0)
        out["preview"] = m_preview;
    if (m_noDevice.w > 0)
        out["no_sound_device"] = m_noDevice;
    m_tabs.addRects(out);
    for (std::size_t i : rowsOnTab()) {
        if (m_choices[i].rect.w > 0) // not scrolled out of the view
            m_choices[i].addRects(out);
    }
    if (onControlsTab())
        m_controls.addRects(out);
    m_scroll.addRects(out);
    m_buttons.addRects(out);
    return out;
}

nlohmann::json SettingsScene::dumpFields() const
{
    nlohmann::json fields = nlohmann::json::object();
    for (const Choice& c : m_choices)
        fields[c.id] = c.options[static_cast<std::size_t>(c.selected)].value;
    fields["mode_line"] = modeLine();
    fields["tab"] = m_tabs.tabs[static_cast<std::size_t>(m_tabs.selected)].id;
    fields["sound_note"] = m_noDevice.w > 0 ? tr(kNoDevice) : "";
    fields["controls"] = m_controls.dump();
    fields["first_row_shown"] = m_scroll.first();
    fields["focused_row"] = "";
    for (const Choice& c : m_choices) {
        if (c.focused)
            fields["focused_row"] = c.id;
    }
    return fields;
}

void SettingsScene::useNewLanguage()
{
    if (m_context.applyLanguage)
        m_context.applyLanguage(true);
    m_context.languageChosen = true;
    // Every word of the screen again, in the new language; the choices and the focus stay.
    std::vector<Choice> words = makeChoices(m_rows);
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        m_choices[i].label = std::move(words[i].label);
        m_choices[i].options = std::move(words[i].options);
    }
    noteLaunchLanguage();
    m_controls.useLanguage();
    for (std::size_t i = 0; i < m_tabs.tabs.size(); ++i)
        m_tabs.tabs[i].label = std::string(tr(kSettingTabs[i].second));
    if (Button* back = m_buttons.find("back"))
        back->label = std::string(tr("Back"));
    layout(window());
}

void SettingsScene::noteLaunchLanguage()
{
    // np21 launched with --language en over a saved German: Settings showed "Deutsch"
    // chosen in an English game, and nothing said why. The saved choice stays selected (it
    // is the next launch's), and each language's line says what this launch speaks.
    const std::optional<std::string>& launched = m_context.options.language;
    if (!launched || launched->empty() || m_context.languageChosen)
        return;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].effect != SettingEffect::Language)
            continue;
        std::string name = *launched;
        for (const ChoiceOption& option : m_choices[i].options) {
            if (option.value == *launched)
                name = option.label;
        }
        for (ChoiceOption& option : m_choices[i].options)
            // TRANSLATORS: after a language's line in Settings, when the game was launched with --language;
            // {0} the language it speaks, such as "English".
            option.explanation = format(trc("sentences", "{0} {1}"), option.explanation,
                                        format(tr("This launch speaks {0} (--language)."), name));
    }
}

std::unique_ptr<Scene> makeSettingsScene(GameContext& context)
{
    return std::make_unique<SettingsScene>(context);
}

} // namespace scoundrel::game
