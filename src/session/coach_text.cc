// The words of the hint and of the after-hand analysis (wording.h).
#include <cmath>
#include <cstdio>

#include "session/analysis.h"
#include "session/hint.h"
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
  for (const CostlyDecision& d : a.costly) {
    const bool pass = d.trick < 0;
    const std::string where = pass ? "Pass" : "Trick " + std::to_string(d.trick + 1);
    out.push_back(where + ": you " + (pass ? "passed " : "played ") + choiceText(d.played, pass) +
                  "; " + choiceText(d.better, pass) + " was better by " + pointsWord(d.cost) +
                  (d.gameAtStake ? " with the game at stake" : ""));
  }
  return out;
}

}  // namespace hearts::session
