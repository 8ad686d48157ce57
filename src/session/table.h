// The table the player sees, and the one place that changes the match: the stage it shows,
// the cards on the table and their timing, the passed cards travelling, the points on the
// plates, the status line, notices and the events of play. The player's desk and the bots
// act through it; the coach reads it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <variant>

#include "core/claim.h"
#include "core/match.h"
#include "session/events.h"
#include "session/pacing.h"
#include "session/stage.h"
#include "session/status_line.h"
#include "session/table_timeline.h"

namespace hearts::session {

// What the table has to tell, as it happens: the status line's passing message, a notice for
// the app, and the events of play (sounds and the screen reader are made from them).
struct News {
  StatusLine status;
  std::string notice;
  EventLog events;
};

// What each seat's plate shows, a trick's once it reaches its winner.
struct Plates {
  // Points taken this hand; once the hand is scored, what it added to each total (after a
  // moon: 26 to the others, not to the shooter).
  std::array<int, 4> points{};
  // The cards that count each seat has taken this hand (hearts, the Q♠, the J♦ where it
  // counts).
  std::array<CardSet, 4> taken{};
};

// The player's part of the pass as the table shows it: the cards passed, and those received,
// marked until the player's first card of the hand.
struct PlayerPass {
  CardSet passed;
  CardSet received;
};

// A claim of the rest of a hand: where its plays begin in the match, and who claimed.
struct ClaimMade {
  std::size_t at = SIZE_MAX;
  int seat = -1;
};

// claimKind() of each seat, worked out once for each version of the table.
class ClaimCache {
 public:
  ClaimKind kind(const GameState& s, std::uint64_t version, int seat) const;

 private:
  mutable std::uint64_t version_ = UINT64_MAX;
  mutable std::array<ClaimKind, 4> kinds_{};
  mutable unsigned known_ = 0;  // a bit per seat worked out
};

// What changes the play of the match (Table::change): a seat's action (a pass, a play, how a
// moon counts), the next hand dealt, the match taken back to its first `actions` actions (one
// undo counted), the rest of the hand claimed by `seat` and played out (claimable(seat) is not
// None).
struct DealNextHand {};
struct TakeBack {
  std::size_t actions = 0;
};
struct PlayOutClaim {
  int seat = 0;
};
using TableChange = std::variant<Action, DealNextHand, TakeBack, PlayOutClaim>;

class Table {
 public:
  // Told what the table does that others follow: the match changed, a stage was entered from
  // the engine's state (a new hand, a game restored, a play taken back), a hand was scored.
  class Listener {
   public:
    virtual void matchChanged() = 0;
    virtual void stageEntered(bool restoredBetweenHands) = 0;
    virtual void handScored() = 0;

   protected:
    ~Listener() = default;
  };

  Table(Match match, const Pacing& pacing);
  // Shows the match as it stands; `listener` hears from then on.
  void start(Listener& listener, double now);

  const Match& match() const { return match_; }
  const GameState& state() const { return match_.state(); }
  Stage stage() const { return stage_; }
  // Grows with every action applied to the match and every learning aid counted in it.
  std::uint64_t version() const { return version_; }
  const Pacing& pacing() const { return pacing_; }
  void setPacing(const Pacing& p);
  const TableTimeline& timeline() const { return timeline_; }
  // A tap on the table while a finished trick is shown sends it on its way at once.
  void hurry(double now) { timeline_.hurry(now); }
  News& news() { return news_; }
  const News& news() const { return news_; }
  void say(std::string text, bool error, double now);

  // What the seats' plates show.
  const Plates& plates() const { return plates_; }
  const PlayerPass& playerPass() const { return playerPass_; }
  double exchangeProgress(double now) const;  // 0..2: leaving, then arriving
  // Something on the table moves (a card in flight, a full trick held or collected, passed
  // cards travelling): the picture changes with every frame.
  bool moving(double now) const { return stage_ == Stage::Exchange || timeline_.busy(now); }
  // Moving, or a claim's notice held before the hand's end is shown.
  bool busy(double now) const { return moving(now) || claimHoldUntil_ >= 0; }

  // The seats the engine waits for, when the table shows a moment in which they may act.
  unsigned seatsWaitedFor() const;
  // Whose turn it is as shown: -1 while passing, while a full trick is on the table, and
  // between hands.
  int seatToMove() const;
  // Is it the player's turn to play a card, as shown?
  bool playerToPlay() const;

  // The one place the match changes (each change already checked against the rules by
  // whoever asks for it).
  void change(const TableChange& c, double now);
  // A learning aid used (a hint, the tracker): counted in the match, not a change of play.
  void countAssist(int Assists::*which);
  // The moments that pass by themselves: the passed cards arrive, a trick is collected, a
  // claim's notice has been shown. True when the table changed.
  bool advance(double now);

  // What `seat` could claim now (None outside play); worked out once per version.
  ClaimKind claimable(int seat) const;
  // The claim of this hand, if there was one (seat -1 otherwise).
  ClaimMade claimOfHand() const;

 private:
  void pass(int seat, CardSet cards, double now);
  void play(int seat, Card c, double now);
  void chooseMoon(int seat, MoonChoice m);
  void nextHand(double now);
  void takeBack(std::size_t n, double now);
  void playOutClaim(int seat, double now);
  void applied();
  void enterStageFromState(double now);
  void startExchange(double now);
  void finishCollect(double now);
  void noteHandScored();
  void showPoints();
  bool endClaimHold(double now);

  Match match_;
  Pacing pacing_;
  Listener* listener_ = nullptr;
  TableTimeline timeline_;
  Stage stage_ = Stage::Passing;
  std::uint64_t version_ = 0;
  double exchangeAt_ = -1e9;
  PlayerPass playerPass_;
  Plates plates_;
  News news_;
  ClaimMade claim_;
  double claimHoldUntil_ = -1;  // while >= 0, the table shows a claim's notice until then
  ClaimCache claims_;
};

}  // namespace hearts::session
