// The expert in your chair: the same hands played again with the expert in the player's seat,
// as soon as each hand is dealt, in slices when no bot at the table is deciding; compared hand
// by hand on the score sheet, kept in the record. (That it is exactly the arena's game with
// expert in seat 0 is proved in tests/arena/expert_chair_test.cc.)
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/levels.h"
#include "ai/random_bot.h"
#include "core/match.h"
#include "core/rules.h"
#include "records/record.h"
#include "session/announce.h"
#include "session/expert_chair.h"
#include "session/game_session.h"
#include "test_games.h"
#include "session/wording.h"

using namespace hearts;
using namespace hearts::session;

namespace {

constexpr double kFrame = 1000.0 / 60;

// A bot that needs `work` units of thinking before it answers as a random bot of its seed
// would: the expert's stand-in, slow enough to take many frames.
// Who thought, in order: 'T' a table bot still deciding, 't' one that has just decided,
// 'E' the expert; '|' between frames.
using ThinkLog = std::string;

class PatientBot final : public ai::Bot {
 public:
  PatientBot(std::uint64_t seed, std::int64_t work, char who, int* thinks, ThinkLog* log)
      : random_(seed), work_(work), who_(who), thinks_(thinks), log_(log) {}
  std::string name() const override { return "patient"; }
  void begin(const GameState& view, int seat, const ai::Budget& b) override {
    random_.begin(view, seat, b);
    left_ = work_;
  }
  bool think(std::int64_t units) override {
    if (thinks_) ++*thinks_;
    left_ -= units;
    random_.think(units);
    if (log_) *log_ += who_ == 'E' ? 'E' : left_ <= 0 ? 't' : 'T';
    return left_ <= 0;
  }
  ai::Decision decision() const override { return random_.decision(); }

 private:
  ai::RandomBot random_;
  std::int64_t work_;
  std::int64_t left_ = 0;
  char who_;
  int* thinks_;
  ThinkLog* log_;
};

struct ChairRig {
  double wall = 0;
  int expertThinks = 0;
  ThinkLog log;
  std::unique_ptr<GameSession> game;
  // Patient bots at the table (random ones answering after `tableWork` units of thinking,
  // several frames' worth) and in the expert's chair. Each reading of the wall clock costs
  // 0.25 ms.
  ChairRig(std::uint64_t seed, bool expertInChair, std::int64_t expertWork = 3000, std::int64_t tableWork = 4000) {
    game = std::make_unique<GameSession>(GameSpec{Match(*presetRules("classic"), seed), BotLevel::Random, Pacing::fast(), tableSeed(seed)}, 0, [this] { return wall += 0.25; }, [this, expertWork, tableWork](const ai::BotConfig& bot, std::uint64_t s) -> std::unique_ptr<ai::Bot> {
          if (bot.level == ai::BotLevel::Expert) return std::make_unique<PatientBot>(s, expertWork, 'E', &expertThinks, &log);
          return std::make_unique<PatientBot>(s, tableWork, 'T', nullptr, &log);
        });
    game->coach().setExpertInChair(expertInChair);
  }
};


}  // namespace

TEST_CASE("the expert in your chair begins when the hand is dealt, and the table never waits for it") {
  // The same game with and without the expert: every action at the table comes in the same
  // frame, and the expert has finished the hand by the time the player has.
  std::vector<std::pair<int, std::size_t>> without, with;
  for (const bool on : {false, true}) {
    ChairRig t(11, on);
    auto& log = on ? with : without;
    double now = 0;
    std::size_t seen = 0;
    int frame = 0;
    bool begunEarly = false;
    for (; frame < 100000 && t.game->table().stage() != Stage::HandSummary; ++frame) {
      // The player waits a second at each turn: time the expert uses.
      if (frame % 60 == 59) testing::playerMoves(*t.game, now);
      t.game->update(now += kFrame, 8);
      if (t.game->match().actions().size() != seen) {
        seen = t.game->match().actions().size();
        log.emplace_back(frame, seen);
      }
      if (on && frame < 30 && t.expertThinks > 0) begunEarly = true;
    }
    REQUIRE(t.game->table().stage() == Stage::HandSummary);
    if (on) {
      CHECK(begunEarly);  // during the pass, before the player has chosen
      // The expert keeps up: done within a few frames of the hand's end.
      for (int i = 0; i < 60 && t.game->coach().expertPending(); ++i) t.game->update(now += kFrame, 8);
      CHECK_FALSE(t.game->coach().expertPending());
      REQUIRE(t.game->coach().expertHands().size() == 1);
    } else {
      CHECK(t.game->coach().expertGame() == nullptr);
      CHECK(t.expertThinks == 0);
    }
  }
  CHECK(with == without);
}

TEST_CASE("the expert thinks only while no bot at the table is deciding") {
  ChairRig t(5, true, 200000, 20000);
  double now = 0;
  for (int frame = 0; frame < 3000 && t.game->table().stage() != Stage::HandSummary; ++frame) {
    if (frame % 40 == 39) testing::playerMoves(*t.game, now);
    t.game->update(now += kFrame, 8);
    t.log += '|';
  }
  // Never the expert right after a table bot that has not decided: a bot deciding has every
  // frame to itself until it has decided.
  CHECK(t.log.find("TE") == std::string::npos);
  CHECK(t.log.find('E') != std::string::npos);
  CHECK(t.log.find("tE") != std::string::npos);  // the rest of a frame once a bot has decided
  // And a bot deciding across frames thinks from the start of each.
  CHECK(t.log.find("|T") != std::string::npos);
}

TEST_CASE("after each hand the expert's points with the same cards stand beside the player's") {
  ChairRig t(3, true, 50);
  double now = 0;
  // The comparisons announced (for the screen reader), and whether each came after its hand
  // was seen to end.
  std::vector<GameEvent> compared;
  bool early = false;
  const auto collect = [&] {
    for (const GameEvent& e : t.game->takeEvents()) {
      if (e.kind != EventKind::ExpertCompared) continue;
      compared.push_back(e);
      early |= t.game->table().stage() != Stage::HandSummary && t.game->table().stage() != Stage::GameOver &&
               e.handNumber >= t.game->state().handNumber();
    }
  };
  for (int frame = 0; frame < 200000 && t.game->match().hands().size() < 2; ++frame) {
    testing::playerMoves(*t.game, now);
    if (t.game->table().stage() == Stage::HandSummary && !t.game->coach().expertPending()) t.game->desk().continueAfterHand(now);
    t.game->update(now += kFrame, 8);
    collect();
  }
  for (int i = 0; i < 1000 && (t.game->coach().expertPending() || t.game->table().stage() != Stage::HandSummary); ++i) {
    t.game->update(now += kFrame, 8);
    collect();
  }
  const auto hands = t.game->coach().expertHands();
  REQUIRE(hands.size() == 2);
  REQUIRE(compared.size() == 2);
  CHECK_FALSE(early);
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(compared[i].handNumber == hands[i].handNumber);
    CHECK(compared[i].points == hands[i].player);
    CHECK(compared[i].expertPoints == hands[i].expert);
  }
  CHECK(announcements({compared[1]}, t.game->state()) == std::vector<std::string>{expertHandText(hands[1])});
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(hands[i].handNumber == static_cast<int>(i) + 1);
    CHECK(hands[i].player == t.game->match().hands()[i].delta[0]);
    CHECK(hands[i].expert == t.game->coach().expertGame()->hands()[i].delta[0]);
  }
  const auto lines = expertChairLines(*t.game);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "The expert in your chair, with your cards");
  CHECK(lines[1] == expertHandText(hands[1]));
  CHECK(lines[2] == expertTotalText(hands));
  CHECK(pointsOverExpert(hands) ==
        hands[0].player + hands[1].player - hands[0].expert - hands[1].expert);
}

TEST_CASE("the expert's game depends on the seed alone, not on how the player plays: one par for everyone") {
  std::vector<Action> expertActions[2];
  std::vector<HandResult> expertHands[2];
  std::vector<HandResult> playerHands[2];
  for (int way = 0; way < 2; ++way) {
    ChairRig t(17, true, 50);
    double now = 0;
    for (int frame = 0; frame < 200000 && t.game->match().hands().size() < 2; ++frame) {
      // One player passes and plays their lowest cards, the other their highest.
      if (way == 0) {
        testing::playerMoves(*t.game, now);
      } else if (t.game->table().stage() == Stage::Passing) {
        CardSet high;
        for (Card c : t.game->state().hand(0)) high.add(c);
        while (high.size() > 3) high.remove(high.lowest());
        for (Card c : high) t.game->desk().clickCard(c, now);
        t.game->desk().confirmPass(now);
      } else if (t.game->table().playerToPlay()) {
        t.game->desk().clickCard(t.game->desk().legalForPlayer().highest(), now);
      } else if (t.game->table().stage() == Stage::MoonChoice && t.game->state().firstToAct() == 0) {
        t.game->desk().chooseMoon(MoonChoice::AddToOthers, now);
      }
      if (t.game->table().stage() == Stage::HandSummary && !t.game->coach().expertPending()) t.game->desk().continueAfterHand(now);
      t.game->update(now += kFrame, 8);
    }
    for (int i = 0; i < 1000 && t.game->coach().expertPending(); ++i) t.game->update(now += kFrame, 8);
    const Match* expert = t.game->coach().expertGame();
    if (!expert || expert->hands().size() < 2) {
      FAIL("the expert has not played two hands");
      return;
    }
    expertActions[way] = expert->actions();
    expertHands[way].assign(expert->hands().begin(), expert->hands().begin() + 2);
    playerHands[way].assign(t.game->match().hands().begin(), t.game->match().hands().begin() + 2);
  }
  // The players' games differ; the expert's are the same, action for action.
  CHECK_FALSE(playerHands[0] == playerHands[1]);
  CHECK(expertHands[0] == expertHands[1]);
  const std::size_t n = std::min(expertActions[0].size(), expertActions[1].size());
  CHECK(std::equal(expertActions[0].begin(), expertActions[0].begin() + static_cast<std::ptrdiff_t>(n),
                   expertActions[1].begin()));
}

TEST_CASE("the comparison says where the player did better") {
  CHECK(expertHandText({3, 8, 3}) == "Hand 3: you 8 \u00b7 the expert in your chair 3");
  CHECK(expertHandText({3, 3, 8}) ==
        "Hand 3: you 3 \u00b7 the expert in your chair 8: you did better, by 5 points");
  CHECK(expertHandText({1, 0, 0}) == "Hand 1: you 0 \u00b7 the expert in your chair 0: the same");
  CHECK(expertTotalText({{1, 10, 4}, {2, 21, 20}}) == "Over 2 hands: you 31, the expert 24 (7 points more)");
  CHECK(expertTotalText({{1, 4, 5}}) == "Over 1 hand: you 4, the expert 5 (you did better, by 1 point)");
  CHECK(expertTotalText({{1, 4, 4}}) == "Over 1 hand: you 4, the expert 4 (level)");
}

TEST_CASE("the expert's game is kept in the record and goes on from there; older records load without it") {
  ChairRig t(9, true, 50);
  double now = 0;
  for (int frame = 0; frame < 100000 && t.game->table().stage() != Stage::HandSummary; ++frame) {
    testing::playerMoves(*t.game, now);
    t.game->update(now += kFrame, 8);
  }
  for (int i = 0; i < 1000 && t.game->coach().expertPending(); ++i) t.game->update(now += kFrame, 8);
  REQUIRE(t.game->coach().expertGame());
  const LoadedRecord loaded = loadRecord(t.game->record());
  REQUIRE_MESSAGE(loaded.match.has_value(), loaded.error);
  REQUIRE(loaded.expertInChair.has_value());
  CHECK(loaded.expertInChair->actions() == t.game->coach().expertGame()->actions());

  GameSession again(GameSpec{*loaded.match, BotLevel::Random, Pacing::fast(), tableSeed(9)}, 0);
  REQUIRE(again.coach().restoreExpertGame(*loaded.expertInChair));
  again.coach().setExpertInChair(true);
  CHECK(again.coach().expertHands() == t.game->coach().expertHands());
  // A game of other deals is not taken for it.
  GameSession other(GameSpec{Match(*presetRules("classic"), 10), BotLevel::Random, Pacing::fast(), tableSeed(10)}, 0);
  CHECK_FALSE(other.coach().restoreExpertGame(*loaded.expertInChair));

  // A record written before the expert in your chair loads as it did.
  const LoadedRecord old = loadRecord(saveRecord(t.game->match(), "random"));
  REQUIRE(old.match.has_value());
  CHECK_FALSE(old.expertInChair.has_value());
  CHECK_FALSE(old.daily.has_value());
}

TEST_CASE("on, the expert in your chair says nothing before the first hand is over") {
  ChairRig t(4, true);
  double now = 0;
  for (int frame = 0; frame < 100000 && t.game->state().tricksPlayed() < 3; ++frame) {
    testing::playerMoves(*t.game, now);
    t.game->update(now += kFrame, 8);
  }
  REQUIRE(t.game->state().tricksPlayed() >= 3);
  CHECK(t.game->coach().expertGame() != nullptr);
  CHECK(expertChairLines(*t.game).empty());
}

TEST_CASE("off, the expert in your chair costs nothing and says nothing") {
  ChairRig t(4, false);
  double now = 0;
  for (int frame = 0; frame < 100000 && t.game->table().stage() != Stage::HandSummary; ++frame) {
    testing::playerMoves(*t.game, now);
    t.game->update(now += kFrame, 8);
  }
  CHECK(t.expertThinks == 0);
  CHECK(t.game->coach().expertGame() == nullptr);
  CHECK(expertChairLines(*t.game).empty());
  CHECK(loadRecord(t.game->record()).expertInChair == std::nullopt);
}

TEST_CASE("a pass is the same whoever passed first: bots' passes are seeded by the hand's start") {
  // The player passes at once in one game and after the bots in the other: the bots pass the
  // same cards (before, a bot's seed followed how many had passed before it).
  std::vector<Action> first, last;
  for (const bool early : {true, false}) {
    GameSession g(GameSpec{Match(*presetRules("classic"), 21), BotLevel::Easy, Pacing::fast(), tableSeed(21)}, 0);
    double now = 0;
    if (early) testing::playerMoves(g, now);
    for (int i = 0; i < 600 && g.table().stage() != Stage::Playing && g.table().stage() != Stage::Exchange; ++i) {
      g.update(now += kFrame, 8);
      if (!early && i == 300) testing::playerMoves(g, now);
    }
    auto& out = early ? first : last;
    for (const Action& a : g.match().actions())
      if (a.kind == Action::Kind::Pass && a.seat != 0) out.push_back(a);
    std::sort(out.begin(), out.end(), [](const Action& a, const Action& b) { return a.seat < b.seat; });
  }
  REQUIRE(first.size() == 3);
  CHECK(first == last);
}

TEST_CASE("fair play: the table's bots are handed their own view only, without the seed") {
  int views = 0;
  int leaks = 0;
  class Spy final : public ai::Bot {
   public:
    Spy(std::uint64_t seed, int* views, int* leaks) : random_(seed), views_(views), leaks_(leaks) {}
    std::string name() const override { return "spy"; }
    void begin(const GameState& view, int seat, const ai::Budget& b) override {
      ++*views_;
      bool leak = view.seed() != 0;
      for (int s = 0; s < 4; ++s)
        if (s != seat) leak |= !view.hand(s).empty() || !view.dealt(s).empty();
      *leaks_ += leak;
      random_.begin(view, seat, b);
    }
    bool think(std::int64_t units) override { return random_.think(units); }
    ai::Decision decision() const override { return random_.decision(); }

   private:
    ai::RandomBot random_;
    int* views_;
    int* leaks_;
  };
  GameSession g(GameSpec{Match(*presetRules("classic"), 77), BotLevel::Random, Pacing::fast(), tableSeed(77)}, 0, {}, [&](const ai::BotConfig&, std::uint64_t s) -> std::unique_ptr<ai::Bot> {
                  return std::make_unique<Spy>(s, &views, &leaks);
                });
  g.coach().setExpertInChair(true);
  double now = 0;
  for (int frame = 0; frame < 100000 && g.table().stage() != Stage::HandSummary; ++frame) {
    testing::playerMoves(g, now);
    g.update(now += kFrame, 8);
  }
  for (int i = 0; i < 1000 && g.coach().expertPending(); ++i) g.update(now += kFrame, 8);
  CHECK(views > 52);  // the table's bots and the expert's game's, passes and plays
  CHECK(leaks == 0);
}
