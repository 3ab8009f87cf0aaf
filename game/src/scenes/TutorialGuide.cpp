#include "scenes/TutorialGuide.h"

#include "input/Controls.h"
#include "input/Legend.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"
#include "table/DropTargets.h"
#include "table/Pill.h"
#include "table/SpokenWords.h"
#include "table/TableBindings.h"
#include "table/TableView.h"
#include "text/CardNames.h"
#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Engine.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace scoundrel::game {

namespace {

// The first key of a table binding, as the legend names it ("W", "Enter").
std::string keyOf(std::string_view id)
{
    const TableBinding* row = bindingById(id);
    return row ? keyLabel(row->keys.front()) : std::string{};
}

// The pad's button for a table binding, in the pad's own glyphs ("A", "✕").
std::string padButtonOf(std::string_view id, PadStyle style)
{
    const TableBinding* row = bindingById(id);
    if (!row)
        return {};
    LegendEntry entry;
    entry.buttons = padButtonsOf(row->controls, {});
    return entry.buttonsText(style, " / ");
}

std::string mouseHint(const LessonStep& step)
{
    switch (step.place) {
    case LessonPlace::Weapon:
        return std::string(tr("Mouse: drag the card onto the weapon, or click it."));
    case LessonPlace::Discard:
        return std::string(tr("Mouse: drag the card onto the discard pile, or click it."));
    case LessonPlace::Health:
        return std::string(tr("Mouse: drag the card onto your health, or click it."));
    case LessonPlace::AvoidButton:
        return std::string(tr("Mouse: click Avoid room."));
    }
    return {};
}

std::string keysHint(const LessonStep& step, int slot)
{
    const std::string choose = std::to_string(slot + 1);
    switch (step.move.kind) {
    case ActionKind::Avoid:
        // TRANSLATORS: {0} is a key, A.
        return format(tr("Keys: press {0} to avoid the room."), keyOf("avoid"));
    case ActionKind::FightWeapon:
        // TRANSLATORS: {0} the key that chooses the card (1-4), {1} the key that fights with the weapon.
        return format(tr("Keys: press {0} to choose the card, then {1} to fight with the weapon."), choose,
                      keyOf("fight_weapon"));
    case ActionKind::FightBare:
        return format(tr("Keys: press {0} to choose the card, then {1} to fight barehanded."), choose,
                      keyOf("fight_bare"));
    default:
        // TRANSLATORS: {0} the key that chooses the card (1-4), {1} the key that faces it, Enter.
        return format(tr("Keys: press {0} to choose the card, then {1}."), choose, keyOf("face"));
    }
}

std::string padHint(const LessonStep& step, PadStyle style)
{
    LegendEntry dpad;
    dpad.buttons = {SDL_CONTROLLER_BUTTON_DPAD_LEFT, SDL_CONTROLLER_BUTTON_DPAD_RIGHT};
    const std::string choose = dpad.buttonsText(style);
    switch (step.move.kind) {
    case ActionKind::Avoid:
        // TRANSLATORS: {0} the pad's button that goes down to the table's buttons, {1} its A.
        return format(tr("Pad: press {0} to reach the buttons, then {1} on Avoid room."),
                      padButtonOf("focus_buttons", style), padButtonOf("face", style));
    case ActionKind::FightWeapon:
        // TRANSLATORS: {0} the D-pad, {1} the pad's button that fights with the weapon.
        return format(tr("Pad: choose the card with {0}, then press {1} to fight with the weapon."), choose,
                      padButtonOf("fight_weapon", style));
    case ActionKind::FightBare:
        return format(tr("Pad: choose the card with {0}, then press {1} to fight barehanded."), choose,
                      padButtonOf("fight_bare", style));
    default:
        // TRANSLATORS: {0} the D-pad, {1} the pad's button that faces the card.
        return format(tr("Pad: choose the card with {0}, then press {1}."), choose, padButtonOf("face", style));
    }
}

Rect placeRect(const TableLayout& layout, LessonPlace place)
{
    switch (place) {
    case LessonPlace::Weapon:
        return layout.weaponArea;
    case LessonPlace::Discard:
        return layout.discard;
    case LessonPlace::Health:
        return layout.health;
    case LessonPlace::AvoidButton:
        return layout.avoidButton;
    }
    return {};
}

// Where the words go: under the weapon's caption, across the table, in place of the
// message bar and the legend.
Rect lessonPanel(const TableLayout& layout)
{
    const int top =
        layout.captionUnder(layout.weaponArea).y + lineHeight(layout.shown(layout.smallTextSize)) + layout.cardW / 16;
    const int bottom = layout.window.h - layout.cardW / 16;
    return {layout.table.x, top, layout.table.w, bottom - top};
}

const char* deviceName(Device device)
{
    switch (device) {
    case Device::Keyboard:
        return "keys";
    case Device::Pad:
        return "pad";
    case Device::Mouse:
        break;
    }
    return "mouse";
}

} // namespace

std::string lessonHint(const LessonStep& step, int slot, Device device, const DeviceInUse& inUse)
{
    if (device == Device::Pad || inUse.pad)
        return padHint(step, inUse.style);
    return device == Device::Keyboard ? keysHint(step, slot) : mouseHint(step);
}

Card TutorialGuide::awaitedCard() const
{
    const LessonStep* waiting = step();
    return waiting ? waiting->move.card : Card{};
}

bool TutorialGuide::awaitsAvoid() const
{
    const LessonStep* waiting = step();
    return waiting && waiting->move.kind == ActionKind::Avoid;
}

const LessonStep* TutorialGuide::step() const
{
    const std::span<const LessonStep> steps = tutorialSteps();
    return m_step < steps.size() ? &steps[m_step] : nullptr;
}

std::string TutorialGuide::refusal(const GameState& state, const TableCommand& command) const
{
    if (command.kind != TableCommand::Kind::Play)
        return std::string(tr("Not during the lesson: follow the steps below."));
    const LessonStep* waiting = step();
    if (!waiting || state.over() || command.action == waiting->move)
        return {};
    // TRANSLATORS: {0} is what the step waits for, such as "the 5 of Diamonds".
    return format(tr("Not yet: try {0} first."), tr(waiting->first));
}

std::string TutorialGuide::leaveWarning() const
{
    if (!step())
        return {};
    // TRANSLATORS: the question "Leave the tutorial?" says it; {0} the step waiting, {1} how many there are.
    return format(tr("You are at step {0} of {1}. Learn to play starts again from the first step."), m_step + 1,
                  tutorialSteps().size());
}

void TutorialGuide::performed(const TableCommand& command, const GameState& /*state*/)
{
    if (const LessonStep* waiting = step();
        waiting && command.kind == TableCommand::Kind::Play && command.action == waiting->move)
        ++m_step;
}

void TutorialGuide::drawPointer(Painter& painter, const TableLayout& layout, const GameState& state)
{
    m_pointerCard = {};
    m_pointerTarget = {};
    const LessonStep* waiting = step();
    if (!waiting || state.over())
        return;
    const int grow = std::max(4, layout.cardW / 20);
    const int radius = layout.cardW / 10;
    const SDL_Color glow{theme::kAccent.r, theme::kAccent.g, theme::kAccent.b, 60};
    if (const int slot = slotOf(state, waiting->move.card); slot >= 0) {
        m_pointerCard = layout.room[static_cast<std::size_t>(slot)].inset(-grow);
        painter.fillRoundedRect(m_pointerCard, radius, glow);
        painter.outlineRoundedRect(m_pointerCard, radius, theme::kAccent, 2 * theme::kFocusWidth);
    }
    m_pointerTarget = placeRect(layout, waiting->place).inset(-grow);
    painter.outlineRoundedRect(m_pointerTarget, radius, theme::kAccent, 2 * theme::kFocusWidth);
}

Rect TutorialGuide::draw(Painter& painter, const TableLayout& layout, const GameState& state, const ToneText& line,
                         Device device, const DeviceInUse& inUse, bool settled)
{
    m_device = inUse.pad ? Device::Pad : device;
    // np10: the next step's words came while its room was still being dealt; they wait
    // for the table to settle, and the panel holds only the table's line till then.
    if (settled)
        m_drawnStep = m_step;
    const bool held = m_drawnStep != m_step;
    if (held) {
        m_pointerCard = {};
        m_pointerTarget = {};
    } else {
        drawPointer(painter, layout, state);
    }
    m_panel = lessonPanel(layout);
    const LessonStep* waiting = state.over() ? nullptr : step();
    if (held) {
        m_shownText.clear();
        m_shownHint.clear();
    } else if (waiting) {
        m_shownText = std::string(tr(waiting->text));
        m_shownHint = lessonHint(*waiting, slotOf(state, waiting->move.card), device, inUse);
    } else {
        m_shownText = format(tr(tutorialEnding()), score(state));
        m_shownHint = std::string(tr("Press any key or click to go on."));
    }
    const int pad = layout.cardW / 10;
    const Rect inner = m_panel.inset(pad);
    const std::string counter =
        waiting && !held ? std::to_string(m_step + 1) + " / " + std::to_string(tutorialSteps().size()) : std::string{};
    // The words shrink until the step, its hint and the table's line fit the panel. A
    // line's step follows the text as drawn, which the player's text size makes larger.
    auto stepOf = [&painter](int textSize, bool bold) {
        return std::max(lineHeight(textSize), painter.measure("Hg", textSize, bold).h * 5 / 4);
    };
    // Never under the floor: at a larger text size the table made room for the lines
    // (linesBelowTable), so there the words keep their size but in the smallest window.
    const int least = layout.textPercent > 100 ? painter.askedFor(kLeastTextPixels) : kSmallestMessageText;
    const int counterWidth = painter.measure("15 / 15", layout.smallTextSize, false).w + pad;
    // The hint and the table's line wrap too, rather than run past the panel.
    std::vector<std::string> lines;
    std::vector<std::string> hintLines;
    std::vector<std::string> lineLines;
    // The largest size, from start down, at which text, hint and line fit the panel.
    auto fit = [&](const std::string& text, const std::string& hint, const std::string& tableLine, int start) {
        int size = start;
        int small = layout.smallTextSize - (layout.textSize - start);
        for (;;) {
            small = std::max(least, std::min(small, layout.smallTextSize));
            lines = wrapText(painter, text, inner.w - counterWidth, size, true);
            hintLines = wrapText(painter, hint, inner.w, small, false);
            lineLines =
                tableLine.empty() ? std::vector<std::string>{} : wrapText(painter, tableLine, inner.w, small, false);
            const int smallLines = static_cast<int>(hintLines.size() + std::max<std::size_t>(1, lineLines.size()));
            const int height = static_cast<int>(lines.size()) * stepOf(size, true) + smallLines * stepOf(small, false);
            if (height <= inner.h || size <= least)
                return std::pair{size, small};
            --size;
            --small;
        }
    };
    // One size for every step at the normal text size: the largest at which each step fits
    // with its hint and a line of the table's (a table's line that wraps further shrinks its
    // own step only). At a larger text size each step keeps the largest size it fits: there
    // the longest step's size would make every other step's words a third smaller, and
    // being larger matters more to the player who chose it than being alike.
    const std::string uniformFor = std::to_string(inner.w) + "x" + std::to_string(inner.h) + "/" +
        std::to_string(layout.textSize) + "/" + std::string(deviceName(m_device)) + "/" +
        std::string(tr(tutorialSteps().front().text));
    if (layout.textPercent > 100) {
        m_uniformFor.clear();
        m_uniformSize = layout.textSize;
    } else if (uniformFor != m_uniformFor) {
        m_uniformFor = uniformFor;
        m_uniformSize = layout.textSize;
        const std::string oneLine = format(tr("Fought the {0} with the {1}: no damage"), cardName(*parseCard("3S")),
                                           cardName(*parseCard("5D")));
        for (const LessonStep& each : tutorialSteps())
            m_uniformSize = std::min(
                m_uniformSize,
                fit(std::string(tr(each.text)), lessonHint(each, 0, device, inUse), oneLine, m_uniformSize).first);
    }
    const auto [size, small] = fit(m_shownText, m_shownHint, line.text, m_uniformSize);
    painter.fillRoundedRect(m_panel, layout.cardW / 12, theme::kPanel);
    painter.outlineRoundedRect(m_panel, layout.cardW / 12, theme::kAccent, 2);
    if (!counter.empty())
        painter.text(counter, {inner.x + inner.w, inner.y},
                     {small, theme::kTextDim, false, Align::Right, layout.smallTextSize});
    int y = inner.y;
    // Draws lines from y down; returns what they covered.
    auto drawLines = [&](const std::vector<std::string>& texts, const TextStyle& style, bool bold) {
        Rect covered{inner.x, y, 0, 0};
        for (const std::string& text : texts) {
            const Rect drawn = painter.text(text, {inner.x, y}, style);
            if (covered.w == 0) {
                covered = drawn;
            } else {
                const int right = std::max(covered.x + covered.w, drawn.x + drawn.w);
                const int bottom = std::max(covered.y + covered.h, drawn.y + drawn.h);
                covered.x = std::min(covered.x, drawn.x);
                covered.w = right - covered.x;
                covered.h = bottom - covered.y;
            }
            y += stepOf(style.size, bold);
        }
        return covered;
    };
    const Rect words = drawLines(lines, {size, theme::kText, true, Align::Left, layout.textSize}, true);
    m_text = {inner.x, inner.y, inner.w - counterWidth, words.y + words.h - inner.y};
    m_hint = drawLines(hintLines, {small, theme::kAccent, false, Align::Left, layout.smallTextSize}, false);
    if (lineLines.empty())
        return {};
    return drawLines(lineLines, {small, toneColor(line.tone), false, Align::Left, layout.smallTextSize}, false);
}

int TutorialGuide::linesBelowTable(int textPercent) const
{
    // A step's words wrap to three lines at most in English at 100%, where the message
    // bar and the legend hold them; at a larger text size they wrap to more, and a
    // longer language's to one more again.
    return textPercent > 100 ? 5 : 0;
}

void TutorialGuide::addRects(std::map<std::string, Rect>& out) const
{
    out.erase("message"); // the lesson's panel holds the table's message line
    out["lesson"] = m_panel;
    out["lesson_text"] = m_text;
    if (m_pointerCard.w > 0)
        out["pointer.card"] = m_pointerCard;
    if (m_pointerTarget.w > 0)
        out["pointer.target"] = m_pointerTarget;
}

void TutorialGuide::dumpInto(nlohmann::json& out) const
{
    const LessonStep* waiting = step();
    out["tutorial"] = {{"step", waiting ? std::string(waiting->id) : std::string("done")},
                       {"move", waiting ? toToken(waiting->move) : std::string{}},
                       {"step_index", m_step},
                       {"steps", tutorialSteps().size()},
                       {"text", m_shownText},
                       {"hint", m_shownHint},
                       {"device", deviceName(m_device)}};
}

std::string TutorialGuide::spokenStep(const GameState& state, const DeviceInUse& inUse) const
{
    const LessonStep* waiting = state.over() ? nullptr : step();
    if (!waiting)
        return spokenSentences(
            {format(tr(tutorialEnding()), score(state)), std::string(tr("Press any key or click to go on."))});
    // Speech is heard by a player on the keys or a pad: the mouse's way is not said.
    return spokenSentences(
        {std::string(tr(waiting->text)),
         lessonHint(*waiting, slotOf(state, waiting->move.card), inUse.pad ? Device::Pad : Device::Keyboard, inUse)});
}

std::unique_ptr<Scene> TutorialGuide::after(GameContext& context)
{
    return makeTipsScene(context);
}

} // namespace scoundrel::game

namespace scoundrel::game {

std::unique_ptr<Scene> makeTutorialScene(GameContext& context)
{
    std::string why;
    std::optional<Run> run = Run::start(RunRecord{tutorialRules(), Deal::custom(tutorialDungeon()), {}}, &why);
    if (!run) { // the script's own test keeps this from happening
        // TRANSLATORS: {0} is why, in the engine's words.
        context.notices.add(format(tr("The tutorial could not be started: {0}"), why));
        return makeMenuScene(context);
    }
    return std::make_unique<TableScene>(context, std::move(*run), false, false, false,
                                        std::make_unique<TutorialGuide>());
}

} // namespace scoundrel::game
