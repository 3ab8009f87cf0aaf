#include "core/SceneStack.h"

#include "input/InputEvent.h"

namespace scoundrel::game {

void SceneStack::push(std::unique_ptr<Scene> scene)
{
    m_pending.push_back({Request::Kind::Push, std::move(scene)});
}

void SceneStack::pop()
{
    m_pending.push_back({Request::Kind::Pop, nullptr});
}

void SceneStack::replace(std::unique_ptr<Scene> scene)
{
    m_pending.push_back({Request::Kind::Replace, std::move(scene)});
}

void SceneStack::reset(std::unique_ptr<Scene> scene)
{
    m_pending.push_back({Request::Kind::Reset, std::move(scene)});
}

bool SceneStack::applyPending(Size window)
{
    m_window = window;
    if (m_pending.empty())
        return false;
    // Taken out first: a scene's constructor, left() or entered() may ask for more,
    // which wait for the next apply.
    std::vector<Request> requests;
    requests.swap(m_pending);
    for (Request& request : requests)
        apply(request, window);
    return true;
}

void SceneStack::apply(Request& request, Size window)
{
    // Every request changes the top scene: the old one hears it while it still exists.
    if (Scene* old = top()) {
        // Covered, the scene hears no more of the pointer: it leaves it as the window's
        // edge does, so no button stays lit under a pointer long gone when it is
        // uncovered (a new player saw Review lit on the result screen after the review).
        if (request.kind == Request::Kind::Push) {
            InputEvent gone;
            gone.kind = InputEvent::Kind::PointerLeft;
            old->handleEvent(gone);
        }
        old->left();
    }
    if (request.kind == Request::Kind::Reset) {
        closeFrom(0);
    } else if (request.kind != Request::Kind::Push && !m_scenes.empty()) {
        closeFrom(m_scenes.size() - 1);
    }
    if (request.scene) {
        request.scene->layout(window);
        m_scenes.push_back(std::move(request.scene));
    }
    if (Scene* now = top())
        now->entered();
}

void SceneStack::closeFrom(std::size_t first)
{
    // Top first, each while the scenes under it still exist.
    while (m_scenes.size() > first) {
        m_scenes.back()->closing();
        m_scenes.pop_back();
    }
}

void SceneStack::close()
{
    m_pending.clear();
    if (Scene* scene = top())
        scene->left();
    closeFrom(0);
}

void SceneStack::handleEvent(const InputEvent& event)
{
    applyPending(m_window);
    m_device.follow(event);
    if (event.isPress() && !event.repeat)
        m_keysOrPad = true;
    else if (event.kind == InputEvent::Kind::PointerDown || event.kind == InputEvent::Kind::Wheel)
        m_keysOrPad = false;
    if (Scene* scene = top())
        scene->handleEvent(event);
}

bool SceneStack::update(double seconds)
{
    bool animating = false;
    for (auto& scene : m_scenes)
        animating = scene->update(seconds) || animating;
    return animating;
}

void SceneStack::render(Painter& painter, const std::function<void(const Scene&)>& before)
{
    std::size_t first = m_scenes.size();
    while (first > 0) {
        --first;
        if (!m_scenes[first]->isModal())
            break;
    }
    for (std::size_t i = first; i < m_scenes.size(); ++i) {
        if (before)
            before(*m_scenes[i]);
        m_scenes[i]->render(painter);
    }
}

void SceneStack::layout(Size window)
{
    m_window = window;
    for (auto& scene : m_scenes)
        scene->layout(window);
}

} // namespace scoundrel::game
