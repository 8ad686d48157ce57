#include "session/events.h"

#include <utility>

namespace hearts::session {

const char* eventKindName(EventKind k) {
  switch (k) {
    case EventKind::HandDealt: return "hand_dealt";
    case EventKind::CardsPassed: return "cards_passed";
    case EventKind::CardPlayed: return "card_played";
    case EventKind::HeartsBroken: return "hearts_broken";
    case EventKind::TrickTaken: return "trick_taken";
    case EventKind::QueenTaken: return "queen_taken";
    case EventKind::YourTurn: return "your_turn";
    case EventKind::Claimed: return "claimed";
    case EventKind::PlayTakenBack: return "play_taken_back";
    case EventKind::PassTakenBack: return "pass_taken_back";
    case EventKind::ClaimTakenBack: return "claim_taken_back";
    case EventKind::MoonShot: return "moon_shot";
    case EventKind::HandOver: return "hand_over";
    case EventKind::GameOver: return "game_over";
    case EventKind::ExpertCompared: return "expert_compared";
  }
  return "?";
}

bool addPlayEvents(EventLog& log, const GameState& after, int seat, Card card, bool brokenBefore) {
  log.add({EventKind::CardPlayed, seat, card, {}, 0, after.handNumber(), 0});
  const bool broke = !brokenBefore && after.heartsBroken();
  if (broke) log.add({EventKind::HeartsBroken, seat, card, {}, 0, after.handNumber(), 0});
  return broke;
}

void addTrickEvents(EventLog& log, const Rules& rules, int winner, CardSet cards, int handNumber) {
  log.add({EventKind::TrickTaken, winner, {}, cards, penaltyPoints(rules, cards), handNumber, 0});
  if (cards.contains(kQueenOfSpades))
    log.add({EventKind::QueenTaken, winner, kQueenOfSpades, {}, kQueenOfSpadesPoints, handNumber, 0});
}

void EventLog::add(const GameEvent& e) {
  if (events_.size() >= kMaxKept) events_.erase(events_.begin());
  events_.push_back(e);
}

std::vector<GameEvent> EventLog::take() { return std::exchange(events_, {}); }

}  // namespace hearts::session
