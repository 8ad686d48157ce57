// Launch options: command-line flags natively, URL parameters on the web. Both arrive as
// key/value pairs; parsing never fails: an odd value gets a message and the default.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/level.h"
#include "core/rules.h"
#include "session/daily.h"
#include "ui/settings.h"
#include "words/language.h"

namespace hearts::app {

using Params = std::vector<std::pair<std::string, std::string>>;

// A sentence for the player, put into words when it is shown: the options are read before
// the language is known (the saved settings may choose it).
using Sentence = std::function<std::string()>;

struct Options {
  std::optional<std::uint64_t> seed;  // given: a new game from this seed (no restore)
  bool newGame = false;               // a usable seed, preset or rules: a new game
  std::string preset;                 // empty: the saved or default preset
  std::optional<Rules> rules;         // rules of a shared link that match no preset
  // none: the saved or default levels; "hard", or each seat's ("random/expert/expert")
  std::optional<TableLevels> level;
  bool fast = false;                  // short animation delays (tests)
  std::optional<ui::Speed> speed;     // the table's pace, kept as the player's setting
  std::optional<words::Language> language;  // the language, kept as the player's setting
  bool autoplay = false;              // a bot plays the player's seat too (demos, smoke tests)
  // The daily deal: of this date ("daily=2026-11-28", "--daily 2026-11-28"), or of today
  // (UTC) when no date is given ("daily", "--daily").
  bool daily = false;
  std::optional<Date> dailyDate;
  // Native only.
  int frames = 0;            // > 0: draw this many frames, then exit
  std::string screenshot;    // with frames: save the last frame here (PNG)
  int width = 0, height = 0;  // window size; 0 = default
  std::string dataDir;       // where the saved game lives; empty = the platform's place
  std::string assetDir;      // card art and fonts; empty = next to the program
  std::string load;          // a game record to open
  // The test hook's state (ui/test_hook.h) written here after each frame that changes it:
  // what window.heartsTest is in the page, for tests of the desktop window.
  std::string stateFile;
  bool help = false;
  bool version = false;  // print the version and exit
  std::vector<Sentence> messages;  // what was odd about the input, for the player
  // The page's parameters whose meaning is used up once read (a deal dealt, a setting kept,
  // or either refused with a message): taken out of the address, which then holds only what a
  // reload should repeat (a bot in the player's seat, and what belongs to the page).
  std::vector<std::string> spent;
};

// "--seed 5 --fast" or "--seed=5": flags without a value get "1".
Params paramsFromArgs(int argc, const char* const* argv);
// "?seed=5&preset=classic" (percent-decoded; '+' is a space).
Params paramsFromQuery(std::string_view query);

Options parseOptions(const Params& params, bool native);
// --help's text, in the language in use.
std::string usage();

// The level to use by default: "medium" once it exists, else "random".
BotLevel defaultLevel();
std::string defaultPreset();

}  // namespace hearts::app
