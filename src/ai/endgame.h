// The last tricks of a hand played exactly, for one deal with every hand known.
//
// A sampled deal is a guess at the hidden hands; near the end of a hand few guesses are
// left and each is cheap to play out every way. The solver plays the rest of the hand so
// that every seat it lets choose takes the card best for its own value (the evaluator's,
// game score included: max-n), and the others play as modelled: the policy, or the moon
// plan for a seat modelled as shooting. On a tie a seat other than the searching one takes
// the card worse for the searching seat, so that the seat never counts on a favour.
//
// It returns the cards each seat wins on the line so played, so that the search scores the
// result as it scores a playout.
#pragma once

#include <array>
#include <cstdint>

#include "ai/evaluation.h"
#include "ai/policy.h"
#include "core/card.h"
#include "core/play_state.h"
#include "core/rules.h"

namespace hearts::ai {

class EndgameSolver {
 public:
  // Who chooses by search: every seat, or only `seat` (the others play the model).
  enum class Choosers { Everyone, SeatOnly };

  EndgameSolver() = default;
  EndgameSolver(const Evaluator& evaluator, const Rules& rules, int seat, Choosers choosers);

  // Plays `s` to its end; `model` and `shooter` (a seat playing for the moon while it is open
  // to it, or -1) are the model of the seats that do not choose by search. Returns the cards
  // each seat won.
  std::array<CardSet, 4> solve(const PlayState& s, const PolicyParams& model, int shooter);

  // Positions visited since construction (for the benchmark and the tests).
  std::int64_t nodes() const { return nodes_; }

 private:
  struct Outcome {
    std::array<std::int32_t, 4> value{};
    std::array<CardSet, 4> won{};
  };
  Outcome search(const PlayState& s);

  const Evaluator* evaluator_ = nullptr;
  Rules rules_{};
  int seat_ = 0;
  Choosers choosers_ = Choosers::Everyone;
  CardSet pointCards_;  // cards that score: hearts, the Q♠, the J♦ where it counts
  const PolicyParams* model_ = nullptr;
  int shooter_ = -1;
  std::int64_t nodes_ = 0;
};

}  // namespace hearts::ai
