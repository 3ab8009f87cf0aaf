#include "ui/ButtonGroup.h"

namespace scoundrel::game {

Button& ButtonGroup::add(std::string id, std::string label)
{
    Button button;
    button.id = std::move(id);
    button.label = std::move(label);
    m_buttons.push_back(std::move(button));
    return m_buttons.back();
}

Button* ButtonGroup::find(const std::string& id)
{
    for (Button& b : m_buttons) {
        if (b.id == id)
            return &b;
    }
    return nullptr;
}

void ButtonGroup::focus(const std::string& id)
{
    for (Button& b : m_buttons)
        b.focused = b.id == id && b.enabled;
}

void ButtonGroup::clearFocus()
{
    for (Button& b : m_buttons)
        b.focused = false;
}

bool ButtonGroup::hasFocus() const
{
    for (const Button& b : m_buttons) {
        if (b.focused)
            return true;
    }
    return false;
}

std::string ButtonGroup::handleKey(SDL_Keycode key, Uint16 mod)
{
    const bool vertical = m_direction == Direction::Vertical;
    const SDL_Keycode back = vertical ? SDLK_UP : SDLK_LEFT;
    const SDL_Keycode forward = vertical ? SDLK_DOWN : SDLK_RIGHT;
    if (key == SDLK_TAB)
        moveFocus(m_buttons, (mod & KMOD_SHIFT) != 0 ? -1 : 1);
    else if (key == back || key == forward)
        moveFocus(m_buttons, key == back ? -1 : 1);
    if (key != SDLK_RETURN && key != SDLK_KP_ENTER && key != SDLK_SPACE)
        return {};
    for (const Button& b : m_buttons) {
        if (b.focused && b.enabled)
            return b.id;
    }
    return {};
}

std::string ButtonGroup::handleEvent(const SDL_Event& event, Sound* sound)
{
    std::string pressed = pressedBy(event);
    if (!pressed.empty() && sound)
        sound->play({SoundId::Click});
    return pressed;
}

std::string ButtonGroup::pressedBy(const SDL_Event& event)
{
    if (event.type == SDL_MOUSEMOTION) {
        updateHover(m_buttons, {event.motion.x, event.motion.y});
    } else if (event.type == SDL_MOUSEBUTTONDOWN && event.button.button == SDL_BUTTON_LEFT) {
        if (Button* b = buttonAt(m_buttons, {event.button.x, event.button.y}))
            return b->id;
    } else if (event.type == SDL_KEYDOWN) {
        return handleKey(event.key.keysym.sym, event.key.keysym.mod);
    }
    return {};
}

void ButtonGroup::draw(Painter& painter, int textSize) const
{
    for (const Button& b : m_buttons)
        b.draw(painter, textSize);
}

void ButtonGroup::addRects(std::map<std::string, Rect>& out) const
{
    for (const Button& b : m_buttons)
        out["button." + b.id] = b.rect;
}

void layoutRow(std::vector<Button>& buttons, int centerX, int top, Size buttonSize, int gap)
{
    const int n = static_cast<int>(buttons.size());
    int x = centerX - (n * buttonSize.w + (n - 1) * gap) / 2;
    for (Button& b : buttons) {
        b.rect = {x, top, buttonSize.w, buttonSize.h};
        x += buttonSize.w + gap;
    }
}

} // namespace scoundrel::game
