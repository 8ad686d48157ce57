// The played-cards tracker: a learning aid for counting. For each suit the thirteen ranks in
// a row, each marked as played this hand (struck through, the cards on the table included),
// in the player's hand (gold), or still out in the others' hands (plain), with the counts.
#include <cmath>

#include "session/announce.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

namespace {

const char* suitTitle(Suit s) {
  switch (s) {
    case Suit::Clubs: return "\u2663 Clubs";
    case Suit::Diamonds: return "\u2666 Diamonds";
    case Suit::Spades: return "\u2660 Spades";
    case Suit::Hearts: return "\u2665 Hearts";
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
  const Rect head = b.row(1.5f);
  b.text({head.x, head.y, head.w * 0.45f, head.h}, suitTitle(suit), 0.95f, red ? Ink::Bad : Ink::Body,
         TextAlign::Left, true);
  b.text({head.x + head.w * 0.35f, head.y, head.w * 0.65f, head.h},
         std::to_string(gone) + " played \u00b7 " + std::to_string(mine) + " yours \u00b7 " +
             std::to_string(out) + " out",
         0.8f, Ink::Soft, TextAlign::Right);
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

}  // namespace

SheetView trackerSheet(const SheetContext& c) {
  const GameState& s = c.game.state();
  const CardSet played = s.played();
  const CardSet yours = s.hand(session::kPlayerSeat);
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 30, scale);
    b.text(b.row(2.3f), "Cards played", 1.35f, Ink::Title, TextAlign::Center, true);
    const int tricks = s.tricksPlayed();
    std::string when = "Hand " + std::to_string(s.handNumber()) + " \u00b7 ";
    if (s.phase() == Phase::Passing) when += "nothing played yet";
    else
      when += std::to_string(tricks) + (tricks == 1 ? " trick" : " tricks") + " taken" +
              (s.currentTrick().count > 0 ? ", one on the table" : "");
    b.text(b.row(1.5f), when, 0.9f, Ink::Soft, TextAlign::Center);
    b.gap(0.3f);
    for (Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts}) {
      suitRows(b, suit, played, yours);
      b.gap(0.25f);
    }
    b.gap(0.2f);
    b.text(b.row(1.3f), "Struck through: played \u00b7 gold: yours \u00b7 the rest: still out", 0.75f,
           Ink::Soft, TextAlign::Center);
    b.gap(0.5f);
    const auto row = b.buttonRow({"Close"});
    b.button(ButtonId::Close, "", "Close", row[0]);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
