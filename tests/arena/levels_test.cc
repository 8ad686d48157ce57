// The arena's players beyond the game's levels (arena/levels.h): the shooter and variants of
// the search levels, read from their names, and what the game's moon watch and advice make
// of the shooter.
#include <doctest/doctest.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "ai/match_loop.h"
#include "ai/moon_watch.h"
#include "ai/search_bot.h"
#include "../ai/ai_test_support.h"
#include "arena/levels.h"

using namespace hearts;
using namespace hearts::aitest;

namespace {

bool refused(std::string_view spec, std::string_view why) {
  return arena::checkBotSpec(spec).find(why) != std::string::npos;
}

}  // namespace

TEST_CASE("the arena reads the game's levels, the shooter and variants of the search levels") {
  for (ai::BotLevel level : ai::botLevels()) CHECK(arena::checkBotSpec(ai::levelName(level)).empty());
  CHECK(arena::checkBotSpec("shooter").empty());
  CHECK(arena::checkBotSpec("expert:moon_defence=0,iterations=300").empty());
  CHECK(arena::checkBotSpec("hard:others_weight=0.5,moon_defence=true").empty());
  CHECK(arena::checkBotSpec("medium:told_shooter=2").empty());
  CHECK(arena::checkBotSpec("expert:plan_defence=medium,moon_plans=every_card").empty());
  CHECK(arena::checkBotSpec("shooter:plan_defence=medium,moon_plans=plan_card,moon_bonus=0").empty());
  CHECK(refused("grandmaster", "not a bot level"));
  CHECK(refused("medium:moon_defence=1", "medium has one setting"));
  CHECK(refused("medium:told_shooter=4", "medium has one setting"));
  CHECK(arena::makeBot("medium:told_shooter=0", 1) == nullptr);
  CHECK(refused("easy:told_shooter=1", "only hard, expert and shooter"));
  CHECK(refused("expert:", "no settings"));
  CHECK(refused("expert:moon_defence", "key=value"));
  for (const char* bad : {"expert:moon_defence=maybe", "expert:iterations=-5", "expert:others_weight=nan",
                          "hard:pass_candidates=33", "expert:moon_pass_sets=33", "expert:plan_defence=3",
                          "expert:moon_plans=off", "hard:told_shooter=4"}) {
    CAPTURE(bad);
    CHECK(refused(bad, "bad value"));
  }
  // Values every level plays alike are no settings.
  CHECK(refused("hard:surprise_weight=40", "unknown setting"));
  const std::string unknown = arena::checkBotSpec("expert:depth=3");
  CHECK(unknown.find("unknown setting \"depth\"") != std::string::npos);
  CHECK(unknown.find("iterations") != std::string::npos);  // the keys there are are named
  CHECK(unknown.find("told_shooter") != std::string::npos);
  CHECK(arena::makeBot("expert:depth=3", 1) == nullptr);
}

TEST_CASE("a variant of a search level plays as the level with that value changed") {
  // The same seed and budget give the answer of a search without the moon defence, and a
  // no-op change gives the level's.
  auto variant = arena::makeBot("expert:moon_defence=0", 5);
  REQUIRE(variant);
  CHECK(variant->name() == "expert:moon_defence=0");
  ai::SearchLevel undefended = ai::SearchLevel::expert();
  undefended.moonDefence = false;
  int differ = 0;
  for (int i = 0; i < 12; ++i) {
    const GameState g = randomSituation(*presetRules("standard"), 300 + static_cast<std::uint64_t>(i), 8 + i);
    if (g.phase() != Phase::Playing) continue;
    const int seat = seatToAct(g);
    ai::SearchBot reference(undefended, 5);
    auto same = arena::makeBot("expert:moon_defence=1", 5);
    auto level = ai::makeBot(ai::BotLevel::Expert, 5);
    const ai::Budget budget{400, 0};
    const ai::Decision d = ai::decide(*variant, g, seat, budget);
    CHECK(d.play == ai::decide(reference, g, seat, budget).play);
    const ai::Decision defended = ai::decide(*level, g, seat, budget);
    CHECK(ai::decide(*same, g, seat, budget).play == defended.play);
    differ += d.play != defended.play;
  }
  CHECK(differ > 0);
}

TEST_CASE("a spec is read into a typed BotSpec, which plays as the spec") {
  arena::BotSpec c;
  REQUIRE(arena::parseBotSpec("expert", c).empty());
  CHECK(c.config.level == ai::BotLevel::Expert);
  CHECK(c.config.toldShooter == 0);
  CHECK_FALSE(c.search);
  REQUIRE(arena::parseBotSpec("medium:told_shooter=3", c).empty());
  CHECK(c.config.level == ai::BotLevel::Medium);
  CHECK(c.config.toldShooter == 3);
  CHECK_FALSE(c.search);
  REQUIRE(arena::parseBotSpec("shooter", c).empty());
  REQUIRE(c.search);
  CHECK(c.search->name == "shooter");
  CHECK(arena::canBeTold(c));
  REQUIRE(arena::parseBotSpec("hard:told_shooter=2,iterations=300", c).empty());
  CHECK(c.config.level == ai::BotLevel::Hard);
  CHECK(c.config.toldShooter == 2);
  REQUIRE(c.search);
  CHECK(c.search->iterations == 300);
  // A spec that is not read leaves the BotSpec as it was.
  CHECK_FALSE(arena::parseBotSpec("hard:depth=3", c).empty());
  CHECK(c.config.level == ai::BotLevel::Hard);
  CHECK(c.config.toldShooter == 2);
  REQUIRE(arena::parseBotSpec("easy", c).empty());
  CHECK_FALSE(arena::canBeTold(c));

  // Told of a shooter, a level decides as the spec that tells it does.
  for (const ai::BotLevel level : {ai::BotLevel::Medium, ai::BotLevel::Hard}) {
    const std::string spec = std::string(ai::levelName(level)) + ":told_shooter=2";
    CAPTURE(spec);
    for (int i = 0; i < 8; ++i) {
      const GameState g = randomSituation(*presetRules("standard"), 700 + static_cast<std::uint64_t>(i), 6 + 3 * i);
      const int seat = seatToAct(g);
      const ai::Budget budget{300, 0};
      const ai::Decision typed = ai::decide(*ai::makeBot(ai::BotConfig(level, 2), 9), g, seat, budget);
      const ai::Decision read = ai::decide(*arena::makeBot(spec, 9), g, seat, budget);
      CHECK(typed.play == read.play);
      CHECK(typed.pass == read.pass);
    }
  }
}

namespace {

// A game of these players (one per seat, each with a small budget), `hands` hands long.
Match playHands(const std::array<const char*, 4>& players, int hands, std::uint64_t seed) {
  Match m(*presetRules("standard"), seed);
  const ai::PlayResult r = ai::playGame(
      m,
      [&m, &players, seed](const GameState& st, int seat) -> std::optional<ai::Decision> {
        auto bot = arena::makeBot(players[static_cast<std::size_t>(seat)], seed + m.actions().size());
        REQUIRE(bot);
        return ai::decide(*bot, st, seat, ai::Budget{60, 0});
      },
      [&m, hands](const GameState&) { return static_cast<int>(m.hands().size()) < hands; });
  REQUIRE(r.ok());
  return m;
}

}  // namespace

TEST_CASE("the shooter shows its tries for the moon in its plays, and players of the policy do not") {
  std::array<int, 4> tries{};
  std::array<int, 4> signs{};
  int hands = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const Match m = playHands({"medium", "shooter", "medium", "medium"}, 12, seed);
    hands += static_cast<int>(m.hands().size());
    for (int seat = 0; seat < 4; ++seat) {
      const std::vector<int> bySeat = ai::moonTrySigns(m, seat);
      REQUIRE(bySeat.size() == m.hands().size());
      for (int s : bySeat) {
        tries[static_cast<std::size_t>(seat)] += s >= ai::kMoonTrySigns;
        signs[static_cast<std::size_t>(seat)] += s;
      }
    }
    // From a later hand on, the same counts for those hands only.
    const std::vector<int> all = ai::moonTrySigns(m, 1);
    const std::vector<int> later = ai::moonTrySigns(m, 1, 3);
    REQUIRE(later.size() == all.size() - 3);
    for (std::size_t i = 0; i < later.size(); ++i) CHECK(later[i] == all[i + 3]);
  }
  CAPTURE(hands);
  CAPTURE(tries);
  CAPTURE(signs);
  CHECK(tries[1] >= 2);
  CHECK(tries[0] + tries[2] + tries[3] == 0);
  CHECK(signs[1] > 3 * (signs[0] + signs[2] + signs[3]));
}

namespace {

// Plays the first hand of `seed` with the shooter in seat 1 and medium in the other seats
// until seat 0, to play with a choice, is advised something other than the cheapest card;
// that advice, or none.
std::optional<ai::Advice> adviceAgainstShooter(std::uint64_t seed) {
  GameState g = GameState::newGame(*presetRules("standard"), seed);
  std::array<std::unique_ptr<ai::Bot>, 4> bots;
  for (int s = 0; s < 4; ++s)
    bots[static_cast<std::size_t>(s)] = arena::makeBot(s == 1 ? "shooter" : "medium", seed + static_cast<std::uint64_t>(s));
  std::optional<ai::Advice> found;
  ai::playHand(g, [&bots, &found](const GameState& s, int seat) -> std::optional<ai::Decision> {
    if (s.phase() == Phase::MoonChoice) return std::nullopt;
    if (seat == 0 && s.phase() == Phase::Playing && s.legalPlays().size() > 1) {
      const ai::Advice a = advise(s, 0, 3000);
      if (a.options.front().cost > 0) {
        found = a;
        return std::nullopt;
      }
    }
    return ai::decide(*bots[static_cast<std::size_t>(seat)], s, seat, ai::Budget{1000});
  });
  return found;
}

}  // namespace

TEST_CASE("advice that is not the cheapest card says why: a guard against a moon, or a moon not tried") {
  // Seed 7: the shooter has the moon in sight, and the card that keeps a stopper costs a
  // little more than the cheapest.
  const auto guard = adviceAgainstShooter(7);
  REQUIRE(guard);
  CHECK(guard->guardsMoonOf == 1);
  CHECK(!guard->cheapestShoots);
  CHECK(guard->options.front().cost <= 0.5);
  CHECK(guard->options[1].cost == 0);
  // Seed 13: the cheapest card is a try for the moon that the expert does not make.
  const auto quiet = adviceAgainstShooter(13);
  REQUIRE(quiet);
  CHECK(quiet->cheapestShoots);
  CHECK(quiet->options.front().cost > 0.5);
}
