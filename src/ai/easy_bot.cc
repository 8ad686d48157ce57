#include "ai/easy_bot.h"

#include "ai/view_hash.h"
#include "core/play_state.h"

namespace hearts::ai {

namespace {

// One time in this many a beginner plays any legal card.
constexpr std::uint32_t kCarelessOneIn = 6;

CardSet easyPass(CardSet hand, int passCount, Rng& rng) {
  CardSet chosen;
  for (int i = 0; i < passCount; ++i) {
    const CardSet left = hand - chosen;
    Card pick;
    if (rng.below(4) == 0) {
      pick = randomCard(rng, left);
    } else if (left.contains(kQueenOfSpades)) {
      pick = kQueenOfSpades;  // the Q♠ before anything
    } else {
      // The highest rank held, any suit.
      int bestRank = -1;
      for (Card c : left) {
        if (c.rank() > bestRank) {
          bestRank = c.rank();
          pick = c;
        }
      }
    }
    chosen.add(pick);
  }
  return chosen;
}

Card easyPlay(const PlayState& s, Rng& rng) {
  const CardSet legal = s.legal();
  if (legal.size() == 1 || rng.below(kCarelessOneIn) == 0) return randomCard(rng, legal);
  if (s.trick.count == 0) {
    // Lead a low card, from any suit.
    int lowRank = 99;
    CardSet lows;
    for (Card c : legal) {
      if (c.rank() < lowRank) {
        lowRank = c.rank();
        lows = CardSet();
      }
      if (c.rank() == lowRank) lows.add(c);
    }
    return randomCard(rng, lows);
  }
  const CardSet inSuit = legal & s.ledSuitCards();
  if (!inSuit.empty()) {
    const CardSet under = inSuit & belowInSuit(s.winningCard());
    if (!under.empty()) return under.highest();
    return s.trick.count == 3 ? inSuit.highest() : inSuit.lowest();
  }
  if (legal.contains(kQueenOfSpades)) return kQueenOfSpades;
  const CardSet hearts = legal & kHeartsMask;
  if (!hearts.empty()) return hearts.highest();
  Card best = legal.lowest();
  for (Card c : legal)
    if (c.rank() >= best.rank()) best = c;
  return best;
}

}  // namespace

void EasyBot::begin(const GameState& view, int seat, const Budget&) {
  Rng rng(mix64(seed_ ^ viewHash(view, seat)));
  decision_ = Decision{};
  switch (view.phase()) {
    case Phase::Passing:
      decision_.pass = easyPass(view.hand(seat), view.rules().passCount, rng);
      break;
    case Phase::Playing:
      decision_.play = easyPlay(view.playState(), rng);
      break;
    case Phase::MoonChoice:
      // A beginner always takes the famous option.
      decision_.moon = MoonChoice::AddToOthers;
      break;
    default: break;
  }
}

}  // namespace hearts::ai
