#include "session/rule_options.h"

#include <charconv>

#include "session/wording.h"

namespace hearts::session {

namespace {

std::string yesNo(bool b) { return b ? "yes" : "no"; }

bool parseInt(const std::string& s, int& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

}  // namespace

const std::vector<RuleOption>& ruleOptions() {
  static const std::vector<RuleOption> options = {
      {"pass", "Cards passed", {{"0", "None"}, {"2", "2"}, {"3", "3"}, {"4", "4"}}},
      {"qs_breaks", "Q\u2660 breaks hearts", {{"no", "No"}, {"yes", "Yes"}}},
      {"first_trick", "Points on the first trick", {{"no", "Not allowed"}, {"yes", "Allowed"}}},
      {"moon",
       "Shooting the moon",
       {{moonRuleName(MoonRule::AddToOthers), "+26 to others"},
        {moonRuleName(MoonRule::SubtractFromSelf), "\u221226 to shooter"},
        {moonRuleName(MoonRule::ShooterChooses), "Shooter chooses"},
        {moonRuleName(MoonRule::Protective), "Protective"}}},
      {"subtract_above", "Shooter may subtract", {{"-1", "Always"}, {"26", "Above 26"}}},
      {"jack", "J\u2666", {{"0", "No points"}, {"-10", "\u221210 points"}}},
      {"target", "Game ends at", {{"50", "50"}, {"75", "75"}, {"100", "100"}, {"150", "150"}}},
      {"hands", "Hand limit", {{"0", "None"}, {"4", "4"}, {"8", "8"}, {"12", "12"}}},
      {"tie", "A tie for lowest", {{tieRuleName(TieRule::SharedWin), "Shares the win"},
                                   {tieRuleName(TieRule::PlayOn), "Plays on"}}},
  };
  return options;
}

bool ruleOptionApplies(const Rules& rules, const std::string& key) {
  return key != "subtract_above" || rules.moon == MoonRule::ShooterChooses;
}

std::string ruleValue(const Rules& r, const std::string& key) {
  if (key == "pass") return std::to_string(r.passCount);
  if (key == "qs_breaks") return yesNo(r.qsBreaksHearts);
  if (key == "first_trick") return yesNo(r.pointsOnFirstTrick);
  if (key == "moon") return moonRuleName(r.moon);
  if (key == "subtract_above") return std::to_string(r.moonSubtractAbove);
  if (key == "jack") return std::to_string(r.jackOfDiamonds);
  if (key == "target") return std::to_string(r.targetScore);
  if (key == "hands") return std::to_string(r.maxHands);
  if (key == "tie") return tieRuleName(r.tie);
  return {};
}

bool applyRuleChoice(Rules& rules, const std::string& key, const std::string& value) {
  // Only the choices the menu offers.
  bool offered = false;
  for (const RuleOption& o : ruleOptions())
    if (o.key == key)
      for (const RuleChoice& c : o.choices) offered |= c.value == value;
  if (!offered) return false;
  Rules r = rules;
  int n = 0;
  const bool number = parseInt(value, n);
  if (key == "pass" && number) r.passCount = n;
  else if (key == "qs_breaks") r.qsBreaksHearts = value == "yes";
  else if (key == "first_trick") r.pointsOnFirstTrick = value == "yes";
  else if (key == "moon") r.moon = *parseMoonRule(value);
  else if (key == "subtract_above" && number) r.moonSubtractAbove = n;
  else if (key == "jack" && number) r.jackOfDiamonds = n;
  else if (key == "target" && number) r.targetScore = n;
  else if (key == "hands" && number) r.maxHands = n;
  else if (key == "tie") r.tie = *parseTieRule(value);
  else return false;
  if (!validateRules(r).empty()) return false;
  rules = r;
  return true;
}

std::string rulesName(const Rules& rules) {
  const Preset* p = findPreset(rules);
  return p ? prettyName(p->name) : "Custom";
}

}  // namespace hearts::session
