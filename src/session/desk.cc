#include "session/desk.h"

#include "session/seats.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

using words::tr;
using words::trn;

Desk::Desk(Table& table, Coach& coach, bool undo, bool autoPlaySingle, bool autoplay)
    : table_(table), coach_(coach), undoAllowed_(undo), autoPlaySingle_(autoPlaySingle), autoplay_(autoplay) {}

// --- the player's actions -------------------------------------------------------------------

bool Desk::clickCard(Card c, double now) {
  const GameState& s = table_.state();
  switch (table_.stage()) {
    case Stage::Passing: return clickInPass(c, now);
    case Stage::PassWaiting:
    case Stage::Exchange:
      table_.say(tr("One moment: the cards are being passed"), false, now);
      return false;
    case Stage::Playing: {
      if (table_.timeline().full()) {
        table_.hurry(now);
        return false;
      }
      if (s.phase() != Phase::Playing || table_.seatToMove() != kPlayerSeat) {
        table_.say(tr("Wait for your turn"), true, now);
        return false;
      }
      const ActionError e = s.checkPlay(kPlayerSeat, c);
      if (e != ActionError::None) {
        table_.say(actionErrorText(s, e), true, now);
        return false;
      }
      table_.change(Action::makePlay(kPlayerSeat, c), now);
      return true;
    }
    default: return false;
  }
}

bool Desk::clickInPass(Card c, double now) {
  const GameState& s = table_.state();
  if (!s.hand(kPlayerSeat).contains(c)) return false;
  // A new choice makes a hint about the old one stale: its marks would show five chosen.
  if (selection_.contains(c)) {
    selection_.remove(c);
    coach_.dropHint();
    return true;
  }
  const int n = s.rules().passCount;
  if (selection_.size() >= n) {
    table_.say(trn("You pass {n} card: put a chosen card back first", "You pass {n} cards: put a chosen card back first", n),
               true, now);
    return false;
  }
  selection_.add(c);
  coach_.dropHint();
  return true;
}

bool Desk::confirmPass(double now) {
  if (table_.stage() != Stage::Passing) return false;
  const int n = table_.state().rules().passCount;
  if (selection_.size() != n) {
    table_.say(trn("Choose exactly {n} card to pass", "Choose exactly {n} cards to pass", n), true, now);
    return false;
  }
  if (table_.match().check(Action::makePass(kPlayerSeat, selection_)) != ActionError::None) return false;
  const CardSet passed = selection_;
  selection_ = CardSet();
  table_.change(Action::makePass(kPlayerSeat, passed), now);
  return true;
}

bool Desk::chooseMoon(MoonChoice c, double now) {
  const GameState& s = table_.state();
  if (table_.stage() != Stage::MoonChoice || table_.seatToMove() != kPlayerSeat) return false;
  const ActionError e = s.checkMoonChoice(kPlayerSeat, c);
  if (e != ActionError::None) {
    table_.say(actionErrorText(s, e), true, now);
    return false;
  }
  table_.change(Action::makeMoon(kPlayerSeat, c), now);
  return true;
}

bool Desk::continueAfterHand(double now) {
  if (table_.stage() != Stage::HandSummary) return false;
  table_.change(DealNextHand{}, now);
  return true;
}

bool Desk::canConfirmPass() const {
  return table_.stage() == Stage::Passing && selection_.size() == table_.state().rules().passCount;
}

CardSet Desk::legalForPlayer() const { return table_.playerToPlay() ? table_.state().legalPlays() : CardSet(); }

// --- claiming the rest ----------------------------------------------------------------------

bool Desk::canClaim() const {
  // With one card left a claim saves no play.
  return !autoplay_ && table_.playerToPlay() && table_.state().hand(kPlayerSeat).size() >= 2 &&
         table_.claimable(kPlayerSeat) != ClaimKind::None;
}

bool Desk::claim(double now) {
  if (!canClaim()) return false;
  table_.change(PlayOutClaim{kPlayerSeat}, now);
  return true;
}

// --- taking back ----------------------------------------------------------------------------

int Desk::lastPlayerDecision() const {
  const Match& match = table_.match();
  const auto& actions = match.actions();
  // The plays of a claim are not decisions: the last one comes before it.
  const ClaimMade claim = table_.claimOfHand();
  const std::size_t end = claim.seat >= 0 ? claim.at : actions.size();
  for (std::size_t i = end; i-- > match.handStart();) {
    const Action& a = actions[i];
    if (a.seat == kPlayerSeat && a.kind != Action::Kind::Moon) return static_cast<int>(i);
  }
  return -1;
}

bool Desk::canUndo() const {
  return undoAllowed_ && !autoplay_ && table_.stage() != Stage::GameOver &&
         (lastPlayerDecision() >= 0 || table_.claimOfHand().seat == kPlayerSeat);
}

bool Desk::undo(double now) {
  if (!canUndo()) return false;
  const int hand = table_.state().handNumber();
  if (const ClaimMade claim = table_.claimOfHand(); claim.seat == kPlayerSeat) {
    // The player's claim is taken back whole: their turn again, before it.
    table_.change(TakeBack{claim.at}, now);
    table_.say(tr("Claim taken back"), false, now);
    table_.news().events.add({EventKind::ClaimTakenBack, kPlayerSeat, {}, {}, 0, hand, 0});
    return true;
  }
  const auto index = static_cast<std::size_t>(lastPlayerDecision());
  const Action undone = table_.match().actions()[index];
  table_.change(TakeBack{index}, now);
  if (undone.kind == Action::Kind::Pass) {
    // The cards stay chosen: a different pass is one tap away.
    selection_ = undone.cards;
    table_.say(tr("Pass taken back"), false, now);
    table_.news().events.add({EventKind::PassTakenBack, kPlayerSeat, {}, undone.cards, 0, hand, 0});
  } else {
    table_.say(tr("Taken back: your {card}", {{"card", cardLabel(undone.card)}}), false, now);
    table_.news().events.add({EventKind::PlayTakenBack, kPlayerSeat, undone.card, {}, 0, hand, 0});
  }
  return true;
}

bool Desk::canReplayHand() const {
  const Match& match = table_.match();
  return undoAllowed_ && !autoplay_ && table_.stage() != Stage::GameOver &&
         match.actions().size() > match.handStart();
}

bool Desk::replayHand(double now) {
  if (!canReplayHand()) return false;
  table_.change(TakeBack{table_.match().handStart()}, now);
  table_.say(tr("The same cards again"), false, now);
  return true;
}

// --- the player's turn ----------------------------------------------------------------------

bool Desk::singleCardWaiting() const {
  return autoPlaySingle_ && table_.playerToPlay() && legalForPlayer().size() == 1;
}

void Desk::stageEntered() {
  selection_ = CardSet();
  turnShown_ = false;
}

void Desk::follow(double now) {
  const bool turn = table_.playerToPlay();
  if (turn && !turnShown_) {
    table_.news().events.add(
        {EventKind::YourTurn, kPlayerSeat, {}, legalForPlayer(), 0, table_.state().handNumber(), 0});
    turnAt_ = now;
  }
  turnShown_ = turn;
  if (autoPlaySingle_ && !autoplay_ && turnShown_ && singleCardWaiting() && now - turnAt_ >= kAutoPlayDelayMs)
    clickCard(legalForPlayer().lowest(), now);
}

}  // namespace hearts::session
