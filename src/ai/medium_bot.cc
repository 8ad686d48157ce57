#include "ai/medium_bot.h"

#include "ai/evaluation.h"
#include "ai/policy.h"

namespace hearts::ai {

void MediumBot::begin(const GameState& view, int seat, const Budget&) {
  decision_ = Decision{};
  PolicyParams params = PolicyParams::forRules(view.rules());
  // Stopping a moon, keep what may still win a trick from the shooter (a quarter fewer moons
  // against the shooter, nothing lost elsewhere); under the shooter's card, the lowest of the
  // suit, a low heart rather than a sure winner on its trick, and defending from 16 points
  // taken alone instead of 20 (572 -> 264 moons against the shooter, nothing lost against
  // easy or hard; docs/BENCHMARKS.md, "Moons").
  params.defendAsMedium();
  if (toldShooter_ > 0) params.moonShooter = (seat + toldShooter_) & 3;
  switch (view.phase()) {
    case Phase::Passing:
      decision_.pass = policyPass(view.hand(seat), view.rules().passCount, params);
      break;
    case Phase::Playing: {
      const PlayState& s = view.playState();
      decision_.play = policyChoice(s, s.legal(), params);
      break;
    }
    case Phase::MoonChoice: {
      const Evaluator eval(view.rules(), view.scores(), view.handNumber());
      decision_.moon = eval.bestMoonChoice(view.lastHand().points, seat);
      break;
    }
    default: break;
  }
}

}  // namespace hearts::ai
