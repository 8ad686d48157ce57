// Solid rule-based play with card memory: the policy of policy.h without its noise. It
// counts the cards played, knows who has shown a void, where the Q♠ can still be and who
// is collecting points (and stops an obvious moon), and passes the cards it fears most.
#pragma once

#include "ai/bot.h"

namespace hearts::ai {

class MediumBot final : public Bot {
 public:
  // With `toldShooter` (1 to 3) the opponent that many seats after the bot's is taken for
  // one going for the moon, and defended against from the first card while the moon is
  // open to it (PolicyParams::moonShooter; "medium:told_shooter=K", as the search levels').
  explicit MediumBot(int toldShooter = 0) : toldShooter_(toldShooter) {}
  std::string name() const override { return "medium"; }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t) override { return true; }
  Decision decision() const override { return decision_; }

 private:
  Decision decision_;
  int toldShooter_ = 0;
};

}  // namespace hearts::ai
