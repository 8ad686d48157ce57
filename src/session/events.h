// What happens at the table, as the player sees it happen: the session records an event
// when the table shows it (a trick is taken when it reaches its winner, not when its last
// card is played). Sounds and the screen reader's announcements are made from these.
#pragma once

#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/game.h"

namespace hearts::session {

enum class EventKind : std::uint8_t {
  HandDealt,     // a new hand lies in front of the players (handNumber)
  CardsPassed,   // everyone has passed: `cards` came to the player from `seat`
  CardPlayed,    // `seat` played `card`
  HeartsBroken,  // `seat` broke hearts with `card`
  TrickTaken,    // `seat` took the trick, with `points` in it
  QueenTaken,    // `seat` took the Q♠
  YourTurn,      // the player may play: `cards` are the legal ones
  Claimed,       // `seat` claimed the rest of the hand: `cards` are played out at once (their
                 // plays and tricks follow as events), and `seat` takes `points` more
  PlayTakenBack,   // the player took back their play of `card` (and the bots' plays after it)
  PassTakenBack,   // the player took back their pass: `cards` are chosen again
  ClaimTakenBack,  // the player took back their claim of the rest of the hand
  MoonShot,      // `seat` took every point this hand
  HandOver,      // the hand is scored (handNumber)
  GameOver,      // the game is over: `winners` has a bit per winning seat
  ExpertCompared,  // the expert in the player's chair has finished hand `handNumber`, which
                   // the player has finished too: `points` the player's, `expertPoints` the
                   // expert's points in it
};

struct GameEvent {
  EventKind kind = EventKind::HandDealt;
  int seat = -1;
  Card card{};
  CardSet cards;
  int points = 0;
  int handNumber = 0;
  unsigned winners = 0;
  int expertPoints = 0;
};

const char* eventKindName(EventKind k);

class EventLog;

// The events of a play, each derived here only (the table and a claim's play-out use them):
// `seat` played `card`, which turned the game into `after`: CardPlayed, and HeartsBroken
// where hearts were not broken before (`brokenBefore`). True when the card broke them.
bool addPlayEvents(EventLog& log, const GameState& after, int seat, Card card, bool brokenBefore);
// `winner` took the trick of `cards` in hand `handNumber`: TrickTaken with its points under
// `rules`, and QueenTaken where the Q♠ is in it.
void addTrickEvents(EventLog& log, const Rules& rules, int winner, CardSet cards, int handNumber);

// The events not yet taken, oldest first; a log nobody reads keeps only the newest.
class EventLog {
 public:
  static constexpr std::size_t kMaxKept = 256;
  void add(const GameEvent& e);
  std::vector<GameEvent> take();

 private:
  std::vector<GameEvent> events_;
};

}  // namespace hearts::session
