// Solid rule-based play with card memory: the policy of policy.h without its noise. It
// counts the cards played, knows who has shown a void, where the Q♠ can still be and who
// is collecting points (and stops an obvious moon), and passes the cards it fears most.
#pragma once

#include "ai/bot.h"

namespace hearts::ai {

class MediumBot final : public Bot {
 public:
  std::string name() const override { return "medium"; }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t) override { return true; }
  Decision decision() const override { return decision_; }

 private:
  Decision decision_;
};

}  // namespace hearts::ai
