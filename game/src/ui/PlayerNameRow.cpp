#include "ui/PlayerNameRow.h"

#include "text/Translate.h"
#include "ui/Glyphs.h"
#include "ui/Theme.h"

#include "scoundrel/store/ScoreBook.h"

#include <algorithm>

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

} // namespace

PlayerNameRow::PlayerNameRow(std::string suggestion, Assets& assets)
    : m_assets(assets), m_field(store::kMaxNameBytes, kNameLetters), m_suggestion(std::move(suggestion))
{
    // Any size will do: a font has the same letters at every size.
    m_field.setDrawable([&assets](char32_t letter) { return fontHas(assets.font(20, false), letter); });
    m_field.setText(m_suggestion);
    m_field.selectAll(); // typing replaces the suggestion
    m_save.id = "save_name";
    m_save.label = std::string(tr("Save name"));
}

PlayerNameRow::Outcome PlayerNameRow::handleEvent(const InputEvent& event, bool enterSaves)
{
    // A selection alone (Ctrl+A) leaves the suggestion the game's, not a name typed.
    if (const std::string before = m_field.text(); m_field.handleEvent(event)) {
        m_edited = m_edited || m_field.text() != before;
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
}

void PlayerNameRow::layout(const Rect& row, int promptPercent, int labelPixels)
{
    // The prompt, the field and the button side by side, in fixed shares of the row, the
    // button wider where its label needs it.
    const int promptW = row.w * promptPercent / 100;
    const int need = labelWidth(m_assets, m_save.label) * labelPixels / 100 + row.h / 3 + row.h / 6;
    const int buttonW = std::max(row.w * 25 / 100, std::min(need, row.w / 3));
    const int gap = row.h / 4;
    m_prompt = {row.x, row.y, promptW, row.h};
    m_fieldRect = {row.x + promptW + gap, row.y, row.w - promptW - buttonW - 2 * gap, row.h};
    m_save.rect = {row.x + row.w - buttonW, row.y, buttonW, row.h};
    SDL_Rect area = m_fieldRect.sdl();
    SDL_SetTextInputRect(&area);
}

void PlayerNameRow::draw(Painter& painter, int textSize, bool focused, const FieldCue& cue) const
{
    const std::string prompt(tr("Your name:"));
    const int textHeight = painter.measure(prompt, textSize, true).h;
    painter.text(prompt, {m_prompt.x + m_prompt.w, m_prompt.y + (m_prompt.h - textHeight) / 2},
                 {textSize, theme::kText, true, Align::Right});
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
