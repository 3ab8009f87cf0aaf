#include "table/TableBindings.h"

#include "content/HowToPlayPages.h"
#include "table/TableLayout.h"

#include <SDL_keyboard.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace scoundrel::game {

namespace {

bool isCommand(const TableBinding& binding)
{
    return std::holds_alternative<TableCommand>(binding.does);
}

std::string controlsPageText()
{
    const auto& pages = rulesPages();
    const auto page =
        std::find_if(pages.begin(), pages.end(), [](const RulesPage& p) { return p.title == "Mouse and keys"; });
    std::string text;
    if (page != pages.end()) {
        for (const std::string& paragraph : page->paragraphs)
            text += paragraph + "\n";
    }
    return text;
}

} // namespace

TEST(TableBindings, EveryBindingHasAKeyALabelALegendEntryAndHelp)
{
    for (const TableBinding& binding : tableBindings()) {
        EXPECT_FALSE(binding.keys.empty()) << binding.id;
        EXPECT_FALSE(binding.label.empty()) << binding.id;
        EXPECT_FALSE(binding.legend.empty()) << binding.id;
        EXPECT_FALSE(binding.help.empty()) << binding.id;
    }
}

TEST(TableBindings, IdsAreUnique)
{
    std::set<std::string> ids;
    for (const TableBinding& binding : tableBindings())
        EXPECT_TRUE(ids.insert(binding.id).second) << binding.id;
}

// A key with no modifier answers whatever modifiers are down, so a key may serve only
// one binding, whatever the modifiers. F11 is the App's (full screen) everywhere.
TEST(TableBindings, NoTwoBindingsShareAKey)
{
    std::set<SDL_Keycode> keys{SDLK_F11};
    for (const TableBinding& binding : tableBindings()) {
        for (const KeyChord& chord : binding.keys)
            EXPECT_TRUE(keys.insert(chord.key).second) << binding.id << " " << SDL_GetKeyName(chord.key);
    }
}

TEST(TableBindings, EveryKeyFindsItsOwnRow)
{
    for (const TableBinding& binding : tableBindings()) {
        for (const KeyChord& chord : binding.keys)
            EXPECT_EQ(bindingForKey(chord.key, chord.mod), &binding) << binding.id;
        EXPECT_EQ(bindingById(binding.id), &binding);
    }
    EXPECT_EQ(bindingForKey(SDLK_z, KMOD_NONE), nullptr); // undo is Ctrl+Z
    EXPECT_EQ(bindingForKey(SDLK_z, KMOD_RCTRL)->id, "undo");
    EXPECT_EQ(bindingForKey(SDLK_a, KMOD_LSHIFT)->id, "avoid");
    EXPECT_EQ(bindingForKey(SDLK_q, KMOD_NONE), nullptr);
    EXPECT_EQ(bindingById("nothing"), nullptr);
}

// STYLE.md: only what changes the run is a command; looking, choosing a card, the menu
// and How to play are the scene's.
TEST(TableBindings, OnlyWhatChangesTheRunIsACommand)
{
    std::set<std::string> commands;
    for (const TableBinding& binding : tableBindings()) {
        if (isCommand(binding))
            commands.insert(binding.id);
    }
    EXPECT_EQ(commands, (std::set<std::string>{"avoid", "undo", "hint", "chances"}));
    EXPECT_EQ(std::get<TableCommand>(bindingById("avoid")->does), TableCommand::play(Action::avoid()));
}

TEST(TableBindings, EveryButtonHasItsPlaceOnTheTable)
{
    const TableLayout layout = computeTableLayout({1280, 800});
    std::vector<std::string> buttons;
    for (const TableBinding& binding : tableBindings()) {
        if (!binding.button)
            continue;
        buttons.push_back(binding.id);
        const Rect r = layout.button(binding.id);
        EXPECT_GT(r.w * r.h, 0) << binding.id;
    }
    EXPECT_EQ(buttons, (std::vector<std::string>{"avoid", "undo", "hint", "chances", "menu"}));
}

TEST(TableBindings, TheLegendNamesEachEntryOnceInTheTablesOrder)
{
    EXPECT_EQ(keyLegend(),
              "1-4 choose · Enter face · W/B fight · A avoid · Ctrl+Z undo · H hint · C chances · Esc menu · F1 how to "
              "play · M mute");
}

// np21 read "B [Menü] Menü" under the table: the pad's Start button is printed "Menu", the
// entry's own word. The legend names B alone; How to play and speech keep Start.
TEST(TableBindings, APadLegendDoesNotSayAButtonPrintedWithItsOwnWord)
{
    const DeviceInUse xbox{true, PadStyle::Xbox};
    EXPECT_NE(keyLegend(xbox).find(" · B menu · "), std::string::npos) << keyLegend(xbox);
    EXPECT_EQ(keyLegend(xbox).find("Menu menu"), std::string::npos) << keyLegend(xbox);
    // PlayStation's Options and Nintendo's + are other words: kept.
    EXPECT_NE(keyLegend({true, PadStyle::PlayStation}).find("/Options menu"), std::string::npos);
    std::vector<SDL_GameControllerButton> kept;
    for (const LegendEntry& entry : legendEntries(xbox)) {
        if (entry.verb == "menu")
            kept = entry.buttons;
    }
    EXPECT_EQ(kept, (std::vector<SDL_GameControllerButton>{SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_START}))
        << "the entries themselves keep Start, for How to play and speech";
}

TEST(TableBindings, HowToPlayNamesEveryBinding)
{
    const std::string text = controlsPageText();
    for (const TableBinding& binding : tableBindings())
        EXPECT_NE(text.find(binding.help), std::string::npos) << binding.id;
    EXPECT_NE(text.find(keysParagraph()), std::string::npos);
}

// np38 pressed Home for the first page, and the page of keys did not say it works.
TEST(TableBindings, HowToPlayNamesItsOwnKeysAndDots)
{
    const std::string text = controlsPageText();
    for (const char* key : {"Left", "Right", "Home", "End"})
        EXPECT_NE(text.find(key), std::string::npos) << key;
    EXPECT_NE(text.find("a dot under the page"), std::string::npos) << text;
}

} // namespace scoundrel::game
