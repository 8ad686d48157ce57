// The language the player reads, applied in one place: the player's choice (the Options,
// --lang, ?lang=), else the one the system or the browser asks for, else English. Its catalog
// comes from the assets at once natively, and is fetched in the page, where the words in use
// stay until it is there; one that cannot be read leaves the game in English, and says so.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "words/language.h"

namespace hearts::app {

class LanguageKeeper {
 public:
  // `assetDir`: where locale/<code>.mo are, natively.
  explicit LanguageKeeper(std::string assetDir = {}) : assets_(std::move(assetDir)) {}

  // Follows the player's choice (none: the language the system or the browser asks for). A
  // catalog that is needed is asked for; what it brings comes with take().
  void follow(std::optional<words::Language> choice);
  // What came since the last call: whether the words changed (the screen draws them again),
  // and what to tell the player (the catalog of a language they chose could not be read;
  // one the system asked for is only logged).
  struct Arrived {
    bool changed = false;
    std::string notice;
  };
  Arrived take();
  // The language followed: in use, or on its way.
  words::Language wanted() const { return wanted_; }

 private:
  std::string assets_;
  words::Language wanted_ = words::Language::English;
  bool chosen_ = false;    // the player chose it, rather than the system
  bool changed_ = false;   // the words changed since take() was called last
  void use(words::Language l);
};

// The locales a program speaks in on Linux and the BSDs, as gettext reads them from the
// environment (`env`: getenv): LANGUAGE's list, then the locale of LC_ALL, else LC_MESSAGES,
// else LANG. Under the C locale, English alone (gettext then ignores LANGUAGE).
std::vector<std::string> gettextLocales(const std::function<const char*(const char*)>& env);

}  // namespace hearts::app
