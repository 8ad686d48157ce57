// hearts-bench: plays N seeded random hands (the deal and 52 random legal plays; with
// --passing also a random pass) and prints the speed and a signature of every result. The signature depends only on the
// seed, the count and the rules, so it must be identical natively and in WebAssembly.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "core/game.h"
#include "core/rng.h"

namespace {

using namespace hearts;

std::uint64_t playHand(const Rules& rules, std::uint64_t seed, Rng& rng, bool passing) {
  GameState g;
  // Hand 1 of a game passes; hand 4 of the cycle does not.
  GameState::fromDeal(rules, dealHands(seed, 1), passing ? 1 : 4, {}, g);
  if (g.phase() == Phase::Passing) {
    for (int s = 0; s < 4; ++s) g.pass(s, randomCards(rng, g.hand(s), rules.passCount));
  }
  std::uint64_t sig = 0;
  while (g.phase() == Phase::Playing) {
    const Card c = randomCard(rng, g.legalPlays());
    sig = sig * 0x100000001B3ull + c.index;
    g.play(c);
  }
  if (g.phase() == Phase::MoonChoice) g.chooseMoon(MoonChoice::AddToOthers);
  for (int s = 0; s < 4; ++s)
    sig = mix64(sig ^ static_cast<std::uint64_t>(g.score(s) + 64 * s));
  return sig;
}

// main calls playHand through this pointer, so that no compiler (nor Binaryen, which
// inlines after LLVM) can fold the hand into main's loop. WebAssembly engines optimise a
// function for the calls after it has proved hot and cannot swap the code of a call already
// running (V8 has no on-stack replacement for WebAssembly): inside main, every hand would run
// in the baseline compiler's code, at about 60% of the optimised speed.
using PlayHandFn = std::uint64_t (*)(const Rules&, std::uint64_t, Rng&, bool);
PlayHandFn volatile playHandFn = playHand;

void usage() {
  std::puts(
      "usage: hearts-bench [--hands N] [--seed S] [--preset NAME] [--passing]\n"
      "Plays N random hands (default 1000000): the deal and 52 random legal plays, with\n"
      "--passing a random pass first. Prints hands per second and the\n"
      "signature, a checksum of every play and score that must match on every platform.");
}

}  // namespace

int main(int argc, char** argv) {
  long long hands = 1000000;
  std::uint64_t seed = 1;
  std::string preset = "standard";
  bool passing = false;
  for (int i = 1; i < argc; ++i) {
    const bool hasValue = i + 1 < argc;
    if (!std::strcmp(argv[i], "--hands") && hasValue) {
      hands = std::atoll(argv[++i]);
    } else if (!std::strcmp(argv[i], "--seed") && hasValue) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (!std::strcmp(argv[i], "--preset") && hasValue) {
      preset = argv[++i];
    } else if (!std::strcmp(argv[i], "--passing")) {
      passing = true;
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      usage();
      return 0;
    } else {
      std::fprintf(stderr, "hearts-bench: unknown argument '%s'\n", argv[i]);
      usage();
      return 2;
    }
  }
  const auto rules = presetRules(preset);
  if (!rules || hands <= 0) {
    std::fprintf(stderr, "hearts-bench: unknown preset '%s' or bad hand count\n", preset.c_str());
    return 2;
  }
  Rng rng(seed);
  std::uint64_t signature = 0;
  const auto start = std::chrono::steady_clock::now();
  for (long long i = 0; i < hands; ++i) {
    const std::uint64_t handSeed = mix64(seed + static_cast<std::uint64_t>(i));
    signature = mix64(signature ^ playHandFn(*rules, handSeed, rng, passing));
  }
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("hands: %lld\n", hands);
  std::printf("seconds: %.3f\n", secs);
  std::printf("hands_per_second: %.0f\n", static_cast<double>(hands) / secs);
  std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature));
  return 0;
}
