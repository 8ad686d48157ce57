#include "session/wording.h"

#include <algorithm>

#include "session/daily.h"
#include "session/seats.h"

namespace hearts::session {

const char* playerName(int seat) {
  static constexpr const char* kNames[] = {"You", "Ava", "Ben", "Cleo"};
  return kNames[seat & 3];
}

std::string nameWithLevel(int seat, const TableLevels& levels) {
  return std::string(playerName(seat)) + " \u00b7 " + std::string(levelName(levels.of(seat)));
}

std::string levelsText(const TableLevels& levels) {
  if (const auto one = levels.same()) return prettyName(std::string(levelName(*one)));
  std::string out;
  for (int seat = 1; seat <= 3; ++seat) {
    if (seat > 1) out += ", ";
    out += playerName(seat);
    out += ' ';
    out += prettyName(std::string(levelName(levels.of(seat))));
  }
  return out;
}

std::vector<Card> displayOrder(CardSet hand) {
  std::vector<Card> out;
  out.reserve(static_cast<std::size_t>(hand.size()));
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts})
    for (Card c : hand.inSuit(s)) out.push_back(c);
  return out;
}

std::string cardList(CardSet cards) {
  std::string out;
  for (Card c : displayOrder(cards)) {
    if (!out.empty()) out += ' ';
    out += cardLabel(c);
  }
  return out;
}

std::string prettyName(const std::string& id) {
  std::string s = id;
  std::replace(s.begin(), s.end(), '-', ' ');
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string signedNumber(int v) {
  std::string out = v > 0 ? "+" : "";
  out += std::to_string(v);
  return out;
}

std::string presetOf(const Rules& rules) {
  const Preset* p = findPreset(rules);
  if (p) return p->name;
  return rules == dailyRules() ? "daily" : "custom";
}

std::string winnersText(unsigned mask) {
  std::vector<int> seats;
  for (int s = 0; s < 4; ++s)
    if ((mask >> s) & 1u) seats.push_back(s);
  if (seats.empty()) return "Game over";
  if (seats.size() == 1)
    return seats[0] == kPlayerSeat ? "You win!" : std::string(playerName(seats[0])) + " wins";
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) out += i + 1 == seats.size() ? " and " : ", ";
    out += playerName(seats[i]);
  }
  return out + " share the win";
}

std::string levelChangedText(const TableLevels& levels) {
  return "The bots play at " + levelsText(levels) + " from their next move";
}

std::string noPassingText() { return "No passing this hand: everyone keeps their cards"; }

std::string heartsBrokenText(int seat, Card c) {
  const std::string who = seat == kPlayerSeat ? "You break" : std::string(playerName(seat)) + " breaks";
  return who + " hearts with the " + cardLabel(c);
}

std::string passedYouText(int fromSeat, CardSet cards) {
  return std::string(playerName(fromSeat)) + " passed you " + cardList(cards);
}

std::string trickTakenText(int winner, int points, bool expertInChair) {
  std::string text = winner != kPlayerSeat ? std::string(playerName(winner)) + " takes the trick"
                     : expertInChair         ? "The expert takes the trick"
                                             : "You take the trick";
  if (points != 0) text += " (" + signedNumber(points) + ")";
  return text;
}

std::string lastTrickElsewhereText(int asked) {
  const std::string whose = asked == kPlayerSeat ? "your" : std::string(playerName(asked)) + "'s";
  return "Only the last trick is shown: " + whose + " earlier tricks stay face down";
}

std::string claimText(int seat, ClaimKind kind, int points) {
  std::string text =
      seat == kPlayerSeat ? "You claim the rest" : std::string(playerName(seat)) + " claims the rest";
  if (kind == ClaimKind::NoPointsLeft) return text + ": no points are left";
  text += seat == kPlayerSeat ? " and take every trick" : " and takes every trick";
  if (points != 0) text += " (" + signedNumber(points) + ")";
  return text;
}

std::vector<std::string> takenMarks(CardSet taken) {
  std::vector<std::string> out;
  if (taken.contains(kQueenOfSpades)) out.push_back("Q\u2660");
  if (const int hearts = taken.inSuit(Suit::Hearts).size(); hearts > 0)
    out.push_back("\u2665" + std::to_string(hearts));
  if (taken.contains(kJackOfDiamonds)) out.push_back("J\u2666");
  return out;
}

std::string takenText(const std::array<CardSet, 4>& taken, bool jackCounts) {
  std::string queen = "nobody";
  std::string jack = "nobody";
  std::string hearts;
  for (int seat = 0; seat < 4; ++seat) {
    const CardSet t = taken[static_cast<std::size_t>(seat)];
    if (t.contains(kQueenOfSpades)) queen = playerName(seat);
    if (t.contains(kJackOfDiamonds)) jack = playerName(seat);
    hearts += std::string(seat ? ", " : "") + playerName(seat) + " " +
              std::to_string(t.inSuit(Suit::Hearts).size());
  }
  std::string out = "Q\u2660 " + queen + " \u00b7 \u2665 " + hearts;
  if (jackCounts) out += " \u00b7 J\u2666 " + jack;
  return out;
}

std::string passLabelText(int passCount, PassDirection d, int toSeat) {
  return "Pass " + std::to_string(passCount) + " " + passDirectionName(d) + " to " +
         playerName(toSeat);
}

std::string scoreSheetNote(const GameState& s, const HandResult* last, bool showMoon,
                           bool gameOver) {
  if (!last) return "No hand finished yet";
  if (last->moonShooter >= 0 && showMoon) {
    const bool sub = last->moonChoice == MoonChoice::SubtractFromSelf;
    if (last->moonShooter == 0)
      return sub ? "\u263d You shot the moon: 26 off your score!"
                 : "\u263d You shot the moon: 26 to everyone else!";
    return std::string("\u263d ") + playerName(last->moonShooter) + " shot the moon" +
           (sub ? ": 26 off their score" : ": 26 to everyone else");
  }
  if (gameOver) return "Final scores \u00b7 lowest wins";
  std::string note = "Game to " + std::to_string(s.rules().targetScore);
  if (s.rules().maxHands > 0) note += " or " + std::to_string(s.rules().maxHands) + " hands";
  return note + " \u00b7 lowest wins";
}

}  // namespace hearts::session
