#include "ui/game_controller.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <utility>

#include "ai/random_bot.h"
#include "core/rng.h"

namespace hearts::ui {

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

const char* playerName(int seat) {
  static constexpr const char* kNames[] = {"You", "Ava", "Ben", "Cleo"};
  return kNames[seat & 3];
}

std::vector<Card> displayOrder(CardSet hand) {
  std::vector<Card> out;
  out.reserve(static_cast<std::size_t>(hand.size()));
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts})
    for (Card c : hand.inSuit(s)) out.push_back(c);
  return out;
}

namespace {

double steadyMillis() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

std::string cardList(CardSet cards) {
  std::string out;
  for (Card c : displayOrder(cards)) {
    if (!out.empty()) out += ' ';
    out += cardLabel(c);
  }
  return out;
}

}  // namespace

GameController::GameController(Match match, std::string level, Pacing pacing,
                               std::uint64_t botSeed, double now, Clock wallClock,
                               BotFactory factory)
    : match_(std::move(match)),
      level_(std::move(level)),
      pacing_(pacing),
      botSeed_(botSeed),
      wall_(wallClock ? std::move(wallClock) : Clock(steadyMillis)),
      factory_(factory ? std::move(factory) : BotFactory(ai::makeBot)) {
  setLevel(level_);
  enterStageFromState(now);
}

void GameController::setLevel(const std::string& level) {
  std::string chosen = level;
  if (!factory_(chosen, 0)) {
    notice_ = "Bot level \"" + level + "\" is not available; the bots play at random";
    chosen = "random";
  }
  level_ = chosen;
  for (int seat = 0; seat < 4; ++seat) {
    bots_[seat].reset();
    if (!botSeat(seat)) continue;
    const std::uint64_t seed = mix64(botSeed_ + static_cast<std::uint64_t>(seat));
    bots_[seat] = factory_(level_, seed);
    if (!bots_[seat]) bots_[seat] = std::make_unique<ai::RandomBot>(seed);
  }
  thinking_.reset();
}

void GameController::setAutoplay(bool on) {
  autoplay_ = on;
  setLevel(level_);
}

void GameController::enterStageFromState(double now) {
  const GameState& s = state();
  table_.clear();
  trickWinner_ = -1;
  collectStartOverride_ = -1;
  thinking_.reset();
  turnReadyAt_ = now;
  for (int seat = 0; seat < 4; ++seat) shownPoints_[seat] = s.pointsTaken(seat);
  selection_ = CardSet();
  receivedMark_ = CardSet();
  passedByPlayer_ = s.passed(0);
  switch (s.phase()) {
    case Phase::Passing:
      stage_ = s.hasPassed(0) ? Stage::PassWaiting : Stage::Passing;
      break;
    case Phase::Playing: {
      stage_ = Stage::Playing;
      // A restored trick in progress lies on the table already.
      const Trick& t = s.currentTrick();
      for (int i = 0; i < t.count; ++i)
        table_.push_back({t.cards[i], t.seatOf(i), now - 1e6});
      bool playerPlayed = false;
      for (const auto& tc : table_) playerPlayed |= tc.seat == 0;
      if (s.tricksPlayed() == 0 && !playerPlayed) receivedMark_ = s.received(0);
      if (s.tricksPlayed() == 0 && t.count == 0 && passTargetSeat() < 0)
        setMessage("No passing this hand: everyone keeps their cards", false, now);
      break;
    }
    case Phase::MoonChoice: stage_ = Stage::MoonChoice; break;
    case Phase::HandOver: stage_ = Stage::HandSummary; break;
    case Phase::GameOver: stage_ = Stage::GameOver; break;
  }
}

// --- timing -------------------------------------------------------------------------------

double GameController::flightProgress(const TableCard& c, double now) const {
  if (pacing_.flightMs <= 0) return 1;
  return std::clamp((now - c.playedAt) / pacing_.flightMs, 0.0, 1.0);
}

double GameController::lastLandedAt() const {
  if (table_.empty()) return turnReadyAt_;
  return std::max(turnReadyAt_, table_.back().playedAt + pacing_.flightMs);
}

double GameController::trickShownAt() const {
  return table_.empty() ? 0 : table_.back().playedAt + pacing_.flightMs;
}

double GameController::collectProgress(double now) const {
  if (!trickFull()) return 0;
  const double shown = trickShownAt();
  double start = shown + pacing_.trickHoldMs;
  if (collectStartOverride_ >= 0) start = std::min(start, std::max(shown, collectStartOverride_));
  if (pacing_.collectMs <= 0) return now >= start ? 1 : 0;
  return std::clamp((now - start) / pacing_.collectMs, 0.0, 1.0);
}

double GameController::exchangeProgress(double now) const {
  if (stage_ != Stage::Exchange) return 2;
  if (pacing_.passMs <= 0) return 2;
  return std::clamp((now - exchangeAt_) / pacing_.passMs, 0.0, 2.0);
}

bool GameController::tableBusy(double now) const {
  if (trickFull()) return true;
  return !table_.empty() && now < table_.back().playedAt + pacing_.flightMs;
}

bool GameController::busy(double now) const {
  if (thinking_) return true;
  if (stage_ == Stage::Exchange) return true;
  if (tableBusy(now)) return true;
  // A bot whose card is decided waits for its turn's pacing.
  const GameState& s = state();
  if (stage_ == Stage::Playing && s.phase() == Phase::Playing && botSeat(s.toMove())) return true;
  if (stage_ == Stage::MoonChoice && botSeat(s.toMove())) return true;
  if ((stage_ == Stage::Passing || stage_ == Stage::PassWaiting) && s.phase() == Phase::Passing)
    for (int seat = 0; seat < 4; ++seat)
      if (botSeat(seat) && !s.hasPassed(seat)) return true;
  if (autoplay_ && stage_ == Stage::HandSummary) return true;
  return false;
}

double GameController::wakeAt(double now) const {
  if (messageUntil_ > now) return messageUntil_;
  return std::numeric_limits<double>::infinity();
}

// --- the loop -----------------------------------------------------------------------------

void GameController::update(double now, double thinkMs) {
  const double wallDeadline = wall_() + std::max(0.0, thinkMs);
  // A few rounds, so that one call can finish an animation and let the next bot start.
  for (int round = 0; round < 6; ++round) {
    bool changed = false;
    if (stage_ != seenStage_) {
      seenStage_ = stage_;
      stageSince_ = now;
    }
    if (autoplay_ && stage_ == Stage::HandSummary &&
        now - stageSince_ >= 2 * pacing_.trickHoldMs) {
      continueAfterHand(now);
      changed = true;
    }
    if (stage_ == Stage::Exchange && exchangeProgress(now) >= 2) {
      stage_ = Stage::Playing;
      turnReadyAt_ = now;
      changed = true;
    }
    if (stage_ == Stage::Playing && trickFull() && collectProgress(now) >= 1) {
      finishCollect(now);
      changed = true;
    }

    // Which bot, if any, should be thinking now?
    const GameState& s = state();
    int seat = -1;
    if ((stage_ == Stage::Passing || stage_ == Stage::PassWaiting) &&
        s.phase() == Phase::Passing) {
      for (int b = 0; b < 4 && seat < 0; ++b)
        if (botSeat(b) && !s.hasPassed(b)) seat = b;
    } else if (stage_ == Stage::Playing && s.phase() == Phase::Playing && botSeat(s.toMove())) {
      seat = s.toMove();
    } else if (stage_ == Stage::MoonChoice && botSeat(s.toMove())) {
      seat = s.toMove();
    }
    if (seat < 0) {
      thinking_.reset();
    } else {
      if (!thinking_ || thinking_->seat != seat || thinking_->phase != s.phase())
        startThinking(seat, now);
      if (!thinking_->done) thinkSlice(wallDeadline);
      if (thinking_->done) {
        const bool mayAct = s.phase() != Phase::Playing ||
                            (!trickFull() && now >= lastLandedAt() + pacing_.botDelayMs);
        if (mayAct) {
          applyBotDecision(now);
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
}

void GameController::startThinking(int seat, double now) {
  thinking_ = Thinking{};
  thinking_->seat = seat;
  thinking_->phase = state().phase();
  thinking_->wallStart = wall_();
  thinkingSince_ = now;
  ai::Budget budget;
  budget.millis = pacing_.botBudgetMs;
  bots_[seat]->begin(state().viewFor(seat), seat, budget);
}

bool GameController::thinkSlice(double wallDeadline) {
  Thinking& t = *thinking_;
  ai::Bot& bot = *bots_[t.seat];
  for (;;) {
    const double t0 = wall_();
    const bool done = bot.think(t.units);
    const double t1 = wall_();
    // Keep each call to a millisecond or two, so a slice ends close to its deadline.
    const double took = t1 - t0;
    t.busyMs += took;
    if (took < 0.5 && t.units < (std::int64_t{1} << 20)) t.units *= 2;
    else if (took > 3 && t.units > 1) t.units /= 2;
    // Past its budget a bot's best answer so far is taken; decision() is always legal.
    if (done || t1 - t.wallStart >= pacing_.botBudgetMs) {
      t.done = true;
      const double ms = t1 - t.wallStart;
      ++botTiming_.decisions;
      botTiming_.totalMs += ms;
      botTiming_.maxMs = std::max(botTiming_.maxMs, ms);
      botTiming_.busyMs += t.busyMs;
      return true;
    }
    if (t1 >= wallDeadline) return false;
  }
}

void GameController::applyBotDecision(double now) {
  const int seat = thinking_->seat;
  const ai::Decision d = bots_[seat]->decision();
  thinking_.reset();
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
      if (seat == 0) {
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
      const bool wasBroken = s.heartsBroken();
      match_.apply(Action::makePlay(seat, c));
      applied();
      if (!wasBroken && state().heartsBroken()) noteHeartsBroken(seat, c, now);
      if (seat == 0) {
        receivedMark_ = CardSet();
        messageUntil_ = -1;
      }
      table_.push_back({c, seat, now});
      if (trickFull()) trickWinner_ = state().trickWinner(state().tricksPlayed() - 1);
      break;
    }
    case Phase::MoonChoice: {
      MoonChoice m = d.moon;
      if (s.checkMoonChoice(seat, m) != ActionError::None) m = MoonChoice::AddToOthers;
      match_.apply(Action::makeMoon(seat, m));
      applied();
      stage_ = state().phase() == Phase::GameOver ? Stage::GameOver : Stage::HandSummary;
      break;
    }
    default: break;
  }
}

void GameController::applied() { ++version_; }

void GameController::noteHeartsBroken(int seat, Card c, double now) {
  const std::string who = seat == 0 ? "You break" : std::string(playerName(seat)) + " breaks";
  setMessage(who + " hearts with the " + cardLabel(c), false, now);
}

void GameController::startExchange(double now) {
  const GameState& s = state();
  passedByPlayer_ = s.passed(0);
  receivedMark_ = s.received(0);
  exchangeAt_ = now;
  stage_ = Stage::Exchange;
  const int from = passSourceSeat();
  if (from >= 0 && !receivedMark_.empty())
    setMessage(std::string(playerName(from)) + " passed you " + cardList(receivedMark_), false,
               now);
}

void GameController::finishCollect(double now) {
  table_.clear();
  trickWinner_ = -1;
  collectStartOverride_ = -1;
  turnReadyAt_ = now;
  for (int seat = 0; seat < 4; ++seat) shownPoints_[seat] = state().pointsTaken(seat);
  switch (state().phase()) {
    case Phase::MoonChoice: stage_ = Stage::MoonChoice; break;
    case Phase::HandOver: stage_ = Stage::HandSummary; break;
    case Phase::GameOver: stage_ = Stage::GameOver; break;
    default: break;
  }
}

// --- the player ---------------------------------------------------------------------------

bool GameController::clickCard(Card c, double now) {
  const GameState& s = state();
  switch (stage_) {
    case Stage::Passing: {
      if (!s.hand(0).contains(c)) return false;
      if (selection_.contains(c)) {
        selection_.remove(c);
        return true;
      }
      const int n = s.rules().passCount;
      if (selection_.size() >= n) {
        setMessage("You pass " + std::to_string(n) +
                       " cards: tap a chosen card to put it back first",
                   true, now);
        return false;
      }
      selection_.add(c);
      return true;
    }
    case Stage::PassWaiting:
    case Stage::Exchange:
      setMessage("One moment: the cards are being passed", false, now);
      return false;
    case Stage::Playing: {
      if (trickFull()) {
        hurry(now);
        return false;
      }
      if (s.phase() != Phase::Playing || s.toMove() != 0) {
        setMessage("Wait for your turn", true, now);
        return false;
      }
      const ActionError e = s.checkPlay(0, c);
      if (e != ActionError::None) {
        setMessage(s.errorText(e), true, now);
        return false;
      }
      const bool wasBroken = s.heartsBroken();
      match_.apply(Action::makePlay(0, c));
      applied();
      receivedMark_ = CardSet();
      messageUntil_ = -1;
      if (!wasBroken && state().heartsBroken()) noteHeartsBroken(0, c, now);
      table_.push_back({c, 0, now});
      if (trickFull()) trickWinner_ = state().trickWinner(state().tricksPlayed() - 1);
      return true;
    }
    default: return false;
  }
}

bool GameController::canConfirmPass() const {
  return stage_ == Stage::Passing && selection_.size() == state().rules().passCount;
}

bool GameController::confirmPass(double now) {
  if (stage_ != Stage::Passing) return false;
  const int n = state().rules().passCount;
  if (selection_.size() != n) {
    setMessage("Choose exactly " + std::to_string(n) + " cards to pass", true, now);
    return false;
  }
  if (match_.apply(Action::makePass(0, selection_)) != ActionError::None) return false;
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

bool GameController::chooseMoon(MoonChoice c, double now) {
  if (stage_ != Stage::MoonChoice || state().toMove() != 0) return false;
  const ActionError e = state().checkMoonChoice(0, c);
  if (e != ActionError::None) {
    setMessage(state().errorText(e), true, now);
    return false;
  }
  match_.apply(Action::makeMoon(0, c));
  applied();
  stage_ = state().phase() == Phase::GameOver ? Stage::GameOver : Stage::HandSummary;
  return true;
}

bool GameController::continueAfterHand(double now) {
  if (stage_ != Stage::HandSummary) return false;
  match_.startNextHand();
  messageUntil_ = -1;
  enterStageFromState(now);
  return true;
}

void GameController::hurry(double now) {
  if (trickFull() && collectStartOverride_ < 0) collectStartOverride_ = now;
}

// --- what to show -------------------------------------------------------------------------

int GameController::passTargetSeat() const {
  const GameState& s = state();
  if (s.passDirection() == PassDirection::None || s.rules().passCount == 0) return -1;
  return passTarget(0, s.passDirection());
}

int GameController::passSourceSeat() const {
  const GameState& s = state();
  if (s.passDirection() == PassDirection::None || s.rules().passCount == 0) return -1;
  for (int seat = 1; seat < 4; ++seat)
    if (passTarget(seat, s.passDirection()) == 0) return seat;
  return -1;
}

bool GameController::playerToPlay() const {
  const GameState& s = state();
  return stage_ == Stage::Playing && !trickFull() && s.phase() == Phase::Playing &&
         s.toMove() == 0;
}

CardSet GameController::legalForPlayer() const {
  return playerToPlay() ? state().legalPlays() : CardSet();
}

int GameController::seatToMove() const {
  const GameState& s = state();
  if (stage_ == Stage::Playing && !trickFull() && s.phase() == Phase::Playing) return s.toMove();
  if (stage_ == Stage::MoonChoice) return s.toMove();
  return -1;
}

void GameController::setMessage(std::string text, bool error, double now) {
  message_ = std::move(text);
  messageError_ = error;
  messageUntil_ = now + pacing_.messageMs;
}

std::string GameController::message(double now) const {
  if (now < messageUntil_) return message_;
  return defaultMessage(now);
}

bool GameController::messageIsError(double now) const {
  return now < messageUntil_ && messageError_;
}

std::string GameController::takeNotice() { return std::exchange(notice_, std::string()); }

std::string GameController::defaultMessage(double now) const {
  const GameState& s = state();
  switch (stage_) {
    case Stage::Passing: {
      const int n = s.rules().passCount;
      const std::string to = playerName(passTargetSeat());
      const int k = selection_.size();
      if (k == n) return "Tap Pass to give these cards to " + to;
      return "Choose " + std::to_string(n) + " cards to pass to " + to + " (" +
             std::to_string(k) + " of " + std::to_string(n) + ")";
    }
    case Stage::PassWaiting: return "Waiting for the others to pass\u2026";
    case Stage::Exchange: return "Passing\u2026";
    case Stage::Playing: {
      if (trickFull()) {
        const int w = trickWinner_;
        int points = 0;
        CardSet cards;
        for (const auto& tc : table_) cards.add(tc.card);
        points = penaltyPoints(s.rules(), cards);
        std::string text = w == 0 ? "You take the trick" : std::string(playerName(w)) + " takes the trick";
        if (points != 0) text += " (" + std::string(points > 0 ? "+" : "") + std::to_string(points) + ")";
        return text;
      }
      if (s.phase() != Phase::Playing) return {};
      if (s.toMove() == 0) {
        if (s.isFirstTrick() && s.currentTrick().count == 0) return "Your lead: play the 2\u2663";
        if (s.currentTrick().count == 0) return "Your lead";
        return "Your turn";
      }
      if (thinking_ && now - thinkingSince_ > 600)
        return std::string(playerName(s.toMove())) + " is thinking\u2026";
      return {};
    }
    case Stage::MoonChoice:
      if (s.toMove() == 0) return "You shot the moon!";
      return std::string(playerName(s.toMove())) + " shot the moon";
    case Stage::HandSummary: return "Hand " + std::to_string(s.handNumber()) + " is over";
    case Stage::GameOver: return "Game over";
  }
  return {};
}

}  // namespace hearts::ui
