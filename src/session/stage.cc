#include "session/stage.h"

#include "session/seats.h"

namespace hearts::session {

const char* stageName(Stage s) {
  switch (s) {
    case Stage::Passing: return "passing";
    case Stage::PassWaiting: return "pass_waiting";
    case Stage::Exchange: return "exchange";
    case Stage::Playing: return "playing";
    case Stage::MoonChoice: return "moon_choice";
    case Stage::HandSummary: return "hand_summary";
    case Stage::GameOver: return "game_over";
  }
  return "?";
}

Stage stageFor(const GameState& s) {
  switch (s.phase()) {
    case Phase::Passing: return s.hasPassed(kPlayerSeat) ? Stage::PassWaiting : Stage::Passing;
    case Phase::Playing: return Stage::Playing;
    case Phase::MoonChoice: return Stage::MoonChoice;
    case Phase::HandOver: return Stage::HandSummary;
    case Phase::GameOver: return Stage::GameOver;
  }
  return Stage::GameOver;
}

int passTargetSeat(const GameState& s) {
  if (s.passDirection() == PassDirection::None || s.rules().passCount == 0) return -1;
  return passTarget(kPlayerSeat, s.passDirection());
}

int passSourceSeat(const GameState& s) {
  if (s.passDirection() == PassDirection::None || s.rules().passCount == 0) return -1;
  for (int seat = 1; seat < 4; ++seat)
    if (passTarget(seat, s.passDirection()) == kPlayerSeat) return seat;
  return -1;
}

}  // namespace hearts::session
