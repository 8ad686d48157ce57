#include "words/catalog.h"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "words/words.h"

using hearts::words::Catalog;

namespace {

std::string fileBytes(const char* path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

Catalog sample(const char* path) {
  std::string error;
  auto c = Catalog::parse(fileBytes(path), &error);
  INFO(error);
  REQUIRE(c.has_value());
  return std::move(*c);
}

}  // namespace

TEST_CASE("A catalog made by msgfmt is read in either byte order") {
  for (const char* path : {HEARTS_TEST_CATALOG_LITTLE, HEARTS_TEST_CATALOG_BIG}) {
    CAPTURE(path);
    const Catalog c = sample(path);
    // Four translated messages; the untranslated one is not in a compiled catalog.
    CHECK(c.size() == 4);
    REQUIRE(c.find("", "Back"));
    CHECK(*c.find("", "Back") == "\u041d\u0430\u0437\u0430\u0434");
    CHECK(c.find("", "Not yet translated") == nullptr);
    CHECK(c.plurals().count() == 3);
  }
}

TEST_CASE("The same English in two contexts has two translations") {
  const Catalog c = sample(HEARTS_TEST_CATALOG_LITTLE);
  REQUIRE(c.find("the score sheet's button", "Back"));
  CHECK(*c.find("the score sheet's button", "Back") != *c.find("", "Back"));
  CHECK(c.find("another context", "Back") == nullptr);
}

TEST_CASE("A plural message gives the catalog's form for the number") {
  const Catalog c = sample(HEARTS_TEST_CATALOG_LITTLE);
  CHECK(*c.findPlural("", "{n} point", 1) == "{n} \u043e\u0447\u043a\u043e");
  CHECK(*c.findPlural("", "{n} point", 3) == "{n} \u043e\u0447\u043a\u0430");
  CHECK(*c.findPlural("", "{n} point", 11) == "{n} \u043e\u0447\u043a\u043e\u0432");
  CHECK(*c.findPlural("", "{n} point", 21) == "{n} \u043e\u0447\u043a\u043e");
}

TEST_CASE("Bytes that are not a catalog are refused with the reason, however they are cut") {
  std::string error;
  CHECK_FALSE(Catalog::parse("", &error));
  CHECK(error.find("short") != std::string::npos);
  CHECK_FALSE(Catalog::parse("{\"not\": \"a catalog\"}", &error));
  CHECK(error.find(".mo") != std::string::npos);
  const std::string whole = fileBytes(HEARTS_TEST_CATALOG_LITTLE);
  // Every cut of a real catalog is either read whole or refused; none is read wrong.
  for (std::size_t len = 0; len < whole.size(); ++len) {
    const auto c = Catalog::parse(std::string_view(whole).substr(0, len), &error);
    if (c) {
      CHECK(c->size() <= 4);
    }
  }
  // A catalog whose first message points past its end (the table of English texts starts
  // where the little-endian word at 12 says; each entry is a length and an offset).
  std::string broken = whole;
  const auto table = static_cast<std::size_t>(static_cast<unsigned char>(whole[12]));
  for (std::size_t i = 0; i < 4; ++i) broken[table + 4 + i] = '\x7f';
  CHECK_FALSE(Catalog::parse(broken, &error));
}

TEST_CASE("A sentence in a catalog orders its arguments its own way") {
  hearts::words::useLanguage(hearts::words::Language::Russian, sample(HEARTS_TEST_CATALOG_LITTLE));
  CHECK(hearts::words::tr("{name} passes {count} cards to {to}",
                          {{"name", "Ava"}, {"count", 3}, {"to", "Ben"}}) ==
        "Ben \u043f\u043e\u043b\u0443\u0447\u0430\u0435\u0442 3 \u043a\u0430\u0440\u0442\u044b "
        "\u043e\u0442 Ava");
  CHECK(hearts::words::trn("{n} point", "{n} points", 5) == "5 \u043e\u0447\u043a\u043e\u0432");
  CHECK(hearts::words::trc("the score sheet's button", "Back") == "\u041a \u0438\u0433\u0440\u0435");
  // What the catalog lacks is said in English.
  CHECK(hearts::words::tr("Not yet translated") == "Not yet translated");
  CHECK(hearts::words::languageReady());
  hearts::words::useLanguage(hearts::words::Language::English);
}

TEST_CASE("A translation that names other arguments than its English is said in English") {
  hearts::words::useLanguage(hearts::words::Language::German, sample(HEARTS_TEST_CATALOG_BAD_ARGS));
  CHECK(hearts::words::tr("{name} takes the trick", {{"name", "Ava"}}) == "Ava takes the trick");
  CHECK(hearts::words::trn("{n} point", "{n} points", 1) == "1 Punkt");
  CHECK(hearts::words::trn("{n} point", "{n} points", 2) == "2 points");
  hearts::words::useLanguage(hearts::words::Language::English);
}
