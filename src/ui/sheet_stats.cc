#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "session/player_name.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"
#include "ui/text_fit.h"
#include "words/words.h"

namespace hearts::ui {

namespace {

using words::tr;
using words::trc;
using words::trn;

// TRANSLATORS: a share of games, {percent} a whole number (50); write the sign as your language does.
std::string percent(double v) { return tr("{percent}%", {{"percent", static_cast<int>(std::lround(v * 100))}}); }

std::string oneDecimal(double v) { return words::decimal(v, 1); }

using Figure = std::pair<std::string, std::string>;

// Whether every figure's label and value fit, on one line each, boxes `labelW` and `valueW` wide.
bool figuresFit(SheetBuilder& b, const std::vector<Figure>& items, float labelW, float valueW) {
  TextMetrics& m = b.metrics();
  const float rowH = std::round(1.45f * b.font());
  for (const Figure& item : items) {
    if (!fitsUncut(m, item.first, labelW, rowH, b.px(0.82f)) ||
        !fitsUncut(m, item.second, valueW, rowH, b.px(0.9f), true))
      return false;
  }
  return true;
}

// Label and value pairs in two columns; in one where the labels need more room (a longer
// language's), a label that still does not fit a line taking more lines.
void figures(SheetBuilder& b, const std::vector<Figure>& items) {
  const float w = b.width();
  const int columns = figuresFit(b, items, w / 2 * 0.62f, w / 2 * 0.34f) ? 2 : 1;
  const float colW = w / static_cast<float>(columns);
  const float labelW = colW * (columns == 2 ? 0.62f : 0.58f);
  const float valueW = colW * (columns == 2 ? 0.34f : 0.36f);
  const float lineH = std::round(1.3f * b.px(0.82f));
  for (std::size_t i = 0; i < items.size(); i += static_cast<std::size_t>(columns)) {
    const std::size_t end = std::min(items.size(), i + static_cast<std::size_t>(columns));
    // The row as tall as its longest label's lines.
    std::vector<std::vector<std::string>> labels;
    std::size_t most = 1;
    for (std::size_t k = i; k < end; ++k) {
      const bool oneLine = fitsUncut(b.metrics(), items[k].first, labelW, 1.45f * b.font(), b.px(0.82f));
      labels.push_back(oneLine ? std::vector<std::string>{items[k].first}
                               : b.metrics().wrap(items[k].first, labelW, b.px(0.82f)));
      most = std::max(most, labels.back().size());
    }
    const Rect row = b.row(1.45f + (lineH / b.font()) * static_cast<float>(most - 1));
    for (std::size_t k = i; k < end; ++k) {
      const float x = row.x + colW * static_cast<float>(k - i);
      const auto& lines = labels[k - i];
      float y = row.y + (row.h - (lines.size() == 1 ? row.h : lineH * static_cast<float>(lines.size()))) / 2;
      for (const std::string& line : lines) {
        const float h = lines.size() == 1 ? row.h : lineH;
        b.text({x, std::round(y), labelW, h}, line, 0.82f, Ink::Soft);
        y += h;
      }
      b.text({x + colW - valueW - colW * 0.04f, row.y, valueW, row.h}, items[k].second, 0.9f, Ink::Body,
             TextAlign::Right, true);
    }
  }
}

// The final scores of the last games as bars, the lowest (best) in teal.
void chart(SheetBuilder& b, const std::vector<int>& scores) {
  const float f = b.font();
  // TRANSLATORS: the title of a chart of the final scores of the player's last games ({n} of
  // them; the chart of a single game has a title of its own).
  const std::string title =
      scores.size() == 1 ? tr("Final scores, your last game (the best in green)")
                         : trn("Final scores, your last {n} game (the best in green)",
                               "Final scores, your last {n} games (the best in green)",
                               static_cast<long>(scores.size()));
  b.line(1.5f, title, 0.8f, Ink::Label, TextAlign::Left, true);
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
  b.line(1.5f, title, 0.8f, Ink::Label, TextAlign::Left, true);
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
  // TRANSLATORS: the statistics' two pages, side by side.
  const std::vector<std::string> labels{trc("statistics tab", "Games"), trc("statistics tab", "Daily deal")};
  const auto rects = b.chipsFor(labels, 1.9f);
  b.button(ButtonId::StatsTab, StatsTab::Games, labels[0], rects[0], true, tab == StatsTab::Games);
  b.button(ButtonId::StatsTab, StatsTab::Daily, labels[1], rects[1], true, tab == StatsTab::Daily);
  b.gap(0.5f);
}

// The daily deals: the streak, the days played, and each day's result against par.
void dailyPage(SheetBuilder& b, const SheetContext& c) {
  const session::DailyHistory* h = c.statistics ? &c.statistics->daily() : nullptr;
  if (!h || h->empty()) {
    b.line(1.6f, tr("No daily deal played yet"), 0.9f, Ink::Soft, TextAlign::Center);
    b.paragraph(b.wrap(tr("Every day the same four hands for everyone, against expert opponents; "
                          "your par is what the expert scores in your chair with your cards."),
                       0.82f),
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
  // TRANSLATORS: today's daily deal on the statistics: the player's {score} and the expert's {par}.
  const std::string today = todays ? tr("{score} (par {par})", {{"score", todays->score}, {"par", todays->par}})
                                   : tr("not yet");
  figures(b, {{tr("Streak"), std::to_string(h->streak(c.today))},
              {tr("Best streak"), std::to_string(h->bestStreak())},
              {tr("Days played"), std::to_string(results.size())},
              {tr("Under par"), std::to_string(better)},
              {tr("Vs par, mean"), signedOneDecimal(static_cast<double>(over) / static_cast<double>(results.size()))},
              {tr("Today"), today}});
  b.gap(0.4f);
  constexpr std::size_t kDays = 30;
  std::vector<int> diffs;
  const std::size_t from = results.size() > kDays ? results.size() - kDays : 0;
  for (std::size_t i = from; i < results.size(); ++i) diffs.push_back(results[i].score - results[i].par);
  differenceChart(b, tr("Your score against par, day by day (under par in green)"), diffs, kDays);
  // The latest results in words.
  for (std::size_t i = results.size(); i > 0 && i + 3 > results.size(); --i)
    b.line(1.3f, session::dailyResultText(results[i - 1]), 0.8f, Ink::Body, TextAlign::Center);
}

// The sheet's last row, Reset… (when there is something to reset) and Close; its height.
SheetView finishWithButtons(SheetBuilder& b, const SheetContext& c, float& height) {
  b.gap(0.6f);
  const std::vector<std::string> labels{tr("Reset\u2026"), tr("Close")};
  const auto row = b.buttonRow(labels);
  b.button(ButtonId::ResetStats, "", labels[0], row[0], c.statistics && !c.statistics->empty());
  b.button(ButtonId::Close, "", labels[1], row[1]);
  height = b.height();
  return b.finish();
}

// The figures of one level and rules, the chart of the recent games, and the comparison with
// the expert in the player's chair.
void lineFigures(SheetBuilder& b, const session::StatLine& l) {
  // TRANSLATORS: games won, {wins}, and their share of the games played, {percent} (50%).
  const std::string won = tr("{wins} ({percent})", {{"wins", l.wins}, {"percent", percent(l.winRate())}});
  const std::string tracker =
      l.trackerGames == 0 ? tr("never") : trn("in {n} game", "in {n} games", l.trackerGames);
  figures(b, {{tr("Games"), std::to_string(l.games)},
              {tr("Won"), won},
              {tr("Points per hand"), oneDecimal(l.pointsPerHand())},
              {tr("Best game"), std::to_string(l.bestGame)},
              {tr("Worst game"), std::to_string(l.worstGame)},
              {tr("Streak, best"), std::to_string(l.streak) + ", " + std::to_string(l.bestStreak)},
              {tr("Moons shot"), std::to_string(l.moonsShot)},
              {tr("Moons suffered"), std::to_string(l.moonsSuffered)},
              {tr("Q\u2660 taken"), std::to_string(l.queensTaken)},
              {tr("Hints, undos"), std::to_string(l.hints) + ", " + std::to_string(l.undos)},
              {tr("Tracker used"), tracker}});
  b.gap(0.4f);
  chart(b, l.recent);
  // Against the expert in the player's chair, with the same cards.
  if (l.comparedHands > 0) {
    b.gap(0.3f);
    figures(b, {{tr("Vs the expert, a hand"), signedOneDecimal(l.overExpertPerHand())},
                {tr("Hands compared"), std::to_string(l.comparedHands)}});
    differenceChart(b, tr("Your points minus the expert's in your chair, each game (fewer in green)"),
                    l.recentOverExpert, session::StatLine::kRecentGames);
  }
}

// Every level and rules together, and whether the bots watch the player for the moon.
void overall(SheetBuilder& b, const SheetContext& c) {
  if (!c.statistics || c.statistics->empty()) return;
  const session::StatLine all = c.statistics->total();
  b.gap(0.4f);
  const std::string games =
      // TRANSLATORS: {percent} is the share of those games won (50%).
      trn("All levels and rules: {n} game, {percent} won", "All levels and rules: {n} games, {percent} won",
          all.games, {{"percent", percent(all.winRate())}});
  b.line(1.5f, games, 0.82f, Ink::Soft, TextAlign::Center);
  if (const session::MoonHabit& w = c.statistics->moonHabit(); w.likelyShooter) {
    const std::string watched =
        // TRANSLATORS: {tries} hands in which the player tried to shoot the moon, of the last {n};
        // medium, hard and expert are the bots' levels.
        trn("You went for the moon in {tries} of your last {n} hand: medium, hard and expert watch for it",
            "You went for the moon in {tries} of your last {n} hands: medium, hard and expert watch for it",
            std::lround(w.hands), {{"tries", static_cast<long>(std::lround(w.tries))}});
    for (const std::string& part : b.wrap(watched, 0.82f)) b.text(b.row(1.3f), part, 0.82f, Ink::Soft, TextAlign::Center);
  }
}

}  // namespace

SheetView statisticsSheet(const SheetContext& c, StatsTab tab) {
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, c.metrics, 30, scale);
    b.line(2.3f, session::statisticsTitle(c.settings.playerName), 1.35f, Ink::Title, TextAlign::Center, true);
    tabs(b, tab);
    if (tab == StatsTab::Daily) {
      dailyPage(b, c);
      return finishWithButtons(b, c, height);
    }
    // A custom table of levels is a line of its own, its seats named.
    const TableLevels levels = c.game.levels();
    const std::string preset = session::presetOf(c.game.state().rules());
    // TRANSLATORS: whom the figures below are of: {levels} the bots' level ("Hard", or each
    // seat's: "Ava Random, Ben Expert, Cleo Expert"), {rules} the rules' name (Classic).
    const std::string against = tr("Against {levels} \u00b7 {rules} rules",
                                   {{"levels", session::levelsText(levels)}, {"rules", session::presetDisplayName(preset)}});
    for (const std::string& part : b.metrics().wrap(against, b.width(), b.px(0.9f), true))
      b.text(b.row(1.5f), part, 0.9f, Ink::Body, TextAlign::Center, true);
    const session::StatLine* line = c.statistics ? c.statistics->find(levelsKey(levels), preset) : nullptr;
    if (!line || line->games == 0) b.line(1.6f, tr("No finished games yet"), 0.9f, Ink::Soft, TextAlign::Center);
    else lineFigures(b, *line);
    overall(b, c);
    return finishWithButtons(b, c, height);
  });
}

}  // namespace hearts::ui
