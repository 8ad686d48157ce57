// The status line's words: a passing message of the game, else what the moment is about,
// in the words of the way the player last reached the game.
#include "ui/status_text.h"

#include "session/seats.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::ui {

using session::GameSession;
using session::hintText;
using session::kPlayerSeat;
using session::playerName;
using session::Stage;
using session::trickTakenText;
using words::tr;
using words::trn;

std::string passPromptText(int passCount, int toSeat, int chosen, InputWay way) {
  const std::string to(playerName(toSeat));
  if (chosen == passCount) {
    switch (way) {
      // TRANSLATORS: Pass is the button's label.
      case InputWay::Mouse: return tr("Click Pass to give these cards to {name}", {{"name", to}});
      // TRANSLATORS: P is the key that passes, whatever the language.
      case InputWay::Keys: return tr("Press P to give these cards to {name}", {{"name", to}});
      case InputWay::Touch: break;
    }
    // TRANSLATORS: Pass is the button's label.
    return tr("Tap Pass to give these cards to {name}", {{"name", to}});
  }
  // TRANSLATORS: {name} is the opponent passed to; {chosen} the cards chosen so far.
  return trn("Choose {n} card to pass to {name} ({chosen} of {n})", "Choose {n} cards to pass to {name} ({chosen} of {n})",
             passCount, {{"name", to}, {"chosen", chosen}});
}

std::string playAgainText(const std::string& card, InputWay way) {
  switch (way) {
    // TRANSLATORS: {card} is a card's label, Q♠ or 10♥.
    case InputWay::Mouse: return tr("Click the {card} again to play it", {{"card", card}});
    // TRANSLATORS: {card} is a card's label, Q♠ or 10♥; Enter is the key.
    case InputWay::Keys: return tr("Press Enter on the {card} again to play it", {{"card", card}});
    case InputWay::Touch: break;
  }
  // TRANSLATORS: {card} is a card's label, Q♠ or 10♥.
  return tr("Tap the {card} again to play it", {{"card", card}});
}

namespace {

std::string momentText(const GameSession& g, double now, InputWay way) {
  const GameState& s = g.state();
  switch (g.table().stage()) {
    case Stage::Passing:
      if (g.coach().hint()) return hintText(*g.coach().hint());
      return passPromptText(s.rules().passCount, session::passTargetSeat(g.state()), g.desk().selection().size(), way);
    case Stage::PassWaiting: return tr("Waiting for the others to pass\u2026");
    case Stage::Exchange: return tr("Passing\u2026");
    case Stage::Playing: {
      if (g.table().timeline().full()) {
        CardSet cards;
        for (const auto& tc : g.table().timeline().cards()) cards.add(tc.card);
        return trickTakenText(g.table().timeline().winner(), penaltyPoints(s.rules(), cards));
      }
      if (s.phase() != Phase::Playing) return {};
      if (g.table().seatToMove() == kPlayerSeat) {
        if (g.coach().hint()) return hintText(*g.coach().hint());
        if (s.isFirstTrick() && s.currentTrick().count == 0) return tr("Your lead: play the 2\u2663");
        if (s.currentTrick().count == 0) return tr("Your lead");
        return tr("Your turn");
      }
      if (const int seat = g.botThinking(now); seat > 0)
        return tr("{name} is thinking\u2026", {{"name", std::string(playerName(seat))}});
      return {};
    }
    case Stage::MoonChoice:
      if (g.table().seatToMove() == kPlayerSeat) return tr("You shot the moon!");
      return tr("{name} shot the moon", {{"name", std::string(playerName(g.table().seatToMove()))}});
    case Stage::HandSummary: return tr("Hand {hand} is over", {{"hand", s.handNumber()}});
    case Stage::GameOver: return tr("Game over");
  }
  return {};
}

}  // namespace

std::string statusText(const GameSession& g, double now, InputWay way) {
  const session::StatusLine& status = g.table().news().status;
  return status.showing(now) ? status.text() : momentText(g, now, way);
}

}  // namespace hearts::ui
