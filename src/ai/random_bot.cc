#include "ai/random_bot.h"

#include "ai/view_hash.h"

namespace hearts::ai {

void RandomBot::begin(const GameState& view, int seat, const Budget&) {
  Rng rng(mix64(seed_ ^ viewHash(view, seat)));
  decision_ = Decision{};
  switch (view.phase()) {
    case Phase::Passing:
      decision_.pass = randomCards(rng, view.hand(seat), view.rules().passCount);
      break;
    case Phase::Playing: decision_.play = randomCard(rng, view.legalPlays()); break;
    case Phase::MoonChoice: decision_.moon = MoonChoice::AddToOthers; break;
    default: break;
  }
}

}  // namespace hearts::ai
