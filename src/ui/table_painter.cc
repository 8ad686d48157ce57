#include "ui/table_painter.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "core/rules.h"
#include "session/daily.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/gpu.h"
#include "ui/plate_row.h"
#include "ui/screen_style.h"
#include "ui/table_marks.h"
#include "words/words.h"

namespace hearts::ui {

using namespace style;
using session::Stage;

void TablePainter::drawFelt(const TableLayout& layout) {
  if (feltBehind_) {
    // What is drawn over it then blends into premultiplied colour and coverage, which the
    // page composes over the felt as if it had been drawn on it.
    paint_.clear({0, 0, 0, 0});
    return;
  }
  // Straight onto the screen on every frame: one pass over the window, as a copy of a
  // cached texture would be, without a window-sized render target to create and fill
  // (12 MB on a phone at pixel ratio 3) or a shader of its own before the first frame.
  const FeltColours felt = feltColours(felt_);
  paint_.clear(felt.outer);
  paint_.radialBackground({0, 0, layout.width, layout.height}, felt.inner, felt.outer);
}

void TablePainter::draw(const session::GameSession& game, const ScreenModel& model, const HandView& hand,
                        double now) {
  const TableLayout& l = model.layout();
  drawOpponents(game, l);
  if (game.table().stage() == Stage::Passing || game.table().stage() == Stage::PassWaiting) drawPassing(game, l);
  drawTrick(game, model, now);
  drawPlates(game, model, now);
  drawPiles(game, model);
  drawHand(game, model, hand, now);
  if (game.table().stage() == Stage::Exchange) drawExchange(game, model, hand, now);
  // Under a sheet or dialog the table's own messages would only peek out around it.
  if (model.tableOpen()) drawStatus(game, model, l, now);
  lastDrawAt_ = now;
}

void TablePainter::cardShadow(const Rect& r, float strength, float angle) {
  const float s = std::max(1.0f, 0.05f * r.w);
  paint_.shadow(r.offset(0, 0.4f * s), 0.08f * r.w, s, kShadow.scaledAlpha(strength), angle);
}

void TablePainter::drawOpponents(const session::GameSession& game, const TableLayout& l) {
  for (int seat = 1; seat < 4; ++seat) {
    for (const BackPlacement& b : layoutBacks(l, seat, game.state().handSize(seat)))
      cards_.drawBack(Rect::centeredAt(b.center, l.backW, l.backH), b.angle);
  }
}

void TablePainter::drawPlates(const session::GameSession& game, const ScreenModel& model,
                              double now) {
  const TableLayout& l = model.layout();
  const float f = l.font;
  const int toMove = game.table().seatToMove();
  const int thinking = game.bots().thinkingSeat();
  for (int seat = 0; seat < 4; ++seat) {
    const Rect p = l.plate[seat];
    const float radius = 0.5f * f;
    const bool active = seat == toMove;
    if (active) paint_.shadow(p, radius, 0.7f * f, kGold.withAlpha(110));
    paint_.fillRound(p, radius, feltColours(felt_).plate);
    if (active) paint_.strokeRound(p, radius, std::max(1.5f, 0.13f * f), kGold);
    const float inner = 0.55f * f;
    const Rect nameRow{p.x + inner, p.y + 0.2f * f, p.w - 2 * inner, 1.15f * f};
    const Rect scoreRow{p.x + inner, nameRow.bottom(), p.w - 2 * inner, 1.35f * f};
    text_.draw(std::to_string(game.state().score(seat)), scoreRow, 1.15f * f, kWhite,
               Align::Left, true);
    const int pts = game.table().plates().points[seat];
    if (pts != 0) {
      const std::string label = session::signedNumber(pts);
      const float w = text_.measure(label, 0.8f * f, true).x + 0.8f * f;
      const Rect pill{p.right() - inner - w, scoreRow.y + 0.15f * f, w, 1.1f * f};
      paint_.fillRound(pill, pill.h / 2, pts > 0 ? kRed : kTeal);
      text_.draw(label, pill, 0.8f * f, kWhite, Align::Center, true);
    }
    // A bot taking its time shows it is thinking.
    float right = p.right() - inner;
    if (const int phase = seat == thinking ? thinkingDot(game, now) : -1;
        phase >= 0) {
      for (int d = 0; d < 3; ++d) {
        const Point c{p.right() - inner - static_cast<float>(2 - d) * 0.55f * f,
                      nameRow.y + nameRow.h / 2};
        paint_.fillCircle(c, 0.17f * f, kGold.withAlpha(d == phase ? 255 : 90));
      }
      right -= 1.9f * f;
    }
    // The name in the room the marks leave (plate_row.h).
    // With the levels shown, a bot's beside its name ("Ava \u00b7 hard").
    const std::string name = model.given().settings.showLevels && seat != session::kPlayerSeat
                                 ? session::nameWithLevel(seat, game.levels())
                                 : std::string(session::playerName(seat));
    const PlateRow row = layoutPlateRow(text_, game.table().plates().taken[static_cast<std::size_t>(seat)],
                                        {nameRow.x, nameRow.y, right - nameRow.x, nameRow.h}, f, name, 0.9f * f,
                                        seat == session::kPlayerSeat);
    for (const PlateMark& m : row.marks)
      text_.draw(m.text, m.rect, row.markSize, m.heart ? Color{255, 120, 120, 255} : kWhite, Align::Right, true);
    text_.draw(name, row.name, 0.9f * f, active ? kGold : kSoftWhite, Align::Left,
               seat == session::kPlayerSeat);
  }
}

void TablePainter::drawPiles(const session::GameSession& game, const ScreenModel& model) {
  const TableLayout& l = model.layout();
  const float f = l.font;
  for (int seat = 0; seat < 4; ++seat) {
    const int n = tricksShown(game, seat);
    if (n == 0) continue;
    const Rect p = l.pile[seat];
    // A few backs, slightly askew, and how many tricks lie there.
    const int shown = std::min(n, 3);
    for (int i = 0; i < shown; ++i) {
      const Rect r = p.offset(0.06f * p.w * static_cast<float>(i), -0.05f * p.w * static_cast<float>(i));
      cardShadow(r, 0.6f);
      cards_.drawBack(r, static_cast<double>(i * 4 - 4), static_cast<int>(p.w));
    }
    const Rect badge = l.pileCount[seat];
    paint_.fillCircle(badge.center(), badge.w / 2, kGold);
    text_.draw(std::to_string(n), badge, 0.7f * f, kInk, Align::Center, true);
  }
}

void TablePainter::drawArrow(const Rect& box, PassDirection d, Color c) {
  const Point ctr = box.center();
  const float s = box.w * 0.5f;
  // An arrow pointing right, then turned: left, up (across) or right.
  auto turn = [&](float x, float y) -> Point {
    switch (d) {
      case PassDirection::Left: return {ctr.x - x, ctr.y + y};
      case PassDirection::Across: return {ctr.x + y, ctr.y - x};
      default: return {ctr.x + x, ctr.y + y};
    }
  };
  const float shaft = 0.16f * s;
  paint_.fillTriangle(turn(-0.55f * s, -shaft), turn(0.15f * s, -shaft), turn(0.15f * s, shaft), c);
  paint_.fillTriangle(turn(-0.55f * s, -shaft), turn(0.15f * s, shaft), turn(-0.55f * s, shaft), c);
  paint_.fillTriangle(turn(0.05f * s, -0.48f * s), turn(0.62f * s, 0), turn(0.05f * s, 0.48f * s), c);
}

void TablePainter::drawPassing(const session::GameSession& game, const TableLayout& l) {
  const float f = l.font;
  const GameState& s = game.state();
  const Rect box = l.passArrow;
  paint_.fillCircle(box.center(), box.w / 2, {0, 0, 0, 70});
  paint_.strokeRound(box, box.w / 2, std::max(1.0f, 0.1f * f), kGold.withAlpha(200));
  drawArrow(box.inset(box.w * 0.18f), s.passDirection(), kGold);
  const std::string label =
      game.table().stage() == Stage::PassWaiting
          ? words::tr("Waiting for the others\u2026")
          : session::passLabelText(s.rules().passCount, s.passDirection(), session::passTargetSeat(game.state()));
  // On two lines where its place is tall enough and one is too short for the words.
  if (!l.passLabel.empty()) text_.draw(label, l.passLabel, 1.05f * f, kWhite, Align::Center, true);
}

void TablePainter::drawTrick(const session::GameSession& game, const ScreenModel& model,
                             double now) {
  const TableLayout& l = model.layout();
  const session::TableTimeline& table = game.table().timeline();
  const double cp = table.collectProgress(now);
  const int winner = table.winner();
  const float tw = l.trickW;
  const int texW = static_cast<int>(tw);
  for (const session::TableCard& tc : table.cards()) {
    const Rect target = l.trick[tc.seat];
    const float fp = easeOut(table.flightProgress(tc, now));
    Rect from;
    if (tc.seat == session::kPlayerSeat) {
      from = model.flightFrom(tc.card).value_or(Rect::centeredAt(l.anchor[0], l.cardW, l.cardH));
    } else {
      from = Rect::centeredAt(l.anchor[tc.seat], tw * 0.8f, l.trickH * 0.8f);
    }
    Rect r = lerp(from, target, fp);
    float angle = lerp(seatAngle(tc.seat), tiltFor(tc.card), fp);
    if (table.full() && cp > 0 && winner >= 0) {
      const float e = easeInOut(cp);
      const Rect dest = Rect::centeredAt(l.plate[winner].center(), tw * 0.35f, l.trickH * 0.35f);
      r = lerp(r, dest, e);
      angle = lerp(angle, 0, e);
    }
    cardShadow(r, 1 - static_cast<float>(cp), angle);
    cards_.drawFace(tc.card, r, angle, 0, texW);
    if (table.full() && cp <= 0 && tc.seat == winner) {
      paint_.strokeRound(r.inset(-0.06f * l.font), 0.09f * r.w, std::max(2.0f, 0.16f * l.font),
                         kGold);
    }
  }
}

void TablePainter::drawExchange(const session::GameSession& game, const ScreenModel& model,
                                const HandView& hand, double now) {
  const TableLayout& l = model.layout();
  const double p = game.table().exchangeProgress(now);
  const CardSet received = game.table().playerPass().received;
  const CardSet passed = game.table().playerPass().passed;
  const int texW = static_cast<int>(l.cardW);
  if (p < 1) {
    // The passed cards leave from where they stood, raised, in the hand before the pass.
    const CardSet before = (game.state().hand(session::kPlayerSeat) - received) | passed;
    const auto order = session::displayOrder(before);
    std::uint32_t mask = 0;
    for (std::size_t i = 0; i < order.size(); ++i)
      if (passed.contains(order[i])) mask |= 1u << i;
    const HandLayout hl = layoutHand(l, static_cast<int>(order.size()), mask);
    const int target = session::passTargetSeat(game.state());
    const float e = easeInOut(p);
    // The others pass too, at the same time: their cards, face down, from plate to plate
    // (those coming to the player arrive in its hand next).
    const Rect small{0, 0, l.cardW * 0.4f, l.cardH * 0.4f};
    if (target >= 0) {
      const PassDirection d = game.state().passDirection();
      for (int seat = 1; seat < 4; ++seat) {
        const int to = passTarget(seat, d);
        if (to == 0) continue;
        const Rect from = Rect::centeredAt(l.plate[seat].center(), small.w, small.h);
        const Rect dest = Rect::centeredAt(l.plate[to].center(), small.w, small.h);
        for (int k = 0; k < game.state().rules().passCount; ++k) {
          const Rect r = lerp(from, dest, e).offset(0.12f * small.w * static_cast<float>(k), 0);
          cardShadow(r);
          cards_.drawBack(r, static_cast<double>(k * 6 - 6), texW);
        }
      }
    }
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (!passed.contains(order[i]) || target < 0) continue;
      const Rect dest =
          Rect::centeredAt(l.plate[target].center(), l.cardW * 0.4f, l.cardH * 0.4f);
      const Rect r = lerp(hl.cards[i], dest, e);
      cardShadow(r);
      cards_.drawBack(r, 0, texW);
    }
  } else {
    const int source = session::passSourceSeat(game.state());
    const float e = easeOut(p - 1);
    for (const CardView& cv : hand.cards) {
      if (!cv.received || source < 0) continue;
      const Rect from = Rect::centeredAt(l.plate[source].center(), l.cardW * 0.4f, l.cardH * 0.4f);
      const Rect r = lerp(from, cv.rect, e);
      cardShadow(r);
      cards_.drawFace(cv.card, r, 0, 0, texW);
    }
  }
}

std::string TablePainter::captionText(const session::GameSession& game) {
  const GameState& s = game.state();
  if (game.daily())
    // TRANSLATORS: the caption under the menu in a daily deal; {date} is written 2025-03-14.
    return words::tr("Daily deal {date} \u00b7 hand {hand} of {hands}",
                     {{"date", dateText(game.daily()->date)}, {"hand", s.handNumber()}, {"hands", session::kDailyHands}});
  const Preset* preset = findPreset(s.rules());
  // TRANSLATORS: the caption under the menu: the hand's number and the rules' name (Classic).
  if (preset) return words::tr("Hand {hand} \u00b7 {rules}", {{"hand", s.handNumber()}, {"rules", session::presetDisplayName(preset->name)}});
  return words::tr("Hand {hand} \u00b7 Custom rules", {{"hand", s.handNumber()}});
}

void TablePainter::drawStatus(const session::GameSession& game, const ScreenModel& model,
                              const TableLayout& l, double now) {
  const float f = l.font;
  const GameState& s = game.state();
  // The hand and the rules, under the menu; in a daily deal its date and the hand of four.
  text_.draw(captionText(game), l.caption, 0.78f * f, kSoftWhite.withAlpha(200));

  // A claim offered takes the message line's place (the mirror still reads the message).
  const std::string msg = game.desk().canClaim() ? std::string() : model.statusMessage(now);
  if (!msg.empty() && !l.status.empty()) {
    const bool error = !model.pendingPlay() && game.table().news().status.error(now);
    const float size = 0.95f * f;
    const float w = std::min(l.status.w, text_.measure(msg, size, error).x + 1.6f * f);
    const Rect pill{l.status.center().x - w / 2, l.status.y, w, l.status.h};
    paint_.fillRound(pill, pill.h / 2, error ? Color{176, 30, 44, 235} : Color{0, 0, 0, 110});
    text_.draw(msg, pill.inset(0.5f * f), size, kWhite, Align::Center, error);
  }

  if (game.table().stage() == Stage::Playing || game.table().stage() == Stage::Exchange) {
    const Rect m = l.heartsMark;
    const bool broken = s.heartsBroken();
    paint_.fillRound(m, m.h / 2, broken ? Color{120, 14, 28, 220} : Color{0, 0, 0, 80});
    const float hs = 1.05f * f;
    text_.drawInkCentered("\u2665", {m.x + 0.95f * f, m.center().y}, hs,
                          broken ? kRed : kSoftWhite.withAlpha(110));
    const Rect label{m.x + 1.8f * f, m.y, m.w - 2.2f * f, m.h};
    text_.draw(heartsBadgeText(broken), label, 0.8f * f,
               broken ? kWhite : kSoftWhite.withAlpha(160), Align::Left, broken);
  }
}

}  // namespace hearts::ui
