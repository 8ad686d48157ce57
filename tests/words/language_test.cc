#include "words/language.h"

#include <doctest/doctest.h>

#include <set>
#include <string>

using hearts::words::Language;
using hearts::words::languageCode;
using hearts::words::nativeName;
using hearts::words::parseLanguage;
using hearts::words::preferredLanguage;

TEST_CASE("Each language is offered by its own name and has a code of its own") {
  std::set<std::string> codes, names;
  for (Language l : hearts::words::kPlayerLanguages) {
    codes.emplace(languageCode(l));
    names.emplace(nativeName(l));
    CHECK(parseLanguage(languageCode(l)) == l);
  }
  CHECK(codes.size() == hearts::words::kPlayerLanguages.size());
  CHECK(names.size() == hearts::words::kPlayerLanguages.size());
  CHECK(nativeName(Language::German) == "Deutsch");
  CHECK(nativeName(Language::Japanese) == "\u65e5\u672c\u8a9e");
}

TEST_CASE("Locales as browsers and systems write them find their language") {
  CHECK(parseLanguage("de") == Language::German);
  CHECK(parseLanguage("de-AT") == Language::German);
  CHECK(parseLanguage("de_DE.UTF-8") == Language::German);
  CHECK(parseLanguage("FR_ca") == Language::French);
  CHECK(parseLanguage("pt-BR") == Language::PortugueseBrazil);
  CHECK(parseLanguage("pt_PT") == Language::PortugueseBrazil);
  CHECK(parseLanguage("ru_RU@euro") == Language::Russian);
  CHECK(parseLanguage("zh-CN") == Language::ChineseSimplified);
  CHECK(parseLanguage("zh-Hans-SG") == Language::ChineseSimplified);
  CHECK(parseLanguage("zh") == Language::ChineseSimplified);
  CHECK(parseLanguage("pseudo") == Language::Pseudo);
}

TEST_CASE("Languages the game does not speak, and traditional Chinese, find none") {
  CHECK_FALSE(parseLanguage("sv-SE"));
  CHECK_FALSE(parseLanguage("zh-TW"));
  CHECK_FALSE(parseLanguage("zh-Hant"));
  CHECK_FALSE(parseLanguage("C"));
  CHECK_FALSE(parseLanguage(""));
  CHECK_FALSE(parseLanguage("x"));
}

TEST_CASE("The first preferred locale the game speaks is chosen, else English") {
  CHECK(preferredLanguage({"sv-SE", "nl-BE", "de"}) == Language::Dutch);
  CHECK(preferredLanguage({"zh-TW", "ja-JP"}) == Language::Japanese);
  CHECK(preferredLanguage({"sv", "fi"}) == Language::English);
  CHECK(preferredLanguage({}) == Language::English);
  // A player's system never starts the game in the test language.
  CHECK(preferredLanguage({"en-XA", "it"}) == Language::Italian);
}
