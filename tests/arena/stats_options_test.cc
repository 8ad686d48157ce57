// Confidence intervals and the command line.
#include <doctest/doctest.h>

#include <cmath>

#include "arena/options.h"
#include "arena/stats.h"

namespace hearts::arena {
namespace {

TEST_CASE("the 95% interval is Student's t times the standard error") {
  const Estimate e = estimate({1, 2, 3, 4, 5});
  CHECK(e.mean == doctest::Approx(3.0));
  CHECK(e.samples == 5);
  // sd = sqrt(2.5), t(0.975, 4) = 2.7764
  CHECK(e.ci95 == doctest::Approx(2.7764 * std::sqrt(2.5) / std::sqrt(5.0)).epsilon(1e-4));
  CHECK(estimate({4}).ci95 == 0);
  CHECK(estimate({}).samples == 0);
}

TEST_CASE("Student's t quantile is close to the normal one for many samples") {
  CHECK(studentT975(1) == doctest::Approx(12.7062));
  CHECK(studentT975(30) == doctest::Approx(2.0423));
  CHECK(studentT975(40) == doctest::Approx(2.0211).epsilon(1e-4));
  CHECK(studentT975(120) == doctest::Approx(1.9799).epsilon(1e-4));
  CHECK(studentT975(100000) == doctest::Approx(1.95998).epsilon(1e-4));
}

CommandLine parse(std::vector<std::string> args) { return parseCommandLine(args); }

TEST_CASE("four seats and the issue's options parse into the config") {
  const CommandLine cl = parse({"random", "--hands", "50", "ext:python3 bot.py --fast", "--seed=42",
                                "--duplicate", "--preset", "omnibus", "random", "--move-ms", "100",
                                "--iterations", "300", "random", "--json", "out.json",
                                "--threads", "3"});
  REQUIRE_MESSAGE(cl.error.empty(), cl.error);
  const ArenaConfig& c = cl.config;
  CHECK(c.players[0].level == "random");
  CHECK(c.players[1].external);
  CHECK(c.players[1].command == "python3 bot.py --fast");
  CHECK(c.count == 50);
  CHECK_FALSE(c.gamesMode);
  CHECK(c.seed == 42);
  CHECK(c.duplicate);
  CHECK(c.rules == presetRules("omnibus").value());
  CHECK(c.moveMs == 100);
  CHECK(c.iterations == 300);
  CHECK(c.threads == 3);
  CHECK(cl.jsonFile == "out.json");
  CHECK(c.watchMoons == 0);
  CHECK(parse({"random", "random", "random", "random", "--watch-moons", "0,2,3"}).config.watchMoons == 0b1101u);
  CHECK(parse({"random", "random", "random", "random", "--watch-moons=1"}).config.watchMoons == 0b0010u);
}

TEST_CASE("--rules changes options on top of the preset") {
  const CommandLine cl = parse({"random", "random", "random", "random", "--preset", "classic",
                                "--rules", R"({"moon":"shooter_chooses","target_score":50})"});
  REQUIRE_MESSAGE(cl.error.empty(), cl.error);
  CHECK(cl.config.rules.moon == MoonRule::ShooterChooses);
  CHECK(cl.config.rules.targetScore == 50);
  CHECK(cl.config.rules.tie == TieRule::PlayOn);  // from classic
}

TEST_CASE("wrong command lines are refused with a reason") {
  auto error = [](std::vector<std::string> args) { return parseCommandLine(args).error; };
  CHECK(error({"random", "random", "random"}).find("four seats") != std::string::npos);
  CHECK(error({"random", "random", "random", "grandmaster"}).find("grandmaster") != std::string::npos);
  CHECK(error({"random", "random", "random", "ext:"}).find("needs a command") != std::string::npos);
  CHECK(error({"random", "random", "random", "random", "--hands", "0"}).find("--hands") != std::string::npos);
  CHECK(error({"random", "random", "random", "random", "--hands", "5", "--games", "2"}).find("exclude") !=
        std::string::npos);
  CHECK(error({"random", "random", "random", "random", "--preset", "nope"}).find("unknown preset") !=
        std::string::npos);
  CHECK(error({"random", "random", "random", "random", "--rules", "{\"pass_count\":9}"}).find("pass_count") !=
        std::string::npos);
  CHECK(error({"random", "random", "random", "random", "--move-ms", "-5"}).find("--move-ms") != std::string::npos);
  CHECK(error({"random", "random", "random", "random", "--seed"}).find("needs a value") != std::string::npos);
  for (const char* watch : {"4", ",0", "01", "a", ""})
    CHECK(error({"random", "random", "random", "random", "--watch-moons", watch}).find("--watch-moons") !=
          std::string::npos);
  CHECK(error({"random", "random", "random", "random", "--frobnicate"}).find("unknown option") !=
        std::string::npos);
  CHECK(parseCommandLine({"--help"}).help);
}

TEST_CASE("the help says how the confidence intervals are computed") {
  const std::string text = usageText();
  CHECK(text.find("--duplicate") != std::string::npos);
  CHECK(text.find("confidence interval") != std::string::npos);
  CHECK(text.find("four rotations") != std::string::npos);
}

}  // namespace
}  // namespace hearts::arena
