// The hard and expert levels: Monte Carlo search over deals of the unseen cards.
//
// Each iteration deals the unseen cards in a way that agrees with everything the seat
// knows (sampler.h), weighs that deal by how well it explains the opponents' plays so far
// under the policy as a model of their play, plays one candidate move in it and finishes
// the hand with the fast policy, and scores the result with the evaluator (rules, moon,
// game score). Every candidate is tried on the same deals with the same random numbers, so
// differences between candidates are not drowned by the luck of the deal.
//
// Passing is searched the same way: the best-looking pass sets by the policy's own ranking
// are each played out over sampled deals (the others passing as the policy would).
//
// The work is counted in playouts and kept in members between think() calls, so slicing
// the same budget into many small calls gives exactly the result of one big call.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/evaluation.h"
#include "ai/knowledge.h"
#include "ai/policy.h"
#include "ai/sampler.h"
#include "ai/search_level.h"
#include "core/card.h"
#include "core/play_state.h"
#include "core/rng.h"

namespace hearts::ai {

class SearchBot final : public Bot {
 public:
  SearchBot(SearchLevel level, std::uint64_t seed);
  std::string name() const override { return level_.name; }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t maxUnits) override;
  Decision decision() const override { return decision_; }

  // Playouts done for the current decision (the tests check budgets with it).
  std::int64_t playoutsDone() const { return done_; }
  // For the play in progress: the share (0 to 1) of the sampled deals' weight in which each
  // seat was modelled as going for the moon (what the tie-break's share is compared
  // with, search_bot_moon.cc).
  std::array<double, 4> moonShares() const;
  // The seat whose moon the play decided guards against, where that guard (the tie-break)
  // rather than the best mean chose the card; -1 otherwise.
  int guardedShooter() const { return guarded_; }

  // The candidates so far (cards to play, as sets of one, or sets to pass), each with its
  // weighted mean value in points and, with SearchLevel::trackPoints, the seat's weighted
  // mean score change from the hand. Empty for a decision with one move.
  struct CandidateStats {
    CardSet cards;
    double value = 0;
    double handPoints = 0;
    std::int64_t playouts = 0;
    bool shoots = false;  // the figures are those of a try for the moon with these cards
  };
  std::vector<CandidateStats> candidateStats() const;
  // Passing, right after begin(): also weigh this set (a pass the player made, to judge it).
  void considerPass(CardSet cards);
  // Playing, right after begin(): whether the decision samples deals at all (more than one
  // distinct card to play), and the weight its search gives a deal of the unseen cards
  // (every seat's current hand): the belief hearts-belief-bench measures.
  bool samplesDeals() const { return phase_ == Phase::Playing && !finished_; }
  std::int64_t dealWeight(const std::array<CardSet, 4>& hands) const { return fitDeal(hands).weight; }

 private:
  // A card to play (as a set of one) or a set to pass, whether the seat then plays for the
  // moon, and its playouts' weighted sums.
  struct Candidate {
    CardSet cards;
    bool shoots = false;
    std::int64_t weightSum = 0;
    std::int64_t valueSum = 0;
    std::int64_t pointsSum = 0;  // with trackPoints
    std::int64_t playouts = 0;
  };
  // The sampled deal every candidate is played out in before the next is drawn.
  struct Deal {
    std::array<CardSet, 4> hands{};
    std::int64_t weight = 1;
    int shooter = -1;  // the opponent modelled as playing for the moon in it, or -1
    std::uint64_t seed = 0;
    std::array<CardSet, 4> othersPass{};  // Passing: what the others pass in it
  };
  // How well a sampled deal explains the opponents' plays so far (its weight), and who in
  // it is playing for the moon (-1: nobody), with moonDefence.
  struct DealFit {
    std::int64_t weight = 1;
    int shooter = -1;
    // The opponents whose plays so far a seat going for the moon explains better than the
    // policy does (bit per seat): those the probe tries.
    unsigned moonFits = 0;
  };

  void beginPlay(const GameState& view);
  void beginPass(const GameState& view);
  bool thinkPlay(std::int64_t units);
  bool thinkPass(std::int64_t units);
  bool outOfTime() const;
  // Playing: draws the next deal, weighs it and finds who in it plays for the moon.
  void drawPlayDeal();
  // Plays `s` out from the current candidate's move, adds the result with `weight` to the
  // candidate's sums and moves on to the next candidate. True when time is up.
  bool playOutCandidate(PlayState& s, std::int64_t weight);
  void addCandidate(CardSet cards, bool shoot);
  // Playing, stopWhenClear: one candidate is so far ahead that more playouts would not
  // change the answer.
  bool clearlyDecided() const;
  // The candidate with the highest weighted mean value so far (the first on a tie).
  int bestCandidate() const;
  // The key candidates are ranked by: the weighted mean value, less a margin for a moon plan.
  std::int64_t rankKey(int i) const;
  void choosePlay();
  // With moonDefence, the tie-break: the candidate a defender keeping its stoppers plays,
  // where it is close enough to `best`; else `best`. `shooter` gets the seat guarded
  // against, or -1.
  int moonTiebreak(int best, int& shooter) const;
  void choosePass();
  DealFit fitDeal(const std::array<CardSet, 4>& hands) const;
  // The opponent that shoots the moon in this deal when it tries, after the seat plays its
  // preferred card (the probe), or -1.
  int probeMoon(const std::array<CardSet, 4>& hands, std::uint64_t seed, unsigned fits) const;

  SearchLevel level_;
  std::int32_t moonBonus16_ = 0;  // moonBonus in sixteenths of a point
  std::uint64_t seed_;
  Rng rng_;

  // The decision: begin() sets every member below.
  Decision decision_;
  bool finished_ = true;
  Phase phase_ = Phase::Playing;
  int seat_ = 0;
  Rules rules_{};
  PolicyParams params_;
  PolicyParams bystanders_;  // params_ without the moon defence: the seat defends alone
  PolicyParams planParams_;  // the policy in the playouts of the seat's moon plan
  // The seat's quiet playouts use planParams_ too (PlanDefence::Medium while the moon is
  // open to the seat in root_).
  bool quietAsPlan_ = false;
  Evaluator evaluator_;
  Knowledge knowledge_;
  DealSampler sampler_;
  std::int64_t iterations_ = 0;
  bool defaultBudget_ = true;
  bool untilTime_ = false;  // no iteration cap: the time is the budget
  double millis_ = 0;
  std::chrono::steady_clock::time_point started_;
  std::int64_t done_ = 0;
  int collector_ = -1;  // Playing: the opponent who alone has taken point cards, with moonDefence
  int guarded_ = -1;    // guardedShooter()
  int candidateCount_ = 0;
  int nextCandidate_ = 0;  // the candidate to play out next; at 0 a new deal is drawn
  std::array<Candidate, kMaxCandidates> candidates_{};
  Deal deal_;
  // Playing: the weight of the deals sampled so far, in all and by the opponent modelled as
  // playing for the moon in them (for the tie-break).
  std::int64_t dealsWeight_ = 0;
  std::array<std::int64_t, 4> shooterWeight_{};
  PassDirection passDirection_ = PassDirection::Left;

  // Playing: the position, hidden hands empty. A pass search keeps the last play
  // decision's (an empty table before any), which decides quietAsPlan_ there.
  PlayState root_;
};

}  // namespace hearts::ai
