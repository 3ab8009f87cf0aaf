#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace scoundrel::cli {

// The options of one subcommand: "--name value" or "--name=value", each at most once;
// flags take no value. Anything else is a usage error.
class Options {
public:
    Options(const std::vector<std::string>& args, const std::set<std::string>& valued,
            const std::set<std::string>& flags = {});

    bool has(const std::string& name) const;
    std::optional<std::string> get(const std::string& name) const;
    std::string require(const std::string& name) const;
    std::optional<std::uint64_t> unsignedValue(const std::string& name) const;

private:
    std::map<std::string, std::string> m_values;
};

} // namespace scoundrel::cli
