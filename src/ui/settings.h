// The player's settings: the rules and opponents for the next game and how the game looks and
// behaves. The screen asks for a change (SettingChange); the app owns them, applies each change
// (UiSettings::change, then the game follows its choices) and keeps them (app/persistence.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/level.h"
#include "core/rules.h"
#include "session/game_spec.h"
#include "session/player_name.h"
#include "session/pacing.h"
#include "words/language.h"

namespace hearts::ui {

// How fast the table moves: normal, fast, or not at all (cards jump to their places; the
// browser's prefers-reduced-motion asks for this).
// The table's pace, slowest first (session::Pacing); None moves nothing.
enum class Speed : std::uint8_t { Relaxed, Normal, Quick, Fast, None };
inline constexpr Speed kSpeeds[] = {Speed::Relaxed, Speed::Normal, Speed::Quick, Speed::Fast,
                                    Speed::None};
const char* speedName(Speed s);  // "relaxed", "normal", "quick", "fast", "none"
std::optional<Speed> parseSpeed(std::string_view name);
session::Pacing pacingFor(Speed s);

// The on/off settings of how the game behaves (UiSettings).
enum class Toggle : std::uint8_t { AutoPlay, ConfirmCard, FourColour, LargeIndex, ExpertInChair, ShowLevels };
// "auto_play", "confirm_card", "four_colour", "large_index", "expert_in_chair", "show_levels"
const char* toggleName(Toggle t);
struct ToggleChoice {
  Toggle toggle = Toggle::AutoPlay;
  bool on = false;
  bool operator==(const ToggleChoice&) const = default;
};

// How the table looks: the cards' back (the art in assets/) and the felt's colours
// (screen_style.h), as the Options offer them.
enum class CardBack : std::uint8_t { Lattice, Diamonds, Waves, Rosette };
inline constexpr CardBack kCardBacks[] = {CardBack::Lattice, CardBack::Diamonds, CardBack::Waves,
                                          CardBack::Rosette};
const char* cardBackName(CardBack b);  // "lattice", "diamonds", "waves", "rosette"
std::optional<CardBack> parseCardBack(std::string_view name);
enum class Felt : std::uint8_t { Green, Blue, Burgundy, Charcoal, Wood };
inline constexpr Felt kFelts[] = {Felt::Green, Felt::Blue, Felt::Burgundy, Felt::Charcoal, Felt::Wood};
const char* feltName(Felt f);  // "green", "blue", "burgundy", "charcoal", "wood"
std::optional<Felt> parseFelt(std::string_view name);
namespace setting {
struct Back {
  CardBack back;
  bool operator==(const Back&) const = default;
};
struct Table {  // the felt
  Felt felt;
  bool operator==(const Table&) const = default;
};
}  // namespace setting

// One change of the settings the player asks for.
namespace setting {
struct Preset {  // the next game's rules: a preset's
  std::string name;
  bool operator==(const Preset&) const = default;
};
struct CustomRules {  // the next game's rules, which may match a preset
  Rules rules;
  bool operator==(const CustomRules&) const = default;
};
struct Level {  // every bot at one level (a preset of the opponents)
  BotLevel level;
  bool operator==(const Level&) const = default;
};
struct SeatLevel {  // one opponent's level (seat 1 to 3), in the custom table of levels
  int seat = 1;
  BotLevel level = BotLevel::Random;
  bool operator==(const SeatLevel&) const = default;
};
struct LevelTable {  // the custom table of levels opened, each seat's level as it stands
  bool operator==(const LevelTable&) const = default;
};
struct PlayerName {  // the player's name as typed; kept only where it may be (player_name.h)
  std::string name;
  bool operator==(const PlayerName&) const = default;
};
struct Pace {
  Speed speed;
  bool operator==(const Pace&) const = default;
};
struct Undo {
  bool allowed;
  bool operator==(const Undo&) const = default;
};
struct Volume {  // percent; unmutes
  int percent;
  bool operator==(const Volume&) const = default;
};
struct Mute {  // mutes, or brings the sound back
  bool operator==(const Mute&) const = default;
};
struct Language {  // the language the player reads; none: the browser's or the system's
  std::optional<words::Language> language;
  bool operator==(const Language&) const = default;
};
}  // namespace setting
using SettingChange = std::variant<setting::Preset, setting::CustomRules, setting::Level, setting::Pace,
                                   setting::Undo, setting::Volume, setting::Mute, ToggleChoice,
                                   setting::Back, setting::Table, setting::SeatLevel, setting::LevelTable,
                                   setting::PlayerName, setting::Language>;

struct UiSettings {
  std::string preset;  // the next new game's rules: a preset's name, or "custom"
  TableLevels levels;  // the bots, each seat's
  Speed speed = Speed::Normal;
  bool undo = true;         // the player may take plays back
  Rules custom;             // the rules when `preset` is "custom"
  bool autoPlay = false;    // a single legal card is played by itself
  bool confirmCard = false; // a card is played by a second tap (touch screens)
  int volume = 60;          // the sounds' volume, percent (0: no sound)
  bool muted = false;       // M silences the sounds without forgetting the volume
  bool fourColour = false;  // clubs green and diamonds blue (card_style.h)
  bool largeIndex = false;  // the cards' corner rank and suit drawn larger
  // After each hand, the expert's points with the same cards beside the player's
  // (session/expert_chair.h). Always on in a daily deal, whose par it is.
  bool expertInChair = true;
  CardBack back = CardBack::Lattice;  // the cards' back
  Felt felt = Felt::Green;            // the table's colour
  // The opponents and the player by name: the custom table of levels shown (each seat its
  // own level) rather than one level for all; each bot's level shown beside its name; the
  // player's name on the score sheet, the statistics and the share text.
  bool levelTable = false;
  bool showLevels = false;
  std::string playerName{session::kDefaultPlayerName};
  // The language the player chose in the Options (or with --lang, ?lang=); none: the one
  // the browser or the system asks for (app/language_keeper.h).
  std::optional<words::Language> language;

  // The rules a new game gets.
  Rules nextRules() const;
  // Choose a preset, or rules that may match one (then the preset's name is kept).
  void choosePreset(const std::string& name);
  void chooseRules(const Rules& rules);
  // The one place a setting changes.
  void change(const SettingChange& c);
  // No sound is heard: muted, or the volume at 0.
  bool soundOff() const { return muted || volume == 0; }
  // What the settings decide at the table (GameSession::follow).
  session::Choices choices() const;
  bool operator==(const UiSettings&) const = default;

 private:
  bool& on(Toggle t);
};

}  // namespace hearts::ui
