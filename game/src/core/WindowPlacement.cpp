#include "core/WindowPlacement.h"

#include <algorithm>
#include <string>

namespace scoundrel::game {

namespace {

std::optional<int> whole(const nlohmann::json& object, const char* key, int low, int high)
{
    if (!object.contains(key) || !object[key].is_number_integer())
        return std::nullopt;
    const auto value = object[key].get<long long>();
    if (value < low || value > high)
        return std::nullopt;
    return static_cast<int>(value);
}

} // namespace

void writeWindowPlacement(const WindowPlacement& placement, nlohmann::ordered_json& file)
{
    nlohmann::ordered_json window = nlohmann::ordered_json::object();
    if (placement.size) {
        window["width"] = placement.size->w;
        window["height"] = placement.size->h;
    }
    if (placement.at) {
        window["x"] = placement.at->x;
        window["y"] = placement.at->y;
    }
    window["maximized"] = placement.maximized;
    file["window"] = window;
}

WindowPlacement readWindowPlacement(const nlohmann::json& file)
{
    WindowPlacement placement;
    if (!file.contains("window") || !file["window"].is_object())
        return placement;
    const nlohmann::json& window = file["window"];
    const auto w = whole(window, "width", 1, kLargestWindowSide);
    const auto h = whole(window, "height", 1, kLargestWindowSide);
    if (w && h)
        placement.size = Size{*w, *h};
    const auto x = whole(window, "x", -kFarthestWindowPlace, kFarthestWindowPlace);
    const auto y = whole(window, "y", -kFarthestWindowPlace, kFarthestWindowPlace);
    if (x && y)
        placement.at = Point{*x, *y};
    if (window.contains("maximized") && window["maximized"].is_boolean())
        placement.maximized = window["maximized"].get<bool>();
    return placement;
}

WindowFrame placeWindow(const WindowPlacement& placement, const Rect& usable, Size minimum, Size fallback)
{
    const Size wanted = placement.size.value_or(fallback);
    const auto side = [](int want, int least, int room) { return std::max(least, std::min(want, room)); };
    WindowFrame frame{{side(wanted.w, minimum.w, usable.w), side(wanted.h, minimum.h, usable.h)}, std::nullopt};
    if (placement.at && usable.w > 0 && usable.h > 0) {
        const Point at = *placement.at;
        if (at.x >= usable.x && at.y >= usable.y && at.x + frame.size.w <= usable.x + usable.w &&
            at.y + frame.size.h <= usable.y + usable.h)
            frame.at = at;
    }
    return frame;
}

} // namespace scoundrel::game
