#include "table/MessageLog.h"

namespace scoundrel::game {

void MessageLog::add(ToneText line)
{
    m_lines.push_front(std::move(line));
    if (m_lines.size() > kKept)
        m_lines.pop_back();
}

const ToneText& MessageLog::latest() const
{
    static const ToneText kEmpty;
    return m_lines.empty() ? kEmpty : m_lines.front();
}

} // namespace scoundrel::game
