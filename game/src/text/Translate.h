#pragma once

#include "text/Catalogue.h"
#include "text/Format.h"

#include <string>
#include <string_view>

namespace scoundrel::game {

// The words the player reads, in the chosen language: every player-facing literal goes
// through one of these, and xgettext finds them by these names (po/CMakeLists.txt lists
// them as its keywords). The English is the key; without a catalogue, or for a string
// it lacks, the English is the answer. What they return lives as long as the program
// (a catalogue, once used, is kept), so a table may hold it as a string_view.
//
// Like gettext's own, the language is one for the whole process: it is chosen once at
// launch (text/LanguageChoice.h) and again when Settings changes it, on the main thread.

// english in the current language.
std::string_view tr(std::string_view english);
// The same for a msgid with a context (msgctxt), where one English word needs two
// translations ("Off" for a sound and for animations).
std::string_view trc(std::string_view context, std::string_view english);
// The form for n: one for 1 in English, many otherwise; in the language, its own rule.
std::string_view trn(std::string_view one, std::string_view many, unsigned long n);

// A literal marked for the catalogue where it is written (a constexpr table), and
// translated where it is shown, by tr: the identity, which xgettext knows by its name.
constexpr std::string_view trMark(std::string_view english)
{
    return english;
}

// The same with a context, as trc reads it.
constexpr std::string_view trcMark([[maybe_unused]] std::string_view context, std::string_view english)
{
    return english;
}

// Uses catalogue for every word from now on (nothing: English); language is its code.
void useCatalogue(std::string language, std::optional<Catalogue> catalogue);
// The code of the language in use ("" for English).
const std::string& languageInUse();

} // namespace scoundrel::game
