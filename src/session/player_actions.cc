// GameSession: what the player does (choose and pass cards, play, the moon, the next hand),
// the help they ask for, and taking plays back. The flow of the game itself is in
// game_session.cc.
#include <utility>

#include "session/game_session.h"
#include "session/wording.h"

namespace hearts::session {

// --- the player -----------------------------------------------------------------------------

bool GameSession::clickCard(Card c, double now) {
  const GameState& s = state();
  switch (stage_) {
    case Stage::Passing: {
      if (!s.hand(kPlayerSeat).contains(c)) return false;
      // A new choice makes a hint about the old one stale: its marks would show five chosen.
      if (selection_.contains(c)) {
        selection_.remove(c);
        advice_.dropHint();
        return true;
      }
      const int n = s.rules().passCount;
      if (selection_.size() >= n) {
        setMessage("You pass " + std::to_string(n) + " cards: " + pointWord(inputWay_, false) +
                       " a chosen card to put it back first",
                   true, now);
        return false;
      }
      selection_.add(c);
      advice_.dropHint();
      return true;
    }
    case Stage::PassWaiting:
    case Stage::Exchange:
      setMessage("One moment: the cards are being passed", false, now);
      return false;
    case Stage::Playing: {
      if (table_.full()) {
        table_.hurry(now);
        return false;
      }
      if (s.phase() != Phase::Playing || s.toMove() != kPlayerSeat) {
        setMessage("Wait for your turn", true, now);
        return false;
      }
      const ActionError e = s.checkPlay(kPlayerSeat, c);
      if (e != ActionError::None) {
        setMessage(s.errorText(e), true, now);
        return false;
      }
      applyPlay(kPlayerSeat, c, now);
      return true;
    }
    default: return false;
  }
}

bool GameSession::confirmPass(double now) {
  if (stage_ != Stage::Passing) return false;
  const int n = state().rules().passCount;
  if (selection_.size() != n) {
    setMessage("Choose exactly " + std::to_string(n) + " cards to pass", true, now);
    return false;
  }
  if (match_.apply(Action::makePass(kPlayerSeat, selection_)) != ActionError::None) return false;
  applied();
  passedByPlayer_ = selection_;
  selection_ = CardSet();
  if (state().phase() == Phase::Passing) {
    stage_ = Stage::PassWaiting;
  } else {
    startExchange(now);
  }
  return true;
}

bool GameSession::chooseMoon(MoonChoice c, double now) {
  if (stage_ != Stage::MoonChoice || state().toMove() != kPlayerSeat) return false;
  const ActionError e = state().checkMoonChoice(kPlayerSeat, c);
  if (e != ActionError::None) {
    setMessage(state().errorText(e), true, now);
    return false;
  }
  match_.apply(Action::makeMoon(kPlayerSeat, c));
  applied();
  stage_ = stageFor(state());
  noteHandScored();
  return true;
}

bool GameSession::continueAfterHand(double now) {
  if (stage_ != Stage::HandSummary) return false;
  match_.startNextHand();
  status_.clear();
  enterStageFromState(now);
  return true;
}

// --- help -----------------------------------------------------------------------------------

bool GameSession::canHint() const {
  if (autoplay_ || !hintsAllowed_) return false;
  if (stage_ == Stage::Passing) return true;
  return playerToPlay() && legalForPlayer().size() > 1;
}

bool GameSession::requestHint(double) {
  if (!canHint()) return false;
  const std::size_t at = match_.actions().size();
  if (hintedAt_ != at) {
    // One hint counted per decision, however often it is asked for.
    ++match_.assists().hints;
    ++version_;
    hintedAt_ = at;
  }
  if (!advice_.hint()) advice_.requestHint(state(), at, bots_.wallNow(), kHintBudgetMs);
  // The status line shows the hint, not a passing message.
  status_.clear();
  return true;
}

bool GameSession::canTrack() const {
  return !autoplay_ && (state().phase() == Phase::Passing || state().phase() == Phase::Playing ||
                        state().phase() == Phase::MoonChoice);
}

bool GameSession::trackerOpened() {
  if (!canTrack()) return false;
  // Before the first card of the hand it shows nothing to count: no help taken.
  if (trackedHand_ != state().handNumber() && !state().played().empty()) {
    ++match_.assists().tracker;
    ++version_;
    trackedHand_ = state().handNumber();
  }
  return true;
}

const HandAnalysis* GameSession::analysis() const {
  if (stage_ != Stage::HandSummary && stage_ != Stage::GameOver) return nullptr;
  const auto& hands = match_.hands();
  return hands.empty() ? nullptr : advice_.analysisOf(hands.back().handNumber);
}

void GameSession::requestAnalysis(int handNumber) {
  if (autoplay_ || advice_.analysisOf(handNumber) ||
      handNumber < 1 || handNumber > static_cast<int>(match_.hands().size()))
    return;
  // The game as it stood when that hand was scored.
  Match replay(match_.rules(), match_.seed());
  for (const Action& a : match_.actions()) {
    if (replay.state().phase() == Phase::HandOver) replay.startNextHand();
    replay.apply(a);
    if (static_cast<int>(replay.hands().size()) == handNumber) {
      advice_.analyseLater(replay, bots_.wallNow());
      return;
    }
  }
}

// --- taking back ----------------------------------------------------------------------------

int GameSession::lastPlayerDecision() const {
  const auto& actions = match_.actions();
  // The plays of a claim are not decisions: the last one comes before it.
  const std::size_t end = claimedThisHand() ? claimedAt_ : actions.size();
  for (std::size_t i = end; i-- > match_.handStart();) {
    const Action& a = actions[i];
    if (a.seat == kPlayerSeat && a.kind != Action::Kind::Moon) return static_cast<int>(i);
  }
  return -1;
}

bool GameSession::canUndo() const {
  return undoAllowed_ && !autoplay_ && stage_ != Stage::GameOver &&
         (lastPlayerDecision() >= 0 || (claimedThisHand() && claimant_ == kPlayerSeat));
}

bool GameSession::undo(double now) {
  if (!canUndo()) return false;
  if (claimedThisHand() && claimant_ == kPlayerSeat) {
    // The player's claim is taken back whole: their turn again, before it.
    takeBack(claimedAt_, now);
    setMessage("Claim taken back", false, now);
    events_.add({EventKind::ClaimTakenBack, kPlayerSeat, {}, {}, 0, state().handNumber(), 0});
    return true;
  }
  const auto index = static_cast<std::size_t>(lastPlayerDecision());
  const Action undone = match_.actions()[index];
  takeBack(index, now);
  if (undone.kind == Action::Kind::Pass) {
    // The cards stay chosen: a different pass is one tap away.
    selection_ = undone.cards;
    setMessage("Pass taken back", false, now);
    events_.add({EventKind::PassTakenBack, kPlayerSeat, {}, undone.cards, 0, state().handNumber(), 0});
  } else {
    setMessage("Taken back: your " + cardLabel(undone.card), false, now);
    events_.add({EventKind::PlayTakenBack, kPlayerSeat, undone.card, {}, 0, state().handNumber(), 0});
  }
  return true;
}

bool GameSession::canReplayHand() const {
  return undoAllowed_ && !autoplay_ && stage_ != Stage::GameOver &&
         match_.actions().size() > match_.handStart();
}

bool GameSession::replayHand(double now) {
  if (!canReplayHand()) return false;
  takeBack(match_.handStart(), now);
  setMessage("The same cards again", false, now);
  return true;
}

void GameSession::takeBack(std::size_t n, double now) {
  if (claimedAt_ != SIZE_MAX && n <= claimedAt_) claimedAt_ = SIZE_MAX;
  Match earlier = match_.prefix(n);
  ++earlier.assists().undos;
  match_ = std::move(earlier);
  applied();
  enterStageFromState(now);
}

}  // namespace hearts::session
