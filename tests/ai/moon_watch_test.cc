// Learning over many hands who goes for the moon (src/ai/moon_watch.h).
#include <doctest/doctest.h>

#include <optional>

#include "ai/bot.h"
#include "ai/levels.h"
#include "ai/match_loop.h"
#include "ai/moon_watch.h"
#include "core/match.h"

namespace hearts {
namespace {

// A game of `levels` (one per seat, each with a small budget), `hands` hands long.
Match playHands(const std::array<const char*, 4>& levels, int hands, std::uint64_t seed) {
  Match m(*presetRules("standard"), seed);
  const ai::PlayResult r = ai::playGame(
      m,
      [&m, &levels, seed](const GameState& st, int seat) -> std::optional<ai::Decision> {
        auto bot = ai::makeBot(levels[static_cast<std::size_t>(seat)], seed + m.actions().size());
        REQUIRE(bot);
        return ai::decide(*bot, st, seat, ai::Budget{60, 0});
      },
      [&m, hands](const GameState&) { return static_cast<int>(m.hands().size()) < hands; });
  REQUIRE(r.ok());
  return m;
}

TEST_CASE("a player that goes for the moon shows it in its plays; one that plays the policy does not") {
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

TEST_CASE("a player is taken for a shooter only after enough tries in enough hands") {
  ai::MoonWatch w;
  for (int i = 0; i < 3; ++i) w.observe(true);
  CHECK_FALSE(w.likelyShooter());  // three tries, but in three hands
  for (int i = 0; i < 16; ++i) w.observe(false);
  CHECK_FALSE(w.likelyShooter());  // 19 hands
  w.observe(false);
  CHECK(w.likelyShooter());  // 3 tries in 20 hands: 15%

  ai::MoonWatch rare;
  for (int i = 0; i < 100; ++i) rare.observe(i % 20 == 0);  // 5 tries, 5%
  CHECK_FALSE(rare.likelyShooter());

  // Only about the last 200 hands count: a player who stops trying is no longer watched.
  ai::MoonWatch changed;
  for (int i = 0; i < 200; ++i) changed.observe(i % 5 == 0);
  CHECK(changed.likelyShooter());
  CHECK(changed.hands == doctest::Approx(200));
  for (int i = 0; i < 300; ++i) changed.observe(false);
  CHECK(changed.hands == doctest::Approx(200));
  CHECK_FALSE(changed.likelyShooter());
}

}  // namespace
}  // namespace hearts
