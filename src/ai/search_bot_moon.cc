// SearchBot's watch for an opponent's moon: how well each sampled deal explains the
// opponents' plays and who in it is going for the moon (fitDeal, probeMoon), the share of
// the deals' weight that has each opponent shooting (moonShares), and the defender's card
// played where that share is high and the card close to the best (moonTiebreak).
#include "ai/search_bot.h"

#include <algorithm>
#include <cstdint>

#include "ai/interchangeable.h"
#include "ai/moon.h"

namespace hearts::ai {

SearchBot::DealFit SearchBot::fitDeal(const std::array<CardSet, 4>& hands) const {
  std::array<CardSet, 4> start{};
  for (int s = 0; s < 4; ++s) start[s] = hands[s] | knowledge_.playedBy[s];
  PlayState s = PlayState::start(start, rules_);
  int surprises = 0;
  // The collector's plays the policy would not have made, and those a shooter would not.
  std::array<int, 4> policyMisses{};
  std::array<int, 4> shooterMisses{};
  for (int i = 0; i < knowledge_.playCount; ++i) {
    const Card card = knowledge_.plays[i];
    const int seat = s.toMove();
    const CardSet legal = s.legal();
    if (seat != seat_ && legal.size() > 1) {
      const CardSet held = s.hands[seat] | s.played;
      const auto misses = [&](Card expected) {
        return expected != card && !interchangeable(expected, card, held, rules_);
      };
      const bool policyMiss = misses(policyChoice(s, legal, params_));
      if (seat != collector_) surprises += policyMiss;
      policyMisses[seat] += policyMiss;
      if (seat == collector_ || (level_.moonProbe && moonOpen(s, seat)))
        shooterMisses[seat] += misses(shootChoice(s, legal));
    }
    s.play(card);
  }
  DealFit fit;
  if (collector_ >= 0) {
    if (shooterMisses[collector_] <= policyMisses[collector_]) fit.shooter = collector_;
    surprises += std::min(policyMisses[collector_], shooterMisses[collector_]);
  }
  for (int o = 0; o < 4; ++o)
    if (shooterMisses[o] < policyMisses[o]) fit.moonFits |= 1u << o;
  fit.weight = surpriseWeights_[surprises < kMaxSurprises ? surprises : kMaxSurprises];
  return fit;
}

int SearchBot::probeMoon(const std::array<CardSet, 4>& hands, std::uint64_t seed,
                         unsigned fits) const {
  for (int o = 0; o < 4; ++o) {
    // An opponent whose plays fit a moon, the early watch's seat only while it watches one.
    const bool probed = (fits & (1u << o)) != 0 && (collector_ < 0 || o == collector_);
    if (o == seat_ || !probed || !moonOpen(root_, o)) continue;
    PlayState s = root_;
    s.hands = hands;
    s.play(candidates_[0].cards.lowest());
    Rng rng(seed);
    playOutShooting(s, params_, rng, 0, o);
    if (s.won[o].containsAll(kPointCards)) return o;
  }
  return -1;
}

std::array<double, 4> SearchBot::moonShares() const {
  std::array<double, 4> shares{};
  if (dealsWeight_ <= 0) return shares;
  for (int o = 0; o < 4; ++o)
    shares[static_cast<std::size_t>(o)] = static_cast<double>(shooterWeight_[static_cast<std::size_t>(o)]) /
                                          static_cast<double>(dealsWeight_);
  return shares;
}

int SearchBot::moonTiebreak(int best, int& shooter) const {
  shooter = -1;
  if (level_.moonTiebreak <= 0 || dealsWeight_ <= 0) return best;
  const auto top = std::max_element(shooterWeight_.begin(), shooterWeight_.end());
  if (*top * 100 < dealsWeight_ * level_.moonTiebreakShare) return best;
  shooter = static_cast<int>(top - shooterWeight_.begin());
  PolicyParams defence = params_;
  defence.moonShooter = shooter;
  defence.keepStoppers = true;
  defence.followLow = true;
  const Card card = policyChoice(root_, root_.legal(), defence);
  const CardSet ownOrGone = root_.hands[seat_] | root_.played;
  const std::int64_t margin = static_cast<std::int64_t>(level_.moonTiebreak * 16.0 * 1024.0);
  const std::int64_t bestKey = rankKey(best);
  for (int i = 0; i < candidateCount_; ++i) {
    if (candidates_[i].shoots) continue;
    const Card c = candidates_[i].cards.lowest();
    if (c != card && !interchangeable(c, card, ownOrGone, rules_)) continue;
    const std::int64_t key = rankKey(i);
    return key != INT64_MIN && key >= bestKey - margin ? i : best;
  }
  return best;
}

}  // namespace hearts::ai
