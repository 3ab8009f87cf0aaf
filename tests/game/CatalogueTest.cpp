// The .mo reader, plural forms and the positional formatter (text/Catalogue.h,
// text/PluralRule.h, text/Format.h), on catalogues made here byte by byte and on the
// ones the build compiled from po/.
#include "text/Catalogue.h"
#include "text/Format.h"
#include "text/PluralRule.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

namespace scoundrel::game {
namespace {

using namespace std::string_literals;
using Pairs = std::vector<std::pair<std::string, std::string>>;

// A .mo file with pairs (original, translation) in the given byte order, as msgfmt
// writes it without a hash table: header, the two tables, then the strings.
std::string moBytes(const Pairs& pairs, bool bigEndian = false, std::uint32_t revision = 0)
{
    std::string out;
    const auto word = [&](std::uint32_t value) {
        for (int i = 0; i < 4; ++i) {
            const int shift = bigEndian ? 24 - 8 * i : 8 * i;
            out += static_cast<char>((value >> shift) & 0xff);
        }
    };
    const auto n = static_cast<std::uint32_t>(pairs.size());
    const std::uint32_t originals = 28;
    const std::uint32_t translations = originals + 8 * n;
    std::uint32_t strings = translations + 8 * n;
    word(0x950412de);
    word(revision);
    word(n);
    word(originals);
    word(translations);
    word(0);
    word(strings);
    std::string data;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> first;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> second;
    for (const auto& [original, translation] : pairs) {
        first.emplace_back(static_cast<std::uint32_t>(original.size()),
                           strings + static_cast<std::uint32_t>(data.size()));
        data += original + '\0';
    }
    for (const auto& [original, translation] : pairs) {
        second.emplace_back(static_cast<std::uint32_t>(translation.size()),
                            strings + static_cast<std::uint32_t>(data.size()));
        data += translation + '\0';
    }
    for (const auto& [length, offset] : first) {
        word(length);
        word(offset);
    }
    for (const auto& [length, offset] : second) {
        word(length);
        word(offset);
    }
    return out + data;
}

const Pairs kGerman{
    {"", "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"},
    {"Health {0}", "Leben {0}"},
    {"{0} card\0{0} cards"s, "{0} Karte\0{0} Karten"s},
    {"sound\x04Off", "Aus"},
    {"Untranslated", ""},
};

Catalogue parsed(const std::string& bytes)
{
    std::string problem;
    auto catalogue = Catalogue::parse(bytes, problem);
    EXPECT_TRUE(catalogue) << problem;
    return catalogue ? std::move(*catalogue) : Catalogue{};
}

TEST(Catalogue, ReadsTranslationsPluralsAndContexts)
{
    const Catalogue german = parsed(moBytes(kGerman));
    EXPECT_EQ(german.find("Health {0}"), "Leben {0}");
    EXPECT_EQ(german.findPlural("{0} card", 1), "{0} Karte");
    EXPECT_EQ(german.findPlural("{0} card", 5), "{0} Karten");
    EXPECT_EQ(german.find("sound\x04Off"), "Aus");
    EXPECT_EQ(german.find("Off"), std::nullopt);
    EXPECT_EQ(german.find("Untranslated"), std::nullopt) << "an empty translation is none";
    EXPECT_EQ(german.find("Never written"), std::nullopt);
}

TEST(Catalogue, ReadsBigEndianFiles)
{
    const Catalogue german = parsed(moBytes(kGerman, true));
    EXPECT_EQ(german.find("Health {0}"), "Leben {0}");
    EXPECT_EQ(german.findPlural("{0} card", 0), "{0} Karten");
}

TEST(Catalogue, UsesTheHeadersPluralRule)
{
    Pairs french = kGerman;
    french[0].second = "Plural-Forms: nplurals=2; plural=(n > 1);\n";
    const Catalogue catalogue = parsed(moBytes(french));
    EXPECT_EQ(catalogue.findPlural("{0} card", 0), "{0} Karte") << "French: 0 takes the singular";
    EXPECT_EQ(catalogue.findPlural("{0} card", 2), "{0} Karten");
}

// Each refusal is one line that says what is wrong; nothing is read from a bad file.
void expectRefused(const std::string& bytes, const std::string& says)
{
    std::string problem;
    EXPECT_FALSE(Catalogue::parse(bytes, problem));
    EXPECT_NE(problem.find(says), std::string::npos) << problem;
    EXPECT_EQ(problem.find('\n'), std::string::npos) << problem;
}

TEST(Catalogue, RefusesTruncatedCorruptAndForeignFiles)
{
    const std::string good = moBytes(kGerman);
    expectRefused("", "too short");
    expectRefused(good.substr(0, 20), "too short");
    expectRefused(good.substr(0, good.size() - 5), "truncated");
    expectRefused(good.substr(0, 60), "truncated");
    std::string magic = good;
    magic[0] = 'x';
    expectRefused(magic, "wrong magic");
    expectRefused("# a .po file, not a compiled one\nmsgid \"\"\nmsgstr \"\"\n", "wrong magic");
    std::string offset = good;
    offset[32] = '\x7f'; // the first original's offset, far past the end
    offset[33] = '\x7f';
    expectRefused(offset, "outside the file");
    std::string count = good;
    count[11] = '\x40'; // a count of a billion strings
    expectRefused(count, "outside the file");
    expectRefused(moBytes(kGerman, false, 2u << 16), "unknown revision");
    Pairs badPlural = kGerman;
    badPlural[0].second = "Plural-Forms: nplurals=2; plural=(n >;\n";
    expectRefused(moBytes(badPlural), "Plural-Forms");
}

TEST(Catalogue, LoadNamesTheFileItCannotRead)
{
    std::string problem;
    EXPECT_FALSE(Catalogue::load("/nonexistent/scoundrel.mo", problem));
    EXPECT_EQ(problem, "cannot read /nonexistent/scoundrel.mo");
    const auto path = std::filesystem::path(testing::TempDir()) / "truncated.mo";
    std::ofstream(path, std::ios::binary) << moBytes(kGerman).substr(0, 40);
    EXPECT_FALSE(Catalogue::load(path, problem));
    EXPECT_EQ(problem.rfind(path.string() + ": ", 0), 0u) << problem;
}

TEST(PluralRule, EvaluatesGettextsExpressions)
{
    std::string problem;
    const auto polish = PluralRule::parse(
        " nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", problem);
    ASSERT_TRUE(polish) << problem;
    EXPECT_EQ(polish->count(), 3u);
    EXPECT_EQ(polish->index(1), 0u);
    EXPECT_EQ(polish->index(3), 1u);
    EXPECT_EQ(polish->index(12), 2u);
    EXPECT_EQ(polish->index(22), 1u);
    EXPECT_EQ(polish->index(25), 2u);
    const auto japanese = PluralRule::parse("nplurals=1; plural=0;", problem);
    ASSERT_TRUE(japanese) << problem;
    EXPECT_EQ(japanese->index(7), 0u);
    const auto negation = PluralRule::parse("nplurals=2; plural=!(n == 1);", problem);
    ASSERT_TRUE(negation) << problem;
    EXPECT_EQ(negation->index(1), 0u);
    EXPECT_EQ(negation->index(2), 1u);
    EXPECT_EQ(PluralRule().index(1), 0u) << "English without a header";
    EXPECT_EQ(PluralRule().index(0), 1u);
}

TEST(PluralRule, RefusesWhatItCannotRead)
{
    std::string problem;
    EXPECT_FALSE(PluralRule::parse("nplurals=2;", problem));
    EXPECT_FALSE(PluralRule::parse("nplurals=0; plural=0;", problem));
    EXPECT_FALSE(PluralRule::parse("nplurals=2; plural=(n != 1;", problem));
    EXPECT_FALSE(PluralRule::parse("nplurals=2; plural=n ! 1;", problem));
    EXPECT_FALSE(PluralRule::parse("nplurals=2; plural=x;", problem));
}

TEST(Format, PutsArgumentsByPosition)
{
    EXPECT_EQ(format("{0} of {1}", "King", "Clubs"), "King of Clubs");
    EXPECT_EQ(format("{1}: {0}", 7, std::string("Health")), "Health: 7");
    EXPECT_EQ(format("{0} and {0}", 2), "2 and 2");
    EXPECT_EQ(format("{{0}} is {0}", 1), "{0} is 1");
    EXPECT_EQ(format("{2} stays, {0} goes", "a"), "{2} stays, a goes") << "a translator's slip shows, never throws";
    EXPECT_EQ(format("{x} {", 1), "{x} {");
    EXPECT_EQ(format("Lebenspunkte: {0}", -3), "Lebenspunkte: -3");
}

TEST(Translate, UsesTheCatalogueAndFallsBackToEnglish)
{
    useCatalogue("de", parsed(moBytes(kGerman)));
    EXPECT_EQ(tr("Health {0}"), "Leben {0}");
    EXPECT_EQ(tr("Not in the catalogue"), "Not in the catalogue");
    EXPECT_EQ(trc("sound", "Off"), "Aus");
    EXPECT_EQ(trc("animation", "Off"), "Off");
    EXPECT_EQ(trn("{0} card", "{0} cards", 2), "{0} Karten");
    EXPECT_EQ(trn("{0} room", "{0} rooms", 2), "{0} rooms");
    const std::string_view kept = tr("Health {0}");
    useCatalogue("en", std::nullopt);
    EXPECT_EQ(kept, "Leben {0}") << "what tr gave stays valid after a switch";
    EXPECT_EQ(tr("Health {0}"), "Health {0}");
    EXPECT_EQ(trn("{0} card", "{0} cards", 1), "{0} card");
    EXPECT_EQ(languageInUse(), "en");
}

} // namespace
} // namespace scoundrel::game
