// A learned correction of the policy: a linear model over features of each card a seat may
// play, one weight vector per situation (leading, following the suit led, discarding),
// fitted by hearts-policy-learn (tools/bench) to the plays of arena records. The card with
// the highest score is played; the policy's own card is one of the features, so the model
// starts from the policy and moves away from it only where the records do.
//
// Everything the features look at is what the seat to move may see (its hand and the
// public record), and every number is an integer, so the model plays the same card on every
// platform. Interchangeable cards (interchangeable.h) are one candidate: the lowest of the
// group stands for it.
#pragma once

#include <array>
#include <cstdint>

#include "ai/policy.h"
#include "core/play_state.h"

namespace hearts::ai {

enum LearnedSituation { kLearnedLead, kLearnedFollow, kLearnedDiscard, kLearnedSituations };

inline constexpr int kLearnedFeatures = 36;
using LearnedFeatures = std::array<std::int32_t, kLearnedFeatures>;
using LearnedWeights = std::array<std::array<std::int32_t, kLearnedFeatures>, kLearnedSituations>;

// The names of the features, in order (for the fitting tool's report).
extern const std::array<const char*, kLearnedFeatures> kLearnedFeatureNames;
// The fitted weights (learned_weights.inc), in 1/256 of a unit of score per unit of feature.
extern const LearnedWeights kLearnedWeights;

// The situation of s.toMove() choosing among `legal` (more than one card, not the first trick's
// lead).
LearnedSituation learnedSituation(const PlayState& s, CardSet legal);

// The features of playing `card` (the lowest of its group of interchangeable cards) for
// s.toMove(); `policyGroup`: the policy's card is in the same group.
void learnedFeatures(const PlayState& s, CardSet legal, Card card, bool policyGroup,
                     const PolicyParams& p, LearnedFeatures& f);

// One candidate card of each group of interchangeable cards of `legal` (the lowest of each).
CardSet learnedCandidates(const PlayState& s, CardSet legal, const Rules& rules);

// The card the model plays for s.toMove() out of `legal` (more than one card), the policy
// having chosen `policyCard`; the policy's card itself when its group scores best.
Card learnedChoice(const PlayState& s, CardSet legal, Card policyCard, const PolicyParams& p,
                   const LearnedWeights& weights = kLearnedWeights);

}  // namespace hearts::ai
