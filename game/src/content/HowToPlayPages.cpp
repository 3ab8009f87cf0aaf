#include "content/HowToPlayPages.h"

#include "input/Controls.h"
#include "scenes/ScreenBindings.h"
#include "table/TableBindings.h"
#include "text/Translate.h"

#include <array>
#include <optional>

namespace scoundrel::game {

namespace {

using Kind = RulesFigure::Kind;

RulesPage deckPage()
{
    return {std::string(tr("The dungeon")),
            {std::string(
                 tr("Scoundrel is a solo dungeon crawl. You walk through a dungeon one room at a time, fight monsters, "
                    "pick up weapons and drink potions. You win if you get through every card alive.")),
             std::string(tr(
                 "The dungeon is a deck of 44 cards: no jokers, no red face cards, no red aces. Every card has one of "
                 "three roles.")),
             std::string(tr(
                 "Clubs and spades are monsters: 2 to 10 at face value, J 11, Q 12, K 13, A 14. Diamonds are weapons "
                 "and hearts are potions, 2 to 10.")),
             std::string(tr("You start with 20 health, and can never have more than 20 (the modes may change that)."))},
            {{Kind::Row, {"5C", "JS", "AC"}, std::string(tr("Monsters: clubs and spades"))},
             {Kind::Row, {"3D", "7D", "10D"}, std::string(tr("Weapons: diamonds"))},
             {Kind::Row, {"2H", "6H", "9H"}, std::string(tr("Potions: hearts"))}}};
}

RulesPage turnPage()
{
    return {std::string(tr("A turn")),
            {std::string(
                 tr("Fill the room: draw from the dungeon into the four slots, leftmost empty slot first. A card left "
                    "from the last turn stays in its slot.")),
             std::string(tr(
                 "Then avoid the room or face it. Avoiding puts the four cards under the dungeon: you will meet them "
                 "again later. You cannot avoid two rooms in a row, nor once you have faced a card.")),
             std::string(
                 tr("Facing: take three of the four cards, one at a time, in any order. The fourth stays to start the "
                    "next room.")),
             std::string(tr("When the dungeon is empty, face every card left. The game ends when the room is empty."))},
            {{Kind::Room, {"8D", "KC", "2S", "4H"}, std::string(tr("The dungeon, and a room of four (deal 1)"))},
             {Kind::Row, {"4H"}, std::string(tr("Face three: the one you leave starts the next room"))}}};
}

// The controls of the device in use, written from the binding tables.
RulesPage controlsPage(const DeviceInUse& device)
{
    // TRANSLATORS: {0} the key or button that pauses, {1} the one that steps, such as "Space" and "Right".
    const std::string watching =
        format(tr("Watching the winning line from the result screen: {0} pauses and resumes, {1} plays the next move."),
               pressName(watchBindings(), "pause", device), pressName(watchBindings(), "step", device));
    if (device.pad) {
        return {std::string(tr("Controller")),
                // TRANSLATORS: {0} the pad's button that clicks, such as "A" or "Cross".
                {format(tr("The d-pad or the left stick moves the focus over the room's cards and the buttons, and {0} "
                           "does what a click does: a monster then asks how to fight, chosen the same way."),
                        buttonName(SDL_CONTROLLER_BUTTON_A, device.style)),
                 keysParagraph(device),
                 watching + " " +
                     // TRANSLATORS: {0} the key that switches speech, such as "Ctrl+Alt+S".
                     format(tr("With speech on ({0}, or Settings), the left stick pressed says how the run stands."),
                            keyLabel(bindingWithId(speechBindings(), "speech")->firstKey()))},
                {{Kind::Row,
                  {"7D", "9S"},
                  std::string(tr("Face the 9 of Spades: fight it with the weapon, or barehanded"))},
                 {Kind::Row, {"4H"}, std::string(tr("Face a potion to drink it"))}}};
    }
    return {
        std::string(tr("Mouse and keys")),
        {std::string(
             tr("Drag a room card onto your weapon to equip it (a diamond) or to fight with the weapon (a monster). "
                "Drag it onto the discard pile to fight barehanded or to drink a potion; a potion can also go onto "
                "the health bar. Places that take the card glow, and what would happen shows before you let go.")),
         std::string(
             tr("Or click a card to face it: a monster then asks how to fight. The Avoid button avoids the room.")),
         keysParagraph(device),
         // TRANSLATORS: How to play's own keys: {0} and {1} turn a page, such as "Left" and "Right"; {2} and {3} go to
         // the first and the last page, such as "Home" and "End". The dots are the row of small circles under a page.
         format(tr("On these pages, {0} and {1} turn a page, {2} and {3} go to the first and the last, and a dot "
                   "under the page opens the page it stands for."),
                pressName(howToPlayBindings(), "prev", device), pressName(howToPlayBindings(), "next", device),
                pressName(howToPlayBindings(), "first", device), pressName(howToPlayBindings(), "last", device)) +
             " " +
             // TRANSLATORS: {0} the key, such as "F11".
             format(tr("{0} switches full screen."), keyLabel(firstKeyOf(Control::FullScreen))) + " " + watching + " " +
             // TRANSLATORS: {0} the key that switches speech, such as "Ctrl+Alt+S"; {1} the summary's, such as "F2".
             format(tr("{0} switches speech on or off; {1} then says how the run stands."),
                    keyLabel(bindingWithId(speechBindings(), "speech")->firstKey()),
                    keyLabel(bindingWithId(speechBindings(), "summary")->firstKey()))},
        {{Kind::Row,
          {"7D", "9S"},
          std::string(tr("Drop the 9 of Spades on the 7 of Diamonds: fight it with the weapon"))},
         {Kind::Row, {"4H"}, std::string(tr("Drop a potion on the discard pile or the health bar"))}}};
}

RulesPage weaponPage()
{
    return {
        std::string(tr("Weapons")),
        {std::string(
             tr("A diamond is equipped as soon as you face it. Your old weapon, and every monster it slew, go to the "
                "discard pile.")),
         std::string(
             tr("Fight a monster barehanded and you lose its whole value. With your weapon you lose the monster "
                "minus the weapon, or nothing if the weapon is at least as strong.")),
         std::string(
             tr("You hold the 5 of Diamonds. The Jack of Spades (11) attacks: with the weapon it costs 11 - 5 = 6. "
                "Later the 3 of Clubs attacks: it costs nothing."))},
        // One weapon's story, in the order the words tell it: the second stack goes on
        // from the first, as a weapon only hits monsters below its last kill.
        {{Kind::WeaponStack, {"5D", "JS"}, std::string(tr("5 of Diamonds against Jack of Spades: 11 - 5 = 6 damage"))},
         {Kind::WeaponStack, {"5D", "JS", "3C"}, std::string(tr("5 of Diamonds against 3 of Clubs: no damage"))}}};
}

RulesPage dullPage()
{
    return {std::string(tr("Weapons get dull")),
            {std::string(
                 tr("After a kill, a weapon only works on monsters strictly lower than the last monster it slew. It "
                    "stays equipped for smaller ones; a bigger monster has to be fought barehanded, or you replace "
                    "the weapon.")),
             std::string(tr(
                 "So slay big monsters first. The 5 of Diamonds slays the Queen of Spades (12), then the 6 of Clubs "
                 "(6 is below 12): fine. In the other order, after the 6 of Clubs the 5 of Diamonds cannot touch the "
                 "Queen.")),
             std::string(
                 tr("You never have to use your weapon: fighting a small monster barehanded keeps the weapon sharp."))},
            {{Kind::WeaponStack, {"5D", "QS", "6C"}, std::string(tr("Good order: now it hits monsters below 6"))},
             {Kind::WeaponStack,
              {"5D", "6C"},
              std::string(tr("Bad order: the Queen of Spades must be fought barehanded")),
              {"QS"}}}};
}

RulesPage potionPage()
{
    return {std::string(tr("Potions")),
            {std::string(tr(
                 "A heart heals its value, but never above 20: at 17 health the 9 of Hearts takes you to 20, not 26.")),
             std::string(
                 tr("Only the first potion you face in a turn works, even if it healed nothing. Another one that turn "
                    "is thrown away, yet it still counts as one of the turn's cards.")),
             std::string(
                 tr("With two potions in a room, leave one as the card that stays for the next turn, and drink when "
                    "you are hurt."))},
            {{Kind::Row, {"5H", "7H"}, std::string(tr("Same turn: only the first one heals"))},
             {Kind::Row, {"9H"}, std::string(tr("At 17 health: back to 20"))}}};
}

RulesPage scorePage()
{
    return {
        std::string(tr("Winning and score")),
        {std::string(
             tr("You lose as soon as your health reaches 0 or less. Your score is then your health (it may be below "
                "0) minus every monster you never faced, so a bad loss scores far below zero.")),
         std::string(
             tr("You win when the dungeon and the room are empty and you are alive. Your score is your health, plus "
                "the potion's value if you end at full health with a potion as the last card.")),
         std::string(tr("Giving a run up counts as a loss, scored as if you died at that moment."))},
        {{Kind::Row, {"2S", "3H", "4H", "5D", "6H"}, std::string(tr("A perfect finish: 20 + 6 = 26"))},
         // The loss of rules.md: the cards left in the dungeon count too, so they are shown.
         {Kind::Row,
          {"AS", "KS", "QS", "JS"},
          std::string(tr("A hopeless room: the Ace and King of Spades barehanded, dead at -7"))},
         {Kind::Row, {"10S", "9S", "8S"}, std::string(tr("Left in the dungeon: -7 - (12 + 11 + 10 + 9 + 8) = -57"))}}};
}

RulesPage modesPage()
{
    return {std::string(tr("Modes")),
            {std::string(tr(
                 "A mode is a set of rules. Choose one in Settings for new runs; a run in progress keeps its own, and "
                 "the table names any mode but Official.")),
             std::string(
                 tr("Official: the game as written in 2011. Relentless: no room may be avoided. Frail: you start and "
                    "stay at 14 health or less. Gentle: for learning, avoid any room, every potion heals, and a weapon "
                    "also hits its last kill's equal.")),
             std::string(tr(
                 "High scores and statistics are kept apart for each set of rules: Left and Right switch between the "
                 "ones you have played."))},
            {{Kind::Room, {"AS", "KS", "QS", "JS"}, std::string(tr("Relentless: this room must be faced"))},
             {Kind::Row, {"3H", "4H"}, std::string(tr("Gentle: both potions heal"))}}};
}

RulesPage variantPage()
{
    return {
        std::string(tr("Custom rules")),
        {std::string(
             tr("Custom in Settings sets each rule on its own. Weapon after a kill: strictly lower (official), equal "
                "or lower, or any monster. Avoiding: not twice in a row (official), any time, or never.")),
         std::string(
             tr("Avoided rooms: kept in slot order (official), or shuffled before they go under the dungeon; the "
                "shuffle follows the deal, so a replay is always the same.")),
         std::string(
             tr("Potions: only the first of a turn heals (official), or every potion. Health: 1 to 30, 20 official."))},
        {{Kind::WeaponStack, {"8D", "6S"}, std::string(tr("Last kill: the 6 of Spades..."))},
         {Kind::Row, {"6C"}, std::string(tr("...the 6 of Clubs only with equal or lower"))}}};
}

RulesPage dealPage()
{
    return {
        std::string(tr("Deals and tips")),
        {std::string(
             tr("Every deal has a number, and the same number always deals the same dungeon. Share it, or replay "
                "it from the result screen or with Deal number in the menu.")),
         std::string(
             tr("Slay the biggest monsters with a fresh weapon. Replace a dull weapon: a fresh 4 of Diamonds can beat "
                "a 9 of Diamonds stuck below 3.")),
         std::string(tr("Avoid rooms you cannot survive; their cards come back at the end of the dungeon.")),
         std::string(tr("Monsters are worth 208 points against 54 of potions: you win by using your weapons well."))},
        {{Kind::WeaponStack, {"9D", "KC", "3S"}, std::string(tr("King first, then the 3: stuck below 3"))},
         {Kind::Row, {"4D"}, std::string(tr("A fresh small weapon beats a dull big one"))}}};
}

} // namespace

const std::vector<RulesPage>& rulesPages(const DeviceInUse& device)
{
    // One set for the keyboard and one for each pad style, made when first asked for, and
    // again in the language Settings may have changed to since.
    static std::array<std::optional<std::vector<RulesPage>>, 1 + kPadStyleCount> sets;
    static std::array<std::string, 1 + kPadStyleCount> languages;
    const std::size_t set = device.pad ? 1 + static_cast<std::size_t>(device.style) : 0;
    std::optional<std::vector<RulesPage>>& pages = sets[set];
    if (!pages || languages[set] != languageInUse()) {
        languages[set] = languageInUse();
        pages = std::vector<RulesPage>{deckPage(),   turnPage(),  controlsPage(device), weaponPage(),  dullPage(),
                                       potionPage(), scorePage(), modesPage(),          variantPage(), dealPage()};
    }
    return *pages;
}

} // namespace scoundrel::game
