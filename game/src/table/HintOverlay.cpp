#include "table/HintOverlay.h"

#include "table/Pill.h"
#include "ui/Painter.h"

#include "scoundrel/Engine.h"

#include <cmath>

namespace scoundrel::game {

namespace {

// A cool blue, unlike the gold of focus and drop targets, so a hint never reads as
// "this is where your card would go now".
constexpr SDL_Color kHintGlow{110, 205, 255, 255};

Tone chanceTone(double chance)
{
    if (chance >= 0.5)
        return Tone::Good;
    return chance > 0.0 ? Tone::Warning : Tone::Bad;
}

std::string badgeText(const ActionAdvice& best)
{
    std::string text = "win " + percentText(best.winChance);
    if (best.action.kind == ActionKind::FightWeapon)
        text += " · weapon";
    else if (best.action.kind == ActionKind::FightBare)
        text += " · bare";
    return text;
}

} // namespace

HintTarget hintTarget(Action action)
{
    switch (action.kind) {
    case ActionKind::Face:
        return action.card.isWeapon() ? HintTarget::Weapon : HintTarget::Health;
    case ActionKind::FightWeapon:
        return HintTarget::Weapon;
    case ActionKind::FightBare:
        return HintTarget::Discard;
    case ActionKind::Avoid:
    case ActionKind::Abandon:
        break;
    }
    return HintTarget::Avoid;
}

const char* hintTargetName(HintTarget target)
{
    switch (target) {
    case HintTarget::Weapon:
        return "weapon";
    case HintTarget::Discard:
        return "discard";
    case HintTarget::Health:
        return "health";
    case HintTarget::Avoid:
        break;
    }
    return "avoid";
}

std::string hintPhrase(Action action)
{
    const std::string card = action.card.name();
    switch (action.kind) {
    case ActionKind::Face:
        return (action.card.isWeapon() ? "equip " : "drink ") + card;
    case ActionKind::FightWeapon:
        return "fight " + card + " with the weapon";
    case ActionKind::FightBare:
        return "fight " + card + " barehanded";
    case ActionKind::Avoid:
    case ActionKind::Abandon:
        break;
    }
    return "avoid the room";
}

std::string percentText(double chance)
{
    return std::to_string(static_cast<int>(std::lround(chance * 100.0))) + "%";
}

ToneText hintLine(const Advice& advice)
{
    return {"Hint: " + hintPhrase(advice.move) + " — " + percentText(advice.winChance) + " to win",
            chanceTone(advice.winChance)};
}

std::optional<ActionAdvice> bestActionOn(const Advice& advice, Card card)
{
    std::optional<ActionAdvice> best;
    auto consider = [&](const ActionAdvice& candidate) {
        const bool onCard = card ? candidate.action.card == card && candidate.action.kind != ActionKind::Avoid
                                 : candidate.action.kind == ActionKind::Avoid;
        if (onCard && (!best || candidate.winChance > best->winChance))
            best = candidate;
    };
    consider({advice.move, advice.winChance, advice.meanScore});
    for (const ActionAdvice& alternative : advice.alternatives)
        consider(alternative);
    return best;
}

Rect HintOverlay::targetRect(HintTarget target) const
{
    switch (target) {
    case HintTarget::Weapon:
        return layout.weapon;
    case HintTarget::Discard:
        return layout.discard;
    case HintTarget::Health:
        return layout.health;
    case HintTarget::Avoid:
        break;
    }
    return layout.avoidButton;
}

void HintOverlay::glow(Painter& painter, const Rect& r) const
{
    const int step = std::max(2, layout.cardW / 40);
    const int radius = layout.cardW / 12;
    // Fading rings outwards, then a crisp one on the edge.
    for (int i = 4; i >= 1; --i) {
        const SDL_Color c{kHintGlow.r, kHintGlow.g, kHintGlow.b, static_cast<Uint8>(150 / i)};
        painter.outlineRoundedRect(r.inset(-step * (i + 1)), radius + step * (i + 1), c, step);
    }
    painter.outlineRoundedRect(r.inset(-step), radius + step, kHintGlow, std::max(3, step));
}

void HintOverlay::drawToggleOn(Painter& painter, const Rect& button) const
{
    const int step = std::max(2, layout.cardW / 50);
    painter.outlineRoundedRect(button.inset(-step), button.h / 4 + step, kHintGlow, step);
}

void HintOverlay::drawHint(Painter& painter, Action action) const
{
    if (action.kind != ActionKind::Avoid) {
        const int slot = slotOf(state, action.card);
        if (slot >= 0)
            glow(painter, layout.room[static_cast<std::size_t>(slot)]);
    }
    glow(painter, targetRect(hintTarget(action)));
}

void HintOverlay::drawChances(Painter& painter, const Advice& advice) const
{
    const int size = layout.smallTextSize;
    for (std::size_t i = 0; i < state.room.size(); ++i) {
        const Card card = state.room[i];
        if (!card)
            continue;
        if (const auto best = bestActionOn(advice, card)) {
            const Rect r = layout.room[i];
            drawPill(painter, {badgeText(*best), chanceTone(best->winChance)}, {r.center().x, r.y + r.h - size / 2},
                     size, layout.window);
        }
    }
    if (const auto avoid = bestActionOn(advice, Card{})) {
        const Rect r = layout.avoidButton;
        drawPill(painter, {badgeText(*avoid), chanceTone(avoid->winChance)},
                 {r.center().x, r.y + r.h + size * 2 + size / 2}, size, layout.window);
    }
}

} // namespace scoundrel::game
