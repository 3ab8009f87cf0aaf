#include "text/Numbers.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

#include <climits>
#include <cstdint>
#include <limits>
#include <string>

// Issue 26: how each language groups a number's digits (text/Numbers.h).
namespace scoundrel::game {
namespace {

TEST(DigitGrouping, EnglishGroupsThousandsWithCommas)
{
    const DigitGrouping en = digitGroupingOf("en");
    EXPECT_EQ(groupedDigits(0, en), "0");
    EXPECT_EQ(groupedDigits(999, en), "999");
    EXPECT_EQ(groupedDigits(1000, en), "1,000");
    EXPECT_EQ(groupedDigits(12345, en), "12,345");
    EXPECT_EQ(groupedDigits(std::numeric_limits<std::uint64_t>::max(), en), "18,446,744,073,709,551,615");
}

TEST(DigitGrouping, GermanAndBrazilianPortugueseGroupWithAFullStop)
{
    EXPECT_EQ(groupedDigits(1000, digitGroupingOf("de")), "1.000");
    EXPECT_EQ(groupedDigits(12345, digitGroupingOf("de")), "12.345");
    EXPECT_EQ(groupedDigits(1234567, digitGroupingOf("pt_BR")), "1.234.567");
}

TEST(DigitGrouping, FrenchGroupsWithANarrowNoBreakSpace)
{
    EXPECT_EQ(groupedDigits(12345, digitGroupingOf("fr")), "12\u202F345");
    EXPECT_EQ(groupedDigits(1234567, digitGroupingOf("fr")), "1\u202F234\u202F567");
}

TEST(DigitGrouping, SpanishLeavesFourDigitsWhole)
{
    const DigitGrouping es = digitGroupingOf("es");
    EXPECT_EQ(groupedDigits(1000, es), "1000");
    EXPECT_EQ(groupedDigits(9999, es), "9999");
    EXPECT_EQ(groupedDigits(12345, es), "12.345");
    EXPECT_EQ(groupedDigits(1234567, es), "1.234.567");
}

TEST(DigitGrouping, AnUnknownLanguageOrThePseudoOneGroupsAsEnglish)
{
    EXPECT_EQ(groupedDigits(12345, digitGroupingOf("")), "12,345");
    EXPECT_EQ(groupedDigits(12345, digitGroupingOf("en@pseudo")), "12,345");
    EXPECT_EQ(groupedDigits(12345, digitGroupingOf("xx")), "12,345");
}

TEST(DigitGrouping, GroupedNumberFollowsTheLanguageInUse)
{
    useCatalogue("fr", std::nullopt);
    const std::string french = groupedNumber(std::uint64_t{12345});
    const std::string negative = groupedNumber(-1234);
    const std::string smallest = groupedNumber(INT_MIN);
    useCatalogue("de", std::nullopt);
    const std::string german = groupedNumber(1234);
    useCatalogue("en", std::nullopt);
    EXPECT_EQ(french, "12\u202F345");
    EXPECT_EQ(negative, "-1\u202F234");
    EXPECT_EQ(smallest, "-2\u202F147\u202F483\u202F648");
    EXPECT_EQ(german, "1.234");
    EXPECT_EQ(groupedNumber(1234), "1,234");
}

// The high scores' average: "average 2" for scores 2 and 1 read as a wrong sum.
TEST(OneDecimal, WritesTheTenthsOnlyWhenThereAreAny)
{
    const DigitGrouping en = digitGroupingOf("en");
    EXPECT_EQ(oneDecimal(1.5, en), "1.5");
    EXPECT_EQ(oneDecimal(2.0, en), "2");
    EXPECT_EQ(oneDecimal(-54.5, en), "\u221254.5"); // the true minus, as the result screen writes
    EXPECT_EQ(oneDecimal(-0.04, en), "0");
    EXPECT_EQ(oneDecimal(1.96, en), "2");
    EXPECT_EQ(oneDecimal(1234.25, en), "1,234.3");
}

TEST(OneDecimal, OtherLanguagesWriteADecimalComma)
{
    EXPECT_EQ(oneDecimal(1.5, digitGroupingOf("de")), "1,5");
    EXPECT_EQ(oneDecimal(-60.0 / 3.0 * 3.5, digitGroupingOf("fr")), "\u221270");
    EXPECT_EQ(oneDecimal(12345.5, digitGroupingOf("fr")), "12\u202F345,5");
    EXPECT_EQ(oneDecimal(1000.5, digitGroupingOf("es")), "1000,5");
    EXPECT_EQ(oneDecimal(2.5, digitGroupingOf("pt_BR")), "2,5");
    useCatalogue("de", std::nullopt);
    const std::string german = oneDecimal(1.5);
    useCatalogue("en", std::nullopt);
    EXPECT_EQ(german, "1,5");
    EXPECT_EQ(oneDecimal(1.5), "1.5");
}

} // namespace
} // namespace scoundrel::game
