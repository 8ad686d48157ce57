// Plays a uniformly random legal card and passes random cards: the arena's baseline.
// Each decision's random numbers come from the seed and the situation, like every level's.
#pragma once

#include "ai/bot.h"
#include "core/rng.h"

namespace hearts::ai {

class RandomBot final : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : seed_(seed) {}
  std::string name() const override { return "random"; }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t) override { return true; }
  Decision decision() const override { return decision_; }

 private:
  std::uint64_t seed_;
  Decision decision_;
};

}  // namespace hearts::ai
