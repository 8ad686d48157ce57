#include "ai/tree_search.h"

#include <bit>
#include <cmath>

#include "ai/interchangeable.h"

namespace hearts::ai {

namespace {

// Natural logarithm from integer steps and + - * / alone, so that it rounds the same on
// every platform (the C library's log need not): the exponent from the bit width and a
// straight line through the mantissa, within 0.06 of the true value: plenty for an
// exploration bonus, and cheap enough to compute for every child on every walk.
double roughLog(std::int32_t n) {
  const auto u = static_cast<std::uint32_t>(n);
  const int e = static_cast<int>(std::bit_width(u)) - 1;
  const double m = static_cast<double>(u) / static_cast<double>(std::uint32_t{1} << e);
  return (static_cast<double>(e) + m - 1.0) * 0.6931471805599453;
}

}  // namespace

void TreeSearch::begin(const Setup& setup, const PolicyParams& params,
                       const Evaluator& evaluator, std::uint64_t seed, int nodeCapacity) {
  setup_ = setup;
  params_ = params;
  evaluator_ = evaluator;
  rng_.reseed(seed);
  if (static_cast<int>(nodes_.size()) < nodeCapacity) nodes_.resize(static_cast<std::size_t>(nodeCapacity));
  nodeCapacity_ = nodeCapacity;
  nodes_[0] = Node{};
  nodeCount_ = kChunk;  // chunks start at multiples of kChunk; the root has the first slot
  if (static_cast<int>(pool_.size()) < setup.poolSize) {
    pool_.resize(static_cast<std::size_t>(setup.poolSize));
    cumulative_.resize(static_cast<std::size_t>(setup.poolSize));
  }
  poolCount_ = 0;
  done_ = 0;
}

void TreeSearch::addDeal(const std::array<CardSet, 4>& hands, std::int64_t weight) {
  pool_[static_cast<std::size_t>(poolCount_)] = hands;
  const std::int64_t before = poolCount_ > 0 ? cumulative_[static_cast<std::size_t>(poolCount_ - 1)] : 0;
  cumulative_[static_cast<std::size_t>(poolCount_)] = before + weight;
  ++poolCount_;
}

int TreeSearch::pickDeal() {
  const std::int64_t total = cumulative_[static_cast<std::size_t>(poolCount_ - 1)];
  const auto r = static_cast<std::int64_t>(rng_.below64(static_cast<std::uint64_t>(total)));
  int lo = 0;
  int hi = poolCount_ - 1;
  while (lo < hi) {  // the first deal whose running sum exceeds r
    const int mid = (lo + hi) / 2;
    if (cumulative_[static_cast<std::size_t>(mid)] > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

int TreeSearch::addChild(int parent, Card card, int mover) {
  Node& p = nodes_[static_cast<std::size_t>(parent)];
  int index;
  if (p.lastChild >= 0 && (p.lastChild + 1) % kChunk != 0) {
    index = p.lastChild + 1;  // the next free slot of the last chunk
  } else {
    if (nodeCount_ + kChunk > nodeCapacity_) return -1;
    index = nodeCount_;
    nodeCount_ += kChunk;
  }
  if (p.lastChild >= 0) nodes_[static_cast<std::size_t>(p.lastChild)].nextSibling = index;
  else p.firstChild = index;
  p.lastChild = index;
  Node& n = nodes_[static_cast<std::size_t>(index)];
  n = Node{};
  n.card = card;
  n.mover = static_cast<std::uint8_t>(mover);
  return index;
}

void TreeSearch::iterate() {
  PlayState s = setup_.root;
  s.hands = pool_[static_cast<std::size_t>(pickDeal())];
  int depth = 0;
  path_[depth++] = 0;
  int node = 0;
  while (!s.over()) {
    if (!setup_.opponentsInTree && s.toMove() != setup_.seat) {
      s.play(policyPlay(s, params_, rng_, setup_.playoutNoise));
      continue;
    }
    CardSet legal = s.legal();
    if (node == 0) {
      legal &= setup_.rootMoves;
    } else if (s.toMove() == setup_.seat && legal.size() > 1) {
      // The seat's own hand is the same in every deal, so its interchangeable cards can be
      // merged consistently: fewer children, sharper statistics.
      legal = distinctMoves(legal, s.hands[setup_.seat] | s.played, legal.lowest(), params_.rules);
    }
    // One pass over the children: count availability and score the legal ones.
    CardSet seen;
    int best = -1;
    double bestScore = 0;
    for (int c = nodes_[static_cast<std::size_t>(node)].firstChild; c >= 0;) {
      Node& child = nodes_[static_cast<std::size_t>(c)];
      if (legal.contains(child.card)) {
        seen.add(child.card);
        ++child.avail;
        const double visits = static_cast<double>(child.visits);
        const double mean = static_cast<double>(child.reward) / (visits * 16.0);
        const double score =
            mean + setup_.exploration * std::sqrt(roughLog(child.avail) / visits);
        if (best < 0 || score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      c = child.nextSibling;
    }
    const CardSet untried = legal - seen;
    if (!untried.empty()) {
      Card card;
      if (node == 0 && untried.contains(setup_.preferred)) {
        card = setup_.preferred;
      } else {
        const Card expected = policyChoice(s, legal, params_);
        card = untried.contains(expected) ? expected : randomCard(rng_, untried);
      }
      const int child = addChild(node, card, s.toMove());
      if (child >= 0) {
        s.play(card);
        path_[depth++] = child;
        break;
      }
    }
    if (best < 0) break;
    node = best;
    s.play(nodes_[static_cast<std::size_t>(best)].card);
    path_[depth++] = best;
  }
  playOut(s, params_, rng_, setup_.playoutNoise);
  const std::array<std::int32_t, 4> values = evaluator_.values(s.won);
  for (int i = 1; i < depth; ++i) {
    Node& n = nodes_[static_cast<std::size_t>(path_[i])];
    ++n.visits;
    n.reward += values[n.mover];
  }
  ++nodes_[0].visits;
  ++done_;
}

Card TreeSearch::bestCard() const {
  int best = -1;
  for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[static_cast<std::size_t>(c)].nextSibling) {
    const Node& n = nodes_[static_cast<std::size_t>(c)];
    if (best < 0) {
      best = c;
      continue;
    }
    const Node& b = nodes_[static_cast<std::size_t>(best)];
    // Visits first; equal visits: the better mean (cross-multiplied exactly), then the card.
    const bool better =
        n.visits != b.visits ? n.visits > b.visits
        : n.reward * b.visits != b.reward * n.visits ? n.reward * b.visits > b.reward * n.visits
                                                     : n.card < b.card;
    if (better) best = c;
  }
  return best < 0 ? setup_.preferred : nodes_[static_cast<std::size_t>(best)].card;
}

}  // namespace hearts::ai
