#include "table/Choreography.h"

#include "audio/EventSounds.h"
#include "table/CardPlaces.h"
#include "text/Translate.h"
#include "ui/Theme.h"

#include "scoundrel/Deal.h"

#include <algorithm>
#include <utility>

namespace scoundrel::game {

namespace {

constexpr double kFlight = 0.3;
constexpr double kDealStep = 0.09;
constexpr double kUndoFlight = 0.25;
// An avoided room and its re-deal overlap: the room's cards leave one after another
// quickly, and the next room starts coming in while the last of them is still flying.
constexpr double kAvoidFlight = 0.25;
constexpr double kAvoidStep = 0.04;
constexpr double kRedealAfterLastLeaves = 0.06;
constexpr double kRedealStep = 0.06;

// The running time of a sequence of events, and what each event adds to it.
struct Timeline {
    Animator& animator;
    const TableLayout& layout;
    const GameState& before;
    const GameState& after;
    std::optional<Rect> dragged;
    double t = 0;
    double landed = 0; // when the faced card reaches its place: the hit or the potion shows then
    bool redeal = false; // the room was avoided: no beat between the turns, a quicker deal
    bool turnEnded = false; // the header names the new turn when its first card lands

    Point healthTop() const { return {layout.health.center().x, layout.health.y + layout.cardH / 6}; }

    void faced(const Event& e)
    {
        const Rect from = dragged ? *dragged : layout.room[e.slot];
        const CardPlace to = placeOf(layout, after, e.card);
        animator.fly(e.card, from, to.rect, true, to.faceUp, t, kFlight);
        landed = t + kFlight;
        t += 0.18;
    }

    void weaponDiscarded(const Event& e)
    {
        animator.fly(e.card, layout.weapon, layout.discard, true, true, t, kFlight);
        const auto slain = before.slain.cards();
        for (std::size_t i = 0; i < slain.size(); ++i) {
            const Rect from = placeOf(layout, before, slain[i]).rect;
            animator.fly(slain[i], from, layout.discard, true, true, t + 0.04 * static_cast<double>(i + 1), kFlight);
        }
        t += 0.12;
    }

    void healthChanged(const Event& e, bool healing)
    {
        const std::string sign = healing ? "+" : "-";
        const SDL_Color color = healing ? theme::kGood : theme::kDanger;
        const double at = std::max(t, landed);
        if (e.amount > 0)
            animator.floatText(sign + std::to_string(e.amount), color, healthTop(), layout.titleTextSize, at);
        animator.slideHealth(before.health, after.health, at);
    }

    void avoided()
    {
        double leaves = t;
        for (std::size_t i = 0; i < before.room.size(); ++i) {
            if (!before.room[i])
                continue;
            animator.fly(before.room[i], layout.room[i], layout.dungeon, true, false, leaves, kAvoidFlight);
            leaves += kAvoidStep;
        }
        t = leaves - kAvoidStep + kRedealAfterLastLeaves;
        redeal = true;
    }

    void drawn(const Event& e)
    {
        animator.fly(e.card, layout.dungeon, layout.room[e.slot], false, true, t, kFlight);
        if (std::exchange(turnEnded, false))
            animator.holdTurn(before.turn, t + kFlight);
        t += redeal ? kRedealStep : kDealStep;
    }

    // When the event is seen: a card's sound as it lands, the sweep of an avoided room as
    // it starts, the end of the run just after the last card.
    double momentOf(const Event& e) const
    {
        switch (e.kind) {
        case EventKind::CardDrawn:
        case EventKind::WeaponDiscarded:
            return t + kFlight;
        case EventKind::RoomAvoided:
            return t;
        case EventKind::Won:
        case EventKind::Lost:
            return std::max(t, landed) + 0.15;
        default:
            return std::max(t, landed);
        }
    }

    void play(const Event& e)
    {
        if (const auto cue = soundOf(e))
            animator.sound(*cue, momentOf(e));
        switch (e.kind) {
        case EventKind::CardFaced:
            return faced(e);
        case EventKind::WeaponDiscarded:
            return weaponDiscarded(e);
        case EventKind::DamageTaken:
            return healthChanged(e, false);
        case EventKind::Healed:
            return healthChanged(e, true);
        case EventKind::PotionWasted:
            return animator.floatText(std::string(tr("no effect")), theme::kAccent, healthTop(), layout.textSize,
                                      std::max(t, landed));
        case EventKind::RoomAvoided:
            return avoided();
        case EventKind::CardDrawn:
            return drawn(e);
        case EventKind::TurnEnded:
            turnEnded = true;
            t += redeal ? 0.0 : 0.15; // a beat before the next room, unless it replaces an avoided one
            return;
        default:
            return;
        }
    }
};

} // namespace

void animateAction(Animator& animator, const TableLayout& layout, const GameState& before, const GameState& after,
                   const EventList& events, std::optional<Rect> dragged)
{
    Timeline timeline{animator, layout, before, after, dragged};
    for (const Event& e : events)
        timeline.play(e);
}

void animateUndo(Animator& animator, const TableLayout& layout, const GameState& before, const GameState& after)
{
    for (Card card : canonicalDeck()) {
        const CardPlace from = placeOf(layout, before, card);
        const CardPlace to = placeOf(layout, after, card);
        if (from != to)
            animator.fly(card, from.rect, to.rect, from.faceUp, to.faceUp, 0, kUndoFlight);
    }
    animator.slideHealth(before.health, after.health, 0);
    animator.sound({SoundId::Place}, kUndoFlight);
}

void animateOutcome(Animator& animator, const TableLayout& layout, const TableCommand& command,
                    const TableOutcome& outcome, const GameState& after, std::optional<Rect> dragged)
{
    if (!outcome.done)
        return;
    if (command.kind == TableCommand::Kind::Play)
        animateAction(animator, layout, outcome.before, after, outcome.events, dragged);
    else if (command.kind == TableCommand::Kind::Undo)
        animateUndo(animator, layout, outcome.before, after);
}

void animateDeal(Animator& animator, const TableLayout& layout, const GameState& state)
{
    double t = 0.1;
    for (std::size_t i = 0; i < state.room.size(); ++i) {
        if (state.room[i]) {
            animator.fly(state.room[i], layout.dungeon, layout.room[i], false, true, t, kFlight);
            animator.sound({SoundId::Deal}, t + kFlight);
            t += kDealStep;
        }
    }
}

} // namespace scoundrel::game
