#include "scenes/TableScene.h"

#include "scoundrel/store/RunFile.h"
#include "scenes/CombatDialog.h"
#include "scenes/SceneFactory.h"
#include "table/ActionText.h"
#include "table/Choreography.h"
#include "table/DropTargets.h"

#include "scoundrel/Engine.h"


namespace scoundrel::game {

using namespace store;

namespace {

// Time the last animation and the finished table stay on screen before the result.
constexpr double kEndBeatSeconds = 0.6;
constexpr double kReturnSeconds = 0.2;

Button makeButton(std::string id, std::string label)
{
    Button button;
    button.id = std::move(id);
    button.label = std::move(label);
    return button;
}

std::string dealLabel(const RunRecord& record)
{
    return record.deal.seed ? "Deal #" + std::to_string(*record.deal.seed) : "Custom deal";
}

} // namespace

TableScene::TableScene(GameContext& context, Run run, bool assisted, bool chances)
    : m_context(context),
      m_run(std::move(run)),
      m_animator([&settings = context.settings](double nominal) { return settings.animationSeconds(nominal); })
{
    m_buttons = {makeButton("avoid", "Avoid room"), makeButton("undo", "Undo"), makeButton("menu", "Menu"),
                 makeButton("hint", "Hint"), makeButton("chances", "Chances")};
    m_dealPending = m_run.record().actions.empty();
    if (m_dealPending)
        m_log.add(dealLabel(m_run.record()) + ": drag a card, click it, or press 1-4 and Enter");
    else
        m_log.add("Welcome back: turn " + std::to_string(m_run.state().turn) + " of " + dealLabel(m_run.record()));
    // Saved at once, so a run just begun can be continued from the menu too.
    if (m_run.state().over())
        m_endCountdown = kEndBeatSeconds;
    m_assisted = assisted;
    if (chances)
        m_help.showChances(m_run);
    save();
    refreshButtons();
}

void TableScene::save()
{
    saveRun(m_writer, m_context.saveDir, SavedRun{m_run.record(), m_run.state(), m_assisted, m_help.chancesOn()});
    if (const std::string why = m_writer.takeError(); !why.empty())
        m_log.add("The run could not be saved: " + why, Tone::Bad);
}

void TableScene::layout(Size window)
{
    Scene::layout(window);
    m_animator.finish();
    m_drag.cancel();
    m_layout = computeTableLayout(window);
    m_buttons[0].rect = m_layout.avoidButton;
    m_buttons[1].rect = m_layout.undoButton;
    m_buttons[2].rect = m_layout.menuButton;
    m_buttons[3].rect = m_layout.hintButton;
    m_buttons[4].rect = m_layout.chancesButton;
    if (m_dealPending) {
        animateDeal(m_animator, m_layout, m_run.state());
        m_dealPending = false;
    }
}

void TableScene::play(Action action, std::optional<Rect> dragged)
{
    m_animator.finish();
    const GameState before = m_run.state();
    const ApplyResult result = m_run.play(action);
    if (result.illegal != Illegal::None) {
        m_log.add(capitalized(explain(before, action, result.illegal)), Tone::Warning);
        return;
    }
    animateAction(m_animator, m_layout, before, m_run.state(), result.events, dragged);
    m_log.add(describeAction(before, action, result.events));
    afterChange();
}

void TableScene::undo()
{
    m_animator.finish();
    if (!m_run.canUndo()) {
        m_log.add("Nothing to undo: undo goes back within the current turn", Tone::Warning);
        return;
    }
    const GameState before = m_run.state();
    m_run.undo();
    animateUndo(m_animator, m_layout, before, m_run.state());
    m_log.add("Undid the last move");
    afterChange();
}

void TableScene::faceSlot(int slot)
{
    const Card card = m_run.state().room[static_cast<std::size_t>(slot)];
    if (!card) {
        m_log.add("Slot " + std::to_string(slot + 1) + " is empty", Tone::Warning);
        return;
    }
    if (!card.isMonster())
        return play(Action::face(card));
    m_animator.finish();
    m_context.scenes.push(std::make_unique<CombatDialog>(m_context, m_run.state(), card,
                                                         [this](Action action) { play(action); }));
}

void TableScene::fightChosen(bool withWeapon)
{
    const std::optional<int> chosen = m_showFocus ? std::optional<int>(m_focus) : std::nullopt;
    if (const std::string why = notAFight(m_run.state(), chosen); !why.empty()) {
        m_log.add(why, Tone::Warning);
        return;
    }
    const Card monster = m_run.state().room[static_cast<std::size_t>(m_focus)];
    play(withWeapon ? Action::fightWeapon(monster) : Action::fightBare(monster));
}

void TableScene::afterChange()
{
    const GameState& state = m_run.state();
    save();
    m_help.positionChanged(m_run);
    if (state.over())
        m_endCountdown = m_animator.remaining() + kEndBeatSeconds;
    if (!state.room[static_cast<std::size_t>(m_focus)]) {
        for (int i = 0; i < kRoomSize; ++i) {
            if (state.room[static_cast<std::size_t>(i)]) {
                m_focus = i;
                break;
            }
        }
    }
    refreshButtons();
}

void TableScene::refreshButtons()
{
    const GameState& state = m_run.state();
    m_buttons[0].enabled = canAvoid(state);
    m_buttons[0].disabledReason = capitalized(explain(state, Action::avoid()));
    m_buttons[1].enabled = m_run.canUndo();
    m_buttons[1].disabledReason = "Nothing to undo: undo goes back within the current turn";
}

void TableScene::showHelp(std::optional<ToneText> line)
{
    if (line)
        m_log.add(std::move(*line));
    if ((m_help.shownHint() || m_help.shownChances()) && !m_assisted) {
        m_assisted = true;
        save();
    }
}

void TableScene::toggleChances()
{
    showHelp(m_help.toggleChances(m_run));
    save();
}

bool TableScene::update(double seconds)
{
    showHelp(m_help.poll());
    const bool animating = m_animator.update(seconds);
    if (!m_endCountdown)
        return animating || m_help.thinking();
    *m_endCountdown -= seconds;
    if (*m_endCountdown <= 0) {
        m_endCountdown.reset();
        m_writer.flush(); // the result scene deletes the saved run once it is scored
        m_context.scenes.replace(makeResultScene(m_context, m_run.record(), m_run.state(), m_assisted));
        return animating;
    }
    return true;
}

void TableScene::handleEvent(const SDL_Event& event)
{
    if (m_endCountdown) {
        // The run is over: any click or key skips the closing beat.
        if (event.type == SDL_KEYDOWN || event.type == SDL_MOUSEBUTTONDOWN)
            *m_endCountdown = 0;
        return;
    }
    switch (event.type) {
    case SDL_MOUSEBUTTONDOWN:
        if (event.button.button == SDL_BUTTON_LEFT)
            onMouseDown({event.button.x, event.button.y}, event.button.clicks);
        break;
    case SDL_MOUSEMOTION:
        onMouseMove({event.motion.x, event.motion.y});
        break;
    case SDL_MOUSEBUTTONUP:
        if (event.button.button == SDL_BUTTON_LEFT)
            onMouseUp({event.button.x, event.button.y});
        break;
    case SDL_KEYDOWN:
        onKey(event.key);
        break;
    default:
        break;
    }
}

void TableScene::onMouseDown(Point p, int clicks)
{
    const std::optional<int> slot = roomSlotAt(m_layout, p);
    const Card card = slot ? m_run.state().room[static_cast<std::size_t>(*slot)] : Card{};
    // Asked before the press lands every animation.
    const bool clickable = DragController::mayClick(clicks, card && m_animator.flying(card));
    m_animator.finish();
    m_showFocus = false;
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
    m_hoverSlot = roomSlotAt(m_layout, p);
    m_drag.move(p);
}

void TableScene::onMouseUp(Point p)
{
    const std::string pressed = std::exchange(m_pressedButton, {});
    if (!pressed.empty()) {
        if (Button* button = buttonAt(m_buttons, p); button && button->id == pressed)
            activate(pressed);
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
    const Card card = m_drag.card();
    const Rect dragged = m_drag.cardRect();
    if (const auto target = bestLegalTarget(m_layout, m_run.state(), card, dragged))
        return play(*judgeDrop(m_run.state(), card, *target).action, dragged);
    // Not played: the card goes home, and the message line says why.
    m_animator.fly(card, dragged, m_layout.room[static_cast<std::size_t>(m_drag.slot())], true, true, 0,
                   kReturnSeconds);
    const auto over = mostOverlapped(m_layout, dragged);
    m_log.add(over ? judgeDrop(m_run.state(), card, *over).text.text : whereToDrop(card), Tone::Warning);
}

void TableScene::onKey(const SDL_KeyboardEvent& key)
{
    const SDL_Keycode sym = key.keysym.sym;
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    if (sym >= SDLK_1 && sym <= SDLK_4) {
        m_focus = static_cast<int>(sym - SDLK_1);
        m_showFocus = true;
    } else if (sym >= SDLK_KP_1 && sym <= SDLK_KP_4) {
        m_focus = static_cast<int>(sym - SDLK_KP_1);
        m_showFocus = true;
    } else if (sym == SDLK_LEFT || sym == SDLK_RIGHT) {
        m_focus = (m_focus + (sym == SDLK_LEFT ? kRoomSize - 1 : 1)) % kRoomSize;
        m_showFocus = true;
    } else if (sym == SDLK_RETURN || sym == SDLK_KP_ENTER || sym == SDLK_SPACE) {
        m_showFocus = true;
        faceSlot(m_focus);
    } else if (sym == SDLK_w || sym == SDLK_b) {
        fightChosen(sym == SDLK_w);
    } else if (sym == SDLK_a) {
        play(Action::avoid());
    } else if (sym == SDLK_h) {
        showHelp(m_help.requestHint(m_run));
    } else if (sym == SDLK_c) {
        toggleChances();
    } else if ((sym == SDLK_z && ctrl) || sym == SDLK_u) {
        undo();
    } else if (sym == SDLK_ESCAPE) {
        backToMenu();
    } else if (sym == SDLK_F1) {
        m_context.scenes.push(makeHowToPlayScene(m_context));
    }
}

void TableScene::activate(const std::string& buttonId)
{
    if (buttonId == "avoid")
        play(Action::avoid());
    else if (buttonId == "undo")
        undo();
    else if (buttonId == "menu")
        backToMenu();
    else if (buttonId == "hint")
        showHelp(m_help.requestHint(m_run));
    else if (buttonId == "chances")
        toggleChances();
}

void TableScene::backToMenu()
{
    // The run is already saved after every move; the menu offers to continue it.
    m_writer.flush();
    m_context.scenes.reset(makeMenuScene(m_context));
}

namespace {

std::unique_ptr<Scene> startTable(GameContext& context, const RunRecord& record, bool assisted, bool chances)
{
    std::string why;
    std::optional<Run> run = Run::start(record, &why);
    if (!run) {
        context.notices.add("The run could not be started: " + why);
        return makeMenuScene(context);
    }
    return std::make_unique<TableScene>(context, std::move(*run), assisted, chances);
}

} // namespace

std::unique_ptr<Scene> makeTableScene(GameContext& context, const RunRecord& record, bool assisted)
{
    return startTable(context, record, assisted, false);
}

std::unique_ptr<Scene> resumeTableScene(GameContext& context, const SavedRun& saved)
{
    return startTable(context, saved.record, saved.assisted, saved.chances);
}

} // namespace scoundrel::game
