#pragma once

#include "core/DrawnText.h"
#include "core/Scene.h"

#include "scoundrel/store/WriteFailure.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace scoundrel::game {

// Keeps the --dump-layout file up to date: the top scene's name, the window size and
// what the scene reports as LayoutDumpable (its named rectangles and extra fields),
// rewritten atomically only when they change. Given the texts the last frame drew, it
// adds those the top scene drew ("texts": [{"text", "rect", "size", "drawn", "nominal"}]:
// the size asked of the painter, the pixel size drawn, and the size before fitting).
class LayoutDump {
public:
    explicit LayoutDump(std::filesystem::path path) : m_path(std::move(path)) { }

    // Returns an error to report, or an empty string.
    store::WriteFailure update(const Scene& top, Size window, const std::vector<DrawnText>* texts = nullptr);

    static nlohmann::json describe(const Scene& top, Size window, const std::vector<DrawnText>* texts = nullptr);

private:
    std::filesystem::path m_path;
    std::string m_last;
};

} // namespace scoundrel::game
