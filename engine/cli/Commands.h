#pragma once

#include <string>
#include <vector>

namespace scoundrel::cli {

// One function a subcommand: each parses its own options and prints one JSON document.
int runAchievements(const std::vector<std::string>& args);
int runDeal(const std::vector<std::string>& args);
int runHint(const std::vector<std::string>& args);
int runModes(const std::vector<std::string>& args);
int runPlay(const std::vector<std::string>& args);
int runReview(const std::vector<std::string>& args);
int runSimulate(const std::vector<std::string>& args);
int runShow(const std::vector<std::string>& args);
int runScores(const std::vector<std::string>& args);
int runSolve(const std::vector<std::string>& args);

} // namespace scoundrel::cli
