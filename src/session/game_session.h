// The game a player plays, without SDL: the match and its record, the stage the table shows,
// the three bots thinking in slices, the pacing of the cards on the table, and the messages
// the player reads. The screen draws from this class and calls its actions; tests drive it
// with a virtual clock.
//
// Two clocks: `now` (milliseconds, passed to update() and the actions) paces animations and
// may be virtual; the bot runner's wall clock bounds how long the bots think, because their
// budget is real time.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "core/claim.h"
#include "core/match.h"
#include "session/bot_runner.h"
#include "records/record.h"
#include "session/advice.h"
#include "session/duplicate.h"
#include "session/events.h"
#include "session/pacing.h"
#include "session/seats.h"
#include "session/stage.h"
#include "session/status_line.h"
#include "session/table_timeline.h"
#include "session/wording.h"

namespace hearts::session {

class GameSession {
 public:
  using Clock = BotRunner::Clock;
  using BotFactory = BotRunner::Factory;

  // A new game, or one restored from a record. `level` names the bots ("random", "easy", ...);
  // an unknown level falls back to "random" with a notice. Bots come from ai::makeBot unless
  // a factory is given (tests).
  GameSession(Match match, std::string level, Pacing pacing, std::uint64_t botSeed, double now,
              Clock wallClock = {}, BotFactory factory = {});

  // --- the game and its history ---------------------------------------------------------
  const Match& match() const { return match_; }
  const GameState& state() const { return match_.state(); }
  // The game as a record (records/record.h): rules, seed, every action so far and the level,
  // the expert's game in the player's chair and the daily deal it is, where they are.
  std::string record() const;
  // Grows by one with every action applied to the match (the app saves when it changes).
  std::uint64_t version() const { return version_; }
  // Grows with the version and with each hand the expert in the player's chair finishes:
  // whatever the record holds changed.
  std::uint64_t recordVersion() const { return version_ + (duplicate_ ? duplicate_->handsDone() : 0); }

  // --- the expert in your chair (duplicate.h) ---------------------------------------------
  // Off until turned on (the app follows the player's setting, on by default): then the
  // expert plays each hand of the game again in the player's chair, from the moment the hand
  // is dealt, thinking when no bot at the table does.
  void setDuplicate(bool on);
  bool duplicateOn() const { return duplicateOn_; }
  // The expert's game as the record kept it (before or after turning it on); false when it
  // is not a game of these deals.
  bool restoreDuplicate(const Match& expertGame);
  // The expert's game so far, once begun (also when turned off since).
  const Match* expertGame() const { return duplicate_ ? &duplicate_->game() : nullptr; }
  const DuplicateRunner* duplicate() const { return duplicate_ ? &*duplicate_ : nullptr; }
  // The hands the player and the expert have both finished, side by side.
  std::vector<DuplicateHand> duplicateHands() const;
  // The expert is still playing the hand the player has just finished.
  bool duplicatePending() const;

  // --- a daily deal ---------------------------------------------------------------------------
  // The game is the daily deal of a date (session/daily.h); kept in the record.
  void setDaily(std::optional<DailyTag> tag) { daily_ = std::move(tag); }
  const std::optional<DailyTag>& daily() const { return daily_; }

  // --- settings -------------------------------------------------------------------------
  std::string level() const { return bots_.level(); }
  // The bots play at `level` from their next decision; a change is told in a notice.
  void setLevel(const std::string& level);
  // See BotRunner::watchShooter.
  void watchShooter(int seat) { bots_.watchShooter(seat); }
  int watchedShooter() const { return bots_.watchedShooter(); }
  const Pacing& pacing() const { return pacing_; }
  void setPacing(const Pacing& p);
  // The player's seat is played by a bot too, and hands follow each other by themselves
  // (demonstrations and smoke tests).
  void setAutoplay(bool on);
  bool autoplay() const { return autoplay_; }
  // The player's only legal card is played by itself, a moment after the turn comes.
  void setAutoPlaySingle(bool on) { autoPlaySingle_ = on; }
  bool autoPlaySingle() const { return autoPlaySingle_; }
  static constexpr double kAutoPlayDelayMs = 450;

  // --- time -----------------------------------------------------------------------------
  // Advance bots and timers. Bots think for at most `thinkMs` of wall-clock time per call.
  void update(double now, double thinkMs);
  // Is anything moving or thinking at the table? If not, nothing changes there until the
  // player acts.
  bool busy(double now) const;
  // The expert in the player's chair has a hand to play: work behind the table, which the
  // player never waits for (update() must still be called, frame after frame).
  bool thinkingBehind() const;
  // Something on the table moves (a card in flight, a full trick held or collected, passed
  // cards travelling): the picture changes with every frame. A bot thinking, or waiting for
  // its turn's pacing, moves nothing.
  bool moving(double now) const { return stage_ == Stage::Exchange || table_.busy(now); }
  // With nothing busy: the time the picture changes by itself next (a message expiring), or
  // infinity.
  double wakeAt(double now) const;

  // --- the player's actions; each returns false (and sets a message) when refused -------
  bool clickCard(Card c, double now);
  bool confirmPass(double now);
  bool chooseMoon(MoonChoice c, double now);
  bool continueAfterHand(double now);  // HandSummary -> the next hand
  // A tap on the table while a finished trick is shown sends it on its way at once.
  void hurry(double now) { table_.hurry(now); }

  // --- help -----------------------------------------------------------------------------
  // A hint on the player's decision (a pass, or a play with more than one choice): the
  // expert's advice, worked out in slices (hint.h). Counted once per decision in the record.
  bool canHint() const;
  bool requestHint(double now);
  // Hints are offered (not in a daily deal, which is played unaided).
  void setHintsAllowed(bool on) { hintsAllowed_ = on; }
  bool hintsAllowed() const { return hintsAllowed_; }
  // A hint thinks as long as the expert may in the page: a second at most.
  static constexpr double kHintBudgetMs = 1000;
  const std::optional<Hint>& hint() const { return advice_.hint(); }
  // After each hand: the player's costly decisions (analysis.h), worked out in slices while
  // the score sheet is up: the analysis of the hand just scored, while the score sheet after
  // it is up (nullptr otherwise, and before it has begun).
  const HandAnalysis* analysis() const;
  // The analysis of hand `handNumber` (1-based) for its review: kept from the end of that
  // hand when it was finished, or being worked out; nullptr when there is none.
  const HandAnalysis* analysisOf(int handNumber) const { return advice_.analysisOf(handNumber); }
  // Has hand `handNumber` analysed when no analysis of it is kept or under way (a hand the
  // player moved on from before its analysis was done, a game opened from a record): after
  // the analysis now running, when no bot thinks.
  void requestAnalysis(int handNumber);
  // The analysis being worked out or last started, of whichever hand.
  const std::optional<HandAnalysis>& analysisUnderWay() const { return advice_.analysis(); }

  // The played-cards tracker (which cards of each suit have been played this hand, which are
  // still out) is a learning aid, counted in the record's assists like a hint: once per hand
  // in which the player opens it once a card has been played. It may be opened while a hand is
  // passed or played.
  bool canTrack() const;
  // The player opened the tracker: counted, once for the hand (false when it may not be open).
  bool trackerOpened();

  // --- claiming the rest ------------------------------------------------------------------
  // When the rest of the hand is decided (core/claim.h), the player may claim it on their
  // turn: the hand plays out at once, each card recorded as an ordinary play, and the table
  // moves on to the score sheet (or the moon). Bots claim the same way on their turn, with a
  // notice. Undo takes a claim of the player's back whole.
  bool canClaim() const;
  bool claim(double now);
  // What `seat` could claim now (None outside play); worked out once per version.
  ClaimKind claimable(int seat) const;

  // --- taking back ------------------------------------------------------------------------
  // Undo is an option (on by default). When on, the player's last pass or play of this hand
  // can be taken back, with every bot play after it; again and again to the hand's start.
  void setUndoAllowed(bool on) { undoAllowed_ = on; }
  bool undoAllowed() const { return undoAllowed_; }
  bool canUndo() const;
  bool undo(double now);
  // The hand in play, or the one just scored, played again from its deal: all of it taken
  // back (one undo).
  bool canReplayHand() const;
  bool replayHand(double now);

  // --- what to show ---------------------------------------------------------------------
  Stage stage() const { return stage_; }
  CardSet selection() const { return selection_; }
  bool canConfirmPass() const;
  // Cards just received in the pass, marked until the player's first card of the hand.
  CardSet receivedMark() const { return receivedMark_; }
  int passTargetSeat() const;  // who gets the player's cards (-1 on a hand without passing)
  int passSourceSeat() const;  // who gives the player cards
  CardSet passedByPlayer() const { return passedByPlayer_; }
  double exchangeProgress(double now) const;  // 0..2: leaving, then arriving
  const TableTimeline& table() const { return table_; }
  // Points shown on the plates: taken this hand, updated when a trick reaches its winner,
  // not before; once the hand is scored, what it added to each total (after a moon: 26 to
  // the others, not to the shooter).
  const std::array<int, 4>& shownPoints() const { return shownPoints_; }
  // The cards that count each seat has taken this hand (hearts, the Q♠, the J♦ where it
  // counts), as the table shows them: a trick's once it reaches its winner.
  const std::array<CardSet, 4>& shownTaken() const { return shownTaken_; }
  // Whose turn it is as shown: -1 while passing, while a full trick is on the table, and
  // between hands.
  int seatToMove() const;
  // May the player play a card now, and which?
  // How the player last reached the game (a mouse, a finger, the keys): the words follow it.
  void setInputWay(InputWay way) { inputWay_ = way; }
  InputWay inputWay() const { return inputWay_; }
  bool playerToPlay() const { return stage_ == Stage::Playing && seatToMove() == kPlayerSeat; }
  CardSet legalForPlayer() const;
  int thinkingSeat() const { return bots_.thinkingSeat(); }
  // The bot whose turn it is, once it has thought long enough for the table to say so (the
  // status line says "… is thinking" and its plate shows it); -1 otherwise.
  int botThinking(double now) const;
  const BotTiming& botTiming() const { return bots_.timing(); }

  std::string message(double now) const;
  bool messageIsError(double now) const { return status_.error(now); }
  // Non-empty once: a notice for the app (e.g. "Level medium is not available").
  std::string takeNotice();
  // What happened at the table since the last call, in order (events.h).
  std::vector<GameEvent> takeEvents() { return events_.take(); }

 private:
  bool botSeat(int seat) const { return seat != kPlayerSeat || autoplay_; }
  unsigned botSeats() const { return autoplay_ ? 0xFu : 0xEu; }
  // The seats the engine waits for, when the table shows a moment in which they may act.
  unsigned actingSeats() const;
  int actingBot() const;
  bool singleCardDue(double now) const;
  // The index of the player's last pass or play in this hand, or -1.
  int lastPlayerDecision() const;
  // Takes the match back to its first `n` actions, counting one undo.
  void takeBack(std::size_t n, double now);
  void enterStageFromState(double now);
  void startExchange(double now);
  void applyBotDecision(double now);
  void applyPlay(int seat, Card c, double now);
  // Plays the rest of the hand out for a claim by `seat` (claimable(seat) is not None).
  void playOutClaim(int seat, double now);
  // After a claim's notice has been shown: on to the score sheet (or the moon). True if so.
  bool endClaimHold(double now);
  // The claim of this hand, if there was one: where its plays begin, and who claimed.
  bool claimedThisHand() const {
    return claimedAt_ >= match_.handStart() && claimedAt_ < match_.actions().size();
  }
  // The match changed: what the table shows follows, and a hint on the old state goes.
  void applied() {
    ++version_;
    advice_.dropHint();
  }
  void setMessage(std::string text, bool error, double now);
  void finishCollect(double now);
  // The events of a hand that has just been scored (a moon, the hand, the game).
  void noteHandScored();

  Match match_;
  Pacing pacing_;
  BotRunner bots_;
  AdviceRunner advice_;
  std::optional<DuplicateRunner> duplicate_;
  bool duplicateOn_ = false;
  std::optional<DailyTag> daily_;
  std::size_t comparedShown_ = 0;  // hands whose comparison has been announced
  // An ExpertCompared event for each hand the expert in the chair has newly finished beside
  // the player's.
  void announceCompared();
  TableTimeline table_;
  Stage stage_ = Stage::Passing;
  std::uint64_t version_ = 0;
  bool autoplay_ = false;
  InputWay inputWay_ = InputWay::Mouse;
  bool undoAllowed_ = true;
  bool hintsAllowed_ = true;

  CardSet selection_;
  CardSet receivedMark_;
  CardSet passedByPlayer_;
  double exchangeAt_ = -1e9;
  std::array<int, 4> shownPoints_{};
  std::array<CardSet, 4> shownTaken_{};
  void showPoints();  // shownPoints_ from the state
  double thinkingSince_ = 0;  // when the bot now thinking began (animation clock)
  Stage seenStage_ = Stage::Passing;
  double stageSince_ = 0;

  StatusLine status_;
  std::string notice_;
  EventLog events_;
  bool playerTurnShown_ = false;
  double playerTurnAt_ = 0;  // when the table showed the player's turn
  bool autoPlaySingle_ = false;
  std::size_t hintedAt_ = SIZE_MAX;  // the action count of the decision last hinted
  int trackedHand_ = 0;  // the hand the tracker was last counted in
  std::size_t claimedAt_ = SIZE_MAX;  // the action count when the last claim began
  int claimant_ = -1;
  double claimHoldUntil_ = -1;  // while >= 0, the table shows a claim's notice until then
  mutable std::uint64_t claimCheckedAt_ = UINT64_MAX;  // the version claimChecked_ is for
  mutable std::array<ClaimKind, 4> claimChecked_{};
  mutable unsigned claimCheckedSeats_ = 0;  // bit per seat of claimChecked_ worked out
};

}  // namespace hearts::session
