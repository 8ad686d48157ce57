// The Claim button: on the table only while the player may claim the rest of the hand, and
// the K key does the same.
#include <doctest/doctest.h>

#include <array>
#include <optional>
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
  for (const Button& b : model.frame(0).buttons)
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
    GameSession game(GameSpec{Match(*open), BotLevel::Random, Pacing::fast(), 1}, 0);
    ScreenModel model(metrics);
    model.setSession(&game);
    model.layOut({1280, 720, 1});
    CHECK_FALSE(hasClaim(model));
    model.handle(Input::letterDown('k'), 0);
    CHECK(game.match().actions() == open->actions());
  }
  GameSession game(GameSpec{Match(*decided), BotLevel::Random, Pacing::fast(), 1}, 0);
  ScreenModel model(metrics);
  model.setSession(&game);
  model.layOut({1280, 720, 1});
  REQUIRE(hasClaim(model));
  model.handle(Input::letterDown('k'), 0);
  CHECK(game.state().phase() != Phase::Playing);
  CHECK_FALSE(hasClaim(model));
  // Undone, the button is back; pressed, it claims as the key did.
  REQUIRE(game.desk().undo(0));
  REQUIRE(hasClaim(model));
  for (const Button& b : model.frame(0).buttons)
    if (b.id == ButtonId::Claim) model.handle(Input::pointerDown(b.rect.center()), 0);
  CHECK(game.state().phase() != Phase::Playing);
}

TEST_CASE("the Claim button lies on no card of the trick, and a last card is never claimed") {
  const auto decided = testing::claimMoment(0, [](ClaimKind k) { return k != ClaimKind::None; });
  REQUIRE(decided);
  NoText metrics;
  for (const std::array<float, 3>& size : {std::array<float, 3>{1280, 800, 1}, {390 * 3, 844 * 3, 3},
                                            {360, 640, 1}, {800, 480, 1}, {2560, 1440, 2}}) {
    const float w = size[0], h = size[1], dpr = size[2];
    CAPTURE(w);
    GameSession game(GameSpec{Match(*decided), BotLevel::Random, Pacing::fast(), 1}, 0);
    ScreenModel model(metrics);
    model.setSession(&game);
    model.layOut({w, h, dpr});
    bool seen = false;
    for (const Button& b : model.frame(0).buttons) {
      if (b.id != ButtonId::Claim) continue;
      seen = true;
      for (const Rect& trick : model.layout().trick) CHECK(intersect(b.rect, trick).empty());
      CHECK(intersect(b.rect, model.layout().handArea).empty());
    }
    CHECK(seen);
  }
  // The last trick, the player to play: decided, yet nothing to claim.
  std::optional<Match> lastCard;
  for (std::uint64_t seed = 1; seed < 200 && !lastCard; ++seed) {
    Match m = testing::gameAfter(*presetRules("classic"), seed, 0);
    while (m.state().phase() == Phase::Playing &&
           !(m.state().firstToAct() == 0 && m.state().hand(0).size() == 1))
      m.apply(Action::makePlay(m.state().firstToAct(), m.state().legalPlays().lowest()));
    if (m.state().hand(0).size() == 1 && claimKind(m.state(), 0) != ClaimKind::None) lastCard = m;
  }
  REQUIRE(lastCard);
  GameSession last(GameSpec{std::move(*lastCard), BotLevel::Random, Pacing::fast(), 1}, 0);
  CHECK(last.table().claimable(0) != ClaimKind::None);
  CHECK_FALSE(last.desk().canClaim());
}
