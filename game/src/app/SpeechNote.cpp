#include "app/SpeechNote.h"

#include "input/Binding.h"
#include "input/Controls.h"
#include "scenes/ScreenBindings.h"
#include "text/Translate.h"

#include <utility>

namespace scoundrel::game {

SpeechNote speechNote(bool on)
{
    const std::string speech = keyLabel(bindingWithId(speechBindings(), "speech")->firstKey());
    if (on) {
        const std::string summary = keyLabel(bindingWithId(speechBindings(), "summary")->firstKey());
        // TRANSLATORS: the title of the note shown as speech is turned on.
        std::string title(tr("Speech on"));
        // TRANSLATORS: the note shown as speech is turned on; {0} the key that turns it off, such as
        // "Ctrl+Alt+S", {1} the one that says how the run stands, such as "F2".
        return {std::move(title), format(tr("{0} turns it off; {1} says how the run stands"), speech, summary)};
    }
    // TRANSLATORS: the note shown as speech is turned off; {0} the key that turns it on, such as "Ctrl+Alt+S".
    return {std::string(tr("Speech off")), format(tr("{0} turns it on again"), speech)};
}

SpeechNote speechUnheardNote()
{
    // TRANSLATORS: the title of the note shown when speech was turned on but no voice answered.
    std::string title(tr("Speech on, but nothing is heard"));
    // The words of Settings' speech row in the same case.
    return {std::move(title),
            std::string(tr("Speech Dispatcher did not answer: nothing is spoken aloud (install the "
                           "speech-dispatcher package)."))};
}

} // namespace scoundrel::game
