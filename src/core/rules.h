// Rule options and the named presets, one per rules text in shared/rules (see
// docs/RULES.md for which text is which preset and every choice made where a text is silent).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace hearts {

enum class MoonRule : unsigned char {
  AddToOthers,       // every other player gets 26
  SubtractFromSelf,  // the shooter loses 26
  ShooterChooses,    // the shooter picks one of the two above
  Protective,        // add to the others unless that hands the game to someone else
};

enum class TieRule : unsigned char {
  SharedWin,  // players tied for the lowest total at the end share the win
  PlayOn,     // a tie for lowest plays more hands until one player is lowest alone
};

struct Rules {
  int passCount = 3;                // cards passed (left, right, across, none, repeating)
  bool qsBreaksHearts = false;      // playing Q♠ lets hearts be led afterwards
  bool pointsOnFirstTrick = false;  // hearts and Q♠ may be discarded on the first trick
  MoonRule moon = MoonRule::AddToOthers;
  // ShooterChooses only: the shooter may subtract only while its total before the hand is
  // above this (text 001: "if his score is above 26"); negative = always.
  int moonSubtractAbove = -1;
  int jackOfDiamonds = 0;  // 0, or -10 for the Omnibus variant
  int targetScore = 100;   // the game ends at the end of a hand where someone has this many
  int maxHands = 0;        // the game also ends after this many hands; 0 = no limit
  TieRule tie = TieRule::SharedWin;

  bool operator==(const Rules&) const = default;
};

struct Preset {
  const char* name;
  const char* description;
  Rules rules;
};

std::span<const Preset> presets();
std::optional<Rules> presetRules(std::string_view name);
// The preset whose rules equal these, if any.
const Preset* findPreset(const Rules& rules);

const char* moonRuleName(MoonRule m);  // "add_to_others", ... (bot-protocol.md)
std::optional<MoonRule> parseMoonRule(std::string_view name);
const char* tieRuleName(TieRule t);    // "shared_win", "play_on"
std::optional<TieRule> parseTieRule(std::string_view name);

// Empty when the options make a playable game, else what is wrong.
std::string validateRules(const Rules& r);

}  // namespace hearts
