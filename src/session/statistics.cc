#include "session/statistics.h"

#include <algorithm>
#include <optional>

#include <nlohmann/json.hpp>

#include "ai/moon_watch.h"
#include "core/history.h"
#include "session/seats.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::session {

namespace {

MoonHabit habitOf(const ai::MoonWatch& watch) {
  return {watch.hands, watch.tries, watch.likelyShooter()};
}

}  // namespace

using nlohmann::json;

GameSummary summarize(const Match& match, const std::string& level, const Match* expert) {
  GameSummary g;
  g.level = level;
  g.preset = presetOf(match.rules());
  const GameState& end = match.state();
  g.won = end.phase() == Phase::GameOver && (end.winners() & 1u);
  g.finalScore = end.score(kPlayerSeat);
  g.hands = static_cast<int>(match.hands().size());
  g.hints = match.assists().hints;
  g.undos = match.assists().undos;
  g.tracker = match.assists().tracker;
  for (const HandResult& h : match.hands()) {
    if (h.moonShooter == 0) ++g.moonsShot;
    else if (h.moonShooter > 0) ++g.moonsSuffered;
  }
  for (int signs : ai::moonTrySigns(match, 0)) g.moonTries += signs >= ai::kMoonTrySigns;
  if (expert) {
    const std::vector<ExpertHand> compared = compareHands(match, *expert);
    g.comparedHands = static_cast<int>(compared.size());
    g.overExpert = pointsOverExpert(compared);
  }
  // Who took the Q♠ is in the tricks: each hand as its last card left it.
  for (Replay replay(match); replay.beforeNext();) {
    const Action& a = replay.next();
    replay.step();
    const Phase p = replay.state().phase();
    if ((p == Phase::HandOver || p == Phase::GameOver || p == Phase::MoonChoice) &&
        a.kind == Action::Kind::Play && replay.state().won(kPlayerSeat).contains(kQueenOfSpades))
      ++g.queensTaken;
  }
  return g;
}

void StatLine::add(const GameSummary& g) {
  bestGame = games == 0 ? g.finalScore : std::min(bestGame, g.finalScore);
  worstGame = games == 0 ? g.finalScore : std::max(worstGame, g.finalScore);
  ++games;
  wins += g.won;
  hands += g.hands;
  points += g.finalScore;
  moonsShot += g.moonsShot;
  moonsSuffered += g.moonsSuffered;
  queensTaken += g.queensTaken;
  streak = g.won ? streak + 1 : 0;
  bestStreak = std::max(bestStreak, streak);
  hints += g.hints;
  undos += g.undos;
  tracker += g.tracker;
  trackerGames += g.tracker > 0;
  recent.push_back(g.finalScore);
  if (recent.size() > kRecentGames) recent.erase(recent.begin());
  if (g.comparedHands > 0) {
    comparedHands += g.comparedHands;
    overExpert += g.overExpert;
    recentOverExpert.push_back(g.overExpert);
    if (recentOverExpert.size() > kRecentGames) recentOverExpert.erase(recentOverExpert.begin());
  }
}

void Statistics::add(const GameSummary& g) {
  lines_[{g.level, g.preset}].add(g);
  ai::MoonWatch watch{moonHabit_.hands, moonHabit_.tries};
  for (int i = 0; i < g.hands; ++i) watch.observe(i < g.moonTries);
  moonHabit_ = habitOf(watch);
  if (g.id.empty()) return;
  counted_.push_back(g.id);
  if (counted_.size() > kCountedIds) counted_.erase(counted_.begin());
}

bool Statistics::counted(const std::string& id) const {
  return std::find(counted_.begin(), counted_.end(), id) != counted_.end();
}

std::optional<DailyHistory::Counted> Statistics::merge(const TalliedGame& t) {
  if (!t.game.id.empty() && counted(t.game.id)) return std::nullopt;
  add(t.game);
  return t.daily ? daily_.add(*t.daily, t.onTheDay) : DailyHistory::Counted::First;
}

const StatLine* Statistics::find(const std::string& level, const std::string& preset) const {
  auto it = lines_.find({level, preset});
  return it == lines_.end() ? nullptr : &it->second;
}

StatLine Statistics::total() const {
  StatLine t;
  for (const auto& [key, l] : lines_) {
    if (l.games == 0) continue;
    t.bestGame = t.games == 0 ? l.bestGame : std::min(t.bestGame, l.bestGame);
    t.worstGame = t.games == 0 ? l.worstGame : std::max(t.worstGame, l.worstGame);
    t.games += l.games;
    t.wins += l.wins;
    t.hands += l.hands;
    t.points += l.points;
    t.moonsShot += l.moonsShot;
    t.moonsSuffered += l.moonsSuffered;
    t.queensTaken += l.queensTaken;
    t.bestStreak = std::max(t.bestStreak, l.bestStreak);
    t.hints += l.hints;
    t.undos += l.undos;
    t.tracker += l.tracker;
    t.trackerGames += l.trackerGames;
    t.comparedHands += l.comparedHands;
    t.overExpert += l.overExpert;
  }
  return t;
}

namespace {

// The fields of a line, by name, for both directions.
template <typename F>
void eachCount(StatLine& l, F f) {
  f("games", l.games);
  f("wins", l.wins);
  f("hands", l.hands);
  f("moons_shot", l.moonsShot);
  f("moons_suffered", l.moonsSuffered);
  f("queens_taken", l.queensTaken);
  f("best_game", l.bestGame);
  f("worst_game", l.worstGame);
  f("streak", l.streak);
  f("best_streak", l.bestStreak);
  f("hints", l.hints);
  f("undos", l.undos);
  f("tracker", l.tracker);
  f("tracker_games", l.trackerGames);
  f("compared_hands", l.comparedHands);
}

// An array of whole numbers, at most `limit` of them, each clamped; false when it is not one.
bool readRecent(const json& list, std::vector<int>& out, int& bad) {
  if (!list.is_array()) {
    ++bad;
    return false;
  }
  for (const json& v : list) {
    if (!v.is_number_integer()) ++bad;
    else if (out.size() < StatLine::kRecentGames)
      out.push_back(static_cast<int>(std::clamp<long long>(v.get<long long>(), -100000, 100000)));
  }
  return true;
}

}  // namespace

std::string Statistics::toJson() const {
  json lines = json::array();
  for (auto [key, l] : lines_) {
    json j{{"level", key.first}, {"preset", key.second}, {"points", l.points}, {"recent", l.recent}};
    eachCount(l, [&](const char* name, int& v) { j[name] = v; });
    if (l.comparedHands > 0) {
      j["over_expert"] = l.overExpert;
      j["recent_over_expert"] = l.recentOverExpert;
    } else {
      j.erase("compared_hands");
    }
    lines.push_back(std::move(j));
  }
  return json{{"format", "hearts-stats"},
              {"version", kVersion},
              {"lines", std::move(lines)},
              {"moon_watch", {{"hands", moonHabit_.hands}, {"tries", moonHabit_.tries}}},
              {"daily", daily_.toJson()},
              {"counted", counted_}}
      .dump();
}

namespace {

// A running total of a line, where the file has one; counts `bad` when it is not a whole number.
void readTotal(const json& lj, const char* name, long long& total, int& bad) {
  const auto it = lj.find(name);
  if (it == lj.end()) return;
  if (it->is_number_integer()) total = it->get<long long>();
  else ++bad;
}

// One line of the statistics (a level and a preset) as the file keeps it; counts `bad` each
// value that cannot be read. None when the line is not an object with a level and a preset.
std::optional<std::pair<Statistics::Key, StatLine>> readLine(const json& lj, int& bad) {
  if (!lj.is_object()) return std::nullopt;
  const auto level = lj.find("level");
  const auto preset = lj.find("preset");
  if (level == lj.end() || preset == lj.end() || !level->is_string() || !preset->is_string()) return std::nullopt;
  StatLine l;
  eachCount(l, [&](const char* name, int& v) {
    const auto it = lj.find(name);
    if (it == lj.end()) return;
    if (!it->is_number_integer()) {
      ++bad;
      return;
    }
    v = static_cast<int>(std::clamp<long long>(it->get<long long>(), -1000000000, 1000000000));
  });
  readTotal(lj, "points", l.points, bad);
  if (auto it = lj.find("recent"); it != lj.end()) readRecent(*it, l.recent, bad);
  readTotal(lj, "over_expert", l.overExpert, bad);
  if (auto it = lj.find("recent_over_expert"); it != lj.end()) readRecent(*it, l.recentOverExpert, bad);
  return std::pair{Statistics::Key{level->get<std::string>(), preset->get<std::string>()}, std::move(l)};
}

// How often the player went for the moon, as the file keeps it (nothing, counted in `bad`,
// when it cannot be read).
ai::MoonWatch readMoonWatch(const json& j, int& bad) {
  ai::MoonWatch watch;
  const auto it = j.find("moon_watch");
  if (it == j.end()) return watch;
  const auto number = [&](const char* name, double& v) {
    const auto f = it->find(name);
    if (f == it->end() || !f->is_number() || f->get<double>() < 0 || f->get<double>() > ai::MoonWatch::kMemory)
      return false;
    v = f->get<double>();
    return true;
  };
  if (!it->is_object() || !number("hands", watch.hands) || !number("tries", watch.tries) ||
      watch.tries > watch.hands) {
    watch = {};
    ++bad;
  }
  return watch;
}

}  // namespace

bool Statistics::fromJson(std::string_view text, std::string* error, int* unreadable) {
  const auto fail = [error](const std::string& why) {
    if (error) *error = why;
    return false;
  };
  const json j = json::parse(text, nullptr, false);
  // TRANSLATORS: why the saved statistics cannot be read, shown in brackets after "The
  // statistics could not be read".
  if (j.is_discarded() || !j.is_object()) return fail(words::tr("the statistics are not valid JSON"));
  if (j.value("format", std::string()) != "hearts-stats") return fail(words::tr("not a statistics file"));
  const auto version = j.find("version");
  if (version == j.end() || !version->is_number_integer() || version->get<long long>() < 1)
    return fail(words::tr("the statistics have no version"));
  const auto lines = j.find("lines");
  if (lines == j.end() || !lines->is_array()) return fail(words::tr("the statistics have no lines"));
  std::map<Key, StatLine> read;
  int bad = 0;
  for (const json& lj : *lines) {
    if (auto line = readLine(lj, bad)) read[line->first] = std::move(line->second);
    else ++bad;
  }
  const ai::MoonWatch watch = readMoonWatch(j, bad);
  DailyHistory daily;
  if (auto it = j.find("daily"); it != j.end()) {
    int badDays = 0;
    if (!daily.fromJson(*it, &badDays)) ++bad;
    bad += badDays;
  }
  std::vector<std::string> ids;
  if (auto it = j.find("counted"); it != j.end() && it->is_array())
    for (const json& id : *it)
      if (id.is_string() && ids.size() < kCountedIds) ids.push_back(id.get<std::string>());
  lines_ = std::move(read);
  moonHabit_ = habitOf(watch);
  daily_ = std::move(daily);
  counted_ = std::move(ids);
  if (unreadable) *unreadable = bad;
  return true;
}

}  // namespace hearts::session
