#include "ui/table_marks.h"

namespace hearts::ui {

int tricksShown(const session::GameSession& game, int seat) {
  const GameState& s = game.state();
  const int shown = s.tricksPlayed() - (game.table().timeline().full() ? 1 : 0);
  int n = 0;
  for (int i = 0; i < shown; ++i) n += s.trickWinner(i) == seat;
  return n;
}

int thinkingDot(const session::GameSession& game, double now) {
  if (game.botThinking(now) < 0) return -1;
  return static_cast<int>(static_cast<long long>(now / 300) % 3);
}

}  // namespace hearts::ui
