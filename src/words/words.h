// Every word the player reads comes through here: a whole English sentence with named
// arguments ("{name} takes the trick"), looked up in the catalog of the language in use and
// filled in. The English text is the message's identity (gettext's msgid); the extraction
// tool (scripts/extract-messages.sh) finds it by these functions' names:
//   tr("English {arg}", {{"arg", value}})          a sentence
//   trc("context", "English")                       the same English meaning two things
//   trn("{n} trick", "{n} tricks", n, {...})        a sentence about a number ({n} is given)
//   mark("English")                                 English kept in a table or a Sentence,
//                                                   said later with tr(text) or the Sentence
// Arguments are named, so that each language orders a sentence its own way; gettext checks
// that every translation names the same ones (python-brace-format).
#pragma once

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "words/catalog.h"
#include "words/language.h"

namespace hearts::words {

// A message's argument: its name between the braces and its value as the player reads it.
struct Arg {
  Arg(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
  Arg(std::string_view n, const char* v) : name(n), value(v) {}
  Arg(std::string_view n, std::string_view v) : name(n), value(v) {}
  Arg(std::string_view n, int v) : name(n), value(std::to_string(v)) {}
  Arg(std::string_view n, long v) : name(n), value(std::to_string(v)) {}
  std::string_view name;
  std::string value;
};
using Args = std::initializer_list<Arg>;

constexpr const char* mark(const char* english) { return english; }

std::string tr(const char* english, Args args = {});
std::string trc(const char* context, const char* english, Args args = {});
// The form of the message for n; "{n}" in it is n.
std::string trn(const char* one, const char* many, long n, Args args = {});

// A sentence said later, in the language in use then (what the program reads before the
// language is known): its English, marked for the catalogs with mark(), and its arguments.
struct Sentence {
  const char* english;
  std::vector<Arg> args;
  std::string operator()() const;
};

// The language in use: one place. English (the default) and the pseudo-language need no
// catalog; another language without its catalog (not yet loaded, or unreadable) speaks
// English until it has one.
Language language();
void useLanguage(Language l, Catalog catalog = {});
// Whether the language in use has its catalog (or needs none).
bool languageReady();

// A number with `decimals` digits after the language's decimal sign: "2.4", "2,4".
std::string decimal(double v, int decimals);

// "{name}" filled from `args`; "{{" and "}}" stand for braces. None where a name has no
// argument or a brace is unclosed.
std::optional<std::string> fill(std::string_view pattern, Args args);
std::optional<std::string> fill(std::string_view pattern, std::span<const Arg> args);
// The pseudo-language's form of an English text: letters accented, 40 % longer, bracketed,
// the "{names}" left as they are.
std::string pseudo(std::string_view english);

}  // namespace hearts::words
