#pragma once

#include "content/TutorialScript.h"
#include "table/TableGuide.h"

#include <cstddef>

namespace scoundrel::game {

// The tutorial's guide at the table: the script's steps one at a time. Each waits for
// its one move (any other move the rules allow gets "Not yet: try ... first" and is not
// played), says what to do in a sentence or two with the inputs of the device in use,
// and points at the card and where it goes. After the won run: the three tips.
class TutorialGuide : public TableGuide {
public:
    std::string sceneName() const override { return "tutorial"; }
    std::string refusal(const GameState& state, const TableCommand& command) const override;
    Card awaitedCard() const override;
    bool awaitsAvoid() const override;
    void performed(const TableCommand& command, const GameState& state) override;
    Rect draw(Painter& painter, const TableLayout& layout, const GameState& state, const ToneText& line, Device device,
              const DeviceInUse& inUse, bool settled) override;
    int linesBelowTable(int textPercent) const override;
    void addRects(std::map<std::string, Rect>& out) const override;
    void dumpInto(nlohmann::json& out) const override;
    std::string spokenStep(const GameState& state, const DeviceInUse& inUse) const override;
    std::string leaveWarning() const override;
    std::unique_ptr<Scene> after(GameContext& context) override;

    // The step waiting, or nullptr once the script is played.
    const LessonStep* step() const;

private:
    void drawPointer(Painter& painter, const TableLayout& layout, const GameState& state);

    std::size_t m_step = 0;
    // The step whose words were last drawn: a step just reached waits for the table to
    // settle before its words, its hint and its pointer show.
    std::size_t m_drawnStep = 0;
    // What the last frame drew, for the layout dump.
    Rect m_panel;
    Rect m_text;
    Rect m_hint;
    Rect m_pointerCard;
    Rect m_pointerTarget;
    std::string m_shownText;
    std::string m_shownHint;
    Device m_device = Device::Mouse;
    // The words' size every step is drawn at (np20: a longer step was drawn smaller than the
    // others), worked out for the panel, the text size, the language and the device it was
    // worked out for (m_uniformFor); 0 before.
    int m_uniformSize = 0;
    std::string m_uniformFor;
};

// The hint under a step: how to make its move with the device (the mouse, the keys or a
// pad, with the pad's glyphs); slot is where the step's card lies.
std::string lessonHint(const LessonStep& step, int slot, Device device, const DeviceInUse& inUse);

} // namespace scoundrel::game
