#include "scenes/ResultScene.h"

#include "input/PadStyle.h"
#include "run/NewRun.h"
#include "scenes/OnScreenKeyboard.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "scenes/WatchScene.h"
#include "table/ActionText.h"
#include "table/SpokenWords.h"
#include "text/AchievementWords.h"
#include "text/Numbers.h"
#include "text/RuleNames.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Engine.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <utility>

namespace scoundrel::game {

using namespace store;

namespace {

constexpr int kButtonsPerRow = 3;
// The menu's button text, at the window's scale.
constexpr int kButtonTextSize = 20;
// The title's and the score's text sizes, and how much larger the player's text size makes them.
constexpr int kTitleSize = 60;
constexpr int kScoreSize = 40;
constexpr int kHeadlinePercent = 125;
// Above this text size the panel's lines are stacked as they are drawn, each wrapped to
// the panel, under a band left above the panel for the achievements' toasts.
constexpr int kFlowsAbove = 125;
// How long the name field's cue stays lit after typing that reached no field.
constexpr double kCueLitSeconds = 2.5;

// "Out alive · Butcher's blade": the titles of ids, as the panel lists them.
std::string achievementTitles(const std::vector<std::string>& ids)
{
    std::string text;
    for (const std::string& id : ids) {
        if (findAchievement(id))
            text += (text.empty() ? "" : "  ·  ") + std::string(achievementTitle(id));
    }
    return text;
}

// The panel's line on the run's achievements: the new ones as such; those earned before
// and earned again said so, dimmer, so a second win's "Out alive" is not read as new.
ToneText achievementsLine(const FinishReport& report)
{
    std::vector<std::string> fresh;
    std::vector<std::string> again;
    for (const std::string& id : report.earned) {
        const bool isNew =
            std::find(report.newAchievements.begin(), report.newAchievements.end(), id) != report.newAchievements.end();
        (isNew ? fresh : again).push_back(id);
    }
    if (again.empty())
        return {format(tr("Achievements: {0}"), achievementTitles(fresh)), Tone::Good};
    if (fresh.empty())
        // TRANSLATORS: achievements this run earned that the player already had: {0} their titles.
        return {format(tr("Earned again: {0}"), achievementTitles(again)), Tone::Neutral};
    // TRANSLATORS: {0} the achievements earned for the first time, {1} those earned before and again.
    return {format(tr("Achievements: {0}  ·  earned again: {1}"), achievementTitles(fresh), achievementTitles(again)),
            Tone::Good};
}

} // namespace

ResultScene::ResultScene(GameContext& context, RunRecord run, GameState final, bool assisted, FinishReport report)
    : m_context(context), m_run(std::move(run)), m_final(final), m_assisted(assisted), m_report(std::move(report))
{
    toastAchievements(m_report.newAchievements);
    m_buttons.add("play_again", std::string(tr("Play again")));
    m_buttons.add("replay", std::string(tr("Replay this deal")));
    m_buttons.add("review", std::string(tr("Review")));
    m_buttons.add("watch", std::string(tr("Watch winning line")));
    m_buttons.add("high_scores", std::string(tr("High scores")));
    m_buttons.add("menu", std::string(tr("Menu")));
    // No focus yet: keys still pressed for the table as the run ended (a fight's B, a
    // slot's digit, Enter) are not a name, and Enter plays again only once the player has
    // come to the button.
    if (m_report.rank > 0)
        m_nameRow.emplace(m_report.suggestedName, m_context.assets);
    m_change.id = "change_name";
    // TRANSLATORS: the result screen's button beside "Saved in the high scores as …": brings
    // the name field back to correct the name saved.
    m_change.label = std::string(tr("Change name"));
    m_verdict.start(m_run);
    m_verdict.updateButton(*m_buttons.find("watch"));
}

ResultScene::Standing ResultScene::standing() const
{
    if (m_report.rank == 0)
        return {};
    const bool won = m_final.status == Status::Won;
    if (m_report.earlierRuns == 0)
        return {std::string(won ? tr("The first run in your top 10!") : tr("The first run in your top 10")), won};
    if (won && m_report.rank == 1)
        return {std::string(tr("A new best score!")), true};
    if (won) // TRANSLATORS: {0} is the run's place among the best ten.
        return {format(tr("Number {0} in your top 10!"), m_report.rank), won};
    return {format(tr("Number {0} in your top 10"), m_report.rank), won};
}

void ResultScene::toastAchievements(const std::vector<std::string>& ids)
{
    m_toasts.setTextPercent(m_context.settings.textPercent()); // in the corner, they grow with it
    for (const std::string& id : ids) {
        m_toasts.push(format(tr("Achievement: {0}"), achievementTitle(id)), std::string(achievementDescription(id)));
    }
}

void ResultScene::layout(Size window)
{
    Scene::layout(window);
    const int percent = m_context.settings.textPercent();
    // The room each line has at 100%, and as much more as its words grow at the player's
    // text size (the headlines grow to 125% at most: they are large print already).
    const auto grown = [&](int size, int upTo) {
        const int base = scaled(window, size);
        return lineHeight(base * std::min(percent, upTo) / 100) - lineHeight(base);
    };
    const auto room = [&](int base, int size, int upTo = 1000) { return scaled(window, base) + grown(size, upTo); };
    const int label = scaled(window, kButtonTextSize) * percent / 100;
    Size button{std::max(scaled(window, 270), label * 13), std::max(scaled(window, 48), lineHeight(label) * 3 / 2)};
    const int gap = scaled(window, 12);
    const int buttonRows = (static_cast<int>(m_buttons.buttons().size()) + kButtonsPerRow - 1) / kButtonsPerRow;
    const int buttonsH = buttonRows * button.h + (buttonRows - 1) * gap;
    const bool rules = m_run.rules != Rules::official();
    // At a larger text size the crown or skull goes beside the title, for the room it takes.
    const int iconGap = percent > 100 ? 0 : scaled(window, 70);
    const std::array<int, 9> gaps{iconGap,
                                  room(84, kTitleSize, kHeadlinePercent),
                                  room(56, kScoreSize, kHeadlinePercent),
                                  room(40, 22),
                                  room(36, 20),
                                  rules ? room(34, 20) + rulesSecondLine(window) : 0,
                                  room(46, 20),
                                  room(44, 24),
                                  scaled(window, 60) + button.h - scaled(window, 48)};
    const int achievementsRoom =
        std::max(scaled(window, rules ? 62 : 96), 2 * lineHeight(scaled(window, 18) * percent / 100));
    int height = scaled(window, 30) + achievementsRoom + buttonsH + scaled(window, 30);
    for (int g : gaps)
        height += g;
    // Wider where the window has room for the name row to show the longest name whole in
    // its field at its size (the field scrolls a name wider than it: where the window is
    // too narrow, at a larger text size).
    const int saveLabel = scaled(window, 20) * percent / 100;
    const int nameRow = PlayerNameRow::wholeNameWidth(m_context.assets, button.h, 18, saveLabel);
    const int width = std::max({scaled(window, 1040), kButtonsPerRow * button.w + (kButtonsPerRow + 1) * gap * 2,
                                nameRow + scaled(window, 60)});
    m_panel = centered(window, std::min(width, window.w - scaled(window, 16)),
                       std::min(height, window.h - scaled(window, 16)));
    m_flow = percent > kFlowsAbove;
    if (m_flow) {
        // The whole window but a band above for the toasts; three buttons to a row as wide
        // as the panel allows, a line of their words tall.
        const int band = scaled(window, 40);
        m_panel = {scaled(window, 8), band, window.w - scaled(window, 16), window.h - band - scaled(window, 8)};
        button.w = std::min(button.w, (buttonsRoom(window) - (kButtonsPerRow - 1) * gap) / kButtonsPerRow);
        button.h = std::max(scaled(window, 48), lineHeight(label) + scaled(window, 10));
    }
    std::array<int, 10> at{};
    at[0] = m_panel.y + scaled(window, 30);
    for (std::size_t i = 0; i < gaps.size(); ++i)
        at[i + 1] = at[i] + gaps[i];
    m_lines = {at[0], at[1], at[2], at[3], at[4], at[5], at[6], at[7], at[8], at[9]};
    // As wide as the panel: room for Save's longer words ("Save without a name") beside
    // a field that still shows the longest name whole.
    m_nameRowPlace = {m_panel.x + scaled(window, 30), m_lines.name, m_panel.w - scaled(window, 60), button.h};
    // Save grows with its label rather than shrink it (Spanish "Guardar nombre" at 125%,
    // "Save without a name" for a cleared field), up to two fifths of the row.
    const int rowLabel = m_flow ? scaled(window, 18) * percent / 100 : saveLabel;
    if (m_nameRow)
        m_nameRow->layout(m_nameRowPlace, m_flow ? 24 : 18, rowLabel, percent == 100);
    // Change name at the row's right end, where Save was, as wide as its words need; when
    // the lines are stacked, flowWords puts it under the saved line.
    const int changeW =
        std::min(m_nameRowPlace.w,
                 std::max(m_nameRowPlace.w / 6,
                          labelWidth(m_context.assets, m_change.label) * rowLabel / 100 + m_nameRowPlace.h / 2));
    m_change.rect = {m_nameRowPlace.x + m_nameRowPlace.w - changeW, m_nameRowPlace.y, changeW, m_nameRowPlace.h};
    placeButtons(window, button, gap, label);
}

int ResultScene::buttonsRoom(Size window) const
{
    return m_panel.w - 4 * scaled(window, 12);
}

void ResultScene::placeButtons(Size window, Size button, int gap, int labelSize)
{
    // Two rows of three: the six labels fit one row only at a smaller text than the
    // menu's, and the buttons read as the same kind as the menu's. Each label at the size
    // asked, never one smaller than the others to fit its button (a new player saw "Watch
    // winning line" shrunk at 200% at 1280x800): the buttons as wide as one another where
    // the widest label fits that; else each as wide as its own label, the rows across the
    // panel.
    std::vector<Button>& buttons = m_buttons.buttons();
    const int count = static_cast<int>(buttons.size());
    std::vector<int> need;
    for (const Button& b : buttons) {
        int widest = labelWidth(m_context.assets, b.label);
        if (b.id == "watch") { // named after the verdict, which comes later: room for its longest name
            for (const std::string& other : DealVerdict::watchLabels())
                widest = std::max(widest, labelWidth(m_context.assets, other));
        }
        // The font's width at 100 scaled, a little wider for its hinting at other sizes.
        need.push_back(widest * labelSize / 100 * 21 / 20 + button.h / 3 + scaled(window, 8));
    }
    const auto needOf = [&](int i) { return need[static_cast<std::size_t>(i)]; };
    const int room = buttonsRoom(window);
    const int widestNeed = *std::max_element(need.begin(), need.end());
    const auto rowWidth = [&](int from, int perRow, const auto& width) {
        int sum = 0;
        for (int i = from; i < std::min(count, from + perRow); ++i)
            sum += width(i) + gap;
        return sum - gap;
    };
    std::vector<int> widths(need.size(), std::max(button.w, widestNeed));
    if (kButtonsPerRow * widths[0] + (kButtonsPerRow - 1) * gap > room) {
        bool fits = true;
        for (int from = 0; from < count; from += kButtonsPerRow)
            fits = fits && rowWidth(from, kButtonsPerRow, needOf) <= room;
        if (fits) {
            // Each row across the room, its buttons sharing what their labels leave.
            for (int from = 0; from < count; from += kButtonsPerRow) {
                const int inRow = std::min(kButtonsPerRow, count - from);
                const int extra = (room - rowWidth(from, kButtonsPerRow, needOf)) / inRow;
                for (int i = from; i < from + inRow; ++i)
                    widths[static_cast<std::size_t>(i)] = need[static_cast<std::size_t>(i)] + extra;
            }
        } else {
            // Longer labels than any language's (the pseudo-language's at 200% at 1024x640):
            // as wide as one another across the room, the longest drawn smaller to fit, for
            // a third row of buttons would run over the lines above them.
            std::fill(widths.begin(), widths.end(), (room - (kButtonsPerRow - 1) * gap) / kButtonsPerRow);
        }
    }
    const int rows = (count + kButtonsPerRow - 1) / kButtonsPerRow;
    const int bottomPad = scaled(window, m_flow ? 14 : 30);
    const int top = m_panel.y + m_panel.h - (rows * button.h + (rows - 1) * gap) - bottomPad;
    for (int from = 0; from < count; from += kButtonsPerRow) {
        int x = m_panel.center().x -
            rowWidth(from, kButtonsPerRow, [&](int i) { return widths[static_cast<std::size_t>(i)]; }) / 2;
        const int y = top + (from / kButtonsPerRow) * (button.h + gap);
        for (int i = from; i < std::min(count, from + kButtonsPerRow); ++i) {
            const int bw = widths[static_cast<std::size_t>(i)];
            buttons[static_cast<std::size_t>(i)].rect = {x, y, bw, button.h};
            x += bw + gap;
        }
    }
}

int ResultScene::headline(int base) const
{
    // At most kHeadlinePercent large: the title and the score are large print already.
    const int percent = m_context.settings.textPercent();
    return scaled(window(), base) * std::min(percent, kHeadlinePercent) / percent;
}

bool ResultScene::update(double seconds)
{
    const bool working = m_verdict.working(); // an answer picked up now must be drawn
    if (m_verdict.poll()) {
        m_verdict.updateButton(*m_buttons.find("watch"));
        // The deal's best score may earn one more, a moment after the screen appeared.
        if (m_verdict.result()->bestScore) {
            std::vector<Wording> problems;
            toastAchievements(
                RunLedger(m_context.saveDir).learnBestScore(m_report, *m_verdict.result()->bestScore, problems));
            for (Wording& line : problems)
                m_context.notices.add(std::move(line));
        }
    }
    const bool lit = m_cueLit > 0;
    m_cueLit = std::max(0.0, m_cueLit - seconds);
    return m_toasts.update(seconds) || working || lit;
}

void ResultScene::keepName(const std::string& name)
{
    if (std::string why = RunLedger(m_context.saveDir).keepName(m_report, name); !why.empty())
        m_context.notices.add(std::move(why));
    else
        m_savedName = name;
    m_nameRow.reset();
    m_nameFocused = false;
}

void ResultScene::changeName()
{
    if (!showsSaved())
        return;
    m_change.focused = false;
    m_change.hovered = false;
    m_buttons.clearFocus();
    m_nameRow.emplace(*m_savedName, m_context.assets); // the name kept, selected: typing replaces it
    layout(window());
    focusName();
    m_context.speak(spokenFocus());
}

void ResultScene::focusChange()
{
    m_buttons.clearFocus();
    m_change.focused = true;
}

bool ResultScene::handleChangeEvent(const InputEvent& event)
{
    if (!showsSaved())
        return false;
    if (event.kind == InputEvent::Kind::PointerMove) {
        m_change.hovered = m_change.rect.contains({event.x, event.y});
        return false; // the buttons' hover too
    }
    if (event.kind == InputEvent::Kind::PointerLeft) {
        m_change.hovered = false;
        return false;
    }
    if (event.kind == InputEvent::Kind::PointerDown && m_change.rect.contains({event.x, event.y})) {
        changeName();
        return true;
    }
    const bool tab = event.isKey(SDLK_TAB);
    const bool shift = tab && event.hasMod(KMOD_SHIFT);
    if (m_change.focused) {
        if (event.is(Control::Accept) || event.isKey(SDLK_SPACE)) {
            changeName();
            return true;
        }
        if ((tab && !shift) || event.is(Control::Right) || event.is(Control::Down)) {
            m_change.focused = false;
            m_buttons.focus("play_again");
            return true;
        }
        if (shift || event.is(Control::Left)) { // round to the last button, as from the field
            m_change.focused = false;
            m_buttons.focus(m_buttons.buttons().back().id);
            return true;
        }
        return event.is(Control::Up); // nothing above it
    }
    // A button has the focus: Shift+Tab from the first goes back to Change name, Tab from
    // the last round to it, and Up from the top row (the d-pad's way to it).
    const std::vector<Button>& buttons = m_buttons.buttons();
    bool upFromTop = false;
    for (const Button& b : buttons)
        upFromTop = upFromTop || (b.focused && b.rect.y == buttons.front().rect.y && event.is(Control::Up));
    if ((shift && buttons.front().focused) || (tab && !shift && buttons.back().focused) || upFromTop) {
        focusChange();
        return true;
    }
    return false;
}

void ResultScene::saveName()
{
    if (!m_nameRow)
        return;
    keepName(m_nameRow->name());
    m_buttons.focus("play_again");
    // The line the screen shows in the field's place (with no name too: the button said
    // "Save without a name"), then where the focus went.
    if (m_savedName)
        m_context.speak(spokenSentences({spokenNameSaved(*m_savedName), spokenFocus()}));
}

void ResultScene::keepNameShown()
{
    // Leaving keeps the name the field shows, typed or suggested and left as it was (a new
    // player saw their name "Pat" there, played again, and the run was saved with none); a
    // field cleared keeps none (the run was recorded under the suggestion).
    if (!m_nameRow)
        return;
    keepName(m_nameRow->name());
    // Only the line: the focus is where the player left it (a new player heard "Play
    // again, button" as they left by High scores). The next screen is named after it.
    if (m_savedName)
        m_context.speak(spokenNameSaved(*m_savedName));
}

void ResultScene::activate(const std::string& id)
{
    keepNameShown();
    // A new deal takes the rules chosen for new runs (they may have changed during this
    // one); the same deal again keeps this run's rules, so it is the same game.
    if (id == "play_again")
        m_context.scenes.reset(
            makeTableScene(m_context, newRunRecord(m_context.settings.rules, m_context.newDealNumber())));
    else if (id == "replay")
        m_context.scenes.reset(makeTableScene(m_context, RunRecord{m_run.rules, m_run.deal, {}}));
    else if (id == "watch" && m_verdict.hasLine())
        m_context.scenes.push(std::make_unique<WatchScene>(m_context, *initialState(m_run), m_verdict.result()->line));
    else if (id == "review")
        m_context.scenes.push(makeReviewScene(m_context, m_run));
    else if (id == "high_scores")
        m_context.scenes.push(makeHighScoresScene(m_context));
    else if (id == "menu")
        m_context.scenes.reset(makeMenuScene(m_context));
}

std::string ResultScene::spokenTitle() const
{
    const std::string result =
        spokenResult(m_final, standing().text, m_nameRow.has_value(), m_nameRow ? m_nameRow->name() : std::string{},
                     m_context.scenes.deviceInUse());
    // The achievements the run earned, as the screen's line says them (np16: a blind player
    // heard the score but never the achievement the toast and the line showed).
    if (m_report.earned.empty())
        return result;
    return spokenSentences({result, spokenLine(achievementsLine(m_report).text)});
}

std::string ResultScene::spokenFocus() const
{
    if (editingName())
        return spokenNameField(m_nameRow->field().text(), m_context.scenes.deviceInUse(),
                               m_nameRow->field().selected());
    if (saveFocused())
        return spokenButton(m_nameRow->save().label, true, {});
    if (showsSaved() && m_change.focused)
        return spokenButton(m_change.label, true, {});
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label, button->enabled, button->disabledReason) : std::string{};
}

void ResultScene::closing()
{
    keepNameShown();
}

void ResultScene::openKeyboard()
{
    // The pad's keyboard shows the caret after the suggestion and no selection: its
    // first key adds to the name (a new player pressed Y then 2 for "Ada 2" and saved "2").
    if (m_nameRow)
        m_nameRow->deselect();
    OnScreenKeyboard::Owner owner{[this](const InputEvent& e) { handleEvent(e); },
                                  [this] { return m_nameRow ? m_nameRow->field().text() : std::string{}; },
                                  [this] { saveName(); }, [this] { cancelNameEdit(); },
                                  [this] { return m_nameRow && m_nameRow->field().selected(); }};
    m_context.scenes.push(
        std::make_unique<OnScreenKeyboard>(m_context, OnScreenKeyboard::Keys::Letters, std::move(owner)));
}

void ResultScene::focusName()
{
    if (!m_nameRow || m_nameFocused)
        return;
    m_nameRow->beginEdit();
    m_nameFocused = true;
}

bool ResultScene::editingName() const
{
    return m_nameRow && m_nameFocused && !m_buttons.hasFocus() && !m_nameRow->saveFocused();
}

bool ResultScene::saveFocused() const
{
    return m_nameRow && m_nameRow->saveFocused();
}

void ResultScene::focusSave(bool on)
{
    if (m_nameRow)
        m_nameRow->focusSave(on);
    if (on)
        m_buttons.clearFocus();
}

bool ResultScene::moveAlongName(const InputEvent& event)
{
    if (!m_nameRow || !m_nameFocused)
        return false;
    const bool tab = event.isKey(SDLK_TAB);
    const bool shift = tab && event.hasMod(KMOD_SHIFT);
    const bool forward = (tab && !shift) || event.is(Control::Right) || event.is(Control::Down);
    const bool back = shift || event.is(Control::Left) || event.is(Control::Up);
    if (saveFocused()) {
        if (!forward && !back)
            return false;
        focusSave(false);
        if (forward)
            m_buttons.focus("play_again");
        return true; // back: to the field
    }
    if (editingName()) {
        // Left from the field goes round to the last button, as it did; Up stays.
        if (!forward)
            return false;
        focusSave(true);
        return true;
    }
    // A button has the focus: Shift+Tab from the first goes back to Save, Tab from the
    // last round to the field (the arrows move through the buttons as they stand).
    const std::vector<Button>& buttons = m_buttons.buttons();
    if (shift && buttons.front().focused) {
        focusSave(true);
        return true;
    }
    if (tab && !shift && buttons.back().focused) {
        m_buttons.clearFocus();
        return true;
    }
    return false;
}

void ResultScene::cancelNameEdit()
{
    if (!m_nameRow)
        return;
    if (m_savedName) {
        // Changing the name saved: Esc leaves it as it was, the saved line back with the
        // focus on Change name.
        m_nameRow.reset();
        m_nameFocused = false;
        focusChange();
        m_context.speak(spokenSentences({spokenNameSaved(*m_savedName), spokenFocus()}));
        return;
    }
    m_nameRow->cancelEdit();
    m_nameFocused = false;
    m_buttons.clearFocus();
    // What the field holds again, and how to come back to it.
    const std::string& text = m_nameRow->field().text();
    m_context.speak(spokenSentences(
        {text.empty() ? spokenEmptyNameField() : format(tr("It holds {0}."), text), spokenLine(nameCue())}));
}

bool ResultScene::handleNameEvent(const InputEvent& event)
{
    if (!m_nameRow)
        return false;
    // Keys reach the name only once the player came to it; a click on it or on Save
    // still works at any time.
    const bool pointer = event.kind == InputEvent::Kind::PointerDown || event.kind == InputEvent::Kind::PointerUp ||
        event.kind == InputEvent::Kind::PointerMove;
    if (!m_nameFocused && !pointer)
        return false;
    if (boundId(resultBindings(), event) == "save_name") {
        saveName();
        return true;
    }
    // The pad has no letters: its A on the field brings the keyboard.
    if (event.device == Device::Pad && event.is(Control::Accept) && editingName()) {
        openKeyboard();
        return true;
    }
    switch (m_nameRow->handleEvent(event, !m_buttons.hasFocus())) {
    case PlayerNameRow::Outcome::Save:
        saveName();
        return true;
    case PlayerNameRow::Outcome::Edited:
        return true;
    case PlayerNameRow::Outcome::FieldClicked:
        focusName();
        focusSave(false);
        m_buttons.clearFocus(); // Enter saves the name again
        return true;
    case PlayerNameRow::Outcome::None:
        break;
    }
    // Space is typed into the field, not a press of the focused button.
    return boundId(resultBindings(), event) == "space";
}

std::string ResultScene::nameCue() const
{
    if (!m_nameRow || m_nameFocused || m_buttons.hasFocus())
        return {};
    if (const DeviceInUse& device = m_context.scenes.deviceInUse(); device.pad) {
        // TRANSLATORS: in the name field before the pad came to it: {0} the d-pad's Down, {1} the pad's A.
        return format(tr("{0} then {1} to type your name"), buttonLabel(SDL_CONTROLLER_BUTTON_DPAD_DOWN, device.style),
                      buttonLabel(SDL_CONTROLLER_BUTTON_A, device.style));
    }
    // TRANSLATORS: in the name field before the keys came to it (a click in it works too).
    return std::string(tr("press Tab to type your name"));
}

bool ResultScene::strayTyping(const InputEvent& event)
{
    if (event.kind != InputEvent::Kind::Text || nameCue().empty())
        return false;
    // After what is being said, not over it: letters mashed as the run ended must not cut
    // the result's own announcement short.
    if (m_cueLit <= 0)
        m_context.speak(spokenLine(nameCue()), SpeechTurn::After);
    m_cueLit = kCueLitSeconds;
    return true;
}

bool ResultScene::arrive(const InputEvent& event)
{
    if (m_nameFocused || m_buttons.hasFocus() || m_change.focused)
        return false;
    const bool moves = event.isKey(SDLK_TAB) || event.is(Control::Up) || event.is(Control::Down) ||
        event.is(Control::Left) || event.is(Control::Right);
    if (!moves)
        return false;
    if (m_nameRow)
        focusName(); // the suggestion stays selected (and shown so): typing replaces it
    else
        m_buttons.focus("play_again");
    return true;
}

void ResultScene::handleEvent(const InputEvent& event)
{
    const std::string bound = boundId(resultBindings(), event);
    if (bound == "how_to_play") {
        m_context.scenes.push(makeHowToPlayScene(m_context));
        return;
    }
    if (bound == "menu") {
        // Esc in the name undoes the edit and stays; only a second Esc leaves (a new
        // player typed "Z", pressed Esc to cancel, and the run was saved as "Z").
        if (editingName())
            cancelNameEdit();
        else
            activate("menu");
        return;
    }
    if (handleChangeEvent(event) || arrive(event) || moveAlongName(event) || handleNameEvent(event) ||
        strayTyping(event))
        return;
    // Nothing has the focus yet: Enter, Space and the pad's A are not a choice.
    if (!m_nameFocused && !m_buttons.hasFocus() && (event.is(Control::Accept) || event.isKey(SDLK_SPACE)))
        return;
    const std::string id = m_buttons.handleEvent(event, m_context.sound);
    if (!id.empty())
        activate(id);
}

std::string ResultScene::breakdown() const
{
    if (m_final.status == Status::Won) {
        const int bonus = potionBonus(m_final);
        if (bonus == 0)
            // A bonus of 0 is not shown as a part of the sum (a new player read "+ potion
            // bonus 0" as something they had missed).
            // TRANSLATORS: how a win's score is made when no potion bonus applies: {0} the health left.
            return format(tr("The health you escaped with, {0}, is the score"), int{m_final.health});
        // TRANSLATORS: how a win's score is made: {0} health, {1} the potion bonus, {2} the score.
        return format(tr("Health {0} + potion bonus {1} = {2}"), int{m_final.health}, bonus, score(m_final));
    }
    // As rules.md scores a loss: the health as it ended (below 0 after a heavy blow, as
    // the table shows it) minus the monsters not yet faced.
    // The sum and how many it adds up, so the number does not read as a count. Its
    // negative numbers take the sum's own minus (U+2212), not a hyphen beside it.
    const int left = monstersLeftCount(m_final);
    if (left == 0)
        // No sum of nothing (np32: "Health −7 − 0, the total value of the 0 monsters left = −7").
        // TRANSLATORS: how a loss's score is made when no monster is left: {0} the health it ended with
        // (below 0), which is the score.
        return format(tr("No monster was left: the health you ended with, {0}, is the score"),
                      signedNumber(m_final.health));
    // TRANSLATORS: how a loss's score is made: {1} health, {2} the values of the {0}
    // monsters not yet faced added up, {3} the score.
    return format(trn("Health {1} − {2}, the total value of the {0} monster left = {3}",
                      "Health {1} − {2}, the total value of the {0} monsters left = {3}",
                      static_cast<unsigned long>(left)),
                  left, signedNumber(m_final.health), monstersLeftValue(m_final), signedNumber(score(m_final)));
}

int ResultScene::rulesSecondLine(Size window) const
{
    return m_rulesOnTwoLines ? lineHeight(scaled(window, 20) * m_context.settings.textPercent() / 100) : 0;
}

std::vector<std::string> ResultScene::rulesLines(Painter& painter, int width, int size) const
{
    // The rules named with their titles, or their values alone ("Custom: Any monster ·
    // Shuffle") when the titles make the line too wide; two lines only when neither fits
    // one, the titled name first; an ellipsis never (the words wrap, a third line at worst).
    const std::array<std::string, 2> names{displayName(m_run.rules), compactName(m_run.rules)};
    for (const std::string& name : names) {
        if (painter.measure(name, size, false).w <= width)
            return {name};
    }
    for (const std::string& name : names) {
        if (std::vector<std::string> lines = wrapText(painter, name, width, size, false); lines.size() <= 2)
            return lines;
    }
    return wrapText(painter, names[1], width, size, false);
}

std::string ResultScene::dealText() const
{
    std::string text = dealLabel(m_run.deal, m_run.rules);
    text += "  ·  " + format(trn("{0} turn", "{0} turns", m_final.turn), int{m_final.turn});
    if (m_assisted)
        text += "  ·  " + std::string(tr("assisted (help was used)"));
    return text;
}

void ResultScene::renderFlow(Painter& painter)
{
    const Size w = window();
    // The rules by their values alone ("Custom: Any monster · Shuffle") where their titles
    // would run the words under the buttons (the pseudo-language's Custom at 200% in the
    // smallest window): the lines are counted first, then drawn.
    int buttonsTop = m_panel.y + m_panel.h;
    for (const Button& b : m_buttons.buttons())
        buttonsTop = std::min(buttonsTop, b.rect.y);
    const bool compact = m_run.rules != Rules::official() && flowWords(painter, false, false) > buttonsTop;
    // The room between the lines shared by need: less of it where the words would
    // otherwise run under the buttons (the pseudo-language's saved name over Change name,
    // with every achievement, at 200%), as much as there is where they fit.
    int spacing = 100;
    if (const int over = flowWords(painter, compact, false) - buttonsTop; over > 0) {
        const int spaces = flowWords(painter, compact, false, 100) - flowWords(painter, compact, false, 0);
        spacing = spaces > 0 ? std::max(0, (spaces - over) * 100 / spaces) : 0;
    }
    flowWords(painter, compact, true, spacing);
    m_buttons.draw(painter, scaled(w, kButtonTextSize));
    m_toasts.draw(painter, w, m_panel);
}

int ResultScene::flowWords(Painter& painter, bool compactRules, bool draw, int spacing)
{
    const Size w = window();
    // The room between the lines, a share of it where the words need it (spacing percent).
    const auto space = [&](int base) { return scaled(w, base) * spacing / 100; };
    const bool won = m_final.status == Status::Won;
    const int cx = m_panel.center().x;
    const int width = m_panel.w - scaled(w, 60);
    int y = m_panel.y + space(10);
    // Words wrapped to the panel, a line under the other.
    const auto lines = [&](const std::string& text, int size, SDL_Color color, bool bold, int nominal = 0) {
        for (const std::string& line : wrapText(painter, text, width, size, bold)) {
            if (draw)
                painter.text(line, {cx, y}, {size, color, bold, Align::Center, nominal});
            y += lineHeight(painter.shown(size));
        }
    };
    // The title and the score as large as at the normal text size: large print already.
    const int titleSize = scaled(w, kTitleSize) * 100 / m_context.settings.textPercent();
    const int scoreSize = scaled(w, kScoreSize) * 100 / m_context.settings.textPercent();
    const int icon = scaled(w, 64);
    const int iconGap = scaled(w, 16);
    const std::string titleText(won ? tr("Victory") : tr("Defeat"));
    const std::string scoreText = format(tr("Score {0}"), signedNumber(score(m_final)));
    // The score beside the title where the panel is wide enough for both (a line more for
    // the lines under them, which wrap at the larger text size), else under it.
    const Size titleShown = painter.measure(titleText, titleSize, true);
    const Size scoreShown = painter.measure(scoreText, scoreSize, true);
    const int scoreGap = scaled(w, 40);
    const bool scoreBeside = icon + iconGap + titleShown.w + scoreGap + scoreShown.w <= width;
    const int titleWidth = titleShown.w + (scoreBeside ? scoreGap + scoreShown.w : 0);
    const int left = cx - (icon + iconGap + titleWidth) / 2 + icon + iconGap;
    if (draw) {
        const Rect title =
            painter.text(titleText, {left, y}, {titleSize, won ? theme::kAccent : theme::kDanger, true, Align::Left});
        painter.sprite(won ? "crown" : "skull", {title.x - icon - iconGap, title.y + (title.h - icon) / 2, icon, icon});
        if (scoreBeside)
            painter.text(scoreText, {title.x + title.w + scoreGap, title.y + (title.h - scoreShown.h) / 2},
                         {scoreSize, theme::kText, true, Align::Left});
    }
    y += lineHeight(painter.shown(titleSize)) * 9 / 10;
    if (!scoreBeside)
        lines(scoreText, scoreSize, theme::kText, true);
    lines(breakdown(), scaled(w, 20), theme::kTextDim, false);
    std::string rules = m_run.rules == Rules::official() ? std::string{}
        : compactRules                                   ? compactName(m_run.rules)
                                                         : displayName(m_run.rules);
    lines(rules.empty() ? dealText() : dealText() + "  ·  " + rules, scaled(w, 18), theme::kTextDim, false);
    lines(m_verdict.text(m_final.status == Status::Won), scaled(w, 18), theme::kText, false);
    const Standing place = standing();
    if (!place.text.empty())
        lines(place.text, scaled(w, 20), place.trophy ? theme::kAccent : theme::kText, place.trophy);
    y += space(6);
    if (m_nameRow) {
        const Rect row = m_nameRowPlace;
        if (draw) {
            const int percent = m_context.settings.textPercent();
            m_nameRow->layout({row.x, y, row.w, row.h}, 24, scaled(w, 18) * percent / 100, false);
            m_nameRow->draw(painter, scaled(w, 18), editingName(), {nameCue(), m_cueLit > 0});
        }
        y += row.h + space(8);
    } else if (m_savedName) {
        const Rect row = m_nameRowPlace;
        const std::string line = nameSavedLine(*m_savedName);
        const int size = scaled(w, 18);
        const int room = row.w - m_change.rect.w - scaled(w, 12);
        const auto within = [&](const std::string& part) { return painter.measure(part, size, false).w <= room; };
        // Beside Change name, on one line or on two where each fits there (a long name at
        // 200%); else its first line beside it and the rest under them, across the panel (a
        // row less than over it); else over it, Change name centred under.
        std::vector<std::string> beside = wrapText(painter, line, room, size, false);
        std::string under;
        if (beside.size() > 2 || !std::all_of(beside.begin(), beside.end(), within)) {
            if (!beside.empty() && within(beside[0]) && line.compare(0, beside[0].size(), beside[0]) == 0) {
                under = line.substr(std::min(line.size(), line.find_first_not_of(' ', beside[0].size())));
                beside.resize(1);
            } else {
                beside.clear();
            }
        }
        if (beside.empty()) {
            lines(line, size, theme::kTextDim, false);
            m_change.rect = {cx - m_change.rect.w / 2, y, m_change.rect.w, row.h};
            if (draw)
                m_change.draw(painter, size);
            y += row.h;
        } else {
            const int step = lineHeight(painter.shown(size));
            const int height = std::max(row.h, static_cast<int>(beside.size()) * step);
            m_change.rect = {row.x + row.w - m_change.rect.w, y + (height - row.h) / 2, m_change.rect.w, row.h};
            if (draw) {
                const int textHeight = painter.measure(line, size, false).h;
                int at = y + (height - static_cast<int>(beside.size()) * step) / 2 + (step - textHeight) / 2;
                for (const std::string& part : beside) {
                    painter.text(part, {row.x + room / 2, at}, {size, theme::kTextDim, false, Align::Center});
                    at += step;
                }
                m_change.draw(painter, size);
            }
            y += height;
            if (!under.empty())
                lines(under, size, theme::kTextDim, false);
        }
        y += space(8);
    }
    if (!m_report.earned.empty()) {
        // At the size the panel draws them at 100%, on as many lines as they take.
        const ToneText line = achievementsLine(m_report);
        lines(line.text, scaled(w, 18), line.tone == Tone::Good ? theme::kAccent : theme::kTextDim, false);
    }
    return y;
}

void ResultScene::render(Painter& painter)
{
    const Size w = window();
    // The rules' name on two lines takes a line from the panel: known only once measured,
    // so the panel is laid out again, before anything is drawn, when that changes.
    const int rulesSize = scaled(w, 20);
    const std::vector<std::string> rulesShown = m_run.rules == Rules::official()
        ? std::vector<std::string>{}
        : rulesLines(painter, m_panel.w - scaled(w, 80), rulesSize);
    if (std::exchange(m_rulesOnTwoLines, rulesShown.size() > 1) != m_rulesOnTwoLines)
        layout(w);
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 22));
    if (m_flow) {
        renderFlow(painter);
        return;
    }
    const bool won = m_final.status == Status::Won;
    const int cx = m_panel.center().x;
    const int icon = scaled(w, 64);
    const Rect title = painter.text(std::string(won ? tr("Victory") : tr("Defeat")), {cx, m_lines.title},
                                    {headline(kTitleSize), won ? theme::kAccent : theme::kDanger, true, Align::Center});
    // Above the title, or beside it when a larger text size leaves no line for it.
    const Point iconAt = m_lines.icon == m_lines.title
        ? Point{title.x - icon - scaled(w, 16), title.y + (title.h - icon) / 2}
        : Point{cx - icon / 2, m_lines.icon};
    painter.sprite(won ? "crown" : "skull", {iconAt.x, iconAt.y, icon, icon});
    painter.text(format(tr("Score {0}"), signedNumber(score(m_final))), {cx, m_lines.score},
                 {headline(kScoreSize), theme::kText, true, Align::Center});
    // Within the panel: smaller where a language's sum is wider (the pseudo-language's at
    // 125% at 1280x800), never under its 100% size.
    const std::string sum = breakdown();
    const int sumSize =
        std::max(std::min(scaled(w, 22), painter.askedFor(scaled(w, 22))),
                 fittingTextSize(painter, sum, scaled(w, 22), false, {m_panel.w - scaled(w, 40), m_panel.h}));
    painter.text(sum, {cx, m_lines.breakdown}, {sumSize, theme::kTextDim, false, Align::Center, scaled(w, 22)});
    painter.text(dealText(), {cx, m_lines.deal}, {scaled(w, 20), theme::kTextDim, false, Align::Center});
    // Its own line: with the deal's it would not fit the panel at 1024 pixels.
    int rulesY = m_lines.rules;
    for (const std::string& line : rulesShown) {
        painter.text(line, {cx, rulesY}, {rulesSize, theme::kTextDim, false, Align::Center});
        rulesY += lineHeight(painter.shown(rulesSize));
    }
    painter.text(m_verdict.text(m_final.status == Status::Won), {cx, m_lines.verdict},
                 {scaled(w, 20), theme::kText, false, Align::Center});
    const Standing place = standing();
    if (place.trophy) {
        const int trophy = scaled(w, 30);
        const Rect drawn = painter.text(place.text, {cx + trophy / 2, m_lines.standing},
                                        {scaled(w, 24), theme::kAccent, true, Align::Center});
        painter.sprite("trophy", {drawn.x - trophy - scaled(w, 10), m_lines.standing, trophy, trophy});
    } else if (!place.text.empty()) {
        painter.text(place.text, {cx, m_lines.standing}, {scaled(w, 22), theme::kText, false, Align::Center});
    }
    if (m_nameRow)
        m_nameRow->draw(painter, scaled(w, 20), editingName(), {nameCue(), m_cueLit > 0});
    else if (m_savedName) {
        // The line beside Change name, in the row's room left of it.
        const Rect row = m_nameRowPlace;
        const int room = m_change.rect.x - row.x - scaled(w, 12);
        const std::string line = nameSavedLine(*m_savedName);
        // Smaller where a long name needs it at a larger text size, never under its 100% size.
        const int fitting = fittingTextSize(painter, line, scaled(w, 20), false, {room, row.h});
        const int size = m_context.settings.textPercent() > 100
            ? std::max(std::min(scaled(w, 20), painter.askedFor(scaled(w, 20))), fitting)
            : fitting;
        // Where even that is too wide (a longer language, a long name), on two lines there.
        const std::vector<std::string> shown = painter.measure(line, size, false).w <= room
            ? std::vector<std::string>{line}
            : wrapText(painter, line, room, size, false);
        const int step = lineHeight(painter.shown(size));
        int y = row.y + (row.h - painter.measure(line, size, false).h) / 2 -
            (static_cast<int>(shown.size()) - 1) * step / 2;
        for (const std::string& part : shown) {
            painter.text(part, {row.x + room / 2, y}, {size, theme::kTextDim, false, Align::Center, scaled(w, 20)});
            y += step;
        }
        m_change.draw(painter, scaled(w, 20));
    }
    if (!m_report.earned.empty()) {
        const int size = scaled(w, 18);
        const ToneText said = achievementsLine(m_report);
        const SDL_Color ink = said.tone == Tone::Good ? theme::kAccent : theme::kTextDim;
        int y = m_lines.achievements;
        for (const std::string& line : wrapText(painter, said.text, m_panel.w - scaled(w, 80), size, false)) {
            painter.text(line, {cx, y}, {size, ink, false, Align::Center});
            y += lineHeight(painter.shown(size));
        }
    }
    m_buttons.draw(painter, scaled(w, kButtonTextSize));
    m_toasts.draw(painter, w, m_panel); // clear of the panel, whatever the window
}

std::map<std::string, Rect> ResultScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    m_buttons.addRects(out);
    const std::vector<Rect> toasts = m_toasts.boxes(window(), m_panel);
    for (std::size_t i = 0; i < toasts.size(); ++i)
        out["toast." + std::to_string(i)] = toasts[i];
    if (m_nameRow)
        m_nameRow->addRects(out);
    if (showsSaved()) {
        out["button.change_name"] = m_change.rect;
        if (m_change.focused)
            out["focused.button.change_name"] = m_change.rect;
    }
    return out;
}

nlohmann::json ResultScene::dumpFields() const
{
    const Standing place = standing();
    return {{"result", m_final.status == Status::Won ? "won" : "lost"},
            {"score", score(m_final)},
            {"rank", m_report.rank},
            {"standing", place.text},
            {"trophy", place.trophy},
            {"rules", displayName(m_run.rules)},
            {"asking_name", m_nameRow.has_value()},
            {"name_focused", editingName()},
            {"save_focused", saveFocused()},
            {"name_field", m_nameRow ? m_nameRow->field().text() : std::string{}},
            {"name_cue", nameCue()},
            {"name_cue_lit", m_cueLit > 0},
            {"saved_name", m_savedName.value_or("")},
            {"name_saved", m_savedName.has_value()},
            {"change_focused", showsSaved() && m_change.focused},
            {"save_name_label", m_nameRow ? m_nameRow->saveLabel() : std::string{}},
            {"assisted", m_assisted},
            {"deal_verdict", m_verdict.dump()},
            {"achievements", m_report.earned},
            {"toasts", m_toasts.showing()}};
}

std::unique_ptr<Scene> finishRun(GameContext& context, const RunRecord& run, const GameState& final, bool assisted,
                                 Scoring scoring)
{
    FinishReport report = RunLedger(context.saveDir).finish(run, final, assisted, scoring);
    for (const Wording& line : report.problems)
        context.notices.add(line);
    return std::make_unique<ResultScene>(context, run, final, assisted, std::move(report));
}

} // namespace scoundrel::game
