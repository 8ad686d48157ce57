#include "app/options.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "session/bot_runner.h"
#include "core/rules.h"
#include "records/record.h"
#include "words/words.h"

namespace hearts::app {

namespace {

using words::tr;

bool parseUint(std::string_view text, std::uint64_t& out) {
  if (text.empty()) return false;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

bool allDigits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Why a seed that parseUint refused cannot be used, in the player's words.
Sentence seedProblem(const std::string& value) {
  if (value.size() > 1 && value[0] == '-' && allDigits(std::string_view(value).substr(1)))
    return [value] {
      return tr("Seed \"{seed}\" is negative: seeds go from 0 to {largest}, so it was not used",
                {{"seed", value}, {"largest", std::to_string(UINT64_MAX)}});
    };
  if (allDigits(value))
    return [value] {
      return tr("Seed \"{seed}\" is too large: the largest is {largest}, so it was not used",
                {{"seed", value}, {"largest", std::to_string(UINT64_MAX)}});
    };
  return [value] { return tr("Seed \"{seed}\" is not a whole number, so it was not used", {{"seed", value}}); };
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

// The codes --lang and ?lang= take: "en, de, fr, ...".
std::string languageCodes() {
  std::string out;
  for (const words::Language l : words::kPlayerLanguages) {
    if (!out.empty()) out += ", ";
    out += words::languageCode(l);
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
      o.messages.push_back([value] {
        return tr("Unknown rules \"{name}\" (known: {names}), so they were not used",
                  {{"name", value}, {"names", presetNames()}});
      });
    }
  } else if (key == "rules") {
    std::string error;
    if (auto r = rulesFromJson(value, presets().front().rules, &error)) {
      o.rules = *r;
      o.newGame = true;
    } else {
      // TRANSLATORS: {reason} says what is wrong with them, in English.
      o.messages.push_back([error] { return tr("The rules in the link cannot be used ({reason})", {{"reason", error}}); });
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
      // TRANSLATORS: the date as the link or the command line gives it (year-month-day).
      o.messages.push_back([value] {
        return tr("\"{value}\" is not a date like 2026-11-28, so no daily deal was dealt", {{"value", value}});
      });
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
    else
      o.messages.push_back([value] {
        return tr("Unknown bot level \"{value}\"; using {level}",
                  {{"value", value}, {"level", std::string(levelName(defaultLevel()))}});
      });
  } else if (key == "fast") {
    const auto b = parseBool(value);
    if (b) o.fast = *b;
    else o.messages.push_back([value] { return tr("fast={value} is neither 1 nor 0; animations stay normal", {{"value", value}}); });
  } else if (key == "speed") {
    if (const auto sp = ui::parseSpeed(value)) o.speed = *sp;
    else
      o.messages.push_back([value] {
        return tr("Unknown pace \"{value}\" (known: {paces})",
                  {{"value", value}, {"paces", "relaxed, normal, quick, fast, none"}});
      });
  } else if (key == "autoplay") {
    const auto b = parseBool(value);
    if (b) o.autoplay = *b;
    else o.messages.push_back([value] { return tr("autoplay={value} is neither 1 nor 0", {{"value", value}}); });
  } else if (key == "lang") {
    if (const auto l = words::parseLanguage(value)) o.language = *l;
    else
      // TRANSLATORS: {codes} lists the languages' codes: "en, de, fr, ...".
      o.messages.push_back([value] {
        return tr("The game does not speak \"{value}\", so its language stays as it was (it speaks {codes})",
                  {{"value", value}, {"codes", languageCodes()}});
      });
  } else {
    return false;
  }
  return true;
}

Sentence needsFile(const char* option) {
  return [option] { return tr("{option} needs a file name", {{"option", option}}); };
}

// The command line's own options: frames and screenshots, the window, files and folders.
bool nativeOption(Options& o, const std::string& key, const std::string& value) {
  if (key == "frames") {
    if (!parseInt(value, 1, 1000000, o.frames))
      o.messages.push_back([value] {
        return tr("{option} needs a positive number, not \"{value}\"", {{"option", "--frames"}, {"value", value}});
      });
  } else if (key == "screenshot") {
    if (value.empty()) o.messages.push_back(needsFile("--screenshot"));
    else o.screenshot = value;
  } else if (key == "size") {
    const auto x = value.find('x');
    int w = 0, h = 0;
    if (x != std::string::npos && parseInt(std::string_view(value).substr(0, x), 1, 16384, w) &&
        parseInt(std::string_view(value).substr(x + 1), 1, 16384, h)) {
      o.width = w;
      o.height = h;
    } else {
      // TRANSLATORS: WIDTHxHEIGHT is the form of the value: the width, an x, the height.
      o.messages.push_back([value] {
        return tr("{option} needs WIDTHxHEIGHT, e.g. 1280x720, not \"{value}\"", {{"option", "--size"}, {"value", value}});
      });
    }
  } else if (key == "data") {
    o.dataDir = value;
  } else if (key == "assets") {
    o.assetDir = value;
  } else if (key == "state-file") {
    if (value.empty()) o.messages.push_back(needsFile("--state-file"));
    else o.stateFile = value;
  } else if (key == "load") {
    if (value.empty()) o.messages.push_back(needsFile("--load"));
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
    if (native && !nativeOption(o, key, value))
      o.messages.push_back([option = "--" + key] {
        return tr("Unknown option {option} (see {help})", {{"option", option}, {"help", "--help"}});
      });
    // On the web other parameters belong to the page (or to whoever linked to it).
  }
  if (!o.screenshot.empty() && o.frames == 0) o.frames = 60;
  return o;
}

namespace {

// A line of --help: the option as it is typed, then what it does (a description over more
// lines than one goes on under the first).
std::string helpLine(std::string_view option, const std::string& description) {
  constexpr std::size_t kColumn = 17;
  std::string out = "  " + std::string(option);
  out.append(out.size() < 2 + kColumn ? 2 + kColumn - out.size() : 1, ' ');
  for (const char c : description) {
    out += c;
    if (c == '\n') out.append(2 + kColumn, ' ');
  }
  return out + "\n";
}

}  // namespace

std::string usage() {
  // TRANSLATORS: the first line of `hearts --help`; {command} is the program's name.
  std::string out = tr("Usage: {command} [options]", {{"command", "hearts"}}) + "\n";
  out += helpLine("--seed N", tr("deal a new game from this seed (otherwise the saved game goes on)"));
  out += helpLine("--preset NAME", tr("rules: {names}", {{"names", presetNames()}}));
  // TRANSLATORS: --help; a line break in the text goes on under the first line.
  out += helpLine("--level NAME", tr("bots: random, easy, medium, hard, expert (what is built in), or\n"
                                     "one for each seat from your left: random/expert/expert"));
  out += helpLine("--daily [DATE]", tr("the daily deal of today (UTC), or of DATE (2026-11-28)"));
  out += helpLine("--fast", tr("short animation delays"));
  out += helpLine("--speed NAME", tr("the table's pace: {paces}", {{"paces", "relaxed, normal, quick, fast, none"}}));
  out += helpLine("--lang CODE", tr("the game's language: {codes} (otherwise the system's)", {{"codes", languageCodes()}}));
  out += helpLine("--autoplay", tr("a bot plays your seat too"));
  out += helpLine("--size WxH", tr("window size in points"));
  out += helpLine("--frames N", tr("draw N frames, then exit"));
  out += helpLine("--screenshot F", tr("with --frames: save the last frame as PNG file F"));
  out += helpLine("--data DIR", tr("keep the saved game in DIR"));
  out += helpLine("--assets DIR", tr("card art, fonts and languages from DIR"));
  out += helpLine("--load FILE", tr("open a saved game (a record file)"));
  out += helpLine("--state-file F", tr("write the screen's state (JSON, for tests) to F after each frame"));
  out += helpLine("--version", tr("print the version and exit"));
  out += helpLine("--help", tr("print this and exit"));
  return out;
}

}  // namespace hearts::app
