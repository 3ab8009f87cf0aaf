#include "text/DiagnosticWords.h"
#include "text/Catalogue.h"
#include "text/LanguageChoice.h"
#include "text/LoadNotice.h"
#include "text/Translate.h"

#include "CliWords.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>
#include <string>

// The words for what a reader found wrong with a kept file: made above the store, in the
// player's language by the game and in English by scoundrel-cli.
namespace scoundrel::game {
namespace {

const std::filesystem::path kDiagnosticLocales = SCOUNDREL_TEST_LOCALE_DIR;

// Every kind of damage the store reports, with a key, a range and values to fill in.
std::vector<store::Diagnostic> everyDiagnostic()
{
    std::vector<store::Diagnostic> all;
    for (auto n = static_cast<int>(store::Damage::Unknown); n <= static_cast<int>(store::Damage::BadValue); ++n) {
        store::Diagnostic d = store::damage(static_cast<store::Damage>(n), "field");
        d.words = "because";
        d.low = 1;
        d.high = 9;
        d.values = {"on", "off"};
        d.json.fault = JsonFault::FieldMissing;
        d.json.key = "turn";
        d.replay.move = 3;
        d.replay.action = Action::fightWeapon(*parseCard("6C"));
        d.replay.reason = IllegalReason(Illegal::NoWeapon);
        all.push_back(d);
    }
    return all;
}

// The kinds that carry the JSON reader's or the replay's reason, which the game words as
// a player reads a move ("move 3: You have no weapon equipped.") and the CLI in its syntax.
bool carriesAReason(const store::Diagnostic& d)
{
    return d.what == store::Damage::RunDoesNotReplay || d.what == store::Damage::RunUnreadable ||
        d.what == store::Damage::BadValue;
}

// A player of the game reading English reads what a player of the CLI reads, but for the
// one word the game says as a player would ("move" where the CLI says "token").
TEST(DiagnosticWords, TheGamesEnglishIsTheClis)
{
    useCatalogue("en", std::nullopt);
    for (store::Diagnostic d : everyDiagnostic()) {
        if (carriesAReason(d))
            continue;
        for (store::DamageIn in : {store::DamageIn::File, store::DamageIn::Entry, store::DamageIn::Achievement}) {
            d.in = in;
            d.item = 4;
            std::string cli = cli::diagnosticWords(d);
            if (const auto token = cli.find("unknown token"); token != std::string::npos)
                cli.replace(token, 13, "unknown move");
            EXPECT_EQ(diagnosticWords(d), cli) << static_cast<int>(d.what);
            EXPECT_FALSE(cli.empty()) << static_cast<int>(d.what);
        }
    }
}

// A German player reads no English in a damaged file's notice, but for words the store
// only passes on (the system's) and the file's own names.
TEST(DiagnosticWords, AGermanPlayerReadsEveryDiagnosticInGerman)
{
    std::string problem;
    auto german = Catalogue::load(cataloguePath(kDiagnosticLocales, "de"), problem);
    ASSERT_TRUE(german) << problem;
    useCatalogue("de", std::move(german));
    for (store::Diagnostic d : everyDiagnostic()) {
        d.in = store::DamageIn::Entry;
        d.item = 2;
        const std::string english = cli::diagnosticWords(d);
        const std::string words = diagnosticWords(d);
        EXPECT_NE(words, english) << static_cast<int>(d.what);
        EXPECT_EQ(words.find("entry"), std::string::npos) << words;
    }
    // np37 read "health muss eine ganze Zahl ... sein": the file's own word, quoted, is seen
    // to be the file's, not a word the translation forgot.
    store::Diagnostic setting = store::damage(store::Damage::SettingNotInRange, "sound_volume");
    setting.low = 0;
    setting.high = 100;
    EXPECT_EQ(diagnosticWords(setting), "„sound_volume“ muss eine ganze Zahl von 0 bis 100 sein");
    store::Diagnostic health = store::damage(store::Damage::BadValue);
    health.json.fault = JsonFault::OutOfRange;
    health.json.key = "health";
    health.json.low = -200;
    health.json.high = 14;
    EXPECT_EQ(diagnosticWords(health), "„health“ muss eine ganze Zahl von -200 bis 14 sein");
    store::LoadReport report;
    report.state = store::LoadState::Damaged;
    report.fault = store::LoadFault::Damaged;
    report.file = "scores.json";
    report.detail = store::damage(store::Damage::NotAnInteger);
    report.detail.in = store::DamageIn::Entry;
    report.detail.item = 3;
    const std::string notice = loadNotice(report);
    EXPECT_EQ(notice.find("number"), std::string::npos) << notice;
    EXPECT_EQ(notice.find("entry"), std::string::npos) << notice;
    useCatalogue("en", std::nullopt);
}

// Why a file was not written: the store gives a value (the file, the system's errno), the
// game words it. In English the words are those the store said before it gave values; in
// German none of them is English but the file's name and the system's reason.
TEST(DiagnosticWords, AWriteFailureIsWordedByTheGame)
{
    useCatalogue("en", std::nullopt);
    const store::WriteFailure cannotWrite{store::WriteFault::CannotWrite, "/saves/run.json.tmp-7", ENOSPC};
    const store::WriteFailure cannotReplace{store::WriteFault::CannotReplace, "/saves/run.json", EACCES};
    const store::WriteFailure newer{store::WriteFault::NewerVersion, "scores.json", 0};
    EXPECT_EQ(writeFailureWords(cannotWrite), "cannot write /saves/run.json.tmp-7: No space left on device");
    EXPECT_EQ(writeFailureWords(cannotReplace), "cannot replace /saves/run.json: Permission denied");
    EXPECT_EQ(writeFailureWords(newer), "scores.json comes from a newer version of Scoundrel and was left as it is");
    EXPECT_EQ(writeFailureWords(store::WriteFailure{}), "");

    std::string problem;
    auto german = Catalogue::load(cataloguePath(kDiagnosticLocales, "de"), problem);
    ASSERT_TRUE(german) << problem;
    useCatalogue("de", std::move(german));
    for (const store::WriteFailure& failure : {cannotWrite, cannotReplace, newer}) {
        const std::string words = writeFailureWords(failure);
        EXPECT_NE(words.find(failure.file), std::string::npos) << words;
        for (const char* english : {"cannot", "newer version", "was left"})
            EXPECT_EQ(words.find(english), std::string::npos) << words;
    }
    useCatalogue("en", std::nullopt);
}

} // namespace
} // namespace scoundrel::game
