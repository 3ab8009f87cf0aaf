#pragma once

#include "CliRunner.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace scoundrel::test {

inline std::string describe(const std::vector<std::string>& args)
{
    std::string text = "scoundrel-cli";
    for (const std::string& arg : args)
        text += " '" + arg + "'";
    return text;
}

// A run that succeeded and printed one JSON document; returns it.
inline nlohmann::json expectJson(const std::vector<std::string>& args)
{
    const CliResult r = runCli(args);
    EXPECT_EQ(r.exitCode, 0) << describe(args) << "\nstderr: " << r.err;
    EXPECT_EQ(r.err, "") << describe(args);
    const auto j = nlohmann::json::parse(r.out, nullptr, false);
    EXPECT_FALSE(j.is_discarded()) << describe(args) << "\nstdout: " << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << "one document, one line: " << r.out;
    return j.is_discarded() ? nlohmann::json() : j;
}

// A refused run: the exit status given, nothing on stdout and one line on stderr that
// contains every one of mentions; returns that line.
inline std::string expectRefused(int exitCode, const std::vector<std::string>& args,
                                 const std::vector<std::string>& mentions = {})
{
    const CliResult r = runCli(args);
    EXPECT_EQ(r.exitCode, exitCode) << describe(args) << "\nstderr: " << r.err;
    EXPECT_EQ(r.out, "") << describe(args);
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << describe(args) << "\nstderr: " << r.err;
    EXPECT_TRUE(!r.err.empty() && r.err.back() == '\n') << describe(args) << "\nstderr: " << r.err;
    EXPECT_GT(r.err.size(), 20u) << describe(args) << "\nstderr: " << r.err;
    for (const std::string& mention : mentions)
        EXPECT_THAT(r.err, ::testing::HasSubstr(mention)) << describe(args);
    return r.err;
}

inline std::string expectUsageError(const std::vector<std::string>& args, const std::vector<std::string>& mentions = {})
{
    return expectRefused(2, args, mentions);
}

inline std::string expectIllegalMove(const std::vector<std::string>& args, const std::vector<std::string>& mentions)
{
    return expectRefused(3, args, mentions);
}

} // namespace scoundrel::test
