#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace scoundrel::game::test {

// What a layout dump (SceneHarness::dump(), as --dump-layout writes it, with the texts
// the top scene drew) shows wrong, one sentence per problem; empty when the screen is
// laid out right. The rules, each with a pixel or two of slack for rounding:
// - every rectangle and every text lies inside the window;
// - a rectangle lies inside its container: the rectangle whose name is the longest
//   dotted prefix of its own ("chart" holds "chart.mark.3"), else the "panel";
// - a toast ("toast.*") covers no control (a button, tab or field), even one it would hold;
// - two rectangles are nested or apart, never partly over one another (but for the
//   weapon's kills, fanned over it on purpose);
// - a text is wholly inside or wholly outside each rectangle (a button, a row, the
//   panel), so no label is cut by its button's edge or runs into the next row;
// - a text in the message bar keeps a sixth of its height from the bar's top and bottom;
// - no line the dump names ("polylines": a chart's average) runs through a text;
// - no two texts overlap (a text's shadow, the same words a few pixels off, is not
//   another text). A text's rectangle is where its letters are (DrawnText);
// - a mark (a rectangle with ".mark." in its name, such as a chart's run markers) is
//   drawn over no text;
// - buttons of one size in a grid leave no hole: its empty places are the last ones, or
//   its last row is short and centred under the full rows above it;
// - the high scores' chosen run's line ("selected_detail") shows every word of it, on as
//   many lines as it takes, none cut short.
std::vector<std::string> layoutProblems(const nlohmann::json& dump);

// The texts a dump shows smaller than smallest pixels (their size as asked of the
// painter, which is the size drawn at the normal text size), one sentence each. A Steam
// Deck's "Verified" rating asks for no text under 9 px at 1280x800 and recommends 12.
std::vector<std::string> textsSmallerThan(const nlohmann::json& dump, int smallest);

// The texts a dump at a larger text size shows smaller than at the normal text size, one
// sentence each: a text drawn (its "drawn" pixels) under its nominal size (what it was meant
// to be before its button or line fitted it: the size the normal text size draws it at).
// A player who asked for larger words must not get a label shrunk below 100% to fit.
std::vector<std::string> textsShrunkBelowNormal(const nlohmann::json& dump);

// The texts a dump at a larger text size draws smaller (in "drawn" pixels) than the same
// screen in the same state at the normal text size draws them (normal), one sentence each.
// textsShrunkBelowNormal trusts each text's own "nominal", which a text sized from the room
// its panel or area was given (the table's health lines, the menu's title) reports as the
// size it asked for, however small; this rule measures the 100% screen instead. A text is
// matched by its words: the same line at 100% (its smallest there, where it is drawn more
// than once); a line wrapped at the larger size, by the 100% lines holding it (their
// smallest). Exempt, and why: a text of fewer than 2 characters (a card's "3" or a mark,
// matched to too many others), a text the 100% screen does not show at all (nothing to
// measure against), and card titles (drawn on the cards, which shrink for the larger words,
// and never recorded as texts).
std::vector<std::string> textsSmallerThanAtNormal(const nlohmann::json& dump, const nlohmann::json& normal);

// The texts that must grow visibly with a larger text size (textPercent): the menu's name
// "SCOUNDREL" and the health panel's potion and note lines (inside the dump's
// "health_lines", in lower case), drawn at least (300 + textPercent) / 400 of their size at
// 100% (normal): 1.25 times it at 200%. A new player found the name not grown at all and
// the lines 1.1 times their 100% size while every word around them doubled.
std::vector<std::string> textsNotGrownWithTextSize(const nlohmann::json& dump, const nlohmann::json& normal,
                                                   int textPercent);

} // namespace scoundrel::game::test
