// Learning over many hands who goes for the moon (src/ai/moon_watch.h); a player that goes
// for the moon is seen trying in tests/arena (the arena's shooter).
#include <doctest/doctest.h>

#include "ai/moon_watch.h"

namespace hearts {
namespace {

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
