// The menu's words in every shipped language: what one of its dialogs names is a button as
// the menu labels it.
#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace scoundrel::game {
namespace {

using test::rectIn;
using test::SceneHarness;

// The pseudo-language's brackets around each translation go: the name is inside the
// question's brackets.
std::string unbracketed(std::string text)
{
    std::erase_if(text, [](char c) { return c == '[' || c == ']'; });
    return text;
}

// The words drawn in the rectangle name, joined by spaces (a label or message may wrap).
std::string wordsIn(const nlohmann::json& dump, const std::string& name)
{
    const Rect area = rectIn(dump["rects"][name]);
    std::string words;
    for (const auto& t : dump["texts"]) {
        if (area.contains(rectIn(t["rect"]).center()))
            words += (words.empty() ? "" : " ") + t["text"].get<std::string>();
    }
    return words;
}

// The words drawn after the text title, the dialog drawn over the menu.
std::string wordsAfter(const nlohmann::json& dump, const std::string& title)
{
    std::string words;
    bool after = false;
    for (const auto& t : dump["texts"]) {
        const std::string text = t["text"].get<std::string>();
        if (after)
            words += (words.empty() ? "" : " ") + text;
        after = after || text == title;
    }
    return words;
}

// np27's German "Quit Scoundrel?" said „Weiterspielen“ picks the run up, while the button
// read "Tagespartie weiter: Zug 6, Leben 20": the question names the button as it begins,
// the daily deal's and a numbered deal's, in every language.
TEST(MenuWords, TheQuitQuestionNamesContinueAsItsButtonBegins)
{
    for (const char* language : {"en", "de", "es", "fr", "pt_BR", "en@pseudo"}) {
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
        for (const std::uint64_t seed : {std::uint64_t{20261127}, std::uint64_t{1}}) {
            SCOPED_TRACE(std::string(language) + ", deal " + std::to_string(seed));
            SceneHarness h;
            const RunRecord record{Rules::official(), Deal::fromSeed(seed), {Action::avoid()}};
            ASSERT_EQ(store::saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
            h.start(makeMenuScene(h.context()));
            const std::string label = unbracketed(wordsIn(h.dump(), "button.continue"));
            // The name is the label up to its colon (French sets a space before it).
            std::string name = label.substr(0, label.find(':'));
            while (!name.empty() && name.back() == ' ')
                name.pop_back();
            ASSERT_FALSE(name.empty()) << label;
            h.key(SDLK_ESCAPE);
            const nlohmann::json dump = h.dump();
            ASSERT_EQ(dump["scene"], "confirm");
            const std::string question = unbracketed(wordsAfter(dump, std::string(tr("Quit Scoundrel?"))));
            EXPECT_NE(question.find(name), std::string::npos)
                << "the button: " << label << "\nthe question: " << question;
        }
    }
    useCatalogue("en", std::nullopt);
}

// np30: French "Jouer cette donne" was drawn smaller than "Annuler" beside it in the deal
// number dialog. Its buttons are as wide as their longest label needs: both labels at the
// size the buttons ask, in every language.
TEST(MenuWords, TheDealNumberDialogsButtonsDrawTheirLabelsAtOneSize)
{
    for (const char* language : {"en", "de", "es", "fr", "pt_BR", "en@pseudo"}) {
        SCOPED_TRACE(language);
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
        SceneHarness h;
        h.start(makeMenuScene(h.context()));
        h.click(h.center("button.deal_number"));
        const nlohmann::json dump = h.dump();
        ASSERT_EQ(dump["scene"], "deal_number");
        const std::string play(tr("Play this deal"));
        const std::string cancel(tr("Cancel"));
        int playSize = 0;
        int cancelSize = 0;
        for (const auto& t : dump["texts"]) {
            if (t["text"] == play)
                playSize = t["drawn"].get<int>();
            if (t["text"] == cancel)
                cancelSize = t["drawn"].get<int>();
        }
        ASSERT_GT(cancelSize, 0) << dump["texts"];
        EXPECT_EQ(playSize, cancelSize) << play;
    }
    useCatalogue("en", std::nullopt);
}

} // namespace
} // namespace scoundrel::game
