#include "Options.h"

#include "CliError.h"

#include "scoundrel/Deal.h"

namespace scoundrel::cli {

Options::Options(const std::vector<std::string>& args, const std::set<std::string>& valued,
                 const std::set<std::string>& flags)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.rfind("--", 0) != 0)
            usageError("unexpected argument '" + arg + "'");
        const auto eq = arg.find('=');
        const std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
        if (m_values.count(name))
            usageError("option --" + name + " given twice");
        if (flags.count(name) && eq == std::string::npos) {
            m_values[name] = "";
        } else if (!valued.count(name)) {
            usageError("unknown option '" + arg + "'");
        } else if (eq != std::string::npos) {
            m_values[name] = arg.substr(eq + 1);
        } else if (i + 1 < args.size()) {
            m_values[name] = args[++i];
        } else {
            usageError("option --" + name + " needs a value");
        }
    }
}

bool Options::has(const std::string& name) const
{
    return m_values.count(name) != 0;
}

std::optional<std::string> Options::get(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

std::string Options::require(const std::string& name) const
{
    const auto value = get(name);
    if (!value)
        usageError("missing option --" + name);
    return *value;
}

std::optional<std::uint64_t> Options::unsignedValue(const std::string& name) const
{
    const auto text = get(name);
    if (!text)
        return std::nullopt;
    const auto value = parseSeed(*text);
    if (!value)
        usageError("--" + name + " must be an unsigned 64-bit integer, not '" + *text + "'");
    return value;
}

} // namespace scoundrel::cli
