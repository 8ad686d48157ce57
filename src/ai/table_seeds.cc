#include "ai/table_seeds.h"

#include "core/rng.h"

namespace hearts::ai {

std::uint64_t tableSeed(std::uint64_t gameSeed) { return mix64(gameSeed ^ 0x6a09e667f3bcc908ull); }

std::uint64_t decisionMoment(const Match& match) {
  return match.state().phase() == Phase::Passing ? match.handStart() : match.actions().size();
}

std::uint64_t decisionSeed(std::uint64_t tableSeed, int seat, std::uint64_t moment) {
  return mix64(tableSeed + static_cast<std::uint64_t>(seat)) ^ mix64(moment + 1);
}

}  // namespace hearts::ai
