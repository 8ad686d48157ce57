#include "session/coach.h"

#include <algorithm>

#include "core/history.h"
#include "core/rng.h"
#include "session/seats.h"

namespace hearts::session {

Coach::Coach(Table& table, const BotRunner& bots, std::uint64_t seed, bool unaided, bool autoplay)
    : table_(table),
      bots_(bots),
      advice_(mix64(seed ^ 0x636f616368ull)),  // a fixed salt ("coach" in ASCII) for the advice's seed
      unaided_(unaided),
      autoplay_(autoplay) {}

// --- a hint ---------------------------------------------------------------------------------

bool Coach::canHint() const {
  if (autoplay_ || unaided_) return false;
  if (table_.stage() == Stage::Passing) return true;
  const GameState& s = table_.state();
  return table_.playerToPlay() && s.legalPlays().size() > 1;
}

bool Coach::requestHint() {
  if (!canHint()) return false;
  const std::size_t at = table_.match().actions().size();
  if (hintedAt_ != at) {
    // One hint counted per decision, however often it is asked for.
    table_.countAssist(&Assists::hints);
    hintedAt_ = at;
  }
  if (!advice_.hint()) advice_.requestHint(table_.state(), at, bots_.wallNow(), kHintBudgetMs);
  // The status line shows the hint, not a passing message.
  table_.news().status.clear();
  return true;
}

// --- the analysis of each hand --------------------------------------------------------------

const HandAnalysis* Coach::analysis() const {
  if (table_.stage() != Stage::HandSummary && table_.stage() != Stage::GameOver) return nullptr;
  const auto& hands = table_.match().hands();
  return hands.empty() ? nullptr : advice_.analysisOf(hands.back().handNumber);
}

void Coach::requestAnalysis(int handNumber) {
  const Match& match = table_.match();
  if (autoplay_ || advice_.analysisOf(handNumber) || handNumber < 1 ||
      handNumber > static_cast<int>(match.hands().size()))
    return;
  // The game as it stood when that hand was scored.
  if (Replay replay(match); replay.toHandEnd(handNumber)) advice_.analyseLater(replay.match(), bots_.wallNow());
}

void Coach::stageEntered(bool restoredBetweenHands) {
  advice_.dropHint();
  // A restored game between hands has its last hand analysed again.
  if (restoredBetweenHands && !autoplay_) advice_.analyse(table_.match(), bots_.wallNow());
  else advice_.dropAnalysis();
}

void Coach::handScored() {
  if (!autoplay_) advice_.analyse(table_.match(), bots_.wallNow());
}

// --- the played-cards tracker ---------------------------------------------------------------

bool Coach::canTrack() const {
  const Phase phase = table_.state().phase();
  return !autoplay_ && (phase == Phase::Passing || phase == Phase::Playing || phase == Phase::MoonChoice);
}

bool Coach::trackerOpened() {
  if (!canTrack()) return false;
  const GameState& s = table_.state();
  // Before the first card of the hand it shows nothing to count: no help taken.
  if (trackedHand_ != s.handNumber() && !s.played().empty()) {
    table_.countAssist(&Assists::tracker);
    trackedHand_ = s.handNumber();
  }
  return true;
}

// --- the expert in your chair ---------------------------------------------------------------

void Coach::setExpertInChair(bool on) {
  chairOn_ = on && !autoplay_;
  if (chairOn_ && !chair_) chair_.emplace(table_.match().rules(), table_.match().seed());
}

bool Coach::restoreExpertGame(const Match& expertGame) {
  const Match& match = table_.match();
  ExpertChair chair(match.rules(), match.seed());
  if (!chair.restore(expertGame)) return false;
  chair_ = std::move(chair);
  // What the record had compared was said when it was played.
  comparedShown_ = std::min(match.hands().size(), chair_->game().hands().size());
  return true;
}

std::vector<ExpertHand> Coach::expertHands() const {
  return chair_ ? compareHands(table_.match(), chair_->game()) : std::vector<ExpertHand>{};
}

bool Coach::expertPending() const {
  if (!chairOn_ || !chair_ || chair_->over()) return false;
  return chair_->handsDone() < static_cast<int>(table_.match().hands().size());
}

bool Coach::thinkingBehind() const {
  return chairOn_ && chair_ && chair_->dueFor(table_.state().handNumber());
}

void Coach::announceCompared() {
  const auto& mine = table_.match().hands();
  const auto& experts = chair_->game().hands();
  const std::size_t both = std::min(mine.size(), experts.size());
  comparedShown_ = std::min(comparedShown_, both);  // a hand replayed is compared again
  // Once the player has seen the hand end (its score sheet, or a later hand).
  const bool seen = table_.stage() == Stage::HandSummary || table_.stage() == Stage::GameOver;
  for (; comparedShown_ < both; ++comparedShown_) {
    const HandResult& h = mine[comparedShown_];
    if (!seen && h.handNumber >= table_.state().handNumber()) break;
    GameEvent e;
    e.kind = EventKind::ExpertCompared;
    e.seat = kPlayerSeat;
    e.handNumber = h.handNumber;
    e.points = h.delta[kPlayerSeat];
    e.expertPoints = experts[comparedShown_].delta[kPlayerSeat];
    table_.news().events.add(e);
  }
}

// --- time -----------------------------------------------------------------------------------

void Coach::think(double wallDeadline) {
  if (advice_.thinking() && bots_.thinkingSeat() < 0)
    advice_.think([this] { return bots_.wallNow(); }, wallDeadline);
  if (!chairOn_ || !chair_) return;
  // When no bot at the table is deciding (none is, or the one that has decided waits for its
  // turn's pacing), so the table never waits.
  chair_->playThrough(table_.state().handNumber());
  if (chair_->thinking() && !advice_.thinking() && (bots_.thinkingSeat() < 0 || bots_.decided()))
    chair_->think(bots_, wallDeadline);
  announceCompared();
}

}  // namespace hearts::session
