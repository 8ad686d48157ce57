// The player's language as the app keeps it (language_keeper.h): the locales a Linux system
// asks for, the catalog read from the assets (the game's German one) and the words in it at
// once, a catalog that cannot be read, and the
// launch's messages said in the language in use when they are shown.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "app/file_text.h"
#include "app/language_keeper.h"
#include "app/options.h"
#include "words/words.h"

using namespace hearts;
using namespace hearts::app;
using words::Language;
using words::tr;

namespace {

// The language in use is the program's one: each test leaves English behind it.
struct BackToEnglish {
  ~BackToEnglish() { words::useLanguage(Language::English); }
};

std::vector<std::string> localesOf(const std::map<std::string, std::string>& env) {
  return gettextLocales([&](const char* name) -> const char* {
    const auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  });
}

Language systemLanguage(const std::map<std::string, std::string>& env) {
  return words::preferredLanguage(localesOf(env));
}

using Locales = std::vector<std::string>;

}  // namespace

TEST_CASE("the system's language as gettext reads it: LANGUAGE's list first, then LC_ALL, LC_MESSAGES or LANG") {
  CHECK(localesOf({{"LANG", "fr_FR.UTF-8"}}) == Locales{"fr_FR.UTF-8"});
  CHECK(systemLanguage({{"LANG", "fr_FR.UTF-8"}}) == Language::French);
  CHECK(localesOf({{"LANGUAGE", "pt_BR:de"}, {"LANG", "en_US.UTF-8"}}) == Locales{"pt_BR", "de", "en_US.UTF-8"});
  CHECK(systemLanguage({{"LANGUAGE", "pt_BR:de"}, {"LANG", "en_US.UTF-8"}}) == Language::PortugueseBrazil);
  // The first of LC_ALL, LC_MESSAGES and LANG that is set is the locale.
  CHECK(localesOf({{"LC_ALL", "de_AT.UTF-8"}, {"LC_MESSAGES", "ru_RU"}, {"LANG", "fr_FR"}}) == Locales{"de_AT.UTF-8"});
  CHECK(localesOf({{"LC_MESSAGES", "ru_RU.UTF-8"}, {"LANG", "fr_FR"}}) == Locales{"ru_RU.UTF-8"});
  CHECK(localesOf({{"LANGUAGE", "::nl::"}}) == Locales{"nl"});
  CHECK(localesOf({}).empty());
  // Under the C locale gettext ignores LANGUAGE: English.
  CHECK(localesOf({{"LANG", "C.UTF-8"}, {"LANGUAGE", "de"}}) == Locales{"en"});
  CHECK(systemLanguage({{"LC_ALL", "POSIX"}, {"LANG", "de_DE.UTF-8"}}) == Language::English);
  // A language the game does not speak is passed over; none of them: English.
  CHECK(systemLanguage({{"LANGUAGE", "zh_TW:pl"}, {"LANG", "zh_TW.UTF-8"}}) == Language::Polish);
  CHECK(systemLanguage({{"LANG", "zh_TW.UTF-8"}}) == Language::English);
}

TEST_CASE("a language chosen is in use at once on the desktop, its catalog read from the assets") {
  BackToEnglish back;
  LanguageKeeper keeper(HEARTS_TEST_ASSETS);
  keeper.follow(Language::German);
  const LanguageKeeper::Arrived arrived = keeper.take();
  CHECK(arrived.changed);
  CHECK(arrived.notice.empty());
  CHECK(keeper.wanted() == Language::German);
  CHECK(words::language() == Language::German);
  CHECK(words::languageReady());
  CHECK(tr("Language") == "Sprache");
  CHECK(tr("Language: {language} (automatic)", {{"language", "Deutsch"}}) == "Sprache: Deutsch (automatisch)");
  // The face of the characters German writes beyond the game's own, from the same folder.
  CHECK(keeper.face().regular == std::string(HEARTS_TEST_ASSETS) + "/locale/de.ttf");
  CHECK(keeper.face().bold == std::string(HEARTS_TEST_ASSETS) + "/locale/de-bold.ttf");
  // The same choice again changes nothing.
  keeper.follow(Language::German);
  CHECK_FALSE(keeper.take().changed);
  // English needs no catalog.
  keeper.follow(Language::English);
  CHECK(keeper.take().changed);
  CHECK(words::language() == Language::English);
  CHECK(tr("Language") == "Language");
  CHECK(keeper.face().regular.empty());  // the game's own face is English's
}

TEST_CASE("a language's files: its catalog and its face, as the assets name them") {
  const LanguageFiles de = languageFiles(Language::German);
  CHECK(de.catalog == "de.mo");
  CHECK(de.face == "de.ttf");
  CHECK(de.boldFace == "de-bold.ttf");
  const LanguageFiles pt = languageFiles(Language::PortugueseBrazil);
  CHECK(pt.catalog == "pt_BR.mo");
  CHECK(pt.face == "pt_BR.ttf");
  // Japanese and Chinese: Noto Sans CJK, regular alone (bold is drawn emboldened).
  const LanguageFiles zh = languageFiles(Language::ChineseSimplified);
  CHECK(zh.catalog == "zh_CN.mo");
  CHECK(zh.face == "zh_CN.ttf");
  CHECK(zh.boldFace.empty());
  // English needs nothing; the pseudo-language its face alone.
  CHECK(languageFiles(Language::English).catalog.empty());
  CHECK(languageFiles(Language::English).face.empty());
  CHECK(languageFiles(Language::Pseudo).catalog.empty());
  CHECK(languageFiles(Language::Pseudo).face == "pseudo.ttf");
}

TEST_CASE("a catalog that cannot be read leaves the game in English, and the player who chose it is told") {
  BackToEnglish back;
  const std::filesystem::path assets = std::filesystem::temp_directory_path() / "hearts-language-test";
  std::filesystem::remove_all(assets);
  std::filesystem::create_directories(assets / "locale");
  REQUIRE(writeTextFile((assets / "locale" / "nl.mo").string(), "not a catalog"));
  LanguageKeeper keeper(assets.string());
  // Missing: the notice names the language by its own name and the file.
  keeper.follow(Language::French);
  LanguageKeeper::Arrived arrived = keeper.take();
  CHECK(arrived.changed);
  CHECK(words::language() == Language::English);
  CHECK(arrived.notice.find("Fran\u00e7ais") != std::string::npos);
  CHECK(arrived.notice.find("fr.mo") != std::string::npos);
  // Chosen again, it is looked for again.
  keeper.follow(Language::French);
  CHECK_FALSE(keeper.take().notice.empty());
  // Not a catalog: the same.
  keeper.follow(Language::Dutch);
  arrived = keeper.take();
  CHECK(arrived.notice.find("Nederlands") != std::string::npos);
  CHECK(words::language() == Language::English);
  std::filesystem::remove_all(assets);
}

TEST_CASE("a language the system asks for whose catalog is missing is only logged") {
  BackToEnglish back;
  // This machine's locale decides which language is followed; a folder without catalogs
  // has none of them, so whatever it is, English goes on without a notice.
  LanguageKeeper keeper(std::filesystem::temp_directory_path().string());
  keeper.follow(std::nullopt);
  CHECK(keeper.take().notice.empty());
  CHECK(words::language() == Language::English);
}

TEST_CASE("the launch's messages and --help are said in the language in use when they are shown") {
  BackToEnglish back;
  const Options o = parseOptions({{"lang", "xx"}}, false);
  REQUIRE(o.messages.size() == 1);
  CHECK(o.messages[0]().starts_with("The game does not speak \"xx\""));
  CHECK(usage().starts_with("Usage: hearts [options]\n"));
  LanguageKeeper keeper(HEARTS_TEST_ASSETS);
  keeper.follow(Language::German);
  keeper.take();
  CHECK(o.messages[0]().starts_with("Das Spiel spricht \u201exx\u201c nicht"));
  CHECK(usage().starts_with("Aufruf: hearts [Optionen]\n"));
  CHECK(usage().find("  --help           dies ausgeben und beenden\n") != std::string::npos);
}
