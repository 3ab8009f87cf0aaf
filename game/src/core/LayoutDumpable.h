#pragma once

#include "core/Geometry.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>

namespace scoundrel::game {

// What --dump-layout (and the scene tests) read from a scene besides its name: named
// rectangles ("button.new_game", "room.0", ...) and any extra fields (the table adds
// "room"). Apart from Scene, so that neither Scene.h nor a scene's header has to pull in
// the JSON library: a scene that has something to report derives from both, and
// LayoutDump asks the top scene for this interface.
class LayoutDumpable {
public:
    virtual std::map<std::string, Rect> rects() const = 0;
    // No extra fields, unless the scene has some.
    virtual nlohmann::json dumpFields() const;

protected:
    // Never owned through this interface: scenes are owned, and deleted, as Scenes.
    ~LayoutDumpable() = default;
};

} // namespace scoundrel::game
