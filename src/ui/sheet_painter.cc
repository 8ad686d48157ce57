#include "ui/sheet_painter.h"

#include <algorithm>
#include <cmath>

#include "core/rules.h"
#include "session/rules_text.h"
#include "session/wording.h"
#include "ui/screen_style.h"

namespace hearts::ui {

using namespace style;
using session::Stage;

void SheetPainter::drawOverlay(const session::GameSession& game, const ScreenModel& model) {
  if (model.overlay() == ScreenModel::Overlay::Menu) {
    drawMenu(game, model);
  } else if (model.sheetVisible()) {
    drawScoreSheet(game, model);
  } else if (model.moonDialogVisible()) {
    drawMoonDialog(model.layout());
  }
}

void SheetPainter::drawPanel(const TableLayout& l, const Rect& r) {
  const float f = l.font;
  paint_.fillRect({0, 0, l.width, l.height}, {0, 0, 0, 110});
  paint_.shadow(r.offset(0, 0.3f * f), 0.8f * f, 1.2f * f, {0, 0, 0, 120});
  paint_.fillRound(r, 0.8f * f, kPanel);
}

void SheetPainter::drawScoreSheet(const session::GameSession& game, const ScreenModel& model) {
  const TableLayout& l = model.layout();
  const float f = l.font;
  const auto& hands = game.match().hands();
  const ScoreSheetLayout s = layoutScoreSheet(l, static_cast<int>(hands.size()));
  drawPanel(l, s.panel);
  const GameState& st = game.state();
  const bool onRequest = model.overlay() == ScreenModel::Overlay::Scores;
  const bool gameOver = game.stage() == Stage::GameOver;
  std::string title = "Scores";
  if (!onRequest)
    title = gameOver ? session::winnersText(st.winners())
                     : "After hand " + std::to_string(st.handNumber());
  text_.draw(title, s.title, 1.35f * f, kInk, Align::Center, true);

  auto cell = [&](int col, const Rect& row) {
    return col == 0 ? Rect{s.columnX[0], row.y, s.columnX[1] - s.columnX[0], row.h}
                    : Rect{s.columnX[static_cast<std::size_t>(col)], row.y, s.columnW, row.h};
  };
  text_.draw("Hand", cell(0, s.header), 0.8f * f, kInkSoft);
  for (int seat = 0; seat < 4; ++seat)
    text_.draw(session::playerName(seat), cell(seat + 1, s.header), 0.85f * f, kInkSoft,
               Align::Center, true);
  paint_.fillRect({s.header.x, s.header.bottom() - 1, s.header.w, std::max(1.0f, f / 12)},
                  {0, 0, 0, 50});

  for (int k = 0; k < s.visibleHands; ++k) {
    const HandResult& h = hands[static_cast<std::size_t>(s.firstHand + k)];
    const Rect row{s.rows.x, s.rows.y + s.rowH * static_cast<float>(k), s.rows.w, s.rowH};
    if (k % 2 == 1) paint_.fillRect(row, {0, 0, 0, 12});
    text_.draw(std::to_string(h.handNumber), cell(0, row), 0.85f * f, kInkSoft);
    for (int seat = 0; seat < 4; ++seat) {
      const bool shooter = h.moonShooter == seat;
      const std::string v = (shooter ? "\u263d " : "") + session::signedNumber(h.delta[seat]);
      const Color c = shooter ? kMoon : h.delta[seat] > 0 ? kInk : Color{20, 130, 110, 255};
      text_.draw(h.delta[seat] == 0 && !shooter ? "\u2013" : v, cell(seat + 1, row), 0.9f * f,
                 h.delta[seat] == 0 && !shooter ? kInkSoft : c, Align::Center, shooter);
    }
  }
  // Totals, the lowest marked.
  const auto& scores = st.scores();
  const int low = *std::min_element(scores.begin(), scores.end());
  paint_.fillRect({s.totals.x, s.totals.y, s.totals.w, std::max(1.0f, f / 10)}, {0, 0, 0, 70});
  text_.draw("Total", cell(0, s.totals), 0.9f * f, kInk, Align::Left, true);
  for (int seat = 0; seat < 4; ++seat) {
    const Rect c = cell(seat + 1, s.totals).inset(0.15f * f);
    if (scores[static_cast<std::size_t>(seat)] == low && !hands.empty())
      paint_.fillRound(c, 0.4f * f, kGold.withAlpha(120));
    const bool winner = gameOver && ((st.winners() >> seat) & 1u);
    text_.draw((winner ? "\u2605 " : "") + std::to_string(scores[static_cast<std::size_t>(seat)]),
               c, 1.1f * f, kInk, Align::Center, true);
  }

  const std::string note =
      session::scoreSheetNote(st, hands.empty() ? nullptr : &hands.back(), !onRequest, gameOver);
  const bool moonNote = note.rfind("\u263d", 0) == 0;
  text_.draw(note, s.note, 0.9f * f, moonNote ? kMoon : kInkSoft, Align::Center, moonNote);
}

void SheetPainter::drawMenu(const session::GameSession& game, const ScreenModel& model) {
  const TableLayout& l = model.layout();
  const float f = l.font;
  const auto ps = presets();
  const UiSettings& settings = model.settings();
  const MenuLayout m = layoutMenu(l, static_cast<int>(ps.size()),
                                  static_cast<int>(model.levels().size()), 2);
  drawPanel(l, m.panel);
  text_.draw("Hearts", m.title, 1.4f * f, kInk, Align::Left, true);
  const bool differs = session::presetOf(game.state().rules()) != settings.preset;
  text_.draw(differs ? "Rules (for the next new game)" : "Rules", m.presetLabel, 0.85f * f,
             kInkSoft, Align::Left, true);
  text_.draw("Opponents", m.levelLabel, 0.85f * f, kInkSoft, Align::Left, true);
  text_.draw("Speed", m.speedLabel, 0.85f * f, kInkSoft, Align::Left, true);

  const auto rules = presetRules(settings.preset);
  if (rules) {
    std::string all;
    for (const auto& line : session::describeRules(*rules)) all += "\u2022 " + line + "\n";
    if (!all.empty()) all.pop_back();
    // The largest size at which every line fits the box.
    float size = 0.85f * f;
    for (; size > 0.5f * f; size -= 0.05f * f) {
      const float lineH = std::round(size * 1.3f);
      const auto lines = text_.wrap(all, m.rulesText.w, size);
      if (static_cast<float>(lines.size()) * lineH <= m.rulesText.h) break;
    }
    text_.drawWrapped(all, m.rulesText, size, kInk);
  }
}

void SheetPainter::drawMoonDialog(const TableLayout& l) {
  const float f = l.font;
  const DialogLayout d = layoutDialog(l, 3);
  drawPanel(l, d.panel);
  text_.draw("\u263d You shot the moon!", d.title, 1.35f * f, kMoon, Align::Center, true);
  const std::string body =
      "You took every heart and the Q\u2660. Choose how it counts: 26 points to each of the "
      "others, or 26 off your own score.";
  text_.drawWrapped(body, d.body, 0.95f * f, kInk);
}

void SheetPainter::drawNotices(const ScreenModel& model, double now) {
  const float f = model.layout().font;
  const float size = 0.9f * f;
  const float lineH = std::round(size * 1.3f);
  for (const Notices::Box& box : model.noticeBoxes(now)) {
    const Rect r = box.rect;
    const float fade = box.opacity;
    paint_.fillRound(r, 0.5f * f, Color{20, 24, 28, 235}.scaledAlpha(fade));
    paint_.strokeRound(r, 0.5f * f, std::max(1.0f, 0.08f * f), kGold.scaledAlpha(fade));
    float y = r.y + 0.5f * f;
    for (const auto& line : box.lines) {
      text_.draw(line, {r.x + 0.7f * f, y, r.w - 1.4f * f, lineH}, size, kWhite.scaledAlpha(fade));
      y += lineH;
    }
  }
}

void SheetPainter::drawButtons(const ScreenModel& model, const std::vector<Button>& bs) {
  const float f = model.layout().font;
  for (const Button& b : bs) {
    const Rect r = b.rect;
    if (r.empty()) continue;
    const bool hover = model.hovered(b);
    const ButtonStyle look = b.style();
    const bool primary = look == ButtonStyle::Primary;
    const float radius = look == ButtonStyle::Chip ? 0.45f * f : r.h / 2;
    Color text = kInk;
    if (primary) {
      paint_.shadow(r.offset(0, 0.12f * f), radius, 0.35f * f, kShadow);
      const Color top = hover ? Color{255, 220, 120, 255} : Color{250, 206, 98, 255};
      const Color bottom = hover ? Color{240, 184, 64, 255} : Color{226, 166, 48, 255};
      paint_.fillRoundGradient(r, radius, top, bottom);
    } else if (look == ButtonStyle::OnTable) {
      paint_.fillRound(r, radius, hover ? Color{0, 0, 0, 150} : Color{0, 0, 0, 100});
      text = kWhite;
    } else if (look == ButtonStyle::Chip && b.selected) {
      paint_.fillRound(r, radius, kGold);
    } else {
      paint_.fillRound(r, radius, hover ? Color{222, 218, 206, 255} : Color{236, 233, 224, 255});
      paint_.strokeRound(r, radius, std::max(1.0f, 0.06f * f), {0, 0, 0, 40});
    }
    if (!b.enabled) text = text.withAlpha(110);
    const float size = (primary ? 1.0f : 0.88f) * f;
    text_.draw(b.label, r.inset(0.4f * f), size, text, Align::Center, primary || b.selected);
    if (!b.enabled && primary) paint_.fillRound(r, radius, {40, 40, 40, 90});
  }
}

}  // namespace hearts::ui
