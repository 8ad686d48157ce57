// The daily deal: four hands dealt from the date, the same for every player in the world,
// offline, with no server. The date is the UTC date; its seed is
//
//     dailySeed(date) = mix64(days ^ 0x4461696C79446561)
//
// where `days` counts the days from 1970-01-01 to the date (1970-01-02 is 1) as an unsigned
// 64-bit number, 0x4461696C79446561 is "DailyDea" in ASCII, and mix64 is SplitMix64's
// finalizer (core/rng.h). The deals of the four hands come from that seed as any game's do
// (core/game.h, dealHands), so anyone can deal them again.
//
// The game: the classic rules of play (pass three, left, right, across, then none; the Q♠
// never breaks hearts; a moon adds 26 to the others), four hands, then the lowest total wins
// (a tie is shared), against expert opponents that play as they do for anyone (they do not
// watch for the player's moons). Its par is the total of the expert in the player's chair
// (expert_chair.h) on the same four deals: the same number for every player of the day, as the
// expert's game depends on the seed alone.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/date.h"
#include "core/level.h"
#include "core/rules.h"
#include "session/expert_chair.h"

namespace hearts::session {

inline constexpr int kDailyHands = 4;
inline constexpr BotLevel kDailyLevel = BotLevel::Expert;
// The daily deal's rules: classic play, four hands.
Rules dailyRules();
std::uint64_t dailySeed(Date d);

// A finished daily deal.
struct DailyResult {
  Date date;
  int score = 0;  // the player's total after the four hands
  int par = 0;    // the expert in the player's chair's, on the same deals
  std::vector<ExpertHand> hands;
  int replays = 0;  // finished attempts after the one that counts
  bool operator==(const DailyResult&) const = default;
};

// The result of a daily game that has ended (`player` at GameOver, the expert's game as far);
// nothing while the expert has not finished the four hands.
std::optional<DailyResult> dailyResult(Date date, const Match& player, const Match& expert);

// "Daily deal 2026-11-28: 17, par 21 (4 better)"
std::string dailyResultText(const DailyResult& r);
// One symbol per hand: 🟩 fewer points than the expert, 🟨 as many, 🟥 more.
std::string dailySymbols(const DailyResult& r);
// What a player shares: the result, the symbols and the link that deals the same four hands
// (it holds the date only: never the cards). A replay says so. The player's name follows
// "Hearts" unless it is the default (player_name.h: sharedName).
std::string dailyShareText(const DailyResult& r, const std::string& link, bool replay,
                           const std::string& playerName = {});

// The daily deals the player has finished: the attempt that counted for each day, with the
// number of replays after it. Kept with the statistics.
class DailyHistory {
 public:
  // How a finished attempt counts.
  enum class Counted : std::uint8_t {
    First,     // the day's result
    Replay,    // the day had its result already
    Practice,  // an earlier day's deal, begun after that day: played, never counted
  };
  // A finished attempt; `onTheDay`: it began on its own date (UTC), which it may have ended
  // after (a deal begun before midnight counts for its day).
  Counted add(const DailyResult& r, bool onTheDay);
  const DailyResult* find(Date d) const;
  // Days in a row with a result, up to `today` (or up to yesterday, while today's deal waits).
  int streak(Date today) const;
  int bestStreak() const;
  // Oldest first.
  const std::vector<DailyResult>& results() const { return results_; }
  bool empty() const { return results_.empty(); }
  bool operator==(const DailyHistory&) const = default;

  // As JSON (inside the statistics), and back: false for what is not a history at all;
  // entries that cannot be read are left out and counted in `unreadable`.
  nlohmann::json toJson() const;
  bool fromJson(const nlohmann::json& list, int* unreadable = nullptr);

 private:
  // Where the result of `d` is, or would go.
  std::vector<DailyResult>::iterator place(Date d);
  std::vector<DailyResult> results_;  // by date
};

}  // namespace hearts::session
