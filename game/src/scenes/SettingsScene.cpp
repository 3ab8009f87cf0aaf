#include "scenes/SettingsScene.h"

#include "core/ModeDifficulty.h"
#include "core/RuleNames.h"
#include "scenes/SceneFactory.h"
#include "ui/ButtonClick.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace scoundrel::game {

namespace {

// A rule's option: its value as files write it, its label as every screen shows it.
template <typename Variant>
ChoiceOption option(Variant value, std::string explanation)
{
    return {std::string(toString(value)), std::string(label(value)), std::move(explanation)};
}

constexpr int kVolumeStep = 10;

// what: "Sounds play" or "The music plays".
std::vector<ChoiceOption> volumeOptions(const std::string& what)
{
    std::vector<ChoiceOption> out;
    for (int v = 0; v <= 100; v += kVolumeStep)
        out.push_back({std::to_string(v), std::to_string(v), what + " at " + std::to_string(v) + "% of full volume."});
    return out;
}

// The mode row's options: the presets, then Custom.
std::vector<ChoiceOption> modeOptions()
{
    std::vector<ChoiceOption> out;
    for (Preset preset : kPresets)
        out.push_back({std::string(toString(preset)), std::string(title(preset)), std::string(description(preset))});
    out.push_back({"custom", "Custom", "Your own rules: every variant is on the Rules tab."});
    return out;
}

std::vector<ChoiceOption> healthOptions()
{
    std::vector<ChoiceOption> out;
    for (int h = kLowestMaxHealth; h <= kHighestMaxHealth; ++h) {
        const std::string n = std::to_string(h);
        out.push_back({n, n,
                       std::string(h == kOfficialMaxHealth ? "Official: y" : "Y") + "ou start with " + n +
                           " health and never have more."});
    }
    return out;
}

std::vector<Choice> makeChoices()
{
    return {
        {"mode", "Mode", modeOptions()},
        {"weapon",
         std::string(kWeaponRuleTitle),
         {option(WeaponDegradation::Strict, "Official: it only hits monsters below its last kill."),
          option(WeaponDegradation::EqualOrLower, "Easier: it also hits a monster equal to its last kill."),
          option(WeaponDegradation::None, "Easiest: it hits any monster, whatever it slew before.")}},
        {"avoid",
         std::string(kAvoidRuleTitle),
         {option(AvoidOrder::Keep, "Official: the four cards go under the dungeon in slot order."),
          option(AvoidOrder::Shuffle, "The four cards are shuffled before they go under the dungeon.")}},
        {"avoiding",
         std::string(kAvoidingTitle),
         {option(AvoidRule::NotTwice, "Official: a room may be avoided, but not two in a row."),
          option(AvoidRule::Unlimited, "Easier: any room may be avoided, turn after turn."),
          option(AvoidRule::Never, "Harder: no room may be avoided.")}},
        {"potions",
         std::string(kPotionsTitle),
         {option(PotionRule::OnePerTurn, "Official: only the first potion of a turn heals."),
          option(PotionRule::Every, "Easier: every potion heals.")}},
        {"health", std::string(kMaxHealthTitle), healthOptions(), kOfficialMaxHealth - kLowestMaxHealth, false, -1,
         true},
        {"animation",
         "Animations",
         {{"off", "Off", "Cards jump straight to their place."},
          {"fast", "Fast", "Quick moves for experienced players."},
          {"normal", "Normal", "Easy to follow."},
          {"slow", "Slow", "Every move is easy to watch."}}},
        {"suits",
         "Suit colours",
         {{"two", "Two colours", "Classic red and black."},
          {"four", "Four colours", "Each suit its own colour: easier to tell apart."}}},
        {"fullscreen",
         "Full screen",
         {{"off", "Window", "Play in a window (F11 switches at any time)."},
          {"on", "Full screen", "Use the whole screen (F11 switches at any time)."}}},
        {"resume",
         "At start",
         {{"menu", "Show the menu", "Continue a saved run from the menu."},
          {"resume", "Resume the run", "Go straight back to a saved run."}}},
        {"volume", "Volume (%)", volumeOptions("Sounds play")},
        {"mute",
         "Sound",
         {{"on", "On", "Cards, blows and potions are heard (M switches it on the table and the menu)."},
          {"muted", "Muted", "Nothing is heard (M switches it on the table and the menu)."}}},
        {"music",
         "Music",
         {{"off", "Off", "No music."},
          {"on", "On", "A quiet loop plays on from screen to screen (muted with the sound)."}}},
        {"music_volume", "Music volume (%)", volumeOptions("The music plays")},
    };
}

// The rows of makeChoices() by name, the tab each is on, and the tabs in order.
enum Row : std::size_t {
    ModeRow,
    WeaponRow,
    AvoidOrderRow,
    AvoidingRow,
    PotionsRow,
    HealthRow,
    AnimationRow,
    SuitsRow,
    FullscreenRow,
    ResumeRow,
    VolumeRow,
    MuteRow,
    MusicRow,
    MusicVolumeRow,
    RowCount
};
constexpr std::size_t kRulesTab = 1;
constexpr std::array<std::size_t, RowCount> kTabOfRow{0, 1, 1, 1, 1, 1, 2, 2, 2, 0, 3, 3, 3, 3};
const std::array<std::pair<const char*, const char*>, 4> kTabs{
    {{"game", "Game"}, {"rules", "Rules"}, {"display", "Display"}, {"sound", "Sound"}}};
// The headers above a tab's rows: the row they stand over, and what they say.
const std::array<std::pair<std::size_t, const char*>, 2> kHeaders{
    {{ModeRow, "RULES FOR NEW RUNS (a run in progress keeps its own)"}, {ResumeRow, "STARTING THE GAME"}}};

constexpr std::array<WeaponDegradation, 3> kWeaponRules{WeaponDegradation::Strict, WeaponDegradation::EqualOrLower,
                                                        WeaponDegradation::None};
constexpr std::array<AvoidRule, 3> kAvoidRules{AvoidRule::NotTwice, AvoidRule::Unlimited, AvoidRule::Never};

template <typename Value, std::size_t N>
int indexOf(const std::array<Value, N>& values, Value value)
{
    return static_cast<int>(std::find(values.begin(), values.end(), value) - values.begin());
}

constexpr std::array<AnimationSpeed, 4> kSpeeds{AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal,
                                                AnimationSpeed::Slow};

int volumeIndex(int volume)
{
    return (std::clamp(volume, 0, 100) + kVolumeStep / 2) / kVolumeStep;
}

} // namespace

SettingsScene::SettingsScene(GameContext& context) : m_context(context), m_choices(makeChoices())
{
    m_buttons.add("back", "Back");
    for (const auto& [id, label] : kTabs)
        m_tabs.tabs.push_back({id, label});
    m_choices[ModeRow].labelPercent = 20; // five names, a short label
    for (std::size_t row : {WeaponRow, AvoidOrderRow, AvoidingRow, PotionsRow, HealthRow})
        m_choices[row].labelPercent = 34; // room for "Not twice in a row" at 1024x640
    readSettings();
    m_modeShown = m_choices[ModeRow].selected;
    moveRowFocus(0);
}

void SettingsScene::readSettings()
{
    const Settings& s = m_context.settings;
    const auto preset = s.rules.preset();
    m_choices[ModeRow].selected = preset && !m_custom ? static_cast<int>(*preset) : static_cast<int>(kPresets.size());
    m_choices[WeaponRow].selected = indexOf(kWeaponRules, s.rules.weaponDegradation);
    m_choices[AvoidOrderRow].selected = s.rules.avoidOrder == AvoidOrder::Keep ? 0 : 1;
    m_choices[AvoidingRow].selected = indexOf(kAvoidRules, s.rules.avoid);
    m_choices[PotionsRow].selected = s.rules.potions == PotionRule::OnePerTurn ? 0 : 1;
    m_choices[HealthRow].selected =
        std::clamp(int{s.rules.maxHealth}, kLowestMaxHealth, kHighestMaxHealth) - kLowestMaxHealth;
    m_choices[AnimationRow].selected = indexOf(kSpeeds, s.animation);
    m_choices[SuitsRow].selected = s.fourColorSuits ? 1 : 0;
    m_choices[FullscreenRow].selected = s.fullscreen ? 1 : 0;
    m_choices[ResumeRow].selected = s.resumeOnLaunch ? 1 : 0;
    m_choices[VolumeRow].selected = volumeIndex(s.soundVolume);
    m_choices[MuteRow].selected = s.soundMuted ? 1 : 0;
    m_choices[MusicRow].selected = s.musicOn ? 1 : 0;
    m_choices[MusicVolumeRow].selected = volumeIndex(s.musicVolume);
}

Rules SettingsScene::rulesOfRows() const
{
    Rules rules;
    rules.weaponDegradation = kWeaponRules[static_cast<std::size_t>(m_choices[WeaponRow].selected)];
    rules.avoidOrder = m_choices[AvoidOrderRow].selected == 0 ? AvoidOrder::Keep : AvoidOrder::Shuffle;
    rules.avoid = kAvoidRules[static_cast<std::size_t>(m_choices[AvoidingRow].selected)];
    rules.potions = m_choices[PotionsRow].selected == 0 ? PotionRule::OnePerTurn : PotionRule::Every;
    rules.maxHealth = static_cast<std::uint8_t>(m_choices[HealthRow].selected + kLowestMaxHealth);
    return rules;
}

void SettingsScene::applyRules()
{
    Settings& s = m_context.settings;
    const int mode = m_choices[ModeRow].selected;
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
    return "Custom: " + (rules == Rules::official() ? std::string("the official rules") : displayName(rules)) + ".";
}

void SettingsScene::apply()
{
    Settings& s = m_context.settings;
    applyRules();
    s.animation = kSpeeds[static_cast<std::size_t>(m_choices[AnimationRow].selected)];
    s.fourColorSuits = m_choices[SuitsRow].selected == 1;
    s.resumeOnLaunch = m_choices[ResumeRow].selected == 1;
    const bool fullscreen = m_choices[FullscreenRow].selected == 1;
    if (fullscreen != s.fullscreen)
        m_context.setFullscreen(fullscreen);
    // A volume the file gave off the steps (73) stays until the player picks another.
    const bool volumeChanged = m_choices[VolumeRow].selected != volumeIndex(s.soundVolume);
    if (volumeChanged)
        s.soundVolume = m_choices[VolumeRow].selected * kVolumeStep;
    const bool muteChanged = (m_choices[MuteRow].selected == 1) != s.soundMuted;
    s.soundMuted = m_choices[MuteRow].selected == 1;
    const bool musicChanged = (m_choices[MusicRow].selected == 1) != s.musicOn ||
        m_choices[MusicVolumeRow].selected != volumeIndex(s.musicVolume);
    s.musicOn = m_choices[MusicRow].selected == 1;
    if (m_choices[MusicVolumeRow].selected != volumeIndex(s.musicVolume))
        s.musicVolume = m_choices[MusicVolumeRow].selected * kVolumeStep;
    m_context.saveSettings();
    readSettings();
    m_modeShown = m_choices[ModeRow].selected;
    if (m_context.sound && (volumeChanged || muteChanged || musicChanged))
        m_context.sound->settingsChanged();
    if (volumeChanged) // a sample at the new volume
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
        if (kTabOfRow[i] == static_cast<std::size_t>(m_tabs.selected))
            rows.push_back(i);
    }
    return rows;
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
    // line more, its difficulty.
    const int rowHeight = scaled(window, m_tabs.selected == static_cast<int>(kRulesTab) ? 76 : 78);
    const int segmentHeight = scaled(window, 42);
    const int headerHeight = scaled(window, 40);
    m_tabs.layout({m_panel.x + pad, m_panel.y + scaled(window, 104), m_panel.w - 2 * pad, scaled(window, 44)});
    int y = m_panel.y + scaled(window, 176);
    m_headers.clear();
    for (Choice& c : m_choices)
        c.layout({}, 0); // rows on other tabs are not shown, and not hit
    for (std::size_t i : rowsOnTab()) {
        for (const auto& [row, text] : kHeaders) {
            if (row == i) {
                y += m_headers.empty() ? 0 : headerHeight / 3; // apart from the rows above
                m_headers.push_back({{m_panel.x + pad, y, m_panel.w - 2 * pad, headerHeight}, text});
                y += headerHeight;
            }
        }
        const int height = rowHeight + (i == ModeRow ? scaled(window, 24) : 0);
        m_choices[i].layout({m_panel.x + pad, y, m_panel.w - 2 * pad, height}, segmentHeight);
        y += height;
    }
    // The preview sits between the suit-colour row's name and its options.
    const Rect& suits = m_choices[SuitsRow].rect;
    const int previewHeight = scaled(window, 50);
    m_preview = {suits.x + scaled(window, 158), suits.y + (segmentHeight - previewHeight) / 2, scaled(window, 170),
                 previewHeight};
    const Size button{scaled(window, 200), scaled(window, 46)};
    layoutColumn(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 24), button,
                 0);
}

void SettingsScene::moveRowFocus(int step)
{
    // The tab bar (-1), the tab's rows, then Back.
    const int rows = static_cast<int>(rowsOnTab().size());
    const int stops = rows + 2;
    m_focus = ((m_focus + 1 + step) % stops + stops) % stops - 1;
    m_tabs.focused = m_focus == -1;
    const std::vector<std::size_t> shown = rowsOnTab();
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        m_choices[i].focused = m_focus >= 0 && m_focus < rows && shown[static_cast<std::size_t>(m_focus)] == i;
    if (m_focus == rows)
        m_buttons.focus("back");
    else
        m_buttons.clearFocus();
}

bool SettingsScene::handleMouse(const SDL_Event& event)
{
    if (event.type == SDL_MOUSEMOTION) {
        const Point p{event.motion.x, event.motion.y};
        for (Choice& c : m_choices)
            c.hoveredSegment = c.segmentAt(p);
        m_tabs.hovered = m_tabs.tabAt(p);
        return false;
    }
    if (event.type != SDL_MOUSEBUTTONDOWN || event.button.button != SDL_BUTTON_LEFT)
        return false;
    const Point p{event.button.x, event.button.y};
    if (const int tab = m_tabs.tabAt(p); tab >= 0) {
        ButtonClickSound::play();
        showTab(tab);
        m_focus = -1; // on the bar, so Down goes to the tab's first row
        moveRowFocus(0);
        return true;
    }
    for (Choice& c : m_choices) {
        const int hit = c.segmentAt(p);
        if (hit >= 0) {
            ButtonClickSound::play();
            choose(c.id, hit);
            return true;
        }
    }
    return false;
}

bool SettingsScene::handleChoiceEvent(const SDL_Event& event)
{
    if (handleMouse(event))
        return true;
    if (event.type != SDL_KEYDOWN)
        return false;
    const SDL_Keycode key = event.key.keysym.sym;
    const bool shift = (event.key.keysym.mod & KMOD_SHIFT) != 0;
    const bool ctrl = (event.key.keysym.mod & KMOD_CTRL) != 0;
    // Ctrl+Tab and Page Up/Down turn the tabs from anywhere; the focus stays on the bar.
    if ((key == SDLK_TAB && ctrl) || key == SDLK_PAGEUP || key == SDLK_PAGEDOWN) {
        m_tabs.step(key == SDLK_PAGEUP || shift ? -1 : 1);
        showTab(m_tabs.selected);
        m_focus = -1;
        moveRowFocus(0);
        return true;
    }
    if (key == SDLK_UP || key == SDLK_DOWN || key == SDLK_TAB) {
        moveRowFocus(key == SDLK_UP || (key == SDLK_TAB && shift) ? -1 : 1);
        return true;
    }
    if (key != SDLK_LEFT && key != SDLK_RIGHT)
        return false;
    const int direction = key == SDLK_LEFT ? -1 : 1;
    const std::vector<std::size_t> rows = rowsOnTab();
    if (m_focus == -1) {
        m_tabs.step(direction);
        showTab(m_tabs.selected);
        moveRowFocus(0);
    } else if (m_focus < static_cast<int>(rows.size())) {
        if (m_choices[rows[static_cast<std::size_t>(m_focus)]].step(direction))
            apply();
    }
    return true;
}

void SettingsScene::handleEvent(const SDL_Event& event)
{
    if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) {
        m_context.scenes.pop();
        return;
    }
    if (handleChoiceEvent(event))
        return;
    if (m_buttons.handleEvent(event) == "back")
        m_context.scenes.pop();
}

void SettingsScene::drawSuitPreview(Painter& painter) const
{
    static const std::array<const char*, 4> kCards{"QS", "9H", "JC", "7D"};
    const int h = m_preview.h;
    const int w = h * 5 / 7;
    for (std::size_t i = 0; i < kCards.size(); ++i) {
        const Rect r{m_preview.x + static_cast<int>(i) * (w + w / 5), m_preview.y, w, h};
        painter.shadow(r, w / 10, 3, 60);
        painter.card(*parseCard(kCards[i]), r, m_context.settings.fourColorSuits);
    }
}

void SettingsScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    painter.text("Settings", {m_panel.center().x, m_panel.y + scaled(w, 22)},
                 {scaled(w, 34), theme::kAccent, true, Align::Center});
    painter.text("Everything is saved as soon as you change it. Page Up and Page Down turn the tabs.",
                 {m_panel.center().x, m_panel.y + scaled(w, 68)},
                 {scaled(w, 15), theme::kTextDim, false, Align::Center});
    m_tabs.draw(painter, scaled(w, 19));
    for (const auto& [h, text] : m_headers) {
        painter.text(text, {h.x, h.y}, {scaled(w, 14), theme::kTextDim, true, Align::Left});
        painter.fillRect({h.x, h.y + scaled(w, 22), h.w, 1}, theme::kPanelLight);
    }
    for (std::size_t i : rowsOnTab())
        m_choices[i].draw(painter, scaled(w, 20));
    if (kTabOfRow[ModeRow] == static_cast<std::size_t>(m_tabs.selected)) {
        // Under the mode's description: how hard it is, or what Custom changes.
        const Rect& mode = m_choices[ModeRow].rect;
        painter.text(modeLine(), {mode.x, mode.y + scaled(w, 42) * 6 / 5 + scaled(w, 22)},
                     {scaled(w, 16), theme::kAccent, false, Align::Left});
    }
    if (kTabOfRow[SuitsRow] == static_cast<std::size_t>(m_tabs.selected))
        drawSuitPreview(painter);
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> SettingsScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    if (kTabOfRow[SuitsRow] == static_cast<std::size_t>(m_tabs.selected))
        out["preview"] = m_preview;
    m_tabs.addRects(out);
    for (std::size_t i : rowsOnTab())
        m_choices[i].addRects(out);
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
    return fields;
}

std::unique_ptr<Scene> makeSettingsScene(GameContext& context)
{
    return std::make_unique<SettingsScene>(context);
}

} // namespace scoundrel::game
