#include <algorithm>
#include <cmath>

#include "session/daily.h"
#include "session/expert_chair.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheet_players.h"
#include "ui/sheets.h"
#include "words/words.h"

namespace hearts::ui {

using session::Stage;

namespace {

using words::tr;

// A line of a box under the scores: of its heading, or one that says the player did better
// (drawn so), or another.
struct BoxLine {
  std::string text;
  bool good = false;
  bool heading = false;
};

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
    out.push_back(tr("Your result of the day \u00b7 streak {streak}", {{"streak", c.statistics->daily().streak(c.today)}}));
  else if (kept)
    // TRANSLATORS: a daily deal played again: the day's result that counts, {score} against {par}.
    out.push_back(tr("A replay: the day's result stays {score}, par {par}", {{"score", kept->score}, {"par", kept->par}}));
  else if (!tag->onTheDay)
    out.push_back(tr("An earlier day's deal: played for practice"));
  return out;
}

// A box on a stripe, `height` rows high with the gap above it: its heading, the lines below
// it, those `good` in the good ink. Nothing when there are no lines.
void stripedBox(SheetBuilder& b, const std::vector<BoxLine>& lines, float height) {
  if (lines.empty()) return;
  const float f = b.font();
  b.gap(0.4f);
  const Rect box = b.row(height - 0.4f);
  b.view().shape(box, Ink::Stripe);
  float y = box.y;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const BoxLine& l = lines[i];
    const Rect line{box.x + 0.3f * f, y, box.w - 0.6f * f, std::round((i == 0 ? 1.35f : 1.25f) * f)};
    if (l.heading) b.text(line, l.text, 0.8f, Ink::Soft, TextAlign::Center, true);
    else b.text(line, l.text, 0.8f, l.good ? Ink::Good : Ink::Body, TextAlign::Center, l.good);
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
float boxHeight(const std::vector<BoxLine>& lines) {
  return lines.empty() ? 0.0f : 0.4f + 1.35f + 1.25f * static_cast<float>(lines.size() - 1);
}

// `line` wrapped to the box's width at `size` fonts onto `out`, each part `good` or not.
void wrapInto(std::vector<BoxLine>& out, SheetBuilder& b, const std::string& line, float size, bool good) {
  for (std::string& part : b.metrics().wrap(line, b.width() - 0.6f * b.font(), b.px(size)))
    out.push_back({std::move(part), good});
}

// The heading of a box, wrapped as its lines are.
void headingInto(std::vector<BoxLine>& out, SheetBuilder& b, const std::string& heading) {
  for (std::string& part : b.metrics().wrap(heading, b.width() - 0.6f * b.font(), b.px(0.8f), true))
    out.push_back({std::move(part), false, true});
}

// After a hand: the analysis of the player's decisions, under the deal's line. Each line
// wraps to the panel's width (a phone's is narrow).
std::vector<BoxLine> analysisText(const SheetContext& c, SheetBuilder& b) {
  std::vector<BoxLine> out;
  const session::HandAnalysis* analysis = c.game.coach().analysis();
  if (!analysis) return out;
  const auto lines = session::analysisLines(*analysis);
  headingInto(out, b, lines.front());
  for (std::size_t i = 1; i < lines.size(); ++i) wrapInto(out, b, lines[i], 0.8f, false);
  return out;
}

// Whether a line of the expert's comparison says the player did better: the last hand's, or
// the hands together.
bool playerDidBetter(const std::string& line, const std::vector<session::ExpertHand>& hands) {
  if (hands.empty()) return false;
  int you = 0, expert = 0;
  for (const session::ExpertHand& h : hands) {
    you += h.player;
    expert += h.expert;
  }
  const session::ExpertHand& last = hands.back();
  return (line == session::expertHandText(last) && last.player < last.expert) ||
         (hands.size() > 1 && line == session::expertTotalText(hands) && you < expert);
}

// The expert in the player's chair beside the player (after a hand, and on request), and at
// the end of a daily deal its result against par and how it counts.
std::vector<BoxLine> expertChairText(const SheetContext& c, SheetBuilder& b, bool gameOver) {
  std::vector<BoxLine> out;
  const std::vector<session::ExpertHand> hands = c.game.coach().expertHands();
  for (const std::string& line : session::expertChairLines(c.game)) {
    if (out.empty()) headingInto(out, b, line);
    else wrapInto(out, b, line, 0.8f, playerDidBetter(line, hands));
  }
  if (const auto daily = dailyLines(c); !daily.empty() && gameOver) {
    for (const std::string& line : daily) wrapInto(out, b, line, 0.85f, false);
  }
  return out;
}

// A bot's level under its name, in small letters.
std::string levelWord(BotLevel l) {
  switch (l) {
    // TRANSLATORS: a bot's level, under its name on the score sheet, in small letters.
    case BotLevel::Random: return words::trc("level under a name", "random");
    case BotLevel::Easy: return words::trc("level under a name", "easy");
    case BotLevel::Medium: return words::trc("level under a name", "medium");
    case BotLevel::Hard: return words::trc("level under a name", "hard");
    case BotLevel::Expert: break;
  }
  return words::trc("level under a name", "expert");
}

// The title and the row of the seats' names over the columns.
void heading(SheetBuilder& b, const SheetContext& c, const Columns& cols, bool onRequest, bool gameOver) {
  const GameState& st = c.game.state();
  const float f = b.font();
  std::string title = tr("Scores");
  if (!onRequest)
    title = gameOver ? session::winnersText(st.winners()) : tr("After hand {hand}", {{"hand", st.handNumber()}});
  b.line(2.3f, title, 1.35f, Ink::Title, TextAlign::Center, true);
  // The player by their name; with the levels shown, each bot's under its name.
  const bool levels = c.settings.showLevels;
  const Rect header = b.row(levels ? 2.5f : 1.55f);
  const Rect names{header.x, header.y, header.w, 1.55f * f};
  // TRANSLATORS: the score sheet's first column, the hands' numbers: keep it short.
  b.text(cols.cell(0, header), tr("Hand"), 0.8f, Ink::Soft);
  for (int seat = 0; seat < 4; ++seat) {
    const bool player = seat == session::kPlayerSeat;
    b.text(cols.cell(seat + 1, names), player ? shownPlayerName(c.settings) : std::string(session::playerName(seat)),
           0.85f, Ink::Soft, TextAlign::Center, true);
    if (levels && !player)
      b.text(cols.cell(seat + 1, {header.x, names.bottom() - 0.2f * f, header.w, header.bottom() - names.bottom()}),
             levelWord(c.game.levels().of(seat)), 0.72f, Ink::Soft, TextAlign::Center);
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
  // TRANSLATORS: the score sheet's row of the totals, in its narrow first column.
  b.text(cols.cell(0, totals), tr("Total"), 0.9f, Ink::Body, TextAlign::Left, true);
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
    buttons = {{ButtonId::ScoresClose, tr("Close")}};
  } else if (gameOver && c.game.daily()) {
    // A daily deal's result is for sharing; its replay is in the menu ("Same deal again").
    buttons = {{ButtonId::Review, tr("Review")}, {ButtonId::Share, tr("Share")}, {ButtonId::NewGame, tr("New game")}};
  } else if (gameOver) {
    buttons = {{ButtonId::Review, tr("Review")}, {ButtonId::PlayAgain, tr("Same deal")},
               {ButtonId::NewGame, tr("New game")}};
  } else {
    buttons = {{ButtonId::Review, tr("Review")}, {ButtonId::ReplayHand, tr("Replay hand")},
               {ButtonId::Continue, tr("Next hand")}};
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
    SheetBuilder b(c.layout, c.metrics, 30, scale);
    const float f = b.font();
    const float w = b.width();
    const float firstCol = std::round(w * 0.2f);
    const Columns cols{firstCol, (w - firstCol) / 4};
    heading(b, c, cols, onRequest, gameOver);
    handRows(b, hands, cols);
    const std::vector<BoxLine> analysis = onRequest ? std::vector<BoxLine>() : analysisText(c, b);
    const std::vector<BoxLine> expertChair = expertChairText(c, b, gameOver);
    totalsRow(b, st, cols, !hands.empty(), gameOver);
    const HandResult* last = hands.empty() ? nullptr : &hands.back();
    const std::string note = session::scoreSheetNote(st, last, !onRequest, gameOver);
    const bool moonNote = last && last->moonShooter >= 0 && !onRequest;
    b.line(1.8f, note, 0.9f, moonNote ? Ink::Moon : Ink::Soft, TextAlign::Center, moonNote);
    // Who took what that counts in the hand just played.
    const bool handOver = st.phase() == Phase::HandOver || st.phase() == Phase::GameOver;
    if (handOver && !hands.empty())
      for (const std::string& line :
           b.metrics().wrap(session::takenText(c.game.table().plates().taken, st.rules().jackOfDiamonds != 0),
                            w - 0.6f * f, b.px(0.8f)))
        b.text(b.row(1.3f), line, 0.8f, Ink::Body, TextAlign::Center);
    // The deal's seed: the same seed deals the same cards, for anyone to check or replay.
    const std::string deal =
        // TRANSLATORS: {seed} is the deal's number; {rules} the rules' name (Classic).
        tr("Deal {seed} \u00b7 {rules}",
           {{"seed", std::to_string(st.seed())}, {"rules", session::presetDisplayName(session::presetOf(st.rules()))}});
    b.line(1.4f, deal, 0.75f, Ink::Soft, TextAlign::Center);
    // The comparison with the expert in the chair: a line where the player did better stands out.
    stripedBox(b, expertChair, boxHeight(expertChair));
    stripedBox(b, analysis, boxHeight(analysis));
    b.gap(0.8f);
    footButtons(b, c, onRequest, gameOver);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
