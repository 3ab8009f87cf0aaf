#pragma once

#include "core/Scene.h"
#include "input/DeviceInUse.h"

#include <functional>
#include <memory>
#include <vector>

namespace scoundrel::game {

// The scenes on screen, bottom to top. Scenes ask for push, pop or replace at any
// time; the stack applies the requests after the frame, so a scene may close itself
// from inside its own event handler. Every request changes the top scene: the old top
// is left() before it is covered or removed, and the new top entered() once laid out
// (a pop enters the scene it uncovers again). Requests made from inside left() or
// entered() wait for the next apply, as those of an event handler do.
class SceneStack {
public:
    void push(std::unique_ptr<Scene> scene);
    void pop();
    void replace(std::unique_ptr<Scene> scene);
    // Pops everything and pushes scene: back to the menu, or a new run.
    void reset(std::unique_ptr<Scene> scene);

    // The game ends: the top scene is left, then every scene hears closing(), top first,
    // and the stack is emptied. Requests still pending are dropped with their scenes.
    void close();

    // Applies the pending requests; true when the stack changed.
    bool applyPending(Size window);

    bool empty() const { return m_scenes.empty(); }
    Scene* top() const { return m_scenes.empty() ? nullptr : m_scenes.back().get(); }
    std::size_t size() const { return m_scenes.size(); }

    // Applies what the last event asked for first: the App's loop hands over every
    // waiting event before it draws, and a dialog that closed on the first click of a
    // fast double-click must not take the second one and close what is under it.
    void handleEvent(const InputEvent& event);
    bool update(double seconds);
    // Draws from the topmost non-modal scene upwards; before(scene) runs before each
    // scene draws (the App's painter notes which scene drew the texts that follow).
    void render(Painter& painter, const std::function<void(const Scene&)>& before = {});
    void layout(Size window);
    // The device of the last press or pointer the scenes were given: what legends name.
    const DeviceInUse& deviceInUse() const { return m_device; }
    // Whether the last press was a key's or the pad's, not a mouse button's (nor the
    // wheel's): the table then shows its focus ring from the start of a turn, where the
    // first arrow moves from. A pointer only moved tells nothing of the hands.
    bool keysOrPadInUse() const { return m_keysOrPad; }

private:
    struct Request {
        enum class Kind { Push, Pop, Replace, Reset } kind;
        std::unique_ptr<Scene> scene;
    };

    // The old top's left(), closing() for each scene removed, the request, the new
    // top's entered().
    void apply(Request& request, Size window);
    // closing() and removal for the scenes from index first up, top first.
    void closeFrom(std::size_t first);

    std::vector<std::unique_ptr<Scene>> m_scenes;
    std::vector<Request> m_pending;
    Size m_window; // the last size laid out, for the requests applied between frames
    DeviceInUse m_device;
    bool m_keysOrPad = false;
};

} // namespace scoundrel::game
