#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "session/player_name.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

namespace {

std::string percent(double v) { return std::to_string(static_cast<int>(std::lround(v * 100))) + "%"; }

std::string oneDecimal(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// Label and value pairs in two columns.
void figures(SheetBuilder& b, const std::vector<std::pair<std::string, std::string>>& items) {
  const float half = b.width() / 2;
  for (std::size_t i = 0; i < items.size(); i += 2) {
    const Rect row = b.row(1.45f);
    for (std::size_t k = i; k < std::min(items.size(), i + 2); ++k) {
      const float x = row.x + (k == i ? 0 : half);
      b.text({x, row.y, half * 0.62f, row.h}, items[k].first, 0.82f, Ink::Soft);
      b.text({x + half * 0.62f, row.y, half * 0.34f, row.h}, items[k].second, 0.9f, Ink::Body,
             TextAlign::Right, true);
    }
  }
}

// The final scores of the last games as bars, the lowest (best) in teal.
void chart(SheetBuilder& b, const std::vector<int>& scores) {
  const float f = b.font();
  const std::string last =
      scores.size() == 1 ? "your last game" : "your last " + std::to_string(scores.size()) + " games";
  b.text(b.row(1.5f), "Final scores, " + last + " (the best in green)", 0.8f, Ink::Label,
         TextAlign::Left, true);
  const Rect area = b.row(5.0f);
  b.view().shape({area.x, area.bottom() - std::max(1.0f, f / 12), area.w, std::max(1.0f, f / 12)},
                 Ink::Rule);
  if (scores.empty()) return;
  const int top = std::max(1, *std::max_element(scores.begin(), scores.end()));
  const int low = *std::min_element(scores.begin(), scores.end());
  const float slot = area.w / static_cast<float>(session::StatLine::kRecentGames);
  for (std::size_t i = 0; i < scores.size(); ++i) {
    // Even a game that ended on 0 (or below) shows a sliver.
    const float h = std::max(0.15f * f, area.h * static_cast<float>(std::max(0, scores[i])) /
                                            static_cast<float>(top));
    const Rect bar{area.x + slot * static_cast<float>(i) + slot * 0.15f, area.bottom() - h, slot * 0.7f, h};
    b.view().shape(bar, scores[i] == low ? Ink::Good : Ink::Bar);
  }
}

std::string signedOneDecimal(double v) {
  std::string out = v > 0 ? "+" : "";
  return out.append(oneDecimal(v));
}

// Differences as bars above and below a middle line: below (fewer points than the one
// compared with) in teal, above in the bars' colour. `slots` places them, oldest first.
void differenceChart(SheetBuilder& b, const std::string& title, const std::vector<int>& values,
                     std::size_t slots) {
  const float f = b.font();
  b.text(b.row(1.5f), title, 0.8f, Ink::Label, TextAlign::Left, true);
  const Rect area = b.row(5.0f);
  const float mid = std::round(area.center().y);
  b.view().shape({area.x, mid, area.w, std::max(1.0f, f / 12)}, Ink::Rule);
  if (values.empty()) return;
  int top = 1;
  for (int v : values) top = std::max(top, std::abs(v));
  const float half = area.h / 2 - 0.1f * f;
  const float slot = area.w / static_cast<float>(std::max(slots, values.size()));
  for (std::size_t i = 0; i < values.size(); ++i) {
    const int v = values[i];
    const float h = std::max(0.15f * f, half * static_cast<float>(std::abs(v)) / static_cast<float>(top));
    const float x = area.x + slot * static_cast<float>(i) + slot * 0.15f;
    const Rect bar = v > 0 ? Rect{x, mid - h, slot * 0.7f, h} : Rect{x, mid, slot * 0.7f, h};
    b.view().shape(bar, v < 0 ? Ink::Good : v > 0 ? Ink::Bar : Ink::Rule);
  }
}

void tabs(SheetBuilder& b, StatsTab tab) {
  const auto rects = b.chips(2, 2, 1.9f);
  b.button(ButtonId::StatsTab, StatsTab::Games, "Games", rects[0], true, tab == StatsTab::Games);
  b.button(ButtonId::StatsTab, StatsTab::Daily, "Daily deal", rects[1], true, tab == StatsTab::Daily);
  b.gap(0.5f);
}

// The daily deals: the streak, the days played, and each day's result against par.
void dailyPage(SheetBuilder& b, const SheetContext& c) {
  const session::DailyHistory* h = c.statistics ? &c.statistics->daily() : nullptr;
  if (!h || h->empty()) {
    b.text(b.row(1.6f), "No daily deal played yet", 0.9f, Ink::Soft, TextAlign::Center);
    b.paragraph(c.metrics.wrap("Every day the same four hands for everyone, against expert opponents; "
                               "your par is what the expert scores in your chair with your cards.",
                               b.width(), 0.82f * b.font()),
                0.82f, Ink::Soft);
    return;
  }
  const auto& results = h->results();
  int better = 0;
  long long over = 0;
  for (const session::DailyResult& r : results) {
    better += r.score < r.par;
    over += r.score - r.par;
  }
  const session::DailyResult* todays = h->find(c.today);
  figures(b, {{"Streak", std::to_string(h->streak(c.today))},
              {"Best streak", std::to_string(h->bestStreak())},
              {"Days played", std::to_string(results.size())},
              {"Under par", std::to_string(better)},
              {"Vs par, mean", signedOneDecimal(static_cast<double>(over) / static_cast<double>(results.size()))},
              {"Today", todays ? std::to_string(todays->score) + " (par " + std::to_string(todays->par) + ")" : "not yet"}});
  b.gap(0.4f);
  constexpr std::size_t kDays = 30;
  std::vector<int> diffs;
  const std::size_t from = results.size() > kDays ? results.size() - kDays : 0;
  for (std::size_t i = from; i < results.size(); ++i) diffs.push_back(results[i].score - results[i].par);
  differenceChart(b, "Your score against par, day by day (under par in green)", diffs, kDays);
  // The latest results in words.
  for (std::size_t i = results.size(); i > 0 && i + 3 > results.size(); --i)
    b.text(b.row(1.3f), session::dailyResultText(results[i - 1]), 0.8f, Ink::Body, TextAlign::Center);
}

// The sheet's last row, Reset… (when there is something to reset) and Close; its height.
SheetView finishWithButtons(SheetBuilder& b, const SheetContext& c, float& height) {
  b.gap(0.6f);
  const auto row = b.buttonRow({"Reset\u2026", "Close"});
  b.button(ButtonId::ResetStats, "", "Reset\u2026", row[0], c.statistics && !c.statistics->empty());
  b.button(ButtonId::Close, "", "Close", row[1]);
  height = b.height();
  return b.finish();
}

// The figures of one level and rules, the chart of the recent games, and the comparison with
// the expert in the player's chair.
void lineFigures(SheetBuilder& b, const session::StatLine& l) {
  figures(b, {{"Games", std::to_string(l.games)},
              {"Won", std::to_string(l.wins) + " (" + percent(l.winRate()) + ")"},
              {"Points per hand", oneDecimal(l.pointsPerHand())},
              {"Best game", std::to_string(l.bestGame)},
              {"Worst game", std::to_string(l.worstGame)},
              {"Streak, best", std::to_string(l.streak) + ", " + std::to_string(l.bestStreak)},
              {"Moons shot", std::to_string(l.moonsShot)},
              {"Moons suffered", std::to_string(l.moonsSuffered)},
              {"Q\u2660 taken", std::to_string(l.queensTaken)},
              {"Hints, undos", std::to_string(l.hints) + ", " + std::to_string(l.undos)},
              {"Tracker used", l.trackerGames == 0 ? std::string("never")
                               : "in " + std::to_string(l.trackerGames) +
                                     (l.trackerGames == 1 ? " game" : " games")}});
  b.gap(0.4f);
  chart(b, l.recent);
  // Against the expert in the player's chair, with the same cards.
  if (l.comparedHands > 0) {
    b.gap(0.3f);
    figures(b, {{"Vs the expert, a hand", signedOneDecimal(l.overExpertPerHand())},
                {"Hands compared", std::to_string(l.comparedHands)}});
    differenceChart(b, "Your points minus the expert's in your chair, each game (fewer in green)",
                    l.recentOverExpert, session::StatLine::kRecentGames);
  }
}

// Every level and rules together, and whether the bots watch the player for the moon.
void overall(SheetBuilder& b, const SheetContext& c) {
  if (!c.statistics || c.statistics->empty()) return;
  const session::StatLine all = c.statistics->total();
  b.gap(0.4f);
  b.text(b.row(1.5f),
         "All levels and rules: " + std::to_string(all.games) + (all.games == 1 ? " game, " : " games, ") +
             percent(all.winRate()) + " won",
         0.82f, Ink::Soft, TextAlign::Center);
  if (const session::MoonHabit& w = c.statistics->moonHabit(); w.likelyShooter) {
    const std::string watched = "You went for the moon in " + std::to_string(std::lround(w.tries)) +
                                " of your last " + std::to_string(std::lround(w.hands)) +
                                " hands: medium, hard and expert watch for it";
    for (const std::string& part : c.metrics.wrap(watched, b.width(), 0.82f * b.font()))
      b.text(b.row(1.3f), part, 0.82f, Ink::Soft, TextAlign::Center);
  }
}

}  // namespace

SheetView statisticsSheet(const SheetContext& c, StatsTab tab) {
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 30, scale);
    b.text(b.row(2.3f), session::statisticsTitle(c.settings.playerName), 1.35f, Ink::Title, TextAlign::Center,
           true);
    tabs(b, tab);
    if (tab == StatsTab::Daily) {
      dailyPage(b, c);
      return finishWithButtons(b, c, height);
    }
    // A custom table of levels is a line of its own, its seats named.
    const TableLevels levels = c.game.levels();
    const std::string preset = session::presetOf(c.game.state().rules());
    const std::string against =
        "Against " + session::levelsText(levels) + " \u00b7 " + session::presetDisplayName(preset) + " rules";
    for (const std::string& part : c.metrics.wrap(against, b.width(), 0.9f * b.font()))
      b.text(b.row(1.5f), part, 0.9f, Ink::Body, TextAlign::Center, true);
    const session::StatLine* line = c.statistics ? c.statistics->find(levelsKey(levels), preset) : nullptr;
    if (!line || line->games == 0) b.text(b.row(1.6f), "No finished games yet", 0.9f, Ink::Soft, TextAlign::Center);
    else lineFigures(b, *line);
    overall(b, c);
    return finishWithButtons(b, c, height);
  });
}

}  // namespace hearts::ui
