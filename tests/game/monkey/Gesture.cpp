#include "Gesture.h"

#include "scoundrel/GreedyPolicy.h"

#include <SDL_gamecontroller.h>

#include <cstring>

namespace scoundrel::game::monkey {

namespace {

constexpr Size kSmallestWindow{1024, 640};
constexpr Size kLargestWindow{1920, 1080};

struct KeyChoice {
    SDL_Keycode key;
    Uint16 mod;
    int weight;
};

// Every key some scene answers to, weighted towards the table's and the dialogs'.
const std::vector<KeyChoice>& keyChoices()
{
    static const std::vector<KeyChoice> keys{
        {SDLK_1, KMOD_NONE, 3},      {SDLK_2, KMOD_NONE, 3},        {SDLK_3, KMOD_NONE, 3},
        {SDLK_4, KMOD_NONE, 3},      {SDLK_KP_1, KMOD_NONE, 1},     {SDLK_KP_4, KMOD_NONE, 1},
        {SDLK_RETURN, KMOD_NONE, 6}, {SDLK_KP_ENTER, KMOD_NONE, 1}, {SDLK_SPACE, KMOD_NONE, 3},
        {SDLK_LEFT, KMOD_NONE, 3},   {SDLK_RIGHT, KMOD_NONE, 3},    {SDLK_UP, KMOD_NONE, 2},
        {SDLK_DOWN, KMOD_NONE, 2},   {SDLK_TAB, KMOD_NONE, 3},      {SDLK_TAB, KMOD_SHIFT, 1},
        {SDLK_a, KMOD_NONE, 2},      {SDLK_w, KMOD_NONE, 2},        {SDLK_b, KMOD_NONE, 2},
        {SDLK_h, KMOD_NONE, 1},      {SDLK_c, KMOD_NONE, 1},        {SDLK_u, KMOD_NONE, 1},
        {SDLK_z, KMOD_LCTRL, 2},     {SDLK_v, KMOD_LCTRL, 1},       {SDLK_BACKSPACE, KMOD_NONE, 2},
        {SDLK_ESCAPE, KMOD_NONE, 2}, {SDLK_F1, KMOD_NONE, 1},       {SDLK_F11, KMOD_NONE, 1},
        {SDLK_PAGEUP, KMOD_NONE, 1}, {SDLK_PAGEDOWN, KMOD_NONE, 1},
    };
    return keys;
}

// What a text field may be given: letters, digits, spaces, and characters of two,
// three and four bytes (the name column and the field's limit count bytes).
const std::vector<std::string>& textPieces()
{
    static const std::vector<std::string> pieces{"a", "z", "Q", "0", "7", "9", " ", "é", "✦", "🂡", "-", "1234567890"};
    return pieces;
}

// The character a key types, when it types one.
std::string typedBy(SDL_Keycode key)
{
    if ((key >= SDLK_a && key <= SDLK_z) || (key >= SDLK_0 && key <= SDLK_9) || key == SDLK_SPACE)
        return std::string(1, static_cast<char>(key));
    return {};
}

SDL_Event keyEvent(Uint32 type, SDL_Keycode key, Uint16 mod)
{
    SDL_Event e{};
    e.type = type;
    e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    e.key.keysym.mod = mod;
    return e;
}

SDL_Event textEvent(const std::string& text)
{
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    std::strncpy(e.text.text, text.c_str(), sizeof e.text.text - 1);
    return e;
}

std::string at(Point p)
{
    return " at (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string keyName(SDL_Keycode key, Uint16 mod)
{
    std::string name = SDL_GetKeyName(key);
    if ((mod & KMOD_CTRL) != 0)
        name = "Ctrl+" + name;
    if ((mod & KMOD_SHIFT) != 0)
        name = "Shift+" + name;
    return name;
}

Rect rectOf(const nlohmann::json& r)
{
    return {r[0].get<int>(), r[1].get<int>(), r[2].get<int>(), r[3].get<int>()};
}

} // namespace

Gesture GesturePicker::pick(const nlohmann::json& dump, bool typing, const GameState* table)
{
    Gesture g;
    enum Kind {
        Sensible,
        Click,
        DoubleClick,
        Drag,
        Key,
        Type,
        Hover,
        ClickAnywhere,
        OtherMouse,
        Resize,
        Wait,
        Quit,
        Pad
    };
    // Text is typed mostly into the dialogs with a field ("text" in their dump).
    const bool playing = table && !table->over();
    // Sensible play comes in stretches, some long enough to win a run, broken by
    // anything else now and then.
    if (playing && m_sensibleMoves > 0 && m_dice.percent(95)) {
        --m_sensibleMoves;
        sensibleMove(g, dump, *table);
        g.frames.push_back(frameTime());
        return g;
    }
    const std::vector<int> weights{
        playing ? 20 : 0, 30, 4, 14, 26, dump.contains("text") ? 12 : 1, 5, 4, 2, 2, 8, 1, 20};
    switch (m_dice.weighted(weights)) {
    case Sensible:
        m_sensibleMoves = m_dice.percent(30) ? m_dice.between(10, 60) : 0;
        sensibleMove(g, dump, *table);
        break;
    case Click:
        click(g, dump, false);
        break;
    case DoubleClick:
        click(g, dump, true);
        break;
    case Drag:
        drag(g, dump);
        break;
    case Key:
        randomKey(g, typing);
        break;
    case Type:
        typeText(g);
        break;
    case Hover: {
        const Target t = m_dice.percent(50) ? anyRect(dump) : anywhere(dump);
        g.what = "hover over " + t.name + at(t.point);
        move(g, t.point);
        break;
    }
    case ClickAnywhere: {
        const Target t = anywhere(dump);
        g.what = "click" + at(t.point);
        move(g, t.point);
        press(g, t.point, SDL_BUTTON_LEFT, 1);
        release(g, t.point, SDL_BUTTON_LEFT, 1);
        break;
    }
    case OtherMouse:
        otherMouse(g, dump);
        break;
    case Resize:
        resize(g);
        break;
    case Wait:
        wait(g);
        return g;
    case Pad:
        padButton(g);
        break;
    case Quit: {
        g.what = "quit (SDL_QUIT)";
        SDL_Event e{};
        e.type = SDL_QUIT;
        g.events.push_back(e);
        break;
    }
    default:
        break;
    }
    if (g.events.size() > 1 && m_dice.percent(20)) {
        g.oneBatch = true;
        g.what += ", in one batch";
    }
    g.frames.push_back(frameTime());
    return g;
}

void GesturePicker::click(Gesture& g, const nlohmann::json& dump, bool twice)
{
    const Target t = anyRect(dump);
    g.what = std::string(twice ? "double-click " : "click ") + t.name + at(t.point);
    click(g, t);
    if (twice) {
        press(g, t.point, SDL_BUTTON_LEFT, 2);
        release(g, t.point, SDL_BUTTON_LEFT, 2);
    }
}

void GesturePicker::sensibleMove(Gesture& g, const nlohmann::json& dump, const GameState& table)
{
    const SolveResult solved = m_solver.solve(table);
    const Action action =
        solved.winnable == true && !solved.line.empty() ? solved.line.front() : GreedyPolicy{}.choose(table);
    g.what = "play " + toToken(action) + " with ";
    const int way = m_dice.below(3);
    if (action.kind == ActionKind::Avoid) {
        const Target avoid = rectTarget(dump, "button.avoid");
        g.what += way == 0 ? "the key" : "a click" + at(avoid.point);
        if (way == 0)
            tap(g, SDLK_a);
        else
            click(g, avoid);
        return;
    }
    int slot = 0;
    while (slot < kRoomSize && table.room[static_cast<std::size_t>(slot)] != action.card)
        ++slot;
    const Target card = rectTarget(dump, "room." + std::to_string(slot));
    const bool fight = action.kind == ActionKind::FightBare || action.kind == ActionKind::FightWeapon;
    if (way == 2) {
        // Dropped on the weapon to fight with it or equip it, the discard pile to fight
        // barehanded, the health bar to drink.
        const char* place = action.kind == ActionKind::FightBare ? "discard"
            : action.card.isPotion()                             ? "health"
                                                                 : "weapon_area";
        const Target to = rectTarget(dump, place);
        g.what += "a drag to " + std::string(place);
        move(g, card.point);
        press(g, card.point, SDL_BUTTON_LEFT, 1);
        for (int i = 1; i <= 4; ++i)
            move(g,
                 {card.point.x + (to.point.x - card.point.x) * i / 4,
                  card.point.y + (to.point.y - card.point.y) * i / 4});
        release(g, to.point, SDL_BUTTON_LEFT, 1);
        return;
    }
    if (way == 0) {
        g.what += "the keys";
        tap(g, static_cast<SDL_Keycode>(SDLK_1 + slot));
        tap(g, SDLK_RETURN);
    } else {
        g.what += "a click" + at(card.point);
        click(g, card);
    }
    // A monster asks how to fight it.
    if (fight)
        tap(g, action.kind == ActionKind::FightWeapon ? SDLK_w : SDLK_b);
}

void GesturePicker::click(Gesture& g, const Target& t)
{
    move(g, t.point);
    press(g, t.point, SDL_BUTTON_LEFT, 1);
    release(g, t.point, SDL_BUTTON_LEFT, 1);
}

void GesturePicker::tap(Gesture& g, SDL_Keycode key)
{
    g.events.push_back(keyEvent(SDL_KEYDOWN, key, KMOD_NONE));
    g.events.push_back(keyEvent(SDL_KEYUP, key, KMOD_NONE));
}

void GesturePicker::drag(Gesture& g, const nlohmann::json& dump)
{
    const auto& rects = dump.at("rects");
    Target from = anyRect(dump);
    Target to = anyRect(dump);
    if (rects.contains("room.0")) {
        // On the table: a room card onto a pile, the health bar, another card or
        // anywhere.
        from = rectTarget(dump, "room." + std::to_string(m_dice.below(4)));
        static const std::vector<std::string> places{"weapon",  "weapon", "weapon", "discard",     "discard",
                                                     "discard", "health", "health", "health",      "weapon_area",
                                                     "dungeon", "room.0", "room.3", "button.avoid"};
        const std::string& place = m_dice.pick(places);
        to = m_dice.percent(10) || !rects.contains(place) ? anywhere(dump) : rectTarget(dump, place);
    }
    const bool letGo = m_dice.percent(90);
    g.what = "drag " + from.name + at(from.point) + " to " + to.name + at(to.point) + (letGo ? "" : ", held");
    move(g, from.point);
    press(g, from.point, SDL_BUTTON_LEFT, 1);
    const int steps = m_dice.between(1, 10);
    for (int i = 1; i <= steps; ++i)
        move(g,
             {from.point.x + (to.point.x - from.point.x) * i / steps,
              from.point.y + (to.point.y - from.point.y) * i / steps});
    if (letGo)
        release(g, to.point, SDL_BUTTON_LEFT, 1);
}

void GesturePicker::randomKey(Gesture& g, bool typing)
{
    SDL_Keycode key = 0;
    Uint16 mod = KMOD_NONE;
    if (m_dice.percent(8)) {
        static const std::string kTyped = "abcdefghijklmnopqrstuvwxyz0123456789";
        key = static_cast<SDL_Keycode>(kTyped[static_cast<std::size_t>(m_dice.below(static_cast<int>(kTyped.size())))]);
    } else {
        std::vector<int> weights;
        for (const KeyChoice& k : keyChoices())
            weights.push_back(k.weight);
        const KeyChoice& k = keyChoices()[static_cast<std::size_t>(m_dice.weighted(weights))];
        key = k.key;
        mod = k.mod;
    }
    // A key held down repeats.
    const int presses = m_dice.percent(15) ? m_dice.between(2, 4) : 1;
    g.what = "key " + keyName(key, mod) + (presses > 1 ? " x" + std::to_string(presses) : "");
    for (int i = 0; i < presses; ++i) {
        SDL_Event down = keyEvent(SDL_KEYDOWN, key, mod);
        down.key.repeat = i > 0 ? 1 : 0;
        g.events.push_back(down);
        // SDL sends the character after the key when text input is on.
        if (const std::string text = typedBy(key); typing && mod == KMOD_NONE && !text.empty())
            g.events.push_back(textEvent(text));
    }
    g.events.push_back(keyEvent(SDL_KEYUP, key, mod));
}

void GesturePicker::padButton(Gesture& g)
{
    // The d-pad and A most, as a player on the couch moves and confirms.
    using B = SDL_GameControllerButton;
    static const std::vector<std::pair<B, int>> kButtons{{B::SDL_CONTROLLER_BUTTON_DPAD_UP, 6},
                                                         {B::SDL_CONTROLLER_BUTTON_DPAD_DOWN, 6},
                                                         {B::SDL_CONTROLLER_BUTTON_DPAD_LEFT, 6},
                                                         {B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 6},
                                                         {B::SDL_CONTROLLER_BUTTON_A, 8},
                                                         {B::SDL_CONTROLLER_BUTTON_B, 3},
                                                         {B::SDL_CONTROLLER_BUTTON_X, 2},
                                                         {B::SDL_CONTROLLER_BUTTON_Y, 2},
                                                         {B::SDL_CONTROLLER_BUTTON_START, 1},
                                                         {B::SDL_CONTROLLER_BUTTON_BACK, 1},
                                                         {B::SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 1},
                                                         {B::SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, 1}};
    std::vector<int> weights;
    for (const auto& [button, weight] : kButtons)
        weights.push_back(weight);
    const B button = kButtons[static_cast<std::size_t>(m_dice.weighted(weights))].first;
    const int presses = m_dice.percent(20) ? m_dice.between(2, 5) : 1;
    g.what = std::string("pad ") + SDL_GameControllerGetStringForButton(button) +
        (presses > 1 ? " x" + std::to_string(presses) : "");
    for (int i = 0; i < presses; ++i) {
        for (Uint32 type : {SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP}) {
            SDL_Event e{};
            e.type = type;
            e.cbutton.button = static_cast<Uint8>(button);
            e.cbutton.state = type == SDL_CONTROLLERBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
            g.events.push_back(e);
        }
    }
}

void GesturePicker::typeText(Gesture& g)
{
    std::string text;
    const int pieces = m_dice.between(1, 4);
    for (int i = 0; i < pieces; ++i)
        text += m_dice.pick(textPieces());
    g.what = "type \"" + text + "\"";
    // An input method may hand over several characters at once.
    g.events.push_back(textEvent(text));
}

void GesturePicker::otherMouse(Gesture& g, const nlohmann::json& dump)
{
    const Target t = anyRect(dump);
    if (m_dice.percent(50)) {
        const Uint8 button = m_dice.percent(50) ? SDL_BUTTON_RIGHT : SDL_BUTTON_MIDDLE;
        g.what = std::string(button == SDL_BUTTON_RIGHT ? "right-click " : "middle-click ") + t.name + at(t.point);
        move(g, t.point);
        press(g, t.point, button, 1);
        release(g, t.point, button, 1);
        return;
    }
    g.what = "wheel over " + t.name + at(t.point);
    move(g, t.point);
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = m_dice.percent(50) ? 1 : -1;
    g.events.push_back(e);
}

void GesturePicker::resize(Gesture& g)
{
    Size size{m_dice.between(kSmallestWindow.w, kLargestWindow.w), m_dice.between(kSmallestWindow.h, kLargestWindow.h)};
    if (m_dice.percent(20))
        size = m_dice.percent(50) ? kSmallestWindow : kLargestWindow;
    g.what = "resize to " + std::to_string(size.w) + "x" + std::to_string(size.h);
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    e.window.data1 = size.w;
    e.window.data2 = size.h;
    g.events.push_back(e);
}

void GesturePicker::wait(Gesture& g)
{
    const int frames = m_dice.between(1, 6);
    for (int i = 0; i < frames; ++i)
        g.frames.push_back(m_dice.upTo(0.5));
    g.what = "wait " + std::to_string(frames) + " frames";
}

double GesturePicker::frameTime()
{
    const int roll = m_dice.below(100);
    if (roll < 50)
        return 0.0;
    return m_dice.upTo(roll < 85 ? 0.1 : 0.5);
}

GesturePicker::Target GesturePicker::rectTarget(const nlohmann::json& dump, const std::string& name)
{
    const Rect r = rectOf(dump.at("rects").at(name));
    if (r.w <= 0 || r.h <= 0 || m_dice.percent(50))
        return {name, r.center()};
    return {name, {r.x + m_dice.below(r.w), r.y + m_dice.below(r.h)}};
}

GesturePicker::Target GesturePicker::anyRect(const nlohmann::json& dump)
{
    // Buttons and cards are what a player aims at; panels and titles less so.
    std::vector<std::string> names;
    std::vector<int> weights;
    for (const auto& [name, r] : dump.at("rects").items()) {
        names.push_back(name);
        // Hints and chances set the advisor thinking, which the monkey waits for.
        const bool help = name == "button.hint" || name == "button.chances";
        weights.push_back(help ? 1 : name.starts_with("button.") || name.starts_with("room.") ? 8 : 2);
    }
    if (names.empty())
        return anywhere(dump);
    return rectTarget(dump, names[static_cast<std::size_t>(m_dice.weighted(weights))]);
}

GesturePicker::Target GesturePicker::anywhere(const nlohmann::json& dump)
{
    const auto& window = dump.at("window");
    return {"anywhere", {m_dice.below(window[0].get<int>()), m_dice.below(window[1].get<int>())}};
}

namespace {

SDL_Event buttonEvent(Uint32 type, Point p, Uint8 button, Uint8 clicks)
{
    SDL_Event e{};
    e.type = type;
    e.button.button = button;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = clicks;
    e.button.x = p.x;
    e.button.y = p.y;
    return e;
}

} // namespace

void GesturePicker::press(Gesture& g, Point p, Uint8 button, Uint8 clicks)
{
    g.events.push_back(buttonEvent(SDL_MOUSEBUTTONDOWN, p, button, clicks));
    if (button == SDL_BUTTON_LEFT)
        m_leftHeld = true;
}

void GesturePicker::release(Gesture& g, Point p, Uint8 button, Uint8 clicks)
{
    g.events.push_back(buttonEvent(SDL_MOUSEBUTTONUP, p, button, clicks));
    if (button == SDL_BUTTON_LEFT)
        m_leftHeld = false;
}

void GesturePicker::move(Gesture& g, Point p)
{
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = p.x;
    e.motion.y = p.y;
    e.motion.xrel = p.x - m_pointer.x;
    e.motion.yrel = p.y - m_pointer.y;
    e.motion.state = m_leftHeld ? SDL_BUTTON_LMASK : 0;
    g.events.push_back(e);
    m_pointer = p;
}

} // namespace scoundrel::game::monkey
