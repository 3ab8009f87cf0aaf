#include "scoundrel/store/GuardedFile.h"

#include "scoundrel/store/AtomicFile.h"

namespace scoundrel::store {

LoadReport GuardedFile::load(const Accept& accept)
{
    LoadReport report = loadGuarded(m_path, accept);
    m_newer = report.state == LoadState::Newer;
    return report;
}

std::string GuardedFile::write(std::string_view text) const
{
    if (m_newer)
        return m_path.filename().string() + " comes from a newer version of Scoundrel and was left as it is";
    return writeFileAtomically(m_path, text);
}

} // namespace scoundrel::store
