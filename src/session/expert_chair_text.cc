#include <string>
#include <vector>

#include "session/expert_chair.h"
#include "session/game_session.h"
#include "session/wording.h"

namespace hearts::session {

namespace {

std::string points(int n) { return std::to_string(n) + (n == 1 || n == -1 ? " point" : " points"); }

}  // namespace

std::string expertHandText(const ExpertHand& h) {
  std::string out = "Hand " + std::to_string(h.handNumber) + ": you " + std::to_string(h.player) +
                    " \u00b7 the expert in your chair " + std::to_string(h.expert);
  if (h.player < h.expert) out += ": you did better, by " + points(h.expert - h.player);
  else if (h.player == h.expert) out += ": the same";
  return out;
}

std::string expertTotalText(const std::vector<ExpertHand>& hands) {
  int you = 0, expert = 0;
  for (const ExpertHand& h : hands) {
    you += h.player;
    expert += h.expert;
  }
  std::string out = "Over " + std::to_string(hands.size()) + (hands.size() == 1 ? " hand" : " hands") +
                    ": you " + std::to_string(you) + ", the expert " + std::to_string(expert);
  if (you < expert) out += " (you did better, by " + points(expert - you) + ")";
  else if (you > expert) out += " (" + points(you - expert) + " more)";
  else out += " (level)";
  return out;
}

std::vector<std::string> expertChairLines(const GameSession& game) {
  const Match* expert = game.coach().expertGame();
  const std::vector<ExpertHand> hands = game.coach().expertHands();
  if (!expert || (!game.coach().expertInChair() && hands.empty())) return {};
  std::vector<std::string> out{"The expert in your chair, with your cards"};
  const int played = static_cast<int>(game.match().hands().size());
  if (game.coach().expertPending()) {
    out.push_back("The expert is playing hand " + std::to_string(played) + "\u2026");
  } else if (!hands.empty() && hands.back().handNumber == played) {
    out.push_back(expertHandText(hands.back()));
  } else if (game.coach().chair() && game.coach().chair()->over() && played > 0) {
    out.push_back("The expert's game ended after hand " + std::to_string(expert->hands().size()));
  }
  if (hands.size() > 1) out.push_back(expertTotalText(hands));
  // Before a hand is over there is nothing to compare: no heading alone.
  if (out.size() == 1) out.clear();
  return out;
}

}  // namespace hearts::session
