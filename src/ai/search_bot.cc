#include "ai/search_bot.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "ai/interchangeable.h"
#include "ai/view_hash.h"

namespace hearts::ai {

namespace {

constexpr std::int64_t kDeckSize = 52;
// Iterations when only the clock ends a decision: more than any clock allows.
constexpr std::int64_t kNoIterationCap = std::int64_t{1} << 40;

// A deal's weight halves and a bit more for every opponent play the model would not have
// made in it; the floor keeps any deal from counting for nothing.
constexpr int kMaxSurprises = 24;
constexpr std::array<std::int64_t, kMaxSurprises + 1> kSurpriseWeights = [] {
  std::array<std::int64_t, kMaxSurprises + 1> w{};
  w[0] = std::int64_t{1} << 20;
  for (int i = 1; i <= kMaxSurprises; ++i) w[i] = w[i - 1] * 2 / 5 + 1;
  return w;
}();

std::int64_t meanKey(std::int64_t sum, std::int64_t weight) {
  // Compared as doubles: exact integer inputs, one correctly rounded division.
  return weight > 0 ? static_cast<std::int64_t>(static_cast<double>(sum) /
                                                static_cast<double>(weight) * 1024.0)
                    : INT64_MIN;
}

}  // namespace

SearchSettings SearchSettings::hard() {
  SearchSettings s;
  s.name = "hard";
  s.iterations = 1000;
  s.passCandidates = 6;
  s.weighDeals = true;
  s.stopWhenClear = true;
  s.playoutNoise = 40;
  return s;
}

SearchSettings SearchSettings::expert() {
  // A flat search over many more deals than hard's, weighed by the opponent model, that
  // spends its whole budget: every playout of an iteration budget, all of a time budget. The
  // tree search (tree = true) stays available as a variant: in the arena at 100 ms per
  // move it did no better than hard, while the flat search beat hard (docs/BENCHMARKS.md).
  SearchSettings s;
  s.name = "expert";
  s.iterations = 62500;
  s.playWork = 3250000;
  s.passCandidates = 20;
  s.weighDeals = true;
  s.stopWhenClear = false;
  s.spendTime = true;
  s.playoutNoise = 40;
  s.tree = false;
  s.exploration = 4.0;
  return s;
}

namespace {

template <typename T>
bool parseValue(std::string_view text, T& out) {
  T v{};
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || p != end) return false;
  out = v;
  return true;
}

// std::from_chars for floating point is missing from some standard libraries (Emscripten's).
bool parseValue(std::string_view text, double& out) {
  const std::string copy(text);
  char* end = nullptr;
  const double v = std::strtod(copy.c_str(), &end);
  if (copy.empty() || end != copy.c_str() + copy.size() || !std::isfinite(v)) return false;
  out = v;
  return true;
}

}  // namespace

std::string SearchSettings::set(std::string_view key, std::string_view value) {
  const auto flag = [&](bool& field) {
    if (value == "1" || value == "true") field = true;
    else if (value == "0" || value == "false") field = false;
    else return false;
    return true;
  };
  bool ok = false;
  bool positive = true;
  if (key == "iterations") ok = parseValue(value, iterations), positive = iterations > 0;
  else if (key == "play_work") ok = parseValue(value, playWork), positive = playWork >= 0;
  else if (key == "pass_candidates")
    ok = parseValue(value, passCandidates), positive = passCandidates > 0 && passCandidates <= kMaxPassSets;
  else if (key == "weigh_deals") ok = flag(weighDeals);
  else if (key == "stop_when_clear") ok = flag(stopWhenClear);
  else if (key == "spend_time") ok = flag(spendTime);
  else if (key == "playout_noise") ok = parseValue(value, playoutNoise), positive = playoutNoise <= 1024;
  else if (key == "tree") ok = flag(tree);
  else if (key == "others_weight") ok = parseValue(value, othersWeight), positive = othersWeight >= 0;
  else if (key == "opponents_in_tree") ok = flag(opponentsInTree);
  else if (key == "exploration") ok = parseValue(value, exploration), positive = exploration >= 0;
  else
    return "unknown setting \"" + std::string(key) +
           "\" (iterations, play_work, pass_candidates, weigh_deals, stop_when_clear, "
           "spend_time, playout_noise, tree, others_weight, opponents_in_tree, exploration)";
  if (!ok || !positive)
    return "bad value \"" + std::string(value) + "\" for " + std::string(key);
  return {};
}

SearchBot::SearchBot(SearchSettings settings, std::uint64_t seed)
    : settings_(std::move(settings)), seed_(seed), rng_(seed) {}

void SearchBot::begin(const GameState& view, int seat, const Budget& budget) {
  decision_ = Decision{};
  finished_ = false;
  phase_ = view.phase();
  seat_ = seat;
  rules_ = view.rules();
  params_ = PolicyParams::forRules(rules_);
  evaluator_ = Evaluator(rules_, view.scores(), view.handNumber(), settings_.othersWeight);
  rng_.reseed(mix64(seed_ ^ viewHash(view, seat)));
  defaultBudget_ = budget.iterations <= 0;
  untilTime_ = defaultBudget_ && settings_.spendTime && budget.spendTime && budget.millis > 0;
  iterations_ = untilTime_        ? kNoIterationCap
                : defaultBudget_ ? settings_.iterations
                                 : budget.iterations;
  millis_ = budget.millis;
  started_ = std::chrono::steady_clock::now();
  done_ = 0;
  nextCandidate_ = 0;
  candidateCount_ = 0;
  weightSum_.fill(0);
  valueSum_.fill(0);
  pointsSum_.fill(0);
  playouts_.fill(0);
  switch (phase_) {
    case Phase::Passing: beginPass(view); break;
    case Phase::Playing: beginPlay(view); break;
    case Phase::MoonChoice:
      decision_.moon = evaluator_.bestMoonChoice(view.lastHand().points, seat);
      finished_ = true;
      break;
    default: finished_ = true; break;
  }
}

bool SearchBot::think(std::int64_t maxUnits) {
  if (finished_) return true;
  if (phase_ == Phase::Passing) return thinkPass(maxUnits);
  return thinkPlay(maxUnits);
}

bool SearchBot::outOfTime() const {
  if (millis_ <= 0) return false;
  const auto elapsed = std::chrono::steady_clock::now() - started_;
  return std::chrono::duration<double, std::milli>(elapsed).count() >= millis_;
}

// ---- playing ------------------------------------------------------------------------------

void SearchBot::beginPlay(const GameState& view) {
  root_ = view.playState();
  if (defaultBudget_ && !untilTime_ && settings_.playWork > 0) {
    const std::int64_t cardsLeft = kDeckSize - root_.played.size();
    iterations_ = std::clamp(settings_.playWork / cardsLeft, settings_.iterations / 2,
                             settings_.iterations * 2);
  }
  const CardSet legal = root_.legal();
  const Card preferred = policyChoice(root_, legal, params_);
  decision_.play = preferred;
  const CardSet moves = distinctMoves(legal, root_.hands[seat_] | root_.played, preferred, rules_);
  candidates_[candidateCount_++] = CardSet::of(preferred);
  for (Card c : moves - CardSet::of(preferred)) candidates_[candidateCount_++] = CardSet::of(c);
  knowledge_ = Knowledge::fromView(view, seat_);
  if (candidateCount_ <= 1 || !sampler_.prepare(knowledge_)) {
    finished_ = true;
    return;
  }
  if (settings_.tree) {
    TreeSearch::Setup setup;
    setup.root = root_;
    setup.rootMoves = moves;
    setup.preferred = preferred;
    setup.seat = seat_;
    setup.iterations = iterations_;
    setup.poolSize = static_cast<int>(std::clamp<std::int64_t>(iterations_ / 32, 32, 4096));
    setup.playoutNoise = settings_.playoutNoise;
    setup.exploration = settings_.exploration;
    setup.opponentsInTree = settings_.opponentsInTree;
    const auto capacity =
        static_cast<int>(std::min<std::int64_t>(2 * iterations_ + 64, kMaxTreeNodes));
    tree_.begin(setup, params_, evaluator_, rng_.next(), capacity);
  }
}

std::int64_t SearchBot::dealWeight(const std::array<CardSet, 4>& hands) const {
  std::array<CardSet, 4> start{};
  for (int s = 0; s < 4; ++s) start[s] = hands[s] | knowledge_.playedBy[s];
  PlayState s = PlayState::start(start, rules_);
  int surprises = 0;
  for (int i = 0; i < knowledge_.playCount; ++i) {
    const Card card = knowledge_.plays[i];
    const int seat = s.toMove();
    if (seat != seat_) {
      const CardSet legal = s.legal();
      if (legal.size() > 1) {
        const Card expected = policyChoice(s, legal, params_);
        if (expected != card && !interchangeable(expected, card, s.hands[seat] | s.played, rules_))
          ++surprises;
      }
    }
    s.play(card);
  }
  return kSurpriseWeights[surprises < kMaxSurprises ? surprises : kMaxSurprises];
}

bool SearchBot::thinkTree(std::int64_t units) {
  bool timeUp = false;
  for (std::int64_t n = 0; n < units && done_ < iterations_; ++n) {
    if (!tree_.poolFull()) {
      std::array<CardSet, 4> hands{};
      sampler_.sample(rng_, hands);
      tree_.addDeal(hands, settings_.weighDeals ? dealWeight(hands) : 1);
      continue;
    }
    tree_.iterate();
    ++done_;
    if ((done_ & 63) == 0 && outOfTime()) {
      timeUp = true;
      break;
    }
  }
  if (tree_.iterationsDone() > 0) decision_.play = tree_.bestCard();
  finished_ = timeUp || done_ >= iterations_;
  return finished_;
}

bool SearchBot::thinkPlay(std::int64_t units) {
  if (settings_.tree) return thinkTree(units);
  bool timeUp = false;
  bool clear = false;
  for (std::int64_t n = 0; n < units && done_ < iterations_; ++n) {
    if (nextCandidate_ == 0) {
      if (settings_.stopWhenClear && done_ * 4 >= iterations_) {
        // Far ahead of every other move: more playouts would not change the answer.
        std::int64_t best = INT64_MIN;
        std::int64_t second = INT64_MIN;
        for (int i = 0; i < candidateCount_; ++i) {
          const std::int64_t m = meanKey(valueSum_[i], weightSum_[i]);
          if (m > best) {
            second = best;
            best = m;
          } else if (m > second) {
            second = m;
          }
        }
        if (best - second > 3 * 16 * 1024) {
          clear = true;
          break;
        }
      }
      sampler_.sample(rng_, deal_);
      dealWeight_ = settings_.weighDeals ? dealWeight(deal_) : 1;
      dealSeed_ = rng_.next();
    }
    PlayState s = root_;
    s.hands = deal_;
    s.play(candidates_[nextCandidate_].lowest());
    Rng playoutRng(dealSeed_);
    playOut(s, params_, playoutRng, settings_.playoutNoise);
    record(s.won, dealWeight_);
    if (++nextCandidate_ == candidateCount_) nextCandidate_ = 0;
    ++done_;
    if ((done_ & 63) == 0 && outOfTime()) {
      timeUp = true;
      break;
    }
  }
  choosePlay();
  finished_ = timeUp || clear || done_ >= iterations_;
  return finished_;
}

int SearchBot::bestCandidate() const {
  int best = 0;
  std::int64_t bestKey = INT64_MIN;
  for (int i = 0; i < candidateCount_; ++i) {
    const std::int64_t key = meanKey(valueSum_[i], weightSum_[i]);
    if (key > bestKey) {
      bestKey = key;
      best = i;
    }
  }
  return best;
}

void SearchBot::choosePlay() {
  decision_.play = candidates_[bestCandidate()].lowest();
}

// ---- passing ------------------------------------------------------------------------------

void SearchBot::beginPass(const GameState& view) {
  const CardSet hand = view.hand(seat_);
  const int k = rules_.passCount;
  const CardSet preferred = policyPass(hand, k, params_);
  decision_.pass = preferred;
  passDirection_ = view.passDirection();

  // Every k-card subset, ranked by the policy's fear of its cards (and a bonus for
  // emptying a side suit); the best few are searched.
  std::array<Card, kHandSize> cards{};
  int n = 0;
  for (Card c : hand) cards[n++] = c;
  std::array<int, kHandSize> danger{};
  for (int i = 0; i < n; ++i) danger[i] = passDanger(hand, cards[i]);
  struct Ranked {
    int score;
    CardSet set;
  };
  std::array<Ranked, 1716> ranked{};  // C(13, 6): more than any pass count the rules allow
  int rankedCount = 0;
  std::array<int, 8> idx{};
  if (k <= 0 || k > n || k > 6) {
    finished_ = true;
    return;
  }
  for (int i = 0; i < k; ++i) idx[i] = i;
  for (;;) {
    CardSet set;
    int score = 0;
    for (int i = 0; i < k; ++i) {
      set.add(cards[idx[i]]);
      score += danger[idx[i]];
    }
    for (Suit suit : {Suit::Clubs, Suit::Diamonds})
      if (hand.hasSuit(suit) && (hand.inSuit(suit) - set).empty()) score += 8;
    ranked[rankedCount++] = Ranked{score, set};
    int i = k - 1;
    while (i >= 0 && idx[i] == n - k + i) --i;
    if (i < 0) break;
    ++idx[i];
    for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
  }
  std::sort(ranked.begin(), ranked.begin() + rankedCount, [](const Ranked& a, const Ranked& b) {
    return a.score != b.score ? a.score > b.score : a.set.bits() < b.set.bits();
  });
  candidates_[candidateCount_++] = preferred;
  const int limit = std::min(settings_.passCandidates, kMaxPassSets);
  for (int i = 0; i < rankedCount && candidateCount_ < limit; ++i)
    if (ranked[i].set != preferred) candidates_[candidateCount_++] = ranked[i].set;

  knowledge_ = Knowledge::fromView(view, seat_);
  if (candidateCount_ <= 1 || !sampler_.prepare(knowledge_)) finished_ = true;
}

bool SearchBot::thinkPass(std::int64_t units) {
  bool timeUp = false;
  const int k = rules_.passCount;
  for (std::int64_t n = 0; n < units && done_ < iterations_; ++n) {
    if (nextCandidate_ == 0) {
      sampler_.sample(rng_, deal_);
      for (int s = 0; s < 4; ++s)
        othersPass_[s] = s == seat_ ? CardSet() : policyPass(deal_[s], k, params_);
      dealSeed_ = rng_.next();
    }
    std::array<CardSet, 4> give = othersPass_;
    give[seat_] = candidates_[nextCandidate_];
    std::array<CardSet, 4> hands = deal_;
    for (int s = 0; s < 4; ++s) hands[s] -= give[s];
    for (int s = 0; s < 4; ++s) hands[passTarget(s, passDirection_)] |= give[s];
    PlayState st = PlayState::start(hands, rules_);
    Rng playoutRng(dealSeed_);
    playOut(st, params_, playoutRng, settings_.playoutNoise);
    record(st.won, 1);
    if (++nextCandidate_ == candidateCount_) nextCandidate_ = 0;
    ++done_;
    if ((done_ & 63) == 0 && outOfTime()) {
      timeUp = true;
      break;
    }
  }
  choosePass();
  finished_ = timeUp || done_ >= iterations_;
  return finished_;
}

void SearchBot::record(const std::array<CardSet, 4>& won, std::int64_t weight) {
  const int i = nextCandidate_;
  weightSum_[i] += weight;
  ++playouts_[i];
  if (!settings_.trackPoints) {
    valueSum_[i] += weight * evaluator_.value(won, seat_);
    return;
  }
  const HandResult r = evaluator_.score(won);
  valueSum_[i] += weight * evaluator_.valueOfDelta(r.delta, seat_);
  pointsSum_[i] += weight * r.delta[seat_];
}

std::vector<SearchBot::CandidateStats> SearchBot::candidateStats() const {
  std::vector<CandidateStats> out;
  if (settings_.tree || candidateCount_ <= 1) return out;
  for (int i = 0; i < candidateCount_; ++i) {
    CandidateStats c;
    c.cards = candidates_[i];
    c.playouts = playouts_[i];
    if (weightSum_[i] > 0) {
      const double w = static_cast<double>(weightSum_[i]);
      c.value = static_cast<double>(valueSum_[i]) / w / 16.0;
      c.handPoints = static_cast<double>(pointsSum_[i]) / w;
    }
    out.push_back(c);
  }
  return out;
}

void SearchBot::considerPass(CardSet cards) {
  if (phase_ != Phase::Passing || done_ > 0 || cards.size() != rules_.passCount) return;
  for (int i = 0; i < candidateCount_; ++i)
    if (candidates_[i] == cards) return;
  if (candidateCount_ < kMaxPassSets) candidates_[candidateCount_++] = cards;
  else candidates_[candidateCount_ - 1] = cards;
  // A second candidate makes a search of what was a forced pass.
  if (candidateCount_ > 1 && finished_ && sampler_.prepare(knowledge_)) finished_ = false;
}

void SearchBot::choosePass() { decision_.pass = candidates_[bestCandidate()]; }

}  // namespace hearts::ai
