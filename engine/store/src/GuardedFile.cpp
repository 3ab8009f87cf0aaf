#include "scoundrel/store/GuardedFile.h"

#include "scoundrel/store/AtomicFile.h"

namespace scoundrel::store {

LoadReport GuardedFile::load(const Accept& accept, const Mend& mend)
{
    LoadReport report = loadGuarded(m_path, accept, mend);
    m_newer = report.state == LoadState::Newer;
    return report;
}

WriteFailure GuardedFile::write(std::string_view text) const
{
    if (m_newer)
        return WriteFailure{WriteFault::NewerVersion, m_path.filename().string(), 0};
    return writeFileAtomically(m_path, text);
}

} // namespace scoundrel::store
