#include "CardLabels.h"

#include <array>

namespace atlasgen {

std::string rankText(Card card)
{
    std::string name = card.name();
    name.pop_back();
    return name;
}

char32_t suitGlyph(Suit suit)
{
    static constexpr std::array<char32_t, 4> kGlyphs{U'\u2663', U'\u2666', U'\u2665', U'\u2660'};
    return kGlyphs.at(static_cast<std::size_t>(suit));
}

} // namespace atlasgen
