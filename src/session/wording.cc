#include "session/wording.h"

#include <algorithm>

#include "session/daily.h"
#include "session/seats.h"
#include "words/words.h"

namespace hearts::session {

namespace {

using words::tr;
using words::trc;
using words::trn;

std::string levelWord(BotLevel level) {
  switch (level) {
    // TRANSLATORS: a bot's level beside its name on its plate ("Ava · hard"), in lower case
    // where your language has it.
    case BotLevel::Random: return trc("a bot level beside a name", "random");
    case BotLevel::Easy: return trc("a bot level beside a name", "easy");
    case BotLevel::Medium: return trc("a bot level beside a name", "medium");
    case BotLevel::Hard: return trc("a bot level beside a name", "hard");
    case BotLevel::Expert: return trc("a bot level beside a name", "expert");
  }
  return std::string(levelName(level));
}

}  // namespace

std::string nameWithLevel(int seat, const TableLevels& levels) {
  // TRANSLATORS: a bot's plate: its name and its level ("Ava · hard").
  return tr("{name} \u00b7 {level}", {{"name", playerName(seat)}, {"level", levelWord(levels.of(seat))}});
}

std::string levelsText(const TableLevels& levels) {
  if (const auto one = levels.same()) return levelDisplayName(*one);
  // TRANSLATORS: each bot's level, where they differ ("Ava Random, Ben Expert, Cleo
  // Expert"); shown after "The bots play at" and "Against".
  return tr("{left} {leftLevel}, {across} {acrossLevel}, {right} {rightLevel}",
            {{"left", playerName(1)},
             {"leftLevel", levelDisplayName(levels.of(1))},
             {"across", playerName(2)},
             {"acrossLevel", levelDisplayName(levels.of(2))},
             {"right", playerName(3)},
             {"rightLevel", levelDisplayName(levels.of(3))}});
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

namespace {

std::vector<int> winnerSeats(unsigned mask) {
  std::vector<int> seats;
  for (int s = 0; s < 4; ++s)
    if ((mask >> s) & 1u) seats.push_back(s);
  return seats;
}

std::string namesOf(const std::vector<int>& seats) {
  std::vector<std::string> names;
  for (int seat : seats) names.push_back(playerName(seat));
  return andList(names);
}

}  // namespace

std::string winnersText(unsigned mask) {
  const std::vector<int> seats = winnerSeats(mask);
  if (seats.empty()) return tr("Game over");
  if (seats.size() == 1)
    return seats[0] == kPlayerSeat ? tr("You win!") : tr("{name} wins", {{"name", playerName(seats[0])}});
  // TRANSLATORS: {players} is a list of two to four names ("You and Ava", "Ava, Ben and
  // Cleo"); the player's own is "You".
  return tr("{players} share the win", {{"players", namesOf(seats)}});
}

std::string gameOverText(unsigned mask, const std::string& scores) {
  const std::vector<int> seats = winnerSeats(mask);
  // TRANSLATORS: the end of a game, said by the screen reader. {scores} is the sentence
  // "Scores: You 12, Ava 30, Ben 5, Cleo 40"; {name} one player, {players} a list of two to
  // four ("You and Ava").
  if (seats.empty()) return tr("The game is over. {scores}", {{"scores", scores}});
  if (seats.size() > 1)
    // TRANSLATORS: the end of a game two to four players won together.
    return tr("The game is over: {players} share the win. {scores}",
              {{"players", namesOf(seats)}, {"scores", scores}});
  // TRANSLATORS: the end of a game the player won.
  if (seats[0] == kPlayerSeat) return tr("The game is over: you win! {scores}", {{"scores", scores}});
  // TRANSLATORS: the end of a game another player won.
  return tr("The game is over: {name} wins. {scores}", {{"name", playerName(seats[0])}, {"scores", scores}});
}

std::string levelChangedText(const TableLevels& levels) {
  // TRANSLATORS: {levels} is one level ("Hard") or each bot's ("Ava Random, Ben Expert,
  // Cleo Expert").
  return tr("The bots play at {levels} from their next move", {{"levels", levelsText(levels)}});
}

std::string noPassingText() { return tr("No passing this hand: everyone keeps their cards"); }

std::string heartsBrokenText(int seat, Card c) {
  // TRANSLATORS: {card} is a card's label ("10♥", "Q♠").
  if (seat == kPlayerSeat) return tr("You break hearts with the {card}", {{"card", cardLabel(c)}});
  return tr("{name} breaks hearts with the {card}", {{"name", playerName(seat)}, {"card", cardLabel(c)}});
}

std::string passedYouText(int fromSeat, CardSet cards) {
  // TRANSLATORS: {cards} are the cards received, as labels ("2♣ 7♦ Q♠") or spoken ("the 7
  // of clubs and the 2 of diamonds").
  return tr("{name} passed you {cards}", {{"name", playerName(fromSeat)}, {"cards", cardList(cards)}});
}

std::string trickTakenText(int winner, int points, bool expertInChair) {
  const words::Arg pts{"points", signedNumber(points)};
  if (winner != kPlayerSeat) {
    const words::Arg name{"name", playerName(winner)};
    // TRANSLATORS: {points} is what the trick adds to the taker's score, with its sign ("+3").
    return points != 0 ? tr("{name} takes the trick ({points})", {name, pts}) : tr("{name} takes the trick", {name});
  }
  if (expertInChair)
    return points != 0 ? tr("The expert takes the trick ({points})", {pts}) : tr("The expert takes the trick");
  return points != 0 ? tr("You take the trick ({points})", {pts}) : tr("You take the trick");
}

std::string lastTrickElsewhereText(int asked) {
  if (asked == kPlayerSeat) return tr("Only the last trick is shown: your earlier tricks stay face down");
  return tr("Only the last trick is shown: {name}'s earlier tricks stay face down",
            {{"name", playerName(asked)}});
}

std::string claimText(int seat, ClaimKind kind, int points) {
  const words::Arg pts{"points", signedNumber(points)};
  if (seat == kPlayerSeat) {
    if (kind == ClaimKind::NoPointsLeft) return tr("You claim the rest: no points are left");
    return points != 0 ? tr("You claim the rest and take every trick ({points})", {pts})
                       : tr("You claim the rest and take every trick");
  }
  const words::Arg name{"name", playerName(seat)};
  if (kind == ClaimKind::NoPointsLeft) return tr("{name} claims the rest: no points are left", {name});
  return points != 0 ? tr("{name} claims the rest and takes every trick ({points})", {name, pts})
                     : tr("{name} claims the rest and takes every trick", {name});
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
  // TRANSLATORS: who took the Q♠ or the J♦ on the score sheet, where nobody did.
  std::string queen = trc("nobody took the card", "nobody");
  std::string jack = queen;
  std::array<int, 4> hearts{};
  for (int seat = 0; seat < 4; ++seat) {
    const CardSet t = taken[static_cast<std::size_t>(seat)];
    if (t.contains(kQueenOfSpades)) queen = playerName(seat);
    if (t.contains(kJackOfDiamonds)) jack = playerName(seat);
    hearts[static_cast<std::size_t>(seat)] = t.inSuit(Suit::Hearts).size();
  }
  // TRANSLATORS: the hearts each seat took in the hand, on the score sheet ("You 3, Ava 5,
  // Ben 0, Cleo 5").
  const std::string heartsText = tr("{you} {youHearts}, {left} {leftHearts}, {across} {acrossHearts}, {right} {rightHearts}",
                                    {{"you", playerName(0)},
                                     {"youHearts", hearts[0]},
                                     {"left", playerName(1)},
                                     {"leftHearts", hearts[1]},
                                     {"across", playerName(2)},
                                     {"acrossHearts", hearts[2]},
                                     {"right", playerName(3)},
                                     {"rightHearts", hearts[3]}});
  if (jackCounts)
    // TRANSLATORS: the score sheet's line on what counts that was taken: {queen} and {jack} are
    // who took the Q♠ and the J♦ (a name, or "nobody"); {hearts} is each seat's hearts.
    return tr("Q\u2660 {queen} \u00b7 \u2665 {hearts} \u00b7 J\u2666 {jack}",
              {{"queen", queen}, {"hearts", heartsText}, {"jack", jack}});
  return tr("Q\u2660 {queen} \u00b7 \u2665 {hearts}", {{"queen", queen}, {"hearts", heartsText}});
}

std::string passLabelText(int passCount, PassDirection d, int toSeat) {
  const words::Args args{{"name", playerName(toSeat)}};
  switch (d) {
    case PassDirection::Left:
      // TRANSLATORS: the label over the cards to pass ("Pass 3 left to Ava"): how many cards,
      // which way and to whom.
      return trn("Pass {n} left to {name}", "Pass {n} left to {name}", passCount, args);
    case PassDirection::Right:
      return trn("Pass {n} right to {name}", "Pass {n} right to {name}", passCount, args);
    case PassDirection::Across:
      return trn("Pass {n} across to {name}", "Pass {n} across to {name}", passCount, args);
    case PassDirection::None: break;
  }
  return noPassingText();
}

std::string scoreSheetNote(const GameState& s, const HandResult* last, bool showMoon,
                           bool gameOver) {
  if (!last) return tr("No hand finished yet");
  if (last->moonShooter >= 0 && showMoon) {
    const bool sub = last->moonChoice == MoonChoice::SubtractFromSelf;
    if (last->moonShooter == 0)
      return sub ? tr("\u263d You shot the moon: 26 off your score!")
                 : tr("\u263d You shot the moon: 26 to everyone else!");
    const words::Arg name{"name", playerName(last->moonShooter)};
    return sub ? tr("\u263d {name} shot the moon: 26 off their score", {name})
               : tr("\u263d {name} shot the moon: 26 to everyone else", {name});
  }
  if (gameOver) return tr("Final scores \u00b7 lowest wins");
  const words::Arg target{"target", s.rules().targetScore};
  if (s.rules().maxHands > 0)
    return trn("Game to {target} or {n} hand \u00b7 lowest wins", "Game to {target} or {n} hands \u00b7 lowest wins",
               s.rules().maxHands, {target});
  return tr("Game to {target} \u00b7 lowest wins", {target});
}

}  // namespace hearts::session
