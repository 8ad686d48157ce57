#include "session/announce.h"

#include "core/claim.h"
#include "session/expert_chair.h"
#include "session/seats.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

namespace {

using words::tr;
using words::trc;
using words::trn;

// A rank as it is spoken: a number, or "jack" to "ace".
std::string rankWord(int rank) {
  switch (rank % kRankCount) {
    // TRANSLATORS: a card's rank as a screen reader speaks it ("the queen of spades").
    case 9: return trc("a card's rank, spoken", "jack");
    case 10: return trc("a card's rank, spoken", "queen");
    case 11: return trc("a card's rank, spoken", "king");
    case 12: return trc("a card's rank, spoken", "ace");
    default: return std::to_string(rank % kRankCount + 2);
  }
}

// "Ava claims the rest of the hand: no points are left", "You claim the rest of the hand and
// take every trick, 5 points".
std::string claimSpoken(const GameEvent& e, const Rules& rules) {
  const bool you = e.seat == kPlayerSeat;
  const words::Args name{{"name", playerName(e.seat)}};
  if ((e.cards & scoringCards(rules)).empty())
    return you ? tr("You claim the rest of the hand: no points are left")
               : tr("{name} claims the rest of the hand: no points are left", name);
  if (e.points == 0)
    return you ? tr("You claim the rest of the hand and take every trick, no points")
               : tr("{name} claims the rest of the hand and takes every trick, no points", name);
  return you ? trn("You claim the rest of the hand and take every trick, {n} point",
                   "You claim the rest of the hand and take every trick, {n} points", e.points)
             : trn("{name} claims the rest of the hand and takes every trick, {n} point",
                   "{name} claims the rest of the hand and takes every trick, {n} points", e.points, name);
}

std::string trickTakenSpoken(int seat, int points) {
  const words::Args name{{"name", playerName(seat)}};
  if (seat == kPlayerSeat)
    return points == 0 ? tr("You take the trick, no points")
                       : trn("You take the trick, {n} point", "You take the trick, {n} points", points);
  return points == 0 ? tr("{name} takes the trick, no points", name)
                     : trn("{name} takes the trick, {n} point", "{name} takes the trick, {n} points", points, name);
}

}  // namespace

std::string spokenCard(Card c) {
  const words::Args rank{{"rank", rankWord(c.rank())}};
  switch (c.suit()) {
    // TRANSLATORS: a card as a screen reader speaks it: {rank} is a number or "jack", "queen",
    // "king", "ace".
    case Suit::Clubs: return tr("{rank} of clubs", rank);
    case Suit::Diamonds: return tr("{rank} of diamonds", rank);
    case Suit::Spades: return tr("{rank} of spades", rank);
    case Suit::Hearts: return tr("{rank} of hearts", rank);
  }
  return {};
}

std::string spokenCards(CardSet cards) {
  std::vector<std::string> parts;
  // TRANSLATORS: a card in a spoken list ("the ace of hearts, the 7 of clubs and ...").
  for (Card c : displayOrder(cards)) parts.push_back(trc("a card in a spoken list", "the {card}", {{"card", spokenCard(c)}}));
  return andList(parts);
}

std::string trackerSuitText(Suit suit, CardSet played, CardSet yours) {
  const CardSet all = CardSet::suit(suit);
  const auto ranks = [](CardSet cards) {
    std::vector<std::string> parts;
    for (Card c : cards) parts.emplace_back(rankWord(c.rank()));
    // TRANSLATORS: no cards, in the played-cards tracker's spoken line ("played none").
    return parts.empty() ? trc("no cards", "none") : andList(parts);
  };
  const words::Args args{{"played", ranks(played & all)}, {"yours", ranks((yours & all) - played)},
                         {"out", ranks(all - played - yours)}};
  switch (suit) {
    // TRANSLATORS: the played-cards tracker's line on a suit, for a screen reader: {played},
    // {yours} and {out} are ranks ("2, 5, 9 and king", or "none").
    case Suit::Clubs: return tr("Clubs: played {played}; yours {yours}; still out {out}", args);
    case Suit::Diamonds: return tr("Diamonds: played {played}; yours {yours}; still out {out}", args);
    case Suit::Spades: return tr("Spades: played {played}; yours {yours}; still out {out}", args);
    case Suit::Hearts: return tr("Hearts: played {played}; yours {yours}; still out {out}", args);
  }
  return {};
}

std::string spokenSuits(CardSet cards) {
  std::vector<std::string> parts;
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts})
    if (!cards.inSuit(s).empty()) parts.push_back(suitWord(s));
  return orList(parts);
}

std::string yourTurnText(CardSet legal, CardSet hand) {
  if (legal.size() == 1) return tr("Your turn: only the {card}", {{"card", spokenCard(*legal.begin())}});
  if (legal == hand) return tr("Your turn: any card");
  // TRANSLATORS: {suits} are the suits the player may play ("clubs or hearts").
  return tr("Your turn: {suits}", {{"suits", spokenSuits(legal)}});
}

std::string scoresText(const std::array<int, 4>& scores) {
  // TRANSLATORS: the scores, read out at the end of a hand: each name with its score.
  return tr("Scores: {you} {youScore}, {left} {leftScore}, {across} {acrossScore}, {right} {rightScore}",
            {{"you", playerName(0)},
             {"youScore", scores[0]},
             {"left", playerName(1)},
             {"leftScore", scores[1]},
             {"across", playerName(2)},
             {"acrossScore", scores[2]},
             {"right", playerName(3)},
             {"rightScore", scores[3]}});
}

namespace {

std::string handDealtSpoken(const GameEvent& e, const GameState& s) {
  if (s.passDirection() == PassDirection::None || s.rules().passCount == 0)
    return tr("Hand {hand} is dealt. No passing this hand", {{"hand", e.handNumber}});
  return trn("Hand {hand} is dealt. Choose {n} card to pass to {name}", "Hand {hand} is dealt. Choose {n} cards to pass to {name}",
             s.rules().passCount,
             {{"hand", e.handNumber}, {"name", playerName(passTarget(kPlayerSeat, s.passDirection()))}});
}

// What an event says to the player.
std::string spoken(const GameEvent& e, const GameState& s) {
  const bool you = e.seat == kPlayerSeat;
  const words::Args name{{"name", playerName(e.seat)}};
  switch (e.kind) {
    case EventKind::HandDealt: return handDealtSpoken(e, s);
    case EventKind::CardsPassed:
      return tr("{name} passed you {cards}", {{"name", playerName(e.seat)}, {"cards", spokenCards(e.cards)}});
    case EventKind::CardPlayed:
      return you ? tr("You play the {card}", {{"card", spokenCard(e.card)}})
                 : tr("{name} plays the {card}", {{"name", playerName(e.seat)}, {"card", spokenCard(e.card)}});
    case EventKind::HeartsBroken: return tr("Hearts are broken");
    case EventKind::TrickTaken: return trickTakenSpoken(e.seat, e.points);
    case EventKind::QueenTaken:
      return you ? tr("You take the queen of spades") : tr("{name} takes the queen of spades", name);
    case EventKind::YourTurn: return yourTurnText(e.cards, s.hand(kPlayerSeat));
    case EventKind::Claimed: return claimSpoken(e, s.rules());
    // TRANSLATORS: {card} is the card taken back, a label ("Q♠") or spoken ("queen of spades").
    case EventKind::PlayTakenBack: return tr("Taken back: your {card}", {{"card", spokenCard(e.card)}});
    case EventKind::PassTakenBack:
      return tr("Pass taken back: {cards} are chosen again", {{"cards", spokenCards(e.cards)}});
    case EventKind::ClaimTakenBack: return tr("Claim taken back");
    case EventKind::MoonShot: return you ? tr("You shoot the moon!") : tr("{name} shoots the moon!", name);
    case EventKind::HandOver:
      // TRANSLATORS: {scores} is the sentence "Scores: You 12, Ava 30, Ben 5, Cleo 40".
      return tr("Hand {hand} is over. {scores}", {{"hand", e.handNumber}, {"scores", scoresText(s.scores())}});
    case EventKind::GameOver:
      return gameOverText(e.winners, scoresText(s.scores()));
    case EventKind::ExpertCompared: return expertHandText({e.handNumber, e.points, e.expertPoints});
  }
  return {};
}

}  // namespace

std::vector<std::string> announcements(const std::vector<GameEvent>& events, const GameState& s) {
  std::vector<std::string> out;
  // A claim's plays and tricks follow it at once: the claim says what they come to, and a
  // live region reads one sentence, not a burst of up to 52 that pushes the claim out.
  bool claimPlaying = false;
  for (const GameEvent& e : events) {
    const bool ofClaim = e.kind == EventKind::CardPlayed || e.kind == EventKind::HeartsBroken ||
                         e.kind == EventKind::TrickTaken || e.kind == EventKind::QueenTaken;
    if (claimPlaying && ofClaim) continue;
    out.push_back(spoken(e, s));
    claimPlaying = e.kind == EventKind::Claimed;
  }
  return out;
}

}  // namespace hearts::session
