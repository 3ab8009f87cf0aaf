#pragma once

#include "core/GameContext.h"
#include "core/Geometry.h"
#include "core/Scene.h"
#include "input/DeviceInUse.h"
#include "table/ActionText.h"
#include "table/TableCommand.h"
#include "table/TableLayout.h"

#include "scoundrel/GameState.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <memory>
#include <string>

namespace scoundrel::game {

class Painter;

// What a guided table (the tutorial) adds to the table scene, which keeps its drawing
// and its input: the guide vets every command before the session sees it, hears of
// every move done, draws its words and pointer over the table, and says where the
// player goes once the run is over. A guided run is never saved nor scored.
class TableGuide {
public:
    virtual ~TableGuide() = default;

    // The scene's name for --dump-layout ("tutorial").
    virtual std::string sceneName() const = 0;
    // A command the rules allow but the guide does not (not the move it waits for): the
    // friendly line that says what to do instead, or empty to let it through.
    virtual std::string refusal(const GameState& state, const TableCommand& command) const = 0;
    // The card the guide waits for next (none for an avoid, or once the lesson is done):
    // the keys' focus goes to it.
    virtual Card awaitedCard() const { return {}; }
    // Whether the guide waits for the room to be avoided: the keys' focus goes to Avoid room.
    virtual bool awaitsAvoid() const { return false; }
    // The command was done; state is the run after it.
    virtual void performed(const TableCommand& command, const GameState& state) = 0;
    // Draws the pointer under the cards in flight and the words where the table's
    // message bar and legend go, with line (the table's message) in them; returns where
    // line's text went. device: the device the player used last. settled: no card is in
    // flight nor number counting; until then a step just reached keeps its words back, so
    // they come with the room they talk about (np10).
    virtual Rect draw(Painter& painter, const TableLayout& layout, const GameState& state, const ToneText& line,
                      Device device, const DeviceInUse& inUse, bool settled) = 0;
    // Lines of the table's text the guide's words need in place of the message bar and
    // the legend at the player's text size (textPercent): the table's layout makes room.
    virtual int linesBelowTable(int /*textPercent*/) const { return 0; }
    virtual void addRects(std::map<std::string, Rect>& out) const = 0;
    virtual void dumpInto(nlohmann::json& out) const = 0;
    // What speech says of the step waiting (its words and how to make its move with the
    // keys, or the pad when one is in use), or of the lesson's end once the run is over.
    virtual std::string spokenStep(const GameState& /*state*/, const DeviceInUse& /*inUse*/) const { return {}; }
    // What leaving the guided run now would lose, said by the question Esc, the pad's
    // Back and Start and the Menu button put first ("You are at step 3 of 15"); empty
    // when nothing is lost, and the table leaves at once.
    virtual std::string leaveWarning() const { return {}; }
    // The scene after the run, once it is over.
    virtual std::unique_ptr<Scene> after(GameContext& context) = 0;
};

} // namespace scoundrel::game
