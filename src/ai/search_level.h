// What a search level is: how much it thinks, how it models the play, and how it plays for
// and against the moon. Hard and expert are two sets of these values; the hint's advisor is
// expert's with its own evaluation, and the arena seats sets of its own (tools/arena).
#pragma once

#include <cstdint>
#include <string>

#include "ai/evaluation.h"

namespace hearts::ai {

// Most pass sets of one kind (for the policy's play or for a moon) a search compares.
inline constexpr int kMaxPassSets = 32;
// Most candidates (a card or a pass set, with the plan played after it) a search compares.
inline constexpr int kMaxCandidates = 2 * kMaxPassSets;

// Where the moon is open to the seat, which cards are also judged by playouts in which the
// seat goes on to shoot it (moon.h); the better plan of each card counts.
enum class MoonPlans : std::uint8_t {
  PlanCard,   // only the card the moon plan itself would play
  EveryCard,  // every card (the arena's shooter)
};

// How the opponents defend in the playouts of the seat's own moon plan.
enum class PlanDefence : std::uint8_t {
  // As the policy does: from 20 points taken alone (the arena's shooter).
  Policy,
  // As medium does (PolicyParams::defendAsMedium: from 16 points, keeping their stoppers,
  // following low under the seat's card), and in the seat's quiet playouts too while the
  // moon is open to it.
  Medium,
};

struct SearchLevel {
  std::string name;

  // The work.
  std::int64_t iterations = 0;  // playouts per decision when the budget names none
  // Playing, when the budget names none: iterations times cards left to play, so that
  // every card gets about the same thinking time (a playout's cost grows with the cards
  // left), within [iterations / 2, 2 * iterations]. 0: `iterations` for every card.
  std::int64_t playWork = 0;
  int passCandidates = 0;      // pass sets searched
  bool stopWhenClear = false;  // finish early once one move is far ahead
  // Given a time to spend (Budget::spendTime) and no iterations, think until it is up.
  bool spendTime = false;

  // What a hand is worth.
  double othersWeight = Evaluator::kOthersWeight;  // see evaluation.h
  // Points added to the value of a hand in which the seat shoots the moon: 0 values a moon
  // as the rules score it; more makes an eager shooter (the arena's `shooter`).
  double moonBonus = 0;
  // Also sum each candidate's score change for the seat (its hand points, a moon counted as
  // the rules count it), for advice on the player's decisions (advisor.h).
  bool trackPoints = false;

  // The seat's own moon.
  MoonPlans moonPlans = MoonPlans::PlanCard;
  // Pass sets kept for a moon (passing what would lose a trick), searched with that plan.
  int moonPassSets = 0;
  PlanDefence planDefence = PlanDefence::Policy;

  // An opponent's moon, watched for and defended against: where one opponent has taken
  // every point card so far, or has won two tricks in three before anyone took one, each
  // sampled deal models it as playing for the moon where that explains its plays better
  // than the policy does (moon.h); where no play shows an opponent collecting yet but the
  // moon explains its plays better, each deal is played out once with it going for the moon
  // (the probe), and where it gets there it plays for the moon in that deal's playouts. In
  // those playouts the others know it and defend from the start, the two other opponents
  // leave stopping it to the seat, and the seat's own later plays do not defend either, so
  // each card is charged with every moon it lets through. In every playout, and in the
  // model of the opponents' plays, a defender keeps its stoppers as medium does. Where much
  // of the deals' weight has one opponent shooting, the card a defender keeping its
  // stoppers would play wins a near tie (the tie-break, search_bot_moon.cc). Each piece was
  // measured against the arena's shooter and against players who seldom shoot
  // (docs/BENCHMARKS.md, "Moons"); the levels play them all or none.
  bool moonDefence = false;
  // The opponent this many seats after the seat (1 to 3) is modelled as going for the moon
  // in every sampled deal while the moon is open to it (0: nobody): a player the moon watch
  // over many hands (moon_watch.h) takes for one who goes for the moon whenever it can.
  int toldShooter = 0;

  static SearchLevel hard();
  static SearchLevel expert();
};

}  // namespace hearts::ai
