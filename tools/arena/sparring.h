// Sparring partners for the arena that go for the moon in other styles than `shooter`
// (arena/levels.h, which weighs a moon plan against the policy in its playouts).
// Never offered to a player, not in the game at all: they exist so that a moon defence can be
// measured against more than one way of shooting (docs/ARENA.md).
//
// - DeterminizedBot ("determinized"): plain determinized search. For each decision it deals
//   the unseen cards uniformly over the deals its view allows, then searches each deal as if
//   every hand were open (UCT with each seat maximising its own score, random play to the
//   end of the hand, a moon scored as the rules score it) and plays the card with the best
//   mean over the deals. Valuing only its own points, it finds a moon worth no more to the
//   shooter than a hand without points, and every defender in its search stops one at the
//   cost of a point: 8 moons in 400 hands at a table of four (docs/BENCHMARKS.md, "The uct
//   field").
// - "uct": the same search, set as the PIMC + UCT programs of the research literature that
//   shoot the moon often and leave its defence to their partners. A seat's reward for a hand
//   is winning it, 1 shared among the seats whose score rose least (a moon scored as the
//   rules score it: the shooter alone wins), else 0, so a defender gains nothing from stopping
//   a moon at the cost of a point and does it only where its search finds that it still wins;
//   interchangeable cards are tried once in the tree (ai/interchangeable.h); 30 deals of 333
//   iterations, UCB1's constant 0.8. It passes as the policy does, but a hand with three of
//   the five highest hearts keeps them for the moon and passes its lowest cards (docs/
//   BENCHMARKS.md, "The uct field").
// - CollectorBot ("collector"): plays medium's policy and passes as it does (nothing shows),
//   then, from its fifth trick on (startTrick 4, counted from 0), goes for every point card
//   while the moon is still open to it and it holds sure winners for all the tricks left but
//   three, or has already taken point cards with the moon open: a late collector that hides
//   its intent by ducking early.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ai/bot.h"
#include "ai/evaluation.h"
#include "ai/sampler.h"
#include "core/rng.h"

namespace hearts::arena {

using ai::Bot;
using ai::Budget;
using ai::Decision;

// What a seat of the search gets from a finished hand (HandResult::delta, moon included).
enum class HandReward {
  OwnPoints,  // minus its change of score, in twenty-sixths: in [-1, 0]
  HandWin,    // 1 shared among the seats whose score rose least, 0 for the others
};
// Each seat's reward for a hand so scored.
std::array<double, 4> handRewards(HandReward reward, const HandResult& result);

class DeterminizedBot final : public Bot {
 public:
  struct Settings {
    int worlds = 40;              // deals sampled per decision
    int iterationsPerWorld = 250;  // UCT iterations in each (10,000 a decision)
    double exploration = 0.7;     // UCB1's constant, rewards in [-1, 0] or [0, 1] per seat
    HandReward reward = HandReward::OwnPoints;
    bool groupInterchangeable = false;  // one card of each group of interchangeable cards in the tree
    bool moonPass = false;  // a hand with three of the five highest hearts passes its lowest cards
    std::string_view name = "determinized";
  };
  // The "uct" level's settings.
  static Settings uct();
  explicit DeterminizedBot(std::uint64_t seed, Settings settings);
  DeterminizedBot(std::uint64_t seed) : DeterminizedBot(seed, Settings{}) {}
  std::string name() const override { return std::string(settings_.name); }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t maxUnits) override;
  Decision decision() const override { return decision_; }

 private:
  struct Node {
    Card card{};          // the card played to reach it
    std::int32_t firstChild = -1;
    std::int32_t nextSibling = -1;
    CardSet untried;      // legal cards of the mover not yet expanded
    std::int32_t visits = 0;
    std::array<double, 4> reward{};  // sums, per seat
  };
  void startWorld();
  void iterate();
  void finishWorld();
  // The cards the seat to move in `s` is searched with.
  CardSet moves(const PlayState& s) const;
  void rollout(PlayState& s, std::array<double, 4>& out);

  Settings settings_;
  std::uint64_t seed_;
  Rng rng_;
  Decision decision_;
  bool done_ = true;
  int seat_ = 0;
  ai::DealSampler sampler_;  // the deals the view allows, prepared once a decision
  bool sampled_ = false;
  ai::Evaluator evaluator_;
  PlayState root_;
  Rules rules_;
  CardSet candidates_;
  std::array<double, 64> meanSum_{};  // by Card::index: the sum over worlds of its mean
  std::vector<Node> tree_;
  int world_ = 0;
  int iteration_ = 0;
  int worlds_ = 0;
  int iterationsPerWorld_ = 0;
};

class CollectorBot final : public Bot {
 public:
  explicit CollectorBot(int startTrick = 4) : startTrick_(startTrick) {}
  std::string name() const override { return "collector"; }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t) override { return true; }
  Decision decision() const override { return decision_; }

 private:
  Decision decision_;
  int startTrick_;
};

// "determinized", "uct" and "collector".
std::span<const std::string_view> sparringLevels();
bool isSparringLevel(std::string_view level);
// A bot of a sparring level, or nullptr for any other name.
std::unique_ptr<Bot> makeSparringBot(std::string_view level, std::uint64_t seed);
// An error text, empty for a sparring level or what checkBotSpec takes (arena/levels.h).
std::string checkArenaLevel(std::string_view level);

// Does `seat`, to move in `s`, hold sure winners enough to take every trick left but three,
// with the moon still open to it? The collector's signal to go.
bool collectorGoes(const PlayState& s, int seat);

}  // namespace hearts::arena
