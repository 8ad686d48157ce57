#include "ai/moon_watch.h"

#include <algorithm>

#include "ai/interchangeable.h"
#include "ai/moon.h"
#include "ai/policy.h"

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
  Match replay(match.rules(), match.seed());
  std::size_t hand = 0;
  int signs = 0;
  const auto endHand = [&] {
    if (hand >= fromHand) out.push_back(std::max(0, signs));
    signs = 0;
    ++hand;
  };
  for (const Action& a : match.actions()) {
    if (replay.state().phase() == Phase::HandOver) {
      endHand();
      replay.startNextHand();
    }
    if (hand >= fromHand && a.kind == Action::Kind::Play && a.seat == seat &&
        replay.state().phase() == Phase::Playing) {
      const MoonSign sign = moonSignOf(replay.state(), a.card);
      signs += static_cast<int>(sign.unlikePolicy) - static_cast<int>(sign.unlikePlan);
    }
    if (replay.apply(a) != ActionError::None) break;
  }
  const Phase end = replay.state().phase();
  if (end == Phase::HandOver || end == Phase::GameOver || end == Phase::MoonChoice) endHand();
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
