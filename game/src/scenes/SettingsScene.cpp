#include "scenes/SettingsScene.h"

#include "content/ModeDifficulty.h"
#include "core/SettingsTable.h"
#include "input/Controls.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/RuleNames.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace scoundrel::game {

namespace {

constexpr std::size_t kRulesTab = static_cast<std::size_t>(SettingTab::Rules);
// The settings keep their values without a device, ready for the next start that has one.
constexpr std::string_view kNoDevice =
    trMark("No sound device is available: nothing is heard. These settings are kept.");
constexpr int kRowsBesidePreview = 3; // the deck's, the back's and the table's

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
        {"custom", std::string(tr("Custom")), std::string(tr("Your own rules: every variant is on the Rules tab."))});
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

void SettingsScene::readSettings()
{
    const Settings& s = m_context.settings;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const SettingRow& row = m_rows[i];
        int& selected = m_choices[i].selected;
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
    }
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
        if (!m_custom)
            s.rules = Rules::of(kPresets[static_cast<std::size_t>(mode)]);
        else
            m_showRulesTab = true;
    } else if (const Rules rows = rulesOfRows(); rows != s.rules) {
        s.rules = rows;
        m_custom = !rows.preset();
    }
}

std::string SettingsScene::modeLine() const
{
    const Rules& rules = m_context.settings.rules;
    if (const auto preset = rules.preset(); preset && !m_custom)
        return difficultyLine(*preset);
    if (rules == Rules::official())
        return std::string(tr("Custom: the official rules."));
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
    layout(window());
}

void SettingsScene::layout(Size window)
{
    Scene::layout(window);
    // Wide enough for "Not twice in a row" in a third of the Rules tab's row, and tall
    // enough that each row's description clears the next row and Back.
    m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 980)), scaled(window, 640));
    const int pad = scaled(window, 36);
    // The Rules tab's five rows sit closer to fit at 1024x640; the mode row has a
    // line more, its difficulty. A tab with more rows than fit (Display) packs them
    // closer still, its options lower and its explanations under them.
    const std::vector<std::size_t> shown = rowsOnTab();
    const int rowsRoom = scaled(window, 640 - 176 - 80);
    const int rowHeight = std::min(scaled(window, m_tabs.selected == static_cast<int>(kRulesTab) ? 76 : 78),
                                   rowsRoom / std::max<int>(1, static_cast<int>(shown.size())));
    const int segmentHeight = std::min(scaled(window, 42), rowHeight * 9 / 16);
    const int headerHeight = scaled(window, 40);
    m_tabs.layout({m_panel.x + pad, m_panel.y + scaled(window, 104), m_panel.w - 2 * pad, scaled(window, 44)});
    int y = m_panel.y + scaled(window, 176);
    m_headers.clear();
    for (Choice& c : m_choices)
        c.layout({}, 0); // rows on other tabs are not shown, and not hit
    // The deck preview: two cards and a back on the table's colour, beside its row and the
    // two after it, those rows made narrower for it; cards 100 units high (80 pixels at
    // 1024x640), so the corners' suits can be told apart.
    const int previewHeight = std::min(scaled(window, 100), 3 * rowHeight - scaled(window, 24));
    const int previewCardW = previewHeight * 5 / 7;
    const int previewW = previewShown() ? 3 * previewCardW + 4 * (previewCardW / 5) : 0;
    m_preview = {};
    int besidePreview = 0; // rows still to lay out beside it
    for (std::size_t i : shown) {
        if (const std::string_view text = m_rows[i].header; !text.empty()) {
            y += m_headers.empty() ? 0 : headerHeight / 3; // apart from the rows above
            m_headers.push_back({{m_panel.x + pad, y, m_panel.w - 2 * pad, headerHeight}, std::string(tr(text))});
            y += headerHeight;
        }
        const int height = rowHeight + (m_rows[i].kind == SettingKind::Mode ? scaled(window, 24) : 0);
        if (m_rows[i].preview) {
            m_preview = {m_panel.x + m_panel.w - pad - previewW, y, previewW, previewHeight + previewCardW / 3};
            besidePreview = kRowsBesidePreview;
        }
        const int rowW = m_panel.w - 2 * pad - (besidePreview-- > 0 ? previewW + pad / 2 : 0);
        m_choices[i].layout({m_panel.x + pad, y, rowW, height}, segmentHeight);
        y += height;
    }
    if (onControlsTab())
        m_controls.layout({m_panel.x + pad, y, m_panel.w - 2 * pad, rowsRoom}, window);
    const bool silent = m_context.sound && !m_context.sound->available();
    m_noDevice = silent && m_tabs.selected == static_cast<int>(SettingTab::Sound)
        ? Rect{m_panel.x + pad, y + scaled(window, 8), m_panel.w - 2 * pad, scaled(window, 24)}
        : Rect{};
    const Size button{scaled(window, 200), scaled(window, 46)};
    layoutColumn(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 24), button,
                 0);
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
}

bool SettingsScene::handleMouse(const InputEvent& event)
{
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
    for (Choice& c : m_choices) {
        const int hit = c.segmentAt(p);
        if (hit >= 0) {
            m_context.playSound({SoundId::Click});
            choose(c.id, hit);
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
    // Ctrl+Tab and Page Up/Down turn the tabs from anywhere; the focus stays on the bar.
    if (id == "prev_tab" || id == "next_tab") {
        m_tabs.step(id == "prev_tab" || shift ? -1 : 1);
        showTab(m_tabs.selected);
        m_focus = -1;
        moveRowFocus(0);
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

void SettingsScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    painter.text(std::string(tr("Settings")), {m_panel.center().x, m_panel.y + scaled(w, 22)},
                 {scaled(w, 34), theme::kAccent, true, Align::Center});
    const DeviceInUse& device = m_context.scenes.deviceInUse();
    // TRANSLATORS: {0} and {1} the keys or buttons that turn the tabs, such as "Page Up" and "Page Down".
    painter.text(
        format(tr("Everything is saved as soon as you change it. {0} and {1} turn the tabs."),
               pressName(settingsBindings(), "prev_tab", device), pressName(settingsBindings(), "next_tab", device)),
        {m_panel.center().x, m_panel.y + scaled(w, 68)}, {scaled(w, 15), theme::kTextDim, false, Align::Center});
    m_tabs.draw(painter, scaled(w, 19));
    for (const auto& [h, text] : m_headers) {
        painter.text(text, {h.x, h.y}, {scaled(w, 14), theme::kTextDim, true, Align::Left});
        painter.fillRect({h.x, h.y + scaled(w, 22), h.w, 1}, theme::kPanelLight);
    }
    for (std::size_t i : rowsOnTab())
        m_choices[i].draw(painter, scaled(w, 20));
    if (const Choice* modeChoice = modeRow(); modeChoice && onTab(SettingKind::Mode)) {
        // Under the mode's description: how hard it is, or what Custom changes.
        const Rect& mode = modeChoice->rect;
        const int size = scaled(w, 16);
        // Many custom rules make a line wider than the panel: then their values alone.
        std::string line = modeLine();
        if (painter.measure(line, size, false).w > m_panel.x + m_panel.w - scaled(w, 24) - mode.x)
            line = compactName(m_context.settings.rules) + ".";
        painter.text(line, {mode.x, mode.y + scaled(w, 42) * 6 / 5 + scaled(w, 22)},
                     {size, theme::kAccent, false, Align::Left});
    }
    if (onControlsTab())
        m_controls.draw(painter, w);
    if (previewShown())
        drawPreview(painter);
    if (m_noDevice.w > 0)
        painter.text(std::string(tr(kNoDevice)), {m_noDevice.x, m_noDevice.y},
                     {scaled(w, 17), theme::kAccent, false, Align::Left});
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> SettingsScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    if (previewShown())
        out["preview"] = m_preview;
    if (m_noDevice.w > 0)
        out["no_sound_device"] = m_noDevice;
    m_tabs.addRects(out);
    for (std::size_t i : rowsOnTab())
        m_choices[i].addRects(out);
    if (onControlsTab())
        m_controls.addRects(out);
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
    return fields;
}

void SettingsScene::useNewLanguage()
{
    if (m_context.applyLanguage)
        m_context.applyLanguage(true);
    // Every word of the screen again, in the new language; the choices and the focus stay.
    std::vector<Choice> words = makeChoices(m_rows);
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        m_choices[i].label = std::move(words[i].label);
        m_choices[i].options = std::move(words[i].options);
    }
    for (std::size_t i = 0; i < m_tabs.tabs.size(); ++i)
        m_tabs.tabs[i].label = std::string(tr(kSettingTabs[i].second));
    if (Button* back = m_buttons.find("back"))
        back->label = std::string(tr("Back"));
    layout(window());
}

std::unique_ptr<Scene> makeSettingsScene(GameContext& context)
{
    return std::make_unique<SettingsScene>(context);
}

} // namespace scoundrel::game
