#pragma once

#include "core/Geometry.h"
#include "input/InputEvent.h"

#include <string>
#include <utility>

namespace scoundrel::game {

class Painter;

// One screen of the game (menu, table, a dialog...). Scenes live on the SceneStack;
// events go to the top one, and a modal scene is drawn over the scenes below it. What
// --dump-layout reports of a scene beyond its name is a separate interface,
// LayoutDumpable. A constructor only builds the screen: what it reads or writes in the
// save directory is done in entered(), so making a scene never touches a file.
class Scene {
public:
    virtual ~Scene() = default;

    // The name --dump-layout reports, such as "menu", "table" or "combat".
    virtual std::string name() const = 0;
    // A modal scene is an overlay: the scene below is drawn under it, but gets no input.
    virtual bool isModal() const { return false; }

    // Input, time and drawing. Input comes decoded (InputEvent: a control, the pointer,
    // text), whatever the device. update returns true while something is animating, so
    // the loop keeps drawing frames; otherwise the loop sleeps until the next event.
    virtual void handleEvent(const InputEvent& event) = 0;
    virtual bool update(double seconds) { return seconds < 0; }
    virtual void render(Painter& painter) = 0;

    // The window changed size (and once before the first frame).
    virtual void layout(Size window) { m_window = window; }

    // The scene became the top one: pushed (once laid out), or uncovered when the scene
    // above it went. Called by the stack when it applies the requests, after the frame.
    virtual void entered() { }
    // The scene stops being the top one: covered by a new scene, or about to be removed.
    // Every scene entered is left before it is covered or destroyed, except when the
    // whole stack ends with the game.
    virtual void left() { }
    // The scene is about to be destroyed: popped, replaced or reset away (after its
    // left()), or the game ends (SceneStack::close, on the App's way out). What the
    // screen keeps beyond itself (a name typed and not saved) is written here, while the
    // context still exists: never in a destructor.
    virtual void closing() { }

    // What speech says of the screen (table/SpokenWords.h words it): its name, or a
    // dialog's question with its choices, when it first comes up; the thing with the
    // focus, whenever that changes; and how things stand, when the player asks (F2).
    // Empty: nothing to say.
    virtual std::string spokenTitle() const { return {}; }
    virtual std::string spokenFocus() const { return {}; }
    // The focus as the screen comes up, said after its title: a dialog whose question
    // listed each choice with what it costs names the chosen one only.
    virtual std::string spokenFocusOnArrival() const { return spokenFocus(); }
    virtual std::string spokenSummary() const { return spokenTitle(); }
    // Called once the title was said as the screen came up (ScreenSpeech): what it says
    // only the first time (the menu's notices) is marked said here.
    virtual void titleSaid() { }
    // True the first time it is asked: a screen is named when it comes up, not again
    // each time a dialog over it closes.
    bool firstTimeShown() { return !std::exchange(m_shown, true); }

protected:
    Size window() const { return m_window; }

private:
    Size m_window;
    bool m_shown = false;
};

} // namespace scoundrel::game
