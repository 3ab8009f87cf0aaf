#include "table/TableSession.h"

#include "table/HintOverlay.h"
#include "text/DiagnosticWords.h"
#include "text/Format.h"
#include "text/Translate.h"

#include "scoundrel/store/RunFile.h"

#include "scoundrel/Engine.h"

#include <utility>

namespace scoundrel::game {

TableSession::TableSession(Run run, std::filesystem::path saveDir, bool assisted, bool chances, bool saveAtOnce)
    : m_run(std::move(run)), m_saveDir(std::move(saveDir)), m_assisted(assisted)
{
    if (chances)
        m_advice.showChances(m_run);
    if (saveAtOnce)
        save(); // a failure shows at the first poll
}

Refusal TableSession::check(const TableCommand& command) const
{
    switch (command.kind) {
    case TableCommand::Kind::Play:
        if (const IllegalReason why = reasonFor(m_run.state(), command.action); why.kind != Illegal::None)
            return Refusal(Refusal::Kind::Move, why);
        return {};
    case TableCommand::Kind::Undo:
        if (m_run.state().over())
            return Refusal(Refusal::Kind::NoUndoRunOver);
        return m_run.canUndo() ? Refusal{} : Refusal(Refusal::Kind::NothingToUndo);
    case TableCommand::Kind::Hint:
        return m_run.state().over() ? Refusal(Refusal::Kind::NoHintRunOver) : Refusal{};
    case TableCommand::Kind::Chances:
        return m_run.state().over() ? Refusal(Refusal::Kind::NoChancesRunOver) : Refusal{};
    }
    return {};
}

TableOutcome TableSession::perform(const TableCommand& command)
{
    TableOutcome outcome;
    outcome.before = m_run.state();
    if (const Refusal why = check(command); why.refused()) {
        outcome.messages.push_back({refusalSentence(why), Tone::Warning});
        return outcome;
    }
    outcome.done = true;
    switch (command.kind) {
    case TableCommand::Kind::Play:
        outcome.events = m_run.play(command.action).events;
        outcome.messages.push_back(describeAction(outcome.before, command.action, outcome.events));
        runChanged(outcome);
        break;
    case TableCommand::Kind::Undo: {
        // The line names the move taken back, as speech does (np11: "Undid the last move"
        // left the player to work out which).
        const Action undone = m_run.record().actions.back(); // check refused an empty turn
        m_run.undo();
        // TRANSLATORS: {0} the move taken back, such as "fight the 9 of Clubs with the weapon".
        outcome.messages.push_back({format(tr("Undid your move: {0}"), hintPhrase(undone))});
        runChanged(outcome);
        break;
    }
    case TableCommand::Kind::Hint:
        // What it takes away was asked before (askBefore), not told after.
        if (std::optional<ToneText> line = m_advice.requestHint(m_run))
            outcome.messages.push_back(std::move(*line));
        noteHelpShown();
        break;
    case TableCommand::Kind::Chances: {
        if (std::optional<ToneText> line = m_advice.toggleChances(m_run))
            outcome.messages.push_back(std::move(*line));
        noteHelpShown();
        save(); // chances on or off, for Continue
        break;
    }
    }
    reportSaveFailure(outcome.messages);
    return outcome;
}

std::vector<ToneText> TableSession::poll()
{
    std::vector<ToneText> lines;
    if (std::optional<ToneText> line = m_advice.poll())
        lines.push_back(std::move(*line));
    noteHelpShown();
    reportSaveFailure(lines);
    return lines;
}

void TableSession::runChanged(TableOutcome& outcome)
{
    save();
    m_advice.positionChanged(m_run);
    outcome.runEnded = m_run.state().over();
}

void TableSession::save()
{
    if (m_saveDir.empty())
        return;
    store::saveRun(m_writer, m_saveDir,
                   store::SavedRun{m_run.record(), m_run.state(), m_assisted, m_advice.chancesOn()});
}

void TableSession::reportSaveFailure(std::vector<ToneText>& lines)
{
    if (const store::WriteFailure why = m_writer.takeError())
        lines.push_back({format(tr("The run could not be saved: {0}"), writeFailureWords(why)), Tone::Bad});
}

void TableSession::noteHelpShown()
{
    if (m_assisted || (!m_advice.shownHint() && !m_advice.shownChances()))
        return;
    m_assisted = true;
    save();
}

std::optional<HelpQuestion> TableSession::askBefore(const TableCommand& command) const
{
    const bool hint = command.kind == TableCommand::Kind::Hint;
    // Chances switched off take nothing away: they were on, so help was used.
    const bool chancesOn = command.kind == TableCommand::Kind::Chances && !m_advice.chancesOn();
    if ((!hint && !chancesOn) || m_assisted || m_helpAccepted || check(command).refused())
        return std::nullopt;
    return helpQuestion(achievementsHelpForfeits(m_run.record(), m_saveDir), hint);
}

} // namespace scoundrel::game
