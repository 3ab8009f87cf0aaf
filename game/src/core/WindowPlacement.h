#pragma once

#include "core/Geometry.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace scoundrel::game {

// The window as the player left it (np16: a maximised window opened at 1280x800 again),
// kept in settings.json's "window" object: its size and place while neither maximised nor
// full screen, and whether it was maximised. Full screen is the "fullscreen" setting's.
struct WindowPlacement {
    std::optional<Size> size; // none: the default size
    std::optional<Point> at; // none: centred
    bool maximized = false;

    bool operator==(const WindowPlacement&) const = default;
};

// The largest size and the farthest place the file may hold: a value beyond is damage.
inline constexpr int kLargestWindowSide = 16384;
inline constexpr int kFarthestWindowPlace = 32767;

// Writes "window" (only what is known); reads it key by key, as the other settings are
// validated: a value of the wrong type or out of range keeps its default (the size and
// the place each as a whole), and never makes the whole file damaged.
void writeWindowPlacement(const WindowPlacement& placement, nlohmann::ordered_json& file);
WindowPlacement readWindowPlacement(const nlohmann::json& file);

// Where the window opens on a display whose usable area (without the desktop's panels) is
// usable: the size kept (else fallback), no smaller than minimum and no larger than the
// usable area (unless that is smaller than minimum); the place kept only when the whole
// window then lies in the usable area (a display unplugged since), else none: centred.
struct WindowFrame {
    Size size;
    std::optional<Point> at;

    bool operator==(const WindowFrame&) const = default;
};
WindowFrame placeWindow(const WindowPlacement& placement, const Rect& usable, Size minimum, Size fallback);

} // namespace scoundrel::game
