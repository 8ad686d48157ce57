// Launch options from the command line and from URL parameters: odd values get a message
// and the default, never a failure.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/options.h"
#include "words/language.h"

using namespace hearts;
using namespace hearts::app;

namespace {

bool mentions(const Options& o, const std::string& word) {
  for (const auto& m : o.messages)
    if (m().find(word) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("command-line options in both spellings") {
  const char* argv[] = {"hearts", "--seed", "123", "--preset=omnibus", "--fast",
                        "--size", "360x640", "--frames", "5", "--screenshot", "out.png",
                        "--level", "random", "--autoplay"};
  const Options o = parseOptions(paramsFromArgs(14, argv), true);
  CHECK(o.messages.empty());
  REQUIRE(o.seed);
  CHECK(*o.seed == 123u);
  CHECK(o.preset == "omnibus");
  CHECK(o.level == BotLevel::Random);
  CHECK(o.fast);
  CHECK(o.autoplay);
  CHECK(o.width == 360);
  CHECK(o.height == 640);
  CHECK(o.frames == 5);
  CHECK(o.screenshot == "out.png");
}

TEST_CASE("URL parameters, percent-decoded") {
  const Options o =
      parseOptions(paramsFromQuery("?seed=42&preset=pass%2Dtwo&level=random&fast=1"), false);
  CHECK(o.messages.empty());
  CHECK(*o.seed == 42u);
  CHECK(o.preset == "pass-two");
  CHECK(o.fast);
  const Params p = paramsFromQuery("a=b+c&&flag&x=%41%zz");
  REQUIRE(p.size() == 3);
  CHECK(p[0].second == "b c");
  CHECK(p[1].first == "flag");
  CHECK(p[2].second == "A%zz");  // a broken escape stays as it was
}

TEST_CASE("odd values get a message and the default") {
  const Options o = parseOptions(
      paramsFromQuery("seed=abc&preset=poker&level=grandmaster&fast=maybe&autoplay=2"), false);
  CHECK(!o.seed);
  CHECK(!o.newGame);  // nothing usable: the saved game goes on
  CHECK(o.preset.empty());
  CHECK_FALSE(o.level.has_value());
  CHECK(!o.fast);
  CHECK(o.messages.size() == 5);
  CHECK(mentions(o, "abc"));
  CHECK(mentions(o, "poker"));
  CHECK(mentions(o, "grandmaster"));
  CHECK(mentions(o, "maybe"));
}

TEST_CASE("once read, the address keeps only what a reload should repeat") {
  using V = std::vector<std::string>;
  // A deal and settings, used or refused, are spent; a bot in the player's seat and the
  // page's own parameters stay.
  CHECK(parseOptions(paramsFromQuery("seed=5&level=medium&utm=x&autoplay=1"), false).spent ==
        V{"seed", "level"});
  CHECK(parseOptions(paramsFromQuery("level=zzz&speed=warp&daily=someday&fast=1&autoplay=maybe"), false).spent ==
        V{"level", "speed", "daily", "fast", "autoplay"});
  CHECK(parseOptions(paramsFromQuery("preset=classic&rules=%7Bnope&autoplay=0"), false).spent ==
        V{"preset", "rules", "autoplay"});
  CHECK(parseOptions(paramsFromQuery("test=1"), false).spent.empty());
}

TEST_CASE("a link starts a new game with what it has that can be used") {
  const Options o = parseOptions(paramsFromQuery("seed=9&preset=poker"), false);
  CHECK(o.newGame);
  CHECK(*o.seed == 9u);
  CHECK(o.preset.empty());
  CHECK(mentions(o, "poker"));
  CHECK(parseOptions(paramsFromQuery("preset=classic"), false).newGame);
  CHECK(!parseOptions(paramsFromQuery("rules=%7Bnope"), false).newGame);
  CHECK(!parseOptions(paramsFromQuery("level=hard&fast=1"), false).newGame);
}

TEST_CASE("seeds: the whole 64-bit range, nothing beyond it, no signs or spaces") {
  CHECK(*parseOptions({{"seed", "18446744073709551615"}}, false).seed == 18446744073709551615ull);
  for (const char* bad : {"18446744073709551616", "-1", " 5", "5 ", "", "0x10"})
    CHECK(!parseOptions({{"seed", bad}}, false).seed);
}

TEST_CASE("a seed that cannot be used is told what is wrong with it") {
  const auto said = [](const char* seed) {
    const Options o = parseOptions({{"seed", seed}}, false);
    REQUIRE(o.messages.size() == 1);
    return o.messages[0]();
  };
  CHECK(said("-5") == "Seed \"-5\" is negative: seeds go from 0 to 18446744073709551615, so it "
                      "was not used");
  CHECK(said("12345678901234567890123") ==
        "Seed \"12345678901234567890123\" is too large: the largest is 18446744073709551615, so "
        "it was not used");
  CHECK(said("18446744073709551616").find("is too large") != std::string::npos);
  for (const char* odd : {"abc", "0x10", " 5", "-", "-x", "", "4.5"})
    CHECK(said(odd).find("is not a whole number") != std::string::npos);
}

TEST_CASE("desktop-only options are not taken from a URL, and unknown URL keys are ignored") {
  const Options web = parseOptions(paramsFromQuery("frames=10&screenshot=x.png&utm_source=x"), false);
  CHECK(web.frames == 0);
  CHECK(web.screenshot.empty());
  CHECK(web.messages.empty());
  CHECK(!web.newGame);
  const char* argv[] = {"hearts", "--bogus", "--size", "wide", "--frames", "-3"};
  const Options native = parseOptions(paramsFromArgs(6, argv), true);
  CHECK(mentions(native, "--bogus"));
  CHECK(mentions(native, "wide"));
  CHECK(mentions(native, "frames"));
  CHECK(native.width == 0);
  CHECK(native.frames == 0);
}

TEST_CASE("a screenshot without a frame count draws a second of frames first") {
  const char* argv[] = {"hearts", "--screenshot", "a.png"};
  CHECK(parseOptions(paramsFromArgs(3, argv), true).frames == 60);
}

TEST_CASE("the default level is medium; the usage names the options") {
  CHECK(defaultLevel() == BotLevel::Medium);
  CHECK(!defaultPreset().empty());
  CHECK(usage().find("--seed") != std::string::npos);
}

TEST_CASE("--version and --help are desktop flags that the page ignores") {
  const char* argv[] = {"hearts", "--version"};
  const Options native = parseOptions(paramsFromArgs(2, argv), true);
  CHECK(native.version);
  CHECK_FALSE(native.help);
  CHECK(native.messages.empty());
  const Options web = parseOptions(paramsFromQuery("version=1&help=1"), false);
  CHECK_FALSE(web.version);
  CHECK_FALSE(web.help);
  CHECK(usage().find("--version") != std::string::npos);
}

TEST_CASE("the table's pace from a link or the command line, by name") {
  const Options web = parseOptions(paramsFromQuery("speed=quick"), false);
  REQUIRE(web.speed);
  CHECK(*web.speed == hearts::ui::Speed::Quick);
  const char* argv[] = {"hearts", "--speed", "relaxed"};
  const Options native = parseOptions(paramsFromArgs(3, argv), true);
  REQUIRE(native.speed);
  CHECK(*native.speed == hearts::ui::Speed::Relaxed);
  const Options odd = parseOptions(paramsFromQuery("speed=warp"), false);
  CHECK_FALSE(odd.speed);
  CHECK(mentions(odd, "warp"));
  for (hearts::ui::Speed s : hearts::ui::kSpeeds) CHECK(hearts::ui::parseSpeed(hearts::ui::speedName(s)) == s);
}

TEST_CASE("the daily deal from a link or the command line: today's, or a date's") {
  const Options today = parseOptions(paramsFromQuery("daily"), false);
  CHECK(today.daily);
  CHECK(today.newGame);
  CHECK_FALSE(today.dailyDate);
  const Options dated = parseOptions(paramsFromQuery("?daily=2026-11-28"), false);
  CHECK(dated.daily);
  REQUIRE(dated.dailyDate);
  CHECK(dateText(*dated.dailyDate) == "2026-11-28");
  const char* argv[] = {"hearts", "--daily", "2026-11-28", "--fast"};
  const Options cli = parseOptions(paramsFromArgs(4, argv), true);
  CHECK(cli.messages.empty());
  REQUIRE(cli.dailyDate);
  CHECK(cli.fast);
  // --daily alone is today's, even before another flag.
  const char* bare[] = {"hearts", "--daily", "--fast"};
  const Options alone = parseOptions(paramsFromArgs(3, bare), true);
  CHECK(alone.daily);
  CHECK_FALSE(alone.dailyDate);
  CHECK(alone.fast);
  const Options bad = parseOptions(paramsFromQuery("daily=2026-02-30"), false);
  CHECK_FALSE(bad.daily);
  CHECK_FALSE(bad.newGame);
  CHECK(mentions(bad, "2026-02-30"));
}

TEST_CASE("the language from a link or the command line: a code, a region's, a system's locale") {
  using words::Language;
  CHECK(parseOptions(paramsFromQuery("lang=de"), false).language == Language::German);
  CHECK(parseOptions(paramsFromQuery("lang=pt-BR"), false).language == Language::PortugueseBrazil);
  CHECK(parseOptions(paramsFromQuery("lang=de_AT.UTF-8"), false).language == Language::German);
  CHECK(parseOptions(paramsFromQuery("lang=zh-Hans"), false).language == Language::ChineseSimplified);
  const char* argv[] = {"hearts", "--lang", "ru", "--lang=pt_BR"};
  const Options native = parseOptions(paramsFromArgs(4, argv), true);
  CHECK(native.messages.empty());
  CHECK(native.language == Language::PortugueseBrazil);  // the last one given
  // Kept as the player's setting: a reload does not ask for it again.
  CHECK(parseOptions(paramsFromQuery("lang=fr&utm=x"), false).spent == std::vector<std::string>{"lang"});
  CHECK(usage().find("--lang") != std::string::npos);
}

TEST_CASE("a language the game does not speak gets a message naming those it does, and changes nothing") {
  for (const char* odd : {"klingon", "zh-TW", "", "x-de"}) {
    CAPTURE(odd);
    const Options o = parseOptions({{"lang", odd}}, false);
    CHECK_FALSE(o.language);
    CHECK(!o.newGame);
    REQUIRE(o.messages.size() == 1);
    CHECK(mentions(o, "\"" + std::string(odd) + "\""));
    CHECK(mentions(o, "en, de, fr, es, it, pt_BR, nl, pl, ru, ja, zh_CN"));
  }
}
