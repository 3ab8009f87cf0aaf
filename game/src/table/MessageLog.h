#pragma once

#include "table/ActionText.h"

#include <deque>
#include <vector>

namespace scoundrel::game {

// What just happened, newest first: the table shows the latest line; a few older ones
// are kept for the layout dump and tests.
class MessageLog {
public:
    static constexpr std::size_t kKept = 20;

    void add(ToneText line);
    void add(std::string text, Tone tone = Tone::Neutral) { add(ToneText{std::move(text), tone}); }
    // Lines in the order they were said (the table session's).
    void add(std::vector<ToneText> lines)
    {
        for (ToneText& line : lines)
            add(std::move(line));
    }
    const ToneText& latest() const;
    const std::deque<ToneText>& lines() const { return m_lines; }

private:
    std::deque<ToneText> m_lines;
};

} // namespace scoundrel::game
