// The coach: the help a player may take and the measure of their play. A hint on request,
// the analysis of each hand after it (advice.h), the played-cards tracker, each counted in the
// match as a learning aid, and the expert in the player's chair (expert_chair.h) playing the
// same hands unseen. It thinks only when no bot at the table does, so the table never waits.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "session/advice.h"
#include "session/bot_runner.h"
#include "session/expert_chair.h"
#include "session/table.h"

namespace hearts::session {

class Coach {
 public:
  // `unaided`: no hint is offered (a daily deal); `autoplay`: the player's seat is a bot, so
  // there is nothing to help nor to compare.
  Coach(Table& table, const BotRunner& bots, std::uint64_t seed, bool unaided, bool autoplay);

  // --- a hint ---------------------------------------------------------------------------
  // On the player's decision (a pass, or a play with more than one choice): the expert's
  // advice, worked out in slices (hint.h). Counted once per decision in the record.
  bool canHint() const;
  bool requestHint();
  bool hintsAllowed() const { return !unaided_; }
  // A hint thinks as long as the expert may in the page: a second at most.
  static constexpr double kHintBudgetMs = 1000;
  const std::optional<Hint>& hint() const { return advice_.hint(); }
  void dropHint() { advice_.dropHint(); }

  // --- the analysis of each hand ----------------------------------------------------------
  // The player's costly decisions (analysis.h) in the hand just scored, while its score sheet
  // is up (nullptr otherwise, and before it has begun).
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

  // --- the played-cards tracker -------------------------------------------------------------
  // Which cards of each suit have been played this hand, which are still out: a learning aid,
  // counted once per hand in which the player opens it once a card has been played. It may be
  // opened while a hand is passed or played.
  bool canTrack() const;
  // The player opened the tracker: counted, once for the hand (false when it may not be open).
  bool trackerOpened();

  // --- the expert in your chair ---------------------------------------------------------------
  // When on, the expert plays each hand of the game again in the player's chair, from the
  // moment the hand is dealt.
  void setExpertInChair(bool on);
  bool expertInChair() const { return chairOn_; }
  // The expert's game as the record kept it; false when it is not a game of these deals.
  bool restoreExpertGame(const Match& expertGame);
  // The expert's game so far, once begun (also when turned off since).
  const ExpertChair* chair() const { return chair_ ? &*chair_ : nullptr; }
  const Match* expertGame() const { return chair_ ? &chair_->game() : nullptr; }
  // The hands the player and the expert have both finished, side by side.
  std::vector<ExpertHand> expertHands() const;
  // The expert is still playing the hand the player has just finished.
  bool expertPending() const;
  // The expert has a hand to play: work behind the table, which the player never waits for.
  bool thinkingBehind() const;

  // --- time ---------------------------------------------------------------------------------
  // A hint or an analysis is being worked out: the table is busy with it.
  bool thinking() const { return advice_.thinking(); }
  // Works until the wall clock reaches `wallDeadline`: the advice when no bot thinks, then the
  // expert in the chair when no bot is deciding and no advice is being worked out.
  void think(double wallDeadline);
  // What the table did, which the help follows.
  void stageEntered(bool restoredBetweenHands);
  void handScored();

 private:
  // An ExpertCompared event for each hand the expert in the chair has newly finished beside
  // the player's.
  void announceCompared();

  Table& table_;
  const BotRunner& bots_;
  AdviceRunner advice_;
  bool unaided_;
  bool autoplay_;
  std::optional<ExpertChair> chair_;
  bool chairOn_ = false;
  std::size_t comparedShown_ = 0;    // hands whose comparison has been announced
  std::size_t hintedAt_ = SIZE_MAX;  // the action count of the decision last hinted
  int trackedHand_ = 0;              // the hand the tracker was last counted in
};

}  // namespace hearts::session
