#pragma once

#include "scoundrel/store/RunFile.h"

#include <filesystem>
#include <string>
#include <vector>

namespace scoundrel::store::test {

// A fresh, empty directory per test, removed afterwards.
class TestDir {
public:
    TestDir();
    ~TestDir();
    TestDir(const TestDir&) = delete;
    TestDir& operator=(const TestDir&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    // Names of the files in the directory that start with prefix, sorted.
    std::vector<std::string> filesStartingWith(const std::string& prefix) const;
    void write(const std::string& name, const std::string& text) const;
    std::string read(const std::string& name) const;

private:
    std::filesystem::path m_path;
};

// The text of a file in tests/store/fixtures (files as each schema version wrote them);
// a failed expectation when it cannot be read.
std::string fixture(const std::string& name);

// A run of seed 1 (8D KC 2S 4H ...) after the given moves.
SavedRun sampleRun(const std::vector<std::string>& moves = {"8D", "KC:weapon"}, bool assisted = false);

} // namespace scoundrel::store::test
