#include "text/Catalogue.h"

#include <array>
#include <cstdint>
#include <fstream>
#include <sstream>

namespace scoundrel::game {

namespace {

constexpr std::uint32_t kMagic = 0x950412de;
constexpr std::size_t kHeaderBytes = 28; // magic, revision, N, O, T, S, H: seven words

// Reads the file's 32-bit words in the byte order its magic number shows.
class WordReader {
public:
    explicit WordReader(std::string_view bytes) : m_bytes(bytes) { }

    bool swapped = false;

    std::uint32_t at(std::size_t offset) const
    {
        std::array<std::uint32_t, 4> b{};
        for (std::size_t i = 0; i < 4; ++i)
            b[i] = static_cast<unsigned char>(m_bytes[offset + i]);
        return swapped ? (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]
                       : b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24);
    }

    // The string the table entry at offset describes (length, then offset); nothing when
    // it lies outside the file or lacks its terminating NUL.
    std::optional<std::string_view> string(std::size_t entry) const
    {
        if (entry > m_bytes.size() || m_bytes.size() - entry < 8)
            return std::nullopt;
        const std::size_t length = at(entry);
        const std::size_t start = at(entry + 4);
        if (start > m_bytes.size() || m_bytes.size() - start <= length || m_bytes[start + length] != '\0')
            return std::nullopt;
        return m_bytes.substr(start, length);
    }

private:
    std::string_view m_bytes;
};

// The Plural-Forms value of the header (the translation of the empty msgid).
std::string_view pluralForms(std::string_view header)
{
    constexpr std::string_view kField = "Plural-Forms:";
    const auto at = header.find(kField);
    if (at == std::string_view::npos)
        return {};
    const auto start = at + kField.size();
    const auto end = header.find('\n', start);
    return header.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

} // namespace

std::optional<Catalogue> Catalogue::parse(std::string bytes, std::string& problem)
{
    if (bytes.size() < kHeaderBytes) {
        problem = "too short to be a catalogue (" + std::to_string(bytes.size()) + " bytes)";
        return std::nullopt;
    }
    WordReader words(bytes);
    if (words.at(0) != kMagic) {
        words.swapped = true;
        if (words.at(0) != kMagic) {
            problem = "not a .mo catalogue (wrong magic number)";
            return std::nullopt;
        }
    }
    if (const std::uint32_t major = words.at(4) >> 16; major > 1) {
        problem = "a .mo catalogue of an unknown revision (" + std::to_string(major) + ")";
        return std::nullopt;
    }
    const std::size_t count = words.at(8);
    const std::size_t originals = words.at(12);
    const std::size_t translations = words.at(16);
    Catalogue catalogue;
    for (std::size_t i = 0; i < count; ++i) {
        const auto original = words.string(originals + 8 * i);
        const auto translation = words.string(translations + 8 * i);
        if (!original || !translation) {
            problem = "truncated or damaged: string " + std::to_string(i + 1) + " of " + std::to_string(count) +
                " lies outside the file";
            return std::nullopt;
        }
        // A plural's original is "one\0many": the singular is the key.
        const std::string_view key = original->substr(0, original->find('\0'));
        catalogue.m_entries.emplace(std::string(key), std::string(*translation));
    }
    if (const auto header = catalogue.find(""); header && !pluralForms(*header).empty()) {
        std::string why;
        auto rule = PluralRule::parse(pluralForms(*header), why);
        if (!rule) {
            problem = "its Plural-Forms cannot be read (" + why + ")";
            return std::nullopt;
        }
        catalogue.m_plural = std::move(*rule);
    }
    return catalogue;
}

std::optional<Catalogue> Catalogue::load(const std::filesystem::path& path, std::string& problem)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    if (!in || !(bytes << in.rdbuf())) {
        problem = "cannot read " + path.string();
        return std::nullopt;
    }
    auto catalogue = parse(bytes.str(), problem);
    if (!catalogue)
        problem = path.string() + ": " + problem;
    return catalogue;
}

std::optional<std::string_view> Catalogue::find(std::string_view key) const
{
    const auto it = m_entries.find(key);
    if (it == m_entries.end() || it->second.empty())
        return std::nullopt;
    const std::string_view text = it->second;
    return text.substr(0, text.find('\0'));
}

std::optional<std::string_view> Catalogue::findPlural(std::string_view key, unsigned long n) const
{
    const auto it = m_entries.find(key);
    if (it == m_entries.end() || it->second.empty())
        return std::nullopt;
    std::string_view forms = it->second;
    for (unsigned long index = m_plural.index(n); index > 0; --index) {
        const auto end = forms.find('\0');
        if (end == std::string_view::npos)
            return std::nullopt; // fewer forms than the rule says: the caller's English
        forms.remove_prefix(end + 1);
    }
    const std::string_view form = forms.substr(0, forms.find('\0'));
    return form.empty() ? std::nullopt : std::optional(form);
}

} // namespace scoundrel::game
