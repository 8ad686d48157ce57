#include "ai/random_bot.h"

#include "ai/view_hash.h"

namespace hearts::ai {

void RandomBot::begin(const GameState& view, int seat, const Budget&) {
  Rng rng(mix64(seed_ ^ viewHash(view, seat)));
  decision_ = Decision{};
  switch (view.phase()) {
    case Phase::Passing: {
      CardSet hand = view.hand(seat);
      for (int i = 0; i < view.rules().passCount; ++i) {
        const Card c = randomCard(rng, hand);
        hand.remove(c);
        decision_.pass.add(c);
      }
      break;
    }
    case Phase::Playing: decision_.play = randomCard(rng, view.legalPlays()); break;
    case Phase::MoonChoice: decision_.moon = MoonChoice::AddToOthers; break;
    default: break;
  }
}

}  // namespace hearts::ai
