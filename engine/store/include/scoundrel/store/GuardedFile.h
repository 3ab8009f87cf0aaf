#pragma once

#include "scoundrel/store/GuardedLoad.h"
#include "scoundrel/store/WriteFailure.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace scoundrel::store {

// One file of the save directory, kept by the rule every such file follows: loaded
// through loadGuarded (a damaged file set aside, its backup used, the player told),
// written atomically and then copied as the backup (the last save), and never
// written over once found to come from a newer version of the game, whose data this
// version would drop.
class GuardedFile {
public:
    explicit GuardedFile(std::filesystem::path path) : m_path(std::move(path)) { }

    // Loads the file (see loadGuarded).
    LoadReport load(const Accept& accept, const Mend& mend = {});
    // Writes text; why not on failure or refusal (WriteFault::NewerVersion), else no failure.
    WriteFailure write(std::string_view text) const;

    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
    bool m_newer = false;
};

} // namespace scoundrel::store
