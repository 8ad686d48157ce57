// What a seat knows, and the deals sampled from it: never a contradiction, and uniform.
#include <doctest/doctest.h>
#include <cmath>
#include <map>

#include "ai/knowledge.h"
#include "ai/sampler.h"
#include "ai_test_support.h"

namespace hearts {
namespace {

using Hands = std::array<CardSet, 4>;

Hands realHands(const GameState& g) { return {g.hand(0), g.hand(1), g.hand(2), g.hand(3)}; }

// Checked directly against the view rather than through Knowledge::consistent.
void checkAgreesWithView(const GameState& g, int seat, const Hands& hands) {
  const GameState view = g.viewFor(seat);
  CardSet all;
  for (int s = 0; s < 4; ++s) {
    CHECK(hands[s].size() == view.handSize(s));
    CHECK_FALSE(all.intersects(hands[s]));
    all |= hands[s];
    for (Suit suit : kSuits)
      if (view.playState().showedVoid(s, suit)) CHECK_FALSE(hands[s].hasSuit(suit));
  }
  CHECK(hands[seat] == view.hand(seat));
  CHECK(all == CardSet::deck() - view.played());
  if (view.phase() == Phase::Playing && view.passDirection() != PassDirection::None) {
    const int target = passTarget(seat, view.passDirection());
    CHECK(hands[target].containsAll(view.passed(seat) - view.played()));
  }
}

TEST_CASE("what a seat knows is true of the real deal") {
  for (const Preset& preset : presets()) {
    Rules rules = preset.rules;
    for (int variant = 0; variant < 2; ++variant) {
      rules.pointsOnFirstTrick = variant == 1;
      for (std::uint64_t i = 0; i < 60; ++i) {
        const GameState g = aitest::randomSituation(rules, 10 + i, static_cast<int>(i % 56));
        for (int seat = 0; seat < 4; ++seat) {
          const ai::Knowledge k = ai::Knowledge::fromView(g.viewFor(seat), seat);
          INFO(std::string(preset.name), " situation ", i, " seat ", seat);
          CHECK(k.consistent(realHands(g)));
        }
      }
    }
  }
}

TEST_CASE("sampled deals never contradict a void, a passed card or a hand size") {
  for (const Preset& preset : presets()) {
    for (std::uint64_t i = 0; i < 50; ++i) {
      const GameState g = aitest::randomSituation(preset.rules, 300 + i, static_cast<int>(i));
      const int seat = aitest::seatToAct(g);
      const ai::Knowledge k = ai::Knowledge::fromView(g.viewFor(seat), seat);
      ai::DealSampler sampler;
      REQUIRE(sampler.prepare(k));
      Rng rng(i);
      for (int n = 0; n < 40; ++n) {
        Hands hands{};
        sampler.sample(rng, hands);
        CHECK(k.consistent(hands));
        checkAgreesWithView(g, seat, hands);
      }
    }
  }
}

TEST_CASE("a card shown by a revealed void and a passed card land where they must") {
  // Seat 1 shows a club void on the first trick; seat 0 passed QS to seat 1.
  const Rules rules = *presetRules("standard");
  GameState g = aitest::dealt(rules,
                              "2C 3C 4C 5C 6C 7C 8C 9C TC 2D 3D QS 2H",
                              "4D 5D 6D 7D 8D 9D TD JD 3H 4H 5H 6H 7H",
                              "JC QC KC AC QD KD AD 8H 9H TH JH QH KH", 1);
  // Left pass: 0 -> 1, 1 -> 2, 2 -> 3, 3 -> 0.
  g.pass(0, aitest::cards("QS 2H 3D"));
  g.pass(1, aitest::cards("3H 4H 5H"));
  g.pass(2, aitest::cards("QH KH AD"));
  g.pass(3, aitest::cards("2S 3S 4S"));
  aitest::playAll(g, "2C 4D");  // seat 1 has no clubs
  const ai::Knowledge k = ai::Knowledge::fromView(g.viewFor(2), 2);
  ai::DealSampler sampler;
  REQUIRE(sampler.prepare(k));
  Rng rng(1);
  for (int n = 0; n < 200; ++n) {
    Hands hands{};
    sampler.sample(rng, hands);
    CHECK_FALSE(hands[1].hasSuit(Suit::Clubs));
  }
  const ai::Knowledge k0 = ai::Knowledge::fromView(g.viewFor(0), 0);
  ai::DealSampler sampler0;
  REQUIRE(sampler0.prepare(k0));
  for (int n = 0; n < 200; ++n) {
    Hands hands{};
    sampler0.sample(rng, hands);
    CHECK(hands[1].contains(kQueenOfSpades));
    CHECK_FALSE(hands[1].hasSuit(Suit::Clubs));
  }
}

TEST_CASE("the sampler counts the agreeing deals exactly and draws each equally often") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 400 && checked < 4; ++seed) {
    const GameState g = aitest::randomSituation(*presetRules("standard"), seed, 46);
    if (g.phase() != Phase::Playing) continue;
    const int seat = g.firstToAct();
    const ai::Knowledge k = ai::Knowledge::fromView(g.viewFor(seat), seat);
    bool someVoid = false;
    for (int s = 0; s < 4; ++s) someVoid |= s != seat && g.voidSuits(s) != 0;
    CardSet pool = CardSet::deck() - k.played - k.myHand;
    for (int s = 0; s < 4; ++s) pool -= k.known[s];
    const int n = pool.size();
    if (!someVoid || n < 5 || n > 9) continue;
    ++checked;

    // Every way to give the pool's cards to the three other seats.
    int others[3];
    int m = 0;
    for (int s = 0; s < 4; ++s)
      if (s != seat) others[m++] = s;
    Card cardsOf[12];
    int c = 0;
    for (Card card : pool) cardsOf[c++] = card;
    // Keyed by the hands' bits: card sets have no order of their own.
    const auto key = [](const Hands& h) {
      return std::array<std::uint64_t, 4>{h[0].bits(), h[1].bits(), h[2].bits(), h[3].bits()};
    };
    std::map<std::array<std::uint64_t, 4>, int> agreeing;
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 3;
    for (int code = 0; code < total; ++code) {
      Hands hands = k.known;
      hands[seat] = k.myHand;
      int x = code;
      for (int i = 0; i < n; ++i, x /= 3) hands[others[x % 3]].add(cardsOf[i]);
      if (k.consistent(hands)) agreeing[key(hands)] = 0;
    }
    ai::DealSampler sampler;
    REQUIRE(sampler.prepare(k));
    REQUIRE(sampler.dealCount() == agreeing.size());

    const int draws = 40 * static_cast<int>(agreeing.size());
    Rng rng(seed);
    for (int i = 0; i < draws; ++i) {
      Hands hands{};
      sampler.sample(rng, hands);
      auto it = agreeing.find(key(hands));
      REQUIRE(it != agreeing.end());
      ++it->second;
    }
    // Chi-square against the uniform distribution, with a generous margin.
    const double expected = 40.0;
    double chi2 = 0;
    for (const auto& [hands, hits] : agreeing) chi2 += (hits - expected) * (hits - expected) / expected;
    const double df = static_cast<double>(agreeing.size()) - 1;
    CHECK(chi2 < df + 8.0 * std::sqrt(2.0 * df) + 10.0);
  }
  CHECK(checked == 4);
}

}  // namespace
}  // namespace hearts
