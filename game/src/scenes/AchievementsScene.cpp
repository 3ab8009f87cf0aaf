#include "scenes/AchievementsScene.h"

#include "input/Controls.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "scenes/WatchScene.h"
#include "table/ForfeitedByHelp.h"
#include "table/SpokenWords.h"
#include "text/AchievementWords.h"
#include "text/LoadNotice.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <utility>

namespace scoundrel::game {

using namespace store;

namespace {

// Under the title: which achievements a run with help still earns (np24: a Gentle win with
// hints left "Gentle start" locked, and the page never said why; the Hint's question had).
// The same sentence as that question's.
std::string helpNote()
{
    return format(tr("With a hint or the chances, a run earns only {0}."), achievementsHelpAllows());
}

constexpr const char* kWatchPrefix = "watch.";
// Three columns of seven: every achievement in view at once, from 1024x640 up.
constexpr int kColumns = 3;
constexpr int kRowsPerColumn = 7;
// Lines of words, as tight as the font's own.
int wordsLine(const Painter& painter, int size)
{
    return painter.shown(size) * 6 / 5;
}

AchievementBook loadBook(GameContext& context)
{
    LoadReport report;
    AchievementBook book = AchievementBook::load(context.saveDir, report);
    context.notices.add(loadNoticeWording(report));
    return book;
}

} // namespace

AchievementsScene::AchievementsScene(GameContext& context) : m_context(context), m_book(context.saveDir)
{
    m_buttons.add("back", std::string(tr("Back")));
    m_buttons.focus("back");
}

void AchievementsScene::entered()
{
    // Read once: back from watching a run, the list stays as it was.
    if (std::exchange(m_loaded, true))
        return;
    m_book = loadBook(m_context);
    // The runs so far, for the counted ones' progress (the menu reports a damaged file).
    const ScoreBook scores = ScoreBook::load(m_context.saveDir);
    for (const Achievement& a : achievements()) {
        if (m_book.find(a.id))
            m_buttons.add(kWatchPrefix + std::string(a.id), std::string(tr("Watch")));
        else if (const auto progress = a.hidden ? std::nullopt : progressOf(a.id, scores.entries()))
            m_progress[a.id] = *progress;
    }
    layout(window()); // places the Watch buttons
}

void AchievementsScene::layout(Size window)
{
    Scene::layout(window);
    m_titleSize = 0; // measured again for the new rows
    const int percent = m_context.settings.textPercent();
    m_large = percent > 100;
    if (m_large) {
        m_columns = percent >= 200 ? 1 : 2;
        layoutLarge(window);
        return;
    }
    m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1240)), scaled(window, 780));
    const int pad = scaled(window, 28);
    const int gap = scaled(window, 18);
    const int columnW = (m_panel.w - 2 * pad - (kColumns - 1) * gap) / kColumns;
    const int top = m_panel.y + scaled(window, 84); // under the title and the note on help
    const Size back{scaled(window, 180), scaled(window, 46)};
    const int backY = m_panel.y + m_panel.h - back.h - scaled(window, 16);
    // The rows share what the title and Back leave.
    const int rowH = (backY - scaled(window, 8) - top) / kRowsPerColumn;
    const Size watch{scaled(window, 76), scaled(window, 26)};
    m_rows.clear();
    int index = 0;
    for (const Achievement& a : achievements()) {
        const int column = index / kRowsPerColumn;
        const Rect row{m_panel.x + pad + column * (columnW + gap), top + (index % kRowsPerColumn) * rowH, columnW,
                       rowH - scaled(window, 6)};
        m_rows[a.id] = row;
        if (Button* b = m_buttons.find(kWatchPrefix + std::string(a.id)))
            // On the title's line, leaving the description the row's width.
            b->rect = {row.x + row.w - watch.w - scaled(window, 8), row.y + scaled(window, 5), watch.w, watch.h};
        ++index;
    }
    m_buttons.find("back")->rect = {m_panel.center().x - back.w / 2, backY, back.w, back.h};
}

void AchievementsScene::layoutLarge(Size window)
{
    const int percent = m_context.settings.textPercent();
    const auto shown = [&](int base) { return scaled(window, base) * percent / 100; };
    m_panel =
        centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1240)), window.h - scaled(window, 32));
    const Size back{std::max(scaled(window, 180), shown(17) * 6), std::max(scaled(window, 46), lineHeight(shown(17)))};
    const int backY = m_panel.y + m_panel.h - back.h - scaled(window, 14);
    m_buttons.find("back")->rect = {m_panel.center().x - back.w / 2, backY, back.w, back.h};
    // The title, and under it how many are earned; the note on help, wrapped as it is
    // drawn, moves the rows' top down (placeLargeRows).
    m_listBottom = backY - scaled(window, 10);
    placeLargeRows(m_panel.y + scaled(window, 12) + shown(26) * 6 / 5 + shown(15) * 6 / 5 + scaled(window, 8));
    // The rows are measured and placed as they are drawn.
}

void AchievementsScene::placeLargeRows(int top)
{
    const Size window = this->window();
    const int pad = scaled(window, 28);
    m_view = {m_panel.x + pad, top, m_panel.w - 2 * pad, std::max(0, m_listBottom - top)};
    m_scroll.layoutBar({m_panel.x + m_panel.w - pad / 2 - scaled(window, 4), m_view.y, scaled(window, 8), m_view.h},
                       m_view);
}

int AchievementsScene::gridRowOf(const std::string& id) const
{
    int index = 0;
    for (const Achievement& a : achievements()) {
        if (a.id == id)
            return index / m_columns;
        ++index;
    }
    return -1;
}

void AchievementsScene::stepLarge(int step)
{
    // The Watch buttons in reading order.
    std::vector<std::string> watch;
    for (const Achievement& a : achievements()) {
        if (m_book.find(a.id))
            watch.push_back(kWatchPrefix + std::string(a.id));
    }
    const auto rowOf = [&](const std::string& id) { return gridRowOf(id.substr(std::string(kWatchPrefix).size())); };
    const Button* focused = m_buttons.focused();
    const std::string at = focused ? focused->id : std::string{};
    const auto it = std::find(watch.begin(), watch.end(), at);
    std::optional<std::string> next;
    if (it != watch.end() && step > 0 && it + 1 != watch.end())
        next = *(it + 1);
    else if (it != watch.end() && step < 0 && it != watch.begin())
        next = *(it - 1);
    else if (it == watch.end() && step < 0) {
        // From Back up: the last Watch button in view.
        for (const std::string& id : watch) {
            if (m_scroll.shown(rowOf(id)))
                next = id;
        }
    }
    // The next button when its row is in view or the next to come; else a row scrolls
    // towards it (past rows without one), and at the end Down goes to Back.
    if (next && rowOf(*next) >= m_scroll.first() - 1 && rowOf(*next) <= m_scroll.end()) {
        m_buttons.focus(*next);
        m_scroll.bringIntoView(rowOf(*next));
        return;
    }
    if (m_scroll.scrollBy(step))
        return;
    if (next) {
        m_buttons.focus(*next);
        m_scroll.bringIntoView(rowOf(*next));
    } else if (step > 0) {
        m_buttons.focus("back");
    }
}

void AchievementsScene::handleEvent(const InputEvent& event)
{
    if (boundId(achievementsBindings(), event) == "back") {
        m_context.scenes.pop();
        return;
    }
    if (m_large) {
        if (event.is(Control::Up) || event.is(Control::Down)) {
            stepLarge(event.is(Control::Up) ? -1 : 1);
            return;
        }
        if (m_scroll.handleEvent(event))
            return;
    }
    const std::string id = m_buttons.handleEvent(event, m_context.sound);
    // A Watch button reached another way (Tab) is brought into view.
    if (const Button* focused = m_buttons.focused(); m_large && focused && focused->id.starts_with(kWatchPrefix))
        m_scroll.bringIntoView(gridRowOf(focused->id.substr(std::string(kWatchPrefix).size())));
    if (!id.empty())
        activate(id);
}

void AchievementsScene::activate(const std::string& id)
{
    if (id == "back") {
        m_context.scenes.pop();
        return;
    }
    if (id.rfind(kWatchPrefix, 0) != 0)
        return;
    const EarnedAchievement* earned = m_book.find(id.substr(std::string(kWatchPrefix).size()));
    if (!earned)
        return;
    const Achievement* achievement = findAchievement(earned->id);
    // A few moves before the one that earned it, so the replay shows the moment soon.
    constexpr std::size_t kMovesBefore = 3;
    const std::size_t moment = achievement ? movesToEarn(*achievement, {earned->run, false, earned->date, {}}) : 0;
    if (auto start = initialState(earned->run))
        m_context.scenes.push(std::make_unique<WatchScene>(m_context, *start, earned->run.actions,
                                                           WatchedLine::PlayersRun,
                                                           moment > kMovesBefore ? moment - kMovesBefore : 0));
}

std::string AchievementsScene::spokenTitle() const
{
    std::size_t earned = 0;
    for (const Achievement& a : achievements())
        earned += m_book.find(a.id) ? 1U : 0U;
    const std::string title = spokenScreenName(tr("Achievements"));
    // How to hear them all, said for the device in use (np31's pad player heard "F2").
    const std::string count = m_context.scenes.deviceInUse().pad
        // TRANSLATORS: speech, to a pad player: {0} the achievements earned, {1} all of them.
        ? format(tr("{0} of {1} earned. The left stick pressed reads them all."), earned, achievements().size())
        // TRANSLATORS: speech: {0} the achievements earned, {1} all of them; {2} the key that reads them all,
        // such as "F2".
        : format(tr("{0} of {1} earned. {2} reads them all."), earned, achievements().size(),
                 keyLabel(bindingWithId(speechBindings(), "summary")->firstKey()));
    return spokenSentences({title, count, helpNote()});
}

std::string AchievementsScene::spokenOne(const Achievement& a) const
{
    const bool earned = m_book.find(a.id) != nullptr;
    if (a.hidden && !earned)
        return spokenAchievement(tr("A hidden achievement"), false, tr("Earn it to see it."));
    return spokenAchievement(achievementTitle(a.id), earned, achievementDescription(a.id));
}

std::string AchievementsScene::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    if (!button)
        return {};
    const std::string_view id = button->id;
    if (id.starts_with(kWatchPrefix)) {
        for (const Achievement& a : achievements()) {
            if (id.substr(std::string_view(kWatchPrefix).size()) == a.id)
                return spokenSentences({spokenOne(a), spokenButton(button->label)});
        }
    }
    return spokenButton(button->label);
}

std::string AchievementsScene::spokenSummary() const
{
    std::vector<std::string> said{spokenTitle()};
    for (const Achievement& a : achievements())
        said.push_back(spokenOne(a));
    return spokenSentences(said);
}

Rect AchievementsScene::drawRow(Painter& painter, const Achievement& a, const Rect& row) const
{
    const Size w = window();
    const EarnedAchievement* earned = m_book.find(a.id);
    painter.fillRoundedRect(row, scaled(w, 8), earned ? theme::kPanelLight : theme::kFeltDark);
    const int icon = scaled(w, 30);
    const int x = row.x + icon + scaled(w, 18);
    painter.sprite("trophy", {row.x + scaled(w, 8), row.y + scaled(w, 8), icon, icon}, earned ? 255 : 60);
    const bool secret = a.hidden && !earned;
    painter.text(secret ? "?" : std::string(achievementTitle(a.id)), {x, row.y + scaled(w, 6)},
                 {titleSize(painter), earned ? theme::kAccent : theme::kText, true, Align::Left});
    // The description wraps under the title; the date the run earned it goes below.
    const Rect words{x, row.y + scaled(w, 31), row.x + row.w - scaled(w, 8) - x, row.h};
    const std::string description(secret ? tr("A hidden achievement: earn it to see it.")
                                         : achievementDescription(a.id));
    // TRANSLATORS: {0} the date, such as "2026-11-21".
    const std::string date = earned ? format(tr("Earned {0}"), earned->date.substr(0, 10)) : std::string{};
    // A longer language's description that would push the date out of the row is drawn a
    // little smaller, down to 12 of the 14 it has, and the date with it.
    int size = scaled(w, 14);
    const int least = scaled(w, 12);
    const auto height = [&](int at) {
        const auto lines = static_cast<int>(wrapText(painter, description, words.w, at, false).size());
        return (lines + (earned ? 1 : 0)) * lineHeight(painter.shown(at));
    };
    while (earned && size > least && words.y + height(size) > row.y + row.h)
        --size;
    const int used = drawWrappedText(painter, description, words, {size, theme::kTextDim, false, Align::Left});
    if (earned) {
        const int dateSize = std::min(size, scaled(w, 13));
        // Below the description; at the row's foot on the right when no line is left for it.
        const int y = std::min(words.y + used, row.y + row.h - lineHeight(painter.shown(dateSize)));
        if (y == words.y + used)
            painter.text(date, {x, y}, {dateSize, theme::kTextDim, false, Align::Left});
        else
            painter.text(date, {words.x + words.w, y}, {dateSize, theme::kTextDim, false, Align::Right});
        return {};
    }
    return drawProgress(painter, a, {x, words.y + used}, row);
}

Rect AchievementsScene::drawProgress(Painter& painter, const Achievement& a, Point at, const Rect& row) const
{
    const auto progress = m_progress.find(a.id);
    if (progress == m_progress.end())
        return {};
    // The count in words, then a thin bar to the row's right edge on the same line.
    const Size w = window();
    const auto [count, target] = progress->second;
    const Rect said =
        painter.text(achievementProgress(a.id, count, target), at, {scaled(w, 13), theme::kText, false, Align::Left});
    const int gap = scaled(w, 10);
    const int thick = std::max(3, scaled(w, 5));
    const Rect bar{said.x + said.w + gap, said.y + (said.h - thick) / 2,
                   row.x + row.w - scaled(w, 10) - said.x - said.w - gap, thick};
    if (bar.w < scaled(w, 30) || target <= 0)
        return {}; // a long line of words leaves no room: the words say it all
    painter.fillRoundedRect(bar, thick / 2, theme::kPanelLight);
    if (count > 0)
        painter.fillRoundedRect({bar.x, bar.y, std::max(thick, bar.w * count / target), thick}, thick / 2,
                                theme::kAccent);
    return bar;
}

int AchievementsScene::titleSize(Painter& painter) const
{
    if (m_titleSize > 0)
        return m_titleSize;
    // One size for every title, the largest at which each fits its room (up to its row's
    // Watch button): a longer language's titles stay whole and alike, none cut or over
    // the button.
    const Size w = window();
    int size = scaled(w, 18);
    for (const Achievement& a : achievements()) {
        const Rect& row = m_rows.at(a.id);
        const int x = row.x + scaled(w, 30) + scaled(w, 18);
        const std::string watchId = kWatchPrefix + std::string(a.id);
        const auto& buttons = m_buttons.buttons();
        const auto watch =
            std::find_if(buttons.begin(), buttons.end(), [&](const Button& b) { return b.id == watchId; });
        const int right = watch != buttons.end() ? watch->rect.x - scaled(w, 6) : row.x + row.w - scaled(w, 8);
        const std::string title = a.hidden && !m_book.find(a.id) ? "?" : std::string(achievementTitle(a.id));
        size = fittingTextSize(painter, title, size, true, {right - x, row.h});
    }
    m_titleSize = size;
    return size;
}

namespace {

// The large layout's Watch button: as wide as its word, a line of the label's size tall.
Size watchSize(Painter& painter, Size window, int textSize)
{
    return {painter.measure(std::string(tr("Watch")), textSize, true).w + scaled(window, 24),
            lineHeight(painter.shown(textSize))};
}

} // namespace

int AchievementsScene::largeRowHeight(Painter& painter, const Achievement& a, int width) const
{
    const Size w = window();
    const bool earned = m_book.find(a.id) != nullptr;
    const bool secret = a.hidden && !earned;
    const int icon = painter.shown(scaled(w, 18));
    const int textW = width - icon - scaled(w, 24);
    const Size watch = watchSize(painter, w, scaled(w, 15));
    const int titleW = textW - (earned ? watch.w + scaled(w, 8) : 0);
    const int titleH =
        static_cast<int>(
            wrapText(painter, secret ? "?" : std::string(achievementTitle(a.id)), titleW, scaled(w, 18), true).size()) *
        wordsLine(painter, scaled(w, 18));
    const std::string words = secret ? std::string(tr("A hidden achievement: earn it to see it."))
                                     : std::string(achievementDescription(a.id));
    const int wordsH = static_cast<int>(wrapText(painter, words, textW, scaled(w, 14), false).size()) *
        wordsLine(painter, scaled(w, 14));
    const bool lastLine = earned || m_progress.contains(a.id);
    return scaled(w, 6) + std::max(titleH, earned ? watch.h : 0) + scaled(w, 2) + wordsH +
        (lastLine ? wordsLine(painter, scaled(w, 13)) : 0) + scaled(w, 8);
}

Rect AchievementsScene::drawLargeRow(Painter& painter, const Achievement& a, const Rect& row) const
{
    const Size w = window();
    const EarnedAchievement* earned = m_book.find(a.id);
    const bool secret = a.hidden && !earned;
    painter.fillRoundedRect(row, scaled(w, 8), earned ? theme::kPanelLight : theme::kFeltDark);
    const int icon = painter.shown(scaled(w, 18));
    painter.sprite("trophy", {row.x + scaled(w, 8), row.y + scaled(w, 8), icon, icon}, earned ? 255 : 60);
    const int x = row.x + icon + scaled(w, 16);
    const int textW = row.x + row.w - scaled(w, 8) - x;
    const Size watch = watchSize(painter, w, scaled(w, 15));
    const int titleW = textW - (earned ? watch.w + scaled(w, 8) : 0);
    int y = row.y + scaled(w, 6);
    const int titleTop = y;
    for (const std::string& line :
         wrapText(painter, secret ? "?" : std::string(achievementTitle(a.id)), titleW, scaled(w, 18), true)) {
        painter.text(line, {x, y}, {scaled(w, 18), earned ? theme::kAccent : theme::kText, true, Align::Left});
        y += wordsLine(painter, scaled(w, 18));
    }
    y = std::max(y, titleTop + (earned ? watch.h : 0)) + scaled(w, 2);
    const std::string words = secret ? std::string(tr("A hidden achievement: earn it to see it."))
                                     : std::string(achievementDescription(a.id));
    for (const std::string& line : wrapText(painter, words, textW, scaled(w, 14), false)) {
        painter.text(line, {x, y}, {scaled(w, 14), theme::kTextDim, false, Align::Left});
        y += wordsLine(painter, scaled(w, 14));
    }
    if (earned) {
        painter.text(format(tr("Earned {0}"), earned->date.substr(0, 10)), {x, y},
                     {scaled(w, 13), theme::kTextDim, false, Align::Left});
        return {};
    }
    return drawProgress(painter, a, {x, y}, row);
}

void AchievementsScene::renderLarge(Painter& painter)
{
    const Size w = window();
    const int gap = scaled(w, 14);
    const int columnW = (m_view.w - (m_columns - 1) * gap) / m_columns;
    // Each grid row as tall as its tallest achievement.
    std::vector<int> heights;
    int index = 0;
    for (const Achievement& a : achievements()) {
        if (index % m_columns == 0)
            heights.push_back(0);
        heights.back() = std::max(heights.back(), largeRowHeight(painter, a, columnW) + scaled(w, 8));
        ++index;
    }
    m_scroll.setRows(heights, m_view.h);
    if (const Button* focused = m_buttons.focused(); focused && focused->id.starts_with(kWatchPrefix))
        m_scroll.bringIntoView(gridRowOf(focused->id.substr(std::string(kWatchPrefix).size())));
    std::vector<int> tops(heights.size(), 0);
    for (int r = m_scroll.first() + 1; r < m_scroll.end(); ++r)
        tops[static_cast<std::size_t>(r)] =
            tops[static_cast<std::size_t>(r - 1)] + heights[static_cast<std::size_t>(r - 1)];
    m_rows.clear();
    m_bars.clear();
    const Size watch = watchSize(painter, w, scaled(w, 15));
    index = 0;
    for (const Achievement& a : achievements()) {
        const int gridRow = index / m_columns;
        Button* button = m_buttons.find(kWatchPrefix + std::string(a.id));
        if (button)
            button->rect = {};
        if (m_scroll.shown(gridRow)) {
            const Rect row{m_view.x + (index % m_columns) * (columnW + gap),
                           m_view.y + tops[static_cast<std::size_t>(gridRow)], columnW,
                           heights[static_cast<std::size_t>(gridRow)] - scaled(w, 8)};
            m_rows[a.id] = row;
            if (const Rect bar = drawLargeRow(painter, a, row); bar.w > 0)
                m_bars[a.id] = bar;
            if (button)
                button->rect = {row.x + row.w - watch.w - scaled(w, 8), row.y + scaled(w, 6), watch.w, watch.h};
        }
        ++index;
    }
    m_scroll.drawBar(painter);
    for (const Button& b : m_buttons.buttons()) {
        if (b.rect.w > 0)
            b.draw(painter, scaled(w, b.id == "back" ? 17 : 15));
    }
}

void AchievementsScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    const int cx = m_panel.center().x;
    // At a large text size the title is a little smaller than it would make it.
    const int titleSize = m_large ? largeTitleSize(w, 26, 34, m_context.settings.textPercent()) : scaled(w, 34);
    const int icon = m_large ? painter.shown(titleSize) : scaled(w, 40);
    const Rect title =
        painter.text(std::string(tr("Achievements")), {cx + icon / 2, m_panel.y + scaled(w, m_large ? 12 : 14)},
                     {titleSize, theme::kAccent, true, Align::Center});
    painter.sprite("trophy", {title.x - icon - scaled(w, 10), title.y, icon, icon});
    std::size_t count = 0;
    for (const Achievement& a : achievements())
        count += m_book.find(a.id) ? 1U : 0U;
    if (m_large) {
        // How many are earned, under the title; then the note on help, on as many lines as
        // it takes, and the rows under it.
        const Rect earned = painter.text(
            format(trn("{0} of {1} earned", "{0} of {1} earned", achievements().size()), count, achievements().size()),
            {cx, m_panel.y + scaled(w, 12) + painter.shown(titleSize) * 6 / 5},
            {scaled(w, 15), theme::kText, false, Align::Center});
        int y = earned.y + wordsLine(painter, scaled(w, 15));
        for (const std::string& line :
             wrapText(painter, helpNote(), m_panel.w - 2 * scaled(w, 28), scaled(w, 14), false)) {
            painter.text(line, {cx, y}, {scaled(w, 14), theme::kTextDim, false, Align::Center});
            y += wordsLine(painter, scaled(w, 14));
        }
        if (const int top = y + scaled(w, 8); top != m_view.y)
            placeLargeRows(top);
        renderLarge(painter);
        return;
    }
    // TRANSLATORS: {0} how many achievements are earned, {1} how many there are.
    painter.text(
        format(trn("{0} of {1} earned", "{0} of {1} earned", achievements().size()), count, achievements().size()),
        {m_panel.x + m_panel.w - scaled(w, 28), m_panel.y + scaled(w, 26)},
        {scaled(w, 17), theme::kText, false, Align::Right});
    // Under the title, on one line across the panel.
    const std::string note = helpNote();
    const int noteRoom = m_panel.w - 2 * scaled(w, 28);
    painter.text(note, {cx, m_panel.y + scaled(w, 60)},
                 {fittingTextSize(painter, note, scaled(w, 14), false, {noteRoom, scaled(w, 20)}), theme::kTextDim,
                  false, Align::Center});
    m_bars.clear();
    for (const Achievement& a : achievements()) {
        if (const Rect bar = drawRow(painter, a, m_rows.at(a.id)); bar.w > 0)
            m_bars[a.id] = bar;
    }
    m_buttons.draw(painter, scaled(w, 17));
}

std::map<std::string, Rect> AchievementsScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    for (const auto& [id, row] : m_rows)
        out["row." + id] = row;
    for (const auto& [id, bar] : m_bars)
        out["progress." + id] = bar;
    if (m_large) {
        // The buttons in view; a Watch button scrolled away has no place.
        std::vector<Button> shown;
        for (const Button& b : m_buttons.buttons()) {
            if (b.rect.w > 0)
                shown.push_back(b);
        }
        addButtonRects(shown, out);
        m_scroll.addRects(out);
        return out;
    }
    m_buttons.addRects(out);
    return out;
}

nlohmann::json AchievementsScene::dumpFields() const
{
    nlohmann::json list = nlohmann::json::array();
    for (const Achievement& a : achievements()) {
        const EarnedAchievement* earned = m_book.find(a.id);
        list.push_back({{"id", a.id},
                        {"shown_as", a.hidden && !earned ? "?" : std::string(achievementTitle(a.id))},
                        {"earned", earned ? nlohmann::json(earned->date) : nlohmann::json()}});
        if (const auto p = m_progress.find(a.id); p != m_progress.end())
            list.back()["progress"] = {p->second.count, p->second.target};
    }
    return {{"achievements", list}};
}

std::unique_ptr<Scene> makeAchievementsScene(GameContext& context)
{
    return std::make_unique<AchievementsScene>(context);
}

} // namespace scoundrel::game
