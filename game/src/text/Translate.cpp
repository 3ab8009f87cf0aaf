#include "text/Translate.h"

#include <memory>
#include <vector>

namespace scoundrel::game {

namespace {

struct Current {
    std::string language;
    const Catalogue* catalogue = nullptr;
    // Every catalogue used, kept until exit: what tr returned stays valid after a switch.
    std::vector<std::unique_ptr<const Catalogue>> kept;
};

Current& current()
{
    static Current state;
    return state;
}

std::string contextKey(std::string_view context, std::string_view english)
{
    std::string key(context);
    key += '\x04';
    key += english;
    return key;
}

} // namespace

std::string_view tr(std::string_view english)
{
    const Catalogue* catalogue = current().catalogue;
    if (!catalogue || english.empty())
        return english;
    return catalogue->find(english).value_or(english);
}

std::string_view trc(std::string_view context, std::string_view english)
{
    const Catalogue* catalogue = current().catalogue;
    if (!catalogue)
        return english;
    return catalogue->find(contextKey(context, english)).value_or(english);
}

std::string_view trn(std::string_view one, std::string_view many, unsigned long n)
{
    const Catalogue* catalogue = current().catalogue;
    if (catalogue) {
        if (const auto form = catalogue->findPlural(one, n))
            return *form;
    }
    return n == 1 ? one : many;
}

void useCatalogue(std::string language, std::optional<Catalogue> catalogue)
{
    Current& state = current();
    state.language = std::move(language);
    state.catalogue = nullptr;
    if (catalogue) {
        state.kept.push_back(std::make_unique<const Catalogue>(std::move(*catalogue)));
        state.catalogue = state.kept.back().get();
    }
}

const std::string& languageInUse()
{
    return current().language;
}

} // namespace scoundrel::game
