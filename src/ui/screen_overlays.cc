#include "ui/screen.h"

#include <algorithm>
#include <cmath>

#include "core/rules.h"
#include "ui/rules_text.h"
#include "ui/screen_style.h"

namespace hearts::ui {

using namespace style;

// --- sheets, menu and dialogs -------------------------------------------------------------

void Screen::drawPanel(const Rect& r) {
  const float f = layout_.font;
  paint_.fillRect({0, 0, layout_.width, layout_.height}, {0, 0, 0, 110});
  paint_.shadow(r.offset(0, 0.3f * f), 0.8f * f, 1.2f * f, {0, 0, 0, 120});
  paint_.fillRound(r, 0.8f * f, kPanel);
}

void Screen::drawScoreSheet() {
  const float f = layout_.font;
  const Match& m = game_->match();
  const auto& hands = m.hands();
  const ScoreSheetLayout s = layoutScoreSheet(layout_, static_cast<int>(hands.size()));
  drawPanel(s.panel);
  const GameState& st = game_->state();
  std::string title = "Scores";
  if (overlay_ != Overlay::Scores) {
    title = game_->stage() == Stage::GameOver ? winnersText(st.winners())
                                              : "After hand " + std::to_string(st.handNumber());
  }
  text_.draw(title, s.title, 1.35f * f, kInk, Align::Center, true);

  auto cell = [&](int col, const Rect& row) {
    return col == 0 ? Rect{s.columnX[0], row.y, s.columnX[1] - s.columnX[0], row.h}
                    : Rect{s.columnX[static_cast<std::size_t>(col)], row.y, s.columnW, row.h};
  };
  text_.draw("Hand", cell(0, s.header), 0.8f * f, kInkSoft);
  for (int seat = 0; seat < 4; ++seat)
    text_.draw(playerName(seat), cell(seat + 1, s.header), 0.85f * f, kInkSoft, Align::Center,
               true);
  paint_.fillRect({s.header.x, s.header.bottom() - 1, s.header.w, std::max(1.0f, f / 12)},
                  {0, 0, 0, 50});

  for (int k = 0; k < s.visibleHands; ++k) {
    const HandResult& h = hands[static_cast<std::size_t>(s.firstHand + k)];
    const Rect row{s.rows.x, s.rows.y + s.rowH * static_cast<float>(k), s.rows.w, s.rowH};
    if (k % 2 == 1) paint_.fillRect(row, {0, 0, 0, 12});
    text_.draw(std::to_string(h.handNumber), cell(0, row), 0.85f * f, kInkSoft);
    for (int seat = 0; seat < 4; ++seat) {
      const bool shooter = h.moonShooter == seat;
      const std::string v = (shooter ? "\u263d " : "") + signedNumber(h.delta[seat]);
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
    const bool winner = game_->stage() == Stage::GameOver && ((st.winners() >> seat) & 1u);
    text_.draw((winner ? "\u2605 " : "") + std::to_string(scores[static_cast<std::size_t>(seat)]),
               c, 1.1f * f, kInk, Align::Center, true);
  }

  std::string note;
  if (hands.empty()) {
    note = "No hand finished yet";
  } else {
    const HandResult& last = hands.back();
    if (last.moonShooter >= 0 && overlay_ != Overlay::Scores) {
      const bool sub = last.moonChoice == MoonChoice::SubtractFromSelf;
      if (last.moonShooter == 0)
        note = sub ? "\u263d You shot the moon: 26 off your score!"
                   : "\u263d You shot the moon: 26 to everyone else!";
      else
        note = std::string("\u263d ") + playerName(last.moonShooter) + " shot the moon" +
               (sub ? ": 26 off their score" : ": 26 to everyone else");
    } else if (game_->stage() == Stage::GameOver) {
      note = "Final scores \u00b7 lowest wins";
    } else {
      note = "Game to " + std::to_string(st.rules().targetScore);
      if (st.rules().maxHands > 0)
        note += " or " + std::to_string(st.rules().maxHands) + " hands";
      note += " \u00b7 lowest wins";
    }
  }
  const bool moonNote = note.rfind("\u263d", 0) == 0;
  text_.draw(note, s.note, 0.9f * f, moonNote ? kMoon : kInkSoft,
             Align::Center, moonNote);
}

void Screen::drawMenu() {
  const float f = layout_.font;
  const auto ps = presets();
  const MenuLayout m =
      layoutMenu(layout_, static_cast<int>(ps.size()), static_cast<int>(levels_.size()), 2);
  drawPanel(m.panel);
  text_.draw("Hearts", m.title, 1.4f * f, kInk, Align::Left, true);
  const bool differs = presetOf(game_->state().rules()) != settings_.preset;
  text_.draw(differs ? "Rules (for the next new game)" : "Rules", m.presetLabel, 0.85f * f,
             kInkSoft, Align::Left, true);
  text_.draw("Opponents", m.levelLabel, 0.85f * f, kInkSoft, Align::Left, true);
  text_.draw("Speed", m.speedLabel, 0.85f * f, kInkSoft, Align::Left, true);

  const auto rules = presetRules(settings_.preset);
  if (rules) {
    std::string all;
    for (const auto& line : describeRules(*rules)) all += "\u2022 " + line + "\n";
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

void Screen::drawMoonDialog() {
  const float f = layout_.font;
  const DialogLayout d = layoutDialog(layout_, 3);
  drawPanel(d.panel);
  text_.draw("\u263d You shot the moon!", d.title, 1.35f * f, kMoon, Align::Center,
             true);
  std::string body = "You took every heart and the Q\u2660. Choose how it counts: 26 points to "
                     "each of the others, or 26 off your own score.";
  text_.drawWrapped(body, d.body, 0.95f * f, kInk);
}

std::vector<Screen::ToastBox> Screen::toastBoxes() {
  std::vector<ToastBox> out;
  const float f = layout_.font;
  const float w = std::min(layout_.width - 2 * layout_.pad, 30 * f);
  const float size = 0.9f * f;
  const float lineH = std::round(size * 1.3f);
  float y = layout_.middle.y;
  for (const auto& t : toasts_) {
    ToastBox box;
    box.lines = text_.wrap(t.text, w - 1.4f * f, size);
    const float h = static_cast<float>(box.lines.size()) * lineH + 1.0f * f;
    box.rect = {std::round(layout_.width / 2 - w / 2), y, w, h};
    y += h + 0.4f * f;
    out.push_back(std::move(box));
  }
  return out;
}

void Screen::drawToasts(double now) {
  const float f = layout_.font;
  const float size = 0.9f * f;
  const float lineH = std::round(size * 1.3f);
  const auto boxes = toastBoxes();
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const Rect r = boxes[i].rect;
    const float fade = static_cast<float>(std::clamp((toasts_[i].until - now) / kNoticeFadeMs, 0.0, 1.0));
    paint_.fillRound(r, 0.5f * f, Color{20, 24, 28, 235}.scaledAlpha(fade));
    paint_.strokeRound(r, 0.5f * f, std::max(1.0f, 0.08f * f), kGold.scaledAlpha(fade));
    float y = r.y + 0.5f * f;
    for (const auto& line : boxes[i].lines) {
      text_.draw(line, {r.x + 0.7f * f, y, r.w - 1.4f * f, lineH}, size, kWhite.scaledAlpha(fade));
      y += lineH;
    }
  }
}

}  // namespace hearts::ui
