#include "session/announce.h"

#include "core/claim.h"
#include "session/expert_chair.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::session {

namespace {

const char* rankWord(int rank) {
  static constexpr const char* kWords[] = {"2", "3", "4",  "5",     "6",    "7",  "8",
                                           "9", "10", "jack", "queen", "king", "ace"};
  return kWords[rank % kRankCount];
}

std::string joinWithOr(const std::vector<std::string>& parts, const char* last) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? last : ", ";
    out += parts[i];
  }
  return out;
}

// "You play", "Ava plays".
std::string subject(int seat, const char* verbYou, const char* verbThey) {
  return seat == kPlayerSeat ? std::string("You ") + verbYou
                   : std::string(playerName(seat)) + " " + verbThey;
}

std::string pointsWords(int points) {
  if (points == 0) return "no points";
  if (points == 1 || points == -1) return std::to_string(points) + " point";
  return std::to_string(points) + " points";
}

// "Ava claims the rest of the hand: no points are left", "You claim the rest of the hand and
// take every trick, 5 points".
std::string claimSpoken(const GameEvent& e, const Rules& rules) {
  const std::string claim = subject(e.seat, "claim", "claims") + " the rest of the hand";
  if ((e.cards & scoringCards(rules)).empty()) return claim + ": no points are left";
  return claim + (e.seat == kPlayerSeat ? " and take" : " and takes") + " every trick, " +
         pointsWords(e.points);
}

}  // namespace

std::string spokenCard(Card c) {
  return std::string(rankWord(c.rank())) + " of " + suitName(c.suit());
}

std::string spokenCards(CardSet cards) {
  std::vector<std::string> parts;
  for (Card c : displayOrder(cards)) parts.push_back("the " + spokenCard(c));
  return joinWithOr(parts, " and ");
}

std::string trackerSuitText(Suit suit, CardSet played, CardSet yours) {
  const CardSet all = CardSet::suit(suit);
  const auto ranks = [](CardSet cards) {
    std::vector<std::string> parts;
    for (Card c : cards) parts.emplace_back(rankWord(c.rank()));
    return parts.empty() ? std::string("none") : joinWithOr(parts, " and ");
  };
  std::string name = suitName(suit);
  name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name + ": played " + ranks(played & all) + "; yours " + ranks((yours & all) - played) +
         "; still out " + ranks(all - played - yours);
}

std::string spokenSuits(CardSet cards) {
  std::vector<std::string> parts;
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts})
    for (Card c : cards)
      if (c.suit() == s) {
        parts.emplace_back(suitName(s));
        break;
      }
  return joinWithOr(parts, " or ");
}

std::string yourTurnText(CardSet legal, CardSet hand) {
  if (legal.size() == 1) return "Your turn: only the " + spokenCard(*legal.begin());
  if (legal == hand) return "Your turn: any card";
  return "Your turn: " + spokenSuits(legal);
}

std::string scoresText(const std::array<int, 4>& scores) {
  std::string out = "Scores:";
  for (int seat = 0; seat < 4; ++seat)
    out += std::string(seat == 0 ? " " : ", ") + playerName(seat) + " " +
           std::to_string(scores[static_cast<std::size_t>(seat)]);
  return out;
}

namespace {

// What an event says to the player.
std::string spoken(const GameEvent& e, const GameState& s) {
  switch (e.kind) {
    case EventKind::HandDealt: {
      std::string text = "Hand " + std::to_string(e.handNumber) + " is dealt";
      if (s.passDirection() == PassDirection::None || s.rules().passCount == 0) {
        text += ". No passing this hand";
      } else {
        text += ". Choose " + std::to_string(s.rules().passCount) + " cards to pass to " +
                playerName(passTarget(kPlayerSeat, s.passDirection()));
      }
      return text;
    }
    case EventKind::CardsPassed: return std::string(playerName(e.seat)) + " passed you " + spokenCards(e.cards);
    case EventKind::CardPlayed: return subject(e.seat, "play", "plays") + " the " + spokenCard(e.card);
    case EventKind::HeartsBroken: return "Hearts are broken";
    case EventKind::TrickTaken: return subject(e.seat, "take", "takes") + " the trick, " + pointsWords(e.points);
    case EventKind::QueenTaken: return subject(e.seat, "take", "takes") + " the queen of spades";
    case EventKind::YourTurn: return yourTurnText(e.cards, s.hand(kPlayerSeat));
    case EventKind::Claimed: return claimSpoken(e, s.rules());
    case EventKind::PlayTakenBack: return "Taken back: your " + spokenCard(e.card);
    case EventKind::PassTakenBack: return "Pass taken back: " + spokenCards(e.cards) + " are chosen again";
    case EventKind::ClaimTakenBack: return "Claim taken back";
    case EventKind::MoonShot: return subject(e.seat, "shoot", "shoots") + " the moon!";
    case EventKind::HandOver:
      return "Hand " + std::to_string(e.handNumber) + " is over. " + scoresText(s.scores());
    case EventKind::GameOver:
      return "The game is over: " + winnersText(e.winners) + ". " + scoresText(s.scores());
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
