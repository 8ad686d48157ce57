// The words of the hint and of the after-hand analysis (wording.h).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "session/analysis.h"
#include "session/hint.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::session {

namespace {

std::string oneDecimal(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// Cards alike are one choice: "4♠ or 5♠"; a pass set is listed as it is.
std::string choiceText(CardSet cards, bool passing) {
  if (passing) return cardList(cards);
  std::string out;
  for (Card c : displayOrder(cards)) out += (out.empty() ? "" : " or ") + cardList(CardSet::of(c));
  return out;
}

std::string pointsWord(double v) { return oneDecimal(v) + (oneDecimal(v) == "1.0" ? " point" : " points"); }

}  // namespace

std::string hintPointsText(double points) {
  const double p = std::max(0.0, points);
  return p >= 10 ? std::to_string(static_cast<int>(std::lround(p))) : oneDecimal(p);
}

std::string hintText(const Hint& hint) {
  if (!hint.ready) return "The expert is thinking\u2026";
  if (hint.options.empty()) return "No hint for this move";
  const Hint::Option& best = hint.options.front();
  std::string out = std::string("Hint: ") + (hint.passing ? "pass " : "play ") +
                    choiceText(best.cards, hint.passing) + " \u00b7 about " +
                    pointsWord(best.expectedPoints) + " to come";
  if (hint.guardsMoonOf >= 0)
    out += std::string(" \u00b7 it guards against ") + playerName(hint.guardsMoonOf) + "'s moon";
  if (hint.cheapestShoots) out += " \u00b7 others are cheaper only with a try for the moon";
  if (hint.gameAtStake) out += " \u00b7 this hand can end the game";
  return out;
}

std::vector<std::string> analysisLines(const HandAnalysis& a) {
  std::vector<std::string> out{"Your decisions, as the expert sees them"};
  if (!a.done) {
    out.push_back("Analysing\u2026 " + std::to_string(a.judged) + " of " +
                  std::to_string(a.decisions));
    return out;
  }
  if (a.costly.empty()) {
    out.push_back("No costly decisions");
    return out;
  }
  // The costliest few, in the order they were made; the review shows every one.
  for (const CostlyDecision& d : a.costliest(AnalysisRunner::kMaxShown)) {
    const bool pass = d.trick < 0;
    const std::string where = pass ? "Pass" : "Trick " + std::to_string(d.trick + 1);
    out.push_back(where + ": you " + (pass ? "passed " : "played ") + choiceText(d.played, pass) +
                  "; " + choiceText(d.better, pass) + " was better by " + pointsWord(d.cost) +
                  (d.gameAtStake ? " with the game at stake" : ""));
  }
  if (a.costly.size() > static_cast<std::size_t>(AnalysisRunner::kMaxShown)) {
    const std::size_t more = a.costly.size() - AnalysisRunner::kMaxShown;
    out.push_back("And " + std::to_string(more) + (more == 1 ? " smaller one" : " smaller ones") +
                  ": see the review");
  }
  return out;
}

std::string trickOrderText(int leader, const std::array<Card, 4>& cards, bool expertInChair) {
  std::string out;
  for (int i = 0; i < 4; ++i) {
    const int seat = (leader + i) & 3;
    std::string name = seat == kPlayerSeat && i > 0 ? "you" : playerName(seat);
    if (seat == kPlayerSeat && expertInChair) name = i > 0 ? "the expert" : "The expert";
    out += (i == 0 ? "" : i == 1 ? ", then " : ", ") + name + (i == 0 ? " led " : " ") +
           cardLabel(cards[static_cast<std::size_t>(i)]);
  }
  return out;
}

std::string passesText(int to, CardSet given, int from, CardSet received, bool expertInChair) {
  return (expertInChair ? "The expert passed " : "You passed ") + cardList(given) + " to " +
         playerName(to) + "; " + playerName(from) + (expertInChair ? " passed the expert " : " passed you ") +
         cardList(received);
}

std::string playOrderWord(int indexInTrick) {
  static const char* const kWords[] = {"led", "2nd", "3rd", "4th"};
  return kWords[std::clamp(indexInTrick, 0, 3)];
}

std::string reviewAnalysisText(const HandAnalysis& a) {
  if (!a.done)
    return "The expert is analysing this hand\u2026 " + std::to_string(a.judged) + " of " +
           std::to_string(a.decisions);
  if (a.costly.empty()) return "The expert finds no costly decision of yours in this hand";
  const std::size_t n = a.costly.size();
  return "The expert marks " + std::to_string(n) + (n == 1 ? " decision" : " decisions") +
         " of yours: a note in red at " + (n == 1 ? "it" : "each");
}

std::string expertNoteText(const CostlyDecision& d) {
  const bool pass = d.trick < 0;
  return std::string("The expert: ") + (pass ? "passing " : "") + choiceText(d.better, pass) +
         " was better by " + pointsWord(d.cost) + (d.gameAtStake ? " with the game at stake" : "");
}

}  // namespace hearts::session
