#include "scenes/TipsScene.h"

#include "content/TutorialScript.h"
#include "run/NewRun.h"
#include "scenes/MenuScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/Translate.h"
#include "ui/Button.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace scoundrel::game {

namespace {

// How many cards wide the examples' column is: the longest example, four cards.
constexpr int kExampleCards = 4;

} // namespace

TipsScene::TipsScene(GameContext& context) : m_context(context)
{
    m_buttons.add("menu", std::string(tr("Menu")));
    m_buttons.add("first_deal", std::string(tr("Play your first deal")));
    m_buttons.focus("first_deal");
}

void TipsScene::layout(Size window)
{
    Scene::layout(window);
    const int margin = scaled(window, 28);
    m_panel = {margin, margin, window.w - 2 * margin, window.h - 2 * margin};
    // At a larger text size the buttons and the title's line grow with their words.
    const int percent = m_context.settings.textPercent();
    const int height = std::max(scaled(window, 46), scaled(window, 20) * percent / 100 * 8 / 5);
    // As wide as the longest label needs at its size (French "Jouer votre première donne" at
    // 125%), while the row fits the panel.
    std::vector<std::string> ids;
    for (const Button& b : m_buttons.buttons())
        ids.push_back(b.id);
    const int count = static_cast<int>(ids.size());
    const int need = widestLabel(m_context.assets, m_buttons.buttons(), ids) * scaled(window, 20) * percent / 10000 +
        height / 3 + scaled(window, 8);
    const int widest = (m_panel.w - 2 * scaled(window, 20) - (count - 1) * scaled(window, 18)) / std::max(1, count);
    const Size button{std::max(scaled(window, 260) * std::max(100, percent) / 100, std::min(need, widest)), height};
    const int buttonsTop = m_panel.y + m_panel.h - button.h - scaled(window, 26);
    layoutRow(m_buttons.buttons(), m_panel.center().x, buttonsTop, button, scaled(window, 18));
    const int titleBottom = scaled(window, 22) + lineHeight(scaled(window, 34) * percent / 100) + scaled(window, 8);
    const int top = m_panel.y + std::max(scaled(window, 90), titleBottom);
    const int tips = static_cast<int>(playTips().size());
    const int rowHeight = (buttonsTop - scaled(window, 16) - top) / tips;
    const int pad = scaled(window, 40);
    m_rows.clear();
    for (int i = 0; i < tips; ++i)
        m_rows.push_back({m_panel.x + pad, top + i * rowHeight, m_panel.w - 2 * pad, rowHeight});
}

void TipsScene::handleEvent(const InputEvent& event)
{
    if (event.is(Control::Back) || event.is(Control::Menu)) {
        activate("menu");
        return;
    }
    if (const std::string id = m_buttons.handleEvent(event, m_context.sound); !id.empty())
        activate(id);
}

void TipsScene::activate(const std::string& id)
{
    if (id == "first_deal")
        // Over a saved run, the menu's question first: a new player lost a run in
        // progress here, scored as a loss, without being asked.
        startRunAsking(m_context, readSavedRun(m_context), newRunRecord(Rules::official(), kFirstDeal));
    else if (id == "menu")
        m_context.scenes.reset(makeMenuScene(m_context));
}

std::string TipsScene::spokenTitle() const
{
    std::vector<std::string> said{spokenScreenName(tr("Three tips to play well"))};
    for (const PlayTip& tip : playTips())
        said.push_back(spokenLine(tr(tip.text)));
    return spokenSentences(said);
}

std::string TipsScene::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label, button->enabled, button->disabledReason) : std::string{};
}

void TipsScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    painter.text(std::string(tr("Three tips to play well")), {m_panel.center().x, m_panel.y + scaled(w, 22)},
                 {scaled(w, 34), theme::kAccent, true, Align::Center});
    const std::vector<PlayTip> tips = playTips();
    const bool fourColor = m_context.settings.fourColorSuits;
    for (std::size_t i = 0; i < tips.size() && i < m_rows.size(); ++i) {
        const Rect& row = m_rows[i];
        // At a larger text size the examples take at most a quarter of the row (less
        // decoration), leaving the words the width.
        const bool large = painter.shown(100) > 100;
        const int cardW = std::min(row.h * 85 / 100 * 5 / 7, large ? row.w / 4 * 8 / 9 / kExampleCards : row.w);
        const int cardH = cardW * 7 / 5;
        const int step = cardW + cardW / 8;
        const int examples = kExampleCards * step;
        int x = row.x;
        for (Card card : tips[i].cards) {
            const Rect r{x, row.y, cardW, cardH};
            painter.shadow(r, cardW / 12, std::max(3, cardW / 16), 80);
            painter.card(card, r, fourColor);
            x += step;
        }
        const Rect text{row.x + examples + scaled(w, 24), row.y, row.w - examples - scaled(w, 24), row.h};
        // Words that outgrow the row are drawn smaller, never smaller than at 100%.
        const std::string words(tr(tips[i].text));
        const int least = scaled(w, 19) * 100 / painter.shown(100);
        int size = scaled(w, 19);
        while (size > least &&
               static_cast<int>(wrapText(painter, words, text.w, size, false).size()) *
                       lineHeight(painter.shown(size)) >
                   text.h)
            --size;
        drawWrappedText(painter, words, text, {size, theme::kText, false, Align::Left});
    }
    m_buttons.draw(painter, scaled(w, 20));
}

std::map<std::string, Rect> TipsScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        out["tip." + std::to_string(i)] = m_rows[i];
    m_buttons.addRects(out);
    return out;
}

nlohmann::json TipsScene::dumpFields() const
{
    return {{"tips", playTips().size()}, {"first_deal", kFirstDeal}};
}

std::unique_ptr<Scene> makeTipsScene(GameContext& context)
{
    return std::make_unique<TipsScene>(context);
}

} // namespace scoundrel::game
