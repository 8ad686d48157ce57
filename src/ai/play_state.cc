#include "ai/play_state.h"

namespace hearts::ai {

PlayState PlayState::fromGame(const GameState& g) {
  PlayState s;
  s.qsBreaksHearts = g.rules().qsBreaksHearts;
  s.pointsOnFirstTrick = g.rules().pointsOnFirstTrick;
  for (int seat = 0; seat < 4; ++seat) {
    s.hands[static_cast<std::size_t>(seat)] = g.hand(seat).bits();
    s.won[static_cast<std::size_t>(seat)] = g.won(seat).bits();
    s.voids[static_cast<std::size_t>(seat)] = static_cast<std::uint8_t>(g.voidSuits(seat));
  }
  s.played = g.played().bits();
  s.heartsBroken = g.heartsBroken();
  s.tricksDone = static_cast<std::uint8_t>(g.tricksPlayed());
  const Trick& t = g.currentTrick();
  s.leader = t.leader;
  s.count = 0;
  s.toMove = t.leader;
  // Replaying the trick in progress sets the winner fields the same way play() does.
  for (int i = 0; i < t.count; ++i) {
    const int card = t.cards[static_cast<std::size_t>(i)].index;
    const int seat = t.seatOf(i);
    s.trickCards |= bit(card);
    if (i == 0 || ((card >> 4) == (t.cards[0].index >> 4) && card > s.winCard)) {
      s.winner = static_cast<std::uint8_t>(seat);
      s.winCard = static_cast<std::uint8_t>(card);
    }
    s.trick[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(card);
  }
  s.count = t.count;
  if (g.phase() == Phase::Playing) s.toMove = static_cast<std::uint8_t>(g.toMove());
  return s;
}

PlayState PlayState::start(const std::array<Mask, 4>& hands, const Rules& rules) {
  PlayState s;
  s.hands = hands;
  s.qsBreaksHearts = rules.qsBreaksHearts;
  s.pointsOnFirstTrick = rules.pointsOnFirstTrick;
  for (int seat = 0; seat < 4; ++seat)
    if (hands[static_cast<std::size_t>(seat)] & bit(0)) s.toMove = static_cast<std::uint8_t>(seat);
  s.leader = s.toMove;
  return s;
}

}  // namespace hearts::ai
