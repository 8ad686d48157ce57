#include "session/analysis.h"

#include <algorithm>

#include "ai/interchangeable.h"
#include "core/rng.h"
#include "session/seats.h"

namespace hearts::session {

namespace {

// Whether the player had a real choice before `index`: more than one legal card, and not
// only cards alike (the advisor would call it forced).
bool realChoice(const Match& match, std::size_t index) {
  const GameState before = match.prefix(index).state();
  const CardSet legal = before.legalPlays();
  if (legal.size() <= 1) return false;
  const CardSet ownOrGone = before.hand(kPlayerSeat) | before.played();
  return ai::distinctMoves(legal, ownOrGone, legal.lowest(), before.rules()).size() > 1;
}

}  // namespace

std::vector<CostlyDecision> HandAnalysis::costliest(std::size_t n) const {
  std::vector<std::size_t> order(costly.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return costly[a].cost > costly[b].cost; });
  order.resize(std::min(n, order.size()));
  std::sort(order.begin(), order.end());
  std::vector<CostlyDecision> out;
  for (std::size_t i : order) out.push_back(costly[i]);
  return out;
}

const CostlyDecision* HandAnalysis::at(int trick) const {
  for (const CostlyDecision& d : costly)
    if (d.trick == trick) return &d;
  return nullptr;
}

void AnalysisRunner::start(const Match& match, std::uint64_t seed, double wallNow) {
  match_ = match;
  seed_ = seed;
  analysis_ = HandAnalysis{};
  analysis_.handNumber = match.state().handNumber();
  pending_.clear();
  startedAt_ = wallNow;
  // The player's decisions of the hand: its pass and its plays. A play with one legal card
  // (or only cards alike) is no decision and is not counted (should the advisor still find
  // one forced, it is skipped then).
  const auto& actions = match.actions();
  int plays = 0;
  for (std::size_t i = match.handStart(); i < actions.size(); ++i) {
    const Action& a = actions[i];
    if (a.kind == Action::Kind::Play) ++plays;
    if (a.seat != kPlayerSeat || a.kind == Action::Kind::Moon) continue;
    if (a.kind == Action::Kind::Play && !realChoice(match, i)) continue;
    pending_.push_back({i, a.kind == Action::Kind::Play ? (plays - 1) / 4 : -1});
  }
  analysis_.decisions = static_cast<int>(pending_.size());
  if (pending_.empty()) analysis_.done = true;
  else startNext(wallNow);
}

void AnalysisRunner::startNext(double wallNow) {
  const Decision& d = pending_.front();
  const GameState before = match_.prefix(d.index).state();
  const Action& made = match_.actions()[d.index];
  runner_.start(before.viewFor(kPlayerSeat), kPlayerSeat, mix64(seed_ ^ (d.index + 1)), wallNow, 1e9,
                kPlayouts, made.kind == Action::Kind::Pass ? made.cards : CardSet());
}

void AnalysisRunner::judge(const Hint& advice) {
  const Decision d = pending_.front();
  const Action& made = match_.actions()[d.index];
  const CardSet played = made.kind == Action::Kind::Pass ? made.cards : CardSet::of(made.card);
  if (advice.forced || advice.options.empty()) {
    --analysis_.decisions;
    return;
  }
  ++analysis_.judged;
  const auto it = std::find_if(advice.options.begin(), advice.options.end(), [&](const Hint::Option& o) {
    return made.kind == Action::Kind::Pass ? o.cards == played : o.cards.contains(made.card);
  });
  if (it == advice.options.end() || it->cost < kMinCost) return;
  // The cost is measured from the cheapest choice, which is the one named (the expert's own
  // choice, first in the advice, may be one kept close to it to guard against a moon).
  const auto cheapest = std::min_element(
      advice.options.begin(), advice.options.end(),
      [](const Hint::Option& a, const Hint::Option& b) { return a.cost < b.cost; });
  // Decisions are judged in the order they were made.
  analysis_.costly.push_back({d.trick, played, cheapest->cards, it->cost, advice.gameAtStake});
}

bool AnalysisRunner::think(const Slicer::Clock& wall, double wallDeadline) {
  while (!analysis_.done) {
    if (!runner_.think(wall, wallDeadline)) return false;
    judge(runner_.result());
    pending_.erase(pending_.begin());
    if (pending_.empty()) {
      analysis_.done = true;
      analysis_.thinkMs = wall() - startedAt_;
      break;
    }
    startNext(wall());
    if (wall() >= wallDeadline) return false;
  }
  return true;
}

void AnalysisRunner::stop() {
  runner_.stop();
  pending_.clear();
}

}  // namespace hearts::session
