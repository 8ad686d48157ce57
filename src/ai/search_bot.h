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
#include <string_view>
#include <vector>

#include "ai/bot.h"
#include "ai/endgame.h"
#include "ai/evaluation.h"
#include "ai/knowledge.h"
#include "ai/policy.h"
#include "ai/sampler.h"
#include "ai/tree_search.h"
#include "core/card.h"
#include "core/play_state.h"
#include "core/rng.h"

namespace hearts::ai {

// Most pass sets of one kind (for the policy's play or for a moon) a search compares.
inline constexpr int kMaxPassSets = 32;
// Most candidates (a card or a pass set, with the plan played after it) a search compares.
inline constexpr int kMaxCandidates = 2 * kMaxPassSets;

struct SearchSettings {
  std::string name;
  std::int64_t iterations = 0;    // playouts per decision when the budget names none
  // Playing, when the budget names none: iterations times cards left to play, so that
  // every card gets about the same thinking time (a playout's cost grows with the cards
  // left), within [iterations / 2, 2 * iterations]. 0: `iterations` for every card.
  std::int64_t playWork = 0;
  int passCandidates = 0;         // pass sets searched
  bool weighDeals = true;         // weigh sampled deals by the opponent model
  // With weighDeals: percent of its weight a deal keeps for each opponent play the model
  // would not have made in it.
  int surpriseWeight = 40;
  bool stopWhenClear = false;     // finish early once one move is far ahead
  // Given a time to spend (Budget::spendTime) and no iterations, think until it is up.
  bool spendTime = false;
  std::uint32_t playoutNoise = 0; // chance per 1024 of a random card in playouts
  // Playing: grow a tree over the play (tree_search.h) instead of judging each card by
  // playouts alone.
  bool tree = false;
  double othersWeight = Evaluator::kOthersWeight;  // see evaluation.h
  // The others' weight in a hand an opponent shot the moon (negative: othersWeight).
  double opponentMoonWeight = -1.0;
  // The same while told of a shooter (toldShooter > 0; negative: opponentMoonWeight).
  double toldMoonWeight = -1.0;
  // The others' weight in a hand an opponent shot the moon, as the search uses it now
  // (negative: othersWeight).
  double moonWeightNow() const {
    return toldShooter > 0 && toldMoonWeight >= 0 ? toldMoonWeight : opponentMoonWeight;
  }
  bool opponentsInTree = true;
  double exploration = 0;         // the tree's UCB constant, in points
  // Also sum each candidate's score change for the seat (its hand points, a moon counted as
  // the rules count it), for advice on the player's decisions (advisor.h).
  bool trackPoints = false;
  // Where the moon is open to the seat, also judge cards by playouts in which the seat goes
  // on to shoot the moon (moon.h), and take the better plan: 0 never, 1 only the card the
  // moon plan itself would play, 2 every card.
  int moonPlans = 0;
  // Where one opponent has taken every point card so far, model it in the playouts of each
  // sampled deal as playing for the moon when that explains its plays better than the
  // policy does (moon.h), so the search sees a moon coming and what stopping it costs.
  bool watchMoon = false;
  // With watchMoon: also watch an opponent that has won two tricks in three before anyone
  // has taken a point card.
  bool earlyWatch = false;
  // With watchMoon: in the playouts of a deal where an opponent plays for the moon, the two
  // other opponents leave stopping it to the seat (they play the policy without its moon
  // defence), so that the seat never counts on them to do it.
  bool soloDefence = false;
  // With watchMoon: where the moon is still open to an opponent and no play of its so far
  // shows it collecting, play each sampled deal out once with that opponent going for the
  // moon; where it gets there, it plays for the moon in that deal's playouts.
  bool moonProbe = false;
  // With moonProbe: 0 probes every such opponent, 1 only those whose plays so far the moon
  // explains at least as well as the policy, 2 only those it explains better.
  int probeFit = 0;
  // With moonProbe: also probe the opponent winning the trick in progress, whatever its fit
  // and whoever the early watch watches: it is the one about to be given what is thrown.
  bool probeWinner = false;
  // With moonProbe: also probe an opponent that has taken every point card so far once it
  // has at least this many points (hearts and the Q♠), whatever its fit and whoever the early
  // watch watches; 0: off.
  int probeHolder = 0;
  // With moonProbe: also probe, from the first card, the opponent that passed to the seat
  // when what it passed held a heart of this face value or lower (2 to 14; 0: off): a seat
  // going for the moon passes its low hearts first, the policy never does.
  int passWatch = 0;
  // With passWatch: while the moon is open to that opponent, the card a defender keeping
  // its stoppers would play against it is chosen over the search's best when it is within
  // this many points of it (0: never), as moonTiebreak does for a moon the deals see coming.
  double passTiebreak = 0;
  // With moonProbe: in the probe, nobody defends against the moon (the probe asks whether
  // the opponent's cards can get there unopposed) instead of every other seat playing the
  // policy's defence.
  bool probeUnopposed = false;
  // With moonProbe: in this percentage of the sampled deals, the opponents the probe would
  // otherwise pass over (their plays do not fit a moon, or the early watch is on another
  // seat) are probed too.
  int probeOthers = 0;
  // With soloDefence: in those playouts the seat's own later plays do not defend either, so
  // a card is judged as if the moon could be stopped only now.
  bool defendNow = false;
  // With defendNow: in this percentage of those deals the seat's own later plays defend all
  // the same (as without defendNow), so that a card which keeps a later stop is worth more.
  int defendLater = 0;
  // In the playouts of a deal where an opponent plays for the moon, the other seats know it
  // and defend from the start (PolicyParams::moonShooter).
  bool knownShooter = false;
  // Where the policy keeps its stoppers when it defends (PolicyParams::keepStoppers): 0
  // nowhere, 1 in the playouts of a deal where an opponent plays for the moon, 2 everywhere
  // (every playout, and the model of the opponents' plays, as medium plays).
  int keepStoppers = 0;
  // Where the policy follows low under a shooter and throws it a low heart rather than a
  // sure winner (PolicyParams::followLow): 0 nowhere, 1 in the playouts of a deal where an
  // opponent plays for the moon, 2 everywhere.
  int followLow = 0;
  // How the policy chooses the card to lead in the suit it leads (PolicyParams::leadStyle),
  // in every playout and in the model of the opponents: 0 its lowest card.
  int leadStyle = 0;
  // The policy's overLow, in every playout and in the model of the opponents.
  bool overLow = false;
  // The policy of the playouts and of the opponent model: 0 the rules (policy.h), 1 their
  // learned correction (learned_policy.h, PolicyParams::model).
  int learned = 0;
  // Where the sampled deals model an opponent as playing for the moon in at least
  // `moonTiebreakShare` percent of their weight, the card a defender keeping its stoppers
  // would play (PolicyParams keepStoppers and followLow) is chosen over the search's best
  // when it is within this many points of it (0: never).
  double moonTiebreak = 0;
  int moonTiebreakShare = 50;
  // Pass sets kept for a moon (passing what would lose a trick), searched with that plan.
  int moonPassSets = 0;
  // How much better (in points) a plan for the moon, at the pass or in play, must look than
  // playing on quietly before it is chosen: its playouts face opponents who defend less
  // well than real ones.
  double moonMargin = 3;
  // How the opponents defend in the playouts of the seat's own moon plan: 0 as the policy
  // does; 1 as medium does (keeping their stoppers, following low under the seat's card,
  // defending from 16 points taken alone); 2 the same, knowing from the first card that the
  // seat goes for the moon; 3 as 1, and in the seat's quiet playouts too while the moon is
  // open to it.
  int planDefence = 0;
  // Points added to the value of a hand in which the seat shoots the moon: 0 values a moon
  // as the rules score it; more makes an eager shooter (the arena's `shooter`).
  double moonBonus = 0;
  // Successive halving: this many times in a decision, at equal steps of its budget, the
  // worse half of the candidates still searched is dropped (at least two stay), so that the
  // rest of the budget goes to the ones that may be best. 0: every candidate to the end.
  int halving = 0;
  // Playing with at most this many cards in hand (0: never), each sampled deal is played to
  // its end exactly (endgame.h) instead of by playouts: `endgameDeals` deals per candidate at
  // most, with every seat choosing by search (endgameChoosers 0) or only the seat (1, the
  // others playing the policy as modelled).
  int endgame = 0;
  int endgameDeals = 0;
  int endgameChoosers = 0;
  // With soloDefence: in the playouts of a deal where an opponent plays for the moon, that
  // opponent looks, with every hand open, for a line that takes every point card while the
  // seat defends as medium does after its card (keeping its stoppers, following low) and
  // the two others leave the defence to it (findMoonLine, moon.h), over at most this many of
  // its decisions; where it finds none, the hand is played out with the seat so defending.
  // So a card that keeps a stopper is worth what the stopper saves. 0: off (defendNow's
  // playouts as they are).
  int moonLine = 0;
  // With moonProbe: the probed opponent looks, with every hand open, for a line that takes
  // every point card against the others' defence of the probe (findMoonLine, moon.h), over
  // at most this many of its decisions, instead of playing shootChoice once. 0: off.
  int probeLine = 0;
  // Also weigh each sampled deal by the pass this seat received: each card of it that is not
  // among the first `passFit` cards the policy would pass from the passer's hand in that
  // deal (its cards now, less what it got where this seat knows it, plus what it gave)
  // counts as a surprising play. 0: off; the pass's size: the policy's own pass.
  int passFit = 0;
  // For measuring what knowing the shooter is worth (the arena's shooter is told to the
  // others, not found): the opponent this many seats after the seat (1 to 3) is modelled as
  // going for the moon in every sampled deal while the moon is open to it. 0: off.
  int toldShooter = 0;

  // Turns the moon defence of hard and expert on or off as a whole: earlyWatch, moonProbe
  // (probeFit 2), knownShooter, keepStoppers, soloDefence, defendNow and moonTiebreak (half
  // a point, 50%).
  void setMoonDefence(bool on);

  static SearchSettings hard();
  static SearchSettings expert();
  // An arena sparring partner that goes for the moon whenever it has a fair chance.
  static SearchSettings shooter();

  // Sets one field by name ("iterations", "tree", "exploration", ...), for trying out
  // variants in the arena ("expert:tree=0,iterations=30000"). Returns an error text, empty
  // when the field was set.
  std::string set(std::string_view key, std::string_view value);
};

class SearchBot final : public Bot {
 public:
  SearchBot(SearchSettings settings, std::uint64_t seed);
  std::string name() const override { return settings_.name; }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t maxUnits) override;
  Decision decision() const override { return decision_; }

  // Playouts done for the current decision (the tests check budgets with it).
  std::int64_t playoutsDone() const { return done_; }
  // For the play in progress: the share (0 to 1) of the sampled deals' weight in which each
  // seat was modelled as going for the moon (what moonTiebreakShare is compared with).
  std::array<double, 4> moonShares() const;
  // The seat whose moon the play decided guards against, where that guard (moonTiebreak)
  // rather than the best mean chose the card; -1 otherwise.
  int guardedShooter() const { return guarded_; }

  // The flat search's candidates so far (cards to play, as sets of one, or sets to pass),
  // each with its weighted mean value in points and, with SearchSettings::trackPoints, the
  // seat's weighted mean score change from the hand. Empty for the tree search and for a
  // decision with one move.
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

  // 32 bytes a node, 16 MB at most: room for expert's default budget.
  static constexpr std::int64_t kMaxTreeNodes = 1 << 19;

 private:
  void beginPlay(const GameState& view);
  void beginPass(const GameState& view);
  bool thinkPlay(std::int64_t units);
  bool thinkTree(std::int64_t units);
  bool thinkPass(std::int64_t units);
  // The candidate with the highest weighted mean value so far (the first on a tie).
  int bestCandidate() const;
  // The key candidates are ranked by: the weighted mean value, less a margin for a moon plan.
  std::int64_t rankKey(int i) const;
  void choosePlay();
  // With moonTiebreak: the candidate a defender keeping its stoppers plays, where it is
  // close enough to `best`; else `best`.
  // `shooter` gets the seat guarded against, or -1.
  int moonTiebreak(int best, int& shooter) const;
  void choosePass();
  bool outOfTime() const;
  // How well a sampled deal explains the opponents' plays so far (its weight), and who in
  // it is playing for the moon (-1: nobody), with watchMoon.
  struct DealFit {
    std::int64_t weight = 1;
    int shooter = -1;
    // With moonProbe: the opponents whose plays so far a seat going for the moon explains
    // at least as well as the policy does (bit per seat).
    unsigned moonFits = 0;
  };
  DealFit fitDeal(const std::array<CardSet, 4>& hands) const;
  // The opponent that shoots the moon in this deal when it tries, after the seat plays its
  // preferred card (moonProbe), or -1.
  int probeMoon(const std::array<CardSet, 4>& hands, std::uint64_t seed, unsigned fits) const;
  // With defendNow: whether the seat's own later plays defend in this deal's playouts
  // (SearchSettings::defendLater), the same for every candidate.
  bool defendsLater() const {
    return settings_.defendLater > 0 &&
           static_cast<int>(mix64(dealSeed_ ^ 0x5DEECE66Dull) % 100) < settings_.defendLater;
  }
  // Plays `s` out from the current candidate's move (the seat, or the deal's modelled
  // shooter, playing for the moon where the plan says so), adds the result with `weight`
  // to the candidate's sums and moves on to the next candidate. True when time is up.
  bool playOutCandidate(PlayState& s, std::int64_t weight);
  // The same for a deal whose modelled shooter looks for its line (SearchSettings::moonLine).
  void playOutMoonLine(PlayState& s, const PolicyParams& p, Rng& rng) const;
  // Adds a playout's result to the current candidate's sums.
  void record(const std::array<CardSet, 4>& won, std::int64_t weight);
  void addCandidate(CardSet cards, bool shoot);
  // At a deal boundary: drops the worse half of the live candidates where the budget has
  // reached the next halving step (SearchSettings::halving).
  void halveCandidates();
  // The candidate after the current one that is still searched (wrapping to the first).
  void advanceCandidate();

  static constexpr int kMaxSurprises = 24;
  SearchSettings settings_;
  std::array<std::int64_t, kMaxSurprises + 1> surpriseWeights_{};
  std::uint64_t seed_;
  Rng rng_;
  Decision decision_;
  bool finished_ = true;
  Phase phase_ = Phase::Playing;
  int seat_ = 0;
  Rules rules_{};
  PolicyParams params_;
  PolicyParams bystanders_;  // params_ without the moon defence, with soloDefence
  Evaluator evaluator_;
  Knowledge knowledge_;
  DealSampler sampler_;

  std::int64_t iterations_ = 0;
  bool defaultBudget_ = true;
  bool untilTime_ = false;  // no iteration cap: the time is the budget
  bool solving_ = false;    // Playing: each deal is played out exactly (endgame.h)
  EndgameSolver solver_;
  std::int64_t done_ = 0;
  double millis_ = 0;
  std::chrono::steady_clock::time_point started_;

  // The deal being worked on and which of the candidates it has been tried with so far.
  std::array<CardSet, 4> deal_{};
  std::int64_t dealWeight_ = 1;
  int dealShooter_ = -1;  // the opponent modelled as playing for the moon in this deal
  int collector_ = -1;    // the opponent who alone has taken point cards, with watchMoon
  int guarded_ = -1;      // guardedShooter()
  int passSuspect_ = -1;  // the opponent probed for its pass (passWatch), or -1
  std::uint64_t dealSeed_ = 0;
  int nextCandidate_ = 0;
  int firstLive_ = 0;      // the first candidate still searched: a new deal starts with it
  int halvingsDone_ = 0;

  // Candidates (a card to play as a set of one, or a set to pass, and whether the seat
  // then plays for the moon) and their weighted sums of values.
  int candidateCount_ = 0;
  std::array<CardSet, kMaxCandidates> candidates_{};
  std::array<bool, kMaxCandidates> shoots_{};
  std::array<bool, kMaxCandidates> live_{};  // still searched (SearchSettings::halving)
  std::array<std::int64_t, kMaxCandidates> weightSum_{};
  std::array<std::int64_t, kMaxCandidates> valueSum_{};
  std::array<std::int64_t, kMaxCandidates> pointsSum_{};  // with trackPoints
  std::array<std::int64_t, kMaxCandidates> playouts_{};
  std::int32_t moonBonus16_ = 0;  // moonBonus in sixteenths of a point
  std::int64_t moonMargin_ = 0;   // moonMargin in rankKey's units
  PolicyParams planParams_;       // the policy in the playouts of the seat's moon plan
  bool quietPlanDefence_ = false;  // planParams_ in the quiet playouts too (planDefence 3)
  // Playing: the weight of the deals sampled so far, in all and by the opponent modelled as
  // playing for the moon in them (with moonTiebreak).
  std::int64_t dealsWeight_ = 0;
  std::array<std::int64_t, 4> shooterWeight_{};

  PlayState root_;                    // Playing: the position, hidden hands empty
  TreeSearch tree_;
  std::array<CardSet, 4> othersPass_{};  // Passing: what the others pass in this deal
  PassDirection passDirection_ = PassDirection::Left;
};

}  // namespace hearts::ai
