#include "session/rules_text.h"

#include "core/game.h"
#include "words/words.h"

namespace hearts::session {

namespace {

using words::tr;
using words::trn;

std::string pointsRule(const Rules& r) {
  if (r.jackOfDiamonds == 0)
    return tr("Each heart costs 1 point, the Q\u2660 {queen}.", {{"queen", kQueenOfSpadesPoints}});
  // A minus sign, not a hyphen.
  const std::string jack = r.jackOfDiamonds < 0 ? "\u2212" + std::to_string(-r.jackOfDiamonds)
                                                : std::to_string(r.jackOfDiamonds);
  // TRANSLATORS: {queen} and {jack} are what the Q♠ and the J♦ count ("13", "−10").
  return tr("Each heart costs 1 point, the Q\u2660 {queen}, and the J\u2666 counts {jack}.",
            {{"queen", kQueenOfSpadesPoints}, {"jack", jack}});
}

std::string moonRule(const Rules& r) {
  switch (r.moon) {
    case MoonRule::AddToOthers: return tr("Take every heart and the Q\u2660 to shoot the moon: everyone else gets 26.");
    case MoonRule::SubtractFromSelf: return tr("Take every heart and the Q\u2660 to shoot the moon: you lose 26 points.");
    case MoonRule::ShooterChooses:
      if (r.moonSubtractAbove >= 0)
        return trn("Take every heart and the Q\u2660 to shoot the moon: you choose between 26 for everyone else and 26 "
                   "off your score (taking off only when you have more than {n} point).",
                   "Take every heart and the Q\u2660 to shoot the moon: you choose between 26 for everyone else and 26 "
                   "off your score (taking off only when you have more than {n} points).",
                   r.moonSubtractAbove);
      return tr("Take every heart and the Q\u2660 to shoot the moon: you choose between 26 for everyone else and 26 "
                "off your score.");
    case MoonRule::Protective:
      return tr("Take every heart and the Q\u2660 to shoot the moon: everyone else gets 26, unless that would hand the "
                "game to someone else; then you lose 26 instead.");
  }
  return {};
}

std::string endRule(const Rules& r) {
  const bool playOn = r.tie == TieRule::PlayOn;
  const words::Args target{{"target", r.targetScore}};
  if (r.maxHands > 0)
    return playOn ? trn("The game ends when someone reaches {target} or after {n} hand; the lowest score wins, and a "
                        "tie for lowest plays on.",
                        "The game ends when someone reaches {target} or after {n} hands; the lowest score wins, and a "
                        "tie for lowest plays on.",
                        r.maxHands, target)
                  : trn("The game ends when someone reaches {target} or after {n} hand; the lowest score wins, and a "
                        "tie shares the win.",
                        "The game ends when someone reaches {target} or after {n} hands; the lowest score wins, and a "
                        "tie shares the win.",
                        r.maxHands, target);
  return playOn ? tr("The game ends when someone reaches {target}; the lowest score wins, and a tie for lowest plays on.",
                     target)
                : tr("The game ends when someone reaches {target}; the lowest score wins, and a tie shares the win.",
                     target);
}

}  // namespace

std::vector<std::string> describeRules(const Rules& r) {
  std::vector<std::string> out;
  if (r.passCount == 0) {
    out.push_back(tr("No cards are passed."));
  } else {
    out.push_back(trn("Pass {n} card: to the left, right, across, then keep your hand; repeat.",
                      "Pass {n} cards: to the left, right, across, then keep your hand; repeat.", r.passCount));
  }
  out.push_back(
      tr("The 2\u2663 leads the first trick. Follow suit if you can; the highest card of the suit led wins and "
         "leads next."));
  out.push_back(r.pointsOnFirstTrick ? tr("Hearts and the Q\u2660 may be played on the first trick.")
                                     : tr("No hearts and no Q\u2660 on the first trick, unless you hold nothing else."));
  out.push_back(r.qsBreaksHearts ? tr("Hearts may not be led until a heart or the Q\u2660 has been played.")
                                 : tr("Hearts may not be led until a heart has been played."));
  out.push_back(pointsRule(r));
  out.push_back(moonRule(r));
  out.push_back(endRule(r));
  return out;
}

std::string fairPlayText() {
  return tr("Every deal comes from the game's seed alone, before anyone plays. The bots decide from their own view "
            "only: their cards, the cards passed to them and the cards played (a test deals other cards where a bot "
            "cannot see and checks that no decision changes). The seed is shown after each hand, so anyone can deal "
            "the same cards again.");
}

}  // namespace hearts::session
