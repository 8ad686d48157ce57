#include "words/plural.h"

#include <doctest/doctest.h>

#include <string>

using hearts::words::PluralRule;

namespace {

PluralRule rule(const char* header) {
  std::string error;
  const auto r = PluralRule::parse(header, &error);
  INFO(error);
  REQUIRE(r.has_value());
  return *r;
}

}  // namespace

TEST_CASE("English has two plural forms: one for 1, the other for every other number") {
  const PluralRule english;
  CHECK(english.count() == 2);
  CHECK(english.form(1) == 0);
  CHECK(english.form(0) == 1);
  CHECK(english.form(2) == 1);
  CHECK(english.form(21) == 1);
}

TEST_CASE("French uses the singular for 0 and 1") {
  const auto french = rule("nplurals=2; plural=(n > 1);");
  CHECK(french.form(0) == 0);
  CHECK(french.form(1) == 0);
  CHECK(french.form(2) == 1);
}

TEST_CASE("Russian has three forms: 1, 21, 101 / 2-4, 22-24 / 5-20, 11-14, 25, 0") {
  const auto russian = rule(
      "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
      "(n%100<10 || n%100>=20) ? 1 : 2);");
  CHECK(russian.count() == 3);
  for (unsigned long n : {1ul, 21ul, 101ul, 1001ul}) CHECK(russian.form(n) == 0);
  for (unsigned long n : {2ul, 3ul, 4ul, 22ul, 24ul, 102ul}) CHECK(russian.form(n) == 1);
  for (unsigned long n : {0ul, 5ul, 11ul, 12ul, 14ul, 20ul, 25ul, 111ul}) CHECK(russian.form(n) == 2);
}

TEST_CASE("Polish has three forms: 1 alone, 2-4 and 22-24, the rest") {
  const auto polish = rule(
      "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);");
  CHECK(polish.form(1) == 0);
  CHECK(polish.form(21) == 2);
  CHECK(polish.form(22) == 1);
  CHECK(polish.form(12) == 2);
  CHECK(polish.form(5) == 2);
}

TEST_CASE("Japanese and Chinese have one form") {
  const auto one = rule("nplurals=1; plural=0;");
  CHECK(one.count() == 1);
  for (unsigned long n : {0ul, 1ul, 2ul, 100ul}) CHECK(one.form(n) == 0);
}

TEST_CASE("A form beyond the count falls back to the first") {
  CHECK(rule("nplurals=2; plural=n;").form(7) == 0);
}

TEST_CASE("Operators keep C's precedence and ! does not take the first half of !=") {
  const auto r = rule("nplurals=4; plural=!(n != 3) ? 3 : n < 2 || n >= 10 && n <= 12 ? 1 : 0;");
  CHECK(r.form(3) == 3);
  CHECK(r.form(1) == 1);
  CHECK(r.form(11) == 1);
  CHECK(r.form(5) == 0);
}

TEST_CASE("A header that is not a plural rule is refused with the reason") {
  std::string error;
  CHECK_FALSE(PluralRule::parse("nplurals=2;", &error));
  CHECK(error.find("plural=") != std::string::npos);
  CHECK_FALSE(PluralRule::parse("nplurals=2; plural=(n != 1;", &error));
  CHECK(error.find(")") != std::string::npos);
  CHECK_FALSE(PluralRule::parse("nplurals=2; plural=n ? 1;", &error));
  CHECK_FALSE(PluralRule::parse("nplurals=0; plural=0;", &error));
  CHECK_FALSE(PluralRule::parse("nplurals=2; plural=x;", &error));
  CHECK_FALSE(PluralRule::parse("nplurals=2; plural=n 1;", &error));
}
