// The fast rule-based player: the medium level plays it as it is, the search levels use
// it to finish their playouts and as the model of how the opponents play.
//
// It sees only what the seat to move may see: its own hand and the public record (cards
// played, voids shown, points taken). Everything is arithmetic on card sets: no loops over
// the deck, no allocation, so a whole hand of it costs about a microsecond.
#pragma once

#include <cstdint>

#include "core/card.h"
#include "core/play_state.h"
#include "core/rng.h"
#include "core/rules.h"

namespace hearts::ai {

struct PolicyParams {
  Rules rules;  // what the J♦ is worth
  // Points one seat must have collected, alone, before the others try to stop a moon.
  int stopThreshold = 20;
  // The same for a seat that has won at least two tricks in three, three or more played.
  int runThreshold = 2;
  // Points collected alone before a seat with a strong enough hand goes for the moon.
  int shootThreshold = 16;
  // A seat known to be going for the moon (in a search's playouts, the opponent it models
  // so), or -1: the others defend against it from the first trick, points or not.
  int moonShooter = -1;
  // Defending against a moon, throw low cards and keep the high ones that may yet win a
  // trick from the shooter.
  bool keepStoppers = false;
  // Defending, under a shooter's card it cannot beat, follow with the lowest card of the
  // suit, keeping the higher ones; with keepStoppers, void on its trick, throw a low heart
  // rather than a sure winner (medium; the search levels' playouts and opponent model
  // measured no better with the first, docs/BENCHMARKS.md "Moons").
  bool followLow = false;

  static PolicyParams forRules(const Rules& r) {
    PolicyParams p;
    p.rules = r;
    return p;
  }

  // Medium's moon defence on top of these parameters: keep the stoppers, follow low under
  // the shooter, defend a lone collector from 16 points instead of 20 (docs/BENCHMARKS.md,
  // "Moons"). The search levels also use it as the defence their own moon plans face.
  void defendAsMedium() {
    keepStoppers = true;
    followLow = true;
    stopThreshold = 16;
  }
};

// The card the policy plays for s.toMove() out of `legal` (non-empty). Deterministic.
Card policyChoice(const PlayState& s, CardSet legal, const PolicyParams& p);

// With probability noise/1024 a uniformly random legal card, else policyChoice().
Card policyPlay(const PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise);

// Plays the hand to its end with policyPlay for every seat.
void playOut(PlayState& s, const PolicyParams& p, Rng& rng, std::uint32_t noise);

// The seat the policy, moving in `s`, sees threatening a moon (one that has taken every
// point so far, enough of them), or -1.
int moonThreat(const PlayState& s, const PolicyParams& p);

// How dangerous it is to keep `card` in `hand` (higher: discard it sooner). `out` are the
// cards in the other hands as far as the mover can tell (not played, not its own).
int keepRisk(Card card, CardSet hand, CardSet out, const PolicyParams& p);

// The `count` cards the policy passes from `hand`.
CardSet policyPass(CardSet hand, int count, const PolicyParams& p);
// How keen the policy is to be rid of each card when passing (higher: pass first). Used to
// rank whole pass sets for the search levels.
int passDanger(CardSet hand, Card card);

}  // namespace hearts::ai
