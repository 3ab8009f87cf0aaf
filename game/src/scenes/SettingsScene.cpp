#include "scenes/SettingsScene.h"

#include "core/RuleNames.h"
#include "scenes/SceneFactory.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include <nlohmann/json.hpp>

#include <array>

namespace scoundrel::game {

namespace {

// A rule's option: its value as files write it, its label as every screen shows it.
template <typename Variant>
ChoiceOption option(Variant value, std::string explanation)
{
    return {std::string(toString(value)), std::string(label(value)), std::move(explanation)};
}

std::vector<Choice> makeChoices()
{
    return {
        {"weapon",
         std::string(kWeaponRuleTitle),
         {option(WeaponDegradation::Strict, "Official: it only hits monsters below its last kill."),
          option(WeaponDegradation::EqualOrLower, "Easier: it also hits a monster equal to its last kill.")}},
        {"avoid",
         std::string(kAvoidRuleTitle),
         {option(AvoidOrder::Keep, "Official: the four cards go under the dungeon in slot order."),
          option(AvoidOrder::Shuffle, "The four cards are shuffled before they go under the dungeon.")}},
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
    };
}

constexpr std::array<AnimationSpeed, 4> kSpeeds{AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal,
                                                AnimationSpeed::Slow};

} // namespace

SettingsScene::SettingsScene(GameContext& context) : m_context(context), m_choices(makeChoices())
{
    m_buttons.add("back", "Back");
    readSettings();
    m_choices.front().focused = true;
}

void SettingsScene::readSettings()
{
    const Settings& s = m_context.settings;
    m_choices[0].selected = s.rules.weaponDegradation == WeaponDegradation::Strict ? 0 : 1;
    m_choices[1].selected = s.rules.avoidOrder == AvoidOrder::Keep ? 0 : 1;
    for (std::size_t i = 0; i < kSpeeds.size(); ++i) {
        if (kSpeeds[i] == s.animation)
            m_choices[2].selected = static_cast<int>(i);
    }
    m_choices[3].selected = s.fourColorSuits ? 1 : 0;
    m_choices[4].selected = s.fullscreen ? 1 : 0;
    m_choices[5].selected = s.resumeOnLaunch ? 1 : 0;
}

void SettingsScene::apply()
{
    Settings& s = m_context.settings;
    // Only a changed choice is written: rules these rows cannot show (no wear, from a
    // settings file) stay as they are.
    const int weaponShown = s.rules.weaponDegradation == WeaponDegradation::Strict ? 0 : 1;
    if (m_choices[0].selected != weaponShown)
        s.rules.weaponDegradation =
            m_choices[0].selected == 0 ? WeaponDegradation::Strict : WeaponDegradation::EqualOrLower;
    s.rules.avoidOrder = m_choices[1].selected == 0 ? AvoidOrder::Keep : AvoidOrder::Shuffle;
    s.animation = kSpeeds[static_cast<std::size_t>(m_choices[2].selected)];
    s.fourColorSuits = m_choices[3].selected == 1;
    s.resumeOnLaunch = m_choices[5].selected == 1;
    const bool fullscreen = m_choices[4].selected == 1;
    if (fullscreen != s.fullscreen)
        m_context.setFullscreen(fullscreen);
    m_context.saveSettings();
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

void SettingsScene::layout(Size window)
{
    Scene::layout(window);
    m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 900)), scaled(window, 750));
    const int pad = scaled(window, 36);
    const int rowHeight = scaled(window, 78);
    const int segmentHeight = scaled(window, 42);
    const int headerHeight = scaled(window, 40);
    int y = m_panel.y + scaled(window, 112);
    m_headers.clear();
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        // Two groups: the rules a new run starts with, then how the game looks.
        if (i == 0 || i == 2) {
            m_headers.push_back({m_panel.x + pad, y, m_panel.w - 2 * pad, headerHeight});
            y += headerHeight;
        }
        m_choices[i].layout({m_panel.x + pad, y, m_panel.w - 2 * pad, rowHeight}, segmentHeight);
        y += rowHeight;
    }
    // The preview sits between the suit-colour row's name and its options.
    const Rect& suits = m_choices[3].rect;
    const int previewHeight = scaled(window, 50);
    m_preview = {suits.x + scaled(window, 158), suits.y + (segmentHeight - previewHeight) / 2, scaled(window, 170),
                 previewHeight};
    const Size button{scaled(window, 200), scaled(window, 46)};
    layoutColumn(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 24), button,
                 0);
}

void SettingsScene::moveRowFocus(int step)
{
    const int rows = static_cast<int>(m_choices.size()) + 1;
    m_focus = ((m_focus + step) % rows + rows) % rows;
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        m_choices[i].focused = static_cast<int>(i) == m_focus;
    if (m_focus == static_cast<int>(m_choices.size()))
        m_buttons.focus("back");
    else
        m_buttons.clearFocus();
}

bool SettingsScene::handleChoiceEvent(const SDL_Event& event)
{
    if (event.type == SDL_MOUSEMOTION) {
        for (Choice& c : m_choices)
            c.hoveredSegment = c.segmentAt({event.motion.x, event.motion.y});
        return false;
    }
    if (event.type == SDL_MOUSEBUTTONDOWN && event.button.button == SDL_BUTTON_LEFT) {
        for (Choice& c : m_choices) {
            const int hit = c.segmentAt({event.button.x, event.button.y});
            if (hit >= 0) {
                choose(c.id, hit);
                return true;
            }
        }
        return false;
    }
    if (event.type != SDL_KEYDOWN)
        return false;
    const SDL_Keycode key = event.key.keysym.sym;
    if (key == SDLK_UP || key == SDLK_DOWN || key == SDLK_TAB) {
        const bool back = key == SDLK_UP || (key == SDLK_TAB && (event.key.keysym.mod & KMOD_SHIFT) != 0);
        moveRowFocus(back ? -1 : 1);
        return true;
    }
    const bool onRow = m_focus < static_cast<int>(m_choices.size());
    if (onRow && (key == SDLK_LEFT || key == SDLK_RIGHT)) {
        if (m_choices[static_cast<std::size_t>(m_focus)].step(key == SDLK_LEFT ? -1 : 1))
            apply();
        return true;
    }
    return false;
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
    painter.text("Settings", {m_panel.center().x, m_panel.y + scaled(w, 26)},
                 {scaled(w, 34), theme::kAccent, true, Align::Center});
    painter.text("Everything is saved as soon as you change it.", {m_panel.center().x, m_panel.y + scaled(w, 74)},
                 {scaled(w, 15), theme::kTextDim, false, Align::Center});
    static const char* const kHeaders[] = {"RULES FOR NEW RUNS (a run in progress keeps its own)", "DISPLAY"};
    for (std::size_t i = 0; i < m_headers.size() && i < 2; ++i) {
        const Rect& h = m_headers[i];
        painter.text(kHeaders[i], {h.x, h.y}, {scaled(w, 14), theme::kTextDim, true, Align::Left});
        painter.fillRect({h.x, h.y + scaled(w, 22), h.w, 1}, theme::kPanelLight);
    }
    for (const Choice& c : m_choices)
        c.draw(painter, scaled(w, 20));
    drawSuitPreview(painter);
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> SettingsScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"preview", m_preview}};
    for (const Choice& c : m_choices)
        c.addRects(out);
    m_buttons.addRects(out);
    return out;
}

nlohmann::json SettingsScene::dumpFields() const
{
    nlohmann::json fields = nlohmann::json::object();
    for (const Choice& c : m_choices)
        fields[c.id] = c.options[static_cast<std::size_t>(c.selected)].value;
    return fields;
}

std::unique_ptr<Scene> makeSettingsScene(GameContext& context)
{
    return std::make_unique<SettingsScene>(context);
}

} // namespace scoundrel::game
