#include "ui/Painter.h"

#include "ui/CardTitle.h"
#include "ui/Glyphs.h"
#include "ui/Theme.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <utility>
#include <vector>

namespace scoundrel::game {

namespace {

constexpr std::size_t kTextCacheLimit = 600;
constexpr std::size_t kTitleCacheLimit = 120;
// Under this many pixels a card's title would be a smudge (the menu's fanned hand, How to
// play's rows of small cards): those cards show their picture and value alone.
constexpr int kLeastTitlePixels = 6;

Uint32 packColor(SDL_Color c)
{
    return (Uint32{c.r} << 24) | (Uint32{c.g} << 16) | (Uint32{c.b} << 8) | c.a;
}

int scaled(int v, float ratio)
{
    return static_cast<int>(std::lround(static_cast<float>(v) * ratio));
}

// A rounded shape's corner radius in output pixels: the layout's scaled, at most half the
// shape's width or height (fillRoundedRect, outlineRoundedRect and fillRoundedLayers).
int pixelRadius(int layoutRadius, const Rect& pixels, float ratio)
{
    return std::min({scaled(layoutRadius, ratio), pixels.w / 2, pixels.h / 2});
}

// The rows between the highest and the lowest ink of the text's glyphs, as rendered
// with the baseline at the font's ascent; top > bottom when nothing is inked.
std::pair<int, int> inkRows(TTF_Font* font, const std::string& utf8)
{
    const int ascent = TTF_FontAscent(font);
    int top = std::numeric_limits<int>::max();
    int bottom = std::numeric_limits<int>::min();
    for (std::size_t at = 0; at < utf8.size();) {
        int minx = 0;
        int maxx = 0;
        int miny = 0;
        int maxy = 0;
        int advance = 0;
        const auto cp = static_cast<Uint32>(nextCodePoint(utf8, at));
        if (TTF_GlyphMetrics32(font, cp, &minx, &maxx, &miny, &maxy, &advance) != 0 || maxy <= miny)
            continue; // a space, or a glyph the font lacks
        top = std::min(top, ascent - maxy);
        bottom = std::max(bottom, ascent - miny);
    }
    return {top, bottom};
}

} // namespace

// One rounding for the fill, the outline and the hint's ring, so each meets the others'
// edges pixel for pixel.
int roundedRowInset(int row, int height, int radius)
{
    const int fromEdge = std::min(row, height - 1 - row);
    if (fromEdge >= radius)
        return 0;
    const double y = radius - fromEdge - 0.5;
    return radius - static_cast<int>(std::lround(std::sqrt(radius * radius - y * y)));
}

Painter::Painter(SDL_Renderer* renderer, Assets& assets) : m_renderer(renderer), m_assets(assets)
{
}

void Painter::beginFrame(Size window, Size output)
{
    const float ratio = window.w > 0 ? static_cast<float>(output.w) / static_cast<float>(window.w) : 1.0f;
    if (std::fabs(ratio - m_ratio) > 0.01f)
        m_textCache.clear();
    m_ratio = ratio;
    m_drawnTexts.clear();
    m_fits.clear();
    m_scene.clear();
    SDL_RenderSetScale(m_renderer, m_ratio, m_ratio);
    SDL_SetRenderDrawBlendMode(m_renderer, SDL_BLENDMODE_BLEND);
}

void Painter::follow(const Settings& settings)
{
    m_deck = settings.deck;
    m_back = settings.cardBack;
    m_highContrast = settings.highContrast;
    m_textPercent = settings.textPercent();
    theme::use(themeFor(settings));
}

void Painter::clear(SDL_Color c)
{
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    SDL_RenderClear(m_renderer);
}

void Painter::fillRect(const Rect& r, SDL_Color c)
{
    const SDL_Rect rect = r.sdl();
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(m_renderer, &rect);
}

void Painter::outlineRect(const Rect& r, SDL_Color c, int thickness)
{
    for (int i = 0; i < thickness; ++i) {
        const SDL_Rect rect = r.inset(i).sdl();
        SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
        SDL_RenderDrawRect(m_renderer, &rect);
    }
}

Rect Painter::inPixels(const Rect& r) const
{
    const int x = scaled(r.x, m_ratio);
    const int y = scaled(r.y, m_ratio);
    return {x, y, scaled(r.x + r.w, m_ratio) - x, scaled(r.y + r.h, m_ratio) - y};
}

// Drawn in the output's pixels, a row at a time: rows of one layout pixel, scaled down
// below the smallest window (WindowFit), fell two on one output row or none, and a
// see-through fill (a button, the message bar, a shadow) showed stripes (np16 at 800x500).
void Painter::fillRoundedRect(const Rect& layoutRect, int layoutRadius, SDL_Color c)
{
    const Rect r = inPixels(layoutRect);
    const int radius = pixelRadius(layoutRadius, r, m_ratio);
    SDL_RenderSetScale(m_renderer, 1.0f, 1.0f);
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    // A pill of even height has no middle: SDL fills a rectangle 0 high as one row, which
    // a see-through colour showed as a line through the middle (the message bar at 1024x640).
    if (const SDL_Rect middle{r.x, r.y + radius, r.w, r.h - 2 * radius}; middle.h > 0)
        SDL_RenderFillRect(m_renderer, &middle);
    for (int dy = 0; dy < radius; ++dy) {
        const int inset = roundedRowInset(dy, r.h, radius);
        const SDL_Rect top{r.x + inset, r.y + dy, r.w - 2 * inset, 1};
        const SDL_Rect bottom{r.x + inset, r.y + r.h - 1 - dy, r.w - 2 * inset, 1};
        SDL_RenderFillRect(m_renderer, &top);
        SDL_RenderFillRect(m_renderer, &bottom);
    }
    SDL_RenderSetScale(m_renderer, m_ratio, m_ratio);
}

void Painter::outlineRoundedRect(const Rect& layoutRect, int layoutRadius, SDL_Color c, int layoutThickness)
{
    // In the output's pixels, as fillRoundedRect: a line of one layout pixel scaled down was
    // dropped or doubled (the health panel's bottom edge drawn twice at 800x500). A row at a
    // time through the corners, each row's span running from the outer curve to the inner
    // one: corners drawn as points along an arc left gaps wherever the radius passed about
    // ten pixels, and every focus ring and key cap looked stippled at its corners.
    const Rect r = inPixels(layoutRect);
    const int radius = std::max(0, pixelRadius(layoutRadius, r, m_ratio));
    const int thickness = std::max(1, scaled(layoutThickness, m_ratio));
    if (r.w <= 0 || r.h <= 0)
        return;
    SDL_RenderSetScale(m_renderer, 1.0f, 1.0f);
    SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, c.a);
    const int innerRadius = std::max(0, radius - thickness);
    const int innerHeight = r.h - 2 * thickness;
    const int band = std::max(radius, thickness);
    auto row = [&](int y) {
        const int outer = roundedRowInset(y, r.h, radius);
        if (y < thickness || y >= r.h - thickness) {
            const SDL_Rect span{r.x + outer, r.y + y, r.w - 2 * outer, 1};
            SDL_RenderFillRect(m_renderer, &span);
            return;
        }
        const int inner = std::max(outer + 1, thickness + roundedRowInset(y - thickness, innerHeight, innerRadius));
        const SDL_Rect left{r.x + outer, r.y + y, inner - outer, 1};
        const SDL_Rect right{r.x + r.w - inner, r.y + y, inner - outer, 1};
        SDL_RenderFillRect(m_renderer, &left);
        SDL_RenderFillRect(m_renderer, &right);
    };
    for (int y = 0; y < std::min(band, r.h); ++y)
        row(y);
    for (int y = std::max(band, r.h - band); y < r.h; ++y)
        row(y);
    if (const int middle = r.h - 2 * band; middle > 0) {
        const SDL_Rect left{r.x, r.y + band, thickness, middle};
        const SDL_Rect right{r.x + r.w - thickness, r.y + band, thickness, middle};
        SDL_RenderFillRect(m_renderer, &left);
        SDL_RenderFillRect(m_renderer, &right);
    }
    SDL_RenderSetScale(m_renderer, m_ratio, m_ratio);
}

void Painter::shadow(const Rect& r, int radius, int spread, Uint8 alpha)
{
    // Layers of see-through black, each a little larger than the last: a soft edge.
    std::vector<RoundedLayer> layers;
    for (int i = spread; i > 0; --i)
        layers.push_back(
            {{r.x - i + spread / 2, r.y - i + spread, r.w + 2 * i - spread, r.h + 2 * i - spread}, radius + i});
    fillRoundedLayers(layers, {0, 0, 0, static_cast<Uint8>(alpha / (spread + 1))});
}

// Every pixel is blended once, at the alpha that as many fills as there are layers over
// it would give (a fill of alpha a leaves 1 - a of what is under it; k fills leave
// (1 - a)^k), instead of once per layer: a dialog's shadow blended each pixel of its
// area 4 to 12 times and the table's baize 6 times, which on a software renderer was
// most of a frame (three quarters of the settings scene tests' time). Rows whose
// stretches are the same as the row above's grow that row's rectangles, so a straight
// side is one rectangle a stretch; the stretches of one count are filled in one call.
void Painter::fillRoundedLayers(const std::vector<RoundedLayer>& layers, SDL_Color c)
{
    struct PixelLayer {
        Rect pixels;
        int radius = 0;
    };
    std::vector<PixelLayer> shapes;
    int top = std::numeric_limits<int>::max();
    int bottom = std::numeric_limits<int>::min();
    for (const RoundedLayer& layer : layers) {
        const Rect px = inPixels(layer.rect);
        if (px.w <= 0 || px.h <= 0)
            continue;
        shapes.push_back({px, pixelRadius(layer.radius, px, m_ratio)});
        top = std::min(top, px.y);
        bottom = std::max(bottom, px.y + px.h);
    }
    // A stretch of a row, from and to in pixels, under `count` layers.
    struct Stretch {
        int from = 0;
        int to = 0;
        int count = 0;
        bool operator==(const Stretch&) const = default;
    };
    std::vector<std::vector<SDL_Rect>> byCount(shapes.size() + 1);
    std::vector<Stretch> open;
    std::vector<Stretch> row;
    std::vector<std::pair<int, int>> edges;
    int openTop = top;
    auto close = [&](int y) {
        for (const Stretch& s : open)
            byCount[static_cast<std::size_t>(s.count)].push_back({s.from, openTop, s.to - s.from, y - openTop});
    };
    for (int y = top; y < bottom; ++y) {
        edges.clear();
        for (const PixelLayer& shape : shapes) {
            if (y < shape.pixels.y || y >= shape.pixels.y + shape.pixels.h)
                continue;
            const int inset = roundedRowInset(y - shape.pixels.y, shape.pixels.h, shape.radius);
            if (shape.pixels.w - 2 * inset <= 0)
                continue;
            edges.emplace_back(shape.pixels.x + inset, 1);
            edges.emplace_back(shape.pixels.x + shape.pixels.w - inset, -1);
        }
        std::sort(edges.begin(), edges.end());
        row.clear();
        int count = 0;
        for (std::size_t e = 0; e + 1 < edges.size(); ++e) {
            count += edges[e].second;
            if (count > 0 && edges[e + 1].first > edges[e].first)
                row.push_back({edges[e].first, edges[e + 1].first, count});
        }
        if (row != open) {
            close(y);
            std::swap(open, row);
            openTop = y;
        }
    }
    close(bottom);
    SDL_RenderSetScale(m_renderer, 1.0f, 1.0f);
    const double kept = 1.0 - c.a / 255.0;
    for (std::size_t k = 1; k < byCount.size(); ++k) {
        if (byCount[k].empty())
            continue;
        const double covered = 1.0 - std::pow(kept, static_cast<double>(k));
        SDL_SetRenderDrawColor(m_renderer, c.r, c.g, c.b, static_cast<Uint8>(std::lround(255.0 * covered)));
        SDL_RenderFillRects(m_renderer, byCount[k].data(), static_cast<int>(byCount[k].size()));
    }
    SDL_RenderSetScale(m_renderer, m_ratio, m_ratio);
}

void Painter::frame(SDL_Texture* texture, const Rect& source, const Rect& dest, Uint8 alpha, double degrees)
{
    const SDL_Rect src = source.sdl();
    const SDL_Rect dst = dest.sdl();
    SDL_SetTextureAlphaMod(texture, alpha);
    if (degrees == 0)
        SDL_RenderCopy(m_renderer, texture, &src, &dst);
    else
        SDL_RenderCopyEx(m_renderer, texture, &src, &dst, degrees, nullptr, SDL_FLIP_NONE);
}

// Letters are rendered at the output's size, so they are copied one texel to one pixel:
// stretched by the renderer's scale instead, a rounding of their size would drop or
// double a row or a column of each line, and letters break (an H loses its bar) when a
// small window draws the layout scaled down.
void Painter::blitExact(SDL_Texture* texture, Size pixels, Point at, Uint8 alpha)
{
    const SDL_Rect dst{scaled(at.x, m_ratio), scaled(at.y, m_ratio), pixels.w, pixels.h};
    SDL_SetTextureAlphaMod(texture, alpha);
    SDL_RenderSetScale(m_renderer, 1.0f, 1.0f);
    SDL_RenderCopy(m_renderer, texture, nullptr, &dst);
    SDL_RenderSetScale(m_renderer, m_ratio, m_ratio);
}

void Painter::card(Card c, const Rect& r, bool fourColor, Uint8 alpha, double degrees)
{
    const std::string deck = deckName(m_deck, fourColor, m_highContrast);
    const Atlas& atlas = m_assets.cards(deck, scaled(r.w, m_ratio));
    frame(atlas.texture(), atlas.frame(c.name()), r, alpha, degrees);
    drawCardTitle(c, deck, r, alpha, degrees);
}

void Painter::drawCardTitle(Card c, const std::string& deck, const Rect& r, Uint8 alpha, double degrees)
{
    namespace design = card_design;
    const TitleLook look = titleLookOf(deck);
    if (look == TitleLook::None)
        return;
    // In output pixels, as the atlas frame is drawn: the card's corner and size.
    const float left = static_cast<float>(r.x) * m_ratio;
    const float top = static_cast<float>(r.y) * m_ratio;
    const float unitX = static_cast<float>(r.w) * m_ratio / design::kWidth;
    const float unitY = static_cast<float>(r.h) * m_ratio / design::kHeight;
    const std::string word = cardTitle(c);
    SDL_Color color = cardTitleColor(c);
    const CachedTitle* title = nullptr;
    SDL_FRect dst{};
    if (look == TitleLook::Pixel) {
        // The deck's 16 levels a channel, as the generator posterises its cards.
        for (Uint8* channel : {&color.r, &color.g, &color.b})
            *channel = static_cast<Uint8>((*channel + 8) / 17 * 17);
        if (unitX * design::kDeckPixel >= 1.5F)
            title = pixelTitle(word, color);
        if (title) {
            // On the deck's pixel grid, centred as the generator centred its words.
            const int startColumn = design::kWidth / design::kDeckPixel / 2 - title->pixels.w / 2;
            const float pixelW = unitX * design::kDeckPixel;
            const float pixelH = unitY * design::kDeckPixel;
            dst = {left + static_cast<float>(startColumn) * pixelW,
                   top + static_cast<float>(design::kPixelTitleTop - kPixelTitleLetterRow) * pixelH,
                   static_cast<float>(title->pixels.w) * pixelW, static_cast<float>(title->pixels.h) * pixelH};
        }
    }
    if (!title) { // the smooth look, or a letter the pixel font lacks
        const int pixels = static_cast<int>(std::lround(unitY * design::kTitleSize));
        if (pixels < kLeastTitlePixels)
            return;
        title = smoothTitle(word, pixels, static_cast<int>(unitX * design::kTitleRoom), color);
        if (!title)
            return;
        const float w = static_cast<float>(title->pixels.w);
        dst = {std::round(left + unitX * design::kWidth / 2 - w / 2),
               std::round(top + unitY * design::kTitleBaseline - static_cast<float>(title->ascent)), w,
               static_cast<float>(title->pixels.h)};
    }
    // Turned about the card's centre, as its frame is.
    const SDL_FPoint centre{left + unitX * design::kWidth / 2 - dst.x, top + unitY * design::kHeight / 2 - dst.y};
    SDL_SetTextureAlphaMod(title->texture.get(), alpha);
    SDL_RenderSetScale(m_renderer, 1.0f, 1.0f);
    SDL_RenderCopyExF(m_renderer, title->texture.get(), nullptr, &dst, degrees, &centre, SDL_FLIP_NONE);
    SDL_RenderSetScale(m_renderer, m_ratio, m_ratio);
}

const Painter::CachedTitle* Painter::smoothTitle(const std::string& word, int pixels, int room, SDL_Color color)
{
    const auto key = std::make_tuple(word, pixels, room, packColor(color));
    if (auto it = m_titleCache.find(key); it != m_titleCache.end())
        return it->second.texture ? &it->second : nullptr;
    if (m_titleCache.size() > kTitleCacheLimit)
        m_titleCache.clear();
    // A longer word than the panel holds (a language's, or the pseudo-language's) is set smaller.
    int size = pixels;
    TTF_Font* font = m_assets.font(size, true);
    int w = 0;
    while (TTF_SizeUTF8(font, word.c_str(), &w, nullptr) == 0 && w > room && size > kLeastTitlePixels)
        font = m_assets.font(--size, true);
    CachedTitle entry;
    SurfacePtr surface(TTF_RenderUTF8_Blended(font, word.c_str(), color));
    if (surface) {
        entry.texture.reset(SDL_CreateTextureFromSurface(m_renderer, surface.get()));
        entry.pixels = {surface->w, surface->h};
        entry.ascent = TTF_FontAscent(font);
    }
    const CachedTitle& stored = m_titleCache.emplace(key, std::move(entry)).first->second;
    return stored.texture ? &stored : nullptr;
}

const Painter::CachedTitle* Painter::pixelTitle(const std::string& word, SDL_Color color)
{
    const auto key = std::make_tuple(word, -1, -1, packColor(color));
    if (auto it = m_titleCache.find(key); it != m_titleCache.end())
        return it->second.texture ? &it->second : nullptr;
    if (m_titleCache.size() > kTitleCacheLimit)
        m_titleCache.clear();
    CachedTitle entry;
    if (const auto rows = pixelTitleRows(word); rows && !rows->front().empty()) {
        const int w = static_cast<int>(rows->front().size());
        const int h = static_cast<int>(rows->size());
        SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32));
        if (surface) {
            SDL_FillRect(surface.get(), nullptr, SDL_MapRGBA(surface->format, color.r, color.g, color.b, 0));
            const Uint32 ink = SDL_MapRGBA(surface->format, color.r, color.g, color.b, 255);
            for (int y = 0; y < h; ++y) {
                for (int x = 0; x < w; ++x) {
                    if ((*rows)[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#') {
                        const SDL_Rect dot{x, y, 1, 1};
                        SDL_FillRect(surface.get(), &dot, ink);
                    }
                }
            }
            entry.texture.reset(SDL_CreateTextureFromSurface(m_renderer, surface.get()));
            if (entry.texture) // enlarged as the deck's own pixels are, never smoothed
                SDL_SetTextureScaleMode(entry.texture.get(), SDL_ScaleModeNearest);
            entry.pixels = {w, h};
        }
    }
    const CachedTitle& stored = m_titleCache.emplace(key, std::move(entry)).first->second;
    return stored.texture ? &stored : nullptr;
}

void Painter::cardBack(const Rect& r, Uint8 alpha)
{
    const Atlas& atlas = m_assets.cards(deckName(m_deck, false, m_highContrast), scaled(r.w, m_ratio));
    frame(atlas.texture(), atlas.frame(backFrame(m_back)), r, alpha);
}

void Painter::emptySlot(const Rect& r)
{
    const Atlas& atlas = m_assets.cards(deckName(m_deck, false, m_highContrast), scaled(r.w, m_ratio));
    frame(atlas.texture(), atlas.frame("slot"), r, 255);
}

void Painter::sprite(const std::string& name, const Rect& r, Uint8 alpha)
{
    const Atlas& atlas = m_assets.ui(scaled(std::max(r.w, r.h), m_ratio));
    if (atlas.has(name))
        frame(atlas.texture(), atlas.frame(name), r, alpha);
}

const Painter::CachedText& Painter::cachedText(const std::string& utf8, int size, bool bold, SDL_Color color)
{
    // The player's text size applies here, so every screen's words honour it; a layout that
    // measures its words makes room for them.
    size = size * m_textPercent / 100;
    const auto key = std::make_tuple(utf8, size, bold, packColor(color));
    auto it = m_textCache.find(key);
    if (it != m_textCache.end())
        return it->second;
    if (m_textCache.size() > kTextCacheLimit)
        m_textCache.clear();
    TTF_Font* font = m_assets.font(std::max(1, scaled(size, m_ratio)), bold);
    CachedText entry;
    entry.drawn = drawable(font, utf8); // never an empty box for a letter the font lacks
    SurfacePtr surface(TTF_RenderUTF8_Blended(font, entry.drawn.empty() ? " " : entry.drawn.c_str(), color));
    if (surface) {
        entry.texture.reset(SDL_CreateTextureFromSurface(m_renderer, surface.get()));
        entry.pixels = {surface->w, surface->h};
        std::tie(entry.inkTop, entry.inkBottom) = inkRows(font, entry.drawn);
    }
    return m_textCache.emplace(key, std::move(entry)).first->second;
}

Size Painter::measure(const std::string& utf8, int size, bool bold)
{
    const CachedText& t = cachedText(utf8, size, bold, {255, 255, 255, 255});
    return {static_cast<int>(std::lround(static_cast<float>(t.pixels.w) / m_ratio)),
            static_cast<int>(std::lround(static_cast<float>(t.pixels.h) / m_ratio))};
}

void Painter::fitted(const std::string& utf8, int size, int nominal)
{
    if (!m_scene.empty() && size != nominal)
        m_fits[{utf8, size}] = nominal;
}

Rect Painter::text(const std::string& utf8, Point at, const TextStyle& style)
{
    const CachedText& t = cachedText(utf8, style.size, style.bold, style.color);
    const int w = static_cast<int>(std::lround(static_cast<float>(t.pixels.w) / m_ratio));
    const int h = static_cast<int>(std::lround(static_cast<float>(t.pixels.h) / m_ratio));
    int x = at.x;
    if (style.align == Align::Center)
        x -= w / 2;
    else if (style.align == Align::Right)
        x -= w;
    const Rect dest{x, at.y, w, h};
    if (t.texture)
        blitExact(t.texture.get(), t.pixels, {x, at.y}, style.color.a);
    // Recorded where its letters are, and only for a layout dump (a scene was named): an
    // invisible text (faded out, or blank) cannot overlap anything a player sees.
    if (!m_scene.empty() && style.color.a > 0 && t.inkTop < t.inkBottom) {
        const int top = static_cast<int>(std::floor(static_cast<float>(t.inkTop) / m_ratio));
        const int bottom = static_cast<int>(std::ceil(static_cast<float>(t.inkBottom) / m_ratio));
        const auto fit = m_fits.find({utf8, style.size});
        const int nominal = style.nominal > 0 ? style.nominal : fit == m_fits.end() ? style.size : fit->second;
        m_drawnTexts.push_back(
            {t.drawn, {x, at.y + top, w, bottom - top}, style.size, shown(style.size), nominal, m_scene});
    }
    return dest;
}

} // namespace scoundrel::game
