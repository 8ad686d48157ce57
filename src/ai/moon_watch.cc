#include "ai/moon_watch.h"

#include <algorithm>

#include "ai/interchangeable.h"
#include "ai/moon.h"
#include "ai/policy.h"
#include "core/history.h"

namespace hearts::ai {

namespace {

// One play seen beside the policy's card and the moon plan's card.
struct MoonSign {
  bool unlikePolicy = false;
  bool unlikePlan = false;
};

// For `card` played by the seat to move in `state` (Playing, the real hands), with the moon
// open to it; nothing when the play had no real choice or the moon was closed.
MoonSign moonSignOf(const GameState& state, Card card) {
  const PlayState& s = state.playState();
  const int seat = s.toMove();
  const CardSet legal = state.legalPlays();
  const Rules& rules = state.rules();
  const CardSet ownOrGone = state.hand(seat) | state.played();
  if (!moonOpen(s, seat) || distinctMoves(legal, ownOrGone, card, rules).size() < 2) return {};
  PolicyParams params;
  params.rules = rules;
  const auto unlike = [&](Card expected) {
    return expected != card && !interchangeable(expected, card, ownOrGone, rules);
  };
  return {unlike(policyChoice(s, legal, params)), unlike(shootChoice(s, legal))};
}

}  // namespace

std::vector<int> moonTrySigns(const Match& match, int seat, std::size_t fromHand) {
  std::vector<int> out;
  Replay replay(match);
  for (; replay.beforeNext(); replay.step()) {
    const GameState& s = replay.state();
    const Action& a = replay.next();
    const auto hand = static_cast<std::size_t>(s.handNumber() - 1);
    if (hand < fromHand || a.kind != Action::Kind::Play || a.seat != seat ||
        s.phase() != Phase::Playing)
      continue;
    out.resize(std::max(out.size(), hand - fromHand + 1));
    const MoonSign sign = moonSignOf(s, a.card);
    out[hand - fromHand] += static_cast<int>(sign.unlikePolicy) - static_cast<int>(sign.unlikePlan);
  }
  // The hands played out: those scored, and one whose shooter has yet to choose.
  const std::size_t finished =
      replay.match().hands().size() + (replay.state().phase() == Phase::MoonChoice ? 1 : 0);
  out.resize(finished > fromHand ? finished - fromHand : 0);
  for (int& signs : out) signs = std::max(0, signs);
  return out;
}

void MoonWatch::observe(bool tried) {
  hands += 1;
  tries += tried ? 1 : 0;
  if (hands > kMemory) {
    tries *= kMemory / hands;
    hands = kMemory;
  }
}

bool MoonWatch::likelyShooter() const {
  return hands >= kMinHands && tries >= kMinTries && tries >= kShooterShare * hands;
}

}  // namespace hearts::ai
