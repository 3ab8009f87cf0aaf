#include "io/RunFile.h"

#include "io/AtomicFile.h"

#include "scoundrel/Json.h"

namespace scoundrel::game {

namespace {

constexpr const char* kFormat = "scoundrel-run";

std::optional<SavedRun> parseRun(const std::string& text, std::string& problem)
{
    const auto json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.is_object()) {
        problem = "the saved run is not valid JSON";
        return std::nullopt;
    }
    if (json.value("format", std::string{}) != kFormat || !json.contains("version") || !json["version"].is_number_integer()) {
        problem = "the saved run is not a Scoundrel run file";
        return std::nullopt;
    }
    if (json["version"].get<long long>() > kRunFileVersion) {
        problem = "the saved run comes from a newer version of Scoundrel";
        return std::nullopt;
    }
    std::string why;
    const auto record = runRecordFromJson(json.value("run", nlohmann::json{}), &why);
    const auto snapshot = record ? stateFromJson(json.value("state", nlohmann::json{}), &why) : std::nullopt;
    const auto replayed = snapshot ? replay(*record, &why) : std::nullopt;
    if (!replayed) {
        problem = "the saved run is damaged: " + why;
        return std::nullopt;
    }
    if (!(*replayed == *snapshot)) {
        problem = "the saved run is damaged: its moves do not lead to its saved state";
        return std::nullopt;
    }
    return SavedRun{*record, *replayed};
}

} // namespace

std::string saveRun(const std::filesystem::path& saveDir, const RunRecord& record, const GameState& state)
{
    nlohmann::ordered_json json;
    json["format"] = kFormat;
    json["version"] = kRunFileVersion;
    json["run"] = toJson(record);
    json["state"] = toJson(state);
    return writeFileAtomically(saveDir / kRunFileName, json.dump() + "\n");
}

std::optional<SavedRun> loadRun(const std::filesystem::path& saveDir, std::string* problem)
{
    std::string ignored;
    std::string& why = problem ? *problem : ignored;
    why.clear();
    const auto path = saveDir / kRunFileName;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return std::nullopt;
    std::string text;
    if (!readWholeFile(path, text, &why))
        return std::nullopt;
    try {
        return parseRun(text, why);
    } catch (const std::exception& e) {
        why = std::string("the saved run is damaged: ") + e.what();
        return std::nullopt;
    }
}

void deleteRun(const std::filesystem::path& saveDir)
{
    std::error_code ec;
    std::filesystem::remove(saveDir / kRunFileName, ec);
}

} // namespace scoundrel::game
