#include "session/game_session.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <variant>

#include "ai/bot.h"
#include "ai/table_seeds.h"
#include "core/overloaded.h"
#include "records/record.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::session {

GameSession::GameSession(GameSpec spec, double now, Clock wallClock, BotFactory factory)
    : bots_(spec.botSeed, std::move(wallClock), std::move(factory)),
      table_(std::move(spec.match), spec.pacing),
      coach_(table_, bots_, spec.botSeed, spec.daily.has_value(), spec.autoplay),
      desk_(table_, coach_, spec.undo && !spec.daily, spec.autoPlaySingle, spec.autoplay),
      daily_(std::move(spec.daily)),
      autoplay_(spec.autoplay) {
  setLevels(spec.levels);
  bots_.watchShooter(spec.watchedShooter);
  table_.start(*this, now);
  if (spec.expertGame) coach_.restoreExpertGame(*spec.expertGame);
  // A daily deal's par is the expert in the player's chair.
  coach_.setExpertInChair(spec.expertInChair || daily_);
}

std::string GameSession::record() const {
  RecordNotes notes;
  // One level for the table, or each seat's where they differ.
  if (const auto one = levels().same()) notes.level = std::string(levelName(*one));
  else notes.levels = levels();
  notes.expertInChair = coach_.expertGame();
  notes.daily = daily_;
  return saveRecord(match(), notes);
}

std::uint64_t GameSession::recordVersion() const {
  const ExpertChair* chair = coach_.chair();
  return table_.version() + (chair ? static_cast<std::uint64_t>(chair->handsDone()) : 0);
}

bool GameSession::apply(const Intent& intent, double now) {
  return std::visit(
      Overloaded{
          [&](const intent::ChooseCard& i) { return desk_.clickCard(i.card, now); },
          [&](const intent::Pass&) { return desk_.confirmPass(now); },
          [&](const intent::ChooseMoon& i) { return desk_.chooseMoon(i.choice, now); },
          [&](const intent::NextHand&) { return desk_.continueAfterHand(now); },
          [&](const intent::TakeBack&) { return desk_.undo(now); },
          [&](const intent::Hint&) { return coach_.requestHint(); },
          [&](const intent::Claim&) { return desk_.claim(now); },
          [&](const intent::ReplayHand&) { return desk_.replayHand(now); },
          [&](const intent::Hurry&) {
            table_.hurry(now);
            return true;
          },
          [&](const intent::Track&) { return coach_.trackerOpened(); },
          [&](const intent::Analyse& i) {
            coach_.requestAnalysis(i.hand);
            return true;
          },
      },
      intent);
}

void GameSession::follow(const Choices& choices) {
  table_.setPacing(choices.pacing);
  desk_.setAutoPlaySingle(choices.autoPlaySingle);
  coach_.setExpertInChair(choices.expertInChair || daily_);
  if (daily_) return;
  if (choices.levels != levels()) setLevels(choices.levels);
  desk_.setUndoAllowed(choices.undo);
}

void GameSession::setLevels(const TableLevels& levels) {
  const std::optional<TableLevels> before = bots_.levels();
  bots_.seat(levels, botSeats());
  if (before && *before != levels) table_.news().notice = levelChangedText(levels);
}

void GameSession::stageEntered(bool restoredBetweenHands) {
  bots_.stop();
  desk_.stageEntered();
  coach_.stageEntered(restoredBetweenHands);
}

// --- the loop -------------------------------------------------------------------------------

int GameSession::actingBot() const {
  return firstSeat(table_.seatsWaitedFor(), [this](int seat) { return ((botSeats() >> seat) & 1u) != 0; });
}

bool GameSession::busy(double now) const {
  if (bots_.thinkingSeat() >= 0 || table_.busy(now)) return true;
  if (coach_.thinking()) return true;
  // A bot whose decision is due, or decided and waiting for its turn's pacing.
  if (actingBot() >= 0) return true;
  if (desk_.singleCardWaiting()) return true;
  return autoplay_ && table_.stage() == Stage::HandSummary;
}

double GameSession::wakeAt(double now) const {
  const StatusLine& status = table_.news().status;
  if (status.showing(now)) return status.until();
  return std::numeric_limits<double>::infinity();
}

void GameSession::update(double now, double thinkMs) {
  const double wallDeadline = bots_.wallNow() + std::max(0.0, thinkMs);
  // A few rounds, so that one call can finish an animation and let the next bot start.
  for (int round = 0; round < 6; ++round) {
    bool changed = false;
    if (table_.stage() != seenStage_) {
      seenStage_ = table_.stage();
      stageSince_ = now;
    }
    if (autoplay_ && table_.stage() == Stage::HandSummary &&
        now - stageSince_ >= 2 * table_.pacing().trickHoldMs) {
      table_.change(DealNextHand{}, now);
      changed = true;
    }
    if (table_.advance(now)) changed = true;
    if (playBots(now, wallDeadline)) changed = true;
    if (!changed) break;
  }
  coach_.think(wallDeadline);
  desk_.follow(now);
}

bool GameSession::playBots(double now, double wallDeadline) {
  const int seat = actingBot();
  if (seat < 0) {
    bots_.stop();
    return false;
  }
  const GameState& s = state();
  if (s.phase() == Phase::Playing && table_.claimable(seat) != ClaimKind::None) {
    // A bot whose rest of the hand is decided claims it, on its turn as a card would be.
    bots_.stop();
    if (!table_.timeline().readyForNextCard(now)) return false;
    table_.change(PlayOutClaim{seat}, now);
    return true;
  }
  if (bots_.thinkingSeat() != seat || bots_.thinkingPhase() != s.phase()) {
    bots_.begin(seat, s.viewFor(seat), table_.pacing().botBudgetMs, ai::decisionMoment(match()));
    thinkingSince_ = now;
  }
  if (!bots_.think(wallDeadline) ||
      (s.phase() == Phase::Playing && !table_.timeline().readyForNextCard(now)))
    return false;
  applyBotDecision(now);
  return true;
}

void GameSession::applyBotDecision(double now) {
  const int seat = bots_.thinkingSeat();
  const ai::Decision d = bots_.take();
  const GameState& s = state();
  // Never trust a bot blindly: a wrong answer becomes the lowest cards, or the plain moon.
  switch (s.phase()) {
    case Phase::Passing: {
      CardSet pass = d.pass;
      if (match().check(Action::makePass(seat, pass)) != ActionError::None) {
        pass = CardSet();
        for (Card c : s.hand(seat)) {
          if (pass.size() == s.rules().passCount) break;
          pass.add(c);
        }
      }
      if (seat == kPlayerSeat) desk_.dropSelection();
      table_.change(Action::makePass(seat, pass), now);
      break;
    }
    case Phase::Playing:
      table_.change(Action::makePlay(seat, s.checkPlay(seat, d.play) == ActionError::None ? d.play : s.legalPlays().lowest()), now);
      break;
    case Phase::MoonChoice:
      table_.change(Action::makeMoon(seat, s.checkMoonChoice(seat, d.moon) == ActionError::None
                                               ? d.moon
                                               : MoonChoice::AddToOthers),
                    now);
      break;
    default: break;
  }
}

// --- what the table says --------------------------------------------------------------------

int GameSession::botThinking(double now) const {
  const int seat = bots_.thinkingSeat();
  const GameState& s = state();
  if (seat <= 0 || table_.stage() != Stage::Playing || s.phase() != Phase::Playing ||
      table_.seatToMove() != seat || table_.news().status.showing(now) || now - thinkingSince_ <= 600)
    return -1;
  return seat;
}

std::string GameSession::takeNotice() { return std::exchange(table_.news().notice, std::string()); }

}  // namespace hearts::session
