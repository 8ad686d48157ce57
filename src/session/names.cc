// The names the player reads (seats, levels, presets, suits), lists and points with decimals,
// and the engine's refusals, in the player's language (wording.h).
#include <cmath>
#include <cstdlib>

#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

using words::tr;
using words::trc;
using words::trn;

std::string playerName(int seat) {
  switch (seat & 3) {
    // TRANSLATORS: the player's name at the table (the score sheet's column, a plate); the
    // bots are Ava, Ben and Cleo. Short: a plate has room for about 8 characters.
    case 0: return trc("a player's name", "You");
    // TRANSLATORS: a bot's name (left of the player); write it in your script.
    case 1: return trc("a player's name", "Ava");
    // TRANSLATORS: a bot's name (across from the player); write it in your script.
    case 2: return trc("a player's name", "Ben");
    // TRANSLATORS: a bot's name (right of the player); write it in your script.
    default: return trc("a player's name", "Cleo");
  }
}

std::string levelDisplayName(BotLevel level) {
  switch (level) {
    case BotLevel::Random: return trc("a bot level", "Random");
    case BotLevel::Easy: return trc("a bot level", "Easy");
    case BotLevel::Medium: return trc("a bot level", "Medium");
    case BotLevel::Hard: return trc("a bot level", "Hard");
    case BotLevel::Expert: return trc("a bot level", "Expert");
  }
  return std::string(levelName(level));
}

std::string presetDisplayName(std::string_view id) {
  if (id == "classic") return trc("rules", "Classic");
  if (id == "shooter-chooses") return trc("rules", "Shooter chooses");
  if (id == "protective-moon") return trc("rules", "Protective moon");
  if (id == "pass-two") return trc("rules", "Pass two");
  if (id == "standard") return trc("rules", "Standard");
  if (id == "omnibus") return trc("rules", "Omnibus");
  // TRANSLATORS: the rules of the daily deal, named where other games name their preset.
  if (id == "daily") return trc("rules", "Daily");
  if (id == "custom") return trc("rules", "Custom");
  return std::string(id);
}

std::string customRulesName() {
  // TRANSLATORS: a caption's name for rules that are none of the presets ("Hand 2 · Custom
  // rules").
  return tr("Custom rules");
}

std::string suitWord(Suit s) {
  switch (s) {
    // TRANSLATORS: a suit's name in a list or after a colon ("Your turn: clubs or hearts").
    case Suit::Clubs: return trc("a suit", "clubs");
    case Suit::Diamonds: return trc("a suit", "diamonds");
    case Suit::Spades: return trc("a suit", "spades");
    case Suit::Hearts: return trc("a suit", "hearts");
  }
  return {};
}

namespace {

// A list from its parts: the last two joined by `two` (a list of two) or `last`, the ones
// before them by `more`.
using Join = std::string (*)(const std::string&, const std::string&);
std::string list(const std::vector<std::string>& items, Join two, Join last, Join more) {
  if (items.empty()) return {};
  if (items.size() == 1) return items[0];
  if (items.size() == 2) return two(items[0], items[1]);
  std::string out = last(items[items.size() - 2], items.back());
  for (std::size_t i = items.size() - 2; i-- > 0;) out = more(items[i], out);
  return out;
}

std::string andTwo(const std::string& a, const std::string& b) {
  // TRANSLATORS: a list of two things, names or cards ("Ava and Ben").
  return trc("a list of two", "{first} and {second}", {{"first", a}, {"second", b}});
}
std::string andLast(const std::string& a, const std::string& b) {
  // TRANSLATORS: the last two of a longer list ("Ava, Ben and Cleo": "Ben and Cleo").
  return trc("the end of a list", "{first} and {second}", {{"first", a}, {"second", b}});
}
std::string orTwo(const std::string& a, const std::string& b) {
  // TRANSLATORS: a choice of two ("clubs or hearts", "4♠ or 5♠").
  return trc("a list of two", "{first} or {second}", {{"first", a}, {"second", b}});
}
std::string orLast(const std::string& a, const std::string& b) {
  // TRANSLATORS: the last two of a longer choice ("clubs, diamonds or hearts").
  return trc("the end of a list", "{first} or {second}", {{"first", a}, {"second", b}});
}
std::string listMore(const std::string& a, const std::string& rest) {
  // TRANSLATORS: a list's item before the rest of it ("Ava, Ben and Cleo": "Ava, {rest}").
  return trc("a list", "{first}, {rest}", {{"first", a}, {"rest", rest}});
}

}  // namespace

std::string andList(const std::vector<std::string>& items) { return list(items, andTwo, andLast, listMore); }
std::string orList(const std::vector<std::string>& items) { return list(items, orTwo, orLast, listMore); }

std::string decimalPoints(double points) {
  const std::string shown = words::decimal(points, 1);
  const long tenths = std::lround(points * 10);
  // A whole number ("5.0") takes the plural of its number; one with a fraction, the form
  // the language gives fractions.
  if (tenths % 10 == 0)
    // TRANSLATORS: {points} is a whole number written with one decimal ("1.0", "5.0").
    return trn("{points} point", "{points} points", std::labs(tenths / 10), {{"points", shown}});
  // TRANSLATORS: {points} is a number with a fraction ("2.4"): the form your language uses
  // after a fraction.
  return trc("points with a fraction", "{points} points", {{"points", shown}});
}

namespace {

std::string followSuitText(Suit led) {
  switch (led) {
    case Suit::Clubs: return tr("You must follow suit (clubs)");
    case Suit::Diamonds: return tr("You must follow suit (diamonds)");
    case Suit::Spades: return tr("You must follow suit (spades)");
    case Suit::Hearts: return tr("You must follow suit (hearts)");
  }
  return {};
}

std::string wrongPhaseText(Phase p) {
  switch (p) {
    case Phase::Passing: return tr("That is not possible while passing");
    case Phase::Playing: return tr("That is not possible while playing");
    case Phase::MoonChoice: return tr("That is not possible while the moon's points are chosen");
    case Phase::HandOver: return tr("That is not possible between hands");
    case Phase::GameOver: return tr("That is not possible: the game is over");
  }
  return {};
}

}  // namespace

std::string actionErrorText(const GameState& s, ActionError e) {
  switch (e) {
    case ActionError::None: return {};
    case ActionError::WrongPhase: return wrongPhaseText(s.phase());
    case ActionError::NotYourTurn: return tr("It is not your turn");
    case ActionError::NotInHand: return tr("That card is not in your hand");
    case ActionError::MustLeadTwoOfClubs: return tr("The first trick must be led with the 2\u2663");
    case ActionError::MustFollowSuit: return followSuitText(s.currentTrick().led());
    case ActionError::HeartsNotBroken: return tr("Hearts have not been broken");
    case ActionError::NoPointsOnFirstTrick: return tr("No points on the first trick");
    case ActionError::WrongPassCount:
      return trn("Choose exactly {n} card to pass", "Choose exactly {n} cards to pass", s.rules().passCount);
    case ActionError::AlreadyPassed: return tr("Cards already passed");
    case ActionError::BadSeat: return tr("No such seat");
    case ActionError::SubtractNotAllowed:
      // TRANSLATORS: shown when the player who shot the moon may not take 26 off their score.
      return trn("Subtracting 26 is allowed only above {n} point",
                 "Subtracting 26 is allowed only above {n} points", s.rules().moonSubtractAbove);
  }
  return {};
}

}  // namespace hearts::session
