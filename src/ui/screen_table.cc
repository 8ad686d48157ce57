#include "ui/screen.h"

#include <algorithm>
#include <cmath>

#include "core/rules.h"
#include "ui/screen_style.h"

namespace hearts::ui {

using namespace style;

// --- drawing the table ----------------------------------------------------------------------

void Screen::drawFelt() {
  const Rect all{0, 0, layout_.width, layout_.height};
  const int w = static_cast<int>(layout_.width);
  const int h = static_cast<int>(layout_.height);
  if (!felt_ || feltW_ != w || feltH_ != h) {
    if (felt_) SDL_DestroyTexture(felt_);
    felt_ = SDL_CreateTexture(r_, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_TARGET, w, h);
    feltW_ = w;
    feltH_ = h;
    if (felt_) {
      SDL_Texture* previous = SDL_GetRenderTarget(r_);
      SDL_SetRenderTarget(r_, felt_);
      paint_.clear(kFeltOuter);
      paint_.radialBackground(all, kFeltInner, kFeltOuter);
      SDL_SetRenderTarget(r_, previous);
    }
  }
  if (felt_) {
    SDL_RenderCopy(r_, felt_, nullptr, nullptr);
  } else {
    // No texture that large: the gradient straight onto the screen.
    paint_.clear(kFeltOuter);
    paint_.radialBackground(all, kFeltInner, kFeltOuter);
  }
}

void Screen::draw(double now) {
  giveWayToTrick(now);
  toasts_.erase(std::remove_if(toasts_.begin(), toasts_.end(),
                               [now](const Toast& t) { return t.until <= now; }),
                toasts_.end());
  SDL_SetRenderDrawBlendMode(r_, SDL_BLENDMODE_BLEND);
  cards_.beginFrame(6);
  drawFelt();
  if (game_) {
    drawTable(now);
    // Notices belong to the table: a sheet or dialog covers them, and no notice covers a
    // button.
    drawToasts(now);
    const auto bs = buttons();
    if (overlay_ == Overlay::Menu) {
      drawMenu();
    } else if (sheetVisible()) {
      drawScoreSheet();
    } else if (moonDialogVisible()) {
      drawMoonDialog();
    }
    drawButtons(bs);
  }
  text_.endFrame();
  cards_.endFrame();
  wasAnimating_ = game_ && game_->busy(now) && game_->moving(now);
  drawnQuietKey_ = quietKey(now);
  dirty_ = cards_.pending() || handMoving_;
  lastDrawAt_ = now;
  ++framesDrawn_;
}

void Screen::drawTable(double now) {
  drawOpponents();
  if (game_->stage() == Stage::Passing || game_->stage() == Stage::PassWaiting) drawPassing();
  drawTrick(now);
  drawPlates(now);
  drawHand(now);
  if (game_->stage() == Stage::Exchange) drawExchange(now);
  // Under a sheet or dialog the table's own messages would only peek out around it.
  if (!sheetVisible() && !moonDialogVisible() && overlay_ == Overlay::None) drawStatus(now);
}

void Screen::cardShadow(const Rect& r, float strength, float angle) {
  const float s = std::max(1.0f, 0.05f * r.w);
  paint_.shadow(r.offset(0, 0.4f * s), 0.08f * r.w, s, kShadow.scaledAlpha(strength), angle);
}

void Screen::drawOpponents() {
  const GameState& s = game_->state();
  for (int seat = 1; seat < 4; ++seat) {
    for (const BackPlacement& b : layoutBacks(layout_, seat, s.handSize(seat))) {
      const Rect r = Rect::centeredAt(b.center, layout_.backW, layout_.backH);
      cards_.drawBack(r, b.angle);
    }
  }
}

void Screen::drawPlates(double now) {
  const float f = layout_.font;
  const int toMove = game_->seatToMove();
  const int thinking = game_->thinkingSeat();
  for (int seat = 0; seat < 4; ++seat) {
    const Rect p = layout_.plate[seat];
    const float radius = 0.5f * f;
    const bool active = seat == toMove;
    if (active) paint_.shadow(p, radius, 0.7f * f, kGold.withAlpha(110));
    paint_.fillRound(p, radius, {8, 30, 20, 200});
    if (active) paint_.strokeRound(p, radius, std::max(1.5f, 0.13f * f), kGold);
    const float inner = 0.55f * f;
    const Rect nameRow{p.x + inner, p.y + 0.2f * f, p.w - 2 * inner, 1.15f * f};
    const Rect scoreRow{p.x + inner, nameRow.bottom(), p.w - 2 * inner, 1.35f * f};
    text_.draw(playerName(seat), nameRow, 0.9f * f, active ? kGold : kSoftWhite, Align::Left,
               seat == 0);
    text_.draw(std::to_string(game_->state().score(seat)), scoreRow, 1.15f * f, kWhite,
               Align::Left, true);
    const int pts = game_->shownPoints()[seat];
    if (pts != 0) {
      const std::string label = signedNumber(pts);
      const float w = text_.measure(label, 0.8f * f, true).x + 0.8f * f;
      const Rect pill{p.right() - inner - w, scoreRow.y + 0.15f * f, w, 1.1f * f};
      paint_.fillRound(pill, pill.h / 2, pts > 0 ? kRed : kTeal);
      text_.draw(label, pill, 0.8f * f, kWhite, Align::Center, true);
    }
    // A bot taking its time shows it is thinking.
    if (const int phase = seat == thinking ? thinkingDot(now, game_->message(now)) : -1;
        phase >= 0) {
      for (int d = 0; d < 3; ++d) {
        const Point c{p.right() - inner - static_cast<float>(2 - d) * 0.55f * f,
                      nameRow.y + nameRow.h / 2};
        paint_.fillCircle(c, 0.17f * f, kGold.withAlpha(d == phase ? 255 : 90));
      }
    }
  }
}

void Screen::drawArrow(const Rect& box, PassDirection d, Color c) {
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

void Screen::drawPassing() {
  const float f = layout_.font;
  const GameState& s = game_->state();
  const Rect box = layout_.passArrow;
  paint_.fillCircle(box.center(), box.w / 2, {0, 0, 0, 70});
  paint_.strokeRound(box, box.w / 2, std::max(1.0f, 0.1f * f), kGold.withAlpha(200));
  drawArrow(box.inset(box.w * 0.18f), s.passDirection(), kGold);
  const int target = game_->passTargetSeat();
  const std::string dir = passDirectionName(s.passDirection());
  const std::string label = game_->stage() == Stage::PassWaiting
                                ? "Waiting for the others\u2026"
                                : "Pass " + std::to_string(s.rules().passCount) + " " + dir +
                                      " to " + playerName(target);
  const Rect line{layout_.middle.x, box.bottom() + 0.4f * f, layout_.middle.w, 1.6f * f};
  text_.draw(label, line, 1.05f * f, kWhite, Align::Center, true);
}

void Screen::drawTrick(double now) {
  const auto& table = game_->table();
  const double cp = game_->collectProgress(now);
  const int winner = game_->trickWinner();
  const float tw = layout_.trickW;
  const int texW = static_cast<int>(tw);
  for (const TableCard& tc : table) {
    const Rect target = layout_.trick[tc.seat];
    const float fp = easeOut(game_->flightProgress(tc, now));
    Rect from;
    if (tc.seat == 0) {
      auto it = flightFrom_.find(tc.card.index);
      from = it != flightFrom_.end()
                 ? it->second
                 : Rect::centeredAt(layout_.anchor[0], layout_.cardW, layout_.cardH);
    } else {
      from = Rect::centeredAt(layout_.anchor[tc.seat], tw * 0.8f, layout_.trickH * 0.8f);
    }
    Rect r = lerp(from, target, fp);
    float angle = lerp(seatAngle(tc.seat), tiltFor(tc.card), fp);
    if (game_->trickFull() && cp > 0 && winner >= 0) {
      const float e = easeInOut(cp);
      const Rect dest = Rect::centeredAt(layout_.plate[winner].center(), tw * 0.35f,
                                         layout_.trickH * 0.35f);
      r = lerp(r, dest, e);
      angle = lerp(angle, 0, e);
    }
    cardShadow(r, 1 - static_cast<float>(cp), angle);
    cards_.drawFace(tc.card, r, angle, 0, texW);
    if (game_->trickFull() && cp <= 0 && tc.seat == winner) {
      paint_.strokeRound(r.inset(-0.06f * layout_.font), 0.09f * r.w,
                         std::max(2.0f, 0.16f * layout_.font), kGold);
    }
  }
}

void Screen::drawHand(double now) {
  const HandView hv = handView(now);
  const float f = layout_.font;
  const bool myTurn = game_->playerToPlay();
  const CardSet legal = game_->legalForPlayer();
  const bool arriving = game_->stage() == Stage::Exchange && game_->exchangeProgress(now) >= 1;
  const CardSet received = game_->receivedMark();
  const CardSet selected =
      game_->stage() == Stage::PassWaiting ? game_->passedByPlayer() : game_->selection();
  const bool passing = game_->stage() == Stage::Passing;
  const int texW = static_cast<int>(layout_.cardW);
  const float radius = 0.075f * layout_.cardW;
  const float line = std::max(2.0f, 0.17f * f);
  // Each card follows its place with a short exponential glide.
  // After a pause (nothing was drawn while idle) a glide starts as if from the last frame.
  const double dt = lastDrawAt_ < 0 ? 1000.0 / 60 : std::clamp(now - lastDrawAt_, 0.0, 33.0);
  const float follow = static_cast<float>(1 - std::exp(-dt / 55.0));
  std::map<int, Rect> shownNow;
  handMoving_ = false;
  if (game_->state().handNumber() != shownHandNumber_) {
    // A new deal: every card starts from the middle of the table, as if dealt from there.
    shownHandNumber_ = game_->state().handNumber();
    handShown_.clear();
    const Rect deck = Rect::centeredAt(layout_.middle.center(), layout_.cardW, layout_.cardH);
    for (const Card c : hv.cards) handShown_[c.index] = deck;
  }
  for (std::size_t i = 0; i < hv.cards.size(); ++i) {
    const Card c = hv.cards[i];
    if (arriving && received.contains(c)) continue;
    Rect r = hv.layout.cards[i];
    if (auto it = handShown_.find(c.index); it != handShown_.end()) {
      const Rect g = lerp(it->second, r, follow);
      if (std::fabs(g.x - r.x) > 0.5f || std::fabs(g.y - r.y) > 0.5f) {
        r = g;
        handMoving_ = true;
      }
    }
    shownNow[c.index] = r;
    const bool hovered = (static_cast<int>(i) == hoverCard_ || static_cast<int>(i) == keyFocus_) &&
                         ((myTurn && legal.contains(c)) || passing);
    const bool focused = static_cast<int>(i) == keyFocus_;
    // A lift under the mouse, drawn only: hit-testing keeps the resting position.
    if (hovered) r = r.offset(0, -0.05f * layout_.cardH);
    const float shade = myTurn && !legal.contains(c) ? 0.36f : 0.0f;
    cardShadow(r);
    cards_.drawFace(c, r, 0, shade, texW);
    if (selected.contains(c)) {
      paint_.strokeRound(r, radius, line, kGold);
    } else if (received.contains(c) && !arriving) {
      paint_.strokeRound(r, radius, line, kTeal);
      // A tab on the visible strip, so a received card is found even when mostly covered.
      const Rect v = hv.layout.visible[i];
      const float tabW = std::min(v.w - 0.2f * f, 2.6f * f);
      if (tabW > 0.8f * f) {
        const Rect tab{v.x + (v.w - tabW) / 2, r.y - 0.55f * f, tabW, 1.1f * f};
        paint_.fillRound(tab, tab.h / 2, kTeal);
        text_.draw("new", tab, 0.72f * f, kInk, Align::Center, true);
      }
    } else if (hovered) {
      paint_.strokeRound(r, radius, line * 0.7f, kWhite.withAlpha(200));
    }
    // The keyboard's place in the hand shows even on a card that cannot be played.
    if (focused) paint_.strokeRound(r.inset(-0.25f * f), radius + 0.25f * f, line * 0.6f, kTeal);
  }
  handShown_ = std::move(shownNow);
}

void Screen::drawExchange(double now) {
  const double p = game_->exchangeProgress(now);
  const GameState& s = game_->state();
  const CardSet received = game_->receivedMark();
  const CardSet passed = game_->passedByPlayer();
  const int texW = static_cast<int>(layout_.cardW);
  if (p < 1) {
    // The passed cards leave from where they stood, raised, in the hand before the pass.
    const CardSet before = (s.hand(0) - received) | passed;
    const auto order = displayOrder(before);
    std::uint32_t mask = 0;
    for (std::size_t i = 0; i < order.size(); ++i)
      if (passed.contains(order[i])) mask |= 1u << i;
    const HandLayout hl = layoutHand(layout_, static_cast<int>(order.size()), mask);
    const int target = game_->passTargetSeat();
    const float e = easeInOut(p);
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (!passed.contains(order[i]) || target < 0) continue;
      const Rect dest = Rect::centeredAt(layout_.plate[target].center(), layout_.cardW * 0.4f,
                                         layout_.cardH * 0.4f);
      const Rect r = lerp(hl.cards[i], dest, e);
      cardShadow(r);
      cards_.drawBack(r, 0, texW);
    }
  } else {
    const HandView hv = handView(now);
    const int source = game_->passSourceSeat();
    const float e = easeOut(p - 1);
    for (std::size_t i = 0; i < hv.cards.size(); ++i) {
      if (!received.contains(hv.cards[i]) || source < 0) continue;
      const Rect from = Rect::centeredAt(layout_.plate[source].center(), layout_.cardW * 0.4f,
                                         layout_.cardH * 0.4f);
      const Rect r = lerp(from, hv.layout.cards[i], e);
      cardShadow(r);
      cards_.drawFace(hv.cards[i], r, 0, 0, texW);
    }
  }
}

void Screen::drawStatus(double now) {
  const float f = layout_.font;
  const GameState& s = game_->state();
  // The hand and the rules, under the menu.
  const Rect caption{layout_.menuButton.x, layout_.menuButton.bottom() + 0.25f * f,
                     layout_.width / 2 - layout_.backW * 2, 1.3f * f};
  const Preset* preset = findPreset(s.rules());
  text_.draw("Hand " + std::to_string(s.handNumber()) + " \u00b7 " +
                 prettyName(preset ? preset->name : "custom rules"),
             caption, 0.78f * f, kSoftWhite.withAlpha(200));

  const std::string msg = game_->message(now);
  if (!msg.empty() && !layout_.status.empty()) {
    const bool error = game_->messageIsError(now);
    const float size = 0.95f * f;
    const float w = std::min(layout_.status.w, text_.measure(msg, size, error).x + 1.6f * f);
    const Rect pill{layout_.status.center().x - w / 2, layout_.status.y, w, layout_.status.h};
    paint_.fillRound(pill, pill.h / 2, error ? Color{176, 30, 44, 235} : Color{0, 0, 0, 110});
    text_.draw(msg, pill.inset(0.5f * f), size, kWhite, Align::Center, error);
  }

  if (game_->stage() == Stage::Playing || game_->stage() == Stage::Exchange) {
    const Rect m = layout_.heartsMark;
    const bool broken = s.heartsBroken();
    paint_.fillRound(m, m.h / 2, broken ? Color{120, 14, 28, 220} : Color{0, 0, 0, 80});
    const float hs = 1.05f * f;
    text_.drawInkCentered("\u2665", {m.x + 0.95f * f, m.center().y}, hs,
                          broken ? kRed : kSoftWhite.withAlpha(110));
    const Rect label{m.x + 1.8f * f, m.y, m.w - 2.2f * f, m.h};
    text_.draw(broken ? "Hearts broken" : "Not broken", label, 0.8f * f,
               broken ? kWhite : kSoftWhite.withAlpha(160), Align::Left, broken);
  }
}

void Screen::drawButtons(const std::vector<Button>& bs) {
  const float f = layout_.font;
  for (const Button& b : bs) {
    const Rect r = b.rect;
    if (r.empty()) continue;
    const bool hover = b.id == hoverButton_;
    const bool chip = b.id.find(':') != std::string::npos;
    const bool primary = b.id == "pass" || b.id == "continue" || b.id == "new_game" ||
                         b.id == "moon_add" || b.id == "moon_subtract";
    const bool onTable = b.id == "menu" || b.id == "scores";
    const float radius = chip ? 0.45f * f : r.h / 2;
    Color text = kInk;
    if (primary) {
      paint_.shadow(r.offset(0, 0.12f * f), radius, 0.35f * f, kShadow);
      const Color top = hover ? Color{255, 220, 120, 255} : Color{250, 206, 98, 255};
      const Color bottom = hover ? Color{240, 184, 64, 255} : Color{226, 166, 48, 255};
      paint_.fillRoundGradient(r, radius, top, bottom);
    } else if (onTable) {
      paint_.fillRound(r, radius, hover ? Color{0, 0, 0, 150} : Color{0, 0, 0, 100});
      text = kWhite;
    } else if (chip && b.selected) {
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
