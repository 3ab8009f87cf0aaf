#include "core/LayoutDump.h"

#include "scoundrel/store/AtomicFile.h"

namespace scoundrel::game {

nlohmann::json LayoutDump::describe(const Scene& top, Size window)
{
    nlohmann::json json = top.dumpFields();
    json["scene"] = top.name();
    json["window"] = {window.w, window.h};
    nlohmann::json rects = nlohmann::json::object();
    for (const auto& [name, r] : top.rects())
        rects[name] = {r.x, r.y, r.w, r.h};
    json["rects"] = rects;
    return json;
}

std::string LayoutDump::update(const Scene& top, Size window)
{
    std::string text = describe(top, window).dump() + "\n";
    if (text == m_last)
        return {};
    m_last = std::move(text);
    return store::writeFileAtomically(m_path, m_last, false);
}

} // namespace scoundrel::game
