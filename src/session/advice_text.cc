// The words of the hint and of the after-hand analysis (wording.h).
#include <algorithm>
#include <cmath>

#include "session/analysis.h"
#include "session/hint.h"
#include "session/seats.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

namespace {

using words::tr;
using words::trc;
using words::trn;

// Cards alike are one choice: "4♠ or 5♠"; a pass set is listed as it is.
std::string choiceText(CardSet cards, bool passing) {
  if (passing) return cardList(cards);
  std::vector<std::string> labels;
  for (Card c : displayOrder(cards)) labels.push_back(cardLabel(c));
  return orList(labels);
}

// The hint's notes after its advice, each a clause of its own.
std::vector<std::string> hintNotes(const Hint& hint) {
  std::vector<std::string> out;
  if (hint.guardsMoonOf >= 0)
    out.push_back(tr("it guards against {name}'s moon", {{"name", playerName(hint.guardsMoonOf)}}));
  if (hint.cheapestShoots) out.push_back(tr("others are cheaper only with a try for the moon"));
  if (hint.gameAtStake) out.push_back(tr("this hand can end the game"));
  return out;
}

}  // namespace

std::string hintPointsText(double points) {
  const double p = std::max(0.0, points);
  return p >= 10 ? std::to_string(static_cast<int>(std::lround(p))) : words::decimal(p, 1);
}

std::string hintText(const Hint& hint) {
  if (!hint.ready) return tr("The expert is thinking\u2026");
  if (hint.options.empty()) return tr("No hint for this move");
  const Hint::Option& best = hint.options.front();
  const words::Args args{{"cards", choiceText(best.cards, hint.passing)}, {"points", decimalPoints(best.expectedPoints)}};
  // TRANSLATORS: the status line while a hint is shown: {cards} is the advice ("7♣ or 8♣",
  // or the three cards to pass) and {points} the points expected from here ("1.3 points").
  std::string out = hint.passing ? tr("Hint: pass {cards} \u00b7 about {points} to come", args)
                                 : tr("Hint: play {cards} \u00b7 about {points} to come", args);
  // The notes are sentences of their own, set apart as the status line sets its parts.
  for (const std::string& note : hintNotes(hint)) out += " \u00b7 " + note;
  return out;
}

namespace {

// "Trick 5: you played K♠; 4♠ was better by 6.2 points", "Pass: you passed ...".
std::string costlyLine(const CostlyDecision& d) {
  const bool pass = d.trick < 0;
  const words::Args args{{"trick", d.trick + 1},
                         {"played", choiceText(d.played, pass)},
                         {"better", choiceText(d.better, pass)},
                         {"points", decimalPoints(d.cost)}};
  if (pass)
    // TRANSLATORS: a costly decision of the player's, in the analysis after a hand: {played}
    // and {better} are cards ("K♠", "4♠ or 5♠", three cards for a pass), {points} the points
    // it cost ("6.2 points").
    return d.gameAtStake ? tr("Pass: you passed {played}; {better} was better by {points} with the game at stake", args)
                         : tr("Pass: you passed {played}; {better} was better by {points}", args);
  return d.gameAtStake
             ? tr("Trick {trick}: you played {played}; {better} was better by {points} with the game at stake", args)
             : tr("Trick {trick}: you played {played}; {better} was better by {points}", args);
}

}  // namespace

std::vector<std::string> analysisLines(const HandAnalysis& a) {
  std::vector<std::string> out{tr("Your decisions, as the expert sees them")};
  if (!a.done) {
    out.push_back(tr("Analysing\u2026 {judged} of {decisions}", {{"judged", a.judged}, {"decisions", a.decisions}}));
    return out;
  }
  if (a.costly.empty()) {
    out.push_back(tr("No costly decisions"));
    return out;
  }
  // The costliest few, in the order they were made; the review shows every one.
  for (const CostlyDecision& d : a.costliest(AnalysisRunner::kMaxShown)) out.push_back(costlyLine(d));
  if (a.costly.size() > static_cast<std::size_t>(AnalysisRunner::kMaxShown)) {
    const auto more = static_cast<long>(a.costly.size() - AnalysisRunner::kMaxShown);
    out.push_back(trn("And {n} smaller one: see the review", "And {n} smaller ones: see the review", more));
  }
  return out;
}

namespace {

// A follower's name in the review's line on a trick: "you", "the expert", "Ben".
std::string followerName(int seat, bool expertInChair) {
  if (seat != kPlayerSeat) return playerName(seat);
  return expertInChair ? trc("a follower in a trick", "the expert") : trc("a follower in a trick", "you");
}

}  // namespace

std::string trickOrderText(int leader, const std::array<Card, 4>& cards, bool expertInChair) {
  std::array<std::string, 4> names;
  for (int i = 1; i < 4; ++i) names[static_cast<std::size_t>(i)] = followerName((leader + i) & 3, expertInChair);
  const words::Args args{{"leader", playerName(leader)},   {"second", names[1]},
                         {"third", names[2]},              {"fourth", names[3]},
                         {"card1", cardLabel(cards[0])},   {"card2", cardLabel(cards[1])},
                         {"card3", cardLabel(cards[2])},   {"card4", cardLabel(cards[3])}};
  if (leader != kPlayerSeat)
    // TRANSLATORS: the review's line on a trick, in the order of play: {second}, {third} and
    // {fourth} are who followed ("you", "the expert" or a name), {card1} to {card4} the cards.
    return tr("{leader} led {card1}, then {second} {card2}, {third} {card3}, {fourth} {card4}", args);
  return expertInChair ? tr("The expert led {card1}, then {second} {card2}, {third} {card3}, {fourth} {card4}", args)
                       : tr("You led {card1}, then {second} {card2}, {third} {card3}, {fourth} {card4}", args);
}

std::string passesText(int to, CardSet given, int from, CardSet received, bool expertInChair) {
  const words::Args args{{"given", cardList(given)},
                         {"to", playerName(to)},
                         {"from", playerName(from)},
                         {"received", cardList(received)}};
  // TRANSLATORS: the review's line on the passes: {given} and {received} are cards ("3♣ 5♣
  // 7♣"), {to} and {from} names.
  return expertInChair ? tr("The expert passed {given} to {to}; {from} passed the expert {received}", args)
                       : tr("You passed {given} to {to}; {from} passed you {received}", args);
}

std::string playOrderWord(int indexInTrick) {
  switch (std::clamp(indexInTrick, 0, 3)) {
    // TRANSLATORS: a card's place in a trick, under it in the review: the lead, then second,
    // third and fourth. Short: about 4 characters.
    case 0: return trc("a card's place in a trick", "led");
    case 1: return trc("a card's place in a trick", "2nd");
    case 2: return trc("a card's place in a trick", "3rd");
    default: return trc("a card's place in a trick", "4th");
  }
}

std::string reviewAnalysisText(const HandAnalysis& a) {
  if (!a.done)
    return tr("The expert is analysing this hand\u2026 {judged} of {decisions}",
              {{"judged", a.judged}, {"decisions", a.decisions}});
  if (a.costly.empty()) return tr("The expert finds no costly decision of yours in this hand");
  return trn("The expert marks {n} decision of yours: a note in red at it",
             "The expert marks {n} decisions of yours: a note in red at each", static_cast<long>(a.costly.size()));
}

std::string expertNoteText(const CostlyDecision& d) {
  const words::Args args{{"better", choiceText(d.better, d.trick < 0)}, {"points", decimalPoints(d.cost)}};
  if (d.trick < 0)
    // TRANSLATORS: the review's note at a costly card or pass: {better} is the expert's choice
    // (cards), {points} what the player's choice cost ("6.2 points").
    return d.gameAtStake ? tr("The expert: passing {better} was better by {points} with the game at stake", args)
                         : tr("The expert: passing {better} was better by {points}", args);
  return d.gameAtStake ? tr("The expert: {better} was better by {points} with the game at stake", args)
                       : tr("The expert: {better} was better by {points}", args);
}

}  // namespace hearts::session
