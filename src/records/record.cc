#include "records/record.h"

#include <optional>

#include <nlohmann/json.hpp>

#include "core/history.h"
#include "hearts_version.h"

namespace hearts {

using nlohmann::json;

namespace {

constexpr const char* kFormat = "hearts-record";
constexpr int kVersion = 1;
constexpr std::size_t kMaxLevelName = 64;

json rulesJson(const Rules& r) {
  return json{{"pass_count", r.passCount},
              {"qs_breaks_hearts", r.qsBreaksHearts},
              {"points_on_first_trick", r.pointsOnFirstTrick},
              {"moon", moonRuleName(r.moon)},
              {"moon_subtract_above", r.moonSubtractAbove},
              {"jack_of_diamonds", r.jackOfDiamonds},
              {"target_score", r.targetScore},
              {"max_hands", r.maxHands},
              {"tie", tieRuleName(r.tie)}};
}

// Reads the rules object; returns an error naming the key, or empty.
std::string readRules(const json& j, Rules& r) {
  if (!j.is_object()) return "\"rules\" must be an object";
  auto intKey = [&](const char* key, int& out) -> std::string {
    auto it = j.find(key);
    if (it == j.end()) return {};
    if (!it->is_number_integer()) return std::string("rules.") + key + " must be an integer";
    const auto v = it->get<long long>();
    if (v < -1000000 || v > 1000000) return std::string("rules.") + key + " is out of range";
    out = static_cast<int>(v);
    return {};
  };
  auto boolKey = [&](const char* key, bool& out) -> std::string {
    auto it = j.find(key);
    if (it == j.end()) return {};
    if (!it->is_boolean()) return std::string("rules.") + key + " must be true or false";
    out = it->get<bool>();
    return {};
  };
  std::string e;
  if (!(e = intKey("pass_count", r.passCount)).empty()) return e;
  if (!(e = boolKey("qs_breaks_hearts", r.qsBreaksHearts)).empty()) return e;
  if (!(e = boolKey("points_on_first_trick", r.pointsOnFirstTrick)).empty()) return e;
  if (!(e = intKey("moon_subtract_above", r.moonSubtractAbove)).empty()) return e;
  if (!(e = intKey("jack_of_diamonds", r.jackOfDiamonds)).empty()) return e;
  if (!(e = intKey("target_score", r.targetScore)).empty()) return e;
  if (!(e = intKey("max_hands", r.maxHands)).empty()) return e;
  if (auto it = j.find("moon"); it != j.end()) {
    auto m = it->is_string() ? parseMoonRule(it->get<std::string>()) : std::nullopt;
    if (!m) return "rules.moon must be one of add_to_others, subtract_from_self, "
                   "shooter_chooses, protective";
    r.moon = *m;
  }
  if (auto it = j.find("tie"); it != j.end()) {
    auto t = it->is_string() ? parseTieRule(it->get<std::string>()) : std::nullopt;
    if (!t) return "rules.tie must be shared_win or play_on";
    r.tie = *t;
  }
  e = validateRules(r);
  return e.empty() ? e : "rules: " + e;
}

std::string readAssists(const json& j, Assists& a) {
  if (!j.is_object()) return "\"assists\" must be an object";
  // "tracker" came later: a record without it loads with none.
  for (auto [key, field] : {std::pair{"hints", &a.hints}, std::pair{"undos", &a.undos},
                            std::pair{"tracker", &a.tracker}}) {
    auto it = j.find(key);
    if (it == j.end()) continue;
    if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 1000000)
      return std::string("assists.") + key + " must be a whole number from 0";
    *field = static_cast<int>(it->get<long long>());
  }
  return {};
}

std::string actionJsonError(std::size_t i, const std::string& what) {
  return "actions[" + std::to_string(i) + "]: " + what;
}

json actionsJson(const std::vector<Action>& list) {
  json actions = json::array();
  for (const Action& a : list) {
    switch (a.kind) {
      case Action::Kind::Pass: actions.push_back({{"pass", {a.seat, cardSetNames(a.cards)}}}); break;
      case Action::Kind::Play: actions.push_back({{"play", {a.seat, cardName(a.card)}}}); break;
      case Action::Kind::Moon: actions.push_back({{"moon", {a.seat, moonChoiceName(a.moon)}}}); break;
    }
  }
  return actions;
}

// What the record is: an object of this format and version.
std::string readHeader(const json& j) {
  if (!j.is_object()) return "a record must be a JSON object";
  auto format = j.find("format");
  if (format == j.end() || *format != kFormat) return "\"format\" must be \"hearts-record\"";
  auto version = j.find("version");
  if (version == j.end() || !version->is_number_integer() || *version != kVersion)
    return "\"version\" must be 1 (records of other versions are not readable here)";
  return {};
}

// Records know nothing of the bots: any short name loads, and whoever reads it decides
// whether the bots can play at it.
std::string readLevel(const json& j, std::string& level) {
  const bool name = j.is_string() && !j.get<std::string>().empty() &&
                    j.get<std::string>().size() <= kMaxLevelName;
  if (!name) return "\"level\" must be the name of a bot level";
  level = j.get<std::string>();
  return {};
}

// Each opponent's level where they differ: three names of the levels a player meets, seats
// 1, 2 and 3 (unlike "level", which any program may write, these the game itself writes).
std::string readLevels(const json& j, std::optional<TableLevels>& levels) {
  const char* wrong = "\"levels\" must name the levels of seats 1, 2 and 3";
  if (!j.is_array() || j.size() != 3) return wrong;
  TableLevels read;
  for (int seat = 1; seat <= 3; ++seat) {
    const json& name = j[static_cast<std::size_t>(seat - 1)];
    const auto level = name.is_string() ? parseLevel(name.get<std::string>()) : std::nullopt;
    if (!level) return wrong;
    read.set(seat, *level);
  }
  levels = read;
  return {};
}

// The seed, a decimal string (JSON numbers cannot hold every 64-bit value).
std::string readSeed(json::const_iterator it, json::const_iterator end, std::uint64_t& seed) {
  if (it == end || !it->is_string()) return "\"seed\" must be a string of digits";
  const std::string text = it->get<std::string>();
  const std::string tooLarge = "\"seed\" must be a decimal number below 2^64";
  if (text.empty() || text.size() > 20) return tooLarge;
  seed = 0;
  for (char ch : text) {
    const std::uint64_t d = static_cast<std::uint64_t>(ch - '0');
    if (ch < '0' || ch > '9' || seed > (UINT64_MAX - d) / 10) return tooLarge;
    seed = seed * 10 + d;
  }
  return {};
}

// A daily deal's tag: a real date, and whether the attempt began on it.
std::string readDaily(const json& j, std::optional<DailyTag>& tag) {
  const auto date = j.is_object() ? j.find("date") : j.end();
  const auto onTheDay = j.is_object() ? j.find("on_the_day") : j.end();
  const std::optional<Date> day =
      date != j.end() && date->is_string() ? parseDate(date->get<std::string>()) : std::nullopt;
  if (!day || (onTheDay != j.end() && !onTheDay->is_boolean()))
    return "\"daily\" must be an object with the \"date\" of the deal (YYYY-MM-DD)";
  tag = DailyTag{*day, onTheDay != j.end() && onTheDay->get<bool>()};
  return {};
}

// Applies the actions of `list` (a JSON array) to `match`, moving on to each next hand; an
// error names the action that could not be read or applied.
std::string applyActions(const json& list, Match& match) {
  if (!list.is_array()) return "\"actions\" must be an array";
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& aj = list[i];
    if (!aj.is_object() || aj.size() != 1)
      return actionJsonError(i, "must be an object with one key: pass, play or moon");
    const std::string kind = aj.begin().key();
    const json& v = aj.begin().value();
    if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_string())
      return actionJsonError(i, "must be [seat, \"text\"]");
    const long long seatValue = v[0].get<long long>();
    if (seatValue < 0 || seatValue > 3) return actionJsonError(i, "seat must be 0 to 3");
    const int seat = static_cast<int>(seatValue);
    const std::string arg = v[1].get<std::string>();
    Action a;
    if (kind == "pass") {
      auto cards = parseCardSet(arg);
      if (!cards) return actionJsonError(i, "\"" + arg + "\" is not a list of distinct cards");
      a = Action::makePass(seat, *cards);
    } else if (kind == "play") {
      auto card = parseCard(arg);
      if (!card) return actionJsonError(i, "\"" + arg + "\" is not a card");
      a = Action::makePlay(seat, *card);
    } else if (kind == "moon") {
      if (arg != "add_to_others" && arg != "subtract_from_self")
        return actionJsonError(i, "moon choice must be add_to_others or subtract_from_self");
      a = Action::makeMoon(seat, arg == "add_to_others" ? MoonChoice::AddToOthers
                                                        : MoonChoice::SubtractFromSelf);
    } else {
      return actionJsonError(i, "unknown action \"" + kind + "\"");
    }
    if (match.state().phase() == Phase::GameOver) return actionJsonError(i, "the game is already over");
    const ActionError e = applyInTurn(match, a);
    if (e != ActionError::None) {
      // The reason, a sentence of its own for the player, goes on this one in lower case.
      std::string why = match.state().errorText(e);
      if (!why.empty() && why[0] >= 'A' && why[0] <= 'Z') why[0] = static_cast<char>(why[0] - 'A' + 'a');
      return actionJsonError(i, "seat " + std::to_string(seat) + " " + kind + " " + arg +
                                    " is not allowed: " + why);
    }
  }
  return {};
}

// The expert's game in the player's chair: its actions, on the game's rules and deals.
std::string readExpert(const json& j, const Rules& rules, std::uint64_t seed,
                       std::optional<Match>& expertInChair) {
  const auto list = j.is_object() ? j.find("actions") : j.end();
  if (!j.is_object() || list == j.end())
    return "\"expert_in_chair\" must be an object with the expert's \"actions\"";
  Match expert(rules, seed);
  if (std::string e = applyActions(*list, expert); !e.empty()) return "expert_in_chair." + e;
  expertInChair = std::move(expert);
  return {};
}

}  // namespace

std::string rulesToJson(const Rules& rules) { return rulesJson(rules).dump(); }

std::optional<Rules> rulesFromJson(std::string_view text, const Rules& base, std::string* error) {
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) {
    if (error) *error = "rules are not valid JSON";
    return std::nullopt;
  }
  Rules r = base;
  std::string e = readRules(j, r);
  if (!e.empty()) {
    if (error) *error = e;
    return std::nullopt;
  }
  return r;
}

std::string saveRecord(const Match& match, std::string_view level) {
  RecordNotes notes;
  notes.level = std::string(level);
  return saveRecord(match, notes);
}

std::string saveRecord(const Match& match, const RecordNotes& notes) {
  json j{{"format", kFormat},
         {"version", kVersion},
         {"rules", rulesJson(match.rules())},
         // A string: JSON numbers lose precision past 2^53 in many readers.
         {"seed", std::to_string(match.seed())},
         {"actions", actionsJson(match.actions())},
         // Which program wrote it: for a reader's information only, never checked.
         {"program", std::string("hearts ") + kProgramVersion}};
  // Optional (readers of version 1 that predate them skip them).
  if (match.assists() != Assists{}) {
    j["assists"] = {{"hints", match.assists().hints}, {"undos", match.assists().undos}};
    if (match.assists().tracker > 0) j["assists"]["tracker"] = match.assists().tracker;
  }
  if (!notes.level.empty()) j["level"] = notes.level;
  if (notes.levels) {
    json names = json::array();
    for (const BotLevel l : notes.levels->seats) names.push_back(std::string(levelName(l)));
    j["levels"] = std::move(names);
  }
  if (notes.expertInChair)
    j["expert_in_chair"] = {{"level", "expert"}, {"actions", actionsJson(notes.expertInChair->actions())}};
  if (notes.daily)
    j["daily"] = {{"date", dateText(notes.daily->date)}, {"on_the_day", notes.daily->onTheDay}};
  return j.dump();
}

namespace {

// The record's text as JSON; `error` says why it is none.
std::optional<json> parseRecord(std::string_view text, std::string& error) {
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    error = "not valid JSON at byte " + std::to_string(e.byte) + ": the record is corrupt or truncated";
  } catch (const json::exception& e) {
    // Valid syntax the reader cannot hold, such as a number too large for a double.
    error = std::string("unreadable JSON: ") + e.what();
  }
  return std::nullopt;
}

}  // namespace

LoadedRecord loadRecord(std::string_view text) {
  LoadedRecord out;
  const std::optional<json> parsed = parseRecord(text, out.error);
  if (!parsed) return out;
  const json& j = *parsed;
  if (std::string e = readHeader(j); !e.empty()) {
    out.error = e;
    return out;
  }
  Rules rules;
  auto rulesIt = j.find("rules");
  if (rulesIt == j.end()) {
    out.error = "\"rules\" is missing";
    return out;
  }
  if (std::string e = readRules(*rulesIt, rules); !e.empty()) {
    out.error = e;
    return out;
  }
  std::uint64_t seed = 0;
  if (std::string e = readSeed(j.find("seed"), j.end(), seed); !e.empty()) {
    out.error = e;
    return out;
  }
  auto actionsIt = j.find("actions");
  if (actionsIt == j.end() || !actionsIt->is_array()) {
    out.error = "\"actions\" must be an array";
    return out;
  }

  Match match(rules, seed);
  if (std::string e = applyActions(*actionsIt, match); !e.empty()) {
    out.error = e;
    return out;
  }
  // The optional parts, in order; the first that cannot be read is the error.
  std::string e;
  const auto part = [&](const char* key) {
    const auto it = j.find(key);
    return e.empty() && it != j.end() ? &*it : nullptr;
  };
  if (const json* p = part("assists")) e = readAssists(*p, match.assists());
  if (const json* p = part("level")) e = readLevel(*p, out.level);
  if (const json* p = part("levels")) e = readLevels(*p, out.levels);
  if (const json* p = part("expert_in_chair")) e = readExpert(*p, rules, seed, out.expertInChair);
  if (const json* p = part("daily")) e = readDaily(*p, out.daily);
  if (!e.empty()) {
    out.error = e;
    return out;
  }
  out.match = std::move(match);
  return out;
}

}  // namespace hearts
