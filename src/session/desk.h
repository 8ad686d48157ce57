// The player's desk: what the player does at the table, each checked with a reason for every
// refusal: choose and pass cards, play, choose how a moon counts, go on to the next hand,
// claim the rest of a hand, take plays back; and the player's turn as the table shows it (the
// event that says so, a single legal card played by itself).
#pragma once

#include "core/card.h"
#include "session/coach.h"
#include "session/table.h"
#include "session/wording.h"

namespace hearts::session {

class Desk {
 public:
  // `autoplay`: the player's seat is a bot's, which the desk never acts for.
  Desk(Table& table, Coach& coach, bool undo, bool autoPlaySingle, bool autoplay);

  // --- the player's actions; each returns false (and says why on the status line) when refused
  bool clickCard(Card c, double now);
  bool confirmPass(double now);
  bool chooseMoon(MoonChoice c, double now);
  bool continueAfterHand(double now);  // HandSummary -> the next hand

  CardSet selection() const { return selection_; }
  bool canConfirmPass() const;
  // The cards the player may play now (none when it is not the player's turn to play:
  // Table::playerToPlay).
  CardSet legalForPlayer() const;

  // When the rest of the hand is decided (core/claim.h), the player may claim it on their
  // turn: the hand plays out at once, each card recorded as an ordinary play.
  bool canClaim() const;
  bool claim(double now);

  // Undo is an option (on by default). When on, the player's last pass or play of this hand
  // can be taken back, with every bot play after it; again and again to the hand's start.
  // Undo takes a claim of the player's back whole.
  void setUndoAllowed(bool on) { undoAllowed_ = on; }
  bool undoAllowed() const { return undoAllowed_; }
  bool canUndo() const;
  bool undo(double now);
  // The hand in play, or the one just scored, played again from its deal: all of it taken
  // back (one undo).
  bool canReplayHand() const;
  bool replayHand(double now);

  // The player's only legal card is played by itself, a moment after the turn comes.
  void setAutoPlaySingle(bool on) { autoPlaySingle_ = on; }
  bool autoPlaySingle() const { return autoPlaySingle_; }
  static constexpr double kAutoPlayDelayMs = 450;

  // The player's only card waits to be played by itself: the table is not idle.
  bool singleCardWaiting() const;
  // Once a frame, after the table has moved: the player's turn as the table shows it, and a
  // single legal card played by itself when it is due.
  void follow(double now);
  // The table entered a stage from the engine's state: nothing is chosen, the turn not shown.
  void stageEntered();
  // The player's seat passed by a bot (autoplay): nothing stays chosen.
  void dropSelection() { selection_ = CardSet(); }

 private:
  bool clickInPass(Card c, double now);
  // The index of the player's last pass or play in this hand, or -1.
  int lastPlayerDecision() const;

  Table& table_;
  Coach& coach_;
  CardSet selection_;
  bool undoAllowed_;
  bool autoPlaySingle_;
  bool autoplay_;
  bool turnShown_ = false;
  double turnAt_ = 0;  // when the table showed the player's turn
};

}  // namespace hearts::session
