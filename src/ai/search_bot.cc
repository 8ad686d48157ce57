#include "ai/search_bot.h"

#include <algorithm>
#include <utility>

#include "ai/interchangeable.h"
#include "ai/moon.h"
#include "ai/view_hash.h"

namespace hearts::ai {

namespace {

constexpr std::int64_t kDeckSize = 52;
// Iterations when only the clock ends a decision: more than any clock allows.
constexpr std::int64_t kNoIterationCap = std::int64_t{1} << 40;
// A playout plays a random card with this chance in 1024; 0 and 120 played no better
// (docs/BENCHMARKS.md, "Tried, not kept").
constexpr std::uint32_t kPlayoutNoise = 40;
// How much better (in points) a plan for the seat's own moon, at the pass or in play, must
// look than playing on quietly before it is chosen: its playouts face opponents who defend
// less well than real ones.
constexpr double kMoonMargin = 3;
// kMoonMargin in meanKey's units: 1/1024 of a sixteenth of a point.
constexpr auto kMoonMarginKey = static_cast<std::int64_t>(kMoonMargin * 16.0 * 1024.0);

std::int64_t meanKey(std::int64_t sum, std::int64_t weight) {
  // Compared as doubles: exact integer inputs, one correctly rounded division.
  return weight > 0 ? static_cast<std::int64_t>(static_cast<double>(sum) /
                                                static_cast<double>(weight) * 1024.0)
                    : INT64_MIN;
}

}  // namespace

SearchBot::SearchBot(SearchLevel level, std::uint64_t seed)
    : level_(std::move(level)),
      moonBonus16_(static_cast<std::int32_t>(level_.moonBonus * 16.0)),
      seed_(seed),
      rng_(seed) {}

void SearchBot::begin(const GameState& view, int seat, const Budget& budget) {
  decision_ = Decision{};
  finished_ = false;
  phase_ = view.phase();
  seat_ = seat;
  rules_ = view.rules();
  params_ = PolicyParams::forRules(rules_);
  params_.keepStoppers = level_.moonDefence;
  bystanders_ = params_;
  bystanders_.stopThreshold = bystanders_.runThreshold = 27;
  planParams_ = params_;
  if (level_.planDefence == PlanDefence::Medium) planParams_.defendAsMedium();
  quietAsPlan_ = false;
  evaluator_ = Evaluator(rules_, view.scores(), view.handNumber(), level_.othersWeight);
  rng_.reseed(mix64(seed_ ^ viewHash(view, seat)));
  defaultBudget_ = budget.iterations <= 0;
  untilTime_ = defaultBudget_ && level_.spendTime && budget.spendTime && budget.millis > 0;
  iterations_ = untilTime_        ? kNoIterationCap
                : defaultBudget_ ? level_.iterations
                                 : budget.iterations;
  millis_ = budget.millis;
  started_ = std::chrono::steady_clock::now();
  done_ = 0;
  collector_ = -1;
  guarded_ = -1;
  candidateCount_ = 0;
  nextCandidate_ = 0;
  deal_ = Deal{};
  dealsWeight_ = 0;
  shooterWeight_.fill(0);
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
  quietAsPlan_ = level_.planDefence == PlanDefence::Medium && moonOpen(root_, seat_);
  if (defaultBudget_ && !untilTime_ && level_.playWork > 0) {
    const std::int64_t cardsLeft = kDeckSize - root_.played.size();
    iterations_ = std::clamp(level_.playWork / cardsLeft, level_.iterations / 2,
                             level_.iterations * 2);
  }
  const CardSet legal = root_.legal();
  const Card preferred = policyChoice(root_, legal, params_);
  decision_.play = preferred;
  const CardSet moves = distinctMoves(legal, root_.hands[seat_] | root_.played, preferred, rules_);
  addCandidate(CardSet::of(preferred), false);
  for (Card c : moves - CardSet::of(preferred)) addCandidate(CardSet::of(c), false);
  knowledge_ = Knowledge::fromView(view, seat_);
  if (candidateCount_ <= 1 || !sampler_.prepare(knowledge_)) {
    finished_ = true;
    return;
  }
  // Cards followed by a try for the moon, while it is open to the seat.
  const int cards = candidateCount_;
  if (moonOpen(root_, seat_)) {
    if (level_.moonPlans == MoonPlans::PlanCard) addCandidate(CardSet::of(shootChoice(root_, legal)), true);
    else for (int i = 0; i < cards; ++i) addCandidate(candidates_[i].cards, true);
  }
  if (level_.moonDefence) collector_ = moonCollector(root_, seat_, true);
}

bool SearchBot::thinkPlay(std::int64_t units) {
  bool timeUp = false;
  bool clear = false;
  for (std::int64_t n = 0; n < units && done_ < iterations_; ++n) {
    if (nextCandidate_ == 0) {
      if (level_.stopWhenClear && done_ * 4 >= iterations_ && clearlyDecided()) {
        clear = true;
        break;
      }
      drawPlayDeal();
    }
    PlayState s = root_;
    s.hands = deal_.hands;
    s.play(candidates_[nextCandidate_].cards.lowest());
    if (playOutCandidate(s, deal_.weight)) {
      timeUp = true;
      break;
    }
  }
  choosePlay();
  finished_ = timeUp || clear || done_ >= iterations_;
  return finished_;
}

bool SearchBot::clearlyDecided() const {
  std::int64_t best = INT64_MIN;
  std::int64_t second = INT64_MIN;
  for (int i = 0; i < candidateCount_; ++i) {
    const Candidate& c = candidates_[i];
    const std::int64_t m = meanKey(c.valueSum, c.weightSum);
    if (m > best) {
      second = best;
      best = m;
    } else if (m > second) {
      second = m;
    }
  }
  return best - second > 3 * 16 * 1024;
}

void SearchBot::drawPlayDeal() {
  sampler_.sample(rng_, deal_.hands);
  const DealFit fit = fitDeal(deal_.hands);
  deal_.weight = fit.weight;
  deal_.shooter = fit.shooter;
  deal_.seed = rng_.next();
  if (level_.toldShooter > 0) {
    const int told = (seat_ + level_.toldShooter) & 3;
    deal_.shooter = moonOpen(root_, told) ? told : -1;
  } else if (level_.moonDefence && deal_.shooter < 0) {
    deal_.shooter = probeMoon(deal_.hands, deal_.seed, fit.moonFits);
  }
  dealsWeight_ += deal_.weight;
  if (deal_.shooter >= 0) shooterWeight_[deal_.shooter] += deal_.weight;
}

std::int64_t SearchBot::rankKey(int i) const {
  const Candidate& c = candidates_[i];
  std::int64_t key = meanKey(c.valueSum, c.weightSum);
  // A candidate not yet played out stays last, moon plan or not.
  if (c.shoots && key != INT64_MIN) key -= kMoonMarginKey;
  return key;
}

int SearchBot::bestCandidate() const {
  int best = 0;
  std::int64_t bestKey = INT64_MIN;
  for (int i = 0; i < candidateCount_; ++i) {
    const std::int64_t key = rankKey(i);
    if (key > bestKey) {
      bestKey = key;
      best = i;
    }
  }
  return best;
}

void SearchBot::choosePlay() {
  const int best = bestCandidate();
  int shooter = -1;
  const int chosen = moonTiebreak(best, shooter);
  guarded_ = chosen != best ? shooter : -1;
  decision_.play = candidates_[chosen].cards.lowest();
}

void SearchBot::addCandidate(CardSet cards, bool shoot) {
  candidates_[candidateCount_++] = Candidate{cards, shoot};
}

bool SearchBot::playOutCandidate(PlayState& s, std::int64_t weight) {
  Candidate& c = candidates_[nextCandidate_];
  Rng playoutRng(deal_.seed);
  // Who plays for the moon: the seat in its own plan, which faces planDefence; else the
  // opponent modelled so in this deal, if any, against the seat's quiet candidates.
  const int shooter = c.shoots ? seat_ : deal_.shooter;
  PolicyParams p = c.shoots || quietAsPlan_ ? planParams_ : params_;
  // Against an opponent's moon the others know it; the two other opponents leave the stop
  // to the seat, and the seat's own later plays do not count on one either.
  const bool alone = !c.shoots && level_.moonDefence && deal_.shooter >= 0;
  if (!c.shoots && level_.moonDefence) p.moonShooter = deal_.shooter;
  playOutShooting(s, p, playoutRng, kPlayoutNoise, shooter, alone ? -1 : seat_, alone ? bystanders_ : p);

  c.weightSum += weight;
  ++c.playouts;
  const std::int32_t bonus = s.won[seat_].containsAll(kPointCards) ? moonBonus16_ : 0;
  if (level_.trackPoints) {
    const HandResult r = evaluator_.score(s.won);
    c.valueSum += weight * (evaluator_.valueOfResult(r, seat_) + bonus);
    c.pointsSum += weight * r.delta[seat_];
  } else {
    c.valueSum += weight * (evaluator_.value(s.won, seat_) + bonus);
  }
  if (++nextCandidate_ == candidateCount_) nextCandidate_ = 0;
  ++done_;
  return (done_ & 63) == 0 && outOfTime();
}

std::vector<SearchBot::CandidateStats> SearchBot::candidateStats() const {
  std::vector<CandidateStats> out;
  std::vector<bool> measured;
  for (int i = 0; i < candidateCount_; ++i) {
    const Candidate& k = candidates_[i];
    CandidateStats c;
    c.cards = k.cards;
    c.playouts = k.playouts;
    c.shoots = k.shoots;
    if (k.weightSum > 0) {
      const double w = static_cast<double>(k.weightSum);
      c.value = static_cast<double>(k.valueSum) / w / 16.0;
      c.handPoints = static_cast<double>(k.pointsSum) / w;
    }
    // The same cards under the other plan: one entry, with the better plan's figures.
    std::size_t j = 0;
    while (j < out.size() && out[j].cards != c.cards) ++j;
    if (j == out.size()) {
      out.push_back(c);
      measured.push_back(k.weightSum > 0);
      continue;
    }
    c.playouts += out[j].playouts;
    if (k.weightSum > 0 && (!measured[j] || c.value > out[j].value)) {
      out[j] = c;
      measured[j] = true;
    } else {
      out[j].playouts = c.playouts;
    }
  }
  if (out.size() <= 1) out.clear();
  return out;
}

}  // namespace hearts::ai
