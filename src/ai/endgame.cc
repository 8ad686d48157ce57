#include "ai/endgame.h"

#include "ai/interchangeable.h"
#include "ai/moon.h"

namespace hearts::ai {

EndgameSolver::EndgameSolver(const Evaluator& evaluator, const Rules& rules, int seat,
                             Choosers choosers)
    : evaluator_(&evaluator), rules_(rules), seat_(seat), choosers_(choosers) {
  pointCards_ = kPointCards;
  if (rules.jackOfDiamonds != 0) pointCards_.add(kJackOfDiamonds);
}

std::array<CardSet, 4> EndgameSolver::solve(const PlayState& s, const PolicyParams& model,
                                            int shooter) {
  model_ = &model;
  shooter_ = shooter;
  return search(s).won;
}

EndgameSolver::Outcome EndgameSolver::search(const PlayState& s) {
  ++nodes_;
  const CardSet unplayed = s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3];
  // Once no card that scores is left to play, the tricks to come change nobody's value.
  if (s.trick.count == 0 && !unplayed.intersects(pointCards_))
    return {evaluator_->values(s.won), s.won};
  const int seat = s.toMove();
  const CardSet legal = s.legal();
  if (legal.size() == 1 || (choosers_ == Choosers::SeatOnly && seat != seat_)) {
    Card c = legal.lowest();
    if (legal.size() > 1)
      c = seat == shooter_ && moonOpen(s, seat) ? shootChoice(s, legal)
                                                : policyChoice(s, legal, *model_);
    PlayState next = s;
    next.play(c);
    return search(next);
  }
  const CardSet moves = distinctMoves(legal, s.hands[seat] | s.played, legal.lowest(), rules_);
  Outcome best;
  bool first = true;
  for (Card c : moves) {
    PlayState next = s;
    next.play(c);
    Outcome o = search(next);
    const bool better = o.value[seat] > best.value[seat] ||
                        (o.value[seat] == best.value[seat] && seat != seat_ &&
                         o.value[seat_] < best.value[seat_]);
    if (first || better) {
      best = o;
      first = false;
    }
  }
  return best;
}

}  // namespace hearts::ai
