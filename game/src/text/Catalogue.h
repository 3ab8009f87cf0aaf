#pragma once

#include "text/PluralRule.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace scoundrel::game {

// One language's translations, read from a GNU .mo file (msgfmt's output) by the game
// itself rather than through libintl: glibc's gettext() ignores LANGUAGE while the
// process locale is "C", and a player's system need not have the language's locale
// compiled, so the game reads the documented format (magic, revision, count, the
// offsets of the originals and translations; the hash table is not needed) into a map.
// A context (msgctxt) is part of the key, as msgfmt writes it: "context\x04msgid".
class Catalogue {
public:
    // The catalogue in bytes, the contents of a .mo file; nothing, with the problem in
    // one line, when they are not one (truncated, wrong magic, an offset outside the
    // file, an unknown major revision, a Plural-Forms the game cannot read).
    static std::optional<Catalogue> parse(std::string bytes, std::string& problem);
    // The same for the file at path; the problem names the file.
    static std::optional<Catalogue> load(const std::filesystem::path& path, std::string& problem);

    // The translation of key (msgid, or "context\x04msgid"); nothing when it has none.
    std::optional<std::string_view> find(std::string_view key) const;
    // The plural form of key's translation for n; nothing when it has none.
    std::optional<std::string_view> findPlural(std::string_view key, unsigned long n) const;
    std::size_t size() const { return m_entries.size(); }

private:
    struct Hash {
        using is_transparent = void; // NOLINT(readability-identifier-naming): the standard library looks for this name
        std::size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
    };
    // Key to translation; a plural translation's forms are separated by NUL bytes.
    std::unordered_map<std::string, std::string, Hash, std::equal_to<>> m_entries;
    PluralRule m_plural;
};

} // namespace scoundrel::game
