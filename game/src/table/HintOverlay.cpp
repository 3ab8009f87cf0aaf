#include "table/HintOverlay.h"

#include "input/Controls.h"
#include "table/HintedMove.h"
#include "table/Pill.h"
#include "table/TableBindings.h"
#include "text/CardNames.h"
#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

// Short, so it fits under a card: the Chances line says these are chances to win.
std::string badgeText(const ActionAdvice& best, bool namesWay)
{
    std::string text = percentText(best.winChance);
    if (!namesWay)
        return text;
    if (best.action.kind == ActionKind::FightWeapon)
        // TRANSLATORS: a chance's badge under a monster, such as "62% · weapon": keep it short.
        text = format(tr("{0} · weapon"), text);
    else if (best.action.kind == ActionKind::FightBare)
        text = format(tr("{0} · bare"), text);
    return text;
}

// The smallest text the chance badges shrink to, to fit beside each other.
constexpr int kSmallestBadgeText = 9;

// Where row y crosses a rounded rectangle: [first, last) columns, empty when it misses.
std::pair<int, int> spanAt(const Rect& r, int radius, int y)
{
    if (y < r.y || y >= r.y + r.h)
        return {0, 0};
    const int inset = roundedRowInset(y - r.y, r.h, radius);
    return {r.x + inset, r.x + r.w - inset};
}

// The area inside outer but not inside inner (both rounded), row by row where the
// corners curve and as two bands where the sides are straight.
void fillRing(Painter& painter, const Rect& outer, int outerRadius, const Rect& inner, int innerRadius, SDL_Color color)
{
    const int straightTop = inner.y + innerRadius;
    const int straightBottom = inner.y + inner.h - innerRadius;
    for (int y = outer.y; y < outer.y + outer.h; ++y) {
        if (y == straightTop && straightBottom > straightTop) {
            const auto [o0, o1] = spanAt(outer, outerRadius, y);
            const int h = straightBottom - straightTop;
            painter.fillRect({o0, y, inner.x - o0, h}, color);
            painter.fillRect({inner.x + inner.w, y, o1 - inner.x - inner.w, h}, color);
            y = straightBottom - 1;
            continue;
        }
        const auto [o0, o1] = spanAt(outer, outerRadius, y);
        const auto [i0, i1] = spanAt(inner, innerRadius, y);
        if (i1 <= i0) {
            painter.fillRect({o0, y, o1 - o0, 1}, color);
        } else {
            painter.fillRect({o0, y, i0 - o0, 1}, color);
            painter.fillRect({i1, y, o1 - i1, 1}, color);
        }
    }
}

} // namespace

std::optional<DropTarget> hintTarget(Action action)
{
    switch (action.kind) {
    case ActionKind::Face:
        return action.card.isWeapon() ? DropTarget::Weapon : DropTarget::Health;
    case ActionKind::FightWeapon:
        return DropTarget::Weapon;
    case ActionKind::FightBare:
        return DropTarget::Discard;
    case ActionKind::Avoid:
    case ActionKind::Abandon:
        break;
    }
    return std::nullopt;
}

const char* hintTargetName(std::optional<DropTarget> target)
{
    return target ? targetName(*target) : "avoid";
}

std::string hintPhrase(Action action)
{
    // TRANSLATORS: a hint's move, said after "Hint:" and in the review's list; {0} a card, such as "4 of Hearts".
    const std::string_view card = cardName(action.card);
    switch (action.kind) {
    case ActionKind::Face:
        return format(action.card.isWeapon() ? tr("equip the {0}") : tr("drink the {0}"), card);
    case ActionKind::FightWeapon:
        return format(tr("fight {0} with the weapon"), monsterObjectName(action.card));
    case ActionKind::FightBare:
        return format(tr("fight {0} barehanded"), monsterObjectName(action.card));
    case ActionKind::Avoid:
    case ActionKind::Abandon:
        break;
    }
    return std::string(tr("avoid the room"));
}

std::string pendingChanceText()
{
    // TRANSLATORS: the badge under a card while its chance to win is being worked out (a second or so after
    // each move): keep it a symbol or a very short word.
    return std::string(trc("chance badge", "…"));
}

std::string percentText(double chance)
{
    // TRANSLATORS: a chance in percent, such as "62%".
    // xgettext:no-c-format
    return format(trc("percent", "{0}%"), static_cast<int>(std::lround(chance * 100.0)));
}

std::optional<std::string> hintMoveWords(const Advice& advice, bool roomsComeRound)
{
    if (advice.looksAhead)
        return std::string(tr("avoid the room, to see what lies below"));
    // Under Gentle's unlimited avoiding np28 followed "avoid the room — 100%" ten turns with
    // every card at 0%, and took it for a loop: the rooms come round, and the hint waits
    // for one it can face.
    if (roomsComeRound && advice.move.kind == ActionKind::Avoid)
        // TRANSLATORS: a hint's move where every room may be avoided (Gentle): the avoided rooms come round again
        // at the dungeon's end, and the hint waits for one the player can face.
        return std::string(tr("avoid the room, until one you can face comes round"));
    return std::nullopt;
}

ToneText hintLine(const Advice& advice, bool roomsComeRound)
{
    // One number for a newcomer: the player's own chance, following the hints. The
    // winnable share (about the deal) waits behind the hint asked again, named on the line
    // by the button's name, which the mouse, the keys (the legend's "H hint") and the pad's
    // legend all show, rather than by one device's key.
    const std::string phrase = hintMoveWords(advice, roomsComeRound).value_or(hintPhrase(advice.move));
    const TableBinding* hint = bindingById("hint");
    // "Equip the 4 of Diamonds — 0% to win" read as a bad hint with no reason: when no
    // move can win, the advisor picks the one that scores best (Advisor.cpp), and says so.
    if (std::lround(advice.winChance * 100.0) == 0)
        // TRANSLATORS: {0} the move, such as "drink the 4 of Hearts"; {1} the hint button's name, "Hint".
        return {format(tr("Hint: {0} — no move can win from here; this one scores best ({1} again: details)"), phrase,
                       tr(hint->label)),
                chanceTone(advice.winChance)};
    // Where every move keeps the same chance, the line says so rather than call one the
    // best (np15: "avoid the room — 53%" with every move at 53%); the move is one of them.
    if (everyMoveTies(advice) && !advice.looksAhead)
        // TRANSLATORS: {0} the chance every move keeps, such as "53%"; {1} one of the moves, such as "equip the 8
        // of Diamonds"; {2} the hint button's name, "Hint".
        return {format(tr("Hint: every move here keeps {0} to win; {1}, for example ({2} again: details)"),
                       percentText(advice.winChance), phrase, tr(hint->label)),
                chanceTone(advice.winChance)};
    // TRANSLATORS: {0} the move, such as "drink the 4 of Hearts"; {1} the chance, such as "62%"; {2} the hint
    // button's name, "Hint".
    return {format(tr("Hint: {0} — {1} to win ({2} again: details)"), phrase, percentText(advice.winChance),
                   tr(hint->label)),
            chanceTone(advice.winChance)};
}

ToneText hintDetails(const Advice& advice)
{
    // The winnable share is about the deal (a player who saw every card), so it is said
    // as such, never as a chance; next to the player's own chance, named as theirs, so a
    // larger share does not read as a contradiction of the hint's percentage.
    // The hint plays for the win first and for the score only among moves that win as
    // often (Advisor.cpp's ranking): np34 followed it to a win of 1 and read that as a bad
    // hint, so the details say what it plays for.
    // TRANSLATORS: {0} the player's chance in percent, such as "45%"; {1} a share in percent, such as "76%". The
    // hint's advisor ranks moves by the chance to win first, by the score only where chances tie.
    return {format(tr("Details: {0} is your chance; a player who saw every card would win {1} from here. The hint "
                      "plays to win first, then for the score"),
                   percentText(advice.winChance), percentText(advice.winnableShare)),
            chanceTone(advice.winChance)};
}

bool wayShown(const GameState& state, const Advice& advice, const ActionAdvice& best)
{
    const bool weapon = best.action.kind == ActionKind::FightWeapon;
    if (!weapon && best.action.kind != ActionKind::FightBare)
        return true;
    const Action other = weapon ? Action::fightBare(best.action.card) : Action::fightWeapon(best.action.card);
    std::optional<double> otherChance;
    if (advice.move == other)
        otherChance = advice.winChance;
    for (const ActionAdvice& alternative : advice.alternatives) {
        if (alternative.action == other)
            otherChance = alternative.winChance;
    }
    if (!otherChance || percentText(*otherChance) != percentText(best.winChance))
        return true;
    return damageOf(state, best.action.card, weapon) <= damageOf(state, best.action.card, !weapon);
}

std::optional<ToneText> chanceBadgeText(const GameState& state, const Advice& advice, Card card,
                                        const std::vector<CostlyMove>& costly)
{
    const std::optional<ActionAdvice> best = bestActionOn(advice, card);
    if (!best)
        return std::nullopt;
    const std::string chance = badgeText(*best, wayShown(state, advice, *best));
    // A move whose chance ties the best's but that loses health the turn could keep says
    // so under its chance, so the two 75% badges of np12's room read apart.
    if (const CostlyMove* cost = card ? costlyOn(costly, card) : nullptr)
        return ToneText{chance + "\n" + costBadgeLine(*cost), Tone::Warning};
    return ToneText{chance, chanceTone(best->winChance)};
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
    consider({advice.move, advice.winChance, advice.meanScore, advice.winnableShare});
    for (const ActionAdvice& alternative : advice.alternatives)
        consider(alternative);
    return best;
}

void HintOverlay::drawAdviceUnder(Painter& painter, const TableAdvice& advice) const
{
    if (const Advice* hint = advice.shownHint())
        drawHalo(painter, hint->move);
}

std::vector<Label> HintOverlay::drawAdvice(Painter& painter, const TableAdvice& advice) const
{
    std::vector<Label> labels;
    if (advice.chancesOn())
        drawToggleOn(painter, layout.chancesButton);
    if (const Advice* chances = advice.shownChances())
        labels = drawChances(painter, chances, advice.shownCostlyMoves());
    else if (advice.chancesPending())
        labels = drawChances(painter, nullptr);
    if (const Advice* hint = advice.shownHint())
        drawHint(painter, hint->move);
    return labels;
}

Rect HintOverlay::targetRect(std::optional<DropTarget> target) const
{
    if (!target)
        return layout.avoidButton;
    if (*target != DropTarget::Weapon)
        return game::targetRect(layout, *target);
    // The glow hugs the weapon's stack, the weapon and every monster it slew, not the
    // whole area a drop is taken in.
    const int count = static_cast<int>(state.slain.size());
    if (count == 0)
        return layout.weapon;
    const Rect last = layout.slainCard(count - 1, count);
    return {layout.weapon.x, layout.weapon.y, last.x + last.w - layout.weapon.x,
            std::max(layout.weapon.h, last.y + last.h - layout.weapon.y)};
}

void HintOverlay::drawToggleOn(Painter& painter, const Rect& button) const
{
    const int step = std::max(2, layout.cardW / 50);
    painter.outlineRoundedRect(button.inset(-step), button.h / 4 + step, kHintGlow, step);
}

std::vector<Rect> HintOverlay::hintRects(Action action) const
{
    std::vector<Rect> out;
    if (const int slot = action.kind == ActionKind::Avoid ? -1 : slotOf(state, action.card); slot >= 0)
        out.push_back(layout.room[static_cast<std::size_t>(slot)]);
    out.push_back(targetRect(hintTarget(action)));
    return out;
}

void HintOverlay::drawHalo(Painter& painter, Action action) const
{
    // Rings one pixel wide, brightest at the edge and fading outwards; only around the
    // rectangle, so an empty slot inside keeps its look.
    const int width = std::max(6, layout.cardW / 8);
    const int radius = layout.cardW / 12;
    for (const Rect& r : hintRects(action)) {
        for (int d = 1; d <= width; ++d) {
            const double fade = 1.0 - static_cast<double>(d - 1) / width;
            const auto alpha = static_cast<Uint8>(std::lround(170.0 * fade));
            fillRing(painter, r.inset(-d), radius + d, r.inset(1 - d), radius + d - 1,
                     {kHintGlow.r, kHintGlow.g, kHintGlow.b, alpha});
        }
    }
}

void HintOverlay::drawHint(Painter& painter, Action action) const
{
    const int step = std::max(3, layout.cardW / 40);
    const int radius = layout.cardW / 12;
    for (const Rect& r : hintRects(action)) {
        painter.outlineRoundedRect(r.inset(-step), radius + step, kHintGlow, step);
        if (theme::kShapeCues)
            drawCornerBrackets(painter, r.inset(-3 * step), step);
    }
}

void HintOverlay::drawCornerBrackets(Painter& painter, const Rect& r, int thickness) const
{
    // Where colour alone cannot be told: the hint's places are bracketed at their corners,
    // a shape the focus ring and the drop targets' rings do not have.
    const int arm = std::max(3 * thickness, std::min(r.w, r.h) / 5);
    for (const int x : {r.x, r.x + r.w - arm}) {
        painter.fillRect({x, r.y, arm, thickness}, kHintGlow);
        painter.fillRect({x, r.y + r.h - thickness, arm, thickness}, kHintGlow);
    }
    for (const int y : {r.y, r.y + r.h - arm}) {
        painter.fillRect({r.x, y, thickness, arm}, kHintGlow);
        painter.fillRect({r.x + r.w - thickness, y, thickness, arm}, kHintGlow);
    }
}

std::vector<Label> HintOverlay::drawChances(Painter& painter, const Advice* advice,
                                            const std::vector<CostlyMove>& costly) const
{
    // Under each card's slot number. While the chances are worked out (no advice yet),
    // each place where one will show has a "…" badge, never an old figure: with none at
    // all the chances looked switched off (np11, 114-run3-auto.png).
    const char* kind = advice ? "chance" : "chance_pending";
    const ToneText pending{pendingChanceText(), Tone::Neutral};
    auto textOn = [&](Card card) -> std::optional<ToneText> {
        if (!advice)
            return pending;
        return chanceBadgeText(state, *advice, card, costly);
    };
    struct Place {
        std::string about;
        ToneText text;
        int centreX;
        int y;
        bool room;
    };
    std::vector<Place> places;
    const int small = layout.smallTextSize;
    for (std::size_t i = 0; i < state.room.size(); ++i) {
        const Card card = state.room[i];
        const std::optional<ToneText> text = card ? textOn(card) : std::nullopt;
        if (!text)
            continue;
        // Under the number as drawn, at the player's text size (np22: at 200% in a wide
        // window the badges covered the numbers' lower half).
        const Rect r = layout.room[i];
        places.push_back({"room." + std::to_string(i), *text, r.center().x,
                          layout.captionUnder(r).y + std::max(small * 3 / 2, painter.shown(small) + small / 4), true});
    }
    if (const std::optional<ToneText> text = advice || canAvoid(state) ? textOn(Card{}) : std::nullopt) {
        const Rect r = layout.avoidButton;
        places.push_back({"button.avoid", *text, r.center().x, r.y + r.h + small / 2, false});
    }
    // One text size for every badge, the largest at which all fit: a row of chances in
    // mixed sizes reads as if some mattered more. A room's badge may be wider than its
    // card where its neighbours' are narrow ("76 % · Faust" between two "76 %"), a
    // margin clear of them, and ends above the row under the room; held to its card's
    // width, German's way shrank every badge at 200% to 18 px, under their 20 px at 100%
    // (np22). The Avoid button's badge is no wider than the button.
    const int margin = std::max(2, layout.cardW / 25);
    const int pitch = layout.room[1].x - layout.room[0].x;
    const int rowBelow = std::min({layout.weaponArea.y, layout.health.y, layout.avoidButton.y});
    // How far a set of badges misses fitting, in pixels: 0 when it fits.
    const auto misfit = [&](const std::vector<Pill>& pills) {
        int missed = 0;
        std::optional<std::size_t> before;
        for (std::size_t k = 0; k < places.size(); ++k) {
            const Rect& box = pills[k].box;
            if (!places[k].room) {
                missed += std::max(0, box.w - layout.avoidButton.w);
                continue;
            }
            missed += std::max(0, box.w - 2 * (pitch - 2 * margin));
            missed += std::max(0, places[k].y + box.h - (rowBelow - margin));
            if (before) {
                const int needed = (pills[*before].box.w + box.w) / 2 + 2 * margin;
                missed += std::max(0, needed - (places[k].centreX - places[*before].centreX));
            }
            before = k;
        }
        return missed;
    };
    // Where a size does not fit, the way goes under the chance before the text shrinks
    // ("80%" over "weapon"): first on the one-line badges, then on the costly ones too
    // (np25's daily deal at 200%: "80% · bare" over "+5 ♥ lost" between two "80% · weapon"
    // met no size that fitted, and the smallest drew them over each other).
    enum class Ways { Beside, UnderOneLiners, UnderAll };
    const auto pillsAt = [&](int size, Ways ways) {
        std::vector<Pill> out;
        for (const Place& place : places) {
            const bool costLine = place.text.text.find('\n') != std::string::npos;
            const bool under = place.room && (ways == Ways::UnderAll || (ways == Ways::UnderOneLiners && !costLine));
            ToneText text = place.text;
            constexpr std::string_view kBeside = " · "; // as the translations of "{0} · weapon" keep it
            if (const std::size_t dot = text.text.find(kBeside); under && dot != std::string::npos)
                text.text.replace(dot, kBeside.size(), "\n");
            out.push_back(makePillOfLines(painter, std::move(text), size));
        }
        return out;
    };
    // The first that fits, from the largest size down; where none does, the one that
    // misses least (the largest size, the way beside, among equals).
    std::vector<Pill> pills;
    int least = -1;
    for (int size = small; size >= kSmallestBadgeText && least != 0; --size) {
        for (const Ways ways : {Ways::Beside, Ways::UnderOneLiners, Ways::UnderAll}) {
            std::vector<Pill> tried = pillsAt(size, ways);
            if (const int missed = misfit(tried); least < 0 || missed < least) {
                least = missed;
                pills = std::move(tried);
                if (missed == 0)
                    break;
            }
        }
    }
    std::vector<Label> labels;
    for (std::size_t k = 0; k < places.size(); ++k) {
        Pill& pill = pills[k];
        pill.box.x = places[k].centreX - pill.box.w / 2;
        pill.box.y = places[k].y;
        drawPill(painter, pill);
        labels.push_back({kind, places[k].about, std::move(pill)});
    }
    return labels;
}

} // namespace scoundrel::game
