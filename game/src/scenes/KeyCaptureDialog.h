#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"

#include <functional>
#include <string>

namespace scoundrel::game {

// Waits for a command's new key (Settings > Controls): a free key is the command's at once
// and saved, and the dialog closes; a key another command has is refused with the reason in
// a line, and it waits on. Esc, the pad's B or Cancel close it with nothing changed. Every
// key press is a candidate, Enter and Tab too (they are other commands' keys, so refused),
// so only the pointer and the pad reach Cancel.
class KeyCaptureDialog : public Scene, public LayoutDumpable {
public:
    // onRebound hears the line saying what changed.
    KeyCaptureDialog(GameContext& context, std::string commandId, std::function<void(std::string)> onRebound);

    std::string name() const override { return "key_capture"; }
    bool isModal() const override { return true; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;

private:
    void tryKey(const InputEvent& event);

    GameContext& m_context;
    std::string m_id;
    std::string m_label;
    std::function<void(std::string)> m_onRebound;
    std::string m_refusal; // why the last key was refused
    ButtonGroup m_buttons;
    Rect m_panel;
    Rect m_line;
    int m_promptTop = 0; // "Press its new key", under the title
};

} // namespace scoundrel::game
