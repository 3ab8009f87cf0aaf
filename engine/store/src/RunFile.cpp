#include "scoundrel/store/RunFile.h"

#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/JsonLimits.h"

#include "scoundrel/Json.h"

namespace scoundrel::store {

namespace {

std::optional<SavedRun> damaged(ParseProblem& problem, Diagnostic found)
{
    problem = {false, std::move(found)};
    return std::nullopt;
}

} // namespace

std::string runFileText(const SavedRun& run)
{
    nlohmann::ordered_json json;
    json["format"] = kRunFormat;
    json["version"] = kRunFileVersion;
    json["run"] = toJson(run.record);
    json["state"] = toJson(run.state);
    json["assisted"] = run.assisted;
    json["chances"] = run.chances;
    return json.dump() + "\n";
}

std::optional<SavedRun> parseRunFile(const std::string& text, ParseProblem& problem)
{
    nlohmann::json json;
    if (!parseVersionedFile(text, {kRunFormat, "run", kRunFileVersion}, json, problem))
        return std::nullopt;
    if (!json.contains("run") || !json.contains("state"))
        return damaged(problem, damage(Damage::NoRunOrState));
    SavedRun saved;
    for (auto [key, flag] : {std::pair{"assisted", &saved.assisted}, std::pair{"chances", &saved.chances}}) {
        if (!json.contains(key))
            continue;
        if (!json[key].is_boolean())
            return damaged(problem, damage(Damage::NotTrueOrFalse, key));
        *flag = json[key].get<bool>();
    }
    JsonProblem why;
    const auto record = runRecordFromJson(json["run"], &why);
    if (!record)
        return damaged(problem, badValue(why));
    const auto snapshot = stateFromJson(json["state"], &why);
    if (!snapshot)
        return damaged(problem, badValue(why));
    ReplayProblem refused;
    const auto replayed = replay(*record, refused);
    if (!replayed) {
        Diagnostic found = damage(Damage::RunDoesNotReplay);
        found.replay = refused;
        return damaged(problem, std::move(found));
    }
    if (!(*replayed == *snapshot))
        return damaged(problem, damage(Damage::RunLeadsElsewhere));
    saved.record = *record;
    saved.state = *replayed;
    return saved;
}

WriteFailure saveRun(const std::filesystem::path& saveDir, const SavedRun& run)
{
    return writeFileAtomically(saveDir / kRunFileName, runFileText(run));
}

WriteFailure saveRun(const std::filesystem::path& saveDir, const RunRecord& record, const GameState& state,
                     bool assisted)
{
    return saveRun(saveDir, SavedRun{record, state, assisted});
}

void saveRun(BackgroundWriter& writer, const std::filesystem::path& saveDir, const SavedRun& run)
{
    writer.write(saveDir / kRunFileName, runFileText(run));
}

RunLoad loadRunFile(const std::filesystem::path& saveDir)
{
    RunLoad load;
    load.report = loadGuarded(saveDir / kRunFileName, [&](const std::string& text, ParseProblem& p) {
        load.run = parseRunFile(text, p);
        return load.run.has_value();
    });
    if (!load.report.loaded())
        load.run.reset();
    return load;
}

std::optional<SavedRun> loadRun(const std::filesystem::path& saveDir, LoadReport* report)
{
    RunLoad load = loadRunFile(saveDir);
    if (report)
        *report = load.report;
    return std::move(load.run);
}

void deleteRun(const std::filesystem::path& saveDir)
{
    removeWithBackup(saveDir / kRunFileName);
}

} // namespace scoundrel::store
