#include "session/game_session.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <utility>

#include "ai/bot.h"
#include "ai/table_seeds.h"
#include "records/record.h"
#include "session/wording.h"

namespace hearts::session {

GameSession::GameSession(Match match, std::string level, Pacing pacing, std::uint64_t botSeed,
                         double now, Clock wallClock, BotFactory factory)
    : match_(std::move(match)),
      pacing_(pacing),
      bots_(botSeed, std::move(wallClock), std::move(factory)),
      advice_(mix64(botSeed ^ 0x636f616368ull)) {  // a fixed salt ("coach" in ASCII) for the advice's seed
  table_.setPacing(pacing_);
  setLevel(level);
  enterStageFromState(now);
}

std::string GameSession::record() const {
  RecordNotes notes;
  notes.level = level();
  notes.expertInChair = expertGame();
  notes.daily = daily_;
  return saveRecord(match_, notes);
}

// --- the expert in your chair ------------------------------------------------------------------

void GameSession::setDuplicate(bool on) {
  duplicateOn_ = on;
  if (on && !duplicate_) duplicate_.emplace(match_.rules(), match_.seed());
}

bool GameSession::restoreDuplicate(const Match& expertGame) {
  DuplicateRunner runner(match_.rules(), match_.seed());
  if (!runner.restore(expertGame)) return false;
  duplicate_ = std::move(runner);
  // What the record had compared was said when it was played.
  comparedShown_ = std::min(match_.hands().size(), duplicate_->game().hands().size());
  return true;
}

void GameSession::announceCompared() {
  const auto& mine = match_.hands();
  const auto& experts = duplicate_->game().hands();
  const std::size_t both = std::min(mine.size(), experts.size());
  comparedShown_ = std::min(comparedShown_, both);  // a hand replayed is compared again
  // Once the player has seen the hand end (its score sheet, or a later hand).
  const bool seen = stage_ == Stage::HandSummary || stage_ == Stage::GameOver;
  for (; comparedShown_ < both; ++comparedShown_) {
    const HandResult& h = mine[comparedShown_];
    if (!seen && h.handNumber >= state().handNumber()) break;
    GameEvent e;
    e.kind = EventKind::ExpertCompared;
    e.seat = kPlayerSeat;
    e.handNumber = h.handNumber;
    e.points = h.delta[kPlayerSeat];
    e.expertPoints = experts[comparedShown_].delta[kPlayerSeat];
    events_.add(e);
  }
}

std::vector<DuplicateHand> GameSession::duplicateHands() const {
  return duplicate_ ? compareHands(match_, duplicate_->game()) : std::vector<DuplicateHand>{};
}

bool GameSession::duplicatePending() const {
  if (!duplicateOn_ || !duplicate_ || duplicate_->over()) return false;
  return duplicate_->handsDone() < static_cast<int>(match_.hands().size());
}

void GameSession::setLevel(const std::string& level) {
  const std::string before = bots_.level();
  if (!bots_.seat(level, botSeats())) notice_ = levelUnavailableText(level);
  else if (!before.empty() && before != level) notice_ = levelChangedText(level);
}

void GameSession::setPacing(const Pacing& p) {
  pacing_ = p;
  table_.setPacing(p);
}

void GameSession::setAutoplay(bool on) {
  autoplay_ = on;
  setLevel(bots_.level());
}

// --- who acts -------------------------------------------------------------------------------

unsigned GameSession::actingSeats() const {
  const GameState& s = state();
  bool open = false;
  switch (stage_) {
    case Stage::Passing:
    case Stage::PassWaiting: open = s.phase() == Phase::Passing; break;
    case Stage::Playing: open = s.phase() == Phase::Playing; break;
    case Stage::MoonChoice: open = s.phase() == Phase::MoonChoice; break;
    default: break;
  }
  return open ? s.seatsToAct() : 0;
}

int GameSession::actingBot() const {
  return firstSeat(actingSeats(), [this](int seat) { return botSeat(seat); });
}

int GameSession::seatToMove() const {
  if (table_.full() || (stage_ != Stage::Playing && stage_ != Stage::MoonChoice)) return -1;
  const unsigned mask = actingSeats();
  return mask ? std::countr_zero(mask) : -1;
}

CardSet GameSession::legalForPlayer() const {
  return playerToPlay() ? state().legalPlays() : CardSet();
}

bool GameSession::canConfirmPass() const {
  return stage_ == Stage::Passing && selection_.size() == state().rules().passCount;
}

int GameSession::passTargetSeat() const {
  const GameState& s = state();
  if (s.passDirection() == PassDirection::None || s.rules().passCount == 0) return -1;
  return passTarget(kPlayerSeat, s.passDirection());
}

int GameSession::passSourceSeat() const {
  const GameState& s = state();
  if (s.passDirection() == PassDirection::None || s.rules().passCount == 0) return -1;
  for (int seat = 1; seat < 4; ++seat)
    if (passTarget(seat, s.passDirection()) == kPlayerSeat) return seat;
  return -1;
}

// --- stages ---------------------------------------------------------------------------------

void GameSession::enterStageFromState(double now) {
  const GameState& s = state();
  table_.clear(now);
  bots_.stop();
  claimHoldUntil_ = -1;
  showPoints();
  selection_ = CardSet();
  receivedMark_ = CardSet();
  passedByPlayer_ = s.passed(kPlayerSeat);
  stage_ = stageFor(s);
  playerTurnShown_ = false;
  advice_.dropHint();
  // A restored game between hands has its last hand analysed again.
  if ((stage_ == Stage::HandSummary || stage_ == Stage::GameOver) && !autoplay_ && !s.played().empty())
    advice_.analyse(match_, bots_.wallNow());
  else
    advice_.dropAnalysis();
  // Dealt: nothing of the hand has happened yet (a play or pass taken back deals nothing).
  if (match_.actions().size() == match_.handStart() &&
      (s.phase() == Phase::Passing || s.phase() == Phase::Playing))
    events_.add({EventKind::HandDealt, -1, {}, {}, 0, s.handNumber(), 0});
  if (stage_ != Stage::Playing) return;
  // A restored trick in progress lies on the table already.
  const Trick& t = s.currentTrick();
  table_.restore(t, now);
  bool playerPlayed = false;
  for (const auto& tc : table_.cards()) playerPlayed |= tc.seat == kPlayerSeat;
  if (s.tricksPlayed() == 0 && !playerPlayed) receivedMark_ = s.received(kPlayerSeat);
  if (s.tricksPlayed() == 0 && t.count == 0 && passTargetSeat() < 0)
    setMessage(noPassingText(), false, now);
}

void GameSession::startExchange(double now) {
  const GameState& s = state();
  passedByPlayer_ = s.passed(kPlayerSeat);
  receivedMark_ = s.received(kPlayerSeat);
  exchangeAt_ = now;
  stage_ = Stage::Exchange;
  const int from = passSourceSeat();
  if (from >= 0 && !receivedMark_.empty()) {
    setMessage(passedYouText(from, receivedMark_), false, now);
    events_.add({EventKind::CardsPassed, from, {}, receivedMark_, 0, s.handNumber(), 0});
  }
}

double GameSession::exchangeProgress(double now) const {
  if (stage_ != Stage::Exchange || pacing_.passMs <= 0) return 2;
  return std::clamp((now - exchangeAt_) / pacing_.passMs, 0.0, 2.0);
}

void GameSession::finishCollect(double now) {
  CardSet trick;
  for (const auto& tc : table_.cards()) trick.add(tc.card);
  const GameState& s = state();
  addTrickEvents(events_, s.rules(), table_.winner(), trick, s.handNumber());
  table_.clear(now);
  showPoints();
  stage_ = stageFor(s);
  if (s.phase() == Phase::HandOver || s.phase() == Phase::GameOver) noteHandScored();
}

void GameSession::showPoints() {
  const GameState& s = state();
  const bool scored = s.phase() == Phase::HandOver || s.phase() == Phase::GameOver;
  const CardSet counting = s.rules().jackOfDiamonds != 0 ? kPointCards | CardSet::of(kJackOfDiamonds)
                                                         : kPointCards;
  for (int seat = 0; seat < 4; ++seat) {
    shownPoints_[static_cast<std::size_t>(seat)] = scored ? s.lastHand().delta[static_cast<std::size_t>(seat)]
                                                          : s.pointsTaken(seat);
    shownTaken_[static_cast<std::size_t>(seat)] = s.won(seat) & counting;
  }
}

void GameSession::noteHandScored() {
  showPoints();
  const GameState& s = state();
  const HandResult& r = s.lastHand();
  if (r.moonShooter >= 0)
    events_.add({EventKind::MoonShot, r.moonShooter, {}, {}, 26, r.handNumber, 0});
  events_.add({EventKind::HandOver, -1, {}, {}, 0, r.handNumber, 0});
  if (!autoplay_) advice_.analyse(match_, bots_.wallNow());
  if (s.phase() == Phase::GameOver)
    events_.add({EventKind::GameOver, -1, {}, {}, 0, r.handNumber, s.winners()});
}

// --- the loop -------------------------------------------------------------------------------

bool GameSession::busy(double now) const {
  if (bots_.thinkingSeat() >= 0 || stage_ == Stage::Exchange || table_.busy(now)) return true;
  if (claimHoldUntil_ >= 0) return true;
  if (advice_.thinking()) return true;
  // A bot whose decision is due, or decided and waiting for its turn's pacing.
  if (actingBot() >= 0) return true;
  if (autoPlaySingle_ && playerToPlay() && legalForPlayer().size() == 1) return true;
  return autoplay_ && stage_ == Stage::HandSummary;
}

bool GameSession::thinkingBehind() const {
  return duplicateOn_ && duplicate_ && duplicate_->dueFor(state().handNumber());
}

bool GameSession::singleCardDue(double now) const {
  return autoPlaySingle_ && !autoplay_ && playerTurnShown_ && playerToPlay() &&
         legalForPlayer().size() == 1 && now - playerTurnAt_ >= kAutoPlayDelayMs;
}

double GameSession::wakeAt(double now) const {
  if (status_.showing(now)) return status_.until();
  return std::numeric_limits<double>::infinity();
}

void GameSession::update(double now, double thinkMs) {
  const double wallDeadline = bots_.wallNow() + std::max(0.0, thinkMs);
  // A few rounds, so that one call can finish an animation and let the next bot start.
  for (int round = 0; round < 6; ++round) {
    bool changed = false;
    if (stage_ != seenStage_) {
      seenStage_ = stage_;
      stageSince_ = now;
    }
    if (autoplay_ && stage_ == Stage::HandSummary && now - stageSince_ >= 2 * pacing_.trickHoldMs) {
      continueAfterHand(now);
      changed = true;
    }
    if (stage_ == Stage::Exchange && exchangeProgress(now) >= 2) {
      stage_ = Stage::Playing;
      table_.clear(now);
      changed = true;
    }
    if (stage_ == Stage::Playing && table_.collected(now)) {
      finishCollect(now);
      changed = true;
    }
    if (endClaimHold(now)) changed = true;

    const int seat = actingBot();
    if (seat < 0) {
      bots_.stop();
    } else if (state().phase() == Phase::Playing && claimable(seat) != ClaimKind::None) {
      // A bot whose rest of the hand is decided claims it, on its turn as a card would be.
      bots_.stop();
      if (table_.readyForNextCard(now)) {
        playOutClaim(seat, now);
        changed = true;
      }
    } else {
      const GameState& s = state();
      if (bots_.thinkingSeat() != seat || bots_.thinkingPhase() != s.phase()) {
        bots_.begin(seat, s.viewFor(seat), pacing_.botBudgetMs, ai::decisionMoment(match_));
        thinkingSince_ = now;
      }
      if (bots_.think(wallDeadline) &&
          (s.phase() != Phase::Playing || table_.readyForNextCard(now))) {
        applyBotDecision(now);
        changed = true;
      }
    }
    if (!changed) break;
  }
  // The advice is worked out when no bot thinks.
  if (advice_.thinking() && bots_.thinkingSeat() < 0)
    advice_.think([this] { return bots_.wallNow(); }, wallDeadline);
  // The expert in the player's chair after that: when no bot at the table is deciding (none
  // is, or the one that has decided waits for its turn's pacing), so the table never waits.
  if (duplicateOn_ && duplicate_) {
    duplicate_->playThrough(state().handNumber());
    if (duplicate_->thinking() && !advice_.thinking() &&
        (bots_.thinkingSeat() < 0 || bots_.decided()))
      duplicate_->think(bots_, wallDeadline);
    announceCompared();
  }
  // The player's turn, once the table shows it.
  const bool turn = playerToPlay();
  if (turn && !playerTurnShown_) {
    events_.add({EventKind::YourTurn, kPlayerSeat, {}, legalForPlayer(), 0, state().handNumber(), 0});
    playerTurnAt_ = now;
  }
  playerTurnShown_ = turn;
  if (singleCardDue(now)) clickCard(legalForPlayer().lowest(), now);
}

void GameSession::applyBotDecision(double now) {
  const int seat = bots_.thinkingSeat();
  const ai::Decision d = bots_.take();
  const GameState& s = state();
  switch (s.phase()) {
    case Phase::Passing: {
      Action a = Action::makePass(seat, d.pass);
      if (match_.check(a) != ActionError::None) {
        // Never trust a bot blindly: a wrong answer becomes the lowest cards.
        CardSet fallback;
        for (Card c : s.hand(seat)) {
          if (fallback.size() == s.rules().passCount) break;
          fallback.add(c);
        }
        a = Action::makePass(seat, fallback);
      }
      match_.apply(a);
      applied();
      if (seat == kPlayerSeat) {
        passedByPlayer_ = a.cards;
        selection_ = CardSet();
        stage_ = Stage::PassWaiting;
      }
      if (state().phase() != Phase::Passing) startExchange(now);
      break;
    }
    case Phase::Playing: {
      Card c = d.play;
      if (s.checkPlay(seat, c) != ActionError::None) c = s.legalPlays().lowest();
      applyPlay(seat, c, now);
      break;
    }
    case Phase::MoonChoice: {
      MoonChoice m = d.moon;
      if (s.checkMoonChoice(seat, m) != ActionError::None) m = MoonChoice::AddToOthers;
      match_.apply(Action::makeMoon(seat, m));
      applied();
      stage_ = stageFor(state());
      noteHandScored();
      break;
    }
    default: break;
  }
}

void GameSession::applyPlay(int seat, Card c, double now) {
  const bool wasBroken = state().heartsBroken();
  match_.apply(Action::makePlay(seat, c));
  applied();
  if (seat == kPlayerSeat) {
    receivedMark_ = CardSet();
    status_.clear();
  }
  const GameState& s = state();
  if (addPlayEvents(events_, s, seat, c, wasBroken)) setMessage(heartsBrokenText(seat, c), false, now);
  table_.add(c, seat, now, s.tricksPlayed() > 0 ? s.trickWinner(s.tricksPlayed() - 1) : -1);
}

// --- messages -------------------------------------------------------------------------------

void GameSession::setMessage(std::string text, bool error, double now) {
  status_.show(std::move(text), error, now, pacing_.messageMs);
}

int GameSession::botThinking(double now) const {
  const int seat = thinkingSeat();
  if (seat <= 0 || stage_ != Stage::Playing || table_.full() || state().phase() != Phase::Playing ||
      state().toMove() != seat || status_.showing(now) || now - thinkingSince_ <= 600)
    return -1;
  return seat;
}

std::string GameSession::message(double now) const {
  return status_.showing(now) ? status_.text() : momentText(*this, now);
}

std::string GameSession::takeNotice() { return std::exchange(notice_, std::string()); }

}  // namespace hearts::session
