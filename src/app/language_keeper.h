// The language the player reads, applied in one place: the player's choice (the Options,
// --lang, ?lang=), else the one the system or the browser asks for, else English. Its files
// (its catalog, and the face of the characters it writes beyond the game's own) are in the
// assets natively and fetched in the page, where the words in use stay until they are there;
// a catalog that cannot be read leaves the game in English, and says so.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "words/language.h"

namespace hearts::app {

// A language's files in the assets' locale/ folder, as assets/CMakeLists.txt makes them (and
// web/loader.js fetches them): its catalog ("de.mo"; none for English and the pseudo-language)
// and its face (ui/font_stack.h: "de.ttf" and "de-bold.ttf", "ja.ttf" alone, emboldened for
// bold; none for English). Empty where there is none.
struct LanguageFiles {
  std::string catalog, face, boldFace;
};
LanguageFiles languageFiles(words::Language l);

class LanguageKeeper {
 public:
  // `assetDir`: where locale/ is.
  explicit LanguageKeeper(std::string assetDir = {}) : assets_(std::move(assetDir)) {}

  // Follows the player's choice (none: the language the system or the browser asks for). The
  // files that are needed are asked for; what they bring comes with take().
  void follow(std::optional<words::Language> choice);
  // What came since the last call: whether the words changed (the screen draws them again,
  // in the face of the language: face()), and what to tell the player (the catalog of a
  // language they chose could not be read; one the system asked for is only logged).
  struct Arrived {
    bool changed = false;
    std::string notice;
  };
  Arrived take();
  // The language followed: in use, or on its way.
  words::Language wanted() const { return wanted_; }
  // The face of the language in use: its files' paths, empty for none.
  struct Face {
    std::string regular, bold;
  };
  Face face() const;

 private:
  std::string assets_;
  words::Language wanted_ = words::Language::English;
  bool chosen_ = false;    // the player chose it, rather than the system
  bool changed_ = false;   // the words changed since take() was called last
  void use(words::Language l);
  std::string inLocale(const std::string& name) const { return name.empty() ? name : assets_ + "/locale/" + name; }
};

// The locales a program speaks in on Linux and the BSDs, as gettext reads them from the
// environment (`env`: getenv): LANGUAGE's list, then the locale of LC_ALL, else LC_MESSAGES,
// else LANG. Under the C locale, English alone (gettext then ignores LANGUAGE).
std::vector<std::string> gettextLocales(const std::function<const char*(const char*)>& env);

}  // namespace hearts::app
