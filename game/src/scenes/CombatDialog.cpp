#include "scenes/CombatDialog.h"

#include "table/ActionText.h"
#include "table/Pill.h"
#include "table/TableLayout.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include "scoundrel/Engine.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace scoundrel::game {

namespace {

Button makeButton(std::string id, std::string label)
{
    Button button;
    button.id = std::move(id);
    button.label = std::move(label);
    return button;
}

std::string withOutcome(const std::string& label, const GameState& state, Action action)
{
    return label + " · " + previewAction(state, action).text;
}

} // namespace

CombatDialog::CombatDialog(GameContext& context, const GameState& state, Card monster, Choice onChoice)
    : m_context(context), m_state(state), m_monster(monster), m_onChoice(std::move(onChoice))
{
    const Action weapon = Action::fightWeapon(monster);
    const Action bare = Action::fightBare(monster);
    const Illegal why = check(state, weapon);
    Button weaponButton = makeButton("weapon", "With weapon");
    if (why == Illegal::None)
        weaponButton.label = withOutcome("With weapon " + std::to_string(state.weapon.value()), state, weapon);
    weaponButton.enabled = why == Illegal::None;
    weaponButton.disabledReason = explain(state, weapon, why);
    if (!weaponButton.disabledReason.empty())
        weaponButton.disabledReason[0] = static_cast<char>(std::toupper(weaponButton.disabledReason[0]));
    m_buttons = {weaponButton, makeButton("bare", withOutcome("Barehanded", state, bare)), makeButton("cancel", "Cancel")};
    m_buttons[weaponButton.enabled ? 0 : 1].focused = true;
}

void CombatDialog::layout(Size window)
{
    Scene::layout(window);
    const TableLayout table = computeTableLayout(window);
    m_cardW = table.cardW;
    m_textSize = table.textSize;
    const int W = m_cardW;
    const int pad = W / 4;
    const Size button{W * 3, W * 7 / 20};
    const int header = m_textSize * 4;
    // Room under the weapon button for the reason it is disabled.
    const int gap = W * 3 / 10;
    const int column = 3 * button.h + 2 * gap;
    const int body = std::max(table.cardH, column);
    m_panel = {0, 0, W + button.w + 3 * pad, pad + header + body + pad + m_textSize * 2};
    m_panel.x = (window.w - m_panel.w) / 2;
    m_panel.y = (window.h - m_panel.h) / 2;
    const int top = m_panel.y + pad + header;
    m_card = {m_panel.x + pad, top, W, table.cardH};
    const int left = m_card.x + W + pad;
    layoutColumn(m_buttons, left + button.w / 2, top + (body - column) / 2, button, gap);
}

void CombatDialog::render(Painter& painter)
{
    painter.fillRect({0, 0, window().w, window().h}, theme::kScrim);
    const int radius = m_cardW / 8;
    painter.shadow(m_panel, radius, 14, 160);
    painter.fillRoundedRect(m_panel, radius, theme::kPanel);
    painter.outlineRoundedRect(m_panel, radius, theme::kPanelLight, 2);
    const int pad = m_cardW / 4;
    painter.text("Fight " + m_monster.name() + " (" + std::to_string(m_monster.value()) + ")",
                 {m_panel.x + pad, m_panel.y + pad}, {m_textSize * 3 / 2, theme::kText, true});
    painter.text("Health " + std::to_string(m_state.health) + " · choose how to fight",
                 {m_panel.x + pad, m_panel.y + pad + m_textSize * 2}, {m_textSize, theme::kTextDim});
    painter.shadow(m_card, m_cardW / 14, 8, 120);
    painter.card(m_monster, m_card, m_context.settings.fourColorSuits);
    for (const Button& button : m_buttons)
        button.draw(painter, m_textSize);
    const Button& weapon = m_buttons[0];
    if (!weapon.enabled) {
        const Rect below{weapon.rect.x, weapon.rect.y + weapon.rect.h + m_textSize / 3, weapon.rect.w, m_textSize};
        painter.wrappedText(weapon.disabledReason, below, {m_textSize * 4 / 5, theme::kAccent, false, Align::Center});
    }
    painter.text("W weapon · B barehanded · Esc cancel", {m_panel.center().x, m_panel.y + m_panel.h - pad - m_textSize},
                 {m_textSize * 4 / 5, theme::kTextDim, false, Align::Center});
}

void CombatDialog::handleEvent(const SDL_Event& event)
{
    if (m_closed)
        return;
    if (event.type == SDL_KEYDOWN) {
        onKey(event.key.keysym.sym);
    } else if (event.type == SDL_MOUSEMOTION) {
        updateHover(m_buttons, {event.motion.x, event.motion.y});
    } else if (event.type == SDL_MOUSEBUTTONDOWN && event.button.button == SDL_BUTTON_LEFT) {
        const Point p{event.button.x, event.button.y};
        Button* button = buttonAt(m_buttons, p);
        m_pressed = button ? button->id : (m_panel.contains(p) ? "" : "outside");
    } else if (event.type == SDL_MOUSEBUTTONUP && event.button.button == SDL_BUTTON_LEFT) {
        const Point p{event.button.x, event.button.y};
        Button* button = buttonAt(m_buttons, p);
        const std::string pressed = std::exchange(m_pressed, {});
        if (button && button->id == pressed)
            choose(pressed);
        else if (pressed == "outside" && !m_panel.contains(p))
            choose("cancel");
    }
}

void CombatDialog::onKey(SDL_Keycode key)
{
    if (key == SDLK_w && m_buttons[0].enabled) {
        choose("weapon");
    } else if (key == SDLK_b) {
        choose("bare");
    } else if (key == SDLK_ESCAPE) {
        choose("cancel");
    } else if (key == SDLK_UP || key == SDLK_DOWN || key == SDLK_TAB) {
        moveFocus(m_buttons, key == SDLK_UP ? -1 : 1);
    } else if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) {
        for (const Button& button : m_buttons) {
            if (button.focused && button.enabled)
                return choose(button.id);
        }
    }
}

void CombatDialog::choose(const std::string& id)
{
    m_closed = true;
    m_context.scenes.pop();
    if (id == "weapon")
        m_onChoice(Action::fightWeapon(m_monster));
    else if (id == "bare")
        m_onChoice(Action::fightBare(m_monster));
}

std::map<std::string, Rect> CombatDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"card", m_card}};
    for (const Button& button : m_buttons)
        out["button." + button.id] = button.rect;
    return out;
}

nlohmann::json CombatDialog::dumpFields() const
{
    return {{"monster", m_monster.name()},
            {"weapon_enabled", m_buttons[0].enabled},
            {"weapon_reason", m_buttons[0].disabledReason}};
}

} // namespace scoundrel::game
