#include "scoundrel/Policy.h"

#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/RandomPolicy.h"

namespace scoundrel {

std::unique_ptr<Policy> makePolicy(std::string_view name)
{
    if (name == "random")
        return std::make_unique<RandomPolicy>();
    if (name == "greedy")
        return std::make_unique<GreedyPolicy>();
    return nullptr;
}

} // namespace scoundrel
