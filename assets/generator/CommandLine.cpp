#include "CommandLine.h"

#include <stdexcept>
#include <string>

namespace atlasgen {

Options parseCommandLine(std::span<char* const> args)
{
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string flag = args[i];
        if (flag == "--help" || flag == "-h") {
            options.help = true;
            continue;
        }
        if (flag != "--fonts" && flag != "--out") {
            throw std::runtime_error("unknown argument '" + flag + "'; " + kUsage);
        }
        if (i + 1 == args.size()) {
            throw std::runtime_error(flag + " needs a folder; " + kUsage);
        }
        (flag == "--fonts" ? options.fonts : options.out) = args[++i];
    }
    if (!options.help && (options.fonts.empty() || options.out.empty())) {
        throw std::runtime_error(std::string("both --fonts and --out are required; ") + kUsage);
    }
    return options;
}

} // namespace atlasgen
