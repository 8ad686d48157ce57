// The bot interface for every level: legal answers everywhere, anytime, reproducible.
#include <algorithm>
#include <chrono>
#include <doctest/doctest.h>

#include "ai/search_bot.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

using aitest::legalDecision;
using aitest::randomSituation;
using aitest::seatToAct;

constexpr ai::Budget kSmallBudget{200, 0};

TEST_CASE("makeBot knows the five levels and refuses other names") {
  const std::string_view expected[] = {"random", "easy", "medium", "hard", "expert"};
  REQUIRE(ai::botLevels().size() == std::size(expected));
  for (std::size_t i = 0; i < std::size(expected); ++i) CHECK(ai::levelName(ai::botLevels()[i]) == expected[i]);
  for (ai::BotLevel level : ai::botLevels()) {
    const std::string_view name = ai::levelName(level);
    CHECK(ai::isBotLevel(name));
    CHECK(ai::parseLevel(name) == level);
    auto bot = ai::makeBot(level, 1);
    REQUIRE(bot);
    CHECK(bot->name() == name);
  }
  CHECK_FALSE(ai::parseLevel("shooter"));  // the arena's
  CHECK_FALSE(ai::isBotLevel("expert:moon_defence=0"));
  CHECK_FALSE(ai::parseLevel("grandmaster"));
  CHECK_FALSE(ai::isBotLevel("grandmaster"));
}

TEST_CASE("medium, hard and expert can be told who goes for the moon; random and easy cannot") {
  CHECK_FALSE(ai::canBeTold(ai::BotLevel::Random));
  CHECK_FALSE(ai::canBeTold(ai::BotLevel::Easy));
  for (ai::BotLevel level : {ai::BotLevel::Medium, ai::BotLevel::Hard, ai::BotLevel::Expert})
    CHECK(ai::canBeTold(level));
}

TEST_CASE("every level decides legally in random situations under every preset") {
  for (const Preset& preset : presets()) {
    for (int i = 0; i < 24; ++i) {
      const GameState g = randomSituation(preset.rules, 1000 + static_cast<std::uint64_t>(i),
                                          (i * 7) % 64);
      const int seat = seatToAct(g);
      for (ai::BotLevel level : ai::botLevels()) {
        auto bot = ai::makeBot(level, static_cast<std::uint64_t>(i));
        const ai::Decision d = ai::decide(*bot, g, seat, kSmallBudget);
        INFO(std::string(preset.name), " situation ", i, " level ", std::string(ai::levelName(level)), " phase ", std::string(phaseName(g.phase())));
        CHECK(legalDecision(g, seat, d));
      }
    }
  }
}

TEST_CASE("a table of all levels plays whole games legally under every preset") {
  for (const Preset& preset : presets()) {
    GameState g = GameState::newGame(preset.rules, 77);
    const ai::BotLevel seats[4] = {ai::BotLevel::Easy, ai::BotLevel::Medium, ai::BotLevel::Hard,
                                   ai::BotLevel::Expert};
    std::unique_ptr<ai::Bot> bots[4];
    for (int s = 0; s < 4; ++s) bots[s] = ai::makeBot(seats[s], static_cast<std::uint64_t>(s));
    int hands = 0;
    const ai::PlayResult r = ai::playGame(g, ai::botsChoose(bots, ai::Budget{60, 0}),
                                          [&hands](const GameState&) { return ++hands < 40; });
    INFO(std::string(preset.name), " hand ", g.handNumber(), " seat ", r.refused.seat, " phase ", std::string(phaseName(g.phase())));
    REQUIRE(r.ok());
    CHECK(g.phase() == Phase::GameOver);
  }
}

TEST_CASE("a search bot has a legal answer right after begin and after every slice") {
  const Rules rules = *presetRules("standard");
  for (int i = 0; i < 12; ++i) {
    const GameState g = randomSituation(rules, 500 + static_cast<std::uint64_t>(i), i * 5);
    const int seat = seatToAct(g);
    for (ai::BotLevel level : {ai::BotLevel::Hard, ai::BotLevel::Expert}) {
      auto bot = ai::makeBot(level, 3);
      bot->begin(g.viewFor(seat), seat, ai::Budget{300, 0});
      CHECK(legalDecision(g, seat, bot->decision()));
      while (!bot->think(13)) CHECK(legalDecision(g, seat, bot->decision()));
      CHECK(legalDecision(g, seat, bot->decision()));
    }
  }
}

TEST_CASE("the same seed and iteration budget give the same decision") {
  const Rules rules = *presetRules("standard");
  for (int i = 0; i < 10; ++i) {
    const GameState g = randomSituation(rules, 900 + static_cast<std::uint64_t>(i), i * 6);
    const GameState other = randomSituation(rules, 50 + static_cast<std::uint64_t>(i), 30);
    const int seat = seatToAct(g);
    for (ai::BotLevel level : ai::botLevels()) {
      auto a = ai::makeBot(level, 42);
      auto b = ai::makeBot(level, 42);
      // A bot that decided something else first must still answer the same.
      ai::decide(*b, other, seatToAct(other), ai::Budget{500, 0});
      const ai::Decision da = ai::decide(*a, g, seat, ai::Budget{500, 0});
      const ai::Decision db = ai::decide(*b, g, seat, ai::Budget{500, 0});
      INFO("situation ", i, " level ", std::string(ai::levelName(level)));
      CHECK(da.pass == db.pass);
      CHECK(da.play == db.play);
    }
  }
}

TEST_CASE("thinking in small slices gives the same decision as thinking at once") {
  const Rules rules = *presetRules("standard");
  // Every value the game's levels leave alone, changed as the arena's shooter changes them.
  ai::SearchLevel other = ai::SearchLevel::hard();
  other.name = "other";
  other.iterations = 2000;
  other.stopWhenClear = false;
  other.moonPlans = ai::MoonPlans::EveryCard;
  other.planDefence = ai::PlanDefence::Policy;
  other.moonBonus = 26;
  other.moonDefence = false;
  for (int i = 0; i < 10; ++i) {
    const GameState g = randomSituation(rules, 700 + static_cast<std::uint64_t>(i), i * 6);
    const int seat = seatToAct(g);
    for (const ai::SearchLevel& level : {ai::SearchLevel::hard(), ai::SearchLevel::expert(), other}) {
      for (std::int64_t slice : {1, 7, 100}) {
        ai::SearchBot whole(level, 9);
        ai::SearchBot sliced(level, 9);
        const ai::Budget budget{1500, 0};
        ai::decide(whole, g, seat, budget);
        sliced.begin(g.viewFor(seat), seat, budget);
        int calls = 0;
        while (!sliced.think(slice)) ++calls;
        INFO("situation ", i, " ", level.name, " slice ", slice);
        CHECK(whole.decision().pass == sliced.decision().pass);
        CHECK(whole.decision().play == sliced.decision().play);
        CHECK(whole.playoutsDone() == sliced.playoutsDone());
        if (whole.playoutsDone() > slice) CHECK(calls > 0);
      }
    }
  }
}

TEST_CASE("expert spends its whole iteration budget when there is a choice") {
  const Rules rules = *presetRules("standard");
  for (int i = 0; i < 8; ++i) {
    const GameState g = randomSituation(rules, 300 + static_cast<std::uint64_t>(i), i * 7);
    const int seat = seatToAct(g);
    ai::SearchBot bot(ai::SearchLevel::expert(), 1);
    bot.begin(g.viewFor(seat), seat, ai::Budget{1000, 0});
    while (!bot.think(64)) {
    }
    const bool choice = g.phase() == Phase::Passing || g.legalPlays().size() > 1;
    if (choice) CHECK(bot.playoutsDone() == 1000);
  }
}

TEST_CASE("given a time to spend, expert thinks until it is up and hard stops at its own work") {
  const Rules rules = *presetRules("standard");
  // A pass, where there is always a choice to think about.
  const GameState g = randomSituation(rules, 4242, 0);
  REQUIRE(g.phase() == Phase::Passing);
  const int seat = seatToAct(g);
  const auto thinkFor = [&](ai::SearchBot& bot, ai::Budget budget) {
    const auto t0 = std::chrono::steady_clock::now();
    bot.begin(g.viewFor(seat), seat, budget);
    while (!bot.think(64)) {
    }
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
        .count();
  };
  // Hard does its own work and stops there, however much time it is given.
  ai::SearchBot hard(ai::SearchLevel::hard(), 3);
  thinkFor(hard, ai::Budget{0, 100000, true});
  CHECK(hard.playoutsDone() > 0);
  CHECK(hard.playoutsDone() <= ai::SearchLevel::hard().iterations);

  // An expert whose own work is small, so that the time decides.
  ai::SearchLevel small = ai::SearchLevel::expert();
  small.iterations = 500;
  small.playWork = 0;
  ai::SearchBot spender(small, 3);
  CHECK(thinkFor(spender, ai::Budget{0, 150, true}) >= 150);
  CHECK(spender.playoutsDone() > 0);
  // A time that is only a limit: the level's own work and no more.
  ai::SearchBot limited(small, 3);
  thinkFor(limited, ai::Budget{0, 100000, false});
  CHECK(limited.playoutsDone() == 500);
}

TEST_CASE("a forced card is answered without searching") {
  const Rules rules = *presetRules("standard");
  // Hand 4 has no passing: the holder of the 2 of clubs must lead it.
  GameState g = GameState::newGame(rules, 11);
  ai::playHand(g, [](const GameState& s, int seat) -> std::optional<ai::Decision> {
    if (s.phase() != Phase::Passing) return std::nullopt;
    ai::RandomBot r(1);
    return ai::decide(r, s, seat, ai::Budget{});
  });
  REQUIRE(g.phase() == Phase::Playing);
  const int seat = g.firstToAct();
  ai::SearchBot bot(ai::SearchLevel::expert(), 1);
  bot.begin(g.viewFor(seat), seat, ai::Budget{100000, 0});
  CHECK(bot.think(1));
  CHECK(bot.playoutsDone() == 0);
  CHECK(bot.decision().play == kTwoOfClubs);
}

TEST_CASE("a time budget bounds the wait however many iterations are allowed") {
  const Rules rules = *presetRules("standard");
  // A card to choose among several, so that the search has work to do.
  GameState g = randomSituation(rules, 4242, 10);
  for (std::uint64_t seed = 4243; g.phase() != Phase::Playing || g.legalPlays().size() < 4; ++seed)
    g = randomSituation(rules, seed, 10);
  const int seat = seatToAct(g);
  ai::SearchBot bot(ai::SearchLevel::expert(), 5);
  bot.begin(g.viewFor(seat), seat, ai::Budget{std::int64_t{1} << 40, 30});
  while (!bot.think(64)) {
  }
  CHECK(legalDecision(g, seat, bot.decision()));
  // Stopped by the time, with almost all of its iterations left.
  CHECK(bot.playoutsDone() > 0);
  CHECK(bot.playoutsDone() < (std::int64_t{1} << 30));
}

}  // namespace
}  // namespace hearts
