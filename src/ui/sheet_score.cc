#include <algorithm>
#include <cmath>

#include "session/daily.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

using session::Stage;

namespace {

// A daily deal that has ended: its result against par, and how it counted (the day's result,
// a replay of it, or practice on an earlier day's deal). Empty for other games, and until the
// expert in the player's chair has finished the four hands.
std::vector<std::string> dailyLines(const SheetContext& c) {
  const auto& tag = c.game.daily();
  const Match* expert = c.game.coach().expertGame();
  if (!tag || !expert) return {};
  const auto result = session::dailyResult(tag->date, c.game.match(), *expert);
  if (!result) return {};
  std::vector<std::string> out{session::dailyResultText(*result)};
  const session::DailyResult* kept = c.statistics ? c.statistics->daily().find(tag->date) : nullptr;
  if (kept && kept->hands == result->hands && kept->replays == 0)
    out.push_back("Your result of the day \u00b7 streak " +
                  std::to_string(c.statistics->daily().streak(c.today)));
  else if (kept)
    out.push_back("A replay: the day's result stays " + std::to_string(kept->score) + ", par " +
                  std::to_string(kept->par));
  else if (!tag->onTheDay)
    out.push_back("An earlier day's deal: played for practice");
  return out;
}

// A box on a stripe, `height` rows high with the gap above it: the first line a heading, the
// others below it, those `good` marks in the good ink. Nothing when there are no lines.
template <class Good>
void stripedBox(SheetBuilder& b, const std::vector<std::string>& lines, float height, Good good) {
  if (lines.empty()) return;
  const float f = b.font();
  b.gap(0.4f);
  const Rect box = b.row(height - 0.4f);
  b.view().shape(box, Ink::Stripe);
  b.text({box.x, box.y, box.w, std::round(1.35f * f)}, lines.front(), 0.8f, Ink::Soft,
         TextAlign::Center, true);
  float y = box.y + std::round(1.35f * f);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const Rect line{box.x + 0.3f * f, y, box.w - 0.6f * f, std::round(1.25f * f)};
    const bool better = good(lines[i]);
    b.text(line, lines[i], 0.8f, better ? Ink::Good : Ink::Body, TextAlign::Center, better);
    y += line.h;
  }
}

// The sheet's columns: the hand's number, then one for each seat.
struct Columns {
  float firstCol;
  float colW;
  Rect cell(int col, const Rect& row) const {
    return col == 0 ? Rect{row.x, row.y, firstCol, row.h}
                    : Rect{row.x + firstCol + colW * static_cast<float>(col - 1), row.y, colW, row.h};
  }
};

// The height of a stripedBox of these lines, in rows of the font (0 for none).
float boxHeight(const std::vector<std::string>& lines) {
  return lines.empty() ? 0.0f : 0.4f + 1.35f + 1.25f * static_cast<float>(lines.size() - 1);
}

// After a hand: the analysis of the player's decisions, under the deal's line. Each line
// wraps to the panel's width `w` (a phone's is narrow).
std::vector<std::string> analysisText(const SheetContext& c, float w, float f) {
  std::vector<std::string> out;
  const session::HandAnalysis* analysis = c.game.coach().analysis();
  if (!analysis) return out;
  const auto lines = session::analysisLines(*analysis);
  out.push_back(lines.front());
  for (std::size_t i = 1; i < lines.size(); ++i)
    for (std::string& part : c.metrics.wrap(lines[i], w - 0.6f * f, 0.8f * f)) out.push_back(std::move(part));
  return out;
}

// The expert in the player's chair beside the player (after a hand, and on request), and at
// the end of a daily deal its result against par and how it counts.
std::vector<std::string> expertChairText(const SheetContext& c, float w, float f, bool gameOver) {
  std::vector<std::string> out;
  for (const std::string& line : session::expertChairLines(c.game)) {
    if (out.empty()) {
      out.push_back(line);
      continue;
    }
    for (std::string& part : c.metrics.wrap(line, w - 0.6f * f, 0.8f * f)) out.push_back(std::move(part));
  }
  if (const auto daily = dailyLines(c); !daily.empty() && gameOver) {
    for (const std::string& line : daily)
      for (std::string& part : c.metrics.wrap(line, w - 0.6f * f, 0.85f * f)) out.push_back(std::move(part));
  }
  return out;
}

// The title and the row of the seats' names over the columns.
void heading(SheetBuilder& b, const SheetContext& c, const Columns& cols, bool onRequest, bool gameOver) {
  const GameState& st = c.game.state();
  const float f = b.font();
  std::string title = "Scores";
  if (!onRequest)
    title = gameOver ? session::winnersText(st.winners()) : "After hand " + std::to_string(st.handNumber());
  b.text(b.row(2.3f), title, 1.35f, Ink::Title, TextAlign::Center, true);
  // The player by their name; with the levels shown, each bot's under its name.
  const bool levels = c.settings.showLevels;
  const Rect header = b.row(levels ? 2.5f : 1.55f);
  const Rect names{header.x, header.y, header.w, 1.55f * f};
  b.text(cols.cell(0, header), "Hand", 0.8f, Ink::Soft);
  for (int seat = 0; seat < 4; ++seat) {
    const bool player = seat == session::kPlayerSeat;
    b.text(cols.cell(seat + 1, names), player ? c.settings.playerName : session::playerName(seat), 0.85f,
           Ink::Soft, TextAlign::Center, true);
    if (levels && !player)
      b.text(cols.cell(seat + 1, {header.x, names.bottom() - 0.2f * f, header.w, header.bottom() - names.bottom()}),
             std::string(levelName(c.game.levels().of(seat))), 0.72f, Ink::Soft, TextAlign::Center);
  }
  b.view().shape({header.x, header.bottom() - 1, header.w, std::max(1.0f, f / 12)}, Ink::Rule);
}

// Every hand, a row each, each opening that hand's review (a control: a fingertip tall on a
// touch screen). Where the sheet is taller than the window the rows scroll, and the sheet
// opens on the latest hands.
void handRows(SheetBuilder& b, const std::vector<HandResult>& hands, const Columns& cols) {
  const float rowFonts = std::max(1.55f, b.touchMin() / b.font());
  b.beginScroll(rowFonts);
  for (std::size_t k = 0; k < hands.size(); ++k) {
    const HandResult& h = hands[k];
    const Rect row = b.row(rowFonts);
    if (k % 2 == 1) b.view().shape(row, Ink::Stripe);
    b.button(ButtonId::HandRow, h.handNumber, "", row);
    b.text(cols.cell(0, row), std::to_string(h.handNumber), 0.85f, Ink::Soft);
    for (int seat = 0; seat < 4; ++seat) {
      const bool shooter = h.moonShooter == seat;
      const int d = h.delta[seat];
      if (d == 0 && !shooter) {
        b.text(cols.cell(seat + 1, row), "\u2013", 0.9f, Ink::Soft, TextAlign::Center);
        continue;
      }
      const std::string v = (shooter ? "\u263d " : "") + session::signedNumber(d);
      b.text(cols.cell(seat + 1, row), v, 0.9f, shooter ? Ink::Moon : d > 0 ? Ink::Body : Ink::Good,
             TextAlign::Center, shooter);
    }
  }
  b.endScroll(2 * rowFonts, true);
}

// The totals, the lowest marked (once a hand has been played), the winners starred.
void totalsRow(SheetBuilder& b, const GameState& st, const Columns& cols, bool anyHand, bool gameOver) {
  const float f = b.font();
  const auto& scores = st.scores();
  const int low = *std::min_element(scores.begin(), scores.end());
  const Rect totals = b.row(1.4f * 1.55f);
  b.view().shape({totals.x, totals.y, totals.w, std::max(1.0f, f / 10)}, Ink::Rule);
  b.view().keepClear.push_back(totals);
  b.text(cols.cell(0, totals), "Total", 0.9f, Ink::Body, TextAlign::Left, true);
  for (int seat = 0; seat < 4; ++seat) {
    const Rect cl = cols.cell(seat + 1, totals).inset(0.15f * f);
    if (scores[static_cast<std::size_t>(seat)] == low && anyHand) b.view().shape(cl, Ink::Mark);
    const bool winner = gameOver && ((st.winners() >> seat) & 1u);
    b.text(cl, (winner ? "\u2605 " : "") + std::to_string(scores[static_cast<std::size_t>(seat)]), 1.1f,
           Ink::Body, TextAlign::Center, true);
  }
}

// The row of buttons at the foot: Close on request; else Review and what comes next.
void footButtons(SheetBuilder& b, const SheetContext& c, bool onRequest, bool gameOver) {
  const auto& hands = c.game.match().hands();
  std::vector<std::pair<ButtonId, std::string>> buttons;
  const int last = hands.empty() ? 0 : hands.back().handNumber;
  if (onRequest) {
    buttons = {{ButtonId::ScoresClose, "Close"}};
  } else if (gameOver && c.game.daily()) {
    // A daily deal's result is for sharing; its replay is in the menu ("Same deal again").
    buttons = {{ButtonId::Review, "Review"}, {ButtonId::Share, "Share"}, {ButtonId::NewGame, "New game"}};
  } else if (gameOver) {
    buttons = {{ButtonId::Review, "Review"}, {ButtonId::PlayAgain, "Same deal"}, {ButtonId::NewGame, "New game"}};
  } else {
    buttons = {{ButtonId::Review, "Review"}, {ButtonId::ReplayHand, "Replay hand"},
               {ButtonId::Continue, "Next hand"}};
  }
  std::vector<std::string> labels;
  for (const auto& [id, label] : buttons) labels.push_back(label);
  const auto rects = b.buttonRow(labels);
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const ButtonId id = buttons[i].first;
    const bool review = id == ButtonId::Review;
    const bool enabled = review ? last > 0 : id != ButtonId::ReplayHand || c.game.desk().canReplayHand();
    b.button(id, review ? ButtonValue(last) : ButtonValue(), buttons[i].second, rects[i], enabled);
  }
}

}  // namespace

SheetView scoreSheet(const SheetContext& c, bool onRequest) {
  const auto& hands = c.game.match().hands();
  const GameState& st = c.game.state();
  const bool gameOver = c.game.table().stage() == Stage::GameOver && !onRequest;
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 30, scale);
    const float f = b.font();
    const float w = b.width();
    const float firstCol = std::round(w * 0.2f);
    const Columns cols{firstCol, (w - firstCol) / 4};
    heading(b, c, cols, onRequest, gameOver);
    handRows(b, hands, cols);
    const std::vector<std::string> analysis = onRequest ? std::vector<std::string>() : analysisText(c, w, f);
    const std::vector<std::string> expertChair = expertChairText(c, w, f, gameOver);
    // Who took what that counts in the hand just played.
    const bool handOver = st.phase() == Phase::HandOver || st.phase() == Phase::GameOver;
    std::vector<std::string> takenLines;
    if (handOver && !hands.empty())
      takenLines = c.metrics.wrap(session::takenText(c.game.table().plates().taken, st.rules().jackOfDiamonds != 0),
                                  w - 0.6f * f, 0.8f * f);
    totalsRow(b, st, cols, !hands.empty(), gameOver);

    const std::string note = session::scoreSheetNote(st, hands.empty() ? nullptr : &hands.back(),
                                                     !onRequest, gameOver);
    const bool moonNote = note.rfind("\u263d", 0) == 0;
    b.text(b.row(1.8f), note, 0.9f, moonNote ? Ink::Moon : Ink::Soft, TextAlign::Center, moonNote);
    for (const std::string& line : takenLines) b.text(b.row(1.3f), line, 0.8f, Ink::Body, TextAlign::Center);
    // The deal's seed: the same seed deals the same cards, for anyone to check or replay.
    b.text(b.row(1.4f), "Deal " + std::to_string(st.seed()) + " \u00b7 " + session::presetDisplayName(session::presetOf(st.rules())),
           0.75f, Ink::Soft, TextAlign::Center);
    // The comparison with the expert in the chair: a line where the player did better stands out.
    stripedBox(b, expertChair, boxHeight(expertChair), [](const std::string& line) {
      return line.find("you did better") != std::string::npos || line.find(" better)") != std::string::npos;
    });
    stripedBox(b, analysis, boxHeight(analysis), [](const std::string&) { return false; });
    b.gap(0.8f);
    footButtons(b, c, onRequest, gameOver);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
