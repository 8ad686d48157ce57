// The played-cards tracker: a learning aid for counting. For each suit the thirteen ranks in
// a row, each marked as played this hand (struck through, the cards on the table included),
// in the player's hand (gold), or still out in the others' hands (plain), with the counts.
#include <cmath>

#include "session/announce.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"
#include "words/words.h"

namespace hearts::ui {

namespace {

using words::tr;
using words::trn;

std::string suitTitle(Suit s) {
  switch (s) {
    case Suit::Clubs: return tr("\u2663 Clubs");
    case Suit::Diamonds: return tr("\u2666 Diamonds");
    case Suit::Spades: return tr("\u2660 Spades");
    case Suit::Hearts: return tr("\u2665 Hearts");
  }
  return "";
}

// A suit: its name and its count (played, yours, still out), then its thirteen ranks, a cell
// each: struck through when played, gold when the player holds it.
void suitRows(SheetBuilder& b, Suit suit, CardSet played, CardSet yours) {
  const float f = b.font();
  const float cellW = b.width() / 13;
  const CardSet all = CardSet::suit(suit);
  const bool red = suit == Suit::Diamonds || suit == Suit::Hearts;
  const int gone = (played & all).size();
  const int mine = ((yours & all) - played).size();
  const int out = 13 - gone - mine;
  // The suit's name on the left and its counts on the right of one row where both fit, else
  // the counts on a line of their own.
  const std::string title = suitTitle(suit);
  const std::string counts =
      // TRANSLATORS: the played-cards tracker's counts of a suit: cards played, in the player's
      // hand, and still in the others' hands.
      tr("{played} played \u00b7 {yours} yours \u00b7 {out} out", {{"played", gone}, {"yours", mine}, {"out", out}});
  const float titleW = b.metrics().measure(title, b.px(0.95f), true).x;
  const float countsW = b.metrics().measure(counts, b.px(0.8f)).x;
  const Rect head = b.row(1.5f);
  b.text({head.x, head.y, head.w, head.h}, title, 0.95f, red ? Ink::Bad : Ink::Body, TextAlign::Left, true);
  if (titleW + countsW + f <= head.w) b.text(head, counts, 0.8f, Ink::Soft, TextAlign::Right);
  else b.line(1.3f, counts, 0.8f, Ink::Soft, TextAlign::Right);
  const Rect cells = b.row(2.0f);
  for (Card card : all) {
    const Rect cell = Rect{cells.x + cellW * static_cast<float>(card.rank()), cells.y, cellW, cells.h}
                          .inset(std::max(1.0f, 0.08f * f));
    const bool isPlayed = played.contains(card);
    const bool isMine = yours.contains(card) && !isPlayed;
    if (isMine) b.view().shape(cell, Ink::Mark);
    else if (!isPlayed) b.view().shape(cell, Ink::Stripe);
    b.text(cell, rankLabel(card.rank()), 0.9f, isPlayed ? Ink::Soft : red ? Ink::Bad : Ink::Body,
           TextAlign::Center, !isPlayed);
    b.view().texts.back().heard = false;
    // Struck through: gone from every hand.
    if (isPlayed)
      b.view().shape({cell.x + 0.15f * cell.w, cell.center().y - std::max(1.0f, f / 14), 0.7f * cell.w,
                      std::max(2.0f, f / 7)},
                     Ink::Rule);
  }
  b.view().spoken.push_back(session::trackerSuitText(suit, played, yours));
}

// Where the hand stands: "Hand 3 · 5 tricks taken, one on the table".
std::string whenText(const GameState& s) {
  const int hand = s.handNumber();
  const int tricks = s.tricksPlayed();
  if (s.phase() == Phase::Passing) return tr("Hand {hand} \u00b7 nothing played yet", {{"hand", hand}});
  if (s.currentTrick().count > 0)
    return trn("Hand {hand} \u00b7 {n} trick taken, one on the table",
               "Hand {hand} \u00b7 {n} tricks taken, one on the table", tricks, {{"hand", hand}});
  return trn("Hand {hand} \u00b7 {n} trick taken", "Hand {hand} \u00b7 {n} tricks taken", tricks, {{"hand", hand}});
}

}  // namespace

SheetView trackerSheet(const SheetContext& c) {
  const GameState& s = c.game.state();
  const CardSet played = s.played();
  const CardSet yours = s.hand(session::kPlayerSeat);
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, c.metrics, 30, scale);
    b.line(2.3f, tr("Cards played"), 1.35f, Ink::Title, TextAlign::Center, true);
    b.line(1.5f, whenText(s), 0.9f, Ink::Soft, TextAlign::Center);
    b.gap(0.3f);
    for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts}) {
      suitRows(b, suit, played, yours);
      b.gap(0.25f);
    }
    b.gap(0.2f);
    // TRANSLATORS: the key to the tracker's grid of ranks.
    b.line(1.3f, tr("Struck through: played \u00b7 gold: yours \u00b7 the rest: still out"), 0.75f, Ink::Soft,
           TextAlign::Center);
    b.gap(0.5f);
    const std::string close = tr("Close");
    const auto row = b.buttonRow({close});
    b.button(ButtonId::Close, "", close, row[0]);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
