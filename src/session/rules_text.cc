#include "session/rules_text.h"

#include "core/game.h"

namespace hearts::session {

std::vector<std::string> describeRules(const Rules& r) {
  std::vector<std::string> out;
  const std::string n = std::to_string(r.passCount);
  if (r.passCount == 0) {
    out.push_back("No cards are passed.");
  } else {
    out.push_back("Pass " + n + (r.passCount == 1 ? " card" : " cards") +
                  ": to the left, right, across, then keep your hand; repeat.");
  }
  out.push_back(
      "The 2\u2663 leads the first trick. Follow suit if you can; the highest card of the suit "
      "led wins and leads next.");
  if (r.pointsOnFirstTrick) {
    out.push_back("Hearts and the Q\u2660 may be played on the first trick.");
  } else {
    out.push_back(
        "No hearts and no Q\u2660 on the first trick, unless you hold nothing else.");
  }
  out.push_back(std::string("Hearts may not be led until a heart") +
                (r.qsBreaksHearts ? " or the Q\u2660" : "") + " has been played.");
  std::string points = "Each heart costs 1 point, the Q\u2660 " + std::to_string(kQueenOfSpadesPoints);
  if (r.jackOfDiamonds != 0)
    points += ", and the J\u2666 counts " +
              (r.jackOfDiamonds < 0 ? "\u2212" + std::to_string(-r.jackOfDiamonds)  // a minus sign
                                    : std::to_string(r.jackOfDiamonds));
  out.push_back(points + ".");
  const std::string moon = "Take every heart and the Q\u2660 to shoot the moon: ";
  switch (r.moon) {
    case MoonRule::AddToOthers: out.push_back(moon + "everyone else gets 26."); break;
    case MoonRule::SubtractFromSelf: out.push_back(moon + "you lose 26 points."); break;
    case MoonRule::ShooterChooses: {
      std::string s = moon + "you choose between 26 for everyone else and 26 off your score";
      if (r.moonSubtractAbove >= 0)
        s += " (taking off only when you have more than " + std::to_string(r.moonSubtractAbove) +
             ")";
      out.push_back(s + ".");
      break;
    }
    case MoonRule::Protective:
      out.push_back(moon +
                    "everyone else gets 26, unless that would hand the game to someone else; "
                    "then you lose 26 instead.");
      break;
  }
  std::string end = "The game ends when someone reaches " + std::to_string(r.targetScore);
  if (r.maxHands > 0) end += " or after " + std::to_string(r.maxHands) + " hands";
  end += "; the lowest score wins";
  end += r.tie == TieRule::PlayOn ? ", and a tie for lowest plays on." : ", and a tie shares the win.";
  out.push_back(end);
  return out;
}

std::string fairPlayText() {
  return "Every deal comes from the game's seed alone, before anyone plays. The bots decide "
         "from their own view only: their cards, the cards passed to them and the cards played "
         "(a test deals other cards where a bot cannot see and checks that no decision changes). "
         "The seed is shown after each hand, so anyone can deal the same cards again.";
}

}  // namespace hearts::session
