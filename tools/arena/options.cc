#include "arena/options.h"

#include <charconv>
#include <cmath>
#include <optional>
#include <span>

#include "ai/levels.h"
#include "arena/levels.h"
#include "arena/sparring.h"
#include "records/record.h"

namespace hearts::arena {

namespace {

template <typename T>
std::optional<T> parseNumber(const std::string& text) {
  T v{};
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || p != end) return std::nullopt;
  return v;
}

std::string knownLevels(std::span<const ai::BotLevel> levels) {
  std::string out;
  for (ai::BotLevel level : levels) {
    if (!out.empty()) out += ", ";
    out += ai::levelName(level);
  }
  return out;
}

std::string knownLevels(std::span<const std::string_view> levels) {
  std::string out;
  for (std::string_view level : levels) {
    if (!out.empty()) out += ", ";
    out += level;
  }
  return out;
}

std::string presetNames() {
  std::string out;
  for (const Preset& p : presets()) {
    if (!out.empty()) out += ", ";
    out += p.name;
  }
  return out;
}

}  // namespace

std::string usageText() {
  return "usage: hearts-arena [options] SEAT0 SEAT1 SEAT2 SEAT3\n"
         "\n"
         "Plays seeded Hearts deals between four players and reports how each did.\n"
         "A seat is a built-in level (" + knownLevels(ai::botLevels()) + "; for the arena only: " +
         std::string(kShooter) + ", " + knownLevels(sparringLevels()) + "),\n"
         "a search level with values changed (expert:moon_defence=0,iterations=30000; see\n"
         "docs/ARENA.md), or ext:COMMAND, a program run with /bin/sh -c that speaks the bot protocol\n"
         "(JSON Lines on its standard input and output; see docs/ARENA.md).\n"
         "\n"
         "What to play:\n"
         "  --hands N        N deals, each hand scored on its own (default 100). Hands are\n"
         "                   played in blocks of four, the opening hands of a fresh game, so\n"
         "                   the pass direction cycles left, right, across, none.\n"
         "  --games N        N whole games instead (reports games won as well)\n"
         "  --seed S         seed of the deals and of the bots (default 1)\n"
         "  --duplicate      play every deal four times, the players moved one seat on\n"
         "                   each time, so every player holds every hand: cancels the\n"
         "                   luck of the deal. N deals become 4N hands.\n"
         "  --preset NAME    rules preset (default standard): " + presetNames() + "\n"
         "  --rules JSON     rule options over the preset, as in the protocol's hello,\n"
         "                   e.g. '{\"moon\":\"shooter_chooses\",\"target_score\":50}'\n"
         "Budgets and limits:\n"
         "  --move-ms MS     thinking time per move for built-in bots; an external bot is\n"
         "                   late after MS plus the grace\n"
         "  --iterations N   iteration (playout) budget per move for built-in bots\n"
         "  --grace-ms MS    grace for external bots on top of --move-ms (default 200)\n"
         "  --ext-ms MS      an external bot's limit per move without --move-ms (default 5000)\n"
         "  --hello-ms MS    an external bot's limit for its first answer (default 10000)\n"
         "  --fallback LEVEL who plays for an external bot after its first fault (late,\n"
         "                   crashed, exited early, garbled, illegal card, wrong pass\n"
         "                   count); default " + defaultFallbackLevel() + "\n"
         "Running and output:\n"
         "  --threads N      play matches on N threads; results are the same as on one\n"
         "                   when the budgets are iterations (not time)\n"
         "  --json FILE      write the report as JSON too (\"-\": to standard output,\n"
         "                   instead of the table)\n"
         "  --records DIR    save every match as a game record in DIR (made if missing)\n"
         "  --page-seeds     play the games the game itself deals: game u is the one dealt\n"
         "                   from S + u, each decision's bot seeded as the game's table seeds\n"
         "                   it; with expert in seat 0 and the table's level in the others,\n"
         "                   the expert in the player's chair of that game\n"
         "  --watch-moons L  the built-in players of the list L (e.g. 0,2,3; 0 is the\n"
         "                   first seat given) watch the others over every hand and\n"
         "                   defend from the first card against one that often tries for\n"
         "                   the moon (src/ai/moon_watch.h); results then depend on the\n"
         "                   order of each thread's matches, so use one thread\n"
         "  --quiet          no table and no progress line (faults are still reported)\n"
         "  -h, --help       this text\n"
         "\n"
         "The report gives each player's points per hand with a 95% confidence interval\n"
         "(Student's t: mean +- t * sd / sqrt(n)) and its difference to the mean of the\n"
         "other three players with the same kind of interval, computed per sample so the\n"
         "deal's luck largely cancels. Without --duplicate a sample is one hand; with\n"
         "--duplicate it is one deal (--hands) or one game seed (--games) averaged over\n"
         "its four rotations, which is what removes the luck of the cards. An interval\n"
         "for the difference that does not contain 0 means the player did better (below\n"
         "0) or worse (above 0) than the others.\n";
}

CommandLine parseCommandLine(const std::vector<std::string>& args) {
  CommandLine cl;
  ArenaConfig& c = cl.config;
  c.fallback = defaultFallbackLevel();
  std::vector<std::string> seats;
  std::string presetName = "standard";
  std::string rulesJson;
  bool handsGiven = false;
  bool gamesGiven = false;
  auto fail = [&](std::string message) {
    if (cl.error.empty()) cl.error = std::move(message);
  };

  for (std::size_t i = 0; i < args.size() && cl.error.empty(); ++i) {
    std::string arg = args[i];
    std::string value;
    bool hasValue = false;
    if (arg.rfind("--", 0) == 0) {
      if (const auto eq = arg.find('='); eq != std::string::npos) {
        value = arg.substr(eq + 1);
        arg = arg.substr(0, eq);
        hasValue = true;
      }
    }
    auto takeValue = [&]() -> bool {
      if (hasValue) return true;
      if (i + 1 >= args.size()) {
        fail(arg + " needs a value");
        return false;
      }
      value = args[++i];
      return true;
    };
    auto positiveInt = [&](int& out) {
      if (!takeValue()) return;
      auto v = parseNumber<int>(value);
      if (!v || *v < 1) return fail(arg + " needs a whole number of at least 1, not \"" + value + "\"");
      out = *v;
    };
    auto millis = [&](double& out, bool allowZero) {
      if (!takeValue()) return;
      auto v = parseNumber<double>(value);
      if (!v || !std::isfinite(*v) || *v < 0 || (!allowZero && *v == 0) || *v > 3.6e6)
        return fail(arg + " needs milliseconds (a number" + (allowZero ? "" : " above 0") +
                    "), not \"" + value + "\"");
      out = *v;
    };

    if (arg == "-h" || arg == "--help") {
      cl.help = true;
    } else if (arg == "--hands") {
      positiveInt(c.count);
      handsGiven = true;
    } else if (arg == "--games") {
      positiveInt(c.count);
      gamesGiven = true;
      c.gamesMode = true;
    } else if (arg == "--seed") {
      if (!takeValue()) break;
      auto v = parseNumber<std::uint64_t>(value);
      if (!v) fail("--seed needs a whole number from 0 to 2^64-1, not \"" + value + "\"");
      else c.seed = *v;
    } else if (arg == "--duplicate") {
      c.duplicate = true;
    } else if (arg == "--preset") {
      if (takeValue()) presetName = value;
    } else if (arg == "--rules") {
      if (takeValue()) rulesJson = value;
    } else if (arg == "--move-ms") {
      millis(c.moveMs, false);
    } else if (arg == "--iterations") {
      if (!takeValue()) break;
      auto v = parseNumber<std::int64_t>(value);
      if (!v || *v < 1) fail("--iterations needs a whole number of at least 1, not \"" + value + "\"");
      else c.iterations = *v;
    } else if (arg == "--grace-ms") {
      millis(c.graceMs, true);
    } else if (arg == "--ext-ms") {
      millis(c.externalMoveMs, false);
    } else if (arg == "--hello-ms") {
      millis(c.helloMs, false);
    } else if (arg == "--fallback") {
      if (!takeValue()) break;
      if (!ai::isBotLevel(value)) fail("--fallback needs a built-in level (" + knownLevels(ai::botLevels()) + "), not \"" + value + "\"");
      else c.fallback = value;
    } else if (arg == "--threads") {
      positiveInt(c.threads);
    } else if (arg == "--json") {
      if (takeValue()) cl.jsonFile = value;
    } else if (arg == "--records") {
      if (takeValue()) c.recordsDir = value;
    } else if (arg == "--watch-moons") {
      if (!takeValue()) break;
      // Digits from 0 to 3 separated by commas: "0", "0,2,3".
      bool ok = value.size() % 2 == 1;
      c.watchMoons = 0;
      for (std::size_t k = 0; ok && k < value.size(); ++k) {
        const char ch = value[k];
        ok = k % 2 == 0 ? ch >= '0' && ch <= '3' : ch == ',';
        if (ok && k % 2 == 0) c.watchMoons |= 1u << (ch - '0');
      }
      if (!ok) fail("--watch-moons needs players 0 to 3 separated by commas, not \"" + value + "\"");
    } else if (arg == "--page-seeds") {
      c.pageSeeds = true;
    } else if (arg == "--quiet") {
      cl.quiet = true;
    } else if (arg.size() > 1 && arg[0] == '-' && arg.rfind("ext:", 0) != 0) {
      fail("unknown option " + arg);
    } else {
      seats.push_back(args[i]);
    }
  }
  if (cl.help || !cl.error.empty()) return cl;
  if (handsGiven && gamesGiven) return fail("--hands and --games exclude each other"), cl;
  if (seats.size() != 4)
    return fail("four seats are needed (a level or ext:COMMAND each), not " +
                std::to_string(seats.size())),
           cl;
  for (std::size_t s = 0; s < 4; ++s) {
    std::string error;
    auto spec = parsePlayerSpec(seats[s], &error);
    if (!spec) return fail("seat " + std::to_string(s) + ": " + error), cl;
    c.players[s] = *spec;
  }
  auto rules = presetRules(presetName);
  if (!rules) return fail("unknown preset \"" + presetName + "\"; the presets are " + presetNames()), cl;
  c.rules = *rules;
  c.rulesName = presetName;
  if (!rulesJson.empty()) {
    std::string error;
    auto custom = rulesFromJson(rulesJson, c.rules, &error);
    if (!custom) return fail("--rules: " + error), cl;
    c.rules = *custom;
    const Preset* same = findPreset(c.rules);
    c.rulesName = same ? same->name : presetName + " with " + rulesJson;
  }
  return cl;
}

}  // namespace hearts::arena
