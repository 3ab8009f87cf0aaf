#include "scoundrel/store/SaveDir.h"

#include <cstdlib>
#include <pwd.h>
#include <unistd.h>

namespace scoundrel::store {

std::optional<std::filesystem::path> defaultSaveDir()
{
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "scoundrel";
    const char* home = std::getenv("HOME");
    if (!home || !*home) {
        const passwd* pw = ::getpwuid(::getuid());
        home = pw ? pw->pw_dir : nullptr;
    }
    if (!home || !*home)
        return std::nullopt;
    return std::filesystem::path(home) / ".local" / "share" / "scoundrel";
}

} // namespace scoundrel::store
