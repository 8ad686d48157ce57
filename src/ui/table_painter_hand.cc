// The player's hand on the table (table_painter.h): where its cards lie as they rise, fall
// and fan out, their tabs, and the hand drawn.
#include "ui/table_painter.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "ui/gpu.h"
#include "ui/screen_style.h"
#include "ui/table_marks.h"
#include "words/words.h"

namespace hearts::ui {

using namespace style;
using session::Stage;

// A tab on the card's visible strip, across its top edge, so it is found even when the card
// is mostly covered.
void TablePainter::cardTab(const CardView& cv, const Rect& r, float f, const std::string& label,
                           Color fill, Color ink) {
  const Rect tab = ui::cardTab(r, cv.visible, f, cv.focused);
  if (tab.w <= 0.8f * f) return;
  paint_.fillRound(tab, tab.h / 2, fill);
  text_.draw(label, tab, 0.72f * f, ink, Align::Center, true);
}

TablePainter::PlacedHand TablePainter::placeHand(const session::GameSession& game, const ScreenModel& model,
                                                 const HandView& hand, bool arriving, double now) {
  const TableLayout& l = model.layout();
  const int texW = static_cast<int>(l.cardW);
  // Each card follows its place with a short exponential glide.
  // After a pause (nothing was drawn while idle) a glide starts as if from the last frame.
  const double dt = lastDrawAt_ < 0 ? 1000.0 / 60 : std::clamp(now - lastDrawAt_, 0.0, 33.0);
  // Without animation cards take their places at once.
  const float follow = model.given().settings.speed == Speed::None
                           ? 1.0f
                           : static_cast<float>(1 - std::exp(-dt / 55.0));
  std::map<int, Rect> shownNow;
  handMoving_ = false;
  if (game.state().handNumber() != shownHandNumber_) {
    // A new deal: every card starts from the middle of the table, as if dealt from there.
    shownHandNumber_ = game.state().handNumber();
    handShown_.clear();
    const Rect deck = Rect::centeredAt(l.middle.center(), l.cardW, l.cardH);
    for (const CardView& cv : hand.cards) handShown_[cv.card.index] = deck;
  }
  PlacedHand placed;
  for (const CardView& cv : hand.cards) {
    const Card c = cv.card;
    if (arriving && cv.received) continue;
    Rect r = cv.rect;
    // A dragged card stays under the finger.
    if (auto it = handShown_.find(c.index); it != handShown_.end() && !cv.dragged) {
      const Rect g = lerp(it->second, r, follow);
      if (std::fabs(g.x - r.x) > 0.5f || std::fabs(g.y - r.y) > 0.5f) {
        r = g;
        handMoving_ = true;
      }
    }
    shownNow[c.index] = r;
    // A lift under the mouse, drawn only: hit-testing keeps the resting position.
    if (cv.hovered) r = r.offset(0, -0.05f * l.cardH);
    placed.cards.push_back(&cv);
    placed.rects.push_back(r);
    placed.covers.push_back(cards_.coverOf(c, r, texW));
  }
  handShown_ = std::move(shownNow);
  // A dragged card is drawn over the others.
  for (std::size_t i = 0; i + 1 < placed.cards.size(); ++i) {
    if (!placed.cards[i]->dragged) continue;
    const auto at = static_cast<std::ptrdiff_t>(i);
    std::rotate(placed.cards.begin() + at, placed.cards.begin() + at + 1, placed.cards.end());
    std::rotate(placed.rects.begin() + at, placed.rects.begin() + at + 1, placed.rects.end());
    std::rotate(placed.covers.begin() + at, placed.covers.begin() + at + 1, placed.covers.end());
    break;
  }
  return placed;
}

void TablePainter::drawHand(const session::GameSession& game, const ScreenModel& model, const HandView& hand,
                            double now) {
  const TableLayout& l = model.layout();
  const float f = l.font;
  const bool arriving = game.table().stage() == Stage::Exchange && game.table().exchangeProgress(now) >= 1;
  const int texW = static_cast<int>(l.cardW);
  const float radius = 0.075f * l.cardW;
  const float line = std::max(2.0f, 0.17f * f);
  const PlacedHand placed = placeHand(game, model, hand, arriving, now);
  for (std::size_t i = 0; i < placed.cards.size(); ++i) {
    const CardView& cv = *placed.cards[i];
    const Rect& r = placed.rects[i];
    cardShadow(r);
    // What the later cards cover is not filled: on a phone most of the hand's pixels.
    cards_.drawFaceUnder(cv.card, r, std::span(placed.covers).subspan(i + 1), cv.dim ? 0.36f : 0.0f, texW);
    if (cv.raised) {
      paint_.strokeRound(r, radius, line, kGold);
    } else if (cv.received && !arriving) {
      paint_.strokeRound(r, radius, line, kTeal);
      // A hint's tab takes the place of the "new" one.
      // TRANSLATORS: a small tab on a card just received in the pass: about four letters fit.
      if (!cv.hintPoints && !cv.hintBest) cardTab(cv, r, f, words::trc("card tab", "new"), kTeal, kInk);
    } else if (cv.hovered) {
      paint_.strokeRound(r, radius, line * 0.7f, kWhite.withAlpha(200));
    }
    // A hint: the expert's choice in gold, every other legal card with its expected points.
    if (cv.hintBest) paint_.strokeRound(r, radius, line, kGold);
    if (cv.hintPoints || cv.hintBest) {
      const std::string label =
          cv.hintPoints ? session::hintPointsText(*cv.hintPoints)
                        // TRANSLATORS: a small tab on a card the hint says to pass: about four letters fit.
                        : words::trc("card tab", "pass");
      cardTab(cv, r, f, label, cv.hintBest ? kGold : kInk.withAlpha(230), cv.hintBest ? kInk : kWhite);
    }
    // The keyboard's place in the hand shows even on a card that cannot be played.
    if (cv.focused) paint_.strokeRound(focusOutline(r, f), radius + 0.25f * f, line * 0.6f, kTeal);
  }
  // The hand is most of the frame's pixels: the GPU can fill them while the rest is made.
  sendToGpu(r_);
}

}  // namespace hearts::ui
