#include "scenes/ResultScene.h"

#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"
#include "scenes/PlayerNameDialog.h"
#include "scenes/SceneFactory.h"
#include "scenes/WatchScene.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include "scoundrel/Engine.h"

#include <utility>

namespace scoundrel::game {

using namespace store;

ResultScene::ResultScene(GameContext& context, RunRecord run, GameState final, bool assisted)
    : m_context(context), m_run(std::move(run)), m_final(std::move(final)), m_assisted(assisted)
{
    std::string problem;
    ScoreBook book = ScoreBook::load(m_context.saveDir, &problem);
    ScoreEntry entry = makeScoreEntry(m_run, m_final, localTimestamp(), m_assisted);
    entry.name = book.defaultPlayerName();
    const std::string why = book.record(entry);
    if (!why.empty()) {
        problem = "This run was not saved in the high scores: " + why;
    } else {
        m_entry = book.entries().size() - 1;
        m_rank = book.rankOf(m_entry);
        m_askName = m_rank > 0;
    }
    if (!problem.empty())
        m_context.notice = problem;
    // The run is over and scored: nothing is left to continue. (Until now the saved
    // run held the final state, so a crash before this point still scores it.)
    deleteRun(m_context.saveDir);
    m_buttons.add("play_again", "Play again");
    m_buttons.add("replay", "Replay this deal");
    m_buttons.add("watch", "Watch winning line");
    m_buttons.add("high_scores", "High scores");
    m_buttons.add("menu", "Menu");
    m_buttons.focus("play_again");
    m_verdict.start(m_run);
    m_verdict.updateButton(*m_buttons.find("watch"));
}

void ResultScene::layout(Size window)
{
    Scene::layout(window);
    m_panel = centered(window, scaled(window, 1040), scaled(window, 540));
    const Size button{scaled(window, 190), scaled(window, 48)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 30), button,
              scaled(window, 12));
}

bool ResultScene::update(double /*seconds*/)
{
    const bool working = m_verdict.working(); // an answer picked up now must be drawn
    if (m_verdict.poll())
        m_verdict.updateButton(*m_buttons.find("watch"));
    // Asked here, not in the constructor: the dialog must go above this scene.
    if (std::exchange(m_askName, false)) {
        ScoreBook book = ScoreBook::load(m_context.saveDir);
        m_context.scenes.push(std::make_unique<PlayerNameDialog>(
            m_context, m_rank, book.defaultPlayerName(), [this](const std::string& name) {
                ScoreBook current = ScoreBook::load(m_context.saveDir);
                if (const std::string why = current.setName(m_entry, name); !why.empty())
                    m_context.notice = "Your name was not saved: " + why;
            }));
    }
    return working;
}

void ResultScene::activate(const std::string& id)
{
    if (id == "play_again")
        m_context.scenes.reset(makeTableScene(m_context, newRunRecord(m_run.rules, m_context.newDealNumber())));
    else if (id == "replay")
        m_context.scenes.reset(makeTableScene(m_context, RunRecord{m_run.rules, m_run.deal, {}}));
    else if (id == "watch" && m_verdict.hasLine())
        m_context.scenes.push(std::make_unique<WatchScene>(m_context, *initialState(m_run), m_verdict.result()->line));
    else if (id == "high_scores")
        m_context.scenes.push(makeHighScoresScene(m_context));
    else if (id == "menu")
        m_context.scenes.reset(makeMenuScene(m_context));
}

void ResultScene::handleEvent(const SDL_Event& event)
{
    if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) {
        activate("menu");
        return;
    }
    const std::string id = m_buttons.handleEvent(event);
    if (!id.empty())
        activate(id);
}

std::string ResultScene::breakdown() const
{
    if (m_final.status == Status::Won) {
        const int bonus = potionBonus(m_final);
        return "Health " + std::to_string(m_final.health) + " + potion bonus " + std::to_string(bonus) + " = " +
               std::to_string(score(m_final));
    }
    return "Health " + std::to_string(m_final.health) + " − monsters left " + std::to_string(monstersLeftValue(m_final)) +
           " = " + std::to_string(score(m_final));
}

std::string ResultScene::dealText() const
{
    std::string text = m_run.deal.seed ? "Deal #" + std::to_string(*m_run.deal.seed) : std::string("Custom dungeon");
    text += "  ·  " + std::to_string(m_final.turn) + (m_final.turn == 1 ? " turn" : " turns");
    if (m_run.rules != Rules::official())
        text += "  ·  rules: " + m_run.rules.name();
    if (m_assisted)
        text += "  ·  assisted (help was used)";
    return text;
}

void ResultScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 22));
    const bool won = m_final.status == Status::Won;
    const int cx = m_panel.center().x;
    int y = m_panel.y + scaled(w, 30);
    const int icon = scaled(w, 64);
    painter.sprite(won ? "crown" : "skull", {cx - icon / 2, y, icon, icon});
    y += icon + scaled(w, 6);
    painter.text(won ? "Victory" : "Defeat", {cx, y}, {scaled(w, 60), won ? theme::kAccent : theme::kDanger, true, Align::Center});
    y += scaled(w, 84);
    painter.text("Score " + std::to_string(score(m_final)), {cx, y}, {scaled(w, 40), theme::kText, true, Align::Center});
    y += scaled(w, 56);
    painter.text(breakdown(), {cx, y}, {scaled(w, 22), theme::kTextDim, false, Align::Center});
    y += scaled(w, 40);
    painter.text(dealText(), {cx, y}, {scaled(w, 20), theme::kTextDim, false, Align::Center});
    y += scaled(w, 36);
    painter.text(m_verdict.text(), {cx, y}, {scaled(w, 20), theme::kText, false, Align::Center});
    y += scaled(w, 46);
    if (m_rank > 0) {
        const int trophy = scaled(w, 30);
        const std::string line = m_rank == 1 ? "A new best score!" : "Number " + std::to_string(m_rank) + " in your top 10";
        const Rect drawn = painter.text(line, {cx + trophy / 2, y}, {scaled(w, 24), theme::kAccent, true, Align::Center});
        painter.sprite("trophy", {drawn.x - trophy - scaled(w, 10), y, trophy, trophy});
    }
    m_buttons.draw(painter, scaled(w, 17));
}

std::map<std::string, Rect> ResultScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    m_buttons.addRects(out);
    return out;
}

nlohmann::json ResultScene::dumpFields() const
{
    return {{"result", m_final.status == Status::Won ? "won" : "lost"}, {"score", score(m_final)}, {"rank", m_rank},
            {"assisted", m_assisted}, {"deal_verdict", m_verdict.dump()}};
}

std::unique_ptr<Scene> makeResultScene(GameContext& context, const RunRecord& run, const GameState& final,
                                       bool assisted)
{
    return std::make_unique<ResultScene>(context, run, final, assisted);
}

} // namespace scoundrel::game
