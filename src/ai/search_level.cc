#include "ai/search_level.h"

namespace hearts::ai {

SearchLevel SearchLevel::hard() {
  SearchLevel s;
  s.name = "hard";
  // Between medium and expert, a clear step from each: with 1,000 playouts hard was
  // within 0.6 points per hand of expert (the two share the model of the play, and more
  // playouts past a thousand gain little), so a player met the same strength at both. With
  // 75 it takes about 1.7 points per hand fewer than three medium players take, and 1.9
  // more than expert at the same table (docs/BENCHMARKS.md, "Hard between medium and
  // expert").
  s.iterations = 75;
  s.passCandidates = 6;
  s.stopWhenClear = true;
  // Its own moon plans, at the pass and in play, judged against medium's defence as
  // expert's are: 0.11 points per hand fewer against three medium (two seeds), no change
  // measurable against three hard or three random players (docs/BENCHMARKS.md, "Moons").
  s.moonPlans = MoonPlans::PlanCard;
  s.moonPassSets = 2;
  s.planDefence = PlanDefence::Medium;
  s.moonDefence = true;
  return s;
}

SearchLevel SearchLevel::expert() {
  // A flat search over many more deals than hard's, weighed by the opponent model, that
  // spends its whole budget: every playout of an iteration budget, all of a time budget.
  SearchLevel s;
  s.name = "expert";
  s.iterations = 62500;
  s.playWork = 3250000;
  s.passCandidates = 20;
  s.spendTime = true;
  s.moonPlans = MoonPlans::PlanCard;
  s.moonPassSets = 4;
  // Its moon plans judged against medium's defence rather than the policy's: fewer tries
  // that fail half way, 0.26 points per hand fewer against three hard players and 0.24
  // against three medium; and, while the moon is open to it, its quiet playouts face that
  // defence too: 0.12 fewer against three medium, no change against three hard
  // (docs/BENCHMARKS.md, "The step from hard to expert").
  s.planDefence = PlanDefence::Medium;
  s.moonDefence = true;
  return s;
}

}  // namespace hearts::ai
