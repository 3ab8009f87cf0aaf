#include "scenes/MenuScene.h"

#include "audio/MuteToggle.h"
#include "input/Binding.h"
#include "input/Legend.h"
#include "run/DailyDeal.h"
#include "run/NewRun.h"
#include "run/RunLedger.h"
#include "scenes/ConfirmDialog.h"
#include "scenes/DealNumberDialog.h"
#include "scenes/NoticesDialog.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "scenes/TableScene.h"
#include "scenes/TutorialOffer.h"
#include "table/SpokenWords.h"
#include "text/LoadNotice.h"
#include "text/Numbers.h"
#include "text/RuleNames.h"
#include "text/Translate.h"
#include "ui/Button.h"
#include "ui/ButtonGlyphs.h"
#include "ui/MenuTitle.h"
#include "ui/MuteIcon.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/ScoreBook.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <utility>
#include <vector>

namespace scoundrel::game {

using namespace store;

namespace {

// The notices' lines the menu keeps room for (a damaged file or two, and the sound), as
// tall as at 100% at every text size: at a larger one fewer lines fit it and Details shows
// the rest (three lines at 200% took the title's room: np38, np39 and np40 found its cards
// a small icon beside the keys' legend, and the window's bottom fifth empty).
constexpr int kKeptNoticeLines = 3;
constexpr int kModeTextSize = 18;
// The line under the title's name, at the body size of the mode line under it (it was a
// sixth of the title's height, 12 px at 1280x800, and new players found it too small).
constexpr int kSubtitleTextSize = 18;
constexpr int kTitleMargin = 14;
constexpr int kLegendTop = 12;
// The button the notices' bar offers while a notice is cut short: not one of the menu's column.
const std::string kDetails = "details";

// Whether the saved run is the daily deal, which Continue names.
bool isDailyDeal(const SavedRun& saved)
{
    return dailyDealOf(saved.record.deal, saved.record.rules).has_value();
}

// Continue's name, as its button's label begins, for the quit question to name it (np27's
// German question named „Weiterspielen“ while the button read "Tagespartie weiter: Zug 6,
// Leben 20").
std::string continueName(const SavedRun& saved)
{
    // TRANSLATORS: the Continue button's name, as its label begins ("Continue the daily deal: turn {0}, health {1}").
    return std::string(isDailyDeal(saved) ? tr("Continue the daily deal") : tr("Continue"));
}

// Which rules New game and the other new runs take, and that the daily deal does not.
// byHand: the player made them in Settings' Custom; equal to a preset, they are named
// as the player's, the same as that preset (under whose name the high scores list them).
std::string modeLine(const Rules& rules, bool byHand)
{
    const std::optional<Preset> preset = rules.preset();
    if (byHand && preset == Preset::Official)
        return std::string(tr("New runs: Custom rules, the same as the official ones"));
    if (byHand && preset)
        // TRANSLATORS: {0} the mode the rules made by hand equal, such as Gentle.
        return format(tr("New runs: Custom rules, the same as {0}  ·  the daily deal is always played under the "
                         "official rules"),
                      presetTitle(*preset));
    if (preset == Preset::Official)
        return std::string(tr("New runs: Official rules"));
    if (!preset)
        return std::string(tr("New runs: Custom rules (see Settings)  ·  the daily deal is always played under the "
                              "official rules"));
    // TRANSLATORS: {0} is the rules' name, such as Relentless.
    return format(tr("New runs: {0}  ·  the daily deal is always played under the official rules"),
                  presetTitle(*preset));
}

// The mode line as drawn in width: whole when it fits, else a line for each of its parts
// (the rules, then the daily deal's), each wrapped if it must be.
std::vector<std::string> modeLines(Painter& painter, const std::string& line, int width, int size)
{
    if (painter.measure(line, size, false).w <= width)
        return {line};
    static const std::string kSeparator = "  ·  ";
    std::vector<std::string> lines;
    std::size_t from = 0;
    while (from <= line.size()) {
        const std::size_t at = line.find(kSeparator, from);
        const std::string part = line.substr(from, at == std::string::npos ? std::string::npos : at - from);
        for (std::string& wrapped : wrapText(painter, part, width, size, false))
            lines.push_back(std::move(wrapped));
        if (at == std::string::npos)
            break;
        from = at + kSeparator.size();
    }
    return lines;
}

// What the new run's table says first when a begun run was given up for it: the score
// the ledger recorded and its place, or why it could not be recorded.
std::string abandonedLine(const FinishReport& report)
{
    if (!report.entryIndex)
        return report.problems.empty() ? std::string{} : report.problems.front()();
    // The name it is filed under, never asked for (np13): the one the next result screen's
    // field would suggest; High scores' Change name corrects it. Another rule set's run names
    // its table: np36's abandoned Frail run read "number 1 in your top 10" beside a better
    // official score.
    const Rules rules = report.judged ? report.judged->record.rules : Rules::official();
    if (report.rank > 0 && rules != Rules::official()) {
        if (!report.entry.name.empty())
            // TRANSLATORS: {0} the score, {1} its place among the best ten, {2} the rules' name, such as "Frail",
            // {3} the player's name it was filed under; "High scores" is the menu's button and its screen.
            return format(tr("Your abandoned run scored {0}: number {1} in your top 10 for {2}, under the name {3}. "
                             "Change it in High scores."),
                          signedNumber(report.entry.score), report.rank, displayName(rules), report.entry.name);
        // TRANSLATORS: {0} the score, {1} its place among the best ten, {2} the rules' name, such as "Frail".
        return format(tr("Your abandoned run scored {0}: number {1} in your top 10 for {2}."),
                      signedNumber(report.entry.score), report.rank, displayName(rules));
    }
    if (report.rank > 0 && !report.entry.name.empty())
        // TRANSLATORS: {0} the score, {1} its place among the best ten, {2} the player's name it was filed under;
        // "High scores" is the menu's button and its screen, where the name can be changed.
        return format(tr("Your abandoned run scored {0}: number {1} in your top 10, under the name {2}. Change it in "
                         "High scores."),
                      signedNumber(report.entry.score), report.rank, report.entry.name);
    if (report.rank > 0) // TRANSLATORS: {0} the score, {1} its place among the best ten.
        return format(tr("Your abandoned run scored {0}: number {1} in your top 10."), signedNumber(report.entry.score),
                      report.rank);
    return format(tr("Your abandoned run scored {0} (not in your top 10)."), signedNumber(report.entry.score));
}

// record's table, saying line first (when there is one).
std::unique_ptr<Scene> tableSaying(GameContext& context, const RunRecord& record, const std::string& line)
{
    std::unique_ptr<Scene> scene = makeTableScene(context, record);
    if (auto* table = dynamic_cast<TableScene*>(scene.get()); table && !line.empty())
        table->tell(line);
    return scene;
}

} // namespace

void startRunAsking(GameContext& context, const std::optional<SavedRun>& saved, const RunRecord& record)
{
    if (!saved || saved->record.actions.empty()) {
        // Not begun: dropped, nothing to score; the new table names the deal dropped, so
        // it is not lost unseen (Deal number... plays it again).
        context.notices.clear();
        std::string line;
        if (saved) {
            // TRANSLATORS: {0} the deal, such as "Deal #12".
            line = format(tr("Your saved run had no move yet: {0} was dropped, not scored."),
                          dealLabel(saved->record.deal, saved->record.rules));
            for (const Wording& problem : RunLedger(context.saveDir).abandon(*saved).problems)
                context.notices.add(problem);
        }
        context.scenes.reset(tableSaying(context, record, line));
        return;
    }
    // The question says what is lost: the run's turn, and the score it will be given; and,
    // when the new run is the saved one's deal (the daily deal pressed again while it is in
    // progress), that it starts that deal over (np11 was asked to abandon with no word of it).
    const GameState& state = saved->state;
    const bool sameDeal = saved->record.deal == record.deal && saved->record.rules == record.rules;
    std::string title = sameDeal ? std::string(tr("Start this deal again?"))
                                 // TRANSLATORS: {0} the saved run's turn.
                                 : format(tr("Abandon your run on turn {0}?"), int{state.turn});
    std::string message = sameDeal
        // TRANSLATORS: {0} the deal, such as "Deal #12" or "Daily deal · 27 November · #20261127"; {1} the saved
        // run's turn; {2} the score it gets: its health minus the monsters left.
        ? format(tr("{0} starts again from its first room; your run of it, on turn {1}, will count as a loss, scored "
                    "{2}: your health less the monsters left."),
                 dealLabel(record.deal, record.rules), int{state.turn}, signedNumber(score(state)))
        // TRANSLATORS: {0} the score the abandoned run gets: its health minus the monsters left.
        // (np24 read "as if you died now" against a sum that kept its 14 health.)
        : format(tr("It will count as a loss, scored {0}: your health less the monsters left."),
                 signedNumber(score(state)));
    context.scenes.push(
        std::make_unique<ConfirmDialog>(context, std::move(title), std::move(message),
                                        std::string(tr("Abandon and start")), [&context, run = *saved, record] {
                                            // Cleared first: a problem scoring the abandoned run is for the next menu.
                                            context.notices.clear();
                                            const FinishReport report = RunLedger(context.saveDir).abandon(run);
                                            for (const Wording& problem : report.problems)
                                                context.notices.add(problem);
                                            context.scenes.reset(tableSaying(context, record, abandonedLine(report)));
                                        }));
}

std::optional<SavedRun> readSavedRun(GameContext& context)
{
    RunLoad load = loadRunFile(context.saveDir);
    context.notices.add(loadNoticeWording(load.report));
    if (!load.run || !load.run->state.over())
        return std::move(load.run);
    for (const Wording& line : RunLedger(context.saveDir).recoverFinished(*load.run).problems)
        context.notices.add(line);
    return std::nullopt;
}

MenuScene::MenuScene(GameContext& context) : m_context(context)
{
    for (const char* id : {"new_game", "continue", "deal_number", "daily", "high_scores", "achievements", "how_to_play",
                           "tutorial", "settings", "quit"})
        m_buttons.add(id, "");
    labelButtons();
}

std::string MenuScene::dailyLabel() const
{
    const DailyDeal today = dailyDeal(m_context.clock());
    // TRANSLATORS: the menu's daily deal button once today's deal has been played, {0} its label, such as
    // "Daily deal · 29 November".
    return m_dailyPlayed ? format(tr("{0} · played"), today.label) : today.label;
}

void MenuScene::noteDailyPlayed(const store::ScoreBook& scores)
{
    // Marked once today's deal has a run in the high scores (np33: nothing told the daily
    // deal played from one not yet played; pressed again, it is a replay). From the book the
    // menu loads as it is entered, which reports a damaged file (a read of its own would
    // mend the file unreported).
    const std::uint64_t today = dailyDeal(m_context.clock()).seed;
    const std::string official = Rules::official().name();
    m_dailyPlayed = std::any_of(scores.entries().begin(), scores.entries().end(), [&](const store::ScoreEntry& entry) {
        return entry.seed == today && entry.rules == official;
    });
    if (Button* daily = m_buttons.find("daily"))
        daily->label = dailyLabel();
    layout(window());
}

void MenuScene::labelButtons()
{
    const auto label = [this](const std::string& id, std::string text) {
        if (Button* button = m_buttons.find(id))
            button->label = std::move(text);
    };
    label("new_game", std::string(tr("New game")));
    label("continue", std::string(tr("Continue"))); // until the saved run is read
    label("deal_number", std::string(tr("Deal number...")));
    label("daily", dailyLabel());
    label("high_scores", std::string(tr("High scores")));
    label("achievements", std::string(tr("Achievements")));
    label("how_to_play", std::string(tr("How to play")));
    label("tutorial", std::string(tr("Learn to play")));
    label("settings", std::string(tr("Settings")));
    label("quit", std::string(tr("Quit")));
}

std::string MenuScene::spokenTitle() const
{
    // The notices the menu shows (a damaged file, a run not scored) are said with it: a
    // blind player heard only "the main menu" above two warnings (np12). Each once only:
    // np13 heard a long one at every return to the menu. F2 says them all (spokenSummary).
    std::vector<std::string> sentences{std::string(tr("Scoundrel: the main menu."))};
    for (std::string& line : m_context.notices.unsaidLines())
        sentences.push_back(std::move(line));
    return spokenSentences(sentences);
}

std::string MenuScene::spokenSummary() const
{
    std::vector<std::string> sentences{std::string(tr("Scoundrel: the main menu."))};
    for (std::string& line : m_context.notices.lines())
        sentences.push_back(std::move(line));
    sentences.push_back(spokenFocus());
    return spokenSentences(sentences);
}

void MenuScene::titleSaid()
{
    m_context.notices.markSaid();
}

std::string MenuScene::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label, button->enabled, button->disabledReason) : std::string{};
}

void MenuScene::entered()
{
    refreshSavedRun();
    if (std::exchange(m_enteredBefore, true)) {
        noteDailyPlayed(m_context.loadScores());
        return;
    }
    // Damaged high scores and achievements are found (and recovered) now rather than on
    // a later screen.
    noteDailyPlayed(m_context.loadScores());
    LoadReport achievements;
    AchievementBook::load(m_context.saveDir, achievements);
    m_context.notices.add(loadNoticeWording(achievements));
    if (m_offerTutorial)
        m_context.scenes.push(std::make_unique<TutorialOffer>(m_context));
    if (m_askToStart)
        startRunAsking(m_context, m_saved, *std::exchange(m_askToStart, std::nullopt));
}

void MenuScene::refreshSavedRun()
{
    // Back from a dialog or a screen, the focus stays on the button that opened it.
    const std::string focused = focusedId();
    labelButtons(); // in the language Settings may just have chosen
    m_saved = readSavedRun(m_context);
    // Continue is only there when there is something to continue.
    auto& list = m_buttons.buttons();
    std::erase_if(list, [](const Button& b) { return b.id == "continue"; });
    if (m_saved) {
        Button continueButton;
        continueButton.id = "continue";
        // The daily deal says so (np10 came back to "Continue: turn 3, health 7" not knowing it
        // was the daily deal they had left).
        // Its name begins it, as the quit question names it (MenuWords checks each language).
        continueButton.label = isDailyDeal(*m_saved)
            ? format(tr("Continue the daily deal: turn {0}, health {1}"), int{m_saved->state.turn},
                     int{m_saved->state.health})
            : format(tr("Continue: turn {0}, health {1}"), int{m_saved->state.turn}, int{m_saved->state.health});
        list.insert(list.begin(), std::move(continueButton));
    }
    m_buttons.focus(m_buttons.find(focused) ? focused : list.front().id);
    layout(window());
}

std::string MenuScene::focusedId() const
{
    for (const Button& b : m_buttons.buttons()) {
        if (b.focused)
            return b.id;
    }
    return {};
}

void MenuScene::layout(Size window)
{
    Scene::layout(window);
    // The title's height at 100% first: at a larger text size the name is drawn larger than there.
    const int percent = m_context.settings.textPercent();
    if (percent > 100) {
        // As 100% lays it out: the mode line on one line and the keys' legend on one, not as
        // the larger text size draws them (from them the title was taken twice as tall as at
        // 100%, and the name drawn over the line under it).
        const int rows = std::exchange(m_modeLineRows, 1);
        const int legendBottom = std::exchange(m_legendBottom, 0);
        layoutAt(window, 100);
        m_modeLineRows = rows;
        m_legendBottom = legendBottom;
    } else {
        layoutAt(window, 100);
    }
    m_normalTitleHeight = m_title.h;
    if (percent > 100)
        layoutAt(window, percent);
}

void MenuScene::layoutAt(Size window, int percent)
{
    // Rows and buttons make room for the words at the player's text size.
    const int label = scaled(window, 20) * percent / 100;
    const int gap = scaled(window, 8);
    const int height = std::max(scaled(window, 46), lineHeight(label) * 3 / 2);
    // As wide as the longest label needs at its size (Spanish "Reparto del día · 27 de
    // noviembre" at 125%), with a third of the button's height each side of it (np27: French
    // "Donne du jour · 28 novembre" ran nearly edge to edge), up to half the window, so two
    // columns still fit beside each other.
    std::vector<std::string> ids;
    for (const Button& b : m_buttons.buttons()) {
        if (b.id != kDetails)
            ids.push_back(b.id);
    }
    const int need = widestLabel(m_context.assets, m_buttons.buttons(), ids) * label / 100 + height * 2 / 3;
    const int half = (window.w - scaled(window, 40) - 2 * gap) / 2;
    const Size button{std::max({scaled(window, 340), label * 14, std::min(need, half)}), height};
    const int step = button.h + gap;
    // Continue's place is kept when there is nothing to continue, and the notices' three
    // lines are kept free, so that New game and the rest are where the hand expects them.
    const int count = static_cast<int>(ids.size()); // the column's buttons, without Details
    const int slots = count + (m_saved ? 0 : 1);
    const int modeHeight = m_modeLineRows * lineHeight(scaled(window, kModeTextSize) * percent / 100);
    const int noticeRoom = NoticeBar::heightOf(window, kKeptNoticeLines, 100);
    // One column while it leaves the title its least height; else two, side by side (a
    // large text size), read down the first and then the second.
    const int free = window.h - noticeRoom - modeHeight - scaled(window, 36) - scaled(window, 120);
    const int columns = slots * step - gap <= free || 2 * button.w + gap > window.w ? 1 : 2;
    // In two columns a kept place would be a hole at the top of the first: the buttons
    // fill the columns from the first place, the second column the shorter.
    const bool keepPlace = !m_saved && columns == 1;
    const int placed = count + (keepPlace ? 1 : 0);
    const int rows = (placed + columns - 1) / columns;
    const int columnHeight = rows * step - gap;
    const int room = window.h - noticeRoom - columnHeight - modeHeight - scaled(window, 36);
    int titleHeight = std::clamp(room, scaled(window, 120), scaled(window, 300));
    int top = std::max(0, (room - titleHeight) / 2);
    // Still under the notices' kept lines (a large text size): the title gives up height,
    // down to half its least. The notices never move the buttons (issue 24): they take the
    // room left under them (NoticeBar::wrap fits them there).
    // Always the same whether notices are shown or not: a line at 100% under the column
    // (the title gives up height for it, not for the kept lines at a large text size).
    const int keptTop = window.h - NoticeBar::heightOf(window, 1) - gap;
    const int bottom = top + titleHeight + modeHeight + scaled(window, 16) + columnHeight;
    const int raised = std::max(0, top - std::max(0, bottom - keptTop));
    titleHeight -= std::clamp(bottom - (top - raised) - keptTop, 0, std::max(0, titleHeight - scaled(window, 60)));
    top = raised;
    // The title's cards keep a margin from the window's top (with little room they
    // touched it): the title gives up that much of its height, the buttons stay.
    int titleTop = std::max(top, scaled(window, kTitleMargin));
    // Nor across the keys' legend at the top right (French at 100%, the pseudo-language at
    // 125%: the title's top edge ran through its lines): the legend inside the title, from
    // the legend's top, which the cards' margin stays near.
    if (titleTop > scaled(window, kLegendTop) && titleTop < m_legendBottom)
        titleTop = scaled(window, kLegendTop);
    m_title = {0, titleTop, window.w, titleHeight - (titleTop - top)};
    m_modeLine = {0, top + titleHeight, window.w, modeHeight};
    const int columnTop = m_modeLine.y + modeHeight + scaled(window, 16);
    const int left = (window.w - columns * button.w - (columns - 1) * gap * 2) / 2;
    int slot = keepPlace ? 1 : 0; // Continue's place, kept when there is nothing to continue
    for (Button& b : m_buttons.buttons()) {
        if (b.id == kDetails)
            continue;
        b.rect = {left + slot / rows * (button.w + gap * 2), columnTop + slot % rows * step, button.w, button.h};
        ++slot;
    }
    // Under the last row, a gap from it, down to the window's bottom edge.
    m_noticeTop = columnTop + columnHeight + gap;
    m_notices = m_noticeBar.area(window, m_context.notices);
    offerDetails(window);
}

void MenuScene::offerDetails(Size window)
{
    auto& list = m_buttons.buttons();
    const bool wanted = m_noticeBar.cut() && !m_context.notices.empty();
    Button* details = m_buttons.find(kDetails);
    if (!wanted) {
        if (!details)
            return;
        const bool focused = details->focused;
        std::erase_if(list, [](const Button& b) { return b.id == kDetails; });
        if (focused && !list.empty())
            m_buttons.focus(list.front().id);
        return;
    }
    if (!details) {
        m_buttons.add(kDetails, NoticeBar::detailsLabel());
        details = m_buttons.find(kDetails);
    }
    details->label = NoticeBar::detailsLabel();
    details->rect = m_noticeBar.details(window);
}

void MenuScene::wrapNotices(Painter& painter, Size window)
{
    if (m_noticeBar.wrap(painter, m_context.notices, window, window.h - m_noticeTop))
        m_notices = m_noticeBar.area(window, m_context.notices);
    offerDetails(window);
}

void MenuScene::handleEvent(const InputEvent& event)
{
    const std::string bound = boundId(menuBindings(), event);
    if (bound == "ask_quit" && escResumes()) {
        activate("continue");
        return;
    }
    if (bound == "ask_quit") {
        askQuit();
        return;
    }
    if (bound == "how_to_play") {
        activate("how_to_play");
        return;
    }
    if (bound == "mute") {
        // The notices say it, the last time only.
        m_context.notices.remove(m_soundLine);
        toggleMute(m_context);
        m_soundLine = [&context = m_context] { return muteLine(context); };
        m_context.notices.add(m_soundLine);
        return;
    }
    const std::string id = m_buttons.handleEvent(event, m_context.sound);
    if (id.empty())
        return;
    // A click moves the focus too, so that it waits on this button when what it opens closes.
    m_buttons.focus(id);
    activate(id);
}

bool MenuScene::escResumes() const
{
    return m_pausedRun && m_saved && !m_saved->state.over();
}

void MenuScene::activate(const std::string& id)
{
    if (id == "new_game") {
        startRun(newRunRecord(m_context.settings.rules, m_context.newDealNumber()));
    } else if (id == "continue" && m_saved) {
        m_context.notices.clear();
        m_context.scenes.reset(resumeTableScene(m_context, *m_saved));
    } else if (id == "deal_number") {
        m_context.scenes.push(std::make_unique<DealNumberDialog>(
            m_context, [this](std::uint64_t seed) { startRun(newRunRecord(m_context.settings.rules, seed)); }));
    } else if (id == "daily") {
        // The same game for everyone: the official rules, whatever Settings holds.
        startRun(newRunRecord(Rules::official(), dailyDeal(m_context.clock()).seed));
    } else if (id == "high_scores") {
        m_context.scenes.push(makeHighScoresScene(m_context));
    } else if (id == "achievements") {
        m_context.scenes.push(makeAchievementsScene(m_context));
    } else if (id == "how_to_play") {
        m_context.scenes.push(makeHowToPlayScene(m_context));
    } else if (id == "tutorial") {
        // Never saved: a run in progress stays there to continue afterwards.
        m_context.notices.clear();
        m_context.scenes.reset(makeTutorialScene(m_context));
    } else if (id == "settings") {
        m_context.scenes.push(makeSettingsScene(m_context));
    } else if (id == "quit") {
        askQuit();
    } else if (id == kDetails) {
        // Once read, the notices are an aside: closed, the focus waits where the menu opened it
        // (Continue, or New game), not on Details, where Enter opened them again (np31).
        m_buttons.focus(m_buttons.buttons().front().id);
        m_context.scenes.push(std::make_unique<NoticesDialog>(m_context, m_context.notices.lines()));
    }
}

void MenuScene::askQuit()
{
    // Esc also closes every other screen, so a press too many must not end the game; nor
    // may the Quit button, which the pad's d-pad reaches from High scores (np23 quit by
    // accident so, a run in progress). Nothing said of a run that is not there (a new
    // player was told "The dungeon will wait for you." with none in progress).
    // TRANSLATORS: {0} the Continue button's name, as it begins ("Continue", "Continue the daily deal").
    const std::string message = m_saved
        ? format(tr("Your run is saved: “{0}” picks it up next time."), continueName(*m_saved))
        : std::string(tr("No run is in progress: nothing will be lost."));
    m_context.scenes.push(std::make_unique<ConfirmDialog>(
        m_context, std::string(tr("Quit Scoundrel?")), message, std::string(tr("Quit")), [this] { m_context.quit(); },
        std::string(tr("Stay"))));
}

void MenuScene::startRun(const RunRecord& record)
{
    startRunAsking(m_context, m_saved, record);
}

FinishReport MenuScene::abandonSavedRun()
{
    FinishReport report = RunLedger(m_context.saveDir).abandon(*m_saved);
    for (const Wording& line : report.problems)
        m_context.notices.add(line);
    m_saved.reset();
    return report;
}

void MenuScene::render(Painter& painter)
{
    const Size w = window();
    // Only drawing tells how many lines the notices wrap to, and so how much room they take.
    // And how many lines the mode line takes at the player's text size.
    const int modeSize = scaled(w, kModeTextSize);
    const std::vector<std::string> mode = modeLines(painter, modeLine(m_context.settings.rules, m_context.rulesByHand),
                                                    w.w - 2 * scaled(w, 24), modeSize);
    const bool modeRowsChanged = std::exchange(m_modeLineRows, static_cast<int>(mode.size())) != m_modeLineRows;
    if (modeRowsChanged)
        layout(w);
    wrapNotices(painter, w);
    drawFelt(painter, w);
    // Right of the title's cards, on more lines when the text size asks for them; drawn
    // first, so the line under the title keeps clear of them.
    const Rect fan = menuTitleFanBounds(m_title, m_context.settings.textPercent(), scaled(w, kSubtitleTextSize),
                                        m_normalTitleHeight);
    const int left = fan.x + fan.w + scaled(w, 16);
    const Rect legend{left, scaled(w, kLegendTop), w.w - scaled(w, 16) - left, 0};
    m_legendLines.clear();
    std::vector<LegendEntry> entries =
        legendEntries(menuBindings(), {"how_to_play", "full_screen", "mute", "ask_quit"});
    if (escResumes())
        // TRANSLATORS: the menu's legend, after Esc, when the menu was opened from a run: Esc goes back to it.
        entries.back().verb = std::string(tr("back to your run"));
    const Rect keys = drawLegendLines(painter, entries, m_context.scenes.deviceInUse(), legend,
                                      {scaled(w, 14), theme::kTextDim, false, Align::Right}, "  ·  ", &m_legendLines);
    // The title keeps clear of the legend's lines (layout): laid out again when they change.
    if (std::exchange(m_legendBottom, keys.y + keys.h) != m_legendBottom) {
        layout(w);
        wrapNotices(painter, w);
    }
    std::vector<Rect> keepClear = m_legendLines;
    if (m_context.settings.soundMuted)
        keepClear.push_back(muteIconRect());
    drawMenuTitle(painter, m_title, m_context.settings.fourColorSuits, scaled(w, kSubtitleTextSize), keepClear,
                  m_normalTitleHeight);
    int modeY = m_modeLine.y;
    for (const std::string& line : mode) {
        painter.text(line, {w.w / 2, modeY}, {modeSize, theme::kText, false, Align::Center});
        modeY += lineHeight(painter.shown(modeSize));
    }
    m_noticeBar.draw(painter, w);
    // Details at the notices' size, over their bar; the column's at the menu's.
    for (const Button& b : m_buttons.buttons())
        b.draw(painter, b.id == kDetails ? m_noticeBar.textSize(w) : scaled(w, 20));
    if (m_context.settings.soundMuted)
        drawMuteIcon(painter, muteIconRect(), theme::kTextDim);
}

Rect MenuScene::muteIconRect() const
{
    // Under the keys' line, at its right end, while the sound is muted.
    const Size w = window();
    const int side = scaled(w, 22);
    int y = std::max(scaled(w, 36), m_legendBottom + scaled(w, 4));
    // Not across the title's top edge (at 125% on a full HD window the title starts a few
    // pixels under the keys' line): within it, in the corner its cards leave free.
    if (y < m_title.y && y + side > m_title.y)
        y = m_title.y;
    // Not across its bottom edge either (the pseudo-language's legend on three lines at 200%
    // over a title the mode line's two lines lift): left of the keys' last line, on it.
    const int titleBottom = m_title.y + m_title.h;
    if (y < titleBottom && y + side > titleBottom && !m_legendLines.empty()) {
        const Rect& last = m_legendLines.back();
        return {last.x - scaled(w, 8) - side, last.y + (last.h - side) / 2, side, side};
    }
    return {w.w - scaled(w, 16) - side, y, side, side};
}

std::map<std::string, Rect> MenuScene::rects() const
{
    std::map<std::string, Rect> out{{"title", m_title},
                                    {"title.fan",
                                     menuTitleFanBounds(m_title, m_context.settings.textPercent(),
                                                        scaled(window(), kSubtitleTextSize), m_normalTitleHeight)}};
    if (!m_context.notices.empty())
        out["notices"] = m_notices;
    m_buttons.addRects(out);
    if (m_context.settings.soundMuted)
        out["mute_icon"] = muteIconRect();
    return out;
}

nlohmann::json MenuScene::dumpFields() const
{
    nlohmann::json fields{{"notices", m_context.notices.lines()},
                          {"notice_lines", m_noticeBar.lines()}, // as drawn, cut short or not
                          {"notices_cut", m_noticeBar.cut()},
                          {"saved_run", m_saved.has_value()},
                          {"focus", focusedId()},
                          {"mode_line", modeLine(m_context.settings.rules, m_context.rulesByHand)}};
    if (m_saved)
        fields["saved_turn"] = m_saved->state.turn;
    return fields;
}

std::unique_ptr<Scene> makeMenuScene(GameContext& context)
{
    return std::make_unique<MenuScene>(context);
}

std::unique_ptr<Scene> makeLaunchScene(GameContext& context)
{
    // Asked before anything is read or written: a first launch has an empty directory.
    const bool first = context.options.tutorialOffer && isFirstLaunch(context.saveDir);
    if (context.settings.resumeOnLaunch) {
        if (const std::optional<SavedRun> saved = readSavedRun(context))
            return resumeTableScene(context, *saved);
    }
    auto menu = std::make_unique<MenuScene>(context);
    if (first)
        menu->offerTutorial();
    return menu;
}

std::unique_ptr<Scene> makeNewRunScene(GameContext& context, const RunRecord& record)
{
    // A run in progress is not abandoned unasked (np15: --new-game scored a run on turn 12
    // as a loss at once): the menu asks first, as its New game does.
    if (const RunLoad load = loadRunFile(context.saveDir);
        load.run && !load.run->state.over() && !load.run->record.actions.empty()) {
        auto menu = std::make_unique<MenuScene>(context);
        menu->askToStart(record);
        return menu;
    }
    const std::optional<SavedRun> saved = readSavedRun(context);
    if (!saved)
        return makeTableScene(context, record);
    const FinishReport report = RunLedger(context.saveDir).abandon(*saved);
    for (const Wording& line : report.problems)
        context.notices.add(line);
    return tableSaying(context, record, abandonedLine(report));
}

} // namespace scoundrel::game
