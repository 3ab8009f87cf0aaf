#include "content/HowToPlayPages.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

// How to play's words in every shipped language: a player reads card names ("5 of
// Diamonds", "Karo-5"), never the program's codes ("5D", "JS"), which a new player took
// for codes, not cards. The codes stay on the figures' card faces only.
namespace scoundrel::game {
namespace {

class HowToPlayWords : public ::testing::TestWithParam<std::string_view> {
protected:
    void SetUp() override
    {
        std::ostringstream errors;
        useLanguage(GetParam(), SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    }
    void TearDown() override { useCatalogue("en", std::nullopt); }
};

// Every text of every page, for the keyboard and for each pad style.
std::vector<std::string> howToPlayTextsShown()
{
    std::vector<std::string> out;
    for (const DeviceInUse device : {DeviceInUse{}, DeviceInUse{true, PadStyle::Xbox},
                                     DeviceInUse{true, PadStyle::PlayStation}, DeviceInUse{true, PadStyle::Xbox360},
                                     DeviceInUse{true, PadStyle::Nintendo}, DeviceInUse{true, PadStyle::SteamDeck}}) {
        for (const RulesPage& page : rulesPages(device)) {
            out.push_back(page.title);
            out.insert(out.end(), page.paragraphs.begin(), page.paragraphs.end());
            for (const RulesFigure& figure : page.figures)
                out.push_back(figure.caption);
        }
    }
    return out;
}

TEST_P(HowToPlayWords, NoTextNamesACardByItsCode)
{
    // A rank (2 to 10, or T J Q K A) and a suit letter, as a word of its own.
    const std::regex code(R"((^|[^A-Za-z0-9])(10|[2-9TJQKA])[CDHS]($|[^A-Za-z0-9]))");
    for (const std::string& text : howToPlayTextsShown())
        EXPECT_FALSE(std::regex_search(text, code)) << GetParam() << ": " << text;
}

std::vector<std::string_view> howToPlayLanguages()
{
    std::vector<std::string_view> out;
    for (const Language& language : kLanguages)
        out.push_back(language.code);
    return out;
}

INSTANTIATE_TEST_SUITE_P(Languages, HowToPlayWords, ::testing::ValuesIn(howToPlayLanguages()),
                         [](const ::testing::TestParamInfo<std::string_view>& language) {
                             return std::string(language.param);
                         });

} // namespace
} // namespace scoundrel::game
