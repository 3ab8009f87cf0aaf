#include "core/LayoutDumpable.h"

#include <nlohmann/json.hpp>

namespace scoundrel::game {

nlohmann::json LayoutDumpable::dumpFields() const
{
    return nlohmann::json::object();
}

} // namespace scoundrel::game
