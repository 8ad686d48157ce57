// The expert in your chair (session/expert_chair.h) is the arena's game: the same deals, expert in
// seat 0 and the table's level in the others, each decision seeded as the game's table seeds
// it (--page-seeds). The game a player plays in the session, compared action by action with
// the record hearts-arena keeps of that game.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "arena/arena.h"
#include "arena_test_support.h"
#include "records/record.h"
#include "session/bot_runner.h"
#include "session/daily.h"
#include "session/game_session.h"

namespace hearts::arena {
namespace {

using session::GameSession;
using session::Stage;

constexpr double kFrame = 1000.0 / 60;

// The player's side: the first cards passed, the lowest legal card played, the next hand
// asked for, a moon added to the others.
void playerActs(GameSession& g, double now) {
  switch (g.table().stage()) {
    case Stage::Passing: {
      int n = 0;
      for (Card c : g.state().hand(0))
        if (n++ < g.state().rules().passCount) g.desk().clickCard(c, now);
      g.desk().confirmPass(now);
      break;
    }
    case Stage::Playing:
      if (g.table().playerToPlay()) g.desk().clickCard(g.desk().legalForPlayer().highest(), now);
      break;
    case Stage::MoonChoice:
      if (g.state().firstToAct() == 0) g.desk().chooseMoon(MoonChoice::AddToOthers, now);
      break;
    default: break;
  }
}

// The expert's game of `hands` hands of the daily deal's rules dealt from `seed`, at a table
// of `level`, as the session plays it beside a player.
Match sessionExpertGame(std::uint64_t seed, BotLevel level, int hands) {
  GameSession g(session::GameSpec{Match(session::dailyRules(), seed), level, session::Pacing::fast(), session::tableSeed(seed)}, 0);
  g.coach().setExpertInChair(true);
  double now = 0;
  for (int frame = 0; frame < 2000000; ++frame) {
    const bool handDone = g.table().stage() == Stage::HandSummary || g.table().stage() == Stage::GameOver;
    if (handDone && static_cast<int>(g.match().hands().size()) >= hands && !g.coach().expertPending()) break;
    if (handDone && !g.coach().expertPending()) g.desk().continueAfterHand(now);
    playerActs(g, now);
    g.update(now += kFrame, 20);
  }
  const Match* expert = g.coach().expertGame();
  REQUIRE(expert != nullptr);
  return expert ? *expert : Match(session::dailyRules(), seed);
}

TEST_CASE("the expert in your chair plays exactly the arena's game with expert in seat 0 on the game's seeds") {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("hearts-expert-chair-" + std::to_string(::getpid()));
  struct Case {
    std::uint64_t seed;
    std::string level;
  };
  for (const Case& t : {Case{20261128, "hard"}, Case{7, "medium"}}) {
    const std::uint64_t seed = t.seed;
    const std::string& level = t.level;
    CAPTURE(seed);
    CAPTURE(level);
    const int hands = 2;
    const Match expert = sessionExpertGame(seed, *parseLevel(level), hands);
    REQUIRE(expert.hands().size() == static_cast<std::size_t>(hands));

    ArenaConfig c = test::config({"expert", level, level, level}, hands);
    c.rules = session::dailyRules();
    c.seed = seed;
    c.pageSeeds = true;
    c.recordsDir = dir.string();
    runArena(c);
    std::ifstream in(dir / "hands-00001-r0.json");
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    const LoadedRecord arena = loadRecord(text.str());
    REQUIRE_MESSAGE(arena.match.has_value(), arena.error);
    CHECK(arena.match->seed() == seed);
    CHECK(arena.match->actions() == expert.actions());
    CHECK(arena.match->hands() == expert.hands());
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hearts::arena
