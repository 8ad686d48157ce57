// What survives a restart: the game in progress (a game record, saved after every action)
// and the player's settings. A saved game that cannot be read is never thrown away: its text
// is kept under another key and the player is told where.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "app/storage.h"
#include "core/match.h"
#include "records/record.h"
#include "ui/settings.h"

namespace hearts::app {

inline constexpr const char* kGameKey = "game";
inline constexpr const char* kSettingsKey = "settings";

inline constexpr const char* kStatisticsKey = "stats";


std::string settingsToJson(const ui::UiSettings& s);
// Unknown or missing values keep `defaults`' (settings are a convenience, never an error).
// `unreadable`, when given, is set to whether the text was no settings object at all (then
// every setting is the default; a field that cannot be used alone keeps its default quietly).
ui::UiSettings settingsFromJson(std::string_view text, const ui::UiSettings& defaults, bool* unreadable = nullptr);

struct RestoredGame {
  std::optional<Match> match;  // the saved game, when there was one and it was valid
  std::optional<Match> expertInChair;  // the expert's game on its deals, as far as it was kept
  std::optional<DailyTag> daily;       // the daily deal it is
  std::string message;         // set when a saved game could not be restored
  // False when a corrupt save could not be kept aside: then it must not be overwritten.
  bool maySave = true;
};

// Where to keep `text` that cannot be read, so nothing is lost: `base`, else `base-2`,
// `base-3`, ... the first that is free or already holds the same text; "" when the first
// hundred are taken.
std::string keyAside(Storage& storage, const std::string& base, const std::string& text);

// The saved game's level is not restored: the saved settings hold the level the player chose
// last, which a change during the game saves before the game's next action does.
RestoredGame restoreGame(Storage& storage);
// Keeps the game's record (session::GameSession::record()).
bool saveGame(Storage& storage, const std::string& record);

// The saved game as this window last read or saved it. A save replaces only that: what
// another window saved since is never overwritten by this window's older game (the save is
// refused, and the window restores the newer one instead).
class GameSlot {
 public:
  explicit GameSlot(Storage& storage) : storage_(storage) {}
  // restoreGame, the text read remembered.
  RestoredGame restore();
  enum class Saved : std::uint8_t { Yes, Failed, Newer };
  // Yes, or Failed when the storage refused it, or Newer (nothing written) when another
  // window saved the game since this one last read or saved it.
  Saved save(const std::string& record);

 private:
  Storage& storage_;
  std::optional<std::string> seen_;
};

}  // namespace hearts::app
