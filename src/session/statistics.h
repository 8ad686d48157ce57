// The player's statistics, per bot level and rules: games played and won, points per hand,
// moons shot and suffered, the Q♠ taken, best and worst games, streaks, hints and undos and
// the games in which the played-cards tracker was looked at (learning aids all), the final
// scores of the last games for a chart, and the points against the expert in the player's
// chair (expert_chair.h) with the last games' differences for a chart; and the daily deals
// played (daily.h). Kept as JSON (the app stores it); a save of an earlier version of the
// format is read as far as it goes, and unknown fields are skipped.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/match.h"
#include "session/daily.h"

namespace hearts::session {

// A finished game as the statistics count it.
struct GameSummary {
  std::string level;
  std::string preset;  // a preset's name, or "custom"
  bool won = false;    // the player is among the winners
  int finalScore = 0;  // the player's total at the end
  int hands = 0;
  int moonsShot = 0;      // by the player
  int moonsSuffered = 0;  // by someone else
  int moonTries = 0;      // hands the player's plays went for the moon
  int queensTaken = 0;    // the Q♠ in the player's tricks
  int hints = 0;
  int undos = 0;
  int tracker = 0;  // hands in which the player looked at the played-cards tracker
  // Against the expert in the player's chair: the hands both played, and the player's points
  // over them minus the expert's (negative: fewer than the expert).
  int comparedHands = 0;
  int overExpert = 0;
  // The game's own id (drawn when it is counted), so that merging statistics counts it once.
  std::string id;
};

// What a match that has ended counts for; `expert`, when given, is the expert's game in the
// player's chair on the same deals.
GameSummary summarize(const Match& match, const std::string& level, const Match* expert = nullptr);

// How often the player went for the moon, over about their last 200 hands at every level.
struct MoonHabit {
  double hands = 0;  // hands seen (older ones count less and less)
  double tries = 0;  // of them, hands the player's plays went for the moon
  // Often enough that medium, hard and expert defend against it from the first card
  // (BotRunner::watchShooter).
  bool likelyShooter = false;
  bool operator==(const MoonHabit&) const = default;
};

struct StatLine {
  static constexpr std::size_t kRecentGames = 40;
  int games = 0;
  int wins = 0;
  int hands = 0;
  long long points = 0;  // the player's final scores added up
  int moonsShot = 0;
  int moonsSuffered = 0;
  int queensTaken = 0;
  int bestGame = 0;   // lowest final score (valid once games > 0)
  int worstGame = 0;  // highest
  int streak = 0;     // wins in a row, up to the last game
  int bestStreak = 0;
  int hints = 0;
  int undos = 0;
  int tracker = 0;       // hands in which the played-cards tracker was looked at
  int trackerGames = 0;  // games in which it was
  std::vector<int> recent;  // final scores of the last kRecentGames games, oldest first
  int comparedHands = 0;    // hands compared with the expert in the player's chair
  long long overExpert = 0;  // the player's points over those hands minus the expert's
  std::vector<int> recentOverExpert;  // that difference in each of the last such games

  double winRate() const { return games > 0 ? static_cast<double>(wins) / games : 0.0; }
  double pointsPerHand() const { return hands > 0 ? static_cast<double>(points) / hands : 0.0; }
  // The player's points per hand minus the expert's on the same cards (negative is better).
  double overExpertPerHand() const {
    return comparedHands > 0 ? static_cast<double>(overExpert) / comparedHands : 0.0;
  }
  void add(const GameSummary& g);
  bool operator==(const StatLine&) const = default;
};

// A game one window counted and has yet to merge into the statistics as stored: its summary
// (with its id) and, for a daily deal, its result and whether it began on its day.
struct TalliedGame {
  GameSummary game;
  std::optional<DailyResult> daily;
  bool onTheDay = false;
};

class Statistics {
 public:
  // How many of the last games' ids are kept, so that merging counts each of them once.
  static constexpr std::size_t kCountedIds = 200;
  static constexpr int kVersion = 1;
  using Key = std::pair<std::string, std::string>;  // level, preset

  void add(const GameSummary& g);
  // Adds `t` to these statistics (the ones stored, read again) unless they have counted a
  // game with its id already: two windows that each merge their own games into what is
  // stored lose none, and a game merged twice counts once. Returns how its daily result
  // counted (First for a game without one), or nothing when it was counted already.
  std::optional<DailyHistory::Counted> merge(const TalliedGame& t);
  bool counted(const std::string& id) const;
  const StatLine* find(const std::string& level, const std::string& preset) const;
  const std::map<Key, StatLine>& lines() const { return lines_; }
  // Everything at every level and preset together.
  StatLine total() const;
  bool empty() const { return lines_.empty(); }
  void reset() {
    lines_.clear();
    moonHabit_ = {};
    daily_ = {};
    counted_.clear();
  }
  const MoonHabit& moonHabit() const { return moonHabit_; }
  // The daily deals played.
  const DailyHistory& daily() const { return daily_; }
  DailyHistory& daily() { return daily_; }

  std::string toJson() const;
  // False (with the reason) when the text is not statistics at all; fields it does not know
  // are skipped, missing ones keep their zero. A line without its level and preset, or a
  // value of the wrong type, is left out and counted in `unreadable` (when given).
  bool fromJson(std::string_view text, std::string* error, int* unreadable = nullptr);

 private:
  std::map<Key, StatLine> lines_;
  MoonHabit moonHabit_;
  DailyHistory daily_;
  std::vector<std::string> counted_;  // the ids of the last games counted, oldest first
};

}  // namespace hearts::session
