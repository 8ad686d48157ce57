// The learned correction of the policy (learned_policy.h): it plays legal cards, it is the
// policy itself when only the policy's feature counts, its weights steer it, and it sees
// only what the seat to move may see.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "ai/interchangeable.h"
#include "ai/learned_policy.h"
#include "ai/policy.h"
#include "ai_test_support.h"
#include "core/play_state.h"
#include "core/rules.h"

namespace hearts {
namespace {

// Positions with a choice from hands of the policy with some noise, under every preset.
template <typename Visit>
void eachPosition(Visit visit) {
  for (const Preset& preset : presets()) {
    const ai::PolicyParams params = ai::PolicyParams::forRules(preset.rules);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const GameState g = GameState::newGame(preset.rules, seed);
      PlayState s = PlayState::start({g.hand(0), g.hand(1), g.hand(2), g.hand(3)}, preset.rules);
      Rng rng(seed * 7919);
      while (!s.over()) {
        if (s.legal().size() > 1) visit(s, params);
        s.play(ai::policyPlay(s, params, rng, 200));
      }
    }
  }
}

ai::LearnedWeights only(int feature, int weight) {
  ai::LearnedWeights w{};
  for (auto& situation : w) situation[static_cast<std::size_t>(feature)] = weight;
  return w;
}

int featureIndex(const char* name) {
  const auto& names = ai::kLearnedFeatureNames;
  const auto it = std::find_if(names.begin(), names.end(),
                               [name](const char* n) { return std::string(n) == name; });
  REQUIRE(it != names.end());
  return static_cast<int>(it - names.begin());
}

TEST_CASE("the learned policy plays a legal card, and the policy's card when only that feature counts") {
  const ai::LearnedWeights policyOnly = only(featureIndex("policy"), 256);
  int positions = 0;
  int differ = 0;
  eachPosition([&](const PlayState& s, const ai::PolicyParams& params) {
    const CardSet legal = s.legal();
    const Card policy = ai::policyChoice(s, legal, params);
    CHECK(ai::learnedChoice(s, legal, policy, params, policyOnly) == policy);
    const Card fitted = ai::learnedChoice(s, legal, policy, params);
    REQUIRE(legal.contains(fitted));
    differ += fitted != policy;
    ++positions;
  });
  CHECK(positions > 1000);
  // The fitted weights are a correction of the policy, not a copy of it.
  CHECK(differ > 0);
}

TEST_CASE("the learned policy follows its weights") {
  const ai::LearnedWeights lowest = only(featureIndex("lowest_option"), 256);
  const ai::LearnedWeights points = only(featureIndex("points"), 256);
  int follows = 0;
  int discardsWithPoints = 0;
  eachPosition([&](const PlayState& s, const ai::PolicyParams& params) {
    const CardSet legal = s.legal();
    const Card policy = ai::policyChoice(s, legal, params);
    const ai::LearnedSituation situation = ai::learnedSituation(s, legal);
    if (situation == ai::kLearnedFollow) {
      // Every legal card is of the suit led: the lowest one's group scores, the rest do
      // not (the policy's own card stands for its group).
      const Card chosen = ai::learnedChoice(s, legal, policy, params, lowest);
      CHECK((chosen == legal.lowest() ||
             ai::interchangeable(chosen, legal.lowest(), s.hands[s.toMove()] | s.played, params.rules)));
      ++follows;
    }
    if (situation == ai::kLearnedDiscard && legal.contains(kQueenOfSpades) &&
        params.rules.jackOfDiamonds == 0) {
      CHECK(ai::learnedChoice(s, legal, policy, params, points) == kQueenOfSpades);
      ++discardsWithPoints;
    }
  });
  CHECK(follows > 100);
  CHECK(discardsWithPoints > 0);
}

TEST_CASE("the learned policy's features see only the mover's hand and the public record") {
  int checked = 0;
  eachPosition([&](const PlayState& s, const ai::PolicyParams& params) {
    // The other hands' cards dealt again among them, each keeping its size: the same
    // features for every candidate.
    const int me = s.toMove();
    std::vector<Card> hidden;
    for (int seat = 0; seat < 4; ++seat)
      if (seat != me)
        for (Card c : s.hands[seat]) hidden.push_back(c);
    std::reverse(hidden.begin(), hidden.end());
    PlayState other = s;
    std::size_t next = 0;
    for (int seat = 0; seat < 4; ++seat) {
      if (seat == me) continue;
      const int size = s.hands[seat].size();
      other.hands[seat] = CardSet();
      for (int i = 0; i < size; ++i) other.hands[seat].add(hidden[next++]);
    }
    const CardSet legal = s.legal();
    REQUIRE(other.legal() == legal);
    for (Card c : ai::learnedCandidates(s, legal, params.rules)) {
      ai::LearnedFeatures a{}, b{};
      ai::learnedFeatures(s, legal, c, false, params, a);
      ai::learnedFeatures(other, legal, c, false, params, b);
      CHECK(a == b);
    }
    ++checked;
  });
  CHECK(checked > 1000);
}

}  // namespace
}  // namespace hearts
