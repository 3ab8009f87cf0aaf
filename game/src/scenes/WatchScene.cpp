#include "scenes/WatchScene.h"

#include "input/Controls.h"
#include "scenes/ScreenBindings.h"
#include "table/ActionText.h"
#include "table/Choreography.h"
#include "table/HealthBar.h"
#include "table/Pill.h"
#include "table/SpokenWords.h"
#include "table/TableView.h"
#include "text/IllegalWords.h"
#include "text/Numbers.h"
#include "text/Translate.h"
#include "ui/Button.h"
#include "ui/ButtonGroup.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include "scoundrel/Engine.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <utility>

namespace scoundrel::game {

namespace {

// The pause after a move has landed, before the next (nominal seconds).
constexpr double kBeatSeconds = 0.7;

std::string endLine(const GameState& state)
{
    // TRANSLATORS: {0} the score; {1} the key that goes back, such as "Esc".
    const std::string_view words = state.status == Status::Won ? tr("The line won with score {0} · {1} to go back")
        : state.over()                                         ? tr("The line lost with score {0} · {1} to go back")
                       : tr("The line stopped with score {0} · {1} to go back");
    return format(words, signedNumber(score(state)), keyLabel(bindingWithId(watchBindings(), "stop")->firstKey()));
}

Button makeButton(std::string id, std::string label)
{
    Button button;
    button.id = std::move(id);
    button.label = std::move(label);
    return button;
}

} // namespace

WatchScene::WatchScene(GameContext& context, GameState start, std::vector<Action> line, WatchedLine watched,
                       std::size_t from)
    : m_context(context),
      m_start(start),
      m_state(start),
      m_line(std::move(line)),
      m_mover(watched == WatchedLine::Solver ? SpokenMover::Line : SpokenMover::Player),
      m_title(watched == WatchedLine::Solver ? tr("Watching a player who sees every card") : tr("Replaying your run")),
      m_animator([&settings = context.settings](double nominal) { return settings.animationSeconds(nominal); },
                 [&context](SoundCue cue) { context.playSound(cue); },
                 [&settings = context.settings] { return settings.reduceMotion; })
{
    // TRANSLATORS: a button of the watched line: back to the deal, before the first move.
    m_buttons = {makeButton("restart", std::string(tr("From the start"))),
                 makeButton("pause", std::string(tr("Pause"))), makeButton("step", std::string(tr("Step"))),
                 makeButton("stop", std::string(tr("Stop")))};
    // The moves before from are on the table already: the room as it stood then.
    for (; m_step < std::min(from, m_line.size()); ++m_step) {
        const ApplyResult result = apply(m_state, m_line[m_step]);
        if (result.illegal != Illegal::None)
            break;
        m_state = result.state;
    }
    const std::string legend = legendOf(watchBindings(), {"pause", "step", "step_back", "stop"});
    // TRANSLATORS: the first line of a watched line: {0} the title, such as "Replaying your run"; {1} how many
    // moves; {2} the keys' legend, such as "Space pauses · Right steps · Esc stops".
    m_log.add(m_step == 0 ? format(trn("{0}: {1} move · {2}", "{0}: {1} moves · {2}", m_line.size()), m_title,
                                   m_line.size(), legend)
                          // TRANSLATORS: {1} the move it starts from, {2} how many moves, {3} the keys' legend.
                          : format(tr("{0}: from move {1} of {2} · {3}"), m_title, m_step + 1, m_line.size(), legend));
    m_countdown = beat();
    refreshButtons();
}

void WatchScene::refreshButtons()
{
    m_buttons[0].enabled = m_step > 0;
    m_buttons[1].label = m_paused && !ended() ? tr("Resume") : tr("Pause");
    m_buttons[1].enabled = !ended();
    m_buttons[2].enabled = !ended();
    // Nothing is left to stop once the line has ended.
    m_buttons[3].label = ended() ? tr("Back") : tr("Stop");
}

double WatchScene::beat() const
{
    return std::max(kMinimumBeatSeconds, m_context.settings.animationSeconds(kBeatSeconds));
}

void WatchScene::layout(Size window)
{
    Scene::layout(window);
    m_animator.finish();
    m_layout = computeTableLayout(window, m_context.settings.textPercent());
    // The buttons in the top bar's places for Chances, Undo and Menu, as wide as their
    // words at the text size shown (the pseudo-language's "[Pause]" at 150% was drawn
    // smaller than at 100%); Pause becomes Resume, so it holds the wider of the two.
    Assets& assets = m_context.assets;
    fitButtonWords(
        m_layout,
        {{labelWidth(assets, m_buttons[0].label),
          std::max(labelWidth(assets, std::string(tr("Pause"))), labelWidth(assets, std::string(tr("Resume")))),
          labelWidth(assets, m_buttons[2].label),
          std::max(labelWidth(assets, std::string(tr("Stop"))), labelWidth(assets, std::string(tr("Back"))))},
         0});
    m_buttons[0].rect = m_layout.hintButton;
    m_buttons[1].rect = m_layout.chancesButton;
    m_buttons[2].rect = m_layout.undoButton;
    m_buttons[3].rect = m_layout.menuButton;
    if (std::exchange(m_dealPending, false))
        animateDeal(m_animator, m_layout, m_state);
}

void WatchScene::playNext()
{
    m_animator.finish();
    const Action action = m_line[m_step];
    const GameState before = m_state;
    const ApplyResult result = apply(before, action);
    if (result.illegal != Illegal::None) {
        // Cannot happen with the solver's own line; stop rather than show nonsense.
        m_log.add(format(tr("The line cannot go on: {0}"), illegalSentence(reasonFor(before, action, result.illegal))),
                  Tone::Bad);
        m_step = m_line.size();
        return;
    }
    // The line that showed before this move stays while the move's card is on its way
    // (np37 read "Fought the Queen of Spades ...: -6 health" half a second before the Queen
    // left the room).
    m_landing = Landing{action.card, messageLine()};
    m_state = result.state;
    ++m_step;
    animateAction(m_animator, m_layout, before, m_state, result.events, std::nullopt);
    const ToneText said = describeAction(before, action, result.events);
    // TRANSLATORS: {0} the move's number, {1} how many, {2} what happened.
    // A move that began a turn has its line without the new turn too, for while the new
    // room is dealt (messageLine).
    m_log.add(ToneText{format(tr("Move {0} of {1}: {2}"), m_step, m_line.size(), said.text), said.tone,
                       said.beforeTurn.empty()
                           ? std::string{}
                           : format(tr("Move {0} of {1}: {2}"), m_step, m_line.size(), said.beforeTurn)});
    if (m_step == m_line.size())
        m_log.add(ToneText{endLine(m_state), m_state.status == Status::Won ? Tone::Good : Tone::Bad});
    // As the table says a move: the next one cuts it short, so a fast line leaves no backlog.
    // TRANSLATORS: speech: {0} the move's number, {1} how many the line has.
    m_context.speak(spokenSentences({format(tr("Move {0} of {1}."), m_step, m_line.size()),
                                     spokenOutcome(before, action, result.events, m_state, m_mover)}));
    refreshButtons();
}

std::string WatchScene::spokenTitle() const
{
    return spokenSentences({spokenScreenName(m_title), spokenTable(m_state)});
}

std::string WatchScene::spokenSummary() const
{
    return game::spokenSummary(m_state);
}

void WatchScene::togglePause()
{
    if (ended())
        return;
    m_paused = !m_paused;
    m_landing.reset();
    const DeviceInUse& device = m_context.scenes.deviceInUse();
    const std::string resume = pressName(watchBindings(), "pause", device);
    const std::string next = pressName(watchBindings(), "step", device);
    if (m_paused && m_step == 0) {
        // Before any move is played ("Paused at move 0 of 25" read as a count from nothing).
        // TRANSLATORS: {0} how many moves the line has; {1} the key that resumes, {2} the one that plays the first
        // move, such as "Space" and "Right".
        m_log.add(format(tr("Paused before move 1 of {0} · {1} resumes · {2} plays it"), m_line.size(), resume, next));
    } else {
        // TRANSLATORS: {0} the move's number, {1} how many; {2} the key that resumes, {3} the one that steps, such as
        // "Space" and "Right".
        m_log.add(m_paused ? format(tr("Paused at move {0} of {1} · {2} resumes · {3} plays the next move"), m_step,
                                    m_line.size(), resume, next)
                           // TRANSLATORS: {0} the move's number, {1} how many.
                           : format(tr("Watching again from move {0} of {1}"), m_step, m_line.size()));
    }
    refreshButtons();
}

void WatchScene::stepOnce()
{
    if (ended())
        return;
    m_paused = true;
    playNext();
    m_countdown = beat();
    refreshButtons();
}

void WatchScene::goBackTo(std::size_t moves, bool pause)
{
    m_animator.finish();
    m_landing.reset();
    m_state = m_start;
    m_step = 0;
    for (; m_step < std::min(moves, m_line.size()); ++m_step) {
        const ApplyResult result = apply(m_state, m_line[m_step]);
        if (result.illegal != Illegal::None)
            break;
        m_state = result.state;
    }
    m_paused = pause;
    m_countdown = beat();
    // TRANSLATORS: the watched line gone back: {0} the move it goes on from, {1} how many moves; {2} the key that
    // plays the next move, such as "Right".
    m_log.add(format(tr("Back at move {0} of {1} · {2} plays the next move"), m_step + 1, m_line.size(),
                     pressName(watchBindings(), "step", m_context.scenes.deviceInUse())));
    // TRANSLATORS: speech: the watched line gone back, {0} the move it goes on from, {1} how many moves.
    const std::string back = format(tr("Back at move {0} of {1}."), m_step + 1, m_line.size());
    m_context.speak(spokenSentences({back, spokenTable(m_state)}));
    refreshButtons();
}

void WatchScene::activate(const std::string& id)
{
    if (id == "pause")
        togglePause();
    else if (id == "step")
        stepOnce();
    else if (id == "step_back") {
        if (m_step > 0)
            goBackTo(m_step - 1, true);
    } else if (id == "restart") {
        if (m_step > 0)
            goBackTo(0, m_paused && !ended());
    } else if (id == "stop")
        m_context.scenes.pop();
}

bool WatchScene::update(double seconds)
{
    const bool animating = m_animator.update(seconds);
    if (ended() || m_paused)
        return animating;
    m_countdown -= seconds;
    if (m_countdown <= 0 && !animating) {
        playNext();
        m_countdown = m_animator.remaining() + beat();
    }
    return true;
}

void WatchScene::handleEvent(const InputEvent& event)
{
    using Kind = InputEvent::Kind;
    if (event.isPress()) {
        if (const std::string id = boundId(watchBindings(), event); !id.empty())
            activate(id);
    } else if (event.kind == Kind::PointerMove) {
        updateHover(m_buttons, {event.x, event.y});
    } else if (event.kind == Kind::PointerLeft) {
        clearHover(m_buttons);
    } else if (event.kind == Kind::PointerDown) {
        const Button* button = buttonAt(m_buttons, {event.x, event.y});
        m_pressedButton = button ? button->id : "";
    } else if (event.kind == Kind::PointerUp) {
        const std::string pressed = std::exchange(m_pressedButton, {});
        if (const Button* button = buttonAt(m_buttons, {event.x, event.y}); button && button->id == pressed)
            activate(pressed);
    }
}

bool WatchScene::landing() const
{
    return m_landing && m_landing->card && m_animator.flying(m_landing->card);
}

ToneText WatchScene::messageLine() const
{
    // As on the table: while the new room is dealt the header still names the turn that
    // ended, and the line names the new one only when the header does (a new player read
    // "Turn 1" over "... Turn 2 begins").
    if (landing())
        return m_landing->shown;
    const ToneText& latest = m_log.latest();
    if (!latest.beforeTurn.empty() && m_animator.shownTurn(m_state.turn) != m_state.turn)
        return {latest.beforeTurn, latest.tone};
    return latest;
}

void WatchScene::render(Painter& painter)
{
    const bool fourColor = m_context.settings.fourColorSuits;
    const TableView view{m_layout, m_state, m_animator, fourColor, Card{}, m_title, {}};
    view.drawBackground(painter);
    view.drawPiles(painter);
    // The panel counts the move as the message line does: once its card has landed.
    HealthBar::of(m_layout, m_state, m_animator.shownHealth(m_state.health),
                  format(tr("Move {0} of {1}"), landing() ? m_step - 1 : m_step, m_line.size()))
        .draw(painter);
    m_messageBar = drawMessageLine(painter, m_layout, messageLine()).bar;
    for (const Button& button : m_buttons)
        button.draw(painter, m_layout.textSize);
    m_animator.draw(painter, fourColor);
}

std::map<std::string, Rect> WatchScene::rects() const
{
    std::map<std::string, Rect> out;
    m_layout.addPileRects(out);
    if (m_messageBar.w > 0)
        out["message"] = m_messageBar; // grown for a line on two
    addButtonRects(m_buttons, out);
    return out;
}

nlohmann::json WatchScene::dumpFields() const
{
    nlohmann::json room = nlohmann::json::array();
    for (Card card : m_state.room)
        room.push_back(card ? nlohmann::json(card.name()) : nlohmann::json(nullptr));
    const char* status = m_state.status == Status::Playing ? "playing" : m_state.status == Status::Won ? "won" : "lost";
    nlohmann::json buttons = nlohmann::json::object();
    for (const Button& button : m_buttons)
        buttons[button.id] = {{"label", button.label}, {"enabled", button.enabled}};
    return {{"title", m_title},         {"step", m_step},
            {"steps", m_line.size()},   {"room", room},
            {"health", m_state.health}, {"status", status},
            {"score", score(m_state)},  {"message", messageLine().text},
            {"paused", m_paused},       {"buttons", buttons},
            {"turn", m_state.turn},     {"turn_shown", m_animator.shownTurn(m_state.turn)}};
}

} // namespace scoundrel::game
