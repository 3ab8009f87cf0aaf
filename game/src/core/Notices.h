#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace scoundrel::game {

// A line's words, made each time it is shown: in the language of that moment, so a line
// kept on screen follows a language chosen in Settings at once (a German notice about a
// damaged file stayed under the English menu until the menu was left).
using Wording = std::function<std::string()>;

// What the menu has to tell the player, a line each: every file that was damaged or
// written by a newer version, a run that could not be scored... Each is shown until a
// run starts. A line already there is not added again: a newer version's file, left in
// place, is reported at every load. Each is kept as its wording, not as its words.
class Notices {
public:
    // Adds the line words makes, unless it is empty or already there.
    void add(Wording words)
    {
        if (!words)
            return;
        const std::string line = words();
        if (line.empty() || contains(line))
            return;
        m_lines.push_back({std::move(words), false});
    }
    // A line whose words are the same in every language (tests, a name).
    void add(std::string line)
    {
        add(Wording([line = std::move(line)] { return line; }));
    }
    void add(const char* line) { add(std::string(line)); }
    // Removes the line words makes now.
    void remove(const Wording& words)
    {
        if (!words)
            return;
        const std::string line = words();
        std::erase_if(m_lines, [&](const Line& kept) { return kept.words() == line; });
    }
    void clear() { m_lines.clear(); }
    bool empty() const { return m_lines.empty(); }
    // The lines, worded now.
    std::vector<std::string> lines() const
    {
        std::vector<std::string> out;
        out.reserve(m_lines.size());
        for (const Line& kept : m_lines)
            out.push_back(kept.words());
        return out;
    }
    // The lines speech has not said yet, worded now: the menu says each once, with its
    // first announcement (np13 heard a 40-word notice at each return to the menu). F2 says
    // them all again.
    std::vector<std::string> unsaidLines() const
    {
        std::vector<std::string> out;
        for (const Line& kept : m_lines) {
            if (!kept.said)
                out.push_back(kept.words());
        }
        return out;
    }
    void markSaid()
    {
        for (Line& kept : m_lines)
            kept.said = true;
    }

private:
    bool contains(const std::string& line) const
    {
        return std::any_of(m_lines.begin(), m_lines.end(), [&](const Line& kept) { return kept.words() == line; });
    }

    struct Line {
        Wording words;
        bool said = false; // by speech, with the menu's name
    };
    std::vector<Line> m_lines;
};

} // namespace scoundrel::game
