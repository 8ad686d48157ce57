#include "ai/view_hash.h"

#include "core/rng.h"

namespace hearts::ai {

namespace {
std::uint64_t fold(std::uint64_t h, std::uint64_t v) { return mix64(h ^ v); }
}  // namespace

std::uint64_t viewHash(const GameState& view, int seat) {
  std::uint64_t h = mix64(static_cast<std::uint64_t>(seat) + 1);
  h = fold(h, static_cast<std::uint64_t>(view.phase()));
  h = fold(h, static_cast<std::uint64_t>(view.handNumber()));
  h = fold(h, view.hand(seat).bits());
  h = fold(h, view.played().bits());
  h = fold(h, view.passed(seat).bits());
  h = fold(h, view.received(seat).bits());
  for (int s = 0; s < 4; ++s) {
    h = fold(h, static_cast<std::uint64_t>(static_cast<std::uint32_t>(view.score(s))));
    h = fold(h, view.won(s).bits());
  }
  const Trick& t = view.currentTrick();
  h = fold(h, static_cast<std::uint64_t>(t.leader) | static_cast<std::uint64_t>(t.count) << 8);
  for (int i = 0; i < t.count; ++i) h = fold(h, t.cards[i].index);
  return h;
}

}  // namespace hearts::ai
