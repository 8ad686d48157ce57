// Every rule option of the engine can be chosen in the menu, and the choices reach the rules.
#include <doctest/doctest.h>

#include <set>

#include "core/rules.h"
#include "session/rule_options.h"

using namespace hearts;
using namespace hearts::session;

TEST_CASE("every preset is a combination of the choices the menu offers") {
  for (const Preset& p : presets()) {
    for (const RuleOption& o : ruleOptions()) {
      if (!ruleOptionApplies(p.rules, o.key)) continue;
      std::set<std::string> offered;
      for (const RuleChoice& c : o.choices) offered.insert(c.value);
      CAPTURE(p.name);
      CAPTURE(o.key);
      CHECK(offered.count(ruleValue(p.rules, o.key)) == 1);
    }
  }
}

TEST_CASE("each choice sets its option and nothing else, and reads back") {
  for (const RuleOption& o : ruleOptions()) {
    for (const RuleChoice& c : o.choices) {
      Rules r = *presetRules("shooter-chooses");
      const Rules before = r;
      CAPTURE(o.key);
      CAPTURE(c.value);
      REQUIRE(applyRuleChoice(r, o.key, c.value));
      CHECK(ruleValue(r, o.key) == c.value);
      CHECK(validateRules(r).empty());
      for (const RuleOption& other : ruleOptions())
        if (other.key != o.key) CHECK(ruleValue(r, other.key) == ruleValue(before, other.key));
    }
  }
}

TEST_CASE("choices the menu does not offer are refused and change nothing") {
  Rules r = *presetRules("classic");
  const Rules before = r;
  CHECK(!applyRuleChoice(r, "pass", "13"));
  CHECK(!applyRuleChoice(r, "target", "-5"));
  CHECK(!applyRuleChoice(r, "moon", "to_the_stars"));
  CHECK(!applyRuleChoice(r, "colour", "red"));
  CHECK(r == before);
}

TEST_CASE("the menu names the preset that custom choices match, or says they are custom") {
  Rules r = *presetRules("standard");
  CHECK(rulesName(r) == "Standard");
  REQUIRE(applyRuleChoice(r, "tie", "play_on"));
  CHECK(rulesName(r) == "Classic");
  REQUIRE(applyRuleChoice(r, "target", "50"));
  CHECK(rulesName(r) == "Custom");
  // The shooter's limit on subtracting matters only when the shooter chooses.
  CHECK(!ruleOptionApplies(r, "subtract_above"));
  REQUIRE(applyRuleChoice(r, "moon", "shooter_chooses"));
  CHECK(ruleOptionApplies(r, "subtract_above"));
}
