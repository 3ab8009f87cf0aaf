#include "LayoutRules.h"

#include "DumpReading.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace scoundrel::game::test {

namespace {

// Rounding in the layouts and the font's own side bearings: what a player cannot see.
constexpr int kSlack = 2;

struct Named {
    std::string name;
    Rect rect;
};

std::string show(const Rect& r)
{
    return "[" + std::to_string(r.x) + "," + std::to_string(r.y) + "," + std::to_string(r.w) + "," +
        std::to_string(r.h) + "]";
}

bool inside(const Rect& inner, const Rect& outer)
{
    return inner.x >= outer.x - kSlack && inner.y >= outer.y - kSlack &&
        inner.x + inner.w <= outer.x + outer.w + kSlack && inner.y + inner.h <= outer.y + outer.h + kSlack;
}

// Whether the two share more than a sliver: kSlack pixels both ways.
bool overlap(const Rect& a, const Rect& b)
{
    const int w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
    const int h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
    return w > kSlack && h > kSlack;
}

bool empty(const Rect& r)
{
    return r.w <= 0 || r.h <= 0;
}

// The weapon's kills are fanned over it on purpose, each one a little lower.
bool fannedTogether(const std::string& a, const std::string& b)
{
    const auto slain = [](const std::string& name) { return name.rfind("slain.", 0) == 0; };
    return (slain(a) || a == "weapon") && (slain(b) || b == "weapon");
}

// The same words drawn twice a few pixels apart are one text with its shadow.
bool shadowOf(const Named& a, const Named& b)
{
    constexpr int kShadowOffset = 4;
    return a.name == b.name && std::abs(a.rect.x - b.rect.x) <= kShadowOffset &&
        std::abs(a.rect.y - b.rect.y) <= kShadowOffset;
}

// The rectangle that holds name: the longest dotted prefix that is a rectangle too,
// else the panel, else none (the window).
const Rect* containerOf(const std::string& name, const std::map<std::string, Rect>& rects)
{
    for (auto dot = name.rfind('.'); dot != std::string::npos && dot > 0; dot = name.rfind('.', dot - 1)) {
        if (auto it = rects.find(name.substr(0, dot)); it != rects.end())
            return &it->second;
    }
    // A toast floats over the scene, held by the window alone.
    if (name == "panel" || name.rfind("toast.", 0) == 0)
        return nullptr;
    auto panel = rects.find("panel");
    return panel == rects.end() ? nullptr : &panel->second;
}

void checkRects(const std::map<std::string, Rect>& rects, const Rect& window, std::vector<std::string>& out)
{
    for (const auto& [name, r] : rects) {
        if (empty(r))
            continue;
        if (!inside(r, window))
            out.push_back(name + " " + show(r) + " leaves the window");
        else if (constexpr int kToastMargin = 8; name.rfind("toast.", 0) == 0 &&
                 (r.x < window.x + kToastMargin || r.x + r.w > window.x + window.w - kToastMargin))
            // Clear of the window's sides as the corner's toasts are (the lead's run: two side
            // by side on the result screen ran to a few pixels from the right edge).
            out.push_back(name + " " + show(r) + " runs to the window's side");
        else if (const Rect* holder = containerOf(name, rects); holder && !inside(r, *holder))
            out.push_back(name + " " + show(r) + " leaves its container " + show(*holder));
    }
    // A toast (an achievement, full screen switched) is in the way of no control, not even
    // one it covers whole (np15: "Full screen on" over the table's Chances, Undo and Menu).
    const auto control = [](const std::string& name) {
        for (const char* prefix : {"button.", "tab.", "field.", "disabled.button.", "focused.button."}) {
            if (name.rfind(prefix, 0) == 0)
                return true;
        }
        return false;
    };
    for (const auto& [name, r] : rects) {
        if (name.rfind("toast.", 0) != 0 || empty(r))
            continue;
        for (const auto& [other, c] : rects) {
            if (control(other) && !empty(c) && overlap(r, c))
                out.push_back(name + " " + show(r) + " covers " + other + " " + show(c));
        }
    }
    for (auto a = rects.begin(); a != rects.end(); ++a) {
        for (auto b = std::next(a); b != rects.end(); ++b) {
            // The App's notes float over the scene for a few seconds: over its words and cards,
            // never its controls (above).
            const auto floating = [](const std::string& name) { return name.rfind("toast.app.", 0) == 0; };
            if (empty(a->second) || empty(b->second) || !overlap(a->second, b->second) ||
                fannedTogether(a->first, b->first) || floating(a->first) || floating(b->first))
                continue;
            if (!inside(a->second, b->second) && !inside(b->second, a->second))
                out.push_back(a->first + " " + show(a->second) + " and " + b->first + " " + show(b->second) +
                              " partly overlap");
        }
    }
}

void checkTexts(const std::vector<Named>& texts, const std::map<std::string, Rect>& rects, const Rect& window,
                std::vector<std::string>& out)
{
    for (const Named& t : texts) {
        const std::string what = "text \"" + t.name + "\" " + show(t.rect);
        if (!inside(t.rect, window)) {
            out.push_back(what + " leaves the window");
            continue;
        }
        for (const auto& [name, r] : rects) {
            if (name.rfind("toast.app.", 0) == 0)
                continue; // the App's notes float over the scene's words for a few seconds
            if (name.find(".mark.") != std::string::npos) {
                if (overlap(t.rect, r))
                    out.push_back(what + " is covered by " + name + " " + show(r));
            } else if (overlap(t.rect, r) && !inside(t.rect, r)) {
                out.push_back(what + " does not fit in " + name + " " + show(r));
            }
        }
    }
    for (std::size_t i = 0; i < texts.size(); ++i) {
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            if (overlap(texts[i].rect, texts[j].rect) && !shadowOf(texts[i], texts[j]))
                out.push_back("text \"" + texts[i].name + "\" " + show(texts[i].rect) + " overlaps text \"" +
                              texts[j].name + "\" " + show(texts[j].rect));
        }
    }
}

// Panels whose words must keep clear of their edges: a text inside one keeps at least a
// sixth of its height from the panel's top and bottom (np15: a message wrapped on two lines
// touched the message bar's top and bottom).
bool padded(const std::string& name)
{
    return name == "message";
}

void checkPadding(const std::string& scene, const std::vector<Named>& texts, const std::map<std::string, Rect>& rects,
                  std::vector<std::string>& out)
{
    // The review draws its own bar (ReviewScene::drawMessage), whose two lines in the
    // pseudo-language at 200% still touch it: not checked yet.
    if (scene == "review")
        return;
    for (const auto& [name, r] : rects) {
        if (!padded(name) || empty(r))
            continue;
        for (const Named& t : texts) {
            if (!overlap(t.rect, r) || !inside(t.rect, r))
                continue;
            const int least = std::max(kSlack + 1, t.rect.h / 6);
            const int above = t.rect.y - r.y;
            const int below = r.y + r.h - (t.rect.y + t.rect.h);
            if (above < least || below < least)
                out.push_back("text \"" + t.name + "\" " + show(t.rect) + " is " +
                              std::to_string(std::min(above, below)) + " px from an edge of " + name + " " + show(r) +
                              ", under its padding of " + std::to_string(least));
        }
    }
}

// A line drawn on a chart (the dump's "polylines": its points and width, such as Statistics'
// gold average) runs through no text: np15 saw it cross a bar's "-155".
void checkLines(const nlohmann::json& dump, const std::vector<Named>& texts, std::vector<std::string>& out)
{
    if (!dump.contains("polylines"))
        return;
    for (const auto& line : dump["polylines"]) {
        const auto& points = line["points"];
        const int half = line.value("width", 1) / 2;
        for (std::size_t i = 1; i < points.size(); ++i) {
            const int ax = points[i - 1][0].get<int>();
            const int ay = points[i - 1][1].get<int>();
            const int bx = points[i][0].get<int>();
            const int by = points[i][1].get<int>();
            const int steps = std::max({std::abs(bx - ax), std::abs(by - ay), 1});
            for (const Named& t : texts) {
                // Inside the letters' box by more than the slack, at any point along the segment.
                const Rect core{t.rect.x + kSlack, t.rect.y + kSlack, t.rect.w - 2 * kSlack, t.rect.h - 2 * kSlack};
                for (int k = 0; k <= steps; ++k) {
                    const int x = ax + (bx - ax) * k / steps;
                    const int y = ay + (by - ay) * k / steps;
                    if (x + half >= core.x && x - half < core.x + core.w && y + half >= core.y &&
                        y - half < core.y + core.h) {
                        out.push_back("text \"" + t.name + "\" " + show(t.rect) + " is crossed by " +
                                      line["name"].get<std::string>() + " at " + std::to_string(x) + "," +
                                      std::to_string(y));
                        break;
                    }
                }
            }
        }
    }
}

// A dragged card's label (the table's "labels" of kind "drag") is drawn over the table:
// it must leave every other text readable, the piles' captions most of all.
void checkDragLabels(const nlohmann::json& dump, const std::vector<Named>& texts, std::vector<std::string>& out)
{
    if (!dump.contains("labels"))
        return;
    for (const auto& label : dump["labels"]) {
        if (label["kind"] != "drag")
            continue;
        const Rect box = rectIn(label["rect"]);
        for (const Named& t : texts) {
            if (overlap(box, t.rect) && !inside(t.rect, box))
                out.push_back("the drag label \"" + label["text"].get<std::string>() + "\" " + show(box) +
                              " covers text \"" + t.name + "\" " + show(t.rect));
        }
    }
}

// Rows of buttons where every row but the last holds the same places, and the last holds
// fewer at the same spacing, centred under the others (as a short last line of centred
// words is): a block a player reads row by row, with no place left empty before a button.
bool shortLastRowCentred(const std::vector<Rect>& buttons)
{
    std::map<int, std::vector<int>> rows; // each row's lefts, by its top
    for (const Rect& r : buttons)
        rows[r.y].push_back(r.x);
    if (rows.size() < 2)
        return false;
    for (auto& [y, xs] : rows)
        std::sort(xs.begin(), xs.end());
    const std::vector<int>& first = rows.begin()->second;
    const std::vector<int>& last = std::prev(rows.end())->second;
    if (first.size() < 2 || last.size() >= first.size())
        return false;
    for (auto row = rows.begin(); row != std::prev(rows.end()); ++row) {
        if (row->second != first)
            return false;
    }
    const int pitch = first[1] - first[0];
    for (std::size_t i = 1; i < first.size(); ++i) {
        if (first[i] - first[i - 1] != pitch)
            return false;
    }
    for (std::size_t i = 1; i < last.size(); ++i) {
        if (std::abs(last[i] - last[i - 1] - pitch) > kSlack)
            return false;
    }
    const int fullCentre = first.front() + first.back();
    const int lastCentre = last.front() + last.back();
    return std::abs(fullCentre - lastCentre) <= 2 * kSlack;
}

// Buttons of one size laid out in a grid (two columns or more, two rows or more) fill it
// with no hole: the empty places, if any, are the last ones read down the columns or
// along the rows (the third new player met an empty place at the top of the menu's
// first column at 150% and 200% text). A short last row centred under full ones is no
// hole either (High scores' five buttons in rows of three and two at 150% and 200%). The on-screen keyboard's digits
// are a keypad by design: its 0 sits under the 8.
void checkButtonGrid(const std::string& scene, const std::map<std::string, Rect>& rects, std::vector<std::string>& out)
{
    if (scene == "on_screen_keyboard")
        return;
    std::map<std::pair<int, int>, std::vector<Rect>> bySize;
    for (const auto& [name, r] : rects) {
        if (name.rfind("button.", 0) == 0)
            bySize[{r.w, r.h}].push_back(r);
    }
    for (const auto& [size, buttons] : bySize) {
        std::set<int> xs;
        std::set<int> ys;
        std::set<std::pair<int, int>> filled;
        for (const Rect& r : buttons) {
            xs.insert(r.x);
            ys.insert(r.y);
            filled.insert({r.x, r.y});
        }
        if (buttons.size() < 3 || xs.size() < 2 || ys.size() < 2)
            continue;
        std::vector<std::pair<int, int>> downColumns;
        std::vector<std::pair<int, int>> alongRows;
        for (int x : xs) {
            for (int y : ys)
                downColumns.emplace_back(x, y);
        }
        for (int y : ys) {
            for (int x : xs)
                alongRows.emplace_back(x, y);
        }
        const auto emptiesLast = [&](const std::vector<std::pair<int, int>>& order) {
            return std::all_of(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(filled.size()),
                               [&](const std::pair<int, int>& cell) { return filled.count(cell) > 0; });
        };
        if (emptiesLast(downColumns) || emptiesLast(alongRows) || shortLastRowCentred(buttons))
            continue;
        for (const auto& cell : downColumns) {
            if (filled.count(cell) == 0) {
                out.push_back("an empty place in a grid of buttons at [" + std::to_string(cell.first) + "," +
                              std::to_string(cell.second) + "], with buttons after it");
                break;
            }
        }
    }
}

// The words of text, single spaces between them.
std::string singleSpaced(const std::string& text)
{
    std::string out;
    bool space = false;
    for (const char c : text) {
        if (c == ' ' || c == '\n') {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

// The high scores' chosen run's line names it in full, on as many lines as it takes: none
// of its words cut short (np16: "… — played with h…" at the daily deal's run).
void checkChosenRun(const nlohmann::json& dump, const std::vector<Named>& texts,
                    const std::map<std::string, Rect>& rects, std::vector<std::string>& out)
{
    if (dump.value("scene", std::string{}) != "high_scores" || !dump.contains("selected_detail"))
        return;
    const std::string detail = dump["selected_detail"].get<std::string>();
    const auto line = rects.find("selected_detail");
    if (detail.empty() || line == rects.end())
        return;
    std::string shown;
    for (const Named& t : texts) {
        if (inside(t.rect, line->second))
            shown += (shown.empty() ? "" : " ") + t.name;
    }
    if (singleSpaced(shown) != singleSpaced(detail))
        out.push_back("the chosen run's line \"" + detail + "\" is drawn as \"" + shown + "\"");
}

} // namespace

std::vector<std::string> textsSmallerThan(const nlohmann::json& dump, int smallest)
{
    std::vector<std::string> out;
    if (!dump.contains("texts"))
        return out;
    for (const auto& t : dump["texts"]) {
        const int size = t["size"].get<int>();
        if (size < smallest)
            out.push_back("text \"" + t["text"].get<std::string>() + "\" " + show(rectIn(t["rect"])) + " is drawn at " +
                          std::to_string(size) + " px, under " + std::to_string(smallest));
    }
    return out;
}

std::vector<std::string> textsShrunkBelowNormal(const nlohmann::json& dump)
{
    std::vector<std::string> out;
    if (!dump.contains("texts"))
        return out;
    for (const auto& t : dump["texts"]) {
        const int drawn = t["drawn"].get<int>();
        const int nominal = t["nominal"].get<int>();
        if (drawn < nominal)
            out.push_back("text \"" + t["text"].get<std::string>() + "\" " + show(rectIn(t["rect"])) + " is drawn at " +
                          std::to_string(drawn) + " px, under its " + std::to_string(nominal) +
                          " px at the normal text size");
    }
    return out;
}

std::vector<std::string> textsSmallerThanAtNormal(const nlohmann::json& dump, const nlohmann::json& normal)
{
    std::vector<std::string> out;
    if (!dump.contains("texts") || !normal.contains("texts"))
        return out;
    for (const auto& t : dump["texts"]) {
        const std::string words = t["text"].get<std::string>();
        if (words.size() < 2)
            continue;
        int exact = 0;
        int holding = 0;
        for (const auto& n : normal["texts"]) {
            const std::string other = n["text"].get<std::string>();
            const int drawn = n["drawn"].get<int>();
            if (other == words)
                exact = exact == 0 ? drawn : std::min(exact, drawn);
            else if (other.find(words) != std::string::npos)
                holding = holding == 0 ? drawn : std::min(holding, drawn);
        }
        // A text that is a whole line at 100% and also part of a longer one there may be that
        // longer line's wrapped part here: the result's "beste mögliche Punktzahl −188" wrapped
        // at 200% left a "Punktzahl −188" of its own, taken for the score's title at 32 px.
        const int hundred = exact != 0 && holding != 0 ? std::min(exact, holding) : exact != 0 ? exact : holding;
        const int drawn = t["drawn"].get<int>();
        if (hundred != 0 && drawn < hundred - 1)
            out.push_back("text \"" + words + "\" " + show(rectIn(t["rect"])) + " is drawn at " +
                          std::to_string(drawn) + " px, smaller than the " + std::to_string(hundred) +
                          " px the normal text size draws it at");
    }
    return out;
}

std::vector<std::string> textsNotGrownWithTextSize(const nlohmann::json& dump, const nlohmann::json& normal,
                                                   int textPercent)
{
    std::vector<std::string> out;
    if (textPercent <= 100 || !dump.contains("texts") || !normal.contains("texts"))
        return out;
    const std::string scene = dump.value("scene", "");
    std::optional<Rect> panel;
    if (dump.contains("rects") && dump["rects"].contains("health_lines"))
        panel = rectIn(dump["rects"]["health_lines"]);
    const auto mustGrow = [&](const nlohmann::json& t) {
        const std::string words = t["text"].get<std::string>();
        if (scene == "menu" && words == "SCOUNDREL")
            return true;
        if (!panel)
            return false;
        const Rect r = rectIn(t["rect"]);
        const bool inside =
            r.x >= panel->x && r.y >= panel->y && r.x + r.w <= panel->x + panel->w && r.y + r.h <= panel->y + panel->h;
        // The potion's and the note's lines: words in lower case (not the number, "/ 20" or "HEALTH").
        return inside && std::any_of(words.begin(), words.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    };
    // The menu's notices (a damaged file set aside, the backup restored: np20 read them at
    // 100% with the text at 200%): their lines wrap differently at each size, so their size
    // is held against the notices' size at 100%, not line by line.
    const auto noticeLines = [](const nlohmann::json& d) {
        std::vector<nlohmann::json> lines;
        if (d.value("scene", "") != "menu" || !d.contains("rects") || !d["rects"].contains("notices"))
            return lines;
        const Rect bar = rectIn(d["rects"]["notices"]);
        for (const auto& t : d["texts"]) {
            const Rect r = rectIn(t["rect"]);
            if (r.y >= bar.y && r.y + r.h <= bar.y + bar.h)
                lines.push_back(t);
        }
        return lines;
    };
    int noticeHundred = 0;
    for (const auto& n : noticeLines(normal))
        noticeHundred = noticeHundred == 0 ? n["drawn"].get<int>() : std::min(noticeHundred, n["drawn"].get<int>());
    if (noticeHundred != 0) {
        const int least = noticeHundred * (300 + textPercent) / 400;
        for (const auto& t : noticeLines(dump)) {
            if (t["drawn"].get<int>() < least)
                out.push_back("notice \"" + t["text"].get<std::string>() + "\" " + show(rectIn(t["rect"])) +
                              " is drawn at " + std::to_string(t["drawn"].get<int>()) + " px at " +
                              std::to_string(textPercent) + "%, not grown to the " + std::to_string(least) +
                              " px of the notices' " + std::to_string(noticeHundred) + " px at 100%");
        }
    }
    for (const auto& t : dump["texts"]) {
        if (!mustGrow(t))
            continue;
        const std::string words = t["text"].get<std::string>();
        int hundred = 0;
        for (const auto& n : normal["texts"]) {
            const std::string other = n["text"].get<std::string>();
            if (other == words || other.find(words) != std::string::npos)
                hundred = hundred == 0 ? n["drawn"].get<int>() : std::min(hundred, n["drawn"].get<int>());
        }
        const int least = hundred * (300 + textPercent) / 400;
        const int drawn = t["drawn"].get<int>();
        if (hundred != 0 && drawn < least)
            out.push_back("text \"" + words + "\" " + show(rectIn(t["rect"])) + " is drawn at " +
                          std::to_string(drawn) + " px at " + std::to_string(textPercent) + "%, not grown to the " +
                          std::to_string(least) + " px its " + std::to_string(hundred) + " px at 100% should be");
    }
    return out;
}

std::vector<std::string> layoutProblems(const nlohmann::json& dump)
{
    const Rect window{0, 0, dump["window"][0].get<int>(), dump["window"][1].get<int>()};
    std::map<std::string, Rect> rects;
    for (const auto& [name, r] : dump["rects"].items())
        rects[name] = rectIn(r);
    std::vector<Named> texts;
    if (dump.contains("texts")) {
        for (const auto& t : dump["texts"])
            texts.push_back({t["text"].get<std::string>(), rectIn(t["rect"])});
    }
    std::vector<std::string> out;
    checkRects(rects, window, out);
    checkButtonGrid(dump.value("scene", std::string{}), rects, out);
    // A dragged card's label floats over the piles with the card: its own words are held
    // by its box (checkDragLabels keeps the box off every other text), not by the piles.
    std::vector<Named> onTable;
    std::vector<Named> inLabels;
    for (const Named& t : texts) {
        bool inLabel = false;
        if (dump.contains("labels")) {
            for (const auto& label : dump["labels"])
                inLabel = inLabel || (label["kind"] == "drag" && inside(t.rect, rectIn(label["rect"])));
        }
        (inLabel ? inLabels : onTable).push_back(t);
    }
    checkTexts(onTable, rects, window, out);
    checkPadding(dump.value("scene", std::string{}), onTable, rects, out);
    checkLines(dump, onTable, out);
    checkTexts(inLabels, {}, window, out);
    checkDragLabels(dump, onTable, out);
    checkChosenRun(dump, onTable, rects, out);
    return out;
}

} // namespace scoundrel::game::test
