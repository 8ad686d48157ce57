#include "session/game_session.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::session {

std::string momentText(const GameSession& g, double now, InputWay way) {
  const GameState& s = g.state();
  switch (g.table().stage()) {
    case Stage::Passing:
      if (g.coach().hint()) return hintText(*g.coach().hint());
      return passPromptText(s.rules().passCount, passTargetSeat(g.state()), g.desk().selection().size(), way);
    case Stage::PassWaiting: return "Waiting for the others to pass\u2026";
    case Stage::Exchange: return "Passing\u2026";
    case Stage::Playing: {
      if (g.table().timeline().full()) {
        CardSet cards;
        for (const auto& tc : g.table().timeline().cards()) cards.add(tc.card);
        return trickTakenText(g.table().timeline().winner(), penaltyPoints(s.rules(), cards));
      }
      if (s.phase() != Phase::Playing) return {};
      if (g.table().seatToMove() == kPlayerSeat) {
        if (g.coach().hint()) return hintText(*g.coach().hint());
        if (s.isFirstTrick() && s.currentTrick().count == 0) return "Your lead: play the 2\u2663";
        if (s.currentTrick().count == 0) return "Your lead";
        return "Your turn";
      }
      if (const int seat = g.botThinking(now); seat > 0)
        return std::string(playerName(seat)) + " is thinking\u2026";
      return {};
    }
    case Stage::MoonChoice:
      if (g.table().seatToMove() == kPlayerSeat) return "You shot the moon!";
      return std::string(playerName(g.table().seatToMove())) + " shot the moon";
    case Stage::HandSummary: return "Hand " + std::to_string(s.handNumber()) + " is over";
    case Stage::GameOver: return "Game over";
  }
  return {};
}

}  // namespace hearts::session
