#include "scenes/OnScreenKeyboard.h"

#include "text/Translate.h"

#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "ui/Button.h"
#include "ui/ButtonGlyphs.h"
#include "ui/Glyphs.h"
#include "ui/Panel.h"
#include "ui/ShareByNeed.h"
#include "ui/TextFit.h"
#include "ui/TextInput.h"
#include "ui/Theme.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <vector>

namespace scoundrel::game {

namespace {

// The keys by row, in the order of the language's own keyboards (np30: a German player
// looked for QWERTZ); the last row's words are keys of their own. Ten keys a row in each.
const std::vector<std::string> kQwertyRows{"1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-.!"};
const std::vector<std::string> kQwertzRows{"1234567890", "QWERTZUIOP", "ASDFGHJKL'", "YXCVBNM-.!"};
const std::vector<std::string> kAzertyRows{"1234567890", "AZERTYUIOP", "QSDFGHJKLM", "WXCVBN'-.!"};

const std::vector<std::string>& letterRows()
{
    const std::string& language = languageInUse();
    if (language.starts_with("de"))
        return kQwertzRows;
    if (language.starts_with("fr"))
        return kAzertyRows;
    return kQwertyRows;
}
// Two rows of five, not a phone's four rows: low enough to leave the dialog's title and
// prompt in view above it at 200% (np21 found the keypad over "Deal number").
const std::vector<std::string> kDigitRows{"12345", "67890"};

// A key of the letters' layers: its capital and its small letter (UTF-8).
struct Letter {
    std::string upper;
    std::string lower;
};

// The accents' layer, in the letters' place and shape (four rows of ten, so the d-pad
// moves over it as over them): every letter German, French, Spanish and Portuguese write,
// and the common ones of Europe's other names (Ångström, Søren, Dvořák, Łukasz). ß has no
// capital in everyday writing: it stays ß in both cases.
const std::vector<std::vector<Letter>> kAccentRows{
    {{"À", "à"},
     {"Á", "á"},
     {"Â", "â"},
     {"Ä", "ä"},
     {"Ã", "ã"},
     {"Å", "å"},
     {"Æ", "æ"},
     {"Ç", "ç"},
     {"È", "è"},
     {"É", "é"}},
    {{"Ê", "ê"},
     {"Ë", "ë"},
     {"Ì", "ì"},
     {"Í", "í"},
     {"Î", "î"},
     {"Ï", "ï"},
     {"Ñ", "ñ"},
     {"Ò", "ò"},
     {"Ó", "ó"},
     {"Ô", "ô"}},
    {{"Ö", "ö"},
     {"Õ", "õ"},
     {"Ø", "ø"},
     {"Œ", "œ"},
     {"Ù", "ù"},
     {"Ú", "ú"},
     {"Û", "û"},
     {"Ü", "ü"},
     {"Ý", "ý"},
     {"Ÿ", "ÿ"}},
    {{"ß", "ß"},
     {"Č", "č"},
     {"Ę", "ę"},
     {"Ł", "ł"},
     {"Ń", "ń"},
     {"Ő", "ő"},
     {"Ř", "ř"},
     {"Š", "š"},
     {"Ű", "ű"},
     {"Ž", "ž"}},
};

constexpr SDL_Color kTypedBackground{8, 18, 14, 255};
// Opaque: the screen under it has a line of its own where the keyboard's field is.
constexpr SDL_Color kPanelOpaque{16, 30, 24, 255};

// The legend's and the keys' text sizes at the window's scale.
constexpr int kLegendSize = 15;
constexpr int kKeyTextSize = 22;

constexpr const char* kDelete = "delete";
constexpr const char* kClear = "clear";
constexpr const char* kSpace = "space";
constexpr const char* kShift = "shift";
constexpr const char* kOk = "ok";

constexpr const char* kAccents = "accents";

// A key's id, ASCII whatever its letter (the layout dump and the tests name it): key_Q for
// an ASCII key, key_U+00C9 for É; a letter's id is its capital's, in either case.
std::string keyId(const std::string& key)
{
    std::size_t at = 0;
    const char32_t letter = nextCodePoint(key, at);
    if (letter < 0x80)
        return "key_" + key;
    return "key_" + codePointName(letter);
}

const std::vector<std::string>& rowsOf(OnScreenKeyboard::Keys keys)
{
    return keys == OnScreenKeyboard::Keys::Digits ? kDigitRows : letterRows();
}

// The letters' layer as the accents' is: ASCII, a capital and its small letter.
std::vector<std::vector<Letter>> plainRows()
{
    std::vector<std::vector<Letter>> out;
    for (const std::string& row : letterRows()) {
        out.emplace_back();
        for (const char key : row) {
            const auto c = static_cast<unsigned char>(key);
            out.back().push_back({std::string(1, static_cast<char>(std::toupper(c))),
                                  std::string(1, static_cast<char>(std::tolower(c)))});
        }
    }
    return out;
}

} // namespace

OnScreenKeyboard::OnScreenKeyboard(GameContext& context, Keys keys, Owner owner)
    : m_context(context), m_keys(keys), m_owner(std::move(owner))
{
    for (const std::string& row : rowsOf(m_keys)) {
        for (char key : row)
            m_buttons.add(keyId(std::string(1, key)), std::string(1, key));
    }
    if (m_keys == Keys::Letters) {
        m_buttons.add(kShift, "abc");
        m_buttons.add(kAccents, "ÀÉ");
        m_buttons.add(kSpace, std::string(trc("key", "Space")));
    }
    m_buttons.add(kDelete, std::string(trc("key", "Delete")));
    // The whole text at once: a suggested name is not selected here (the keys add to
    // it), and B or X takes one letter a press.
    // TRANSLATORS: a key of the pad's on-screen keyboard that empties the field.
    m_buttons.add(kClear, std::string(trc("key", "Clear")));
    m_buttons.add(kOk, std::string(tr("OK")));
    m_buttons.focus(keyId(rowsOf(m_keys)[m_keys == Keys::Digits ? 0 : 1].substr(0, 1)));
}

void OnScreenKeyboard::layout(Size window)
{
    Scene::layout(window);
    const std::vector<std::string>& rows = rowsOf(m_keys);
    const int columns = static_cast<int>(rows.front().size());
    // The keys grow with the player's text size up to half as large again (then the
    // letters' ten columns and five rows still fit the smallest window); the words shrink
    // to fit them beyond.
    const int percent = std::clamp(m_context.settings.textPercent(), 100, 150);
    const int key = scaled(window, 56) * percent / 100;
    const int gap = scaled(window, 8);
    const int pad = scaled(window, 20);
    const int textLine = scaled(window, 44) * percent / 100;
    // The legend's line as the painter draws it at the player's text size, two of them
    // when it is large (drawLegendLines wraps it to the panel).
    const int legendLine = lineHeight(scaled(window, kLegendSize) * m_context.settings.textPercent() / 100);
    const int legend = (m_context.settings.textPercent() > 100 ? 2 : 1) * legendLine + scaled(window, 10);
    std::vector<Button>& buttons = m_buttons.buttons();
    std::size_t firstWord = 0; // the last row's keys follow the rows' letters or digits
    for (const std::string& row : rows)
        firstWord += row.size();
    // The keys' text size, and the least at which the painter draws their words no smaller
    // than at the normal text size (at 200% it draws whole sizes doubled: 9, not 8.5).
    const int keyText = scaled(window, kKeyTextSize);
    const int textPercent = std::max(100, m_context.settings.textPercent());
    const int leastKeyText = (keyText * 100 + textPercent - 1) / textPercent;
    // The last row's keys' widths for their labels at a text size (shown, in pixels): the
    // label and a margin, as Button::draw leaves it; and with the gaps, the row's.
    const auto wordNeeds = [&](int shown) {
        std::vector<int> needs;
        for (std::size_t k = firstWord; k < buttons.size(); ++k)
            needs.push_back((labelWidth(m_context.assets, buttons[k].label) * shown + 99) / 100 + key / 3 +
                            scaled(window, 4));
        return needs;
    };
    const auto rowWidth = [&](const std::vector<int>& needs) {
        int total = static_cast<int>(needs.size() - 1) * gap;
        for (const int need : needs)
            total += need;
        return total;
    };
    // The digits' three columns are narrow: the panel stays wide enough for a 20-digit
    // number, the legend, and the last row's words at the normal size.
    const int least = m_keys == Keys::Digits
        ? std::max(scaled(window, 420), rowWidth(wordNeeds(leastKeyText * textPercent / 100)))
        : 0;
    const int keysWide = std::max(least, columns * key + (columns - 1) * gap);
    const int rowsHigh = static_cast<int>(rows.size() + 1) * (key + gap) - gap;
    // At the bottom of the window, as a device's keyboard comes up, so the dialog's
    // title and prompt stay in view above it.
    m_panel = {(window.w - keysWide) / 2 - pad, 0, keysWide + 2 * pad, pad + textLine + gap + rowsHigh + legend + pad};
    m_panel.y = window.h - m_panel.h - scaled(window, 12);
    m_textRect = {m_panel.x + pad, m_panel.y + pad, keysWide, textLine};
    m_legendRect = {m_panel.x + pad, m_panel.y + m_panel.h - pad / 2 - legend, keysWide, legend};
    std::size_t i = 0;
    int y = m_textRect.y + textLine + gap;
    for (const std::string& row : rows) {
        const int left = m_panel.x + pad + (keysWide - static_cast<int>(row.size()) * (key + gap) + gap) / 2;
        for (std::size_t c = 0; c < row.size(); ++c, ++i)
            buttons[i].rect = {left + static_cast<int>(c) * (key + gap), y, key, key};
        y += key + gap;
    }
    // The last row: the words' keys share the width by need (a longer language's "Delete"
    // takes more of it than "OK"), each its label at the keys' text size and a margin, as
    // Button::draw leaves it, or at the largest size down to the normal one at which the
    // labels fit together; equally when equal shares hold every label or none fits.
    const int words = static_cast<int>(buttons.size() - i);
    std::vector<Piece> pieces;
    for (int size = keyText; size >= leastKeyText; --size) {
        const std::vector<int> needs = wordNeeds(size * textPercent / 100);
        if (rowWidth(needs) <= keysWide || size == leastKeyText) {
            pieces = shareByNeed(keysWide, gap, needs);
            break;
        }
    }
    const int wide = (keysWide - (words - 1) * gap) / words;
    for (int w = 0; i < buttons.size(); ++i, ++w) {
        const Piece piece = pieces.empty() ? Piece{w * (wide + gap), wide} : pieces[static_cast<std::size_t>(w)];
        buttons[i].rect = {m_panel.x + pad + piece.x, y, piece.w, key};
    }
}

std::string OnScreenKeyboard::spokenTitle() const
{
    // TRANSLATORS: speech: the pad's on-screen keyboard as it opens.
    const std::string keyboard(tr("On-screen keyboard."));
    // np28 heard "Deal number..., button." and then "On-screen keyboard." with no word of
    // the dialog it opened over: the dialog's title comes first.
    return spokenSentences({m_owner.spokenBefore ? m_owner.spokenBefore() : std::string{}, keyboard});
}

std::string OnScreenKeyboard::spokenFocus() const
{
    const std::string text = m_owner.text ? m_owner.text() : std::string{};
    const Button* key = m_buttons.focused();
    // A space typed last is said, not left as a pause before the full stop ("Newbie Nina .").
    const std::size_t end = text.find_last_not_of(' ');
    std::string field;
    if (end == std::string::npos)
        field = text.empty() ? std::string(tr("The field is empty."))
                             // TRANSLATORS: speech: the on-screen keyboard's field holds only spaces.
                             : std::string(tr("The field holds only spaces."));
    else if (end + 1 < text.size())
        // TRANSLATORS: speech: {0} what the field being typed into holds, before the space typed last.
        field = format(tr("The field holds {0}, then a space."), text.substr(0, end + 1));
    else
        // TRANSLATORS: speech: {0} what the field being typed into holds.
        field = format(tr("The field holds {0}."), text);
    // The shift and the accents' key are said by what they bring: their labels would be
    // said as letters.
    std::string label = key ? key->label : std::string{};
    if (key && key->id == kAccents)
        label = m_accents
            // TRANSLATORS: speech: the on-screen keyboard's key that brings back the letters without accents.
            ? std::string(tr("Plain letters"))
            // TRANSLATORS: speech: the on-screen keyboard's key that shows the accented letters (é, ü, ñ...).
            : std::string(tr("Accented letters"));
    else if (key && key->id == kShift)
        label = m_upper
            // TRANSLATORS: speech: the on-screen keyboard's shift key, which turns its letters small.
            ? std::string(tr("Small letters"))
            // TRANSLATORS: speech: the on-screen keyboard's shift key, which turns its letters to capitals.
            : std::string(tr("Capital letters"));
    return spokenSentences({field, key ? spokenButton(label) : std::string{}});
}

void OnScreenKeyboard::handleEvent(const InputEvent& event)
{
    if (m_closed)
        return;
    // A keyboard's typing still goes to the field.
    if (event.kind == InputEvent::Kind::Text)
        return m_owner.type(event);
    const std::string bound = boundId(onScreenKeyboardBindings(), event);
    if (bound == "delete")
        return m_owner.text().empty() && event.device == Device::Pad ? cancel() : backspace();
    if (bound == "close")
        return cancel();
    if (bound == "space" && m_keys == Keys::Letters)
        return type(" ");
    if (bound == "confirm")
        return press(kOk);
    if (const std::string id = m_buttons.handleEvent(event, m_context.sound); !id.empty())
        press(id);
}

void OnScreenKeyboard::press(const std::string& id)
{
    if (id == kOk) {
        close();
        if (m_owner.confirm)
            m_owner.confirm();
    } else if (id == kDelete) {
        backspace();
    } else if (id == kClear) {
        // A letter at a time, as the field's own checks see Backspace; never more
        // presses than the text has bytes.
        for (std::size_t left = m_owner.text().size(); left > 0 && !m_owner.text().empty(); --left)
            backspace();
    } else if (id == kSpace) {
        type(" ");
    } else if (id == kShift) {
        m_upper = !m_upper;
        showLetters();
    } else if (id == kAccents) {
        m_accents = !m_accents;
        showLetters();
    } else if (const Button* key = m_buttons.find(id)) {
        type(key->label);
    }
}

void OnScreenKeyboard::type(const std::string& text)
{
    InputEvent e;
    e.kind = InputEvent::Kind::Text;
    e.text = text;
    m_owner.type(e);
}

void OnScreenKeyboard::backspace()
{
    // One letter, as the legend says: the field's text may be selected (a suggested name,
    // for a keyboard's typing to replace), and Backspace would clear it all. End first
    // drops the selection, as the keys show no selection to delete.
    InputEvent e;
    e.device = Device::Keyboard;
    e.key = {SDLK_END};
    m_owner.type(e);
    e.key = {SDLK_BACKSPACE};
    m_owner.type(e);
}

void OnScreenKeyboard::close()
{
    m_closed = true;
    m_context.scenes.pop();
}

void OnScreenKeyboard::cancel()
{
    close();
    if (m_owner.cancel)
        m_owner.cancel();
}

void OnScreenKeyboard::showLetters()
{
    // The layers share the keys' places: the keys take the layer's ids and letters in
    // place, and the focus stays where it was.
    std::vector<Button>& buttons = m_buttons.buttons();
    std::size_t i = 0;
    for (const std::vector<Letter>& row : m_accents ? kAccentRows : plainRows()) {
        for (const Letter& letter : row) {
            buttons[i].id = keyId(letter.upper);
            buttons[i++].label = m_upper ? letter.upper : letter.lower;
        }
    }
    // Each key shows what it brings: the other case, the other layer in this case.
    // On the accents' layer the shift shows accented letters: "abc" beside the accents'
    // "ABC" read as two ways back to the plain letters.
    if (Button* shift = m_buttons.find(kShift))
        shift->label = m_accents ? (m_upper ? "àé" : "ÀÉ") : (m_upper ? "abc" : "ABC");
    if (Button* accents = m_buttons.find(kAccents))
        accents->label = m_accents ? (m_upper ? "ABC" : "abc") : (m_upper ? "ÀÉ" : "àé");
    // The row of words shares its width by the labels' needs: "ABC" takes more than "ÀÉ".
    if (window().w > 0)
        layout(window());
}

void OnScreenKeyboard::render(Painter& painter)
{
    const Size w = window();
    painter.shadow(m_panel, scaled(w, 14), scaled(w, 12), 120);
    painter.fillRoundedRect(m_panel, scaled(w, 14), kPanelOpaque);
    painter.outlineRoundedRect(m_panel, scaled(w, 14), theme::kPanelLight, 2);
    painter.fillRoundedRect(m_textRect, scaled(w, 8), kTypedBackground);
    const std::string text = m_owner.text();
    // A long name or number at a large text size shrinks to the field.
    const int caretRoom = scaled(w, 8);
    const int size = fittingTextSize(painter, text, scaled(w, 24), false,
                                     {m_textRect.w - 2 * scaled(w, 12) - caretRoom, m_textRect.h});
    const Point at{m_textRect.x + scaled(w, 12), m_textRect.y + (m_textRect.h - lineHeight(size)) / 2};
    // A whole text selected (for a key to replace) is shown so, as a desktop field
    // shows it, and has no caret after it: nothing there invites an edit.
    if (m_owner.selected && m_owner.selected() && !text.empty()) {
        drawSelectedText(painter, text, at, size);
    } else {
        const Rect drawn = painter.text(text, at, {size, theme::kText, false, Align::Left});
        // The caret: where the next key goes.
        painter.fillRect({drawn.x + drawn.w + 2, m_textRect.y + scaled(w, 8), 2, m_textRect.h - scaled(w, 16)},
                         theme::kAccent);
    }
    m_buttons.draw(painter, scaled(w, kKeyTextSize));
    // No space in a number.
    const std::vector<LegendEntry> legend =
        legendEntries(onScreenKeyboardBindings(),
                      m_keys == Keys::Digits ? std::vector<std::string_view>{"delete", "confirm", "close"}
                                             : std::vector<std::string_view>{"delete", "space", "confirm", "close"});
    drawLegendLines(painter, legend, m_context.scenes.deviceInUse(), m_legendRect,
                    {scaled(w, kLegendSize), theme::kTextDim, false, Align::Center}, " · ");
}

std::map<std::string, Rect> OnScreenKeyboard::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"typed", m_textRect}};
    m_buttons.addRects(out);
    return out;
}

nlohmann::json OnScreenKeyboard::dumpFields() const
{
    std::string focus;
    for (const Button& button : m_buttons.buttons()) {
        if (button.focused)
            focus = button.id;
    }
    return {{"text", m_owner.text()}, {"focus", focus},   {"digits", m_keys == Keys::Digits},
            {"accents", m_accents},   {"upper", m_upper}, {"selected", m_owner.selected && m_owner.selected()}};
}

} // namespace scoundrel::game
