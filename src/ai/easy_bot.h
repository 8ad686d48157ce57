// A beginner: knows the rules and the obvious (duck when you can, get rid of the Q♠ and
// high hearts), remembers nothing, and now and then plays a card without much thought.
#pragma once

#include "ai/bot.h"
#include "core/rng.h"

namespace hearts::ai {

class EasyBot final : public Bot {
 public:
  explicit EasyBot(std::uint64_t seed) : seed_(seed) {}
  std::string name() const override { return "easy"; }
  void begin(const GameState& view, int seat, const Budget& budget) override;
  bool think(std::int64_t) override { return true; }
  Decision decision() const override { return decision_; }

 private:
  std::uint64_t seed_;
  Decision decision_;
};

}  // namespace hearts::ai
