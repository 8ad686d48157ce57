// The status line's words: a passing message of the game, else what the moment is about,
// in the words of the way the player last reached the game.
#include "ui/status_text.h"

#include "session/seats.h"
#include "session/wording.h"

namespace hearts::ui {

using session::GameSession;
using session::hintText;
using session::kPlayerSeat;
using session::playerName;
using session::Stage;
using session::trickTakenText;

std::string pointWord(InputWay way, bool first) {
  switch (way) {
    case InputWay::Mouse: return first ? "Click" : "click";
    case InputWay::Touch: return first ? "Tap" : "tap";
    case InputWay::Keys: return first ? "Press Enter on" : "press Enter on";
  }
  return first ? "Tap" : "tap";
}

std::string passPromptText(int passCount, int toSeat, int chosen, InputWay way) {
  const std::string to = playerName(toSeat);
  if (chosen == passCount)
    return (way == InputWay::Keys ? std::string("Press P") : pointWord(way, true) + " Pass") +
           " to give these cards to " + to;
  return "Choose " + std::to_string(passCount) + " cards to pass to " + to + " (" +
         std::to_string(chosen) + " of " + std::to_string(passCount) + ")";
}

namespace {

std::string momentText(const GameSession& g, double now, InputWay way) {
  const GameState& s = g.state();
  switch (g.table().stage()) {
    case Stage::Passing:
      if (g.coach().hint()) return hintText(*g.coach().hint());
      return passPromptText(s.rules().passCount, session::passTargetSeat(g.state()), g.desk().selection().size(), way);
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

}  // namespace

std::string statusText(const GameSession& g, double now, InputWay way) {
  const session::StatusLine& status = g.table().news().status;
  return status.showing(now) ? status.text() : momentText(g, now, way);
}

}  // namespace hearts::ui
