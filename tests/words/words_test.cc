#include "words/words.h"

#include <doctest/doctest.h>

#include <string>

namespace words = hearts::words;
using words::Language;

namespace {

// The test language for the length of a case.
struct InLanguage {
  explicit InLanguage(Language l) { words::useLanguage(l); }
  ~InLanguage() { words::useLanguage(Language::English); }
};

bool hasAsciiLetter(const std::string& s) {
  for (char c : s)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

}  // namespace

TEST_CASE("Arguments fill their names, in any order, as often as named") {
  CHECK(words::fill("{who} takes {n}", {{"n", 3}, {"who", "Ava"}}) == "Ava takes 3");
  CHECK(words::fill("{a}{a}", {{"a", "x"}}) == "xx");
  CHECK(words::fill("no arguments", {}) == "no arguments");
  CHECK(words::fill("{{literal}} }}", {}) == "{literal} }");
}

TEST_CASE("A name without its argument or an unclosed brace fills nothing") {
  CHECK_FALSE(words::fill("{who} takes", {{"name", "Ava"}}));
  CHECK_FALSE(words::fill("{who takes", {{"who", "Ava"}}));
}

TEST_CASE("English is the message itself, filled in") {
  InLanguage english(Language::English);
  CHECK(words::tr("{name} takes the trick", {{"name", "Ben"}}) == "Ben takes the trick");
  CHECK(words::trc("button", "Back") == "Back");
  CHECK(words::trn("{n} point", "{n} points", 1) == "1 point");
  CHECK(words::trn("{n} point", "{n} points", 0) == "0 points");
  CHECK(words::trn("{who} took {n} point", "{who} took {n} points", 2, {{"who", "Cleo"}}) ==
        "Cleo took 2 points");
}

TEST_CASE("The pseudo-language accents every letter, keeps the arguments and runs 40% longer") {
  const std::string p = words::pseudo("{name} takes the trick");
  CHECK_FALSE(hasAsciiLetter(words::fill(p, {{"name", "1"}}).value()));
  CHECK(p.find("{name}") != std::string::npos);
  CHECK(p.front() == '[');
  CHECK(p.back() == ']');
  // 15 letters outside the argument: six more signs of padding.
  CHECK(p.find(" ~~~~~~]") != std::string::npos);
  // A long sentence's padding in words of at most eight signs: 45 letters, 18 signs.
  CHECK(words::pseudo("The game is now being played in another window, not here").ends_with(
      " ~~~~~~~~ ~~~~~~~~ ~~]"));
  InLanguage pseudo(Language::Pseudo);
  const std::string shown = words::tr("{name} takes the trick", {{"name", "Ava"}});
  CHECK(shown.find("Ava") != std::string::npos);
  CHECK(shown.find("takes") == std::string::npos);
  CHECK_FALSE(hasAsciiLetter(words::trn("{n} point", "{n} points", 4)));
}

TEST_CASE("Decimals are written with the language's sign") {
  {
    InLanguage english(Language::English);
    CHECK(words::decimal(2.45, 1) == "2.5");
    CHECK(words::decimal(-0.04, 1) == "0.0");
    CHECK(words::decimal(13, 0) == "13");
  }
  {
    InLanguage german(Language::German);
    CHECK(words::decimal(2.45, 1) == "2,5");
    CHECK(words::decimal(-1.25, 2) == "-1,25");
  }
  InLanguage japanese(Language::Japanese);
  CHECK(words::decimal(0.5, 1) == "0.5");
}

TEST_CASE("A language waits for its catalog; English and the pseudo-language need none") {
  words::useLanguage(Language::German);
  CHECK_FALSE(words::languageReady());
  CHECK(words::tr("Back") == "Back");
  words::useLanguage(Language::Pseudo);
  CHECK(words::languageReady());
  words::useLanguage(Language::English);
  CHECK(words::languageReady());
}
