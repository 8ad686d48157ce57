#include "ai/advisor.h"

#include <algorithm>

#include "ai/evaluation.h"
#include "ai/interchangeable.h"
#include "ai/search_bot.h"

namespace hearts::ai {

namespace {

SearchLevel advisorLevel() {
  SearchLevel s = SearchLevel::expert();
  s.name = "advisor";
  s.othersWeight = 0;
  s.trackPoints = true;
  return s;
}

}  // namespace

Advisor::Advisor(std::uint64_t seed) : search_(std::make_unique<SearchBot>(advisorLevel(), seed)) {}
Advisor::~Advisor() = default;
Advisor::Advisor(Advisor&&) noexcept = default;
Advisor& Advisor::operator=(Advisor&&) noexcept = default;

void Advisor::begin(const GameState& view, int seat, std::int64_t playouts, double millis) {
  view_ = view;
  seat_ = seat;
  Budget budget;
  budget.iterations = playouts;
  budget.millis = millis;
  search_->begin(view, seat, budget);
}

void Advisor::considerPass(CardSet cards) { search_->considerPass(cards); }

bool Advisor::think(std::int64_t units) { return search_->think(units); }

Advice Advisor::advice() const {
  Advice a;
  a.passing = view_.phase() == Phase::Passing;
  a.gameAtStake = Evaluator(view_.rules(), view_.scores(), view_.handNumber(), 0).gameAtStake();
  a.playouts = search_->playoutsDone();
  const auto stats = search_->candidateStats();
  const CardSet legal = a.passing ? view_.hand(seat_) : view_.legalPlays();
  if (stats.empty()) {
    // One distinct choice: the cards left are all alike (or there is one).
    a.forced = true;
    if (!a.passing && !legal.empty()) a.options.push_back({legal, 0, 0});
    return a;
  }
  // Points already taken this hand are history; the advice is about the rest of it.
  const int taken = penaltyPoints(view_.rules(), view_.won(seat_));
  const CardSet ownOrGone = view_.hand(seat_) | view_.played();
  double best = -1e300;
  for (const auto& c : stats) best = std::max(best, c.value);
  for (const auto& c : stats) {
    Advice::Option o;
    o.cards = c.cards;
    if (!a.passing) {
      // Every legal card interchangeable with the one searched shares its advice.
      const Card rep = c.cards.lowest();
      for (Card other : legal)
        if (other != rep && interchangeable(other, rep, ownOrGone, view_.rules())) o.cards.add(other);
    }
    o.expectedPoints = c.handPoints - taken;
    o.cost = best - c.value;
    a.options.push_back(o);
  }
  std::stable_sort(a.options.begin(), a.options.end(),
                   [](const Advice::Option& x, const Advice::Option& y) { return x.cost < y.cost; });
  // The search's own choice leads: it breaks ties between equal means the same way, and it
  // may be a card kept close to the best for its guard against a moon.
  const Decision d = search_->decision();
  const auto chosen = std::find_if(a.options.begin(), a.options.end(), [&](const Advice::Option& o) {
    return a.passing ? o.cards == d.pass : o.cards.contains(d.play);
  });
  if (chosen != a.options.end()) std::rotate(a.options.begin(), chosen, chosen + 1);
  if (a.options.front().cost > 0) {
    if (!a.passing) a.guardsMoonOf = search_->guardedShooter();
    const auto cheapest = std::find_if(stats.begin(), stats.end(), [&](const auto& c) { return c.value == best; });
    a.cheapestShoots = cheapest != stats.end() && cheapest->shoots;
  }
  return a;
}

}  // namespace hearts::ai
