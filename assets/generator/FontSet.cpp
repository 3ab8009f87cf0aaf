#include "FontSet.h"

#include <stdexcept>
#include <string>

namespace atlasgen {

namespace {

FontPtr openFont(const std::filesystem::path& file, int pixelSize)
{
    FontPtr font{TTF_OpenFont(file.string().c_str(), pixelSize)};
    if (!font) {
        throw std::runtime_error("cannot open font " + file.string() + ": " + TTF_GetError());
    }
    return font;
}

} // namespace

FontSet::FontSet(const std::filesystem::path& folder)
    : m_regular(folder / "DejaVuSans.ttf"), m_bold(folder / "DejaVuSans-Bold.ttf")
{
    font(Weight::Regular, 16);
    font(Weight::Bold, 16);
}

TTF_Font& FontSet::font(Weight weight, int pixelSize)
{
    FontPtr& slot = m_open[{weight, pixelSize}];
    if (!slot) {
        slot = openFont(weight == Weight::Bold ? m_bold : m_regular, pixelSize);
    }
    return *slot;
}

} // namespace atlasgen
