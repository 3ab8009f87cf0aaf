#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace scoundrel::game {

// What the menu has to tell the player, a line each: every file that was damaged or
// written by a newer version, a run that could not be scored... Each is shown until a
// run starts. A line already there is not added again: a newer version's file, left in
// place, is reported at every load.
class Notices {
public:
    // Adds line, unless it is empty or already there.
    void add(std::string line)
    {
        if (!line.empty() && std::find(m_lines.begin(), m_lines.end(), line) == m_lines.end())
            m_lines.push_back(std::move(line));
    }
    void remove(const std::string& line) { std::erase(m_lines, line); }
    void clear() { m_lines.clear(); }
    bool empty() const { return m_lines.empty(); }
    const std::vector<std::string>& lines() const { return m_lines; }

private:
    std::vector<std::string> m_lines;
};

} // namespace scoundrel::game
