// Claiming the rest of a hand: when its outcome no longer depends on how anyone plays, a
// seat may say so and the remaining cards are played out at once.
//
// "Decided" here means decided for every legal continuation, the claimer's own plays
// included (nobody has to play well for the claim to hold). A claim is one of two kinds:
//
//   NoPointsLeft  no card that scores under the rules (hearts, Q♠, and J♦ when it counts)
//                 is left in any hand, and any such card on the trick in progress goes to a
//                 seat already certain to win that trick (every legal way of finishing it
//                 gives it to that seat: nobody still to play may overtake, or someone must).
//                 Every continuation then gives every seat the same points. Anyone may
//                 claim this.
//   TakesAll      the claimer wins the trick in progress (if any) and every trick after,
//                 whatever anyone plays. After the current trick the claimer leads every
//                 trick, so from its lead this holds exactly when, in every suit, each of the
//                 claimer's cards ranks above every card of that suit in the other hands
//                 (otherwise a continuation exists where the claimer leads its lowest card of
//                 that suit while the holder of the higher one has kept it). The current
//                 trick, and the first trick with its own rules, are checked by trying every
//                 legal way it can be completed.
//
// Both tests are exact for their kind. A position whose points are fixed for another reason
// (say the last trick, where every play is forced, taken by someone else) is not a claim:
// the claimer claims either that no points are left to fall or that it takes them all.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/game.h"
#include "core/play_state.h"
#include "core/rules.h"

namespace hearts {

enum class ClaimKind : std::uint8_t { None, NoPointsLeft, TakesAll };

const char* claimKindName(ClaimKind k);  // "none", "no_points_left", "takes_all"

// The cards that score under these rules (J♦ only where it counts).
CardSet scoringCards(const Rules& rules);

// What `seat` may claim in this position: NoPointsLeft when it holds (it is checked first:
// nothing is at stake then), else TakesAll when it holds, else None. None when the hand is
// over.
ClaimKind claimKind(const PlayState& s, const Rules& rules, int seat);
ClaimKind claimKind(const GameState& g, int seat);  // None outside Playing

// The two tests on their own.
bool noPointsLeft(const PlayState& s, const Rules& rules);
bool takesAllRemaining(const PlayState& s, int seat);

// The rest of the hand played out: legal plays from s.toMove() to the hand's last card (each
// seat its lowest legal card: under a claim any legal line gives the same points), and the
// penalty points each seat holds at the end of the hand (what it had won before included).
struct Playout {
  std::vector<Card> plays;
  std::array<int, 4> points{};
};
Playout playOut(const PlayState& s, const Rules& rules);

}  // namespace hearts
