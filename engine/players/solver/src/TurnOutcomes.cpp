#include "TurnOutcomes.h"

#include <algorithm>
#include <bit>

namespace scoundrel::solver {

void TurnOutcomes::enumerate(const TurnStart& start)
{
    m_start = start;
    for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
        const Card card = start.room[slot];
        m_values[slot] = card ? card.value() : 0;
        m_roles[slot] = card ? card.role() : Role::Monster;
    }
    m_outcomes.clear();
    m_deathScore.reset();
    m_death = {};
    Walk walk;
    walk.stats = start.stats;
    walk.potionUsed = start.potionUsed;
    for (std::size_t slot = 0; slot < kRoomSize; ++slot)
        walk.facedMask = static_cast<std::uint8_t>(walk.facedMask | (start.room[slot] ? 0u : 1u << slot));
    for (std::vector<TurnOutcome>& group : m_byLeftover)
        group.clear();
    if (start.deathsMatter || start.toFace == 0)
        step(walk);
    else
        enumerateByLayers(walk);
    for (const std::vector<TurnOutcome>& group : m_byLeftover)
        m_outcomes.insert(m_outcomes.end(), group.begin(), group.end());
}

void TurnOutcomes::step(const Walk& walk)
{
    for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
        const Card card = m_start.room[slot];
        if (walk.facedMask & (1u << slot))
            continue;
        if (!card.isMonster()) {
            faceCard(walk, slot, ActionKind::Face);
            continue;
        }
        faceCard(walk, slot, ActionKind::FightBare);
        if (walk.stats.weapon > 0 && card.value() < walk.stats.bound)
            faceCard(walk, slot, ActionKind::FightWeapon);
    }
}

void TurnOutcomes::faceCard(const Walk& walk, std::size_t slot, ActionKind kind)
{
    const Card card = m_start.room[slot];
    Walk next;
    if (!advance(walk, slot, kind, next)) {
        const int deathScore = next.stats.health - (m_start.monstersLeft - next.monstersFaced);
        if (!m_deathScore || deathScore > *m_deathScore) {
            m_deathScore = deathScore;
            m_death = next.faced;
        }
        return;
    }
    if (next.faced.count == m_start.toFace)
        return record(next, card);
    step(next);
}

bool TurnOutcomes::advance(const Walk& walk, std::size_t slot, ActionKind kind, Walk& next) const
{
    const Card card = m_start.room[slot];
    const int value = m_values[slot];
    next = walk;
    next.facedMask = static_cast<std::uint8_t>(next.facedMask | 1u << slot);
    next.faced.push(Action{kind, card});
    Stats& stats = next.stats;
    if (kind == ActionKind::Face && m_roles[slot] == Role::Weapon) {
        stats.weapon = value;
        stats.bound = kFreshBound;
    } else if (kind == ActionKind::Face) {
        if (!next.potionUsed || m_start.rules.potions == PotionRule::Every)
            stats.health = std::min<int>(m_start.rules.maxHealth, stats.health + value);
        next.potionUsed = true;
    } else {
        next.monstersFaced = static_cast<std::uint8_t>(next.monstersFaced + value);
        const bool armed = kind == ActionKind::FightWeapon;
        stats.health -= armed ? std::max(0, value - stats.weapon) : value;
        if (armed)
            stats.bound = boundAfterSlaying(m_start.rules.weaponDegradation, value);
    }
    return stats.health > 0;
}

void TurnOutcomes::Layer::clear()
{
    walks.clear();
    counts.fill(0);
}

void TurnOutcomes::keepLiveWalk(Layer& layer, const Walk& walk)
{
    // Over the same cards, a walk with no better stats and no fresher potion can only
    // end where the other ends no worse (the rules' effects are monotone in each stat).
    const auto beats = [](const Walk& a, const Walk& b) {
        return b.stats.dominatedBy(a.stats) && (b.potionUsed || !a.potionUsed);
    };
    std::array<std::uint16_t, kMostSameCards>& same = layer.bySlots[walk.facedMask];
    const std::size_t count = layer.counts[walk.facedMask];
    for (std::size_t i = 0; i < count; ++i) {
        if (beats(layer.walks[same[i]], walk))
            return;
    }
    // The walks it beats are marked and leave the index; the order of the rest stays.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < count; ++i) {
        Walk& other = layer.walks[same[i]];
        if (beats(walk, other))
            other.beaten = true;
        else
            same[kept++] = same[i];
    }
    same[kept++] = static_cast<std::uint16_t>(layer.walks.size());
    layer.counts[walk.facedMask] = static_cast<std::uint8_t>(kept);
    layer.walks.push_back(walk);
}

void TurnOutcomes::enumerateByLayers(const Walk& first)
{
    Layer* current = &m_layers[0];
    Layer* next = &m_layers[1];
    current->clear();
    current->walks.push_back(first);
    for (int faced = 0; faced + 1 < m_start.toFace; ++faced) {
        next->clear();
        extendLayer<false>(*current, *next);
        std::swap(current, next);
    }
    extendLayer<true>(*current, *next);
}

template <bool kLast>
void TurnOutcomes::extendLayer(const Layer& current, Layer& next)
{
    // Only the slots not faced yet, lowest first: a loop over the set bits, with no
    // test (and no mispredicted branch) for the slots already faced.
    constexpr unsigned kAllSlots = (1u << kRoomSize) - 1;
    Walk moved;
    for (const Walk& walk : current.walks) {
        if (walk.beaten)
            continue;
        for (unsigned left = ~static_cast<unsigned>(walk.facedMask) & kAllSlots; left != 0; left &= left - 1) {
            const auto slot = static_cast<std::size_t>(std::countr_zero(left));
            const auto take = [&](ActionKind kind) {
                if (!advance(walk, slot, kind, moved))
                    return;
                if constexpr (kLast)
                    record(moved, m_start.room[slot]);
                else
                    keepLiveWalk(next, moved);
            };
            if (m_roles[slot] != Role::Monster) {
                take(ActionKind::Face);
                continue;
            }
            take(ActionKind::FightBare);
            if (walk.stats.weapon > 0 && m_values[slot] < walk.stats.bound)
                take(ActionKind::FightWeapon);
        }
    }
}

void TurnOutcomes::record(const Walk& walk, Card last)
{
    Stats stats = walk.stats;
    stats.canAvoid = mayAvoidAfter(m_start.rules.avoid, false);
    // The slot not faced (a turn leaves at most one card), -1 for none.
    const unsigned left = ~static_cast<unsigned>(walk.facedMask) & ((1u << kRoomSize) - 1);
    const int leftoverSlot = static_cast<int>(std::bit_width(left)) - 1;
    if (!m_start.endsGame)
        return keepUndominated(stats, leftoverSlot, walk.faced);
    TurnOutcome outcome{stats, leftoverSlot, 0, walk.faced};
    const bool bonus = walk.stats.health == m_start.rules.maxHealth && last.isPotion();
    outcome.finalScore = walk.stats.health + (bonus ? last.value() : 0);
    if (m_outcomes.empty())
        m_outcomes.push_back(outcome);
    else if (outcome.finalScore > m_outcomes.front().finalScore)
        m_outcomes.front() = outcome;
}

void TurnOutcomes::keepUndominated(const Stats& stats, int leftoverSlot, const FacedCards& faced)
{
    std::vector<TurnOutcome>& group = m_byLeftover[static_cast<std::size_t>(leftoverSlot + 1)];
    for (const TurnOutcome& kept : group) {
        if (stats.dominatedBy(kept.stats))
            return;
    }
    std::erase_if(group, [&](const TurnOutcome& kept) { return kept.stats.dominatedBy(stats); });
    group.push_back(TurnOutcome{stats, leftoverSlot, 0, faced});
}

} // namespace scoundrel::solver
