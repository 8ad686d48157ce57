#include "session/rule_options.h"

#include <charconv>

#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

namespace {

std::string yesNo(bool b) { return b ? "yes" : "no"; }

bool parseInt(const std::string& s, int& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

}  // namespace

namespace {

using words::tr;
using words::trc;

// The options with their labels in the language in use.
std::vector<RuleOption> optionsNow() {
  return {
      // TRANSLATORS: the custom rules sheet: each option's name, then its choices (short
      // buttons, about 14 characters).
      {"pass", tr("Cards passed"),
       {{"0", trc("no cards passed", "None")}, {"2", "2"}, {"3", "3"}, {"4", "4"}}},
      {"qs_breaks", tr("Q\u2660 breaks hearts"), {{"no", trc("a rule option", "No")}, {"yes", trc("a rule option", "Yes")}}},
      {"first_trick", tr("Points on the first trick"),
       {{"no", trc("points on the first trick", "Not allowed")}, {"yes", trc("points on the first trick", "Allowed")}}},
      {"moon",
       tr("Shooting the moon"),
       {{moonRuleName(MoonRule::AddToOthers), tr("+26 to others")},
        {moonRuleName(MoonRule::SubtractFromSelf), tr("\u221226 to shooter")},
        {moonRuleName(MoonRule::ShooterChooses), trc("the moon rule", "Shooter chooses")},
        {moonRuleName(MoonRule::Protective), trc("the moon rule", "Protective")}}},
      {"subtract_above", tr("Shooter may subtract"),
       {{"-1", trc("the shooter may subtract", "Always")}, {"26", trc("the shooter may subtract", "Above 26")}}},
      {"jack", "J\u2666", {{"0", trc("the J\u2666 counts", "No points")}, {"-10", trc("the J\u2666 counts", "\u221210 points")}}},
      {"target", tr("Game ends at"), {{"50", "50"}, {"75", "75"}, {"100", "100"}, {"150", "150"}}},
      {"hands", tr("Hand limit"), {{"0", trc("no hand limit", "None")}, {"4", "4"}, {"8", "8"}, {"12", "12"}}},
      {"tie", tr("A tie for lowest"), {{tieRuleName(TieRule::SharedWin), tr("Shares the win")},
                                       {tieRuleName(TieRule::PlayOn), tr("Plays on")}}},
  };
}

}  // namespace

const std::vector<RuleOption>& ruleOptions() {
  static std::vector<RuleOption> options = optionsNow();
  // The labels follow the language in use; they change in place, the options and their
  // values never do, so a caller going through them meanwhile goes on safely.
  const std::vector<RuleOption> now = optionsNow();
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (options[i].label != now[i].label) options[i].label = now[i].label;
    for (std::size_t k = 0; k < options[i].choices.size(); ++k)
      if (options[i].choices[k].label != now[i].choices[k].label) options[i].choices[k].label = now[i].choices[k].label;
  }
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
  return presetDisplayName(p ? p->name : "custom");
}

}  // namespace hearts::session
