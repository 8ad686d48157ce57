#include "ai/easy_bot.h"

#include "ai/play_state.h"
#include "ai/policy.h"
#include "ai/view_hash.h"

namespace hearts::ai {

namespace {

// One time in this many a beginner plays any legal card.
constexpr std::uint32_t kCarelessOneIn = 6;

Mask easyPass(Mask hand, int passCount, Rng& rng) {
  Mask chosen = 0;
  for (int i = 0; i < passCount; ++i) {
    const Mask left = hand & ~chosen;
    int pick = -1;
    if (rng.below(4) == 0) {
      pick = randomMember(left, rng);
    } else {
      // The highest rank held, any suit; the Q♠ before anything.
      if (left & kQueenSpadesBit) {
        pick = kQueenSpadesIndex;
      } else {
        int bestRank = -1;
        for (Mask m = left; m; m &= m - 1) {
          const int c = lowestIndex(m);
          if ((c & 15) > bestRank) {
            bestRank = c & 15;
            pick = c;
          }
        }
      }
    }
    chosen |= bit(pick);
  }
  return chosen;
}

int easyPlay(const PlayState& s, Rng& rng) {
  const Mask legal = s.legal();
  if (count(legal) == 1 || rng.below(kCarelessOneIn) == 0) return randomMember(legal, rng);
  if (s.count == 0) {
    // Lead a low card, from any suit.
    int lowRank = 99;
    Mask lows = 0;
    for (Mask m = legal; m; m &= m - 1) {
      const int c = lowestIndex(m);
      const int rank = c & 15;
      if (rank < lowRank) {
        lowRank = rank;
        lows = 0;
      }
      if (rank == lowRank) lows |= bit(c);
    }
    return randomMember(lows, rng);
  }
  const Mask inSuit = legal & suitBits(s.ledSuit());
  if (inSuit) {
    const Mask under = inSuit & belowInSuit(s.winCard);
    if (under) return highestIndex(under);
    return s.count == 3 ? highestIndex(inSuit) : lowestIndex(inSuit);
  }
  if (legal & kQueenSpadesBit) return kQueenSpadesIndex;
  const Mask hearts = legal & kHeartsBits;
  if (hearts) return highestIndex(hearts);
  int best = lowestIndex(legal);
  for (Mask m = legal; m; m &= m - 1)
    if ((lowestIndex(m) & 15) >= (best & 15)) best = lowestIndex(m);
  return best;
}

}  // namespace

void EasyBot::begin(const GameState& view, int seat, const Budget&) {
  Rng rng(mix64(seed_ ^ viewHash(view, seat)));
  decision_ = Decision{};
  switch (view.phase()) {
    case Phase::Passing:
      decision_.pass = CardSet(easyPass(view.hand(seat).bits(), view.rules().passCount, rng));
      break;
    case Phase::Playing:
      decision_.play = Card(static_cast<std::uint8_t>(easyPlay(PlayState::fromGame(view), rng)));
      break;
    case Phase::MoonChoice:
      // A beginner always takes the famous option.
      decision_.moon = MoonChoice::AddToOthers;
      break;
    default: break;
  }
}

}  // namespace hearts::ai
