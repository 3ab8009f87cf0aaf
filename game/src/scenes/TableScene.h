#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "table/Animator.h"
#include "table/DragController.h"
#include "table/FightChoice.h"
#include "table/FreshCards.h"
#include "table/HealthBar.h"
#include "table/MessageLog.h"
#include "table/PendingConfirmation.h"
#include "table/Pill.h"
#include "table/TableBindings.h"
#include "table/TableGuide.h"
#include "table/TableLayout.h"
#include "table/TableSession.h"
#include "ui/Button.h"

#include "scoundrel/Run.h"

#include <memory>
#include <optional>
#include <vector>

namespace scoundrel::game {

// The play screen: the run in progress on the table. It only turns input into commands
// and draws. A drop, a click, a key and a button all end in perform(), the one path to
// the session that owns the run; what changed comes back as the engine's events, which
// drive the animations. Keys and buttons are the rows of tableBindings(). Drawing only
// reads the state.
class TableScene : public Scene, public LayoutDumpable {
public:
    // assisted: help was already used in this run (a resumed run keeps the flag);
    // chances: the win chances were showing when the run was left, and show again.
    // resumed: a saved run picked up again (Continue), its room shown in place at once,
    // even before its first move: the cards were dealt when it began.
    // guide: a guided run (the tutorial), never saved nor scored; the guide says which
    // moves it takes, and where the player goes once it is over.
    TableScene(GameContext& context, Run run, bool assisted = false, bool chances = false, bool resumed = false,
               std::unique_ptr<TableGuide> guide = nullptr);

    std::string name() const override { return m_guide ? m_guide->sceneName() : "table"; }
    void handleEvent(const InputEvent& event) override;
    bool update(double seconds) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    // The first time: the run is saved.
    void entered() override;
    void left() override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;
    std::string spokenSummary() const override;

    // A line for the message bar, before the first move says more (what the run given
    // up for this one scored); speech says it with the table as it comes up.
    void tell(const std::string& line)
    {
        m_log.add(line);
        m_arrivalLines.push_back(line);
    }
    // Waits until the last save is on disk (for tests that read it).
    void flushSaves() { m_session.flushSaves(); }

private:
    // Whether the run's rules let every room be avoided: a hint to avoid waits for a room
    // to come round (hintLine).
    bool roomsComeRound() const;
    // The one path to the session: every change of the run goes through here.
    void perform(const TableCommand& command, std::optional<Rect> dragged = std::nullopt);
    // Whether the advisor's hint and chances are on the table, to tell what just came up.
    struct HelpShown {
        bool hint = false;
        bool chances = false;
    };
    HelpShown helpShown() const;
    // A hint that came up since before moves the keys' focus to its card.
    void focusNewHint(HelpShown before);
    // The room slot of the card the lesson's ring or the shown hint marks, or -1: with no
    // card chosen by the keys, W, B and Enter mean it.
    int markedSlot() const;
    // Lines the message bar shows that speech says too (a refusal, a hint), each as a
    // sentence; a hint or chances that came up since `before` are said in words.
    void speakLines(const std::vector<ToneText>& lines, HelpShown before, SpeechTurn turn = SpeechTurn::Interrupt);
    // Of a move's lines, the failed save, said after what speech words itself.
    static std::string spokenSaveLines(const std::vector<ToneText>& lines);
    // A key or a button: its binding's command, or what the scene does itself.
    void activate(const TableBinding& binding);
    void sceneAction(SceneAction action);
    // A click or the face key on the card in slot: asks how to fight a monster (always, the
    // weapon's way disabled when it cannot be used), plays any other card or asks first
    // (playOrAsk).
    void faceSlot(int slot);
    // A, Enter, W, B, X or Y on an emptied slot (the focus stays there after a move): plays
    // nothing, moves the focus to the nearest card (right, else left) and says so.
    void emptySlotPressed(int slot);
    // A key or the pad about to face the card in slot (Enter, A, W, B): true when that
    // card was dealt a moment ago, too soon to have been seen; the press is then refused,
    // said on the message line and by speech, and the next press faces it.
    bool refusedAsJustDealt(int slot);
    // The cards a move dealt into the room are fresh for their flight and a moment after.
    void noteDealt(const GameState& before, const GameState& after);
    // Plays action, unless it must ask first (confirmationBefore: a wasted potion, a worse
    // weapon): then the message line and speech ask, a dragged card goes back to its place,
    // and the same card played again answers. Never in a guided run: the lesson explains
    // its own plays and turns the others down at once.
    void playOrAsk(Action action, std::optional<Rect> dragged = std::nullopt);
    // W and B: fights the monster chosen with 1-4 or the arrows, or says why not; a
    // fight that would end the run asks first, as a click does.
    void fightChosen(bool withWeapon);
    // The combat dialog over the table, for the monster.
    void askHowToFight(Card monster);
    // The way to fight monster that the table's chances or hint show as best, if any.
    std::optional<FightDefault> advisedWay(Card monster) const;
    // Whether the hint shown, or the chances' best move, is this very action.
    bool advised(Action action) const;
    void choose(int slot);
    // The keys or the pad in use (SceneStack::keysOrPadInUse), at the table's start and at
    // each new turn: the focus ring shows on the card that has the focus, where the first
    // arrow moves from. With the mouse nothing is outlined.
    void showFocusForKeysOrPad();
    // The button the focus is on (Down from the cards), or nullptr on the cards.
    Button* focusedButton();
    // Moves the focus to the button at index (the cards' outline hidden); false for -1.
    bool focusButton(int index);
    // The button at index takes the focus from the room, which remembers the slot it left;
    // a greyed one does not: the focus stays, and the press says why it cannot act.
    void leaveRoomFor(int index);
    // From a button back to the slot the focus left the room from (the first card if none).
    void backToRoom();
    // The chosen slot's rectangle, where the focus moves up or down from.
    Rect roomRect() const;
    // The buttons' enabled state and reason, asked of the session's check.
    void refreshButtons();

    // Input.
    void onMouseDown(Point p, int clicks);
    void onMouseMove(Point p);
    void onMouseUp(Point p);
    // The pointer left the window, or a dialog covers the table.
    void clearHover();
    void drop();
    void backToMenu();
    // Esc, the pad's Back or Start, or the Menu button: back to the menu, but a guided run
    // with something to lose asks first ("Leave the tutorial?", Stay by default).
    void leave();

    // Drawing beyond the piles.
    void drawHighlights(Painter& painter) const;
    void drawMessage(Painter& painter);
    HealthBar healthBar() const;
    // The deal's label for the top bar ("Deal #42", "Tutorial"; none for the daily deal,
    // which the strip names).
    std::string topBarDeal() const;
    // The strip's words between the top bar and the cards: the rules of a run under
    // other than the official ones, or the daily deal's day (a replay marked).
    std::string stripWords() const;
    // The lines of small text the strip needs on this layout at its text size (the
    // rules of a custom run in German at 150%): the layout makes them room.
    int stripLinesFor(const TableLayout& layout) const;
    // The last move's line, or while a card is dragged what dropping it would do.
    ToneText messageLine() const;
    // "Deal 7: drag a card, click it, or choose with 1-4 and face with Enter", worded for
    // the device in use now.
    std::string openingLine() const;
    // The runs of this daily deal the high scores held when the table opened (none for
    // another deal), and the line that says this run is a replay (dailyReplayLine).
    int dailyRunsBefore() const;
    std::string dailyReplayLine() const;
    void drawTooltip(Painter& painter);
    // The tooltip of a chance badge that tells a health cost (CostlyMove), placed.
    Pill costlyTooltip(Painter& painter, const ToneText& words, const Label& badge) const;

    GameContext& m_context;
    std::unique_ptr<TableGuide> m_guide; // the tutorial's, or none
    TableSession m_session;
    TableLayout m_layout;
    Animator m_animator;
    double m_clock = 0; // real seconds the table has been updated for
    FreshCards m_fresh; // the cards just dealt, too soon to face by a press
    DragController m_drag;
    MessageLog m_log;
    bool m_openingLine = false; // the log's first line says how to start, in the device's words
    // What the message bar told as the run came, beyond how to start (the run given up
    // for it, a daily deal played again): spoken with the table until the first move.
    std::vector<std::string> m_arrivalLines;
    std::vector<Button> m_buttons; // the bindings that have one, in their order
    std::string m_pressedButton;
    // The button just clicked, the pointer still on it: its tooltip (why it is now greyed,
    // "Nothing to undo" after an Undo) would read as if the click did nothing, so it
    // waits for the pointer to leave the button.
    std::string m_quietTip;
    int m_focus = 0;
    bool m_showFocus = false;
    bool m_focusChosen = false; // the player chose the focused card (not a move nor the turn's start)
    std::optional<int> m_roomLeft; // the slot the focus left for a button, shown then; Down or Up goes back to it
    std::optional<int> m_hoverSlot;
    std::optional<Point> m_pointer; // where the pointer is over the table, for the deal's tooltip
    int m_dailyRunsBefore = 0; // a daily deal played before: the strip marks this run a replay
    Rect m_dealRect; // where the last frame drew the deal's number (its tooltip's anchor)
    std::optional<PendingConfirmation> m_asked; // the question put: the same card again plays it
    bool m_dealPending = false;
    bool m_saved = false; // once entered: the session saved the run
    std::optional<double> m_endCountdown;
    // A lesson's step reached while cards fly: said once they have landed.
    std::string m_heldStep;
    std::vector<Label> m_labels; // drawn by the last frame, for the layout dump
    Rect m_messageText; // where the last frame drew the message line's text
    Rect m_messageBar; // and the bar under it (grown for a line on two), none under the tutorial's lesson
    Device m_device = Device::Mouse; // the last one used, for a guide's hints
};

} // namespace scoundrel::game
