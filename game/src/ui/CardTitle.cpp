#include "ui/CardTitle.h"

#include "text/Translate.h"
#include "ui/Glyphs.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace scoundrel::game {

namespace {

// The pixel deck's capitals, five pixels high: a typeface drawn that small blurs into
// grey, these stay letters once the deck's pixels are enlarged.
struct PixelLetter {
    char32_t letter;
    std::array<std::string_view, 5> rows; // '#' a pixel, all of a letter's rows one width
};

constexpr std::array<PixelLetter, 26> kPixelLetters{{
    {U'A', {"###", "#.#", "###", "#.#", "#.#"}},           {U'B', {"##.", "#.#", "##.", "#.#", "##."}},
    {U'C', {"###", "#..", "#..", "#..", "###"}},           {U'D', {"##.", "#.#", "#.#", "#.#", "##."}},
    {U'E', {"###", "#..", "##.", "#..", "###"}},           {U'F', {"###", "#..", "##.", "#..", "#.."}},
    {U'G', {"###", "#..", "#.#", "#.#", "###"}},           {U'H', {"#.#", "#.#", "###", "#.#", "#.#"}},
    {U'I', {"###", ".#.", ".#.", ".#.", "###"}},           {U'J', {"..#", "..#", "..#", "#.#", "###"}},
    {U'K', {"#.#", "#.#", "##.", "#.#", "#.#"}},           {U'L', {"#..", "#..", "#..", "#..", "###"}},
    {U'M', {"#...#", "##.##", "#.#.#", "#...#", "#...#"}}, {U'N', {"#..#", "##.#", "#.##", "#..#", "#..#"}},
    {U'O', {"###", "#.#", "#.#", "#.#", "###"}},           {U'P', {"###", "#.#", "###", "#..", "#.."}},
    {U'Q', {".##.", "#..#", "#..#", "#.#.", ".#.#"}},      {U'R', {"###", "#.#", "##.", "#.#", "#.#"}},
    {U'S', {"###", "#..", "###", "..#", "###"}},           {U'T', {"###", ".#.", ".#.", ".#.", ".#."}},
    {U'U', {"#.#", "#.#", "#.#", "#.#", "###"}},           {U'V', {"#.#", "#.#", "#.#", "#.#", ".#."}},
    {U'W', {"#...#", "#...#", "#.#.#", "##.##", "#...#"}}, {U'X', {"#.#", "#.#", ".#.", "#.#", "#.#"}},
    {U'Y', {"#.#", "#.#", ".#.", ".#.", ".#."}},           {U'Z', {"###", "..#", ".#.", "#..", "###"}},
}};

// An accented capital: its letter, and its mark in the row above or, for a cedilla, below.
enum class Mark { Acute, Grave, Circumflex, Diaeresis, Tilde, Cedilla };

struct AccentedLetter {
    char32_t letter;
    char32_t base;
    Mark mark;
};

constexpr std::array<AccentedLetter, 24> kAccented{{
    {U'Á', U'A', Mark::Acute},      {U'À', U'A', Mark::Grave},      {U'Â', U'A', Mark::Circumflex},
    {U'Ä', U'A', Mark::Diaeresis},  {U'Ã', U'A', Mark::Tilde},      {U'É', U'E', Mark::Acute},
    {U'È', U'E', Mark::Grave},      {U'Ê', U'E', Mark::Circumflex}, {U'Ë', U'E', Mark::Diaeresis},
    {U'Í', U'I', Mark::Acute},      {U'Ì', U'I', Mark::Grave},      {U'Î', U'I', Mark::Circumflex},
    {U'Ï', U'I', Mark::Diaeresis},  {U'Ó', U'O', Mark::Acute},      {U'Ò', U'O', Mark::Grave},
    {U'Ô', U'O', Mark::Circumflex}, {U'Ö', U'O', Mark::Diaeresis},  {U'Õ', U'O', Mark::Tilde},
    {U'Ú', U'U', Mark::Acute},      {U'Ù', U'U', Mark::Grave},      {U'Û', U'U', Mark::Circumflex},
    {U'Ü', U'U', Mark::Diaeresis},  {U'Ç', U'C', Mark::Cedilla},    {U'Ñ', U'N', Mark::Tilde},
}};

const PixelLetter* pixelLetter(char32_t letter)
{
    for (const PixelLetter& candidate : kPixelLetters) {
        if (candidate.letter == letter)
            return &candidate;
    }
    return nullptr;
}

// The mark's row for a letter width wide: '#' where it is inked.
std::string markRow(Mark mark, std::size_t width)
{
    std::string row(width, '.');
    const std::size_t middle = width / 2;
    switch (mark) {
    case Mark::Acute:
        row[std::min(width - 1, middle + 1)] = '#';
        break;
    case Mark::Grave:
        row[middle > 0 ? middle - 1 : 0] = '#';
        break;
    case Mark::Circumflex:
    case Mark::Cedilla:
        row[middle] = '#';
        break;
    case Mark::Diaeresis:
        row.front() = '#';
        row.back() = '#';
        break;
    case Mark::Tilde:
        row.assign(width, '#');
        break;
    }
    return row;
}

} // namespace

TitleLook titleLookOf(const std::string& deck)
{
    if (deck == "classic" || deck == "fourcolor")
        return TitleLook::Smooth;
    if (deck == "pixel" || deck == "pixel-fourcolor")
        return TitleLook::Pixel;
    return TitleLook::None;
}

std::string cardTitle(Card card)
{
    switch (card.role()) {
    case Role::Weapon:
        // TRANSLATORS: this and the other "card title" words are printed on a card's middle
        // panel, in capitals, above its picture. Short: about nine capitals fit (the font
        // shrinks a longer one). MONSTER is a number monster; JACK to ACE the face monsters.
        return std::string(trc("card title", "WEAPON"));
    case Role::Potion:
        return std::string(trc("card title", "POTION"));
    case Role::Monster:
        break;
    }
    switch (card.value()) {
    case 11:
        return std::string(trc("card title", "JACK"));
    case 12:
        return std::string(trc("card title", "QUEEN"));
    case 13:
        return std::string(trc("card title", "KING"));
    case 14:
        return std::string(trc("card title", "ACE"));
    default:
        return std::string(trc("card title", "MONSTER"));
    }
}

SDL_Color cardTitleColor(Card card)
{
    switch (card.role()) {
    case Role::Weapon:
        return {0x17, 0x22, 0x2E, 255};
    case Role::Potion:
        return {0x5E, 0x10, 0x20, 255};
    case Role::Monster:
        break;
    }
    return card.value() > 10 ? SDL_Color{0xD9, 0xB2, 0x4E, 255} : SDL_Color{0xCD, 0xBF, 0xA6, 255};
}

std::optional<std::vector<std::string>> pixelTitleRows(const std::string& utf8)
{
    std::vector<std::string> rows(kPixelTitleRows);
    bool first = true;
    for (std::size_t at = 0; at < utf8.size();) {
        const char32_t letter = nextCodePoint(utf8, at);
        const PixelLetter* glyph = pixelLetter(letter);
        std::optional<Mark> mark;
        if (!glyph) {
            for (const AccentedLetter& accented : kAccented) {
                if (accented.letter == letter) {
                    glyph = pixelLetter(accented.base);
                    mark = accented.mark;
                }
            }
        }
        if (letter == U' ') {
            for (std::string& row : rows)
                row += "..";
            continue;
        }
        if (!glyph)
            return std::nullopt;
        if (!first) {
            for (std::string& row : rows)
                row += '.';
        }
        first = false;
        const std::size_t width = glyph->rows[0].size();
        rows[0] += mark && *mark != Mark::Cedilla ? markRow(*mark, width) : std::string(width, '.');
        rows[1] += std::string(width, '.'); // apart from the letter, or Ã reads as a taller A
        for (std::size_t row = 0; row < 5; ++row)
            rows[row + 2] += glyph->rows[row];
        rows[7] += mark == Mark::Cedilla ? markRow(*mark, width) : std::string(width, '.');
    }
    return rows;
}

} // namespace scoundrel::game
