#include <string>
#include <vector>

#include "session/expert_chair.h"
#include "session/game_session.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

using words::tr;
using words::trn;

std::string expertHandText(const ExpertHand& h) {
  const words::Args args{{"hand", h.handNumber}, {"you", h.player}, {"expert", h.expert}};
  if (h.player < h.expert)
    // TRANSLATORS: the player's points in a hand beside the expert's, who played the same cards
    // in the player's chair.
    return trn("Hand {hand}: you {you} \u00b7 the expert in your chair {expert}: you did better, by {n} point",
               "Hand {hand}: you {you} \u00b7 the expert in your chair {expert}: you did better, by {n} points",
               h.expert - h.player, args);
  if (h.player == h.expert) return tr("Hand {hand}: you {you} \u00b7 the expert in your chair {expert}: the same", args);
  return tr("Hand {hand}: you {you} \u00b7 the expert in your chair {expert}", args);
}

std::string expertTotalText(const std::vector<ExpertHand>& hands) {
  int you = 0, expert = 0;
  for (const ExpertHand& h : hands) {
    you += h.player;
    expert += h.expert;
  }
  const std::string total = trn("Over {n} hand: you {you}, the expert {expert}", "Over {n} hands: you {you}, the expert {expert}",
                                static_cast<long>(hands.size()), {{"you", you}, {"expert", expert}});
  const words::Arg totalArg{"total", total};
  if (you < expert)
    // TRANSLATORS: {total} is the points over the hands so far ("Over 2 hands: you 31, the
    // expert 24"); the note after it compares them.
    return trn("{total} (you did better, by {n} point)", "{total} (you did better, by {n} points)", expert - you, {totalArg});
  if (you > expert) return trn("{total} ({n} point more)", "{total} ({n} points more)", you - expert, {totalArg});
  return tr("{total} (level)", {totalArg});
}

std::vector<std::string> expertChairLines(const GameSession& game) {
  const Match* expert = game.coach().expertGame();
  const std::vector<ExpertHand> hands = game.coach().expertHands();
  if (!expert || (!game.coach().expertInChair() && hands.empty())) return {};
  std::vector<std::string> out{tr("The expert in your chair, with your cards")};
  const int played = static_cast<int>(game.match().hands().size());
  if (game.coach().expertPending()) {
    out.push_back(tr("The expert is playing hand {hand}\u2026", {{"hand", played}}));
  } else if (!hands.empty() && hands.back().handNumber == played) {
    out.push_back(expertHandText(hands.back()));
  } else if (game.coach().chair() && game.coach().chair()->over() && played > 0) {
    out.push_back(tr("The expert's game ended after hand {hand}", {{"hand", static_cast<int>(expert->hands().size())}}));
  }
  if (hands.size() > 1) out.push_back(expertTotalText(hands));
  // Before a hand is over there is nothing to compare: no heading alone.
  if (out.size() == 1) out.clear();
  return out;
}

}  // namespace hearts::session
