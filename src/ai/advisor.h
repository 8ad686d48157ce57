// Advice on a decision of the player's, from the expert's search: for every distinct choice
// (a card, with the cards interchangeable with it, or a set of cards to pass) the points the
// seat can expect from the rest of the hand, and which choice the expert makes.
//
// The search is the expert's (search_bot.h) with one change: it judges a hand by the seat's
// own score alone (the expert also counts a quarter of the others' points), so the advice is
// about the player's points, and the recommended card is the one expected to cost the fewest.
// When the hand can end the game, winning the game counts as the expert counts it, and the
// advice says so. Like a bot it thinks in slices, with the same result however it is sliced.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/game.h"

namespace hearts::ai {

class SearchBot;

struct Advice {
  struct Option {
    CardSet cards;              // the card (with its interchangeable ones), or the pass set
    double expectedPoints = 0;  // the seat's points from here to the end of the hand
    double cost = 0;            // points lost against the best option (0 for the best)
  };
  // The expert's choice first, then by cost. The first may cost more than another where it
  // guards against a moon the sampled deals see coming (`guardsMoonOf`, a seat; the expert
  // plays such a card while it costs at most half a point more), or where the cheapest
  // choice is a try for the moon (`cheapestShoots`), which the expert makes only when it
  // looks clearly better than quiet play.
  std::vector<Option> options;
  int guardsMoonOf = -1;
  bool cheapestShoots = false;
  bool forced = false;          // one choice only (one legal card, or all alike): nothing to advise
  bool gameAtStake = false;     // the hand can end the game: winning it counts too
  bool passing = false;
  std::int64_t playouts = 0;
};

class Advisor {
 public:
  explicit Advisor(std::uint64_t seed);
  ~Advisor();
  Advisor(Advisor&&) noexcept;
  Advisor& operator=(Advisor&&) noexcept;

  // Advice for `seat`, whose view of the game this is (Passing or Playing, the seat to act);
  // `playouts` 0 takes the expert's default budget, and `millis` (0: none) caps the time.
  void begin(const GameState& view, int seat, std::int64_t playouts = 0, double millis = 0);
  // Passing, right after begin(): the advice also weighs this set (to judge a pass made).
  void considerPass(CardSet cards);
  // Thinks for at most `units` playouts; true once the advice is final.
  bool think(std::int64_t units);
  Advice advice() const;

 private:
  std::unique_ptr<SearchBot> search_;
  GameState view_;
  int seat_ = 0;
};

}  // namespace hearts::ai
