#include "ai/match_loop.h"

namespace hearts::ai {

namespace {

// The two tables the loop plays on: a bare state, or a match that records every action.
const GameState& stateOf(const GameState& state) { return state; }
const GameState& stateOf(const Match& match) { return match.state(); }

ActionError applyTo(GameState& state, const Action& a) {
  const ActionError e = checkAction(state, a);
  if (e == ActionError::None) applyAction(state, a);
  return e;
}
ActionError applyTo(Match& match, const Action& a) { return match.apply(a); }

bool deciding(Phase p) {
  return p == Phase::Passing || p == Phase::Playing || p == Phase::MoonChoice;
}

template <typename Table>
PlayResult playHandOn(Table& table, const Chooser& choose) {
  for (;;) {
    const GameState& state = stateOf(table);
    if (!deciding(state.phase())) return {};
    const int seat = seatToDecide(state);
    const std::optional<Decision> d = choose(state, seat);
    if (!d) return {};
    const Action a = actionFor(state, seat, *d);
    if (const ActionError e = applyTo(table, a); e != ActionError::None) return {e, a};
  }
}

template <typename Table>
PlayResult playGameOn(Table& table, const Chooser& choose, const AfterHand& after) {
  for (;;) {
    const PlayResult r = playHandOn(table, choose);
    const GameState& state = stateOf(table);
    if (!r.ok() || deciding(state.phase())) return r;  // refused, or stopped by the chooser
    const bool more = !after || after(state);
    if (state.phase() == Phase::GameOver || !more) return r;
    table.startNextHand();
  }
}

}  // namespace

Chooser botsChoose(std::span<const std::unique_ptr<Bot>, 4> bots, const Budget& budget) {
  return [bots, budget](const GameState& state, int seat) -> std::optional<Decision> {
    return decide(*bots[static_cast<std::size_t>(seat)], state, seat, budget);
  };
}

PlayResult playHand(GameState& state, const Chooser& choose) { return playHandOn(state, choose); }
PlayResult playHand(Match& match, const Chooser& choose) { return playHandOn(match, choose); }

PlayResult playGame(GameState& state, const Chooser& choose, const AfterHand& after) {
  return playGameOn(state, choose, after);
}
PlayResult playGame(Match& match, const Chooser& choose, const AfterHand& after) {
  return playGameOn(match, choose, after);
}

}  // namespace hearts::ai
