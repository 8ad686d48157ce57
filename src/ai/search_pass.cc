// The search levels' pass: the pass sets the policy likes best, and with moonPassSets the
// sets a seat going for the moon would pass, each played out over sampled deals.
#include <algorithm>

#include "ai/moon.h"
#include "ai/search_bot.h"

namespace hearts::ai {

namespace {

struct Ranked {
  int score;
  CardSet set;
};

// Every k-card subset of `hand` with its score: the sum of the cards' dangers, and for the
// policy's ranking a bonus for emptying a side suit.
int rankSubsets(CardSet hand, int k, bool moon, std::array<Ranked, 1716>& ranked) {
  std::array<Card, kHandSize> cards{};
  int n = 0;
  for (Card c : hand) cards[n++] = c;
  std::array<int, kHandSize> danger{};
  for (int i = 0; i < n; ++i) danger[i] = moon ? moonPassDanger(hand, cards[i]) : passDanger(hand, cards[i]);
  int count = 0;
  std::array<int, 8> idx{};
  for (int i = 0; i < k; ++i) idx[i] = i;
  for (;;) {
    CardSet set;
    int score = 0;
    for (int i = 0; i < k; ++i) {
      set.add(cards[idx[i]]);
      score += danger[idx[i]];
    }
    if (!moon)
      for (Suit suit : {Suit::Clubs, Suit::Diamonds})
        if (hand.hasSuit(suit) && (hand.inSuit(suit) - set).empty()) score += 8;
    ranked[count++] = Ranked{score, set};
    int i = k - 1;
    while (i >= 0 && idx[i] == n - k + i) --i;
    if (i < 0) break;
    ++idx[i];
    for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
  }
  std::sort(ranked.begin(), ranked.begin() + count, [](const Ranked& a, const Ranked& b) {
    return a.score != b.score ? a.score > b.score : a.set.bits() < b.set.bits();
  });
  return count;
}

}  // namespace

void SearchBot::beginPass(const GameState& view) {
  const CardSet hand = view.hand(seat_);
  const int k = rules_.passCount;
  const CardSet preferred = policyPass(hand, k, params_);
  decision_.pass = preferred;
  passDirection_ = view.passDirection();
  // A pass has no position of its own here: root_ is still this bot's last play decision's
  // (an empty table before any), so whether its quiet playouts face medium's defence
  // depends on that decision. Every signature and measurement so far was made so.
  quietAsPlan_ = level_.planDefence == PlanDefence::Medium && moonOpen(root_, seat_);
  if (k <= 0 || k > hand.size() || k > 6) {
    finished_ = true;
    return;
  }
  // The policy's pass and the best few other sets by its fear of their cards; then the
  // sets that keep a moon's winners, played with the moon as the plan.
  std::array<Ranked, 1716> ranked{};  // C(13, 6): more than any pass count the rules allow
  int count = rankSubsets(hand, k, false, ranked);
  addCandidate(preferred, false);
  const int limit = std::min(level_.passCandidates, kMaxPassSets);
  for (int i = 0; i < count && candidateCount_ < limit; ++i)
    if (ranked[i].set != preferred) addCandidate(ranked[i].set, false);
  if (level_.moonPassSets > 0) {
    count = rankSubsets(hand, k, true, ranked);
    const int moonLimit = candidateCount_ + std::min(level_.moonPassSets, kMaxPassSets);
    for (int i = 0; i < count && candidateCount_ < moonLimit; ++i) addCandidate(ranked[i].set, true);
  }

  knowledge_ = Knowledge::fromView(view, seat_);
  if (candidateCount_ <= 1 || !sampler_.prepare(knowledge_)) finished_ = true;
}

bool SearchBot::thinkPass(std::int64_t units) {
  bool timeUp = false;
  const int k = rules_.passCount;
  for (std::int64_t n = 0; n < units && done_ < iterations_; ++n) {
    if (nextCandidate_ == 0) {
      sampler_.sample(rng_, deal_.hands);
      for (int s = 0; s < 4; ++s)
        deal_.othersPass[s] = s == seat_ ? CardSet() : policyPass(deal_.hands[s], k, params_);
      deal_.seed = rng_.next();
    }
    std::array<CardSet, 4> give = deal_.othersPass;
    give[seat_] = candidates_[nextCandidate_].cards;
    std::array<CardSet, 4> hands = deal_.hands;
    for (int s = 0; s < 4; ++s) hands[s] -= give[s];
    for (int s = 0; s < 4; ++s) hands[passTarget(s, passDirection_)] |= give[s];
    PlayState st = PlayState::start(hands, rules_);
    if (playOutCandidate(st, 1)) {
      timeUp = true;
      break;
    }
  }
  choosePass();
  finished_ = timeUp || done_ >= iterations_;
  return finished_;
}

void SearchBot::choosePass() { decision_.pass = candidates_[bestCandidate()].cards; }

void SearchBot::considerPass(CardSet cards) {
  if (phase_ != Phase::Passing || done_ > 0 || cards.size() != rules_.passCount) return;
  for (int i = 0; i < candidateCount_; ++i)
    if (candidates_[i].cards == cards && !candidates_[i].shoots) return;
  if (candidateCount_ == kMaxCandidates) --candidateCount_;
  addCandidate(cards, false);
  // A second candidate makes a search of what was a forced pass.
  if (candidateCount_ > 1 && finished_ && sampler_.prepare(knowledge_)) finished_ = false;
}

}  // namespace hearts::ai
