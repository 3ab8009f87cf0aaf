// The shipped catalogues (po/): every language translates every string of the
// template, with nothing fuzzy or left empty, keeps each string's {0} placeholders, and
// the .mo the build made from it reads back the same through the game's reader.
#include "PoFile.h"

#include "text/Catalogue.h"
#include "text/LanguageChoice.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace scoundrel::game {
namespace {

const std::filesystem::path kPoDir = SCOUNDREL_TEST_PO_DIR;
const std::filesystem::path kLocaleDir = SCOUNDREL_TEST_LOCALE_DIR;

// The shipped languages and the plural rule each one's header must give.
const std::vector<std::pair<std::string, std::string>> kShipped{
    {"de", "nplurals=2; plural=(n != 1);"},
    {"fr", "nplurals=2; plural=(n > 1);"},
    {"es", "nplurals=2; plural=(n != 1);"},
    {"pt_BR", "nplurals=2; plural=(n > 1);"},
};

// The positional placeholders of text: "{1} of {0}" has {0} and {1}.
std::set<std::string> placeholders(const std::string& text)
{
    std::set<std::string> out;
    for (std::size_t at = text.find('{'); at != std::string::npos; at = text.find('{', at + 1)) {
        const auto close = text.find('}', at);
        if (close != std::string::npos && close > at + 1 && close - at <= 3 &&
            text.find_first_not_of("0123456789", at + 1) == close)
            out.insert(text.substr(at, close - at + 1));
    }
    return out;
}

TEST(Catalogues, TheTemplateHasTheGamesStrings)
{
    const auto pot = test::readPo(kPoDir / "scoundrel.pot");
    EXPECT_GT(pot.size(), 150u);
    const auto keys = test::byKey(pot);
    EXPECT_TRUE(keys.count("card-full\x04King of Clubs")) << "the King of Clubs, a whole name in each language";
    EXPECT_TRUE(keys.count("Continue"));
}

TEST(Catalogues, EveryLanguageTranslatesEveryStringOfTheTemplate)
{
    const auto pot = test::byKey(test::readPo(kPoDir / "scoundrel.pot"));
    for (const auto& [language, rule] : kShipped) {
        const auto po = test::readPo(kPoDir / (language + ".po"));
        const auto keys = test::byKey(po);
        for (const auto& [key, entry] : pot) {
            if (key.empty())
                continue;
            const auto it = keys.find(key);
            if (it == keys.end()) {
                ADD_FAILURE() << language << ".po lacks msgid \"" << entry.id << "\"";
                continue;
            }
            EXPECT_FALSE(it->second.fuzzy) << language << ".po:" << it->second.line << " is fuzzy: " << entry.id;
            for (const std::string& str : it->second.strs)
                EXPECT_FALSE(str.empty()) << language << ".po:" << it->second.line << " is untranslated: " << entry.id;
            EXPECT_EQ(it->second.strs.size(), entry.idPlural.empty() ? 1u : 2u) << language << ": " << entry.id;
        }
        for (const auto& [key, entry] : keys)
            EXPECT_TRUE(pot.count(key)) << language << ".po:" << entry.line << " has a msgid the template lacks (run "
                                        << "the update-po target): " << entry.id;
        const auto header = keys.find("");
        ASSERT_NE(header, keys.end()) << language;
        EXPECT_NE(header->second.strs.at(0).find("Plural-Forms: " + rule + "\n"), std::string::npos)
            << language << " has another plural rule than the game's table says";
        EXPECT_NE(header->second.strs.at(0).find("charset=UTF-8"), std::string::npos) << language;
    }
}

TEST(Catalogues, EveryTranslationKeepsItsPlaceholders)
{
    for (const auto& [language, rule] : kShipped) {
        for (const test::PoEntry& entry : test::readPo(kPoDir / (language + ".po"))) {
            if (entry.id.empty())
                continue;
            std::set<std::string> wanted = placeholders(entry.id);
            for (const std::string& p : placeholders(entry.idPlural))
                wanted.insert(p);
            for (const std::string& str : entry.strs)
                EXPECT_EQ(placeholders(str), wanted)
                    << language << ".po:" << entry.line << ": \"" << str << "\" for \"" << entry.id << "\"";
        }
    }
}

// np32 read "qu'il a tué" beside "Pas d’arme": French writes its apostrophes curly, every
// one of them (a keyboard's straight one crept into nine strings).
TEST(Catalogues, FrenchWritesEveryApostropheCurly)
{
    for (const test::PoEntry& entry : test::readPo(kPoDir / "fr.po")) {
        if (entry.id.empty())
            continue;
        for (const std::string& str : entry.strs)
            EXPECT_EQ(str.find('\''), std::string::npos) << "fr.po:" << entry.line << ": \"" << str << "\"";
    }
}

TEST(Catalogues, TheBuiltCataloguesReadBackAsWritten)
{
    for (const auto& [language, rule] : kShipped) {
        std::string problem;
        const auto catalogue = Catalogue::load(cataloguePath(kLocaleDir, language), problem);
        ASSERT_TRUE(catalogue) << problem;
        for (const test::PoEntry& entry : test::readPo(kPoDir / (language + ".po"))) {
            if (entry.id.empty())
                continue;
            if (entry.idPlural.empty()) {
                EXPECT_EQ(catalogue->find(entry.key()), entry.strs.at(0)) << language << ": " << entry.id;
            } else {
                const unsigned long one = language == "fr" || language == "pt_BR" ? 0 : 1;
                EXPECT_EQ(catalogue->findPlural(entry.key(), one), entry.strs.at(0)) << language << ": " << entry.id;
                EXPECT_EQ(catalogue->findPlural(entry.key(), 5), entry.strs.at(1)) << language << ": " << entry.id;
            }
        }
    }
}

// Words a player sees side by side, each of which does something else: a language that
// gives two of them one translation leaves the player to guess (the French "Annuler" was
// both Undo, in the table's bar, and Cancel, in the combat choice over it).
struct SideBySide {
    const char* where;
    std::vector<std::string> keys; // msgid, or msgctxt \x04 msgid
};

const std::vector<SideBySide> kSideBySide{
    {"the table's buttons and the combat choice over them",
     {"Avoid room", "Undo", "Hint", "Chances", "Menu", "Cancel"}},
    {"the table's key legend and the combat choice's",
     {"choose", "face", "fight", "avoid", "undo", "hint", "chances", "menu", "cancel"}},
    // (each msgctxt split from its msgid's literal: "\x04F" would read as one hex escape)
    {"the mode row's options",
     {"mode\x04"
      "Official",
      "mode\x04"
      "Relentless",
      "mode\x04"
      "Frail",
      "mode\x04"
      "Gentle",
      "mode\x04"
      "Custom"}},
    {"the result's buttons", {"Play again", "Replay this deal", "Review", "Watch winning line", "High scores", "Menu"}},
};

TEST(Catalogues, WordsSeenSideBySideAreTranslatedApart)
{
    const auto pot = test::byKey(test::readPo(kPoDir / "scoundrel.pot"));
    for (const SideBySide& group : kSideBySide) {
        for (const std::string& key : group.keys)
            ASSERT_TRUE(pot.count(key)) << "the template lacks " << key << " (" << group.where << ")";
    }
    for (const auto& [language, rule] : kShipped) {
        const auto po = test::byKey(test::readPo(kPoDir / (language + ".po")));
        for (const SideBySide& group : kSideBySide) {
            std::map<std::string, std::string> seen; // translation -> its key
            for (const std::string& key : group.keys) {
                const auto it = po.find(key);
                ASSERT_NE(it, po.end()) << language << " lacks " << key;
                const std::string& shown = it->second.strs.at(0);
                const auto [other, fresh] = seen.emplace(shown, key);
                EXPECT_TRUE(fresh) << language << ": \"" << shown << "\" is both " << other->second << " and " << key
                                   << ", in " << group.where;
            }
        }
    }
}

TEST(Catalogues, ThePseudoLanguageIsLongerAndKeepsPlaceholders)
{
    std::string problem;
    const auto pseudo = Catalogue::load(cataloguePath(kLocaleDir, kPseudoLanguage), problem);
    ASSERT_TRUE(pseudo) << problem;
    std::size_t english = 0;
    std::size_t longer = 0;
    for (const test::PoEntry& entry : test::readPo(kPoDir / "scoundrel.pot")) {
        if (entry.id.empty() || !entry.context.empty())
            continue;
        const auto text = pseudo->find(entry.id);
        ASSERT_TRUE(text) << entry.id;
        EXPECT_EQ(placeholders(std::string(*text)), placeholders(entry.id)) << *text;
        english += entry.id.size();
        longer += text->size();
    }
    EXPECT_GT(static_cast<double>(longer), 1.35 * static_cast<double>(english)) << "in bytes";
}

} // namespace
} // namespace scoundrel::game
