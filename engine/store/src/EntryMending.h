#pragma once

#include "scoundrel/store/GuardedLoad.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <vector>

// The files that are lists of entries (the high scores, the achievements) are read entry
// by entry, so that one damaged entry costs that entry only: the good ones are kept, and
// the damaged one is taken from the backup (the last save) when the backup holds it.
namespace scoundrel::store {

// One entry of such a file as read: its text, and what it holds, or what was wrong with it.
template <class Entry>
struct ReadEntry {
    nlohmann::json raw;
    std::optional<Entry> entry;
    Diagnostic found; // when entry is empty; in and item say where
};

// Reads each item of list with read, which throws (DamageFound or anything else) on
// damage; a damaged item keeps its text and what was found, as item n (from 1) of in.
template <class Entry, class Read>
std::vector<ReadEntry<Entry>> readEach(const nlohmann::json& list, DamageIn in, const Read& read)
{
    std::vector<ReadEntry<Entry>> out;
    for (const auto& item : list) {
        ReadEntry<Entry> one{item, std::nullopt, {}};
        try {
            one.entry = read(item);
        } catch (const DamageFound& d) {
            one.found = d.found;
        } catch (const std::exception& e) {
            one.found = passed(e.what());
        }
        if (!one.entry) {
            one.found.in = in;
            one.found.item = static_cast<int>(out.size()) + 1;
        }
        out.push_back(std::move(one));
    }
    return out;
}

// The first damaged entry's problem, when there is one.
template <class Entry>
std::optional<Diagnostic> firstDamage(const std::vector<ReadEntry<Entry>>& entries)
{
    for (const auto& one : entries) {
        if (!one.entry)
            return one.found;
    }
    return std::nullopt;
}

// What identifies an entry from one save to the next (a run: all it holds but its name,
// which a later save may change; an achievement: its id), read from its text; nothing
// when it cannot be read.
using EntryIdentity = std::function<std::optional<std::string>(const nlohmann::json& raw)>;

// The file's entries in its order: each good one as it is, each damaged one replaced by
// the backup's copy of the same entry, else dropped. The backup's copy is the good backup
// entry of the same identity that no good entry of the file already holds; for a damaged
// entry whose identity does not match (the damage touched it), the backup's entry at the
// same place when no good entry of the file holds it: every save appends an entry or
// renames one in place, so the backup's entries stand where the file's do. count gets
// the tallies.
template <class Entry>
std::vector<Entry> mendEntries(const std::vector<ReadEntry<Entry>>& file, const std::vector<ReadEntry<Entry>>& backup,
                               const EntryIdentity& identity, Mended& count)
{
    std::vector<bool> taken(backup.size(), false);
    const auto free = [&](std::size_t i) { return i < backup.size() && !taken[i] && backup[i].entry.has_value(); };
    // The backup entry of the same identity, the one at place first; taken.
    const auto takeSame = [&](const nlohmann::json& raw, std::size_t place) -> std::optional<std::size_t> {
        const auto id = identity(raw);
        if (!id)
            return std::nullopt;
        for (std::size_t n = 0; n <= backup.size(); ++n) {
            const std::size_t i = n == 0 ? place : n - 1;
            if (free(i) && identity(backup[i].raw) == id) {
                taken[i] = true;
                return i;
            }
        }
        return std::nullopt;
    };
    for (std::size_t i = 0; i < file.size(); ++i) {
        if (file[i].entry)
            takeSame(file[i].raw, i);
    }
    std::vector<Entry> out;
    for (std::size_t i = 0; i < file.size(); ++i) {
        if (file[i].entry) {
            out.push_back(*file[i].entry);
            ++count.kept;
            continue;
        }
        if (count.damaged++ == 0)
            count.first = file[i].found;
        std::optional<std::size_t> from = takeSame(file[i].raw, i);
        if (!from && free(i)) {
            taken[i] = true;
            from = i;
        }
        if (from) {
            out.push_back(*backup[*from].entry);
            ++count.restored;
        }
    }
    return out;
}

// The file's text read entry by entry and mended from the backup's text, read the same way
// (a backup that is no list lends nothing); nullopt where the file itself is no list of
// entries, so that the whole backup is used instead. read is the file's own reader.
template <class Entry, class Read>
std::optional<std::vector<Entry>> mendFromBackup(const std::string& text, const std::string* backupText,
                                                 const Read& read, const EntryIdentity& identity, Mended& count)
{
    ParseProblem problem;
    const std::optional<std::vector<ReadEntry<Entry>>> file = read(text, problem);
    if (!file)
        return std::nullopt;
    std::vector<ReadEntry<Entry>> backup;
    if (backupText) {
        if (auto readBackup = read(*backupText, problem))
            backup = std::move(*readBackup);
    }
    return mendEntries(*file, backup, identity, count);
}

} // namespace scoundrel::store
