// The cards on the table and when each moves: a played card flies from its seat, a full
// trick stays in view for a while and then slides to its winner. Times are the session's
// animation clock (milliseconds); nothing here decides anything about the game.
#pragma once

#include <vector>

#include "core/card.h"
#include "core/game.h"
#include "session/pacing.h"

namespace hearts::session {

// A card on the table: who played it and when (its flight starts then).
struct TableCard {
  Card card;
  int seat = 0;
  double playedAt = 0;
};

class TableTimeline {
 public:
  void setPacing(const Pacing& p) { pacing_ = p; }

  // An empty table; the next card may follow from `now` on.
  void clear(double now);
  // A trick in progress of a restored game, lying on the table already.
  void restore(const Trick& trick, double now);
  // A card played at `now`; `winner` is the trick's winner when this card completes it.
  void add(Card c, int seat, double now, int winner);

  const std::vector<TableCard>& cards() const { return cards_; }
  bool empty() const { return cards_.empty(); }
  // A full trick is shown until it has been collected.
  bool full() const { return cards_.size() == 4; }
  int winner() const { return winner_; }

  // 0..1: how far a card has flown to its place.
  double flightProgress(const TableCard& c, double now) const;
  // 0..1: how far a full trick has slid to its winner (0 while it is held in view).
  double collectProgress(double now) const;
  bool collected(double now) const { return full() && collectProgress(now) >= 1; }
  // A tap on the table hurries the trick: a full trick shown goes on its way at once; one
  // still being played takes the bots' cards without their pause, and once full is held in
  // view only kHurriedHoldMs.
  void hurry(double now);
  static constexpr double kHurriedHoldMs = 300;
  // Is a card in flight, or a full trick held or sliding?
  bool busy(double now) const;
  // May a bot put down its card now? Not on a full trick, and only a short while after the
  // last card landed.
  bool readyForNextCard(double now) const;

 private:
  double lastLandedAt() const;
  double trickShownAt() const;

  Pacing pacing_;
  std::vector<TableCard> cards_;
  int winner_ = -1;
  double hurriedAt_ = -1;     // set by hurry() on a full trick
  bool hurried_ = false;      // set by hurry() while the trick is played
  double turnReadyAt_ = 0;    // a bot may play from this time on
};

}  // namespace hearts::session
