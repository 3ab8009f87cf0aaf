#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace scoundrel::test {

// One entry of a .po or .pot file, as the tests of the catalogues read it.
struct PoEntry {
    std::string context; // msgctxt, empty without
    std::string id;
    std::string idPlural;
    std::vector<std::string> strs; // msgstr, or msgstr[0..]
    bool fuzzy = false;
    int line = 0;

    std::string key() const { return context.empty() ? id : context + '\x04' + id; }
};

// The entries of a gettext file (obsolete "#~" ones left out), the header included
// (the entry with the empty msgid). Reads C escapes \n \t \" \\ in strings.
inline std::vector<PoEntry> readPo(const std::filesystem::path& path)
{
    std::ifstream in(path);
    std::vector<PoEntry> entries;
    PoEntry entry;
    std::string* target = nullptr;
    bool open = false;
    const auto finish = [&] {
        if (open)
            entries.push_back(entry);
        entry = PoEntry{};
        target = nullptr;
        open = false;
    };
    const auto unquote = [](const std::string& text) {
        std::string out;
        const auto first = text.find('"');
        const auto last = text.rfind('"');
        for (std::size_t i = first + 1; i < last; ++i) {
            if (text[i] == '\\' && i + 1 < last) {
                const char c = text[++i];
                out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
            } else {
                out += text[i];
            }
        }
        return out;
    };
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.rfind("#~", 0) == 0)
            continue;
        if (line.rfind("#,", 0) == 0) {
            if (open && target != &entry.context && target != nullptr)
                finish();
            entry.fuzzy = entry.fuzzy || line.find("fuzzy") != std::string::npos;
            continue;
        }
        if (line.empty() || line[0] == '#') {
            if (open && !entry.strs.empty())
                finish();
            continue;
        }
        if (line.rfind("msgctxt ", 0) == 0) {
            if (open && !entry.strs.empty())
                finish();
            open = true;
            entry.line = number;
            entry.context = unquote(line);
            target = &entry.context;
        } else if (line.rfind("msgid_plural ", 0) == 0) {
            entry.idPlural = unquote(line);
            target = &entry.idPlural;
        } else if (line.rfind("msgid ", 0) == 0) {
            if (open && !entry.strs.empty())
                finish();
            if (!open)
                entry.line = number;
            open = true;
            entry.id = unquote(line);
            target = &entry.id;
        } else if (line.rfind("msgstr", 0) == 0) {
            entry.strs.push_back(unquote(line));
            target = &entry.strs.back();
        } else if (line[0] == '"' && target) {
            *target += unquote(line);
        }
    }
    finish();
    return entries;
}

inline std::map<std::string, PoEntry> byKey(const std::vector<PoEntry>& entries)
{
    std::map<std::string, PoEntry> out;
    for (const PoEntry& e : entries)
        out.emplace(e.key(), e);
    return out;
}

} // namespace scoundrel::test
