#include "core/rules.h"

#include <array>

namespace hearts {

namespace {

constexpr Rules makeRules(int pass, bool qsBreaks, MoonRule moon, int subtractAbove,
                          int maxHands, TieRule tie, int jack = 0) {
  Rules r;
  r.passCount = pass;
  r.qsBreaksHearts = qsBreaks;
  r.moon = moon;
  r.moonSubtractAbove = subtractAbove;
  r.maxHands = maxHands;
  r.tie = tie;
  r.jackOfDiamonds = jack;
  return r;
}

constexpr std::array kPresets{
    Preset{"classic",
           "Rules text 000: pass 3, Q\u2660 never breaks hearts, moon adds 26 to the others, "
           "a tie for lowest at 100 plays on",
           makeRules(3, false, MoonRule::AddToOthers, -1, 0, TieRule::PlayOn)},
    Preset{"shooter-chooses",
           "Rules text 001: pass 3, the moon shooter chooses +26 to the others or -26 to "
           "self (the latter only above 26 points)",
           makeRules(3, false, MoonRule::ShooterChooses, 26, 0, TieRule::SharedWin)},
    Preset{"protective-moon",
           "Rules text 002 (pagat): pass 3, moon adds 26 to the others unless that hands "
           "the game to someone else, then subtracts 26 from the shooter",
           makeRules(3, false, MoonRule::Protective, -1, 0, TieRule::SharedWin)},
    Preset{"pass-two",
           "Rules text 003: pass 2, moon adds 26 to the others, the game ends at 100 or "
           "after four hands",
           makeRules(2, false, MoonRule::AddToOthers, -1, 4, TieRule::SharedWin)},
    Preset{"standard",
           "Rules text 004: pass 3, moon adds 26 to the others, game to 100",
           makeRules(3, false, MoonRule::AddToOthers, -1, 0, TieRule::SharedWin)},
    Preset{"omnibus",
           "Common variant (not one of the texts): standard rules, J\u2666 counts -10, "
           "Q\u2660 breaks hearts",
           makeRules(3, true, MoonRule::AddToOthers, -1, 0, TieRule::SharedWin, -10)},
};

}  // namespace

std::span<const Preset> presets() { return kPresets; }

std::optional<Rules> presetRules(std::string_view name) {
  for (const auto& p : kPresets)
    if (name == p.name) return p.rules;
  return std::nullopt;
}

const Preset* findPreset(const Rules& rules) {
  for (const auto& p : kPresets)
    if (p.rules == rules) return &p;
  return nullptr;
}

const char* moonRuleName(MoonRule m) {
  switch (m) {
    case MoonRule::AddToOthers: return "add_to_others";
    case MoonRule::SubtractFromSelf: return "subtract_from_self";
    case MoonRule::ShooterChooses: return "shooter_chooses";
    case MoonRule::Protective: return "protective";
  }
  return "?";
}

std::optional<MoonRule> parseMoonRule(std::string_view name) {
  for (auto m : {MoonRule::AddToOthers, MoonRule::SubtractFromSelf, MoonRule::ShooterChooses,
                 MoonRule::Protective})
    if (name == moonRuleName(m)) return m;
  return std::nullopt;
}

const char* tieRuleName(TieRule t) {
  return t == TieRule::PlayOn ? "play_on" : "shared_win";
}

std::optional<TieRule> parseTieRule(std::string_view name) {
  for (auto t : {TieRule::SharedWin, TieRule::PlayOn})
    if (name == tieRuleName(t)) return t;
  return std::nullopt;
}

std::string validateRules(const Rules& r) {
  if (r.passCount < 0 || r.passCount > 4)
    return "pass_count must be between 0 and 4, not " + std::to_string(r.passCount);
  if (r.jackOfDiamonds != 0 && r.jackOfDiamonds != -10)
    return "jack_of_diamonds must be 0 or -10, not " + std::to_string(r.jackOfDiamonds);
  if (r.targetScore < 1 || r.targetScore > 100000)
    return "target_score must be between 1 and 100000, not " + std::to_string(r.targetScore);
  if (r.maxHands < 0 || r.maxHands > 100000)
    return "max_hands must be between 0 and 100000, not " + std::to_string(r.maxHands);
  if (r.moonSubtractAbove < -1 || r.moonSubtractAbove > 100000)
    return "moon_subtract_above must be between -1 and 100000";
  return {};
}

}  // namespace hearts
