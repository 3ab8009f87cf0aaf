#include "scenes/CombatDialog.h"

#include "scenes/ScreenBindings.h"
#include "table/Pill.h"
#include "table/SpokenWords.h"
#include "table/TableLayout.h"
#include "text/CardNames.h"
#include "text/IllegalWords.h"
#include "text/Translate.h"
#include "ui/ButtonGlyphs.h"
#include "ui/Painter.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Engine.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scoundrel::game {

namespace {

// The least room between the dialog and the window's edges.
constexpr int kDialogMargin = 8;

} // namespace

CombatDialog::CombatDialog(GameContext& context, const GameState& state, Card monster, Choice onChoice,
                           std::optional<FightDefault> asked, WaysRefused refused)
    : m_context(context),
      m_state(state),
      m_monster(monster),
      m_onChoice(std::move(onChoice)),
      m_refused(std::move(refused))
{
    const Action weapon = Action::fightWeapon(monster);
    const Illegal why = check(state, weapon);
    const bool weaponWorks = why == Illegal::None;
    if (!weaponWorks) // the rules' reason, not the guide's
        m_refused.weapon.clear();
    Button& withWeapon =
        m_buttons.add("weapon", weaponWorks ? fightOption(state, monster, true) : std::string(tr("With weapon")));
    withWeapon.enabled = weaponWorks && m_refused.weapon.empty();
    withWeapon.disabledReason =
        weaponWorks ? m_refused.weapon : illegalSentenceForItsCard(reasonFor(state, weapon, why));
    // Read before the next buttons are added: adding may move the buttons, withWeapon too.
    // What a way leaves the weapon able to hit, except after a way that ends the run (np10:
    // "Your 9 can still hit monsters below 8" under "Barehanded: -10 health, fatal").
    const auto fatal = [&state, monster](bool armed) { return damageOf(state, monster, armed) >= state.health; };
    m_weaponAfter = !withWeapon.enabled ? withWeapon.disabledReason
        : fatal(true)                   ? std::string{}
                                        : weaponAfterFight(state, monster, true);
    Button& bare = m_buttons.add("bare", fightOption(state, monster, false));
    bare.enabled = m_refused.bare.empty();
    bare.disabledReason = m_refused.bare;
    m_bareAfter = !bare.enabled ? m_refused.bare
        : fatal(false)          ? std::string{}
                                : weaponAfterFight(state, monster, false);
    m_buttons.add("cancel", std::string(tr("Cancel")));
    // Enter out of habit takes the way that loses least, and never a fight that ends the run.
    switch (asked.value_or(defaultFight(state, monster))) {
    case FightDefault::Weapon:
        m_buttons.focus("weapon");
        break;
    case FightDefault::Barehanded:
        m_buttons.focus("bare");
        break;
    case FightDefault::Cancel:
        m_buttons.focus("cancel");
        break;
    }
}

std::string CombatDialog::spokenTitle() const
{
    std::vector<std::string> sentences{spokenFightQuestion(m_state, m_monster)};
    // The ways the lesson turns down are said to be so, with what to try.
    if (!m_refused.weapon.empty()) {
        // TRANSLATORS: speech, in the tutorial, after the fight's question: the way to fight it does not take yet.
        sentences.emplace_back(tr("With the weapon is not available yet."));
        sentences.push_back(m_refused.weapon);
    }
    if (!m_refused.bare.empty()) {
        // TRANSLATORS: speech, in the tutorial, after the fight's question: the way to fight it does not take yet.
        sentences.emplace_back(tr("Barehanded is not available yet."));
        sentences.push_back(m_refused.bare);
    }
    return spokenSentences(sentences);
}

std::string CombatDialog::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label, button->enabled, button->disabledReason) : std::string{};
}

std::string CombatDialog::spokenFocusOnArrival() const
{
    // The question just said each way's damage: the focus is named, not its cost again.
    const Button* button = m_buttons.focused();
    return button ? spokenFightFocus(button->id) : std::string{};
}

void CombatDialog::layout(Size window)
{
    Scene::layout(window);
    const TableLayout table = computeTableLayout(window, m_context.settings.textPercent());
    m_cardW = table.cardW;
    m_cardH = table.cardH;
    m_textSize = table.textSize;
    // The rows and buttons make room for the words as drawn, at the player's text size.
    m_shownText = table.shown(m_textSize);
    const int unit = m_cardW;
    const int pad = unit / 4;
    const int widest = window.w - unit - 3 * pad - 2 * kDialogMargin;
    // Before the words are measured (fitToWords, as the dialog is drawn): one line each.
    m_titleLines = {fightTitle(m_monster)};
    m_titleSize = m_textSize * 3 / 2;
    m_subtitleTop = m_shownText * 2;
    m_labelLines.clear();
    for (const Button& b : m_buttons.buttons())
        m_labelLines.push_back({b.label});
    m_labelSize = m_textSize;
    place({std::min(widest, std::max(unit * 3, m_shownText * 14)),
           std::max(unit * 7 / 20, lineHeight(m_shownText) + m_shownText / 3)},
          m_shownText * 4);
}

void CombatDialog::place(Size button, int header)
{
    const Size window = this->window();
    const int unit = m_cardW;
    const int pad = unit / 4;
    // Room under each button for the two lines of what it leaves the weapon, or why not
    // (drawn a quarter line under the button), and half a line clear before the next
    // button (np21 at 200%: two lines of the reason touched the button under them; np24 in
    // French: the second line nearly did).
    const int gap = std::max(unit * 3 / 10, m_shownText * 3 / 4 + 2 * lineHeight(m_shownText * 4 / 5));
    const int column = 3 * button.h + 2 * gap;
    const int body = std::max(m_cardH, column);
    m_panel = {0, 0, unit + button.w + 3 * pad, pad + header + body + pad + m_shownText * 2};
    m_panel.x = (window.w - m_panel.w) / 2;
    m_panel.y = (window.h - m_panel.h) / 2;
    const int top = m_panel.y + pad + header;
    m_card = {m_panel.x + pad, top, unit, m_cardH};
    const int left = m_card.x + unit + pad;
    layoutColumn(m_buttons.buttons(), left + button.w / 2, top + (body - column) / 2, button, gap);
}

void CombatDialog::fitToWords(Painter& painter)
{
    const Size window = this->window();
    const int unit = m_cardW;
    const int pad = unit / 4;
    const int widestPanel = window.w - 2 * kDialogMargin;
    const int widest = widestPanel - unit - 3 * pad;
    // The sizes the words have at 100%: a larger text size never draws them under these.
    const int hundred = std::max(100, painter.shown(100));
    const int labelLeast = m_textSize * 100 / hundred;
    const int titleLeast = m_textSize * 3 / 2 * 100 / hundred;
    const int baseH = std::max(unit * 7 / 20, lineHeight(m_shownText) + m_shownText / 3);
    const int edge = baseH / 3 + 4; // the room a label leaves at the button's ends
    // The buttons grow with their longest label, the panel with them and with the title.
    int buttonW = std::max(unit * 3, m_shownText * 14);
    for (const Button& b : m_buttons.buttons())
        buttonW = std::max(buttonW, painter.measure(b.label, m_textSize, true).w + edge);
    const std::string title = fightTitle(m_monster);
    const int titleNeed = painter.measure(title, m_textSize * 3 / 2, true).w + 2 * pad;
    buttonW = std::min(widest, std::max(buttonW, std::min(titleNeed, widestPanel) - unit - 3 * pad));
    const int inner = unit + buttonW + pad; // the panel's width less its pads
    // Where the panel cannot grow, the title and the labels take two lines (more only
    // where two would need them smaller than at 100%).
    m_titleSize = wrappedFittingSize(painter, title, inner, m_textSize * 3 / 2, true, 2, titleLeast);
    m_titleLines = wrapText(painter, title, inner, m_titleSize, true);
    m_labelSize = m_textSize;
    int lines = 1;
    for (const Button& b : m_buttons.buttons()) {
        m_labelSize = std::min(m_labelSize,
                               wrappedFittingSize(painter, b.label, buttonW - edge, m_textSize, true, 2, labelLeast));
    }
    m_labelLines.clear();
    for (const Button& b : m_buttons.buttons()) {
        m_labelLines.push_back(wrapText(painter, b.label, buttonW - edge, m_labelSize, true));
        lines = std::max(lines, static_cast<int>(m_labelLines.back().size()));
    }
    const int labelLine = lineHeight(painter.shown(m_labelSize));
    const int buttonH = std::max(baseH, lines * labelLine + m_shownText / 3);
    // The subtitle under the title's lines, the card and the buttons under the subtitle.
    const int titleH = static_cast<int>(m_titleLines.size()) * lineHeight(painter.shown(m_titleSize));
    m_subtitleTop = std::max(m_shownText * 2, titleH + m_shownText / 4);
    const std::string subtitle = format(tr("Health {0} · choose how to fight"), m_state.health);
    const int subtitleLines = static_cast<int>(wrapText(painter, subtitle, inner, m_textSize, false).size());
    const int header =
        std::max(m_shownText * 4, m_subtitleTop + subtitleLines * lineHeight(m_shownText) + m_shownText * 2 / 3);
    place({buttonW, buttonH}, header);
}

void CombatDialog::drawButtons(Painter& painter) const
{
    const std::vector<Button>& buttons = m_buttons.buttons();
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const Button& b = buttons[i];
        if (i >= m_labelLines.size()) {
            b.draw(painter, m_textSize, m_labelSize);
            continue;
        }
        // The button drawn without its label, the label's lines (one or two) centred in it.
        Button frame = b;
        frame.label.clear();
        frame.draw(painter, m_textSize);
        const int line = lineHeight(painter.shown(m_labelSize));
        int y = b.rect.y + (b.rect.h - line * static_cast<int>(m_labelLines[i].size())) / 2;
        for (const std::string& words : m_labelLines[i]) {
            painter.text(words, {b.rect.center().x, y},
                         {m_labelSize, b.enabled ? theme::kText : theme::kTextDim, true, Align::Center, m_textSize});
            y += line;
        }
    }
}

void CombatDialog::render(Painter& painter)
{
    fitToWords(painter);
    const int pad = m_cardW / 4;
    drawDialogFrameTitledLeft(painter, window(), m_panel, m_titleLines, m_titleSize, pad);
    // The sizes the words had at 100%: a larger text size shrinks them to fit the panel
    // (a longer language's at 200% ran over its edge), never under these.
    const int atFull = m_textSize * 100 / std::max(100, painter.shown(100));
    const int smallAtFull = m_textSize * 4 / 5 * 100 / std::max(100, painter.shown(100));
    const int inner = m_panel.w - 2 * pad;
    const std::string subtitle = format(tr("Health {0} · choose how to fight"), m_state.health);
    const int subtitleSize =
        std::max(atFull, fittingTextSize(painter, subtitle, m_textSize, false, {inner, 2 * lineHeight(m_shownText)}));
    drawWrappedText(painter, subtitle, {m_panel.x + pad, m_panel.y + pad + m_subtitleTop, inner, 0},
                    {subtitleSize, theme::kTextDim});
    painter.shadow(m_card, m_cardW / 14, 8, 120);
    painter.card(m_monster, m_card, m_context.settings.fourColorSuits);
    drawButtons(painter);
    // Under each way to fight, what it leaves the weapon (or why the weapon cannot fight).
    const Button& weapon = m_buttons.buttons()[0];
    const Button& bare = m_buttons.buttons()[1];
    for (const auto& [button, words] : {std::pair{&weapon, &m_weaponAfter}, std::pair{&bare, &m_bareAfter}}) {
        const Rect below{button->rect.x, button->rect.y + button->rect.h + m_shownText / 4, button->rect.w,
                         m_shownText};
        const SDL_Color color = button->enabled ? theme::kTextDim : theme::kAccent;
        // Two lines, as the gap under the button was made for: no third over the next button.
        const int size = wrappedFittingSize(painter, *words, below.w, m_textSize * 4 / 5, false, 2, smallAtFull);
        drawWrappedText(painter, *words, below, {size, color, false, Align::Center});
    }
    // W does nothing when the weapon cannot fight (nor B when the lesson turns barehanded
    // down), so the keys' line leaves it out.
    std::vector<std::string_view> ids;
    for (const Button* button : {&weapon, &bare}) {
        if (button->enabled)
            ids.emplace_back(button->id);
    }
    ids.emplace_back("cancel");
    const std::vector<LegendEntry> keys = legendEntries(combatBindings(), ids);
    // One line across the panel, smaller where it is too wide (never under its size at 100%,
    // where it wraps): the area's height, less than a line's, holds one line.
    drawLegendLines(painter, keys, m_context.scenes.deviceInUse(),
                    {m_panel.x + pad, m_panel.y + m_panel.h - pad - m_shownText, inner, 1},
                    {m_textSize * 4 / 5, theme::kTextDim, false, Align::Center});
}

void CombatDialog::handleEvent(const InputEvent& event)
{
    if (!m_fresh.accepts(event))
        return;
    if (m_closed)
        return;
    if (onPress(event))
        return;
    if (const std::string id = m_buttons.handleEvent(event, m_context.sound); !id.empty())
        return choose(id);
    onMouseOutside(event);
}

bool CombatDialog::onPress(const InputEvent& event)
{
    const std::string id = boundId(combatBindings(), event);
    if (id == "weapon" || id == "bare") {
        const Button& way = m_buttons.buttons()[id == "weapon" ? 0 : 1];
        if (way.enabled)
            choose(id);
        else if (!(id == "weapon" ? m_refused.weapon : m_refused.bare).empty())
            m_context.speak(spokenLine(way.disabledReason)); // the lesson's: what to try instead
    } else if (id == "cancel") {
        choose(id);
    } else {
        return false;
    }
    return true;
}

void CombatDialog::onMouseOutside(const InputEvent& event)
{
    if (event.kind != InputEvent::Kind::PointerDown && event.kind != InputEvent::Kind::PointerUp)
        return;
    const bool outside = !m_panel.contains({event.x, event.y});
    if (event.kind == InputEvent::Kind::PointerDown)
        m_pressedOutside = outside;
    else if (std::exchange(m_pressedOutside, false) && outside)
        choose("cancel");
}

void CombatDialog::choose(const std::string& id)
{
    m_closed = true;
    m_context.scenes.pop();
    if (id == "weapon")
        m_onChoice(Action::fightWeapon(m_monster));
    else if (id == "bare")
        m_onChoice(Action::fightBare(m_monster));
    else // the table uncovered is not named again: this says what came of the question
        m_context.speak(spokenFightCancelled());
}

std::map<std::string, Rect> CombatDialog::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"card", m_card}};
    m_buttons.addRects(out);
    return out;
}

nlohmann::json CombatDialog::dumpFields() const
{
    const Button& weapon = m_buttons.buttons().front();
    std::string focus;
    for (const Button& b : m_buttons.buttons()) {
        if (b.focused)
            focus = b.id;
    }
    return {{"title", fightTitle(m_monster)},
            {"weapon_label", weapon.label},
            {"bare_label", m_buttons.buttons()[1].label},
            {"bare_enabled", m_buttons.buttons()[1].enabled},
            {"bare_reason", m_buttons.buttons()[1].disabledReason},
            {"monster", m_monster.name()},
            {"weapon_enabled", weapon.enabled},
            {"weapon_reason", weapon.disabledReason},
            {"weapon_after", m_weaponAfter},
            {"bare_after", m_bareAfter},
            {"focus", focus}};
}

} // namespace scoundrel::game
