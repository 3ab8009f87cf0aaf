#include "scenes/TableScene.h"

#include "run/DailyDeal.h"
#include "run/NewRun.h"
#include "table/CostlyMove.h"
#include "table/DragOverlay.h"
#include "table/HealthBar.h"
#include "table/HintOverlay.h"
#include "table/Pill.h"
#include "table/TableBindings.h"
#include "table/TableView.h"
#include "text/RuleNames.h"
#include "text/Translate.h"
#include "ui/Button.h"
#include "ui/ButtonGlyphs.h"
#include "ui/ButtonGroup.h"
#include "ui/MuteIcon.h"
#include "ui/Painter.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/Tooltip.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

namespace {

// The strip between the top bar and the first row of cards, where a run under other
// than the official rules says which, and the daily deal (always official) names its
// day: the top bar has no room for either at 1024 pixels.
Rect rulesStrip(const TableLayout& layout)
{
    const int top = layout.topBar.y + layout.topBar.h;
    return {layout.table.x, top, layout.table.w, layout.table.y - top};
}

std::string rulesLabel(const Rules& rules)
{
    return rules == Rules::official() ? std::string{} : displayName(rules);
}

// What the strip says: the daily deal's day and number, or the rules when not official.
std::string stripLabel(const RunRecord& record)
{
    const std::optional<DailyDeal> daily = dailyDealOf(record.deal, record.rules);
    return daily ? daily->numberedLabel : rulesLabel(record.rules);
}

// The strip's words on as few lines as hold them, broken between the parts a " · "
// joins (the rules' variants): at a large text size the rules take two lines or more.
std::vector<std::string> stripLines(Painter& painter, const std::string& words, int size, int width)
{
    static const std::string kJoin = " · ";
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < words.size()) {
        const std::size_t end = words.find(kJoin, start);
        const std::string part = words.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!lines.empty() && painter.measure(lines.back() + kJoin + part, size, true).w <= width)
            lines.back() += kJoin + part;
        else
            lines.push_back(part);
        start = end == std::string::npos ? words.size() : end + kJoin.size();
    }
    return lines;
}

// The rules or the daily deal, and the deal's label when the top bar had no room for
// it; where its lines were drawn (an empty rectangle when there were none).
Rect drawStripLabel(Painter& painter, const TableLayout& layout, const std::string& label, const std::string& deal)
{
    const std::string words = label.empty() || deal.empty() ? label + deal : label + " · " + deal;
    if (words.empty())
        return {};
    const Rect strip = rulesStrip(layout);
    // The table's text size where the strip has room for it: the rules change the game,
    // so they must be read at a glance; else the small size, on more lines if need be,
    // and smaller only when even those do not fit.
    int size = layout.textSize;
    std::vector<std::string> lines{words};
    // The lines keep a little of the strip clear above the cards (German "Partie #161514531"
    // at 200%, as tall as the strip, sat right on the dungeon pile).
    const int clear = layout.cardW / 25;
    const auto fits = [&] {
        const int lineH = painter.measure("Ag", size, true).h;
        return static_cast<int>(lines.size()) * lineH <= strip.h - clear &&
            std::all_of(lines.begin(), lines.end(),
                        [&](const std::string& line) { return painter.measure(line, size, true).w <= strip.w; });
    };
    if (!fits()) {
        // Down to 8, or at a larger text size down to the small size's 100% size (the
        // pseudo-language's Custom rules at 200% in the smallest window needed two lines of
        // that, and ran over the top bar and the cards at 8).
        const int least = std::min(8, painter.askedFor(layout.smallTextSize));
        size = layout.smallTextSize;
        for (lines = stripLines(painter, words, size, strip.w); !fits() && size > least;
             lines = stripLines(painter, words, size, strip.w))
            --size;
    }
    const int lineH = painter.measure("Ag", size, true).h;
    int y = strip.y + std::max(0, strip.h - clear - static_cast<int>(lines.size()) * lineH) / 2;
    Rect drawn{strip.x, y, 0, 0};
    for (const std::string& line : lines) {
        const Rect text = painter.text(line, {strip.x, y}, {size, theme::kText, true, Align::Left});
        drawn.w = std::max(drawn.w, text.x + text.w - drawn.x);
        drawn.h = text.y + text.h - drawn.y;
        y += lineH;
    }
    return drawn;
}

// Left of the Hint button in the top bar, while the sound is muted.
Rect muteIconRect(const TableLayout& layout)
{
    const int side = layout.hintButton.h;
    return {layout.hintButton.x - side - layout.cardW / 8, layout.hintButton.y, side, side};
}

} // namespace

// The drawing half of the table scene, and what --dump-layout reports of it.

void TableScene::render(Painter& painter)
{
    const Run& run = m_session.run();
    const GameState& state = run.state();
    const bool fourColor = m_context.settings.fourColorSuits;
    // The daily deal is named in the strip below, where its longer name has room.
    const std::string deal = topBarDeal();
    const TableView view{m_layout,
                         state,
                         m_animator,
                         fourColor,
                         m_drag.dragging() ? m_drag.card() : Card{},
                         deal,
                         m_guide ? std::string{} : shortDealLabel(run.record().deal, run.record().rules)};
    const std::optional<Rect> dealInTopBar = view.drawBackground(painter);
    const Rect stripDrawn = drawStripLabel(painter, m_layout, stripWords(), dealInTopBar ? std::string{} : deal);
    // Where the deal's number is shown, for its tooltip: the top bar, or the strip (the
    // daily deal, or a deal the top bar had no room for).
    const bool dealInStrip = !dealInTopBar || dailyDealOf(run.record().deal, run.record().rules);
    m_dealRect = m_guide                      ? Rect{}
        : dealInTopBar && dealInTopBar->w > 0 ? *dealInTopBar
        : dealInStrip                         ? stripDrawn
                                              : Rect{};
    const HintOverlay help{m_layout, state};
    const bool helpShown = !m_drag.dragging() && !m_animator.animating();
    if (helpShown)
        help.drawAdviceUnder(painter, m_session.advice());
    view.drawPiles(painter);
    healthBar().draw(painter);
    drawHighlights(painter);
    m_labels.clear();
    if (helpShown)
        m_labels = help.drawAdvice(painter, m_session.advice());
    else if (m_session.advice().chancesOn())
        help.drawToggleOn(painter, m_layout.chancesButton); // on and usable while cards fly, too
    if (m_guide)
        m_messageText = m_guide->draw(painter, m_layout, state, messageLine(), m_device, m_context.scenes.deviceInUse(),
                                      !m_animator.animating());
    else
        drawMessage(painter);
    refreshButtons();
    // The top bar's labels at one size: the largest at which each fits its button (a long
    // word that must shrink takes its neighbours down with it rather than stand out).
    int topBarSize = m_layout.textSize;
    for (const Button& button : m_buttons) {
        if (button.id != "avoid")
            topBarSize = std::min(topBarSize, button.fittingSize(painter, m_layout.textSize));
    }
    for (const Button& button : m_buttons)
        button.draw(painter, m_layout.textSize, button.id == "avoid" ? m_layout.textSize : topBarSize);
    if (m_context.settings.soundMuted)
        drawMuteIcon(painter, muteIconRect(m_layout), theme::kTextDim);
    m_animator.draw(painter, fourColor);
    if (m_drag.dragging()) {
        std::vector<Rect> words;
        if (stripDrawn.w > 0)
            words.push_back(stripDrawn);
        if (auto label = DragOverlay{m_layout, state, m_drag, fourColor, words}.drawCard(painter))
            m_labels.push_back({"drag", "drag", std::move(*label)});
    }
    drawTooltip(painter);
}

std::string TableScene::topBarDeal() const
{
    const RunRecord& record = m_session.run().record();
    return m_guide                               ? std::string(tr("Tutorial"))
        : dailyDealOf(record.deal, record.rules) ? std::string{}
                                                 : dealLabel(record.deal, record.rules);
}

std::string TableScene::stripWords() const
{
    std::string strip = stripLabel(m_session.run().record());
    if (m_dailyRunsBefore > 0)
        // TRANSLATORS: the daily deal's label on the table when it was played before, such as "Daily deal ·
        // 25 November · #20261125 · replay".
        strip = format(tr("{0} · replay"), strip);
    return strip;
}

int TableScene::stripLinesFor(const TableLayout& layout) const
{
    static const std::string kJoin = " · ";
    Assets& assets = m_context.assets;
    const RunRecord& record = m_session.run().record();
    std::string words = stripWords();
    // The deal joins the strip where neither its label nor its number fits the top bar
    // beside the turn (as TableView::drawTopBar decides, measured here in the bold font).
    const std::string deal = topBarDeal();
    if (!deal.empty()) {
        const int shown = layout.shown(layout.textSize);
        const int room = layout.hintButton.x - layout.hintButton.h - layout.cardW / 8 - layout.table.x;
        const std::string shortDeal = m_guide ? std::string{} : shortDealLabel(record.deal, record.rules);
        const int turnW = labelWidth(assets, format(tr("Turn {0}"), 99));
        const int dealW = labelWidth(assets, shortDeal.empty() ? deal : shortDeal);
        if ((turnW + dealW) * shown / 100 + 2 * shown > room)
            words = words.empty() ? deal : words + kJoin + deal;
    }
    if (words.empty())
        return 1;
    // On one line at the table's text size where it fits (drawStripLabel), else on as
    // few lines of the small size as hold it, broken between the parts " · " joins; a
    // little narrower than the strip for the font's rounding at other sizes.
    const int width = layout.table.w - layout.cardW / 5;
    if (labelWidth(assets, words) * layout.shown(layout.textSize) / 100 <= width)
        return 1;
    const int small = layout.shown(layout.smallTextSize);
    const int join = labelWidth(assets, kJoin) * small / 100;
    int lines = 0;
    int used = 0;
    for (std::size_t start = 0; start < words.size();) {
        const std::size_t end = words.find(kJoin, start);
        const int w =
            labelWidth(assets, words.substr(start, end == std::string::npos ? std::string::npos : end - start)) *
            small / 100;
        if (lines > 0 && used + join + w <= width) {
            used += join + w;
        } else {
            ++lines;
            used = w;
        }
        start = end == std::string::npos ? words.size() : end + kJoin.size();
    }
    return std::max(1, lines);
}

HealthBar TableScene::healthBar() const
{
    const GameState& state = m_session.run().state();
    // Below 0 after a loss, as rules.md scores it (the bar is empty): the result's sum
    // starts from the same number.
    return HealthBar::of(m_layout, state, m_animator.shownHealth(state.health), healthNote(state));
}

void TableScene::drawHighlights(Painter& painter) const
{
    const int radius = m_layout.cardW / 12;
    const int grow = std::max(3, m_layout.cardW / 30);
    if (m_drag.dragging()) {
        DragOverlay{m_layout, m_session.run().state(), m_drag, false}.drawTargets(painter);
        return;
    }
    if (m_hoverSlot && m_session.run().state().room[static_cast<std::size_t>(*m_hoverSlot)] && !m_showFocus)
        painter.outlineRoundedRect(m_layout.room[static_cast<std::size_t>(*m_hoverSlot)].inset(-grow), radius,
                                   {255, 255, 255, 90}, 2);
    if (m_showFocus)
        painter.outlineRoundedRect(m_layout.room[static_cast<std::size_t>(m_focus)].inset(-grow), radius,
                                   theme::kAccent, 2 * theme::kFocusWidth);
}

void TableScene::drawMessage(Painter& painter)
{
    const DrawnMessage message = drawMessageLine(painter, m_layout, messageLine());
    m_messageText = message.text;
    m_messageBar = message.bar;
    const DeviceInUse& device = m_context.scenes.deviceInUse();
    const GameState& state = m_session.run().state();
    // The keys' legend no larger than the message over it (np27, at 200% in a 1024x640
    // window: the message shrank to one line and the legend under it stood out larger).
    drawLegendLines(painter, legendEntries(device, legendFactsOf(state)), device, m_layout.legend,
                    {std::min(m_layout.smallTextSize, message.size), theme::kTextDim, false, Align::Center});
}

ToneText TableScene::messageLine() const
{
    if (m_drag.dragging())
        return DragOverlay{m_layout, m_session.run().state(), m_drag, false}.messageLine();
    // While the new room is dealt the header still names the turn that ended: the line
    // names the new one when the header does.
    const ToneText& latest = m_log.latest();
    // A player who picks up the pad (or the mouse) before the first move reads how to
    // start with it.
    if (m_openingLine && m_log.lines().size() == 1)
        return {openingLine(), latest.tone};
    const int turn = m_session.run().state().turn;
    if (!latest.beforeTurn.empty() && m_animator.shownTurn(turn) != turn)
        return {latest.beforeTurn, latest.tone};
    return latest;
}

Pill TableScene::costlyTooltip(Painter& painter, const ToneText& words, const Label& badge) const
{
    // Clear of every card and pile, the health panel, every button and the other badges
    // (the 8's plain "75%" beside it is the point): under the badge on one to three lines,
    // else over the felt between the weapon's stack and the health panel on up to five.
    const int count = static_cast<int>(m_session.run().state().slain.size());
    Rect stack = m_layout.weapon;
    if (count > 0) {
        const Rect last = m_layout.slainCard(count - 1, count);
        stack.w = last.x + last.w - stack.x;
    }
    std::vector<Rect> keepClear{m_layout.dungeon, m_layout.room[0], m_layout.room[1],
                                m_layout.room[2], m_layout.room[3], stack,
                                m_layout.discard, m_layout.health,  m_layout.avoidButton};
    for (const Button& button : m_buttons)
        keepClear.push_back(button.rect);
    for (const Label& other : m_labels) {
        if (&other != &badge)
            keepClear.push_back(other.pill.box);
    }
    const int size = m_layout.smallTextSize;
    const int gap = size / 2;
    const Rect& box = badge.pill.box;
    const int feltLeft = stack.x + stack.w;
    const Rect felt{feltLeft, box.y + box.h, std::max(0, m_layout.health.x - feltLeft), 0};
    const auto placed = [&](const Rect& anchor, std::size_t mostLines) -> std::optional<Pill> {
        for (std::size_t lines = 1; lines <= mostLines; ++lines) {
            Pill pill = makePillOnLines(painter, words, size, lines);
            if (const auto place =
                    clearTooltipPlace({pill.box.w, pill.box.h}, anchor, m_layout.window, keepClear, gap)) {
                pill.box = *place;
                return pill;
            }
        }
        return std::nullopt;
    };
    if (auto pill = placed(box, 3))
        return *pill;
    if (auto pill = placed(felt, 5))
        return *pill;
    // No room on the felt (the weapon's kills reach the health panel, or the text is
    // large): over the health panel's words, which are not a control, while the pointer
    // rests here; still clear of the cards and the buttons (np25: a strip from the
    // window's edge across Avoid room and the weapon's kills).
    keepClear.erase(std::remove(keepClear.begin(), keepClear.end(), m_layout.health), keepClear.end());
    const Rect panelTop{m_layout.health.x, m_layout.health.y - gap, m_layout.health.w, 0};
    for (const Rect& anchor : {felt, panelTop}) {
        if (auto pill = placed(anchor, 5))
            return *pill;
    }
    return makeTooltip(painter, words, size, box, m_layout.window, keepClear);
}

void TableScene::drawTooltip(Painter& painter)
{
    const std::vector<Rect> cards{m_layout.dungeon, m_layout.room[0],    m_layout.room[1], m_layout.room[2],
                                  m_layout.room[3], m_layout.weaponArea, m_layout.discard, m_layout.health};
    // The deal's number, explained where a newcomer meets it.
    if (m_pointer && m_dealRect.contains(*m_pointer) && !m_drag.dragging()) {
        if (std::string note = dealNumberNote(m_session.run().record().deal); !note.empty()) {
            Pill tip = makeTooltip(painter, {std::move(note), Tone::Neutral}, m_layout.smallTextSize, m_dealRect,
                                   m_layout.window, cards);
            drawPill(painter, tip);
            m_labels.push_back({"tooltip", "deal_label", std::move(tip)});
        }
    }
    // A badge that tells a health cost ("75% · bare", "+8 ♥ lost") says it whole while
    // the pointer is on it or on its card, or its card has the focus: the cost, and the
    // better first move.
    const GameState& state = m_session.run().state();
    const Advice* chances = m_session.advice().shownChances();
    for (std::size_t i = 0; chances && !m_drag.dragging() && i < m_labels.size(); ++i) {
        const Label& label = m_labels[i];
        const int slot = label.about.starts_with("room.") ? std::stoi(label.about.substr(5)) : -1;
        const bool pointed = m_pointer && (label.pill.box.contains(*m_pointer) || m_hoverSlot == slot);
        if (label.kind != "chance" || slot < 0 || !(pointed || (m_showFocus && m_focus == slot)))
            continue;
        const Card card = state.room[static_cast<std::size_t>(slot)];
        const CostlyMove* cost = costlyOn(m_session.advice().shownCostlyMoves(), card);
        const std::optional<ActionAdvice> best = card ? bestActionOn(*chances, card) : std::nullopt;
        if (!cost || !best)
            continue;
        Pill tip = costlyTooltip(painter, {costlyChanceText(best->winChance, *cost), Tone::Warning}, label);
        drawPill(painter, tip);
        std::string about = label.about;
        m_labels.push_back({"tooltip", std::move(about), std::move(tip)});
        break;
    }
    for (const Button& button : m_buttons) {
        if (button.hovered && !button.enabled && button.id != m_quietTip) {
            Pill tip = makeTooltip(painter, {button.disabledReason, Tone::Warning}, m_layout.smallTextSize, button.rect,
                                   m_layout.window, cards);
            drawPill(painter, tip);
            m_labels.push_back({"tooltip", "button." + button.id, std::move(tip)});
        }
    }
}

std::map<std::string, Rect> TableScene::rects() const
{
    std::map<std::string, Rect> out;
    m_layout.addPileRects(out);
    out["weapon_area"] = m_layout.weaponArea;
    out["dungeon"] = m_layout.dungeon;
    const Run& run = m_session.run();
    const auto slain = run.state().slain.cards();
    for (std::size_t i = 0; i < slain.size(); ++i)
        out["slain." + std::to_string(i)] = m_layout.slainCard(static_cast<int>(i), static_cast<int>(slain.size()));
    addButtonRects(m_buttons, out);
    if (const Advice* hint = m_session.advice().shownHint())
        out["hint_target"] = HintOverlay{m_layout, run.state()}.targetRect(hintTarget(hint->move));
    out["message_text"] = m_messageText;
    if (m_messageBar.w > 0)
        out["message"] = m_messageBar; // grown for a message on two lines
    if (m_guide)
        m_guide->addRects(out);
    if (m_context.settings.soundMuted)
        out["mute_icon"] = muteIconRect(m_layout);
    out["health_lines"] = healthBar().linesRect();
    if (m_dealRect.w > 0)
        out["deal_label"] = m_dealRect;
    if (!rulesLabel(run.record().rules).empty())
        out["rules_label"] = rulesStrip(m_layout);
    else if (!stripLabel(run.record()).empty())
        out["daily_label"] = rulesStrip(m_layout);
    return out;
}

nlohmann::json TableScene::dumpFields() const
{
    const Run& run = m_session.run();
    const GameState& state = run.state();
    nlohmann::json room = nlohmann::json::array();
    for (Card card : state.room)
        room.push_back(card ? nlohmann::json(card.name()) : nlohmann::json(nullptr));
    nlohmann::json slain = nlohmann::json::array();
    for (Card card : state.slain.cards())
        slain.push_back(card.name());
    std::string preview;
    if (m_drag.dragging()) {
        if (const auto verdict = DragOverlay{m_layout, state, m_drag, false}.preview())
            preview = verdict->text.text;
    }
    std::string buttonFocus;
    for (const Button& button : m_buttons) {
        if (button.focused)
            buttonFocus = button.id;
    }
    const char* status = state.status == Status::Playing ? "playing" : state.status == Status::Won ? "won" : "lost";
    const TableView view{m_layout, state, m_animator, false, m_drag.dragging() ? m_drag.card() : Card{}, {}, {}};
    const Card discardTop = view.discardTop();
    nlohmann::json out = {{"room", room},
                          {"health", state.health},
                          {"health_number", healthBar().number()},
                          {"health_bar", healthBar().shownHealth},
                          {"health_max", healthBar().maxHealth},
                          {"health_note", healthBar().shownNote()},
                          {"turn", state.turn},
                          {"turn_shown", m_animator.shownTurn(state.turn)},
                          {"animating", m_animator.animating()},
                          {"status", status},
                          {"weapon", state.weapon ? nlohmann::json(state.weapon.name()) : nlohmann::json(nullptr)},
                          {"slain", slain},
                          {"dungeon", state.dungeon.size()},
                          {"discard", state.discard.size()},
                          {"discard_top", discardTop ? nlohmann::json(discardTop.name()) : nlohmann::json(nullptr)},
                          {"potion_used", state.potionUsed},
                          {"can_avoid", !m_session.check(TableCommand::play(Action::avoid())).refused()},
                          {"can_undo", !m_session.check(TableCommand::undo()).refused()},
                          {"focus", m_focus},
                          {"focus_shown", m_showFocus},
                          {"button_focus", buttonFocus},
                          {"dragging", m_drag.dragging()},
                          {"drag_preview", preview},
                          {"message", messageLine().text},
                          {"assisted", m_session.assisted()},
                          {"rules_label", rulesLabel(run.record().rules)}};
    nlohmann::json fresh = nlohmann::json::array();
    for (const Card card : m_fresh.cards())
        fresh.push_back(card.name());
    out["just_dealt"] = fresh; // too soon to face by a press (FreshCards)
    nlohmann::json labels = nlohmann::json::array();
    for (const Label& label : m_labels) {
        const Rect& r = label.pill.box;
        labels.push_back({{"kind", label.kind},
                          {"about", label.about},
                          {"text", label.pill.text.text},
                          {"text_size", label.pill.textSize},
                          {"rect", {r.x, r.y, r.w, r.h}}});
    }
    out["labels"] = labels;
    m_session.advice().dumpInto(out);
    if (m_guide)
        m_guide->dumpInto(out);
    return out;
}

} // namespace scoundrel::game
