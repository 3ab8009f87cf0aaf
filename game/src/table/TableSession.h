#pragma once

#include "table/ActionText.h"
#include "table/ForfeitedByHelp.h"
#include "table/TableAdvice.h"
#include "table/TableCommand.h"
#include "text/Refusal.h"

#include "scoundrel/store/WriteFailure.h"

#include "scoundrel/Run.h"
#include "scoundrel/store/BackgroundWriter.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The run at the table, without a window: the Run and its undo, the saves after every
// change, the advisor and whether its help was used. Everything that changes the run
// is a TableCommand; as the engine's check and apply do for actions, check answers
// "may I?" with the reason, and perform asks check first, so a refused command changes
// nothing. The scene turns input into commands and draws; this owns what it changes.
class TableSession {
public:
    // assisted: help was already used in this run (a resumed run keeps the flag);
    // chances: the win chances were showing when the run was left, and show again.
    // The run is saved at once, so a run just begun can be continued from the menu,
    // unless saveAtOnce is false: then the owner calls save() when it is ready (the
    // table scene when it is entered, so that making a scene writes no file). An empty
    // saveDir is a run never saved (the tutorial's, which must not replace a saved run).
    TableSession(Run run, std::filesystem::path saveDir, bool assisted = false, bool chances = false,
                 bool saveAtOnce = true);

    // Why the command cannot be done now, as a value (refusalSentence words it); a
    // refusal of kind None when it can.
    Refusal check(const TableCommand& command) const;
    // Checks, then does it and saves the run.
    TableOutcome perform(const TableCommand& command);
    // What happened in the background since the last call: the advisor's answer
    // (help shown marks the run assisted) and a save that failed. Once a frame.
    std::vector<ToneText> poll();

    // The question to ask before command: the first hint, or the win chances switched on,
    // of a run that would take achievements not yet earned out of reach (ForfeitedByHelp.h;
    // np15: the hint took them without warning). Nothing once the run used help or the
    // player said yes (helpAccepted), when nothing would be lost, or for any other command.
    // perform does not ask: its caller does, and performs the command on a yes.
    std::optional<HelpQuestion> askBefore(const TableCommand& command) const;
    // The player said yes to that question: no more asking in this run.
    void helpAccepted() { m_helpAccepted = true; }

    const Run& run() const { return m_run; }
    const TableAdvice& advice() const { return m_advice; }
    // Help was used: the saved run and the score say so.
    bool assisted() const { return m_assisted; }

    // Waits until the last save is on disk, before another scene reads or deletes it;
    // why the last write failed, or empty.
    store::WriteFailure flushSaves() { return m_writer.flush(); }
    // Hands the run to the writer; a failed write is reported afterwards.
    void save();

private:
    // A move or an undo: the run is saved and the advice follows the new position.
    void runChanged(TableOutcome& outcome);
    void reportSaveFailure(std::vector<ToneText>& lines);
    // Help shown for the first time in this run marks it assisted, and saves that.
    void noteHelpShown();
    Run m_run;
    std::filesystem::path m_saveDir;
    TableAdvice m_advice; // the hint and the win chances, thought out in the background
    bool m_assisted = false;
    bool m_helpAccepted = false; // the question before the first help was answered yes
    // Saves after every change without waiting for the disk; flushed before another
    // scene reads the save, and on quit (its destructor).
    store::BackgroundWriter m_writer;
};

} // namespace scoundrel::game
