#include "core/LayoutDump.h"

#include "core/LayoutDumpable.h"

#include "scoundrel/store/AtomicFile.h"

#include <nlohmann/json.hpp>

namespace scoundrel::game {

nlohmann::json LayoutDump::describe(const Scene& top, Size window, const std::vector<DrawnText>* texts)
{
    // A scene that is not LayoutDumpable reports its name and the window, no rectangles.
    const auto* dumpable = dynamic_cast<const LayoutDumpable*>(&top);
    nlohmann::json json = dumpable ? dumpable->dumpFields() : nlohmann::json::object();
    json["scene"] = top.name();
    json["window"] = {window.w, window.h};
    nlohmann::json rects = nlohmann::json::object();
    if (dumpable) {
        for (const auto& [name, r] : dumpable->rects())
            rects[name] = {r.x, r.y, r.w, r.h};
    }
    json["rects"] = rects;
    if (texts) {
        nlohmann::json drawn = nlohmann::json::array();
        for (const DrawnText& t : *texts) {
            if (t.scene == top.name())
                drawn.push_back({{"text", t.text},
                                 {"rect", {t.rect.x, t.rect.y, t.rect.w, t.rect.h}},
                                 {"size", t.size},
                                 {"drawn", t.drawn},
                                 {"nominal", t.nominal}});
        }
        json["texts"] = drawn;
    }
    return json;
}

store::WriteFailure LayoutDump::update(const Scene& top, Size window, const std::vector<DrawnText>* texts)
{
    std::string text = describe(top, window, texts).dump() + "\n";
    if (text == m_last)
        return {};
    m_last = std::move(text);
    return store::writeFileAtomically(m_path, m_last, false);
}

} // namespace scoundrel::game
