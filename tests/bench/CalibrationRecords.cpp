#include "CalibrationRecords.h"

#include <istream>
#include <ostream>
#include <sstream>

namespace scoundrel::bench {

namespace {

constexpr const char* kHeader =
    "seed,winnable_share,samples,dungeon_cards,health,exact,won,max_health,mean_score,weapon,weapon_limit";

} // namespace

void writeRecords(std::ostream& out, const std::vector<DecisionRecord>& records)
{
    out << kHeader << '\n';
    for (const DecisionRecord& r : records) {
        out << r.seed << ',' << r.inputs.winnableShare << ',' << r.inputs.samples << ',' << r.inputs.dungeonCards << ','
            << r.inputs.health << ',' << (r.inputs.exact ? 1 : 0) << ',' << (r.won ? 1 : 0) << ',' << r.inputs.maxHealth
            << ',' << r.meanScore << ',' << r.weapon << ',' << r.weaponLimit << '\n';
    }
}

bool readRecords(std::istream& in, std::vector<DecisionRecord>& records, std::string& error)
{
    std::string line;
    if (!std::getline(in, line) || line != kHeader) {
        error = "the first line is not the header '" + std::string(kHeader) + "'";
        return false;
    }
    for (int number = 2; std::getline(in, line); ++number) {
        std::istringstream fields(line);
        DecisionRecord r;
        int exact = 0;
        int won = 0;
        char c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0, c9 = 0, c10 = 0;
        fields >> r.seed >> c1 >> r.inputs.winnableShare >> c2 >> r.inputs.samples >> c3 >> r.inputs.dungeonCards >>
            c4 >> r.inputs.health >> c5 >> exact >> c6 >> won >> c7 >> r.inputs.maxHealth >> c8 >> r.meanScore >> c9 >>
            r.weapon >> c10 >> r.weaponLimit;
        if (!fields || c1 != ',' || c6 != ',' || c7 != ',' || c8 != ',' || c9 != ',' || c10 != ',') {
            error = "line " + std::to_string(number) + " is not a record: " + line;
            return false;
        }
        r.inputs.exact = exact != 0;
        r.won = won != 0;
        records.push_back(r);
    }
    return true;
}

} // namespace scoundrel::bench
