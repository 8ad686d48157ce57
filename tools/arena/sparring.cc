#include "arena/sparring.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "ai/interchangeable.h"
#include "ai/knowledge.h"
#include "ai/moon.h"
#include "ai/policy.h"
#include "arena/levels.h"

namespace hearts::arena {

using ai::Evaluator;
using ai::PolicyParams;

namespace {

constexpr std::array<std::string_view, 3> kSparring = {"determinized", "uct", "collector"};

// A hand kept whole for the moon: three of the five highest hearts.
bool moonHand(CardSet hand) {
  int high = 0;
  for (int rank = kTen; rank <= kAce; ++rank) high += hand.contains(Card(Suit::Hearts, rank));
  return high >= 3;
}

// Its lowest `count` cards, hearts last among equal ranks.
CardSet lowestCards(CardSet hand, int count) {
  CardSet out;
  for (int rank = kTwo; rank <= kAce && out.size() < count; ++rank)
    for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts})
      if (const Card c(suit, rank); hand.contains(c) && out.size() < count) out.add(c);
  return out;
}

// A pass (by the policy, or for the moon where `moonPass` and the hand allow) or a moon choice.
Decision answerOutsidePlay(const GameState& view, int seat, const PolicyParams& params,
                           bool moonPass) {
  Decision d;
  if (view.phase() == Phase::Passing) {
    const CardSet hand = view.hand(seat);
    d.pass = moonPass && moonHand(hand) ? lowestCards(hand, view.rules().passCount)
                                        : ai::policyPass(hand, view.rules().passCount, params);
  } else if (view.phase() == Phase::MoonChoice) {
    const Evaluator eval(view.rules(), view.scores(), view.handNumber());
    d.moon = eval.bestMoonChoice(view.lastHand().points, seat);
  }
  return d;
}

}  // namespace

std::array<double, 4> handRewards(HandReward reward, const HandResult& result) {
  std::array<double, 4> out{};
  const std::array<int, 4>& d = result.delta;
  if (reward == HandReward::OwnPoints) {
    for (int seat = 0; seat < 4; ++seat) out[seat] = -d[seat] / 26.0;
    return out;
  }
  const int least = std::min(std::min(d[0], d[1]), std::min(d[2], d[3]));
  const auto winners = static_cast<double>(std::count(d.begin(), d.end(), least));
  for (int seat = 0; seat < 4; ++seat) out[seat] = d[seat] == least ? 1 / winners : 0;
  return out;
}

DeterminizedBot::Settings DeterminizedBot::uct() {
  Settings s;
  s.name = "uct";
  s.worlds = 30;
  s.iterationsPerWorld = 333;
  s.exploration = 0.8;
  s.reward = HandReward::HandWin;
  s.groupInterchangeable = true;
  s.moonPass = true;
  return s;
}

DeterminizedBot::DeterminizedBot(std::uint64_t seed, Settings settings)
    : settings_(settings), seed_(seed), rng_(seed) {}

void DeterminizedBot::begin(const GameState& view, int seat, const Budget& budget) {
  const PolicyParams params = PolicyParams::forRules(view.rules());
  decision_ = answerOutsidePlay(view, seat, params, settings_.moonPass);
  done_ = true;
  if (view.phase() != Phase::Playing) return;
  root_ = view.playState();
  candidates_ = root_.legal();
  rules_ = view.rules();
  decision_.play = ai::policyChoice(root_, candidates_, params);
  if (candidates_.size() == 1) return;
  seat_ = seat;
  sampled_ = sampler_.prepare(ai::Knowledge::fromView(view, seat));
  evaluator_ = Evaluator(view.rules(), view.scores(), view.handNumber());
  rng_.reseed(seed_ ^ (static_cast<std::uint64_t>(view.tricksPlayed()) << 40) ^
              (static_cast<std::uint64_t>(view.handNumber()) << 48) ^ root_.played.bits());
  worlds_ = std::max(1, settings_.worlds);
  iterationsPerWorld_ = budget.iterations > 0
                            ? static_cast<int>(std::max<std::int64_t>(1, budget.iterations / worlds_))
                            : settings_.iterationsPerWorld;
  meanSum_.fill(0);
  world_ = 0;
  done_ = false;
  startWorld();
}

void DeterminizedBot::startWorld() {
  if (sampled_) sampler_.sample(rng_, root_.hands);  // a real view always allows a deal
  tree_.clear();
  Node top;
  top.untried = moves(root_);
  tree_.push_back(top);
  iteration_ = 0;
}

CardSet DeterminizedBot::moves(const PlayState& s) const {
  const CardSet legal = s.legal();
  if (!settings_.groupInterchangeable) return legal;
  // The seat's own cards and those played are the same in every deal sampled for the seat at
  // the root: its groups, and so the candidates compared over the deals, are too.
  return ai::distinctMoves(legal, s.hands[s.toMove()] | s.played, legal.lowest(), rules_);
}

void DeterminizedBot::rollout(PlayState& s, std::array<double, 4>& out) {
  while (!s.over()) s.play(randomCard(rng_, s.legal()));
  out = handRewards(settings_.reward, evaluator_.score(s.won));
}

void DeterminizedBot::iterate() {
  PlayState s = root_;
  std::array<std::int32_t, 56> path{};
  int depth = 0;
  std::int32_t node = 0;
  path[depth++] = node;
  // Down the tree while every card at the node has been tried: each seat picks by its own mean.
  while (!s.over() && tree_[node].untried.empty() && tree_[node].firstChild >= 0) {
    const int mover = s.toMove();
    const double logN = std::log(static_cast<double>(tree_[node].visits));
    std::int32_t best = -1;
    double bestScore = 0;
    for (std::int32_t c = tree_[node].firstChild; c >= 0; c = tree_[c].nextSibling) {
      const Node& n = tree_[c];
      const double score = n.reward[mover] / n.visits +
                           settings_.exploration * std::sqrt(logN / n.visits);
      if (best < 0 || score > bestScore) best = c, bestScore = score;
    }
    node = best;
    s.play(tree_[node].card);
    path[depth++] = node;
  }
  // One new node.
  if (!s.over() && !tree_[node].untried.empty()) {
    const Card c = randomCard(rng_, tree_[node].untried);
    tree_[node].untried -= CardSet::of(c);
    s.play(c);
    Node child;
    child.card = c;
    child.untried = s.over() ? CardSet() : moves(s);
    child.nextSibling = tree_[node].firstChild;
    const auto index = static_cast<std::int32_t>(tree_.size());
    tree_.push_back(child);
    tree_[node].firstChild = index;
    node = index;
    path[depth++] = node;
  }
  std::array<double, 4> reward{};
  rollout(s, reward);
  for (int i = 0; i < depth; ++i) {
    Node& n = tree_[path[i]];
    ++n.visits;
    for (int seat = 0; seat < 4; ++seat) n.reward[seat] += reward[seat];
  }
}

void DeterminizedBot::finishWorld() {
  // Each candidate's mean for this seat in this deal; one never tried counts as the worst.
  for (Card c : candidates_) {
    double mean = -1;
    for (std::int32_t ch = tree_[0].firstChild; ch >= 0; ch = tree_[ch].nextSibling)
      if (tree_[ch].card == c && tree_[ch].visits > 0) mean = tree_[ch].reward[seat_] / tree_[ch].visits;
    meanSum_[c.index] += mean;
  }
}

bool DeterminizedBot::think(std::int64_t maxUnits) {
  for (std::int64_t unit = 0; unit < maxUnits && !done_; ++unit) {
    iterate();
    if (++iteration_ < iterationsPerWorld_) continue;
    finishWorld();
    if (++world_ < worlds_) {
      startWorld();
      continue;
    }
    Card best = candidates_.lowest();
    for (Card c : candidates_)
      if (meanSum_[c.index] > meanSum_[best.index]) best = c;
    decision_.play = best;
    done_ = true;
  }
  return done_;
}

std::span<const std::string_view> sparringLevels() { return kSparring; }

bool isSparringLevel(std::string_view level) {
  return std::find(kSparring.begin(), kSparring.end(), level) != kSparring.end();
}

std::unique_ptr<Bot> makeSparringBot(std::string_view level, std::uint64_t seed) {
  if (level == "determinized") return std::make_unique<DeterminizedBot>(seed);
  if (level == "uct") return std::make_unique<DeterminizedBot>(seed, DeterminizedBot::uct());
  if (level == "collector") return std::make_unique<CollectorBot>();
  return nullptr;
}

std::string checkArenaLevel(std::string_view level) {
  return isSparringLevel(level) ? std::string() : checkBotSpec(level);
}

bool collectorGoes(const PlayState& s, int seat) {
  if (!ai::moonOpen(s, seat)) return false;
  const CardSet hand = s.hands[seat];
  const CardSet out = CardSet::deck() - s.played - hand;
  int winners = 0;
  for (int suit = 0; suit < 4; ++suit) {
    const CardSet mine = hand.inSuit(static_cast<Suit>(suit));
    const CardSet theirs = out.inSuit(static_cast<Suit>(suit));
    if (theirs.empty()) {
      winners += mine.size();
      continue;
    }
    winners += (mine & aboveInSuit(theirs.highest())).size();
  }
  const int tricksLeft = kHandSize - s.tricksDone;
  return winners >= tricksLeft - 3;
}

void CollectorBot::begin(const GameState& view, int seat, const Budget&) {
  PolicyParams params = PolicyParams::forRules(view.rules());
  params.defendAsMedium();
  decision_ = answerOutsidePlay(view, seat, params, false);
  if (view.phase() != Phase::Playing) return;
  const PlayState& s = view.playState();
  const CardSet legal = s.legal();
  // Once it has taken point cards with the moon open to it from its trick on, it goes on.
  const bool committed = ai::moonOpen(s, seat) && s.won[seat].intersects(kPointCards);
  const bool goes = s.tricksDone >= startTrick_ && (committed || collectorGoes(s, seat));
  decision_.play = goes ? ai::shootChoice(s, legal) : ai::policyChoice(s, legal, params);
}

}  // namespace hearts::arena
