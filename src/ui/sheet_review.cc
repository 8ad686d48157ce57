#include <algorithm>
#include <cmath>
#include <vector>

#include "session/review.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

namespace {

// Four cards as they lay on the table, the player's at the bottom, with each seat's name.
void trickCross(SheetBuilder& b, const std::array<Card, 4>& cards, int leader, int winner,
                float aspect) {
  const float f = b.font();
  const float cardW = std::round(4.8f * f);
  const float cardH = std::round(cardW * aspect);
  const float gap = std::round(0.3f * f);  // between the cards above and below the middle
  const Rect area = b.row((2 * cardH + gap + 2.6f * f) / f);
  const Point mid = area.center();
  const float dx = cardW * 1.3f;
  const float dy = (cardH + gap) * 0.5f;
  const Point at[4] = {{mid.x, mid.y + dy}, {mid.x - dx, mid.y}, {mid.x, mid.y - dy}, {mid.x + dx, mid.y}};
  for (int i = 0; i < 4; ++i) {
    const int seat = (leader + i) & 3;
    const Rect r = Rect::centeredAt(at[seat], cardW, cardH);
    b.view().cards.push_back({r, cards[static_cast<std::size_t>(i)], true, seat == winner, false});
    // The name beside the card, on the side away from the middle.
    Rect name{r.x - 0.5f * f, r.bottom() + 0.1f * f, r.w + f, 1.2f * f};
    if (seat == 2) name.y = r.y - 1.3f * f;
    b.text(name, session::playerName(seat), 0.75f, seat == winner ? Ink::Moon : Ink::Soft,
           TextAlign::Center, seat == winner);
  }
}

}  // namespace

SheetView lastTrickSheet(const SheetContext& c, int askedSeat) {
  const GameState& s = c.game.state();
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 24, scale);
    const int n = s.tricksPlayed();
    if (n == 0) {
      b.text(b.row(2.3f), "No trick taken yet", 1.3f, Ink::Title, TextAlign::Center, true);
    } else {
      b.text(b.row(2.3f), "Last trick", 1.3f, Ink::Title, TextAlign::Center, true);
      const Trick t = s.completedTrick(n - 1);
      const int winner = s.trickWinner(n - 1);
      if (askedSeat >= 0 && askedSeat != winner)
        b.text(b.row(1.5f), session::lastTrickElsewhereText(askedSeat), 0.8f, Ink::Soft,
               TextAlign::Center);
      trickCross(b, t.cards, t.leader, winner, c.layout.aspect);
      CardSet cards;
      for (Card card : t.cards) cards.add(card);
      b.text(b.row(1.7f),
             session::trickTakenText(winner, penaltyPoints(s.rules(), cards)) + " \u00b7 " +
                 session::playerName(t.leader) + (t.leader == session::kPlayerSeat ? " lead" : " led"),
             0.95f, Ink::Body, TextAlign::Center);
    }
    b.gap(0.6f);
    const auto row = b.buttonRow({"Close"});
    b.button(ButtonId::Close, "", "Close", row[0]);
    height = b.height();
    return b.finish();
  });
}

namespace {

// A step of the hand under review as the sheet shows it: the trick at that step (none on the
// deal and on the passes), and whose play it is.
struct StepShown {
  const session::HandReview& review;
  int step;
  bool expert;
  int trick;
  const session::ReviewTrick* shown;
};

// What the step shows (the deal, the passes, a trick and who took it) and, on a row of the
// same height at every step so that the buttons below stay where they are, who led the
// trick and the order of play, or the player's pass.
void stepLines(SheetBuilder& b, const StepShown& s) {
  const session::HandReview& review = s.review;
  std::string what;
  if (s.step == 0) {
    what = "The deal";
  } else if (review.showsPasses(s.step)) {
    what = std::string("The passes: ") + passDirectionName(review.passDirection);
  } else {
    what = "Trick " + std::to_string(s.trick + 1) + " of 13 \u00b7 " +
           session::trickTakenText(s.shown->winner, s.shown->points, s.expert);
  }
  b.text(b.row(1.7f), what, 0.95f, Ink::Body, TextAlign::Center, true);
  const Rect orderRow = b.row(1.4f);
  if (s.shown) {
    b.text(orderRow, session::trickOrderText(s.shown->leader, s.shown->cards, s.expert), 0.85f, Ink::Soft,
           TextAlign::Center);
  } else if (review.showsPasses(s.step)) {
    const int to = passTarget(session::kPlayerSeat, review.passDirection);
    int from = 0;
    for (int seat = 1; seat < 4; ++seat)
      if (passTarget(seat, review.passDirection) == session::kPlayerSeat) from = seat;
    b.text(orderRow, session::passesText(to, review.passed[session::kPlayerSeat], from,
                                         review.passed[static_cast<std::size_t>(from)], s.expert),
           0.85f, Ink::Soft, TextAlign::Center);
  }
}

// The expert's note on the player's card (or pass) at this step, where it cost points; on the
// deal, what the analysis of the hand found. Returns the costly decision noted, if any.
const session::CostlyDecision* stepNote(SheetBuilder& b, const StepShown& s,
                                        const session::HandAnalysis* analysis) {
  const int decision = s.shown ? s.trick : s.review.showsPasses(s.step) ? -1 : -2;
  const session::CostlyDecision* costly =
      analysis && analysis->done && decision >= -1 ? analysis->at(decision) : nullptr;
  std::string note;
  if (costly) note = session::expertNoteText(*costly);
  else if (s.step == 0 && analysis) note = session::reviewAnalysisText(*analysis);
  const Rect noteRow = b.row(1.5f);
  if (!note.empty())
    b.text(noteRow, note, 0.85f, costly ? Ink::Bad : Ink::Soft, TextAlign::Center, costly != nullptr);
  return costly;
}

// The cards of a seat's hand at this step that stand up: its card of the trick (its place in
// the order of play written under the name), or on the passes the cards it was given.
CardSet markedCards(SheetBuilder& b, const StepShown& s, int seat, const Rect& row, float labelW) {
  const float f = b.font();
  CardSet marked;
  if (s.shown) {
    for (int i = 0; i < 4; ++i)
      if (s.shown->seatOf(i) == seat) {
        marked.add(s.shown->cards[static_cast<std::size_t>(i)]);
        b.text({row.x, row.y + 1.45f * f, labelW, 1.2f * f}, session::playOrderWord(i), 0.75f,
               seat == s.shown->winner ? Ink::Moon : Ink::Soft, TextAlign::Left, i == 0);
      }
  } else if (s.review.showsPasses(s.step)) {
    // The hands after the exchange: the cards each seat was given stand up.
    for (int from = 0; from < 4; ++from)
      if (passTarget(from, s.review.passDirection) == seat) marked |= s.review.passed[static_cast<std::size_t>(from)];
  }
  return marked;
}

// Each seat's hand at this step, its card of the trick (or its pass) marked, and the expert's
// better card underlined in the player's hand.
void seatHands(SheetBuilder& b, const SheetContext& c, const StepShown& s, const session::CostlyDecision* costly) {
  const float f = b.font();
  const auto hands = s.review.handsAt(s.step);
  const float labelW = std::round(4.5f * f);
  const float cardH = std::round(4.6f * f);
  const float cardW = std::round(cardH / c.layout.aspect);
  for (int seat = 0; seat < 4; ++seat) {
    const Rect row = b.row(cardH / f + 0.4f);
    b.text({row.x, row.y + 0.2f * f, labelW, 1.3f * f},
           s.expert && seat == session::kPlayerSeat ? "Expert" : session::playerName(seat), 0.85f, Ink::Label,
           TextAlign::Left, true);
    const CardSet marked = markedCards(b, s, seat, row, labelW);
    const CardSet better = seat == session::kPlayerSeat && costly && costly->trick >= 0 ? costly->better : CardSet();
    const auto order = session::displayOrder(hands[static_cast<std::size_t>(seat)]);
    const float avail = row.w - labelW;
    const float stepX = order.size() > 1
                            ? std::min(cardW * 0.8f, (avail - cardW) / static_cast<float>(order.size() - 1))
                            : 0;
    const float used = cardW + stepX * static_cast<float>(order.size() > 0 ? order.size() - 1 : 0);
    const float x0 = row.x + labelW + std::max(0.0f, (avail - used) / 2);
    // The marked cards stand up and lie on top of their neighbours.
    std::vector<SheetCard> plain, up;
    for (std::size_t i = 0; i < order.size(); ++i) {
      const bool mark = marked.contains(order[i]);
      const Rect r{x0 + stepX * static_cast<float>(i), row.y + (mark ? 0 : 0.35f * f), cardW, cardH};
      (mark ? up : plain).push_back({r, order[i], true, mark, !marked.empty() && !mark && !better.contains(order[i])});
      if (better.contains(order[i]))
        b.view().shape({r.x, r.bottom() + 0.08f * f, std::max(stepX, 0.5f * cardW), 0.22f * f}, Ink::Good);
    }
    for (const auto* group : {&plain, &up})
      for (const SheetCard& card : *group) b.view().cards.push_back(card);
  }
}

// On the last step: what the hand gave each seat.
void handPoints(SheetBuilder& b, const StepShown& s) {
  const HandResult& res = s.review.result;
  std::string total = "Points: ";
  for (int seat = 0; seat < 4; ++seat)
    total += std::string(seat ? ", " : "") +
             (s.expert && seat == session::kPlayerSeat ? "the expert" : session::playerName(seat)) + " " +
             session::signedNumber(res.delta[static_cast<std::size_t>(seat)]);
  b.text(b.row(1.6f), total, 0.85f, Ink::Soft, TextAlign::Center);
}

}  // namespace

SheetView reviewSheet(const SheetContext& c, int handNumber, int step, bool expert) {
  // The expert's play of the hand, once the expert in the player's chair has finished it.
  const Match* expertGame = c.game.coach().expertGame();
  const bool expertHas = expertGame && handNumber <= static_cast<int>(expertGame->hands().size());
  expert = expert && expertHas;
  const auto review = session::reviewHand(expert ? *expertGame : c.game.match(), handNumber);
  // The expert's notes are on the player's decisions: on the player's play only.
  const session::HandAnalysis* analysis = expert ? nullptr : c.game.coach().analysisOf(handNumber);
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 36, scale);
    if (!review) {
      b.text(b.row(2.3f), "Hand " + std::to_string(handNumber) + " is not finished", 1.2f,
             Ink::Title, TextAlign::Center, true);
      const auto row = b.buttonRow({"Close"});
      b.button(ButtonId::Close, "", "Close", row[0]);
      height = b.height();
      return b.finish();
    }
    const int last = review->stepCount() - 1;
    step = std::clamp(step, 0, last);
    b.text(b.row(2.3f), "Hand " + std::to_string(handNumber), 1.35f, Ink::Title, TextAlign::Center, true);
    // Whose play: the player's, or the expert's in the player's chair with the same cards.
    if (expertHas) {
      const auto who = b.chips(2, 2, 1.9f);
      b.button(ButtonId::ReviewWho, ReviewPlay::Yours, "Your play", who[0], true, !expert);
      b.button(ButtonId::ReviewWho, ReviewPlay::Expert, "The expert in your chair", who[1], true, expert);
      b.gap(0.3f);
    }
    const int trick = review->trickAt(step);
    const StepShown s{*review, step, expert, trick,
                      trick >= 0 ? &review->tricks[static_cast<std::size_t>(trick)] : nullptr};
    stepLines(b, s);
    const session::CostlyDecision* costly = stepNote(b, s, analysis);
    seatHands(b, c, s, costly);
    if (step == last) handPoints(b, s);
    b.gap(0.6f);
    const auto row = b.buttonRow({"\u25c0 Back", "Next \u25b6", "Close"});
    b.button(ButtonId::ReviewBack, "", "\u25c0 Back", row[0], step > 0);
    b.button(ButtonId::ReviewNext, "", "Next \u25b6", row[1], step < last);
    b.button(ButtonId::Close, "", "Close", row[2]);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
