// SearchBot's watch for an opponent's moon: how well each sampled deal explains the
// opponents' plays and who in it is going for the moon (fitDeal, probeMoon), the share of
// the deals' weight that has each opponent shooting (moonShares), and the defender's card
// played where that share is high and the card close to the best (moonTiebreak).
#include "ai/search_bot.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "ai/interchangeable.h"
#include "ai/moon.h"

namespace hearts::ai {

namespace {

// A sampled deal keeps 2/5 of its weight for every opponent play the policy would not have
// made in it (cards interchangeable for the player count as the same play), down to a
// floor that keeps any deal from counting for nothing; at 15% the search played worse, at
// 55% to 100% no better (docs/BENCHMARKS.md, "Tried, not kept").
constexpr int kSurpriseWeight = 40;
constexpr int kMaxSurprises = 24;
constexpr std::array<std::int64_t, kMaxSurprises + 1> kSurpriseWeights = [] {
  std::array<std::int64_t, kMaxSurprises + 1> w{};
  w[0] = std::int64_t{1} << 20;
  for (int i = 1; i <= kMaxSurprises; ++i) w[i] = w[i - 1] * kSurpriseWeight / 100 + 1;
  return w;
}();

// The tie-break: where at least kMoonTiebreakShare percent of the sampled deals' weight has
// one opponent going for the moon, the card a defender keeping its stoppers would play is
// chosen over the search's best when within kMoonTiebreak points of it. It let through a
// fifth to a third fewer of the shooter's moons; a point's margin from a quarter of the
// deals stopped a few more but cost points against three hard players.
constexpr double kMoonTiebreak = 0.5;
constexpr int kMoonTiebreakShare = 50;

}  // namespace

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
      if (seat == collector_ || (level_.moonDefence && moonOpen(s, seat)))
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
  fit.weight = kSurpriseWeights[static_cast<std::size_t>(std::min(surprises, kMaxSurprises))];
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
  if (!level_.moonDefence || dealsWeight_ <= 0) return best;
  const auto top = std::max_element(shooterWeight_.begin(), shooterWeight_.end());
  if (*top * 100 < dealsWeight_ * kMoonTiebreakShare) return best;
  shooter = static_cast<int>(top - shooterWeight_.begin());
  PolicyParams defence = params_;
  defence.moonShooter = shooter;
  defence.keepStoppers = true;
  defence.followLow = true;
  const Card card = policyChoice(root_, root_.legal(), defence);
  const CardSet ownOrGone = root_.hands[seat_] | root_.played;
  constexpr auto margin = static_cast<std::int64_t>(kMoonTiebreak * 16.0 * 1024.0);
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
