// The Claim button: on the table only while the player may claim the rest of the hand, and
// the K key does the same.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../session/test_games.h"
#include "session/game_session.h"
#include "ui/screen_model.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::session;

namespace {

// The table's own buttons measure no text.
class NoText final : public TextMetrics {
 public:
  Point measure(const std::string&, float, bool) override { return {}; }
  std::vector<std::string> wrap(const std::string& s, float, float, bool) override { return {s}; }
};

bool hasClaim(const ScreenModel& model) {
  for (const Button& b : model.buttons())
    if (b.id == ButtonId::Claim) return b.hookName() == "claim" && b.enabled;
  return false;
}

}  // namespace

TEST_CASE("the Claim button shows only when the player may claim, and K claims") {
  const auto open = testing::claimMoment(0, [](ClaimKind k) { return k == ClaimKind::None; });
  const auto decided = testing::claimMoment(0, [](ClaimKind k) { return k != ClaimKind::None; });
  REQUIRE(open);
  REQUIRE(decided);
  NoText metrics;
  {
    GameSession game(Match(*open), "random", Pacing::fast(), 1, 0);
    ScreenModel model(metrics);
    model.setSession(&game);
    model.resize(1280, 720, 1);
    CHECK_FALSE(hasClaim(model));
    model.handle(Input::letterDown('k'), 0);
    CHECK(game.match().actions() == open->actions());
  }
  GameSession game(Match(*decided), "random", Pacing::fast(), 1, 0);
  ScreenModel model(metrics);
  model.setSession(&game);
  model.resize(1280, 720, 1);
  REQUIRE(hasClaim(model));
  model.handle(Input::letterDown('k'), 0);
  CHECK(game.state().phase() != Phase::Playing);
  CHECK_FALSE(hasClaim(model));
  // Undone, the button is back; pressed, it claims as the key did.
  REQUIRE(game.undo(0));
  REQUIRE(hasClaim(model));
  for (const Button& b : model.buttons())
    if (b.id == ButtonId::Claim) model.handle(Input::pointerDown(b.rect.center()), 0);
  CHECK(game.state().phase() != Phase::Playing);
}
