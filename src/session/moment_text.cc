#include "session/game_session.h"
#include "session/wording.h"

namespace hearts::session {

std::string momentText(const GameSession& g, double now) {
  const GameState& s = g.state();
  switch (g.stage()) {
    case Stage::Passing:
      if (g.hint()) return hintText(*g.hint());
      return passPromptText(s.rules().passCount, g.passTargetSeat(), g.selection().size(),
                            g.inputWay());
    case Stage::PassWaiting: return "Waiting for the others to pass\u2026";
    case Stage::Exchange: return "Passing\u2026";
    case Stage::Playing: {
      if (g.table().full()) {
        CardSet cards;
        for (const auto& tc : g.table().cards()) cards.add(tc.card);
        return trickTakenText(g.table().winner(), penaltyPoints(s.rules(), cards));
      }
      if (s.phase() != Phase::Playing) return {};
      if (s.toMove() == kPlayerSeat) {
        if (g.hint()) return hintText(*g.hint());
        if (s.isFirstTrick() && s.currentTrick().count == 0) return "Your lead: play the 2\u2663";
        if (s.currentTrick().count == 0) return "Your lead";
        return "Your turn";
      }
      if (const int seat = g.botThinking(now); seat > 0)
        return std::string(playerName(seat)) + " is thinking\u2026";
      return {};
    }
    case Stage::MoonChoice:
      if (s.toMove() == kPlayerSeat) return "You shot the moon!";
      return std::string(playerName(s.toMove())) + " shot the moon";
    case Stage::HandSummary: return "Hand " + std::to_string(s.handNumber()) + " is over";
    case Stage::GameOver: return "Game over";
  }
  return {};
}

}  // namespace hearts::session
