#include "scenes/ControlsTab.h"

#include "input/Controls.h"
#include "scenes/KeyCaptureDialog.h"
#include "scenes/KeyRebinding.h"
#include "table/SpokenWords.h"
#include "text/Translate.h"
#include "ui/ButtonGroup.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

namespace scoundrel::game {

namespace {

constexpr int kColumns = 2;
constexpr int kLabelSize = 18; // a command's label and its key, at an 800-pixel-high window
constexpr int kMessageSize = 17;

} // namespace

ControlsTab::ControlsTab(GameContext& context) : m_context(context)
{
    for (const RebindableCommand& command : rebindableCommands()) {
        Button key;
        key.id = "key_" + command.id;
        m_keys.push_back(std::move(key));
    }
    m_reset.id = "reset_keys";
    useLanguage();
}

void ControlsTab::useLanguage()
{
    m_labels.clear();
    for (const RebindableCommand& command : rebindableCommands())
        m_labels.push_back(commandLabel(command.id));
    m_reset.label = tr("Reset to defaults");
    refreshKeys();
}

void ControlsTab::refreshKeys()
{
    const std::vector<RebindableCommand>& commands = rebindableCommands();
    for (std::size_t i = 0; i < m_keys.size(); ++i)
        m_keys[i].label = keyLabel(commandKey(commands[i].id));
}

void ControlsTab::layout(const Rect& area, Size window)
{
    // Two columns of label and key, Reset under them, the message line under Reset.
    const int gap = scaled(window, 28);
    const int rows = (static_cast<int>(m_keys.size()) + kColumns - 1) / kColumns;
    const int rowHeight = scaled(window, 50);
    const int columnW = (area.w - gap) / kColumns;
    const int keyW = scaled(window, 128);
    const int keyH = scaled(window, 40);
    m_labelWidth = columnW - keyW - scaled(window, 12);
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        const int column = static_cast<int>(i) / rows;
        const int row = static_cast<int>(i) % rows;
        m_keys[i].rect = {area.x + column * (columnW + gap) + columnW - keyW, area.y + row * rowHeight, keyW, keyH};
    }
    const int resetTop = area.y + rows * rowHeight + scaled(window, 6);
    m_reset.rect = {area.x + (area.w - scaled(window, 240)) / 2, resetTop, scaled(window, 240), keyH};
    m_messageRect = {area.x, resetTop + keyH + scaled(window, 14), area.w, scaled(window, 24)};
}

int ControlsTab::messageHeight(Size window, int percent)
{
    return lineHeight(scaled(window, kMessageSize) * percent / 100) + scaled(window, 8);
}

std::vector<int> ControlsTab::listHeights(Size window, int percent) const
{
    const int row =
        std::max(scaled(window, 50), lineHeight(scaled(window, kLabelSize) * percent / 100) + scaled(window, 14));
    return std::vector<int>(m_keys.size() + 1, row);
}

void ControlsTab::layoutList(const Rect& area, Size window, int percent, const ScrollRows& scroll)
{
    m_messageRect = {area.x, area.y, area.w, messageHeight(window, percent) - scaled(window, 8)};
    const std::vector<int> heights = listHeights(window, percent);
    const int keyH = heights.front() - scaled(window, 10);
    // Wide enough for "Ctrl+Z" and a pad's button at the text size.
    const int keyW = std::max(scaled(window, 128), scaled(window, kLabelSize) * percent / 100 * 5);
    m_labelWidth = area.w - keyW - scaled(window, 12);
    int y = area.y + messageHeight(window, percent);
    for (int stop = 0; stop < stops(); ++stop) {
        Rect r{};
        if (scroll.shown(stop)) {
            r = stop < static_cast<int>(m_keys.size()) ? Rect{area.x + area.w - keyW, y, keyW, keyH}
                                                       : Rect{area.x + (area.w - 3 * keyW) / 2, y, 3 * keyW, keyH};
            y += heights[static_cast<std::size_t>(stop)];
        }
        (stop < static_cast<int>(m_keys.size()) ? m_keys[static_cast<std::size_t>(stop)].rect : m_reset.rect) = r;
    }
}

void ControlsTab::draw(Painter& painter, Size window) const
{
    const int size = scaled(window, kLabelSize);
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        const Rect& key = m_keys[i].rect;
        if (key.w <= 0)
            continue; // scrolled out of the view
        // A language's longer name shrinks to its column rather than run under the key.
        const std::string label(tr(m_labels[i]));
        const int labelSize = fittingTextSize(painter, label, size, false, {m_labelWidth, key.h});
        const int labelH = painter.measure(label, labelSize, false).h;
        const Point at{key.x - m_labelWidth - scaled(window, 12), key.y + (key.h - labelH) / 2};
        painter.text(label, at, {labelSize, theme::kText, false, Align::Left});
        m_keys[i].draw(painter, size);
    }
    if (m_reset.rect.w > 0)
        m_reset.draw(painter, size);
    const std::string line =
        m_message.empty() ? std::string(tr("Choose a command, then press its new key.")) : m_message;
    const int lineSize =
        fittingTextSize(painter, line, scaled(window, kMessageSize), false, {m_messageRect.w, 4 * m_messageRect.h});
    painter.text(line, {m_messageRect.center().x, m_messageRect.y}, {lineSize, theme::kAccent, false, Align::Center});
}

void ControlsTab::addRects(std::map<std::string, Rect>& out) const
{
    std::vector<Button> all;
    for (const Button& key : m_keys) {
        if (key.rect.w > 0) // not scrolled out of the view
            all.push_back(key);
    }
    if (m_reset.rect.w > 0)
        all.push_back(m_reset);
    addButtonRects(all, out);
    out["controls_message"] = m_messageRect;
}

nlohmann::json ControlsTab::dump() const
{
    nlohmann::json keys = nlohmann::json::object();
    const std::vector<RebindableCommand>& commands = rebindableCommands();
    for (std::size_t i = 0; i < commands.size(); ++i)
        keys[commands[i].id] = keyName(commandKey(commands[i].id));
    return {{"keys", keys}, {"controls_message", m_message}};
}

void ControlsTab::focus(int stop)
{
    for (std::size_t i = 0; i < m_keys.size(); ++i)
        m_keys[i].focused = static_cast<int>(i) == stop;
    m_reset.focused = stop == static_cast<int>(m_keys.size());
}

std::string ControlsTab::spokenStop(int stop) const
{
    if (stop >= 0 && stop < static_cast<int>(m_keys.size()))
        return spokenSetting(tr(m_labels[static_cast<std::size_t>(stop)]),
                             m_keys[static_cast<std::size_t>(stop)].label);
    return spokenButton(m_reset.label);
}

void ControlsTab::activate(int stop)
{
    m_context.playSound({SoundId::Click});
    if (stop == static_cast<int>(m_keys.size())) {
        resetKeys(m_context.settings);
        m_context.saveSettings();
        m_message = tr("Every command has its own keys again.");
        refreshKeys();
    } else if (stop >= 0 && stop < static_cast<int>(m_keys.size())) {
        // The dialog is above the Settings scene, which holds this tab, while it is open.
        m_context.scenes.push(std::make_unique<KeyCaptureDialog>(
            m_context, rebindableCommands()[static_cast<std::size_t>(stop)].id, [this](std::string line) {
                m_message = std::move(line);
                refreshKeys();
            }));
    }
}

bool ControlsTab::handleEvent(const InputEvent& event)
{
    if (event.kind == InputEvent::Kind::PointerMove || event.kind == InputEvent::Kind::PointerLeft) {
        const Point p = event.kind == InputEvent::Kind::PointerLeft ? Point{-1, -1} : Point{event.x, event.y};
        updateHover(m_keys, p);
        m_reset.hovered = m_reset.rect.contains(p);
        return false;
    }
    if (event.kind != InputEvent::Kind::PointerDown)
        return false;
    const int stop = stopAt({event.x, event.y});
    if (stop < 0)
        return false;
    activate(stop);
    return true;
}

int ControlsTab::stopAt(Point p) const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        if (m_keys[i].rect.w > 0 && m_keys[i].rect.contains(p))
            return static_cast<int>(i);
    }
    return m_reset.rect.contains(p) ? stops() - 1 : -1;
}

} // namespace scoundrel::game
