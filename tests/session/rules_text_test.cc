// The rules of each preset in words, as the menu shows them.
#include <doctest/doctest.h>

#include <string>

#include "core/rules.h"
#include "session/rules_text.h"

using namespace hearts;
using namespace hearts::session;

namespace {

std::string all(const Rules& r) {
  std::string s;
  for (const auto& line : describeRules(r)) s += line + "\n";
  return s;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("every preset's rules are described, each in its own words") {
  std::string previous;
  for (const Preset& p : presets()) {
    CAPTURE(p.name);
    const std::string text = all(p.rules);
    CHECK(has(text, "Pass " + std::to_string(p.rules.passCount)));
    CHECK(has(text, "shoot the moon"));
    CHECK(has(text, std::to_string(p.rules.targetScore)));
    CHECK(text != previous);
    previous = text;
  }
}

TEST_CASE("the options that differ between presets show in the words") {
  CHECK(has(all(*presetRules("omnibus")), "J\u2666 counts \u221210"));
  CHECK(has(all(*presetRules("omnibus")), "or the Q\u2660"));
  CHECK(!has(all(*presetRules("classic")), "or the Q\u2660 has"));
  CHECK(has(all(*presetRules("classic")), "tie for lowest plays on"));
  CHECK(has(all(*presetRules("shooter-chooses")), "you choose"));
  CHECK(has(all(*presetRules("shooter-chooses")), "more than 26"));
  CHECK(has(all(*presetRules("protective-moon")), "unless that would hand the game"));
  CHECK(has(all(*presetRules("pass-two")), "after 4 hands"));
  Rules r;
  r.passCount = 0;
  r.pointsOnFirstTrick = true;
  r.moon = MoonRule::SubtractFromSelf;
  CHECK(has(all(r), "No cards are passed"));
  CHECK(has(all(r), "may be played on the first trick"));
  CHECK(has(all(r), "you lose 26"));
}
