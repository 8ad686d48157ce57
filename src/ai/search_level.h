// What a search level is: how much it thinks, how it models the play, and how it plays for
// and against the moon. Hard, expert and the arena's shooter are three sets of these
// values; the hint's advisor is expert's with its own evaluation.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ai/evaluation.h"

namespace hearts::ai {

// Most pass sets of one kind (for the policy's play or for a moon) a search compares.
inline constexpr int kMaxPassSets = 32;
// Most candidates (a card or a pass set, with the plan played after it) a search compares.
inline constexpr int kMaxCandidates = 2 * kMaxPassSets;

// Where the moon is open to the seat, which cards are also judged by playouts in which the
// seat goes on to shoot it (moon.h); the better plan of each card counts.
enum class MoonPlans : std::uint8_t {
  Off,
  PlanCard,   // only the card the moon plan itself would play
  EveryCard,  // every card
};

// How the opponents defend in the playouts of the seat's own moon plan.
enum class PlanDefence : std::uint8_t {
  // As the policy does: from 20 points taken alone.
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

  // The model of the play.
  bool weighDeals = true;  // weigh sampled deals by the opponent model
  // With weighDeals: percent of its weight a deal keeps for each opponent play the model
  // would not have made in it.
  int surpriseWeight = 40;
  std::uint32_t playoutNoise = 0;  // chance per 1024 of a random card in playouts

  // What a hand is worth.
  double othersWeight = Evaluator::kOthersWeight;  // see evaluation.h
  // Points added to the value of a hand in which the seat shoots the moon: 0 values a moon
  // as the rules score it; more makes an eager shooter (the arena's `shooter`).
  double moonBonus = 0;
  // Also sum each candidate's score change for the seat (its hand points, a moon counted as
  // the rules count it), for advice on the player's decisions (advisor.h).
  bool trackPoints = false;

  // The seat's own moon.
  MoonPlans moonPlans = MoonPlans::Off;
  // Pass sets kept for a moon (passing what would lose a trick), searched with that plan.
  int moonPassSets = 0;
  // How much better (in points) a plan for the moon, at the pass or in play, must look than
  // playing on quietly before it is chosen: its playouts face opponents who defend less
  // well than real ones.
  double moonMargin = 3;
  PlanDefence planDefence = PlanDefence::Policy;

  // An opponent's moon.
  // Where one opponent has taken every point card so far, model it in the playouts of each
  // sampled deal as playing for the moon when that explains its plays better than the
  // policy does (moon.h), so the search sees a moon coming and what stopping it costs.
  bool watchMoon = false;
  // With watchMoon: also watch an opponent that has won two tricks in three before anyone
  // has taken a point card.
  bool earlyWatch = false;
  // With watchMoon: where the moon is still open to an opponent whose plays so far the moon
  // explains better than the policy, and no play of its shows it collecting yet, play each
  // sampled deal out once with that opponent going for the moon; where it gets there, it
  // plays for the moon in that deal's playouts.
  bool moonProbe = false;
  // In the playouts of a deal where an opponent plays for the moon, the other seats know it
  // and defend from the start (PolicyParams::moonShooter).
  bool knownShooter = false;
  // The policy, defending against a moon, keeps the cards that may still win a trick from
  // the shooter (PolicyParams::keepStoppers), in every playout and in the model of the
  // opponents' plays, as medium plays.
  bool keepStoppers = false;
  // In the playouts of a deal where an opponent plays for the moon, the two other opponents
  // leave stopping it to the seat (they play the policy without its moon defence), so that
  // the seat never counts on them to do it.
  bool soloDefence = false;
  // With soloDefence: in those playouts the seat's own later plays do not defend either, so
  // a card is judged as if the moon could be stopped only now.
  bool defendNow = false;
  // Where the sampled deals model an opponent as playing for the moon in at least
  // `moonTiebreakShare` percent of their weight, the card a defender keeping its stoppers
  // would play (PolicyParams keepStoppers and followLow) is chosen over the search's best
  // when it is within this many points of it (0: never).
  double moonTiebreak = 0;
  int moonTiebreakShare = 50;
  // The opponent this many seats after the seat (1 to 3) is modelled as going for the moon
  // in every sampled deal while the moon is open to it (0: nobody): a player the moon watch
  // over many hands (moon_watch.h) takes for one who goes for the moon whenever it can.
  int toldShooter = 0;

  // Turns the watch on an opponent's moon and the defence against it on or off as a whole:
  // watchMoon, earlyWatch, moonProbe, knownShooter, keepStoppers, soloDefence, defendNow and
  // moonTiebreak (half a point, 50%).
  void setMoonDefence(bool on);

  static SearchLevel hard();
  static SearchLevel expert();
  // An arena sparring partner that goes for the moon whenever it has a fair chance.
  static SearchLevel shooter();

  // Sets one value by its name on the arena's command line ("iterations", "moon_plans", ...;
  // "hard:iterations=4000,moon_plans=off"). Returns an error text, empty when it was set.
  std::string set(std::string_view key, std::string_view value);
};

}  // namespace hearts::ai
