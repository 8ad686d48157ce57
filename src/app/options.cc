#include "app/options.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "session/bot_runner.h"
#include "core/rules.h"
#include "records/record.h"

namespace hearts::app {

namespace {

bool parseUint(std::string_view text, std::uint64_t& out) {
  if (text.empty()) return false;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

bool allDigits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Why a seed that parseUint refused cannot be used, in the player's words.
std::string seedProblem(const std::string& value) {
  const std::string what = "Seed \"" + value + "\" ";
  const std::string notUsed = ", so it was not used";
  const std::string largest = std::to_string(UINT64_MAX);
  if (value.size() > 1 && value[0] == '-' && allDigits(std::string_view(value).substr(1)))
    return what + "is negative: seeds go from 0 to " + largest + notUsed;
  if (allDigits(value)) return what + "is too large: the largest is " + largest + notUsed;
  return what + "is not a whole number" + notUsed;
}

bool parseInt(std::string_view text, int lo, int hi, int& out) {
  int v = 0;
  if (text.empty()) return false;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi) return false;
  out = v;
  return true;
}

std::optional<bool> parseBool(std::string_view v) {
  if (v == "1" || v == "true" || v == "yes" || v == "on" || v.empty()) return true;
  if (v == "0" || v == "false" || v == "no" || v == "off") return false;
  return std::nullopt;
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string percentDecode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && hexValue(s[i + 1]) >= 0 &&
               hexValue(s[i + 2]) >= 0) {
      out += static_cast<char>(hexValue(s[i + 1]) * 16 + hexValue(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string presetNames() {
  std::string out;
  for (const auto& p : presets()) {
    if (!out.empty()) out += ", ";
    out += p.name;
  }
  return out;
}

}  // namespace

BotLevel defaultLevel() { return BotLevel::Medium; }
std::string defaultPreset() { return presets().front().name; }

Params paramsFromArgs(int argc, const char* const* argv) {
  Params out;
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if (a.substr(0, 2) != "--") {
      out.emplace_back(std::string(a), "");  // reported as unknown by parseOptions
      continue;
    }
    a.remove_prefix(2);
    const auto eq = a.find('=');
    if (eq != std::string_view::npos) {
      out.emplace_back(std::string(a.substr(0, eq)), std::string(a.substr(eq + 1)));
    } else if (i + 1 < argc && std::string_view(argv[i + 1]).substr(0, 2) != "--" &&
               a != "fast" && a != "help" && a != "autoplay" &&
               (a != "daily" || parseDate(argv[i + 1]))) {
      out.emplace_back(std::string(a), argv[++i]);
    } else {
      out.emplace_back(std::string(a), "");
    }
  }
  return out;
}

Params paramsFromQuery(std::string_view q) {
  Params out;
  if (!q.empty() && q.front() == '?') q.remove_prefix(1);
  while (!q.empty()) {
    const auto amp = q.find('&');
    const std::string_view part = q.substr(0, amp);
    q = amp == std::string_view::npos ? std::string_view() : q.substr(amp + 1);
    if (part.empty()) continue;
    const auto eq = part.find('=');
    if (eq == std::string_view::npos) {
      out.emplace_back(percentDecode(part), "");
    } else {
      out.emplace_back(percentDecode(part.substr(0, eq)), percentDecode(part.substr(eq + 1)));
    }
  }
  return out;
}

namespace {

// What starts a new game: a seed, rules (a preset or custom), the daily deal. Only what can
// be used starts one: a mistyped link leaves the saved game as it is. False: not such a key.
bool gameOption(Options& o, const std::string& key, const std::string& value) {
  if (key == "seed") {
    std::uint64_t s = 0;
    if (parseUint(value, s)) {
      o.seed = s;
      o.newGame = true;
    } else {
      o.messages.push_back(seedProblem(value));
    }
  } else if (key == "preset") {
    if (presetRules(value)) {
      o.preset = value;
      o.newGame = true;
    } else {
      o.messages.push_back("Unknown rules \"" + value + "\" (known: " + presetNames() +
                           "), so they were not used");
    }
  } else if (key == "rules") {
    std::string error;
    if (auto r = rulesFromJson(value, presets().front().rules, &error)) {
      o.rules = *r;
      o.newGame = true;
    } else {
      o.messages.push_back("The rules in the link cannot be used (" + error + ")");
    }
  } else if (key == "daily") {
    if (value.empty() || value == "1" || value == "today") {
      o.daily = true;
      o.newGame = true;
    } else if (const auto d = parseDate(value)) {
      o.daily = true;
      o.dailyDate = *d;
      o.newGame = true;
    } else {
      o.messages.push_back("\"" + value + "\" is not a date like 2026-11-28, so no daily deal was dealt");
    }
  } else {
    return false;
  }
  return true;
}

// How the game is played: the bots' level, the pace, a bot in the player's seat.
bool playOption(Options& o, const std::string& key, const std::string& value) {
  if (key == "level") {
    if (const auto levels = parseLevelsKey(value)) o.level = *levels;
    else o.messages.push_back("Unknown bot level \"" + value + "\"; using " + std::string(levelName(defaultLevel())));
  } else if (key == "fast") {
    const auto b = parseBool(value);
    if (b) o.fast = *b;
    else o.messages.push_back("fast=" + value + " is neither 1 nor 0; animations stay normal");
  } else if (key == "speed") {
    if (const auto sp = ui::parseSpeed(value)) o.speed = *sp;
    else o.messages.push_back("Unknown pace \"" + value + "\" (known: relaxed, normal, quick, fast, none)");
  } else if (key == "autoplay") {
    const auto b = parseBool(value);
    if (b) o.autoplay = *b;
    else o.messages.push_back("autoplay=" + value + " is neither 1 nor 0");
  } else {
    return false;
  }
  return true;
}

// The command line's own options: frames and screenshots, the window, files and folders.
bool nativeOption(Options& o, const std::string& key, const std::string& value) {
  if (key == "frames") {
    if (!parseInt(value, 1, 1000000, o.frames))
      o.messages.push_back("--frames needs a positive number, not \"" + value + "\"");
  } else if (key == "screenshot") {
    if (value.empty()) o.messages.push_back("--screenshot needs a file name");
    else o.screenshot = value;
  } else if (key == "size") {
    const auto x = value.find('x');
    int w = 0, h = 0;
    if (x != std::string::npos && parseInt(std::string_view(value).substr(0, x), 1, 16384, w) &&
        parseInt(std::string_view(value).substr(x + 1), 1, 16384, h)) {
      o.width = w;
      o.height = h;
    } else {
      o.messages.push_back("--size needs WIDTHxHEIGHT, e.g. 1280x720, not \"" + value + "\"");
    }
  } else if (key == "data") {
    o.dataDir = value;
  } else if (key == "assets") {
    o.assetDir = value;
  } else if (key == "state-file") {
    if (value.empty()) o.messages.push_back("--state-file needs a file name");
    else o.stateFile = value;
  } else if (key == "load") {
    if (value.empty()) o.messages.push_back("--load needs a file name");
    else o.load = value;
  } else if (key == "help") {
    o.help = true;
  } else if (key == "version") {
    o.version = true;
  } else {
    return false;
  }
  return true;
}

}  // namespace

Options parseOptions(const Params& params, bool native) {
  Options o;
  for (const auto& [key, value] : params) {
    if (gameOption(o, key, value) || playOption(o, key, value)) {
      if (key != "autoplay" || !o.autoplay) o.spent.push_back(key);
      continue;
    }
    if (native && !nativeOption(o, key, value)) o.messages.push_back("Unknown option --" + key + " (see --help)");
    // On the web other parameters belong to the page (or to whoever linked to it).
  }
  if (!o.screenshot.empty() && o.frames == 0) o.frames = 60;
  return o;
}

std::string usage() {
  return "Usage: hearts [options]\n"
         "  --seed N         deal a new game from this seed (otherwise the saved game goes on)\n"
         "  --preset NAME    rules: " + presetNames() + "\n"
         "  --level NAME     bots: random, easy, medium, hard, expert (what is built in), or\n"
         "                   one for each seat from your left: random/expert/expert\n"
         "  --daily [DATE]   the daily deal of today (UTC), or of DATE (2026-11-28)\n"
         "  --fast           short animation delays\n"
         "  --speed NAME     the table's pace: relaxed, normal, quick, fast, none\n"
         "  --autoplay       a bot plays your seat too\n"
         "  --size WxH       window size in points\n"
         "  --frames N       draw N frames, then exit\n"
         "  --screenshot F   with --frames: save the last frame as PNG file F\n"
         "  --data DIR       keep the saved game in DIR\n"
         "  --assets DIR     card art and fonts from DIR\n"
         "  --load FILE      open a saved game (a record file)\n"
         "  --state-file F   write the screen's state (JSON, for tests) to F after each frame\n"
         "  --version        print the version and exit\n"
         "  --help           print this and exit\n";
}

}  // namespace hearts::app
