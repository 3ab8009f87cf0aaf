#pragma once

#include <SDL_ttf.h>

#include <cstddef>
#include <string>

namespace scoundrel::game {

// What a font can draw. A letter it lacks would come out as an empty box (the font's
// "missing glyph"): a field refuses such a letter, and a text that has one anyway (a
// name saved by an older version, or another program) is drawn with a mark instead.

// The next code point of a UTF-8 text, moving at past it; U+FFFD for a broken sequence.
char32_t nextCodePoint(const std::string& utf8, std::size_t& at);
// Whether font has its own glyph for the letter.
bool fontHas(TTF_Font* font, char32_t letter);
// The first letter of utf8 that font lacks, or 0 when it can draw them all.
char32_t firstMissing(TTF_Font* font, const std::string& utf8);
// utf8 with each letter font lacks replaced by the replacement character (a "?" in a
// diamond), or by "?" in a font without that either.
std::string drawable(TTF_Font* font, const std::string& utf8);
// A letter as Unicode names it, such as "U+6F22": what the player is told about a
// letter that cannot be shown.
std::string codePointName(char32_t letter);

} // namespace scoundrel::game
