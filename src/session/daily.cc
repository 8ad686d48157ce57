#include "session/daily.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/rng.h"
#include "session/player_name.h"
#include "session/seats.h"
#include "words/words.h"

namespace hearts::session {

using nlohmann::json;

Rules dailyRules() {
  Rules r = *presetRules("classic");
  r.maxHands = kDailyHands;
  r.tie = TieRule::SharedWin;
  return r;
}

std::uint64_t dailySeed(Date d) {
  return mix64(static_cast<std::uint64_t>(daysSinceEpoch(d)) ^ 0x4461696C79446561ull);
}

std::optional<DailyResult> dailyResult(Date date, const Match& player, const Match& expert) {
  if (player.state().phase() != Phase::GameOver) return std::nullopt;
  std::vector<ExpertHand> hands = compareHands(player, expert);
  if (hands.size() != player.hands().size()) return std::nullopt;
  DailyResult r;
  r.date = date;
  r.score = player.state().score(kPlayerSeat);
  r.par = 0;
  for (const ExpertHand& h : hands) r.par += h.expert;
  r.hands = std::move(hands);
  return r;
}

std::string dailyResultText(const DailyResult& r) {
  const int d = r.score - r.par;
  const words::Args args{{"date", dateText(r.date)}, {"score", r.score}, {"par", r.par}};
  if (d < 0)
    // TRANSLATORS: a daily deal's result: its date (2026-11-28), the player's points and the
    // par (the expert's points on the same cards); fewer points are better.
    return words::trn("Daily deal {date}: {score}, par {par} ({n} better)", "Daily deal {date}: {score}, par {par} ({n} better)",
                      -d, args);
  if (d > 0)
    return words::trn("Daily deal {date}: {score}, par {par} ({n} worse)", "Daily deal {date}: {score}, par {par} ({n} worse)",
                      d, args);
  return words::tr("Daily deal {date}: {score}, par {par} (level with par)", args);
}

std::string dailySymbols(const DailyResult& r) {
  std::string out;
  for (const ExpertHand& h : r.hands)
    out += h.player < h.expert ? "\U0001F7E9" : h.player == h.expert ? "\U0001F7E8" : "\U0001F7E5";
  return out;
}

std::string dailyShareText(const DailyResult& r, const std::string& link, bool replay,
                           const std::string& playerName) {
  const words::Args args{{"name", playerName}, {"result", dailyResultText(r)}};
  const bool named = !sharedName(playerName).empty();
  // TRANSLATORS: the first line of the text a player shares: the game's name, then the
  // player's name where it is their own, then the result ("Daily deal 2026-11-28: 17, par 21
  // (4 better)").
  const std::string first = named ? (replay ? words::tr("Hearts \u00b7 {name} \u00b7 {result} (a replay)", args)
                                            : words::tr("Hearts \u00b7 {name} \u00b7 {result}", args))
                                  : (replay ? words::tr("Hearts \u00b7 {result} (a replay)", args)
                                            : words::tr("Hearts \u00b7 {result}", args));
  return first + "\n" + dailySymbols(r) + "\n" + link;
}

// --- the history ------------------------------------------------------------------------------

std::vector<DailyResult>::iterator DailyHistory::place(Date d) {
  return std::lower_bound(results_.begin(), results_.end(), d,
                          [](const DailyResult& a, Date b) { return a.date < b; });
}

DailyHistory::Counted DailyHistory::add(const DailyResult& r, bool onTheDay) {
  const auto at = place(r.date);
  if (at != results_.end() && at->date == r.date) {
    ++at->replays;
    return Counted::Replay;
  }
  if (!onTheDay) return Counted::Practice;
  DailyResult kept = r;
  kept.replays = 0;
  results_.insert(at, std::move(kept));
  return Counted::First;
}

const DailyResult* DailyHistory::find(Date d) const {
  for (const DailyResult& r : results_)
    if (r.date == d) return &r;
  return nullptr;
}

int DailyHistory::streak(Date today) const {
  std::int64_t day = daysSinceEpoch(today);
  if (!find(today)) --day;
  int n = 0;
  // Newest first: each result one day before the last one counted.
  for (auto it = results_.rbegin(); it != results_.rend(); ++it) {
    const std::int64_t d = daysSinceEpoch(it->date);
    if (d > day) continue;
    if (d != day) break;
    ++n;
    --day;
  }
  return n;
}

int DailyHistory::bestStreak() const {
  int best = 0, run = 0;
  std::int64_t last = 0;
  for (const DailyResult& r : results_) {
    const std::int64_t d = daysSinceEpoch(r.date);
    run = run > 0 && d == last + 1 ? run + 1 : 1;
    last = d;
    best = std::max(best, run);
  }
  return best;
}

json DailyHistory::toJson() const {
  json list = json::array();
  for (const DailyResult& r : results_) {
    json hands = json::array();
    for (const ExpertHand& h : r.hands) hands.push_back({h.player, h.expert});
    list.push_back({{"date", dateText(r.date)}, {"score", r.score}, {"par", r.par},
                    {"hands", hands}, {"replays", r.replays}});
  }
  return list;
}

bool DailyHistory::fromJson(const json& j, int* unreadable) {
  if (!j.is_array()) return false;
  DailyHistory read;
  int bad = 0;
  const auto number = [](const json& o, const char* key, int& out) {
    const auto it = o.find(key);
    if (it == o.end() || !it->is_number_integer()) return false;
    const long long value = it->get<long long>();
    if (value < -10000 || value > 10000) return false;
    out = static_cast<int>(value);
    return true;
  };
  for (const json& e : j) {
    DailyResult r;
    const auto date = e.is_object() ? e.find("date") : e.end();
    const auto hands = e.is_object() ? e.find("hands") : e.end();
    std::optional<Date> d;
    if (date != e.end() && date->is_string()) d = parseDate(date->get<std::string>());
    bool ok = d && number(e, "score", r.score) && number(e, "par", r.par) && hands != e.end() &&
              hands->is_array() && hands->size() <= static_cast<std::size_t>(kDailyHands);
    if (ok) {
      int n = 0;
      for (const json& h : *hands) {
        ++n;
        if (!h.is_array() || h.size() != 2 || !h[0].is_number_integer() || !h[1].is_number_integer()) {
          ok = false;
          break;
        }
        r.hands.push_back({n, h[0].get<int>(), h[1].get<int>()});
      }
    }
    if (ok && e.contains("replays")) ok = number(e, "replays", r.replays) && r.replays >= 0;
    if (!ok) {
      ++bad;
      continue;
    }
    r.date = *d;
    // In order of date, one a day (a second entry for a day is left out).
    const auto at = read.place(r.date);
    if (at != read.results_.end() && at->date == r.date) {
      ++bad;
      continue;
    }
    read.results_.insert(at, std::move(r));
  }
  results_ = std::move(read.results_);
  if (unreadable) *unreadable = bad;
  return true;
}

}  // namespace hearts::session
