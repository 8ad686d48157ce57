// Every rule option of the engine as a choice the player can make in the menu: the options in
// the order the menu shows them, each with its choices, the choice the rules hold now, and
// what choosing one does to the rules. The menu's custom rules and their tests use this list;
// the presets are the same options already chosen (core/rules.h).
#pragma once

#include <string>
#include <vector>

#include "core/rules.h"

namespace hearts::session {

struct RuleChoice {
  std::string value;  // as the test hook and the saved settings name it: "2", "yes", "play_on"
  std::string label;  // as the menu shows it
};

struct RuleOption {
  std::string key;    // "pass", "qs_breaks", "first_trick", "moon", "subtract_above",
                      // "jack", "target", "hands", "tie"
  std::string label;  // "Cards passed"
  std::vector<RuleChoice> choices;
};

const std::vector<RuleOption>& ruleOptions();
// Whether the option means anything under these rules (the shooter's limit on subtracting
// only when the shooter chooses).
bool ruleOptionApplies(const Rules& rules, const std::string& key);
// The value of option `key` in `rules` (empty for an unknown key).
std::string ruleValue(const Rules& rules, const std::string& key);
// Sets option `key` to `value`; false (rules unchanged) for an unknown key or value.
bool applyRuleChoice(Rules& rules, const std::string& key, const std::string& value);
// "Classic" when the rules are a preset's, else "Custom".
std::string rulesName(const Rules& rules);

}  // namespace hearts::session
