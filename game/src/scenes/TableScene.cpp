#include "scenes/TableScene.h"

#include "audio/MuteToggle.h"
#include "run/DailyDeal.h"
#include "run/NewRun.h"
#include "scenes/CombatDialog.h"
#include "scenes/ConfirmDialog.h"
#include "scenes/MenuScene.h"
#include "scenes/SceneFactory.h"
#include "table/ActionText.h"
#include "table/Choreography.h"
#include "table/DropTargets.h"
#include "table/FightChoice.h"
#include "table/ForfeitedByHelp.h"
#include "table/HintOverlay.h"
#include "table/SpokenWords.h"
#include "table/TableFocus.h"
#include "table/WastedPlay.h"
#include "text/CardNames.h"
#include "text/DiagnosticWords.h"
#include "text/Refusal.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>
#include <variant>

namespace scoundrel::game {

using namespace store;

namespace {

// Time the last animation and the finished table stay on screen before the result.
constexpr double kEndBeatSeconds = 0.6;
constexpr double kReturnSeconds = 0.2;
// A guided run's end: long enough to read its last words; any press goes on at once.
constexpr double kGuidedEndSeconds = 3600;
// How long a card just dealt stays too fresh to face by a press once it has landed
// (nominal seconds, scaled by the animation speed; with animations off, from the deal).
constexpr double kFreshSeconds = 0.4;

// A fight the rules take now that would end the run.
bool fatalFight(const GameState& state, Action action)
{
    const bool withWeapon = action.kind == ActionKind::FightWeapon;
    if (!withWeapon && action.kind != ActionKind::FightBare)
        return false;
    return check(state, action) == Illegal::None && damageOf(state, action.card, withWeapon) >= state.health;
}

} // namespace

TableScene::TableScene(GameContext& context, Run run, bool assisted, bool chances, bool resumed,
                       std::unique_ptr<TableGuide> guide)
    : m_context(context),
      m_guide(std::move(guide)),
      // A guided run is never saved: a run in progress stays in run.json for Continue.
      m_session(std::move(run), m_guide ? std::filesystem::path{} : context.saveDir, assisted, chances, false),
      m_animator([&settings = context.settings](double nominal) { return settings.animationSeconds(nominal); },
                 [&context](SoundCue cue) { context.playSound(cue); },
                 [&settings = context.settings] { return settings.reduceMotion; })
{
    for (const TableBinding& binding : tableBindings()) {
        if (!binding.button)
            continue;
        Button& button = m_buttons.emplace_back();
        button.id = binding.id;
        button.label = tr(binding.label);
    }
    const Run& started = m_session.run();
    m_dailyRunsBefore = dailyRunsBefore();
    // A new run's room is dealt before the player's eyes; a resumed one was dealt before.
    m_dealPending = !resumed && started.record().actions.empty();
    if (m_guide)
        m_log.add(std::string(tr("Each step waits for your move: take your time.")));
    else if (m_dealPending) {
        m_log.add(openingLine());
        m_openingLine = true;
        if (std::string replay = dailyReplayLine(); !replay.empty()) {
            m_log.add(replay);
            m_arrivalLines.push_back(std::move(replay));
        }
    } else
        m_log.add(format(m_context.tableShown
                             // TRANSLATORS: a run taken up again from the menu of the same launch: {0} the
                             // turn's number, {1} the deal, such as "Deal 1".
                             ? tr("Back to {1}, turn {0}")
                             // TRANSLATORS: {0} the turn's number, {1} the deal, such as "Deal 1".
                             : tr("Welcome back: {1}, turn {0}"),
                         started.state().turn, dealLabel(started.record().deal, started.record().rules)));
    if (!m_guide)
        m_context.tableShown = true;
    if (started.state().over())
        m_endCountdown = kEndBeatSeconds;
    else
        showFocusForKeysOrPad();
}

void TableScene::showFocusForKeysOrPad()
{
    if (!m_context.scenes.keysOrPadInUse() || focusedButton())
        return;
    // The card the lesson points at has the focus, so that one card is outlined.
    const GameState& state = m_session.run().state();
    if (const Card awaited = m_guide ? m_guide->awaitedCard() : Card{}; awaited && slotOf(state, awaited) >= 0)
        m_focus = slotOf(state, awaited);
    if (!state.room[static_cast<std::size_t>(m_focus)])
        m_focus = focusAfterMove(state, m_focus).value_or(m_focus);
    m_showFocus = true;
    m_focusChosen = false;
}

int TableScene::dailyRunsBefore() const
{
    const RunRecord& record = m_session.run().record();
    const std::optional<DailyDeal> daily = dailyDealOf(record.deal, record.rules);
    if (!daily || m_guide || m_context.saveDir.empty())
        return 0;
    const ScoreBook book = ScoreBook::load(m_context.saveDir);
    return static_cast<int>(std::count_if(book.entries().begin(), book.entries().end(), [&](const ScoreEntry& entry) {
        return entry.seed == daily->seed && entry.rules == record.rules.name();
    }));
}

std::string TableScene::dailyReplayLine() const
{
    const RunRecord& record = m_session.run().record();
    const std::optional<DailyDeal> daily = dailyDealOf(record.deal, record.rules);
    if (!daily)
        return {};
    return game::dailyReplayLine(*daily, m_dailyRunsBefore, dailyDeal(m_context.clock()).seed == daily->seed);
}

std::string TableScene::openingLine() const
{
    const RunRecord& record = m_session.run().record();
    // TRANSLATORS: the table's first line: {0} the deal, such as "Deal 1", {1} how to start.
    return format(tr("{0}: {1}"), dealLabel(record.deal, record.rules), howToStart(m_context.scenes.deviceInUse()));
}

void TableScene::entered()
{
    // The run is saved at once, so a run just begun can be continued from the menu (a
    // guided one never is: its session has no save directory).
    if (!std::exchange(m_saved, true))
        m_session.save();
}

void TableScene::left()
{
    clearHover(); // a dialog covers the table: no tooltip or outline stays under it
}

void TableScene::clearHover()
{
    for (Button& button : m_buttons)
        button.hovered = false;
    m_hoverSlot.reset();
    m_pointer.reset();
    m_quietTip.clear();
}

void TableScene::layout(Size window)
{
    Scene::layout(window);
    m_animator.finish();
    m_drag.cancel();
    const int percent = m_context.settings.textPercent();
    const ButtonWords words{
        {widestLabel(m_context.assets, m_buttons, {"hint"}), widestLabel(m_context.assets, m_buttons, {"chances"}),
         widestLabel(m_context.assets, m_buttons, {"undo"}), widestLabel(m_context.assets, m_buttons, {"menu"})},
        widestLabel(m_context.assets, m_buttons, {"avoid"})};
    const int below = m_guide ? m_guide->linesBelowTable(percent) : 0;
    // The strip under the top bar as tall as its lines need (a custom run's rules wrap
    // at a larger text size rather than shrink); the cards shrink for it, as far as they
    // keep nine tenths of their width (the pseudo-language's rules at 200% at 1024x640
    // would take five lines, and the narrower top bar no longer held the turn): past
    // that the strip's words shrink as they did.
    m_layout = computeTableLayout(window, percent, below);
    fitButtonWords(m_layout, words);
    const int widest = m_layout.cardW;
    const int turnW = labelWidth(m_context.assets, format(tr("Turn {0}"), 99));
    // The narrower table's top bar still holds the turn's line left of its buttons where
    // the table with a one-line strip did.
    const auto holdsTurn = [&](const TableLayout& l) {
        return turnW * l.shown(l.textSize) / 100 < l.hintButton.x - l.table.x;
    };
    const bool turnHeld = holdsTurn(m_layout);
    for (int lines = stripLinesFor(m_layout), tries = 0; lines > 1 && tries < 3; ++tries) {
        const auto layoutFor = [&](int n) {
            TableLayout l = computeTableLayout(window, percent, below, n);
            fitButtonWords(l, words);
            return l;
        };
        TableLayout taller = layoutFor(lines);
        while (lines > 1 && (taller.cardW < widest * 9 / 10 || (turnHeld && !holdsTurn(taller))))
            taller = layoutFor(--lines);
        if (lines <= 1)
            break;
        m_layout = taller;
        const int needed = stripLinesFor(m_layout);
        if (needed <= lines)
            break;
        lines = needed;
    }
    for (Button& button : m_buttons)
        button.rect = m_layout.button(button.id);
    if (m_dealPending) {
        animateDeal(m_animator, m_layout, m_session.run().state());
        m_dealPending = false;
    }
}

void TableScene::perform(const TableCommand& command, std::optional<Rect> dragged)
{
    m_animator.finish();
    // A move (or an undo) changes the table: the question put was about the old one. The
    // hint and the chances change nothing on it: the same card played again still answers.
    const bool move = command.kind == TableCommand::Kind::Play || command.kind == TableCommand::Kind::Undo;
    if (move)
        m_asked.reset();
    // The guide turns down a move the rules allow but the lesson does not wait for;
    // one the rules refuse is left to the session, which says why.
    if (m_guide && !m_session.check(command).refused()) {
        if (std::string why = m_guide->refusal(m_session.run().state(), command); !why.empty()) {
            m_context.playSound({SoundId::Refuse});
            if (dragged)
                m_animator.fly(
                    command.action.card, *dragged,
                    m_layout.room[static_cast<std::size_t>(slotOf(m_session.run().state(), command.action.card))], true,
                    true, 0, kReturnSeconds);
            m_context.speak(spokenLine(why));
            m_log.add(std::move(why), Tone::Warning);
            return;
        }
    }
    // The first help of a run that would take achievements out of reach asks first (np15).
    if (std::optional<HelpQuestion> question = m_session.askBefore(command)) {
        auto dialog =
            std::make_unique<ConfirmDialog>(m_context, std::move(question->title), std::move(question->message),
                                            std::move(question->confirm), [this, command] {
                                                m_session.helpAccepted();
                                                perform(command);
                                            });
        dialog->focusConfirm();
        return m_context.scenes.push(std::move(dialog));
    }
    const HelpShown helpBefore = helpShown();
    // The move an undo takes back, named by speech.
    const std::vector<Action>& played = m_session.run().record().actions;
    const Action undone = played.empty() ? Action{} : played.back();
    TableOutcome outcome = m_session.perform(command);
    const GameState& state = m_session.run().state();
    animateOutcome(m_animator, m_layout, command, outcome, state, dragged);
    if (outcome.done && move)
        noteDealt(outcome.before, state);
    // A move's words are said once the focus has settled: where it is (the emptied slot, or
    // a new room's card) is said after them, so the next Enter never acts on a card the
    // player did not hear.
    std::string said;
    if (outcome.done && command.kind == TableCommand::Kind::Play)
        said = spokenPlayed(outcome.before, command.action, outcome.events, state);
    else if (outcome.done && command.kind == TableCommand::Kind::Undo)
        said = spokenSentences({spokenUndo(undone, state), spokenSaveLines(outcome.messages)});
    else
        speakLines(outcome.messages, helpBefore);
    focusNewHint(helpBefore);
    m_log.add(std::move(outcome.messages));
    const std::string stepBefore = m_guide ? m_guide->spokenStep(outcome.before, m_context.scenes.deviceInUse()) : "";
    if (m_guide && outcome.done)
        m_guide->performed(command, state);
    // A lesson's next step is said as it starts: once the table has settled, as its words
    // show (np10: they came while the new room was still being dealt).
    m_heldStep.clear();
    if (const std::string step = m_guide ? m_guide->spokenStep(state, m_context.scenes.deviceInUse()) : "";
        step != stepBefore) {
        if (m_animator.animating())
            m_heldStep = step;
        else
            said = spokenSentences({said, step});
    }
    // A guided run waits on its last words until the player presses on.
    // No card is left to choose: the keys' outline would sit on an empty slot.
    if (outcome.runEnded) {
        m_endCountdown = m_guide ? kGuidedEndSeconds : m_animator.remaining() + kEndBeatSeconds;
        m_showFocus = false;
    }
    // The focus stays on the slot the move emptied, as a pad's solitaire does (np14: it went
    // on to the next card by itself, and a quick Right went one card too far, equipping the
    // 3D over the 9D); Left and Right go on from there, and a press on it plays nothing. A
    // new room puts it on a card not wasted to play (issue 24); an undo takes it to the card
    // put back, the one the player may want to play instead.
    // The hint, its details and the chances leave the focus where the player put it (np9:
    // H for the details moved it in silence from a potion to the Ace of Spades, and the
    // next Enter asked to fight the Ace).
    if (!outcome.done)
        return;
    if (move) {
        m_focusChosen = false;
        if (const std::optional<int> back =
                command.kind == TableCommand::Kind::Undo ? slotPutBack(outcome.before, state) : std::nullopt)
            m_focus = *back;
        else if (outcome.events.has(EventKind::TurnStarted) || !command.action.card ||
                 slotOf(outcome.before, command.action.card) < 0)
            m_focus = focusAfterMove(state, m_focus).value_or(m_focus);
        else
            m_focus = slotOf(outcome.before, command.action.card);
        // The keys' focus goes where the guide points, so one card is outlined, not two.
        if (const Card awaited = m_guide ? m_guide->awaitedCard() : Card{}; awaited && slotOf(state, awaited) >= 0)
            m_focus = slotOf(state, awaited);
        // A new turn by the keys or the pad: its ring is on the card the first arrow moves from,
        // also after Avoid room pressed by the pad or the keys (the lead's pad run: the focus
        // stayed on the button, which can no longer act, and A said the room must be faced).
        if (!outcome.runEnded && outcome.events.has(EventKind::TurnStarted)) {
            if (m_context.scenes.keysOrPadInUse())
                for (Button& button : m_buttons)
                    button.focused = false;
            showFocusForKeysOrPad();
        }
        // A lesson that waits for Avoid room rings that button: the keys' focus goes there too,
        // so one ring shows, not one on a card as well (np21 at the tutorial's step 7).
        if (m_guide && m_guide->awaitsAvoid() && m_showFocus) {
            refreshButtons(); // as the table stands after the move
            leaveRoomFor(buttonNamed(m_buttons, "avoid"));
        }
    }
    if (!said.empty())
        m_context.speak(spokenSentences({said, spokenFocus()}));
}

void TableScene::focusNewHint(HelpShown before)
{
    // The keys' focus goes to the card a hint just shown is about: np39 pressed W as the
    // hint said and fought the card the focus had stayed on. A lesson keeps its own focus.
    const Advice* hint = before.hint || m_guide ? nullptr : m_session.advice().shownHint();
    if (!hint)
        return;
    // A hint to avoid the room takes it to Avoid room, so one ring shows and Enter avoids, as
    // the lesson's step does (np40 pressed Enter after "Hint: avoid the room" and fought the
    // card the focus had stayed on).
    if (hint->move.kind == ActionKind::Avoid) {
        refreshButtons();
        return leaveRoomFor(buttonNamed(m_buttons, "avoid"));
    }
    if (const int slot = hint->move.card ? slotOf(m_session.run().state(), hint->move.card) : -1; slot >= 0)
        m_focus = slot;
}

int TableScene::markedSlot() const
{
    const GameState& state = m_session.run().state();
    if (m_guide)
        return m_guide->awaitedCard() ? slotOf(state, m_guide->awaitedCard()) : -1;
    const Advice* hint = m_session.advice().shownHint();
    return hint && hint->move.card ? slotOf(state, hint->move.card) : -1;
}

TableScene::HelpShown TableScene::helpShown() const
{
    return {m_session.advice().shownHint() != nullptr, m_session.advice().shownChances() != nullptr};
}

void TableScene::speakLines(const std::vector<ToneText>& lines, HelpShown before, SpeechTurn turn)
{
    const TableAdvice& advice = m_session.advice();
    const Advice* hint = before.hint ? nullptr : advice.shownHint();
    std::vector<std::string> said;
    for (const ToneText& line : lines) {
        // A hint just shown is said with its chance in words; its line on screen has a "%".
        if (hint && line.text == hintLine(*hint, roomsComeRound()).text)
            said.push_back(spokenHint(*hint, roomsComeRound()));
        // Its details, asked for while it shows, with their chances in words too.
        else if (const Advice* shown = advice.shownHint(); shown && line.text == hintDetails(*shown).text)
            said.push_back(spokenHintDetails(*shown));
        else if (line.text != chancesShownLine())
            said.push_back(spokenLine(line.text));
    }
    // The chances just came up with a line (switched on, or with a hint): each is read.
    if (const Advice* chances = before.chances ? nullptr : advice.shownChances(); chances && !lines.empty())
        said.push_back(spokenChancesShown(m_session.run().state(), *chances, advice.shownCostlyMoves()));
    m_context.speak(spokenSentences(said), turn);
}

std::string TableScene::spokenSaveLines(const std::vector<ToneText>& lines)
{
    std::vector<std::string> said;
    for (const ToneText& line : lines) {
        if (line.tone == Tone::Bad)
            said.push_back(spokenLine(line.text));
    }
    return spokenSentences(said);
}

std::string TableScene::spokenTitle() const
{
    const GameState& state = m_session.run().state();
    std::vector<std::string> said;
    if (m_session.run().record().actions.empty()) {
        for (const std::string& line : m_arrivalLines)
            said.push_back(spokenLine(line));
    }
    said.push_back(spokenTable(state));
    if (m_guide)
        said.push_back(m_guide->spokenStep(state, m_context.scenes.deviceInUse()));
    else if (!m_context.tableKeysSaid) { // how to act, at the launch's first table (np16)
        // Said once, so every fight's key, the weapon's too before one is held (np24: a
        // blind player was never told X fights with the weapon).
        said.push_back(spokenHowToAct(m_context.scenes.deviceInUse(), {true, state.rules.mayAvoid()}));
        m_context.tableKeysSaid = true;
    }
    return spokenSentences(said);
}

std::string TableScene::spokenFocus() const
{
    const Advice* chances = m_session.advice().shownChances();
    const bool pending = m_session.advice().chancesPending(); // a "…" badge under each
    const GameState& state = m_session.run().state();
    for (const Button& button : m_buttons) {
        if (!button.focused)
            continue;
        // The avoid button shows its chance under it, as the cards do.
        const bool avoid = button.id == "avoid";
        return spokenSentences({spokenButton(button.label, button.enabled, button.disabledReason),
                                chances && avoid                          ? spokenAvoidChance(*chances)
                                    : pending && avoid && canAvoid(state) ? spokenChancePending()
                                                                          : std::string{}});
    }
    if (!m_showFocus)
        return {};
    const bool onCard = m_focus >= 0 && state.room[static_cast<std::size_t>(m_focus)];
    return spokenSentences({game::spokenFocus(state, m_focus),
                            chances ? spokenChanceOn(state, *chances, m_focus, m_session.advice().shownCostlyMoves())
                                : pending && onCard ? spokenChancePending()
                                                    : std::string{}});
}

bool TableScene::roomsComeRound() const
{
    return m_session.run().state().rules.avoid == AvoidRule::Unlimited;
}

std::string TableScene::spokenSummary() const
{
    // The help on the table is part of how the run stands: the hint, then every chance.
    const GameState& state = m_session.run().state();
    const Advice* hint = m_session.advice().shownHint();
    const Advice* chances = m_session.advice().shownChances();
    // The strip's words too: the rules when not official, or the daily deal's day (np34: F2
    // never said the mode).
    const std::string strip = stripWords();
    return spokenSentences({game::spokenSummary(state), strip.empty() ? std::string{} : spokenLine(strip),
                            hint ? spokenHint(*hint, roomsComeRound()) : std::string{},
                            chances ? spokenChances(state, *chances, m_session.advice().shownCostlyMoves())
                                : m_session.advice().chancesPending() ? spokenChancesPending()
                                                                      : std::string{},
                            spokenHowToAct(m_context.scenes.deviceInUse(), legendFactsOf(state))});
}

void TableScene::activate(const TableBinding& binding)
{
    if (const auto* command = std::get_if<TableCommand>(&binding.does))
        return perform(*command);
    sceneAction(std::get<SceneAction>(binding.does));
}

void TableScene::sceneAction(SceneAction action)
{
    refreshButtons(); // which buttons can take the focus, as the table stands now, drawn or not
    Button* onButton = focusedButton();
    switch (action.kind) {
    case SceneAction::Kind::Choose:
        return choose(action.slot);
    case SceneAction::Kind::ChoosePrevious:
    case SceneAction::Kind::ChooseNext: {
        // Along the row on screen: along the buttons' row (stopping at its ends, a greyed
        // button passed over), or to the next card that way, round the room (an emptied
        // slot is passed over).
        const int step = action.kind == SceneAction::Kind::ChooseNext ? 1 : -1;
        // The d-pad does not go round (np13): Left from the first card reaches Avoid room,
        // left of and below the cards, and Right from it comes back; Right from the last
        // card stays. The keys still go round: ten fast presses are ten cards heard. Greyed,
        // Avoid room does not take the focus: Left stays and says why it cannot act.
        const bool pad = m_context.scenes.deviceInUse().pad;
        if (onButton) {
            if (pad && onButton->id == "avoid" && step > 0)
                return choose(cardBeside(m_session.run().state(), -1, 1).value_or(m_focus));
            focusButton(buttonBeside(m_buttons, static_cast<int>(onButton - m_buttons.data()), step));
            return;
        }
        const GameState& state = m_session.run().state();
        if (!pad)
            return choose(cardToward(state, m_focus, step).value_or(m_focus));
        if (const std::optional<int> slot = cardBeside(state, m_focus, step))
            return choose(*slot);
        if (step < 0)
            leaveRoomFor(buttonNamed(m_buttons, "avoid"));
        return;
    }
    case SceneAction::Kind::FocusButtons:
        // Down: from the buttons above the room to its cards; from the cards to the button
        // below them (Avoid room). Down never goes up (np10: it went to Hint); while Avoid
        // room cannot act it does not take the focus either (the newest new player: a greyed
        // button with the focus, where no press acts): the focus stays, and the press says why.
        if (onButton) {
            if (onButton->rect.y < roomRect().y)
                backToRoom();
            return;
        }
        if (const int below = buttonFrom(m_buttons, roomRect(), true); below >= 0)
            leaveRoomFor(below);
        else
            leaveRoomFor(buttonFrom(m_buttons, roomRect(), true, true));
        return;
    case SceneAction::Kind::FocusCards:
        // Up: from the button below the room (Avoid room) back to its cards; from any card
        // or slot to Hint, as the pad's legend says ("Hint above"). It went to the button
        // nearest above the card, so Up from the last card reached Chances (np15: the win
        // chances asked for when a hint was wanted); one target is learnt once, and Right
        // goes on along the row. Greyed (the tutorial, a run over), Hint does not take the
        // focus: the button nearest above that can act does (Menu always can).
        // The row above the room is the top: Up stays there, as Down stays at the bottom
        // (np9: it went round to the cards, and the next A acted on a card, not on Hint).
        if (onButton) {
            if (onButton->rect.y > roomRect().y)
                backToRoom();
            return;
        }
        if (const int hint = buttonNamed(m_buttons, "hint");
            hint >= 0 && m_buttons[static_cast<std::size_t>(hint)].enabled)
            leaveRoomFor(hint);
        else if (const int above = buttonFrom(m_buttons, roomRect(), false); above >= 0)
            leaveRoomFor(above);
        else
            leaveRoomFor(buttonFrom(m_buttons, roomRect(), false, true));
        return;
    case SceneAction::Kind::FaceChosen:
        // A button with the focus is pressed as a click would: refused, it says why.
        if (const TableBinding* binding = onButton ? bindingById(onButton->id) : nullptr) {
            m_context.playSound({SoundId::Click});
            return activate(*binding);
        }
        // Enter with no card shown chosen (the mouse was in use) shows and names the card
        // first: it never acts on a card nobody saw or heard (h63's note), as W and B do not.
        // A question a click put on that card is answered by Enter, as its words say.
        if (!m_showFocus &&
            !(m_asked && m_session.run().state().room[static_cast<std::size_t>(m_focus)] == m_asked->card)) {
            const GameState& state = m_session.run().state();
            if (!state.room[static_cast<std::size_t>(m_focus)])
                m_focus = focusAfterMove(state, m_focus).value_or(m_focus);
            // The card the lesson's ring or the hint marks was shown and said: Enter plays it,
            // as the ring, taken for the focus, promised (np21: the first Enter only chose it).
            if (const int marked = markedSlot(); marked >= 0) {
                choose(marked);
                return faceSlot(marked);
            }
            choose(m_focus);
            return m_context.speak(spokenFocus());
        }
        if (refusedAsJustDealt(m_focus))
            return;
        return faceSlot(m_focus);
    case SceneAction::Kind::FightWithWeapon:
    case SceneAction::Kind::FightBarehanded:
        if (m_showFocus && !onButton && refusedAsJustDealt(m_focus))
            return;
        return fightChosen(action.kind == SceneAction::Kind::FightWithWeapon);
    case SceneAction::Kind::Menu:
        return leave();
    case SceneAction::Kind::HowToPlay:
        return m_context.scenes.push(makeHowToPlayScene(m_context));
    case SceneAction::Kind::ToggleMute:
        return m_log.add(toggleMute(m_context));
    }
}

void TableScene::choose(int slot)
{
    // The card that has the focus chosen again: the player asks to hear it again. Not when
    // a move (or the turn's start) put the focus there and named it: its number pressed to
    // act on it would say it twice before the result.
    const bool again = m_showFocus && m_focus == slot && !focusedButton() && m_focusChosen;
    for (Button& button : m_buttons)
        button.focused = false;
    m_focus = slot;
    m_showFocus = true;
    m_focusChosen = true;
    if (again)
        m_context.speak(spokenFocus());
}

void TableScene::leaveRoomFor(int index)
{
    if (index < 0)
        return;
    const Button& button = m_buttons[static_cast<std::size_t>(index)];
    if (!button.enabled) {
        // The focus stays where it is; the press is not lost in silence: the greyed button
        // that way says why it cannot act, as its tooltip does.
        m_context.speak(spokenLine(button.disabledReason));
        m_log.add(button.disabledReason, Tone::Warning);
        return;
    }
    m_roomLeft = m_showFocus ? std::optional<int>(m_focus) : std::nullopt;
    focusButton(index);
}

void TableScene::backToRoom()
{
    // The slot the focus left the room from, as a pad's solitaire remembers it, emptied
    // or not (np15: Down from Hint landed on one slot, then another, by where the move
    // or the undo made since had put the card focus); never in the room: the first card.
    const GameState& state = m_session.run().state();
    choose(m_roomLeft.value_or(cardBeside(state, -1, 1).value_or(0)));
}

bool TableScene::focusButton(int index)
{
    if (index < 0)
        return false;
    for (Button& button : m_buttons)
        button.focused = false;
    m_buttons[static_cast<std::size_t>(index)].focused = true;
    m_showFocus = false;
    return true;
}

Rect TableScene::roomRect() const
{
    return m_layout.room[static_cast<std::size_t>(m_focus)];
}

Button* TableScene::focusedButton()
{
    for (Button& button : m_buttons) {
        if (button.focused)
            return &button;
    }
    return nullptr;
}

void TableScene::faceSlot(int slot)
{
    const GameState& state = m_session.run().state();
    const Card card = state.room[static_cast<std::size_t>(slot)];
    if (!card)
        return emptySlotPressed(slot);
    if (!card.isMonster())
        return playOrAsk(Action::face(card));
    // A click, Enter or A on a monster always asks how to fight, even when barehanded is the
    // only way (np16: a click to look at a 6 the weapon could not hit cost 6 health at once;
    // the 3 and the 5 had asked). The dialog shows the weapon's way disabled, with why.
    askHowToFight(card);
}

void TableScene::emptySlotPressed(int slot)
{
    const GameState& state = m_session.run().state();
    const DeviceInUse& device = m_context.scenes.deviceInUse();
    const std::optional<int> nearest = cardNearestFrom(state, slot);
    if (!nearest) {
        const std::string why = emptySlotChosen(slot, device);
        m_context.speak(spokenLine(why));
        m_log.add(why, Tone::Warning);
        return;
    }
    // The press plays nothing: it only brings the focus to the card the player most likely
    // meant, named, so the next press plays a card that was seen and heard (np14's safety).
    choose(*nearest);
    const std::string why = focusMovedFromEmptySlot(slot, state.room[static_cast<std::size_t>(*nearest)], device);
    m_context.speak(spokenSentences({spokenLine(why), spokenFocus()}));
    m_log.add(why, Tone::Warning);
}

void TableScene::noteDealt(const GameState& before, const GameState& after)
{
    // Only a move that dealt a room, and for the cards it put there: an undo deals none.
    // A guided run is not held back: the lesson names the card it waits for, and turns
    // any other move down.
    if (m_guide || after.turn == before.turn || after.over())
        return;
    const double settle = m_context.settings.animationSeconds(kFreshSeconds);
    m_fresh.clear();
    for (const Card card : after.room) {
        if (card && slotOf(before, card) < 0)
            m_fresh.dealt(card, m_clock + m_animator.landsIn(card) + (settle > 0 ? settle : kFreshSeconds));
    }
}

bool TableScene::refusedAsJustDealt(int slot)
{
    const Card card = m_session.run().state().room[static_cast<std::size_t>(slot)];
    if (!card || !m_fresh.fresh(card, m_clock))
        return false;
    m_fresh.seen(card);
    m_animator.finish(); // the card is shown where it lands
    // TRANSLATORS: {0} a card, such as "4 of Clubs": a key or the pad pressed just as it was dealt.
    const std::string why = format(tr("The {0} was just dealt: press again to face it"), cardName(card));
    m_context.speak(spokenLine(why));
    m_log.add(why, Tone::Warning);
    return true;
}

void TableScene::playOrAsk(Action action, std::optional<Rect> dragged)
{
    const GameState& state = m_session.run().state();
    const TableCommand play = TableCommand::play(action);
    // A guided run asks nothing: the play the lesson waits for was explained, and any
    // other is turned down at once (perform says why), not asked about first. Nor does the
    // move the hint or the chances show as best: the table does not call worse what it
    // has just advised (np20: the hint's "equip the 8", then "worse than your 9").
    std::optional<PendingConfirmation> question = m_guide || advised(action)
        ? std::nullopt
        : confirmationBefore(state, action, m_context.scenes.deviceInUse(), dragged.has_value());
    if (!question || (m_asked && m_asked->card == action.card))
        return perform(play, dragged);
    // Not played yet: a dragged card goes back to its place, as one let go over nothing.
    if (dragged)
        m_animator.fly(action.card, *dragged, m_layout.room[static_cast<std::size_t>(slotOf(state, action.card))], true,
                       true, 0, kReturnSeconds);
    m_asked = std::move(question);
    m_context.speak(spokenLine(m_asked->words.text));
    m_log.add(m_asked->words);
}

void TableScene::askHowToFight(Card monster)
{
    m_animator.finish();
    const GameState& state = m_session.run().state();
    // The tutorial's step asks for one way: Enter out of habit takes it, and the other is
    // drawn disabled with the lesson's words. A monster the step does not fight is turned
    // down at once, as a drag of it is: no dialog of two disabled ways.
    std::optional<FightDefault> asked;
    CombatDialog::WaysRefused refused;
    if (m_guide) {
        refused = {m_guide->refusal(state, TableCommand::play(Action::fightWeapon(monster))),
                   m_guide->refusal(state, TableCommand::play(Action::fightBare(monster)))};
        const bool weapon = refused.weapon.empty();
        const bool bare = refused.bare.empty();
        if (!weapon && !bare)
            return perform(TableCommand::play(Action::fightBare(monster)));
        if (weapon != bare)
            asked = weapon ? FightDefault::Weapon : FightDefault::Barehanded;
    } else
        asked = advisedWay(monster);
    m_context.scenes.push(std::make_unique<CombatDialog>(
        m_context, state, monster, [this](Action action) { perform(TableCommand::play(action)); }, asked,
        std::move(refused)));
}

bool TableScene::advised(Action action) const
{
    if (const Advice* hint = m_session.advice().shownHint(); hint && hint->move == action)
        return true;
    const Advice* chances = m_session.advice().shownChances();
    return chances && chances->move == action;
}

std::optional<FightDefault> TableScene::advisedWay(Card monster) const
{
    // The way the table shows as best (the chances' badge under the card, or the hint on
    // it) is the one Enter takes: the dialog never falls back on its own rule against what
    // the player was just shown ("100% · bare", then a focus on the weapon).
    std::optional<Action> advised;
    if (const Advice* chances = m_session.advice().shownChances()) {
        // A badge that names no way (both tie, the advisor's the costlier now) asks
        // nothing of the dialog either.
        if (const std::optional<ActionAdvice> best = bestActionOn(*chances, monster);
            best && wayShown(m_session.run().state(), *chances, *best))
            advised = best->action;
    } else if (const Advice* hint = m_session.advice().shownHint(); hint && hint->move.card == monster)
        advised = hint->move;
    if (!advised || advised->card != monster ||
        (advised->kind != ActionKind::FightWeapon && advised->kind != ActionKind::FightBare))
        return std::nullopt;
    // Only a way the rules take now and that leaves the player alive: else the dialog's own
    // rule (advice a move behind, or every way fatal, where it focuses Cancel).
    const GameState& state = m_session.run().state();
    const bool withWeapon = advised->kind == ActionKind::FightWeapon;
    if (check(state, *advised) != Illegal::None || damageOf(state, monster, withWeapon) >= state.health)
        return std::nullopt;
    return withWeapon ? FightDefault::Weapon : FightDefault::Barehanded;
}

void TableScene::fightChosen(bool withWeapon)
{
    const GameState& state = m_session.run().state();
    std::optional<int> chosen = m_showFocus ? std::optional<int>(m_focus) : std::nullopt;
    // Nothing chosen by the keys: a card outlined all the same means it. The monster under
    // the pointer (a player clicks, keeps the mouse still, then presses W), else the one the
    // lesson or the hint glows around (np35 pressed W in the tutorial's second step with the
    // 3 of Spades glowing, and was told to choose a monster first; after a click on Play
    // again, H then B was refused the same way with the hinted card glowing).
    const auto monsterAt = [&state](std::optional<int> slot) {
        return slot && *slot >= 0 && *slot < static_cast<int>(state.room.size()) &&
            state.room[static_cast<std::size_t>(*slot)] && state.room[static_cast<std::size_t>(*slot)].isMonster();
    };
    if (!chosen && monsterAt(m_hoverSlot))
        chosen = m_hoverSlot;
    if (const int slot = markedSlot(); !chosen && monsterAt(slot))
        chosen = slot;
    if (chosen) {
        m_focus = *chosen;
        m_showFocus = true;
    }
    // Nothing chosen and one monster in the room: W or B can only mean it (np31 pressed B
    // after a click, the 2 of Clubs the only monster and glowing for the lesson, and was
    // told to choose a monster first). It is then chosen, as 1-4 would choose it.
    if (!chosen) {
        std::vector<int> monsters;
        for (int slot = 0; slot < static_cast<int>(state.room.size()); ++slot) {
            const Card card = state.room[static_cast<std::size_t>(slot)];
            if (card && card.isMonster()) // an empty slot has no role to ask
                monsters.push_back(slot);
        }
        if (monsters.size() == 1) {
            chosen = monsters.front();
            m_focus = *chosen;
            m_showFocus = true;
        }
    }
    if (chosen && !state.room[static_cast<std::size_t>(*chosen)])
        return emptySlotPressed(*chosen);
    if (const std::string why = notAFight(state, chosen, m_context.scenes.deviceInUse()); !why.empty()) {
        m_context.speak(spokenLine(why));
        m_log.add(why, Tone::Warning);
        return;
    }
    const Card monster = state.room[static_cast<std::size_t>(m_focus)];
    const Action action = withWeapon ? Action::fightWeapon(monster) : Action::fightBare(monster);
    // A key that would end the run asks first, as a click does: the combat dialog names
    // the fight fatal and offers the way that is not; the same key again confirms it.
    if (fatalFight(state, action))
        return askHowToFight(monster);
    perform(TableCommand::play(action));
}

void TableScene::refreshButtons()
{
    for (Button& button : m_buttons) {
        const TableBinding* binding = bindingById(button.id);
        const auto* command = binding ? std::get_if<TableCommand>(&binding->does) : nullptr;
        button.disabledReason = command ? refusalSentence(m_session.check(*command)) : std::string{};
        // A guide greys what it never takes (undo, hint, chances), but not the moves:
        // those are the lesson's to refuse, with a word on what to do instead.
        if (m_guide && command && command->kind != TableCommand::Kind::Play && button.disabledReason.empty())
            button.disabledReason = m_guide->refusal(m_session.run().state(), *command);
        button.enabled = button.disabledReason.empty();
    }
}

bool TableScene::update(double seconds)
{
    // The advisor answers in the background: its line waits for what is being said.
    const HelpShown helpBefore = helpShown();
    std::vector<ToneText> polled = m_session.poll();
    speakLines(polled, helpBefore, SpeechTurn::After);
    focusNewHint(helpBefore);
    m_log.add(std::move(polled));
    m_clock += seconds;
    // A card just dealt keeps the frames coming until it may be faced: the loop would
    // otherwise sleep with the clock stopped, and hold back a press long after the deal.
    const bool guarding = m_fresh.expire(m_clock);
    const bool animating = m_animator.update(seconds);
    if (!animating && !m_heldStep.empty())
        m_context.speak(std::exchange(m_heldStep, {}), SpeechTurn::After);
    if (!m_endCountdown)
        return animating || guarding || m_session.advice().thinking();
    *m_endCountdown -= seconds;
    if (*m_endCountdown <= 0) {
        m_endCountdown.reset();
        m_animator.finish(); // a skipped beat still lets the end be heard
        if (m_guide) {
            m_context.scenes.replace(m_guide->after(m_context));
            return animating;
        }
        m_session.flushSaves(); // the ledger deletes the saved run once it is scored
        const Run& run = m_session.run();
        m_context.scenes.replace(finishRun(m_context, run.record(), run.state(), m_session.assisted()));
        return animating;
    }
    return true;
}

void TableScene::handleEvent(const InputEvent& event)
{
    using Kind = InputEvent::Kind;
    if (event.kind == Kind::Press || event.kind == Kind::PointerDown)
        m_device = event.device;
    if (m_endCountdown) {
        // The run is over: any click or key skips the closing beat.
        if (event.kind == Kind::Press || event.kind == Kind::PointerDown)
            *m_endCountdown = 0;
        return;
    }
    switch (event.kind) {
    case Kind::PointerDown:
        onMouseDown({event.x, event.y}, event.clicks);
        break;
    case Kind::PointerMove:
        onMouseMove({event.x, event.y});
        break;
    case Kind::PointerUp:
        onMouseUp({event.x, event.y});
        break;
    case Kind::Press:
        // The keys or the pad move the focus: a button under a resting pointer stops
        // looking chosen until the pointer moves again.
        for (Button& button : m_buttons)
            button.hovered = false;
        if (const TableBinding* binding = bindingFor(event))
            activate(*binding);
        break;
    case Kind::PointerLeft:
        clearHover();
        break;
    default:
        break;
    }
}

void TableScene::onMouseDown(Point p, int clicks)
{
    const std::optional<int> slot = roomSlotAt(m_layout, p);
    const Card card = slot ? m_session.run().state().room[static_cast<std::size_t>(*slot)] : Card{};
    // Asked before the press lands every animation.
    const bool flyingIn = card && m_animator.flying(card);
    // Landed a moment ago (a double-click by habit on the slot just played): as unseen.
    const bool justDealt = card && m_fresh.fresh(card, m_clock);
    // A double-click's later presses answer no question, not even the one its first click
    // asked: a habitual double-click on a monster the weapon cannot hit would take a
    // costly fight barehanded (-14 on an Ace) before the question could be read.
    const bool clickable = DragController::mayClick(clicks, flyingIn || justDealt);
    m_animator.finish();
    // The press landed the cards at once; the card it hit was still on its way, so it
    // is not played unseen, and the player is told why nothing happened.
    if ((flyingIn || justDealt) && clicks <= 1) {
        m_fresh.seen(card);
        const std::string why = flyingIn
            // TRANSLATORS: {0} a card, such as "King of Clubs".
            ? format(tr("The {0} was still being dealt: click it again to play it"), cardName(card))
            // TRANSLATORS: {0} a card, such as "King of Clubs", clicked just after it was dealt.
            : format(tr("The {0} was just dealt: click it again to play it"), cardName(card));
        m_context.speak(spokenLine(why));
        m_log.add(why);
    }
    m_showFocus = false;
    for (Button& button : m_buttons)
        button.focused = false;
    if (Button* button = buttonAt(m_buttons, p)) {
        m_pressedButton = button->id;
        return;
    }
    if (card) {
        m_focus = *slot;
        m_drag.press(card, *slot, p, m_layout.room[static_cast<std::size_t>(*slot)], clickable);
    }
}

void TableScene::onMouseMove(Point p)
{
    updateHover(m_buttons, p);
    for (const Button& button : m_buttons) {
        if (button.id == m_quietTip && !button.hovered)
            m_quietTip.clear();
    }
    m_hoverSlot = roomSlotAt(m_layout, p);
    m_pointer = p;
    m_drag.move(p);
}

void TableScene::onMouseUp(Point p)
{
    const std::string pressed = std::exchange(m_pressedButton, {});
    if (!pressed.empty()) {
        Button* button = buttonAt(m_buttons, p);
        if (const TableBinding* binding = bindingById(pressed); binding && button && button->id == pressed) {
            m_quietTip = pressed;
            m_context.playSound({SoundId::Click});
            activate(*binding);
        }
        return;
    }
    const int slot = m_drag.slot();
    switch (m_drag.release(p)) {
    case DragController::Release::Click:
        return faceSlot(slot);
    case DragController::Release::Drop:
        return drop();
    case DragController::Release::None:
        return;
    }
}

void TableScene::drop()
{
    const GameState& state = m_session.run().state();
    const Card card = m_drag.card();
    const Rect dragged = m_drag.cardRect();
    if (const auto target = bestLegalTarget(m_layout, state, card, dragged)) {
        const Action action = *judgeDrop(state, card, *target).action;
        // A fight that would end the run asks first, as a click or a key does (np9: the
        // drop killed at once): the card is back in its place under the combat dialog,
        // which names the fight fatal and offers the way that is not, or Cancel.
        if (fatalFight(state, action))
            return askHowToFight(card);
        return playOrAsk(action, dragged);
    }
    // Not played: the card goes home with a soft refusal; dropped on a place, the message
    // line says why not. Let go over no place, it is put back: the last line stands.
    m_context.playSound({SoundId::Refuse});
    m_animator.fly(card, dragged, m_layout.room[static_cast<std::size_t>(m_drag.slot())], true, true, 0,
                   kReturnSeconds);
    if (const auto over = mostOverlapped(m_layout, dragged))
        m_log.add(judgeDrop(state, card, *over).text.text, Tone::Warning);
}

void TableScene::leave()
{
    const std::string lost = m_guide ? m_guide->leaveWarning() : std::string{};
    if (lost.empty())
        return backToMenu();
    // Stay has the focus: Enter or A out of habit keeps playing, as Esc in the question does.
    m_context.scenes.push(std::make_unique<ConfirmDialog>(
        m_context, std::string(tr("Leave the tutorial?")), lost, std::string(tr("Leave")), [this] { backToMenu(); },
        std::string(tr("Stay"))));
}

void TableScene::backToMenu()
{
    // The run is already saved after every move; the menu offers to continue it. A last
    // write that failed is said there, since the table's message line is going away.
    if (const store::WriteFailure why = m_session.flushSaves()) {
        m_context.notices.add(Wording([why] {
            // TRANSLATORS: {0} why, from the file's writer.
            return format(tr("The run could not be saved: {0}"), writeFailureWords(why));
        }));
    }
    auto menu = std::make_unique<MenuScene>(m_context);
    // Esc on the menu comes back here, as Continue does; not to the tutorial, never saved.
    if (!m_guide)
        menu->pausedRun();
    m_context.scenes.reset(std::move(menu));
}

namespace {

std::unique_ptr<Scene> startTable(GameContext& context, const RunRecord& record, bool assisted, bool chances,
                                  bool resumed)
{
    std::string why;
    std::optional<Run> run = Run::start(record, &why);
    if (!run) {
        // TRANSLATORS: {0} why, in English.
        context.notices.add(format(tr("The run could not be started: {0}"), why));
        return makeMenuScene(context);
    }
    return std::make_unique<TableScene>(context, std::move(*run), assisted, chances, resumed);
}

} // namespace

std::unique_ptr<Scene> makeTableScene(GameContext& context, const RunRecord& record, bool assisted)
{
    return startTable(context, record, assisted, false, false);
}

std::unique_ptr<Scene> resumeTableScene(GameContext& context, const SavedRun& saved)
{
    return startTable(context, saved.record, saved.assisted, saved.chances, true);
}

} // namespace scoundrel::game
