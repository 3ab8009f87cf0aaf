#pragma once

#include "SceneHarness.h"

#include "core/Geometry.h"

#include <nlohmann/json.hpp>

#include <string>

namespace scoundrel::game::test {

// Reading what the layout dump (SceneHarness::dump()) says.

// Whether the top scene names a rectangle, such as "button.continue".
inline bool hasRect(SceneHarness& h, const std::string& name)
{
    return h.dump()["rects"].contains(name);
}

// The first text drawn in the last frame that contains part, or an empty string.
inline std::string drawnText(const nlohmann::json& dump, const std::string& part)
{
    for (const auto& t : dump["texts"]) {
        const std::string text = t["text"].get<std::string>();
        if (text.find(part) != std::string::npos)
            return text;
    }
    return {};
}

inline bool hasText(const nlohmann::json& dump, const std::string& part)
{
    return !drawnText(dump, part).empty();
}

// A rectangle as the dump writes it, [x, y, w, h].
inline Rect rectIn(const nlohmann::json& r)
{
    return {r[0].get<int>(), r[1].get<int>(), r[2].get<int>(), r[3].get<int>()};
}

} // namespace scoundrel::game::test
