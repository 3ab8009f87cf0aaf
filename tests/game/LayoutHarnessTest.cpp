#include "DumpReading.h"
#include "LayoutHarnessScreens.h"
#include "LayoutRules.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include "scoundrel/Run.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

// Every screen in every state that changes what it shows, at each window size, checked
// against the layout rules (LayoutRules.h): nothing leaves its panel or the window,
// no text is cut by its button or drawn over another. The screens and their states are
// in LayoutHarnessScreens.cpp; a new loop (languages, text sizes) is one more list here.
namespace scoundrel::game::test {
namespace {

// The smallest window the game allows, the usual laptop, and full HD.
const std::vector<Size> kSizes{{1024, 640}, {1280, 800}, {1920, 1080}};

// The larger text sizes (issue 28), each at the usual laptop's window (every window in
// the full run).
const std::vector<TextSize> kLargerTexts{TextSize::Large, TextSize::Larger, TextSize::Largest};
const Size kLargerTextWindow{1280, 800};

struct Case {
    const Screen* screen;
    Size size;
    TextSize text = TextSize::Normal;
};

std::string caseName(const ::testing::TestParamInfo<Case>& info)
{
    Settings text;
    text.textSize = info.param.text;
    return info.param.screen->name + "_" + std::to_string(info.param.size.w) + "x" + std::to_string(info.param.size.h) +
        (info.param.text == TextSize::Normal ? "" : "_text" + std::to_string(text.textPercent()));
}

std::vector<Case> allCases()
{
    std::vector<Case> cases;
    for (const Screen& screen : screens()) {
        for (Size size : kSizes)
            cases.push_back({&screen, size});
        for (TextSize text : kLargerTexts) {
            if (!fullHarness()) {
                cases.push_back({&screen, kLargerTextWindow, text});
                continue;
            }
            for (Size size : kSizes)
                cases.push_back({&screen, size, text});
        }
    }
    return cases;
}

// With SCOUNDREL_LAYOUT_DUMPS set to a directory, every dump checked is written there
// too, with a picture of the screen, to look at what the rules saw. Without it the
// harness draws no pixels: the rules read only the dump.
SceneHarness::Canvas canvasForDumps()
{
    return std::getenv("SCOUNDREL_LAYOUT_DUMPS") ? SceneHarness::Canvas::Pixels : SceneHarness::Canvas::LayoutOnly;
}

void keepDump(SceneHarness& h, const nlohmann::json& dump, std::string name)
{
    const char* dir = std::getenv("SCOUNDREL_LAYOUT_DUMPS");
    if (!dir)
        return;
    std::replace(name.begin(), name.end(), ' ', '_');
    std::ofstream(std::filesystem::path(dir) / (name + ".json")) << dump.dump(1) << '\n';
    savePng(h.screenshot().get(), std::filesystem::path(dir) / (name + ".png"));
}

// Problems the harness found that are not fixed yet, each by the case it shows in (a
// part of the case's name: the screen's, its window and its text size, as
// "settings_1280x800_text200") and words of the problem. A problem listed here is
// printed ("known problem: ...") but does not fail; fixing one means deleting its entry.
struct KnownProblem {
    const char* screen;
    const char* words;
};
// A label drawn smaller at a larger text size than at 100% (textsShrunkBelowNormal), found
// by the rule's first full run and not fixed yet (issue 28), all in the pseudo-language,
// whose words run longer than any language's: High scores' "Other rules" buttons at 125%
// (the row of five is as wide as the panel allows), the review's "Turn" and the daily
// deal's result line.
const std::vector<KnownProblem> kKnownProblems{
    {"pseudo_", "text \"[Túúrn]\""},
    {"pseudo_daily_deal", "text \"[Dááííly dééáál · [25 [Sééptéémbéér]]] · #"},
    {"pseudo_high_scores", "rúúléés"},
    // The pseudo-language's Continue of a daily deal is wider than the menu's column at
    // 125% and 150%: a pixel or two under its 100% size, and at 200% at 1024x640 wider than
    // its button (every real language fits); at launch and reached from a run alike.
    {"pseudo_menu_saved_daily_deal", "text \"[Cóóntíínúúéé théé dááííly dééáál"},
    // Not grown with the text size (textsNotGrownWithTextSize, wired with this list): the
    // health panel's lines where the cards would have to give up more than a tenth of their
    // width for the panel (every language at 1024x640 and 200%, the review's smaller table;
    // the pseudo-language's and Brazilian Portuguese's longer lines, which wrap, at 1280x800),
    // drawn between their 100% size and 1.25 times it; the pseudo-language's menu name
    // beside the keys' legend.
    {"_1024x640_text200", "at 200%, not grown"},
    {"review_", "at 200%, not grown"},
    // A whole game's table at 1280x800 and 200% (its strip's deal label takes a line): the
    // cards reach the nine tenths before the panel has its lines' height.
    {"whole_game_", "at 200%, not grown"},
    {"pseudo_", "%, not grown"},
    {"pt_BR_", "at 200%, not grown"},
    // The tutorial keeps its cards' size under the lesson (smaller cards drew the lesson's
    // words smaller at 200% than at 150%), and the daily deal's review state draws the
    // review's smaller table, as the review_ screens do.
    {"tutorial", "at 200%, not grown"},
    {"daily_deal_", "at 200%, not grown"},
    {"pseudo_menu_from_run_daily_deal", "text \"[Cóóntíínúúéé théé dááííly dééáál"},
};

bool known(const std::string& screen, const std::string& problem)
{
    return std::any_of(kKnownProblems.begin(), kKnownProblems.end(), [&](const KnownProblem& k) {
        return screen.find(k.screen) != std::string::npos && problem.find(k.words) != std::string::npos;
    });
}

// The layout's problems, and at the normal text size on a Deck-sized window or larger,
// every text drawn under kLeastTextPixels (ui/Painter.h: the Steam Deck's recommended size);
// at a larger text size, every text drawn smaller than at the normal one.
std::vector<std::string> problemsOf(const nlohmann::json& dump, const Case& c)
{
    std::vector<std::string> problems = layoutProblems(dump);
    if (c.text == TextSize::Normal && c.size.w >= 1280 && c.size.h >= 800) {
        const std::vector<std::string> small = textsSmallerThan(dump, kLeastTextPixels);
        problems.insert(problems.end(), small.begin(), small.end());
    }
    if (c.text != TextSize::Normal) {
        const std::vector<std::string> shrunk = textsShrunkBelowNormal(dump);
        problems.insert(problems.end(), shrunk.begin(), shrunk.end());
    }
    return problems;
}

class Layout : public ::testing::TestWithParam<Case> { };

// How a variant of the harness differs: the prefix of its dumps' and known problems' names
// ("pseudo_"), whether the 12 px floor applies, whether the pad is in use at each check, and
// whether only the larger text size's rule is checked (no label smaller than at 100%).
struct Variant {
    std::string prefix;
    bool textFloor = true;
    bool pad = false;
    bool shrinkOnly = false;
};

// Whether a problem sentence's text rectangle ("[x,y,w,h]") lies in one of the dump's toasts.
bool inToast(const nlohmann::json& dump, const std::string& problem)
{
    const auto open = problem.find("\" [");
    if (open == std::string::npos || !dump.contains("rects"))
        return false;
    int x = 0, y = 0, w = 0, hgt = 0;
    if (std::sscanf(problem.c_str() + open + 2, "[%d,%d,%d,%d]", &x, &y, &w, &hgt) != 4)
        return false;
    for (const auto& [key, r] : dump["rects"].items()) {
        if (key.rfind("toast.", 0) != 0)
            continue;
        const int rx = r[0].get<int>(), ry = r[1].get<int>(), rw = r[2].get<int>(), rh = r[3].get<int>();
        if (x >= rx && y >= ry && x + w <= rx + rw && y + hgt <= ry + rh)
            return true;
    }
    return false;
}

// Visits the case's screen and checks every state it shows, as the variant asks.
void checkEveryState(const Case& c, const Variant& variant)
{
    // At a larger text size, the same screen's states at the normal text size first: what
    // each text must be drawn at least as large as (textsSmallerThanAtNormal).
    std::map<std::string, nlohmann::json> normal;
    if (c.text != TextSize::Normal) {
        SceneHarness n(c.size, canvasForDumps());
        n.context().settings.textSize = TextSize::Normal;
        c.screen->visit(n, [&](const std::string& state) {
            if (variant.pad)
                n.pad(SDL_CONTROLLER_BUTTON_MISC1);
            normal[state] = n.dump();
            keepDump(n, normal[state], "normal_" + variant.prefix + caseName({c, 0}) + "_" + state);
        });
    }
    SceneHarness h(c.size, canvasForDumps());
    h.context().settings.textSize = c.text;
    const std::string name = variant.prefix + caseName({c, 0});
    int checked = 0;
    c.screen->visit(h, [&](const std::string& state) {
        ++checked;
        if (variant.pad)
            h.pad(SDL_CONTROLLER_BUTTON_MISC1); // a button no screen binds: the pad is in use
        const auto dump = h.dump();
        keepDump(h, dump, name + "_" + state);
        std::vector<std::string> problems = variant.shrinkOnly ? textsShrunkBelowNormal(dump)
            : variant.textFloor                                ? problemsOf(dump, c)
                                                               : layoutProblems(dump);
        if (const auto hundred = normal.find(state); hundred != normal.end()) {
            for (const std::string& smaller : textsSmallerThanAtNormal(dump, hundred->second)) {
                // Exempt: the result screen's achievement toasts, whose band above the panel
                // is shorter at 200% (12 px against 14-17 px at 100%): the toasts are being
                // reworked on branch h99, which owns their size; listed in the report.
                if (dump["scene"] == "result" && smaller.find(" px, smaller than") != std::string::npos &&
                    inToast(dump, smaller))
                    continue;
                problems.push_back(smaller);
            }
            for (const std::string& small :
                 textsNotGrownWithTextSize(dump, hundred->second, h.context().settings.textPercent()))
                problems.push_back(small);
        }
        for (const std::string& problem : problems) {
            if (known(name, problem)) {
                std::cout << "known problem: " << name << " (" << state << "): " << problem << '\n';
                continue;
            }
            ADD_FAILURE() << name << " (" << state << ") at " << c.size.w << "x" << c.size.h << ", "
                          << dump["scene"].get<std::string>() << ": " << problem;
        }
    });
    EXPECT_GT(checked, 0) << "the screen showed no state to check";
}

TEST_P(Layout, EveryElementAndTextFitsAndOverlapsNothing)
{
    checkEveryState(GetParam(), {});
}

INSTANTIATE_TEST_SUITE_P(Screens, Layout, ::testing::ValuesIn(allCases()), caseName);

// The same under the pseudo-language (every string of the catalogue bracketed, accented
// and about 40% longer, as German runs), at the smallest window and at full HD: every
// screen's words come from the catalogue, so every screen still fits in a longer language.
std::vector<Case> pseudoCases()
{
    std::vector<Case> cases;
    for (const Screen& screen : screens()) {
        if (fullHarness()) {
            for (Size size : kSizes)
                cases.push_back({&screen, size});
            continue;
        }
        for (Size size : {Size{1024, 640}, Size{1920, 1080}})
            cases.push_back({&screen, size});
    }
    return cases;
}

class PseudoLayout : public Layout {
protected:
    void SetUp() override
    {
        std::ostringstream errors;
        useLanguage(kPseudoLanguage, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
        ASSERT_NE(tr("New game"), "New game");
    }
    void TearDown() override { useCatalogue("en", std::nullopt); }
};

TEST_P(PseudoLayout, EveryElementAndTextFitsAndOverlapsNothing)
{
    checkEveryState(GetParam(), {"pseudo_", false});
}

INSTANTIATE_TEST_SUITE_P(Screens, PseudoLayout, ::testing::ValuesIn(pseudoCases()), caseName);

// The pseudo-language at the larger text sizes, where its longer words meet the larger
// text: the table's key legend at 125% and 200% ran out of the window at every size (its
// second line "[F1 [hóów tóó plááy]] · [M [múútéé]]" under the window's bottom edge), and
// the pseudo-language's cases above run only at 100%. The screens below at the smallest
// window and 200%, in the full run at every size and larger text size (the drag label
// wider than the window covered the top bar's words, the combat dialog's subtitle and
// legend ran out of its panel). SCOUNDREL_PSEUDO_EVERY_SCREEN runs every screen. The
// screens run by default, by the start of their names:
const std::vector<std::string> kPseudoLargerScreens{
    // The menu's line under the title ran under the keys' legend at 200%, and at 125% the
    // legend's second line crossed the title's top edge (MenuScene::layout).
    "menu",
    "table",
    "combat",
    // "Your name:" ran out of the window's left edge and "no name given" under the count
    // and Save (PlayerNameRow::shareByWords).
    "result",
    // The piles' captions ran out of the window and into the list, the list's legend over
    // the discard pile, the weapon's line into the list (TableView::caption, drawWeapon,
    // ReviewScene::drawListLegend).
    "review",
    // Whole games in each preset (the table, the settings' tabs, the result): Gentle's
    // explanation ran out of the Settings' panel on one line (Choice::drawExplanation), and
    // every one's "Your name:" out of the window; Custom's rules over the table's top bar
    // and cards (drawStripLabel), and under the result's buttons (ResultScene::flowWords).
    "whole_game",
    // The App's full screen note: its words are longest in the pseudo-language, and it kept
    // clear of no button (np15).
    "toast",
};

bool pseudoLargerScreen(const std::string& name)
{
    const auto startsWith = [&](const std::string& prefix) { return name.rfind(prefix, 0) == 0; };
    return std::getenv("SCOUNDREL_PSEUDO_EVERY_SCREEN") ||
        std::any_of(kPseudoLargerScreens.begin(), kPseudoLargerScreens.end(), startsWith);
}

std::vector<Case> pseudoLargerCases()
{
    std::vector<Case> cases;
    for (const Screen& screen : screens()) {
        if (!pseudoLargerScreen(screen.name))
            continue;
        if (!fullHarness()) {
            cases.push_back({&screen, {1024, 640}, TextSize::Largest});
            continue;
        }
        for (TextSize text : kLargerTexts) {
            for (Size size : kSizes)
                cases.push_back({&screen, size, text});
        }
    }
    return cases;
}

class PseudoLargerText : public PseudoLayout { };

TEST_P(PseudoLargerText, EveryElementAndTextFitsAndOverlapsNothing)
{
    checkEveryState(GetParam(), {"pseudo_", false});
}

INSTANTIATE_TEST_SUITE_P(Screens, PseudoLargerText, ::testing::ValuesIn(pseudoLargerCases()), caseName);

// The same with a pad in the player's hands: before each check a pad button no screen
// binds is pressed, so the legends show the pad's glyphs (an Xbox pad's, the widest) and
// the screen is what a pad user sees. At 1280x800 (the Steam Deck's screen); every size in
// the full run.
std::vector<Case> padCases()
{
    std::vector<Case> cases;
    for (const Screen& screen : screens()) {
        if (!fullHarness()) {
            cases.push_back({&screen, kLargerTextWindow});
            continue;
        }
        for (Size size : kSizes)
            cases.push_back({&screen, size});
    }
    return cases;
}

class PadLayout : public Layout { };

TEST_P(PadLayout, EveryElementAndTextFitsAndOverlapsNothing)
{
    checkEveryState(GetParam(), {"pad_", true, true});
}

INSTANTIATE_TEST_SUITE_P(Screens, PadLayout, ::testing::ValuesIn(padCases()), caseName);

// The larger text sizes in the other languages (German, French, Spanish, Brazilian
// Portuguese and the pseudo-language, whose words run longer than English): no label is
// drawn smaller than at 100% (a button that fits German "Rückgängig" by shrinking it at 200%
// gives the player who asked for larger words smaller ones). The other rules are checked in
// English and the pseudo-language above. At 200% and 1024x640, the least room for the most
// text, in CI; every larger size at every window in the full run.
struct LanguageCase {
    Case c;
    std::string language;
};

const std::vector<std::string> kOtherLanguages{"de", "fr", "es", "pt_BR", std::string(kPseudoLanguage)};

// A language's code as a part of a test's name: "en@pseudo" as "pseudo".
std::string languageName(const std::string& language)
{
    return language == kPseudoLanguage ? "pseudo" : language;
}

std::vector<LanguageCase> languageCases()
{
    std::vector<LanguageCase> cases;
    for (const std::string& language : kOtherLanguages) {
        for (const Screen& screen : screens()) {
            if (!fullHarness()) {
                cases.push_back({{&screen, {1024, 640}, TextSize::Largest}, language});
                continue;
            }
            for (Size size : kSizes) {
                for (TextSize text : kLargerTexts)
                    cases.push_back({{&screen, size, text}, language});
            }
        }
    }
    return cases;
}

std::string languageCaseName(const ::testing::TestParamInfo<LanguageCase>& info)
{
    return languageName(info.param.language) + "_" + caseName({info.param.c, info.index});
}

class LanguageLayout : public ::testing::TestWithParam<LanguageCase> {
protected:
    void SetUp() override
    {
        std::ostringstream errors;
        useLanguage(GetParam().language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    }
    void TearDown() override { useCatalogue("en", std::nullopt); }
};

TEST_P(LanguageLayout, NoLabelIsDrawnSmallerThanAtTheNormalTextSize)
{
    checkEveryState(GetParam().c, {languageName(GetParam().language) + "_", true, false, true});
}

INSTANTIATE_TEST_SUITE_P(Screens, LanguageLayout, ::testing::ValuesIn(languageCases()), languageCaseName);

// The menu with the real notices of damaged files (LoadNotice's longest of each kind), and
// the menu reached from a run (its longer legend), in every language, checked by every
// rule: the other languages' cases above check only that no label shrinks; a German notice
// at 200% ran to six lines over the last button, and German's "Esc zurück zum Durchgang"
// wrapped the legend onto three lines, into the line under the title, which shrank.
// Each language at the two smaller windows at 100% and 200%; every window and text size
// in the full run.
std::vector<LanguageCase> menuNoticeCases()
{
    std::vector<std::string> languages{"en"};
    languages.insert(languages.end(), kOtherLanguages.begin(), kOtherLanguages.end());
    const std::vector<Size> sizes = fullHarness() ? kSizes : std::vector<Size>{{1024, 640}, {1280, 800}};
    const std::vector<TextSize> texts = fullHarness()
        ? std::vector<TextSize>{TextSize::Normal, TextSize::Large, TextSize::Larger, TextSize::Largest}
        : std::vector<TextSize>{TextSize::Normal, TextSize::Largest};
    std::vector<LanguageCase> cases;
    for (const std::string& language : languages) {
        for (const Screen& screen : screens()) {
            if (screen.name.rfind("menu_notice_", 0) != 0 && screen.name.rfind("menu_from_run", 0) != 0)
                continue;
            for (Size size : sizes) {
                for (TextSize text : texts)
                    cases.push_back({{&screen, size, text}, language});
            }
        }
    }
    return cases;
}

class MenuNoticesLayout : public LanguageLayout { };

TEST_P(MenuNoticesLayout, EveryElementAndTextFitsAndOverlapsNothing)
{
    const std::string& language = GetParam().language;
    checkEveryState(GetParam().c, {"notices_" + languageName(language) + "_", language != kPseudoLanguage});
}

INSTANTIATE_TEST_SUITE_P(Screens, MenuNoticesLayout, ::testing::ValuesIn(menuNoticeCases()), languageCaseName);

// The menu's buttons keep their places whether a saved run or notices are shown, so
// that the hand finds New game where it was (Continue takes a place of its own).
class MenuPlaces : public ::testing::TestWithParam<Size> { };

TEST_P(MenuPlaces, ButtonsKeepTheirPlacesWithContinueAndNotices)
{
    const auto plain = menuButtons(GetParam(), false, false);
    ASSERT_TRUE(plain.contains("button.new_game"));
    for (const auto& [saved, notices] : {std::pair{true, false}, std::pair{false, true}, std::pair{true, true}}) {
        const auto other = menuButtons(GetParam(), saved, notices);
        for (const auto& [name, rect] : plain) {
            ASSERT_TRUE(other.contains(name)) << name;
            if (other.at(name) == rect)
                continue;
            const std::string problem =
                name + " moved with saved run " + std::to_string(saved) + ", notices " + std::to_string(notices);
            if (known("menu_places", problem))
                std::cout << "known problem: " << problem << '\n';
            else
                ADD_FAILURE() << problem;
        }
    }
}

// The sizes of the labels drawn inside the scene's buttons.
std::set<int> buttonTextSizes(const nlohmann::json& dump)
{
    std::set<int> sizes;
    for (const auto& [name, r] : dump["rects"].items()) {
        if (name.rfind("button.", 0) != 0)
            continue;
        const Rect button = rectIn(r);
        for (const auto& text : dump["texts"]) {
            if (button.contains(rectIn(text["rect"]).center()))
                sizes.insert(text["size"].get<int>());
        }
    }
    return sizes;
}

TEST_P(MenuPlaces, TheResultScreensButtonsUseTheMenusTextSize)
{
    SceneHarness menu(GetParam());
    menu.start(makeMenuScene(menu.context()));
    const auto menuSizes = buttonTextSizes(menu.dump());
    ASSERT_EQ(menuSizes.size(), 1U);
    SceneHarness result(GetParam());
    const RunRecord lost = customRun({"KS", "QS", "AS"}, {"KS:bare", "QS:bare"});
    result.start(finishRun(result.context(), lost, *replay(lost)));
    if (buttonTextSizes(result.dump()) == menuSizes)
        return;
    const std::string problem = "the result screen's buttons are drawn at another text size than the menu's";
    if (known("result_buttons", problem))
        std::cout << "known problem: " << problem << '\n';
    else
        ADD_FAILURE() << problem;
}

const std::vector<std::string> kFiveLanguages{"en", "de", "es", "fr", "pt_BR"};

// The table of one custom run in each of the five languages at each of the given text
// sizes, in the test's window: check has the harness once the table has drawn.
class TableInEveryLanguage : public ::testing::TestWithParam<Size> {
protected:
    void TearDown() override { useCatalogue("en", std::nullopt); }

    // Any screen, made by makeScene, in each language (the five, or those given) at each
    // text size.
    void sceneInEachLanguage(const std::vector<TextSize>& textSizes,
                             const std::function<std::unique_ptr<Scene>(GameContext&)>& makeScene,
                             const std::function<void(const std::string& language, SceneHarness& h)>& check,
                             const std::vector<std::string>& languages = kFiveLanguages)
    {
        for (const std::string& language : languages) {
            for (TextSize text : textSizes) {
                std::ostringstream errors;
                useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
                ASSERT_EQ(errors.str(), "");
                SceneHarness h(GetParam());
                h.context().settings.textSize = text;
                h.start(makeScene(h.context()));
                h.frame();
                check(language, h);
            }
        }
    }

    void forEachLanguage(const std::vector<TextSize>& textSizes, const std::vector<std::string>& moves,
                         const std::function<void(const std::string& language, SceneHarness& h)>& check,
                         const std::vector<std::string>& languages = kFiveLanguages)
    {
        sceneInEachLanguage(
            textSizes,
            [&moves](GameContext& context) {
                return makeTableScene(context, customRun({"QS", "3D", "9C", "5H", "2S", "8C", "4H"}, moves));
            },
            check, languages);
    }
};

const std::vector<TextSize> kEveryTextSize{TextSize::Normal, TextSize::Large, TextSize::Larger, TextSize::Largest};

// The table's buttons draw every label at the buttons' one text size, in every language
// (German "Raum meiden" and Spanish "Probabilidad" were drawn at 17 px where the others
// were at 19): each button is as wide as its words, not its words as small as the button.
// At 100% and 125%; at 150% and 200% the table's width runs out first and a long label
// still draws smaller (the turn's line and the weapon keep their room).
class TableButtonWords : public TableInEveryLanguage { };

TEST_P(TableButtonWords, EveryLabelAtTheButtonsTextSizeInEveryLanguage)
{
    forEachLanguage({TextSize::Normal, TextSize::Large}, {}, [](const std::string& language, SceneHarness& h) {
        EXPECT_EQ(buttonTextSizes(h.dump()).size(), 1U)
            << language << " at " << h.context().settings.textPercent() << "%: " << h.dump()["texts"].dump();
    });
}

// The top bar's four labels are drawn at one size at every text size, in every language
// and window (German "Rückgängig" at 200% was drawn smaller than Tipp, Chancen and Menü):
// the buttons share the bar by need, and where even that is too little the row shrinks
// together. At 1280x800 and larger they keep the full size in every language but Spanish
// at 200%, whose four words ("Probabilidad", "Deshacer") are wider than the bar leaves them.
class TopBarWords : public TableInEveryLanguage { };

TEST_P(TopBarWords, TheFourLabelsShareOneSize)
{
    forEachLanguage(kEveryTextSize, {"3D"}, [](const std::string& language, SceneHarness& h) {
        const auto dump = h.dump();
        std::set<int> drawn;
        std::set<int> nominal;
        for (const char* id : {"button.hint", "button.chances", "button.undo", "button.menu"}) {
            const Rect button = rectIn(dump["rects"][id]);
            for (const auto& t : dump["texts"]) {
                if (button.contains(rectIn(t["rect"]).center())) {
                    drawn.insert(t["drawn"].get<int>());
                    nominal.insert(t["nominal"].get<int>());
                }
            }
        }
        const std::string where =
            language + " at " + std::to_string(h.context().settings.textPercent()) + "%: " + dump["texts"].dump();
        EXPECT_EQ(drawn.size(), 1U) << where;
        const bool tooLong = language == "es" && h.context().settings.textSize == TextSize::Largest;
        if (h.window().w >= 1280 && !tooLong && drawn.size() == 1 && nominal.size() == 1) {
            EXPECT_GE(*drawn.begin(), *nominal.begin() * h.context().settings.textPercent() / 100 - 1) << where;
        }
    });
}

// Avoid room's label is drawn at its full size at every text size, in every language and
// window (German "Raum meiden" at 200% was drawn at 20 px of 32 at 1280x800: its button
// stopped short of the weapon); where the words need it, the button grows into the margin.
class AvoidWords : public TableInEveryLanguage { };

TEST_P(AvoidWords, AvoidRoomIsDrawnAtItsFullSize)
{
    forEachLanguage(kEveryTextSize, {}, [](const std::string& language, SceneHarness& h) {
        const auto dump = h.dump();
        const Rect button = rectIn(dump["rects"]["button.avoid"]);
        int found = 0;
        for (const auto& t : dump["texts"]) {
            if (button.contains(rectIn(t["rect"]).center())) {
                ++found;
                EXPECT_GE(t["drawn"].get<int>(), t["nominal"].get<int>() * h.context().settings.textPercent() / 100 - 1)
                    << language << " at " << h.context().settings.textPercent() << "%: " << t.dump();
            }
        }
        EXPECT_EQ(found, 1);
        EXPECT_GE(button.x, 0);
    });
}

INSTANTIATE_TEST_SUITE_P(Sizes, TopBarWords, ::testing::ValuesIn(kSizes), [](const auto& size) {
    return std::to_string(size.param.w) + "x" + std::to_string(size.param.h);
});

// How to play's four buttons draw their labels at one size at every text size, in every
// language and window (German "Spielen lernen" at 200% was drawn smaller than Vorherige,
// Zurück and Weiter): the buttons share the row by need. At 1280x800 and larger every
// label keeps its full size.
class HowToPlayButtonWords : public TableInEveryLanguage { };

TEST_P(HowToPlayButtonWords, TheFourLabelsShareOneSize)
{
    sceneInEachLanguage(
        kEveryTextSize, [](GameContext& context) { return makeHowToPlayScene(context); },
        [](const std::string& language, SceneHarness& h) {
            const auto dump = h.dump();
            std::set<int> drawn;
            std::set<int> nominal;
            int found = 0;
            for (const char* id : {"button.prev", "button.back", "button.tutorial", "button.next"}) {
                const Rect button = rectIn(dump["rects"][id]);
                EXPECT_GE(button.x, 0) << id;
                EXPECT_LE(button.x + button.w, h.window().w) << id;
                for (const auto& t : dump["texts"]) {
                    if (button.contains(rectIn(t["rect"]).center())) {
                        ++found;
                        drawn.insert(t["drawn"].get<int>());
                        nominal.insert(t["nominal"].get<int>());
                    }
                }
            }
            const std::string where =
                language + " at " + std::to_string(h.context().settings.textPercent()) + "%: " + dump["texts"].dump();
            EXPECT_EQ(found, 4) << where;
            EXPECT_EQ(drawn.size(), 1U) << where;
            if (h.window().w >= 1280 && drawn.size() == 1 && nominal.size() == 1) {
                EXPECT_GE(*drawn.begin(), *nominal.begin() * h.context().settings.textPercent() / 100 - 1) << where;
            }
        });
}

INSTANTIATE_TEST_SUITE_P(Sizes, HowToPlayButtonWords, ::testing::ValuesIn(kSizes), [](const auto& size) {
    return std::to_string(size.param.w) + "x" + std::to_string(size.param.h);
});

// The table's message line is drawn at its full size at every text size, in every
// language, at 1280x800 and larger (at 1024x640 never smaller than at 100%): a long one (a numbered deal's first
// message, German "Partie #…: zieh eine Karte, klicke sie an oder wähle mit 1-4 …" at 200%, was drawn at about its
// normal size, smaller than the legend under it) takes two lines of a taller bar.
class MessageWords : public TableInEveryLanguage { };

TEST_P(MessageWords, TheMessageIsDrawnAtItsFullSize)
{
    sceneInEachLanguage(
        kEveryTextSize,
        [](GameContext& context) {
            RunRecord run;
            run.deal = Deal::fromSeed(123456);
            return makeTableScene(context, run);
        },
        [](const std::string& language, SceneHarness& h) {
            const auto dump = h.dump();
            const Rect bar = rectIn(dump["rects"]["message"]);
            const std::string where =
                language + " at " + std::to_string(h.context().settings.textPercent()) + "%: " + dump["texts"].dump();
            // The turn's label in the top bar is drawn at the table's text size: the message
            // is drawn no smaller.
            int turn = 0;
            for (const auto& t : dump["texts"]) {
                if (t["text"] == format(tr("Turn {0}"), 1))
                    turn = t["drawn"].get<int>();
            }
            EXPECT_GT(turn, 0) << where;
            int found = 0;
            for (const auto& t : dump["texts"]) {
                if (bar.contains(rectIn(t["rect"]).center())) {
                    ++found;
                    const int drawn = t["drawn"].get<int>();
                    // At the smallest window French at 200% needs more than two lines
                    // (drawn at 24 of 26): there the message keeps the harness's rule.
                    EXPECT_GE(drawn, t["nominal"].get<int>()) << where;
                    if (h.window().w >= 1280) {
                        EXPECT_GE(drawn, t["nominal"].get<int>() * h.context().settings.textPercent() / 100 - 1)
                            << where;
                        EXPECT_GE(drawn, turn) << where;
                    }
                }
            }
            EXPECT_GE(found, 1) << where;
            for (const std::string& problem : layoutProblems(dump))
                ADD_FAILURE() << language << " at " << h.context().settings.textPercent() << "%: " << problem;
        });
}

INSTANTIATE_TEST_SUITE_P(Sizes, MessageWords, ::testing::ValuesIn(kSizes), [](const auto& size) {
    return std::to_string(size.param.w) + "x" + std::to_string(size.param.h);
});

// The health panel names itself ("HEALTH") at every text size, in every language and the
// pseudo-language, at full health and after a hit: at 1920x1080 and 200% the panel had
// no height for the caption above the number (813 px needed against 782) and left it out,
// so a player who asked for larger words saw a bare number and bar. The caption is drawn
// no smaller than at 100% in the same window, inside the panel, and overlaps nothing.
class HealthCaption : public TableInEveryLanguage { };

TEST_P(HealthCaption, ThePanelIsNamedAtEveryTextSize)
{
    std::vector<std::string> languages = kFiveLanguages;
    languages.emplace_back(kPseudoLanguage);
    for (const std::vector<std::string>& moves : {std::vector<std::string>{}, std::vector<std::string>{"QS:bare"}}) {
        std::map<std::string, int> atNormal; // the caption's size at 100%, by language
        forEachLanguage(
            kEveryTextSize, moves,
            [&](const std::string& language, SceneHarness& h) {
                const auto dump = h.dump();
                const Rect panel = rectIn(dump["rects"]["health"]);
                const int percent = h.context().settings.textPercent();
                const std::string where = language + " at " + std::to_string(percent) + "% after " +
                    std::to_string(moves.size()) + " moves: " + dump["texts"].dump();
                int found = 0;
                for (const auto& t : dump["texts"]) {
                    if (t["text"] != std::string(tr("HEALTH")))
                        continue;
                    ++found;
                    const Rect caption = rectIn(t["rect"]);
                    EXPECT_TRUE(panel.contains(caption.center())) << where;
                    const int drawn = t["drawn"].get<int>();
                    EXPECT_GE(drawn, t["nominal"].get<int>()) << where;
                    if (percent == 100)
                        atNormal[language] = drawn;
                    else
                        EXPECT_GE(drawn, atNormal[language]) << where;
                }
                EXPECT_EQ(found, 1) << where;
                // The caption's problems (the pseudo-language's legend at 125% leaves the
                // window, as the harness knows, and is not the panel's).
                const std::string quoted = "\"" + std::string(tr("HEALTH")) + "\"";
                for (const std::string& problem : layoutProblems(dump)) {
                    if (problem.find(quoted) != std::string::npos)
                        ADD_FAILURE() << language << " at " << percent << "%: " << problem;
                }
            },
            languages);
    }
}

INSTANTIATE_TEST_SUITE_P(Sizes, HealthCaption, ::testing::ValuesIn(kSizes), [](const auto& size) {
    return std::to_string(size.param.w) + "x" + std::to_string(size.param.h);
});

INSTANTIATE_TEST_SUITE_P(Sizes, AvoidWords, ::testing::ValuesIn(kSizes), [](const auto& size) {
    return std::to_string(size.param.w) + "x" + std::to_string(size.param.h);
});

// The pad's table legend names each fight ("X weapon · Y barehanded"), and with no weapon
// held only the barehanded one: it fits under the table with the rest of the legend in the
// longer languages at the smallest window and the largest text, and no word of it shrinks.
class PadTableLegend : public ::testing::TestWithParam<Size> {
protected:
    void TearDown() override { useCatalogue("en", std::nullopt); }
};

TEST_P(PadTableLegend, NamesEachFightAndFitsInTheLongerLanguages)
{
    for (const std::string& language : {std::string("de"), std::string(kPseudoLanguage)}) {
        for (TextSize text : {TextSize::Normal, TextSize::Largest}) {
            for (const bool weapon : {false, true}) {
                std::ostringstream errors;
                useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
                ASSERT_EQ(errors.str(), "");
                SceneHarness h(GetParam());
                h.context().settings.textSize = text;
                h.start(
                    makeTableScene(h.context(),
                                   customRun({"5D", "9S", "3S", "6H", "8C"},
                                             weapon ? std::vector<std::string>{"5D"} : std::vector<std::string>{})));
                h.pad(SDL_CONTROLLER_BUTTON_MISC1); // the pad is in use
                const auto dump = h.dump();
                const std::string where = language + " at " + std::to_string(h.context().settings.textPercent()) +
                    "%, " + (weapon ? "a weapon held" : "no weapon");
                EXPECT_TRUE(hasText(dump, std::string(tr("barehanded")))) << where;
                // A piece of the legend, a separator after it unless it ends a line.
                const std::string verb(tr("weapon"));
                const bool weaponNamed = std::any_of(dump["texts"].begin(), dump["texts"].end(), [&](const auto& t) {
                    return t["text"] == verb || t["text"] == verb + " \xC2\xB7 ";
                });
                EXPECT_EQ(weaponNamed, weapon) << where;
                std::vector<std::string> problems = layoutProblems(dump);
                if (text != TextSize::Normal) { // (a fit at 100% is the layout's to make, as in the harness)
                    const std::vector<std::string> shrunk = textsShrunkBelowNormal(dump);
                    problems.insert(problems.end(), shrunk.begin(), shrunk.end());
                }
                for (const std::string& problem : problems) {
                    if (!known(language == kPseudoLanguage ? "pseudo_" : language + "_", problem))
                        ADD_FAILURE() << where << ": " << problem;
                }
            }
        }
    }
}

std::string sizeName(const ::testing::TestParamInfo<Size>& size)
{
    return std::to_string(size.param.w) + "x" + std::to_string(size.param.h);
}

INSTANTIATE_TEST_SUITE_P(Sizes, MenuPlaces, ::testing::ValuesIn(kSizes), sizeName);
INSTANTIATE_TEST_SUITE_P(Sizes, TableButtonWords, ::testing::ValuesIn(kSizes), sizeName);
INSTANTIATE_TEST_SUITE_P(Sizes, PadTableLegend, ::testing::ValuesIn(kSizes), sizeName);

} // namespace
} // namespace scoundrel::game::test
