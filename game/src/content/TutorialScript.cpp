#include "content/TutorialScript.h"

#include "text/Translate.h"

#include <array>

namespace scoundrel::game {

namespace {

// A card by its rank and suit, at compile time: its index in the canonical order.
constexpr Card card(int rank, Suit suit)
{
    constexpr std::array<int, 4> kFirst{0, 13, 22, 31}; // clubs, diamonds, hearts, spades
    return Card::fromId(static_cast<std::uint8_t>(kFirst[static_cast<std::size_t>(suit)] + rank - 2));
}

// Health along the way: 20, 8C barehanded 12, 4H 16 (6H wasted), avoid, 3H 19, 2C 17,
// QS 15, JC 14, 7S 14, 8H 20, 2H wasted: won at 20 with a potion last, 20 + 2.
const std::array<LessonStep, 15> kSteps{{
    {"equip", Action::face(card(5, Suit::Diamonds)), LessonPlace::Weapon,
     trMark("This is a room of four cards. You face three of them, one at a time; the fourth waits for the next "
            "room. Start with the 5 of Diamonds: a weapon."),
     trMark("the 5 of Diamonds")},
    {"fight_weapon", Action::fightWeapon(card(3, Suit::Spades)), LessonPlace::Weapon,
     trMark("Fight the 3 of Spades with your weapon. Damage is the monster minus the weapon, never below zero: the 3 "
            "does none."),
     trMark("the 3 of Spades with your weapon")},
    {"weapon_rule", Action::fightBare(card(8, Suit::Clubs)), LessonPlace::Discard,
     // A new player read "in a real run, fight the bigger monster first; here, fight the 8
     // barehanded" as the tutorial contradicting itself: the step says why the weapon cannot
     // hit the 8, and what that teaches, as one thing.
     trMark("The weapon rule: a weapon only hits monsters lower than its last kill. Your 5 last killed the 3, so it "
            "cannot hit the 8 of Clubs: fight the 8 barehanded, for 8 damage. That is why you use the weapon on the "
            "bigger monster first."),
     trMark("the 8 of Clubs barehanded")},
    {"potion", Action::face(card(4, Suit::Hearts)), LessonPlace::Health,
     trMark("A new room: three cards joined the one left over. Drink the 4 of Hearts: a potion heals."),
     trMark("the 4 of Hearts")},
    {"wasted_potion", Action::face(card(6, Suit::Hearts)), LessonPlace::Health,
     trMark("Only the first potion of a turn heals. Drink the 6 of Hearts to see it wasted: health stays at 16. In a "
            "real run, leave such a potion as the card that stays for the next room."),
     trMark("the 6 of Hearts")},
    {"lower_monster", Action::fightWeapon(card(2, Suit::Spades)), LessonPlace::Weapon,
     trMark("The 2 of Spades is lower than the 3 your weapon last killed, so the weapon can fight it."),
     trMark("the 2 of Spades with your weapon")},
    {"avoid", Action::avoid(), LessonPlace::AvoidButton,
     trMark("Three monsters, two of them big, and your weapon last killed a 2: it can hit no monster now, none "
            "is below 2. Avoid this room: its four cards go under the dungeon, to meet later."),
     trMark("avoiding the room")},
    {"no_second_avoid", Action::face(card(10, Suit::Diamonds)), LessonPlace::Weapon,
     trMark("You cannot avoid twice in a row: Avoid is grey. Take the 10 of Diamonds: the old weapon and its "
            "kills go to the discard pile."),
     trMark("the 10 of Diamonds")},
    {"heal", Action::face(card(3, Suit::Hearts)), LessonPlace::Health,
     trMark("Drink the 3 of Hearts, not the 8: at 16 health all 3 of its points heal, none wasted. Only one potion "
            "a turn heals, so the 8 waits for a turn when it can heal more."),
     trMark("the 3 of Hearts")},
    {"small_barehanded", Action::fightBare(card(2, Suit::Clubs)), LessonPlace::Discard,
     trMark("Fight the 2 of Clubs barehanded: 2 damage, and the new weapon stays fresh for the big monsters."),
     trMark("the 2 of Clubs barehanded")},
    {"biggest_first", Action::fightWeapon(card(12, Suit::Spades)), LessonPlace::Weapon,
     trMark("The avoided monsters are back. Fight the biggest first with the weapon: Queen 12 - 10 = 2 damage."),
     trMark("the Queen of Spades with your weapon")},
    {"next_lower", Action::fightWeapon(card(11, Suit::Clubs)), LessonPlace::Weapon,
     trMark("The Jack (11) is lower than the Queen, so the weapon still works: 1 damage."),
     trMark("the Jack of Clubs with your weapon")},
    {"last_weapon_kill", Action::fightWeapon(card(7, Suit::Spades)), LessonPlace::Weapon,
     trMark("And the 7 of Spades: no damage."), trMark("the 7 of Spades with your weapon")},
    {"last_room", Action::face(card(8, Suit::Hearts)), LessonPlace::Health,
     trMark("The last room: the dungeon is empty, so face every card left. Drink the 8 of Hearts: health never "
            "goes above 20."),
     trMark("the 8 of Hearts")},
    {"last_card", Action::face(card(2, Suit::Hearts)), LessonPlace::Health,
     trMark("Finish with the 2 of Hearts. It heals nothing, but a last potion at full health adds to your score."),
     trMark("the 2 of Hearts")},
}};

} // namespace

Rules tutorialRules()
{
    return Rules::official();
}

std::vector<Card> tutorialDungeon()
{
    using enum Suit;
    return {card(5, Diamonds),  card(3, Spades), card(8, Clubs),   card(2, Hearts), card(4, Hearts),
            card(6, Hearts),    card(2, Spades), card(12, Spades), card(11, Clubs), card(7, Spades),
            card(10, Diamonds), card(3, Hearts), card(2, Clubs),   card(8, Hearts)};
}

std::span<const LessonStep> tutorialSteps()
{
    return kSteps;
}

std::string_view tutorialEnding()
{
    // TRANSLATORS: {0} is the score, 22.
    return trMark("You escaped the dungeon! The 2 of Hearts healed nothing, but the last card, a potion drunk at full "
                  "health, adds its value to the score: 20 health + 2 = {0}.");
}

std::vector<PlayTip> playTips()
{
    using enum Suit;
    return {{trMark("Keep a small weapon for small monsters: it kills them for nothing. Spent on a big monster it "
                    "saves little, and then it can only hit monsters below that one."),
             {card(3, Diamonds), card(3, Clubs), card(2, Spades)}},
            // One card of the four always stays for the next room (np31 read "leave it in the room"
            // as if any number of cards could wait there).
            {trMark("A potion at full health heals nothing: leave it as the card that stays for the next room (one "
                    "of the four always does). Only the dungeon's very last card is different: drunk at full "
                    "health, it adds its value to the score."),
             {card(9, Hearts)}},
            {trMark("With no weapon, avoid a room with two big monsters: together they could cost you 20 health or "
                    "more."),
             {card(13, Spades), card(12, Clubs), card(4, Hearts), card(3, Spades)}}};
}

} // namespace scoundrel::game
