#include "ui/Glyphs.h"

#include <cstdio>

namespace scoundrel::game {

char32_t nextCodePoint(const std::string& utf8, std::size_t& at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(utf8[i]); };
    const unsigned char lead = byte(at++);
    const int extra = lead < 0x80 ? 0 : lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : -1;
    if (extra < 0)
        return 0xFFFD;
    char32_t cp = extra == 0 ? lead : lead & (0x3FU >> extra);
    for (int i = 0; i < extra; ++i) {
        if (at >= utf8.size() || (byte(at) & 0xC0) != 0x80)
            return 0xFFFD;
        cp = (cp << 6) | (byte(at++) & 0x3FU);
    }
    return cp;
}

bool fontHas(TTF_Font* font, char32_t letter)
{
    return TTF_GlyphIsProvided32(font, static_cast<Uint32>(letter)) != 0;
}

char32_t firstMissing(TTF_Font* font, const std::string& utf8)
{
    for (std::size_t at = 0; at < utf8.size();) {
        const char32_t letter = nextCodePoint(utf8, at);
        if (!fontHas(font, letter))
            return letter;
    }
    return 0;
}

std::string drawable(TTF_Font* font, const std::string& utf8)
{
    if (firstMissing(font, utf8) == 0)
        return utf8;
    const std::string mark = fontHas(font, 0xFFFD) ? "\xEF\xBF\xBD" : "?";
    std::string out;
    for (std::size_t at = 0; at < utf8.size();) {
        const std::size_t start = at;
        if (fontHas(font, nextCodePoint(utf8, at)))
            out.append(utf8, start, at - start);
        else
            out += mark;
    }
    return out;
}

std::string codePointName(char32_t letter)
{
    char name[16];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(letter));
    return name;
}

} // namespace scoundrel::game
