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

std::int64_t meanKey(std::int64_t sum, std::int64_t weight) {
  // Compared as doubles: exact integer inputs, one correctly rounded division.
  return weight > 0 ? static_cast<std::int64_t>(static_cast<double>(sum) /
                                                static_cast<double>(weight) * 1024.0)
                    : INT64_MIN;
}

}  // namespace

SearchBot::SearchBot(SearchSettings settings, std::uint64_t seed)
    : settings_(std::move(settings)), seed_(seed), rng_(seed) {
  // A deal's weight is multiplied by surpriseWeight percent (2/5 by default) for every
  // opponent play the model would not have made in it; the floor keeps any deal from
  // counting for nothing.
  surpriseWeights_[0] = std::int64_t{1} << 20;
  for (int i = 1; i <= kMaxSurprises; ++i)
    surpriseWeights_[i] = surpriseWeights_[i - 1] * settings_.surpriseWeight / 100 + 1;
}

void SearchBot::begin(const GameState& view, int seat, const Budget& budget) {
  decision_ = Decision{};
  guarded_ = -1;
  finished_ = false;
  phase_ = view.phase();
  seat_ = seat;
  rules_ = view.rules();
  params_ = PolicyParams::forRules(rules_);
  params_.keepStoppers = settings_.keepStoppers == 2;
  params_.followLow = settings_.followLow == 2;
  params_.leadStyle = settings_.leadStyle;
  params_.overLow = settings_.overLow;
  params_.model = settings_.learned;
  bystanders_ = params_;
  bystanders_.stopThreshold = bystanders_.runThreshold = 27;
  evaluator_ = Evaluator(rules_, view.scores(), view.handNumber(), settings_.othersWeight,
                         settings_.moonWeightNow());
  rng_.reseed(mix64(seed_ ^ viewHash(view, seat)));
  moonBonus16_ = static_cast<std::int32_t>(settings_.moonBonus * 16.0);
  // In meanKey's units: 1/1024 of a sixteenth of a point.
  moonMargin_ = static_cast<std::int64_t>(settings_.moonMargin * 16.0 * 1024.0);
  planParams_ = params_;
  quietPlanDefence_ = settings_.planDefence == 3;
  if (settings_.planDefence > 0) {
    planParams_.defendAsMedium();
    if (settings_.planDefence == 2) planParams_.moonShooter = seat;
  }
  defaultBudget_ = budget.iterations <= 0;
  untilTime_ = defaultBudget_ && settings_.spendTime && budget.spendTime && budget.millis > 0;
  iterations_ = untilTime_        ? kNoIterationCap
                : defaultBudget_ ? settings_.iterations
                                 : budget.iterations;
  millis_ = budget.millis;
  started_ = std::chrono::steady_clock::now();
  done_ = 0;
  nextCandidate_ = 0;
  firstLive_ = 0;
  halvingsDone_ = 0;
  candidateCount_ = 0;
  collector_ = -1;
  passSuspect_ = -1;
  dealShooter_ = -1;
  solving_ = false;
  dealsWeight_ = 0;
  shooterWeight_.fill(0);
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
  addCandidate(CardSet::of(preferred), false);
  for (Card c : moves - CardSet::of(preferred)) addCandidate(CardSet::of(c), false);
  knowledge_ = Knowledge::fromView(view, seat_);
  if (candidateCount_ <= 1 || !sampler_.prepare(knowledge_)) {
    finished_ = true;
    return;
  }
  solving_ = settings_.endgame > 0 && !settings_.tree &&
             root_.hands[seat_].size() <= settings_.endgame;
  if (solving_) {
    // Every seat that chooses by search takes its best card, a moon included: no separate
    // moon plan.
    solver_ = EndgameSolver(evaluator_, rules_, seat_,
                            settings_.endgameChoosers == 0 ? EndgameSolver::Choosers::Everyone
                                                           : EndgameSolver::Choosers::SeatOnly);
    iterations_ = std::min<std::int64_t>(
        iterations_, std::int64_t{candidateCount_} * std::max(settings_.endgameDeals, 1));
  }
  // Cards followed by a try for the moon, while it is open to the seat.
  const int cards = candidateCount_;
  if (settings_.moonPlans > 0 && !settings_.tree && !solving_ && moonOpen(root_, seat_)) {
    if (settings_.moonPlans == 1) addCandidate(CardSet::of(shootChoice(root_, legal)), true);
    else for (int i = 0; i < cards; ++i) addCandidate(candidates_[i], true);
  }
  if (settings_.watchMoon) collector_ = moonCollector(root_, seat_, settings_.earlyWatch);
  if (settings_.passWatch > 0 && knowledge_.passer >= 0) {
    for (Card c : knowledge_.passerGave & kHeartsMask)
      if (c.rank() + 2 <= settings_.passWatch) passSuspect_ = knowledge_.passer;
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

bool SearchBot::thinkTree(std::int64_t units) {
  bool timeUp = false;
  for (std::int64_t n = 0; n < units && done_ < iterations_; ++n) {
    if (!tree_.poolFull()) {
      std::array<CardSet, 4> hands{};
      sampler_.sample(rng_, hands);
      tree_.addDeal(hands, settings_.weighDeals ? fitDeal(hands).weight : 1);
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
    if (nextCandidate_ == firstLive_) {
      halveCandidates();
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
      const DealFit fit = settings_.weighDeals ? fitDeal(deal_) : DealFit{};
      dealWeight_ = fit.weight;
      dealShooter_ = fit.shooter;
      dealSeed_ = rng_.next();
      if (settings_.toldShooter > 0) {
        const int told = (seat_ + settings_.toldShooter) & 3;
        dealShooter_ = moonOpen(root_, told) ? told : -1;
      } else if (settings_.watchMoon && settings_.moonProbe && dealShooter_ < 0) {
        dealShooter_ = probeMoon(deal_, dealSeed_, fit.moonFits);
      }
      dealsWeight_ += dealWeight_;
      if (dealShooter_ >= 0) shooterWeight_[dealShooter_] += dealWeight_;
    }
    PlayState s = root_;
    s.hands = deal_;
    s.play(candidates_[nextCandidate_].lowest());
    if (playOutCandidate(s, dealWeight_)) {
      timeUp = true;
      break;
    }
  }
  choosePlay();
  finished_ = timeUp || clear || done_ >= iterations_;
  return finished_;
}

std::int64_t SearchBot::rankKey(int i) const {
  std::int64_t key = meanKey(valueSum_[i], weightSum_[i]);
  // A candidate not yet played out stays last, moon plan or not.
  if (shoots_[i] && key != INT64_MIN) key -= moonMargin_;
  return key;
}

void SearchBot::halveCandidates() {
  if (settings_.halving <= halvingsDone_ || untilTime_) return;
  const std::int64_t steps = settings_.halving + 1;
  if (done_ * steps < iterations_ * (halvingsDone_ + 1)) return;
  ++halvingsDone_;
  std::array<int, kMaxCandidates> order{};
  int live = 0;
  for (int i = 0; i < candidateCount_; ++i)
    if (live_[i]) order[live++] = i;
  const int keep = std::max(2, (live + 1) / 2);
  if (live <= keep) return;
  // Best first; on equal keys the earlier candidate, as bestCandidate() prefers it.
  std::stable_sort(order.begin(), order.begin() + live,
                   [this](int a, int b) { return rankKey(a) > rankKey(b); });
  for (int r = keep; r < live; ++r) live_[order[r]] = false;
  firstLive_ = 0;
  while (!live_[firstLive_]) ++firstLive_;
  nextCandidate_ = firstLive_;
}

void SearchBot::advanceCandidate() {
  do {
    if (++nextCandidate_ == candidateCount_) nextCandidate_ = 0;
  } while (!live_[nextCandidate_]);
}

int SearchBot::bestCandidate() const {
  int best = firstLive_;
  std::int64_t bestKey = INT64_MIN;
  for (int i = 0; i < candidateCount_; ++i) {
    if (!live_[i]) continue;
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
  decision_.play = candidates_[chosen].lowest();
}

void SearchBot::addCandidate(CardSet cards, bool shoot) {
  candidates_[candidateCount_] = cards;
  shoots_[candidateCount_] = shoot;
  live_[candidateCount_] = true;
  ++candidateCount_;
}

bool SearchBot::playOutCandidate(PlayState& s, std::int64_t weight) {
  Rng playoutRng(dealSeed_);
  // The seat's own moon plan faces the defence of planDefence; against an opponent playing
  // for the moon in this deal, the seat's quiet candidates defend as the settings say.
  PolicyParams p =
      shoots_[nextCandidate_] || (quietPlanDefence_ && moonOpen(root_, seat_)) ? planParams_ : params_;
  if (!shoots_[nextCandidate_]) {
    if (settings_.knownShooter) p.moonShooter = dealShooter_;
    if (settings_.keepStoppers == 1 && dealShooter_ >= 0) p.keepStoppers = true;
    if (settings_.followLow == 1 && dealShooter_ >= 0) p.followLow = true;
  }
  if (solving_)
    s.won = solver_.solve(s, p, dealShooter_);
  else if (shoots_[nextCandidate_])
    playOutShooting(s, p, playoutRng, settings_.playoutNoise, seat_);
  else if (settings_.soloDefence && dealShooter_ >= 0 && settings_.moonLine > 0)
    playOutMoonLine(s, p, playoutRng);
  else if (settings_.soloDefence && dealShooter_ >= 0)
    playOutShooting(s, p, playoutRng, settings_.playoutNoise, dealShooter_,
                    settings_.defendNow && !defendsLater() ? -1 : seat_, bystanders_);
  else
    playOutShooting(s, p, playoutRng, settings_.playoutNoise, dealShooter_);
  record(s.won, weight);
  advanceCandidate();
  ++done_;
  return (done_ & 63) == 0 && outOfTime();
}

void SearchBot::playOutMoonLine(PlayState& s, const PolicyParams& p, Rng& rng) const {
  PolicyParams defence = p;
  defence.moonShooter = dealShooter_;
  defence.keepStoppers = true;
  defence.followLow = true;
  std::array<const PolicyParams*, 4> others{};
  others.fill(&bystanders_);
  others[static_cast<std::size_t>(seat_)] = &defence;
  int nodes = 0;
  if (!findMoonLine(s, dealShooter_, others, settings_.moonLine, nodes))
    playOutShooting(s, defence, rng, settings_.playoutNoise, dealShooter_, seat_, bystanders_);
}

void SearchBot::record(const std::array<CardSet, 4>& won, std::int64_t weight) {
  const int i = nextCandidate_;
  weightSum_[i] += weight;
  ++playouts_[i];
  const std::int32_t bonus = won[seat_].containsAll(kPointCards) ? moonBonus16_ : 0;
  if (!settings_.trackPoints) {
    valueSum_[i] += weight * (evaluator_.value(won, seat_) + bonus);
    return;
  }
  const HandResult r = evaluator_.score(won);
  valueSum_[i] += weight * (evaluator_.valueOfResult(r, seat_) + bonus);
  pointsSum_[i] += weight * r.delta[seat_];
}

std::vector<SearchBot::CandidateStats> SearchBot::candidateStats() const {
  std::vector<CandidateStats> out;
  if (settings_.tree) return out;
  std::vector<bool> measured;
  for (int i = 0; i < candidateCount_; ++i) {
    CandidateStats c;
    c.cards = candidates_[i];
    c.playouts = playouts_[i];
    c.shoots = shoots_[i];
    if (weightSum_[i] > 0) {
      const double w = static_cast<double>(weightSum_[i]);
      c.value = static_cast<double>(valueSum_[i]) / w / 16.0;
      c.handPoints = static_cast<double>(pointsSum_[i]) / w;
    }
    // The same cards under the other plan: one entry, with the better plan's figures.
    std::size_t j = 0;
    while (j < out.size() && out[j].cards != c.cards) ++j;
    if (j == out.size()) {
      out.push_back(c);
      measured.push_back(weightSum_[i] > 0);
      continue;
    }
    c.playouts += out[j].playouts;
    if (weightSum_[i] > 0 && (!measured[j] || c.value > out[j].value)) {
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
