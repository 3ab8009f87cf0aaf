#include "ui/PlayerNameRow.h"

#include "text/Translate.h"
#include "ui/Glyphs.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include "scoundrel/store/ScoreBook.h"

#include <SDL_ttf.h>

#include <algorithm>
#include <string>

namespace scoundrel::game {

namespace {

// What a player may type, in letters; the score file keeps up to twice as many bytes,
// room for 24 letters of most alphabets.
constexpr std::size_t kNameLetters = 24;

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// How wide text is drawn in the regular (or bold) font at pixels (0 when the font is missing).
int textWidth(Assets& assets, const std::string& text, int pixels, bool bold = false)
{
    constexpr int kSize = 100;
    TTF_Font* font = assets.font(kSize, bold);
    int w = 0;
    int h = 0;
    return font && TTF_SizeUTF8(font, text.c_str(), &w, &h) == 0 ? w * pixels / kSize : 0;
}

} // namespace

TextInput nameField(Assets& assets)
{
    TextInput field(store::kMaxNameBytes, kNameLetters);
    // Any size will do: a font has the same letters at every size.
    field.setDrawable([&assets](char32_t letter) { return fontHas(assets.font(20, false), letter); });
    return field;
}

PlayerNameRow::PlayerNameRow(std::string suggestion, Assets& assets)
    : m_assets(assets), m_field(nameField(assets)), m_suggestion(std::move(suggestion))
{
    m_field.setText(m_suggestion);
    m_field.selectAll(); // typing replaces the suggestion
    m_save.id = "save_name";
    showWhatSaveDoes();
}

std::string PlayerNameRow::saveWords(bool named)
{
    // TRANSLATORS: the result screen's button beside the field that holds the player's name.
    return std::string(named ? tr("Save name")
                             // TRANSLATORS: the same button when the player cleared the field (it shows
                             // "no name given"): the run goes into the high scores with no name.
                             : tr("Save without a name"));
}

void PlayerNameRow::showWhatSaveDoes()
{
    m_save.label = saveWords(!name().empty());
}

PlayerNameRow::Outcome PlayerNameRow::handleEvent(const InputEvent& event, bool enterSaves)
{
    // A selection alone (Ctrl+A) leaves the suggestion the game's, not a name typed.
    if (const std::string before = m_field.text(); m_field.handleEvent(event)) {
        m_edited = m_edited || m_field.text() != before;
        showWhatSaveDoes();
        return Outcome::Edited;
    }
    if (event.kind == InputEvent::Kind::PointerMove) {
        m_save.hovered = m_save.rect.contains({event.x, event.y});
    } else if (event.kind == InputEvent::Kind::PointerLeft) {
        m_save.hovered = false;
    } else if (event.kind == InputEvent::Kind::PointerDown) {
        const Point at{event.x, event.y};
        if (m_save.rect.contains(at))
            return Outcome::Save;
        if (m_fieldRect.contains(at)) {
            // As in a browser's address bar: the first click on the untouched suggestion
            // keeps it selected, so typing replaces it (a new player clicked and typed
            // "Alex" and got "rootAlex"); a second click puts the caret in to edit it.
            if (m_clicked || m_edited)
                m_field.deselect();
            m_clicked = true;
            return Outcome::FieldClicked;
        }
    } else if (event.is(Control::Accept) && enterSaves) {
        return Outcome::Save;
    }
    return Outcome::None;
}

void PlayerNameRow::beginEdit()
{
    m_before = {m_field.text(), m_field.selected(), m_edited};
}

void PlayerNameRow::cancelEdit()
{
    m_field.setText(m_before.text);
    if (m_before.selected)
        m_field.selectAll();
    else
        m_field.deselect();
    m_edited = m_before.edited;
    showWhatSaveDoes();
}

namespace {

// What Save needs for the longer of its labels at labelPixels, in a row rowHeight high:
// wide enough for either, so that the button stays put as the last letter goes.
int saveNeed(Assets& assets, int rowHeight, int labelPixels, const std::string& named, const std::string& unnamed)
{
    const int widest = std::max(labelWidth(assets, named), labelWidth(assets, unnamed));
    return widest * labelPixels / 100 + rowHeight / 3 + rowHeight / 6;
}

// What the field needs for the longest name of the widest letters whole at its size, the
// count beside them, and TextInput::draw's paddings.
int wholeNameNeed(Assets& assets, int rowHeight, int labelPixels)
{
    return textWidth(assets, std::string(kNameLetters, 'W'), labelPixels) +
        textWidth(assets, "24 / 24", labelPixels * 3 / 4) + 4 * (rowHeight / 4) + 3;
}

} // namespace

int PlayerNameRow::wholeNameWidth(Assets& assets, int rowHeight, int promptPercent, int labelPixels)
{
    // layout's shares with wholeName: the field gets what the prompt's share and Save (a
    // quarter of the row at least, its label's need) leave, less the two gaps.
    const int need = saveNeed(assets, rowHeight, labelPixels, saveWords(true), saveWords(false));
    const int field = wholeNameNeed(assets, rowHeight, labelPixels) + 2 * (rowHeight / 4);
    const int withQuarter = (field * 100 + (75 - promptPercent) - 1) / (75 - promptPercent);
    const int withLabel = ((field + need) * 100 + (100 - promptPercent) - 1) / (100 - promptPercent);
    return std::max(withQuarter, withLabel) + 1;
}

void PlayerNameRow::layout(const Rect& row, int promptPercent, int labelPixels, bool wholeName)
{
    // The prompt, the field and the button side by side, in fixed shares of the row, the
    // button wider where its label needs it.
    const int promptW = row.w * promptPercent / 100;
    const int need = saveNeed(m_assets, row.h, labelPixels, saveWords(true), saveWords(false));
    const int gap = row.h / 4;
    // But, at the normal text size, never at the cost of the longest name seen whole in the
    // field at its size (the screen makes the row wide enough: wholeNameWidth); at a larger
    // one, where a long name scrolls, the field keeps room for a few letters.
    const int fieldNeed = wholeName ? wholeNameNeed(m_assets, row.h, labelPixels) : 4 * row.h;
    const int most = wholeName ? std::min(row.w * 2 / 5, row.w - promptW - 2 * gap - fieldNeed)
                               : row.w - promptW - 2 * gap - fieldNeed;
    const int buttonW = std::max(row.w * 25 / 100, std::min(need, most));
    m_prompt = {row.x, row.y, promptW, row.h};
    m_fieldRect = {row.x + promptW + gap, row.y, row.w - promptW - buttonW - 2 * gap, row.h};
    m_save.rect = {row.x + row.w - buttonW, row.y, buttonW, row.h};
    if (!wholeName)
        shareByWords(row, labelPixels, gap, need);
    SDL_Rect area = m_fieldRect.sdl();
    SDL_SetTextInputRect(&area);
}

void PlayerNameRow::shareByWords(const Rect& row, int labelPixels, int gap, int saveNeed)
{
    // What each piece needs to show its words whole at the player's text size: the prompt,
    // the field's "no name given" with the count beside it (TextInput::draw's paddings),
    // Save's longer label.
    const int pad = row.h / 4;
    const int promptNeed = textWidth(m_assets, std::string(tr("Your name:")), labelPixels, true) + 2;
    const int fieldNeed = textWidth(m_assets, std::string(tr("no name given")), labelPixels) +
        textWidth(m_assets, "24 / 24", labelPixels * 3 / 4) + 3 * pad + 3;
    if (promptNeed <= m_prompt.w && fieldNeed <= m_fieldRect.w)
        return; // the fixed shares hold them (every real language)
    // Each a share of the row in proportion to its need: where the needs are wider than
    // the row (the pseudo-language at 200%, at the smallest window) the words shrink alike
    // to fit, which keeps them at least their 100% size.
    const int room = row.w - 2 * gap;
    const int needs = promptNeed + fieldNeed + saveNeed;
    const int promptW = needs > room ? promptNeed * room / needs : promptNeed;
    const int buttonW = needs > room ? saveNeed * room / needs : saveNeed;
    m_prompt = {row.x, row.y, promptW, row.h};
    m_fieldRect = {row.x + promptW + gap, row.y, row.w - promptW - buttonW - 2 * gap, row.h};
    m_save.rect = {row.x + row.w - buttonW, row.y, buttonW, row.h};
}

void PlayerNameRow::draw(Painter& painter, int textSize, bool focused, const FieldCue& cue) const
{
    const std::string prompt(tr("Your name:"));
    // Smaller where its share of the row is narrower than its words (shareByWords).
    const int size = fittingTextSize(painter, prompt, textSize, true, {m_prompt.w, m_prompt.h});
    const int textHeight = painter.measure(prompt, size, true).h;
    painter.text(prompt, {m_prompt.x + m_prompt.w, m_prompt.y + (m_prompt.h - textHeight) / 2},
                 {size, theme::kText, true, Align::Right, textSize});
    // A field cleared keeps no name, and says so (not the suggestion, dimmed: a name
    // shown is a name kept).
    m_field.draw(painter, m_fieldRect, textSize, std::string(tr("no name given")), focused, cue);
    m_save.draw(painter, textSize);
}

void PlayerNameRow::addRects(std::map<std::string, Rect>& out) const
{
    out["field.name"] = m_fieldRect;
    out["button.save_name"] = m_save.rect;
    if (m_save.focused)
        out["focused.button.save_name"] = m_save.rect;
}

std::string PlayerNameRow::name() const
{
    return trimmed(m_field.text());
}

} // namespace scoundrel::game
