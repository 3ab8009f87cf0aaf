#pragma once

#include <functional>

namespace scoundrel::game {

// The quiet click of a pressed button, whichever screen it is on: the App points it at
// its mixer for as long as this object lives; without one, buttons are silent (tests).
class ButtonClickSound {
public:
    explicit ButtonClickSound(std::function<void()> click);
    ~ButtonClickSound();
    ButtonClickSound(const ButtonClickSound&) = delete;
    ButtonClickSound& operator=(const ButtonClickSound&) = delete;

    // A button or a settings option was pressed.
    static void play();
};

} // namespace scoundrel::game
