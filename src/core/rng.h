// The project's own random numbers: the same seed gives the same sequence on every
// platform (std::shuffle and the std distributions differ between standard libraries).
#pragma once

#include <cstdint>

namespace hearts {

// SplitMix64: turns any 64-bit value into a well-mixed one. Used to seed and to derive
// independent streams (a hand's deal from a game seed and a hand number).
constexpr std::uint64_t mix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// SplitMix64 as a stream (Steele, Lea and Flood): one 64-bit word of state, a handful of
// instructions a number, good statistical quality (it passes BigCrush), and a fixed
// specification. Playouts draw a number per card played, so the cost per call matters more
// here than a period beyond 2^64.
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) : state_(mix64(seed)) {}

  void reseed(std::uint64_t seed) { state_ = mix64(seed); }

  std::uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Uniform in [0, bound), bound > 0, without bias: Lemire's multiply-and-shift with
  // rejection, which needs a division only in the rare rejection case.
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t m = (next() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        m = (next() >> 32) * bound;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

  // Uniform in [0, bound) for a 64-bit bound > 0, without bias (rejection, then modulo).
  std::uint64_t below64(std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
      const std::uint64_t x = next();
      if (x >= threshold) return x % bound;
    }
  }

  // Fisher-Yates shuffle of any random-access range.
  template <typename T>
  void shuffle(T* first, int count) {
    for (int i = count - 1; i > 0; --i) {
      const auto j = static_cast<int>(below(static_cast<std::uint32_t>(i + 1)));
      T tmp = first[i];
      first[i] = first[j];
      first[j] = tmp;
    }
  }

 private:
  std::uint64_t state_;
};

}  // namespace hearts
