#include "core/FramePacer.h"

#include <algorithm>

namespace scoundrel::game {

int FramePacer::nextWaitMs()
{
    m_atRest = !m_stale;
    return m_atRest ? kIdleWaitMs : kFrameWaitMs;
}

double FramePacer::step(double measuredSeconds) const
{
    return m_atRest ? 0.0 : std::clamp(measuredSeconds, 0.0, kMaxStepSeconds);
}

void FramePacer::frameDone(bool animating, bool scenesChanged)
{
    // What was drawn mid-animation is stale as soon as time passes, and the frame in
    // which an animation ends must still be drawn, though its update says all is still.
    m_stale = animating || scenesChanged;
}

} // namespace scoundrel::game
