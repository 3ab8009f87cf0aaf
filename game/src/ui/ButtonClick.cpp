#include "ui/ButtonClick.h"

namespace scoundrel::game {

namespace {

std::function<void()>& clickSound()
{
    static std::function<void()> click;
    return click;
}

} // namespace

ButtonClickSound::ButtonClickSound(std::function<void()> click)
{
    clickSound() = std::move(click);
}

ButtonClickSound::~ButtonClickSound()
{
    clickSound() = nullptr;
}

void ButtonClickSound::play()
{
    if (clickSound())
        clickSound()();
}

} // namespace scoundrel::game
