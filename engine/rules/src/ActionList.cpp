#include "scoundrel/ActionList.h"

namespace scoundrel {

bool ActionList::contains(Action action) const
{
    for (const Action& a : *this) {
        if (a == action)
            return true;
    }
    return false;
}

} // namespace scoundrel
