#include <algorithm>
#include <cmath>
#include <vector>

#include "session/review.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"
#include "words/words.h"

namespace hearts::ui {

namespace {

using words::tr;

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

// Under the last trick: who took it and who led it.
std::string lastTrickLine(int winner, int points, int leader) {
  const std::string taken = session::trickTakenText(winner, points);
  // TRANSLATORS: {taken} is the sentence of who took the trick ("Ava takes the trick (+3)").
  if (leader == session::kPlayerSeat) return tr("{taken} \u00b7 You led", {{"taken", taken}});
  // TRANSLATORS: {taken} is the sentence of who took the trick; {name} who led it.
  return tr("{taken} \u00b7 {name} led", {{"taken", taken}, {"name", std::string(session::playerName(leader))}});
}

}  // namespace

SheetView lastTrickSheet(const SheetContext& c, int askedSeat) {
  const GameState& s = c.game.state();
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, c.metrics, 24, scale);
    const int n = s.tricksPlayed();
    if (n == 0) {
      b.line(2.3f, tr("No trick taken yet"), 1.3f, Ink::Title, TextAlign::Center, true);
    } else {
      b.line(2.3f, tr("Last trick"), 1.3f, Ink::Title, TextAlign::Center, true);
      const Trick t = s.completedTrick(n - 1);
      const int winner = s.trickWinner(n - 1);
      if (askedSeat >= 0 && askedSeat != winner)
        b.line(1.5f, session::lastTrickElsewhereText(askedSeat), 0.8f, Ink::Soft, TextAlign::Center);
      trickCross(b, t.cards, t.leader, winner, c.layout.aspect);
      CardSet cards;
      for (Card card : t.cards) cards.add(card);
      b.line(1.7f, lastTrickLine(winner, penaltyPoints(s.rules(), cards), t.leader), 0.95f, Ink::Body,
             TextAlign::Center);
    }
    b.gap(0.6f);
    const std::string close = tr("Close");
    const auto row = b.buttonRow({close});
    b.button(ButtonId::Close, "", close, row[0]);
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

// The step's title: the deal, the passes, or a trick and who took it.
std::string stepTitle(const StepShown& s) {
  if (s.step == 0) return tr("The deal");
  if (s.review.showsPasses(s.step)) {
    switch (s.review.passDirection) {
      case PassDirection::Left: return tr("The passes: left");
      case PassDirection::Right: return tr("The passes: right");
      default: return tr("The passes: across");
    }
  }
  // TRANSLATORS: {trick} is the trick's number (1 to 13); {taken} the sentence of who took it
  // ("Ava takes the trick (+3)").
  return tr("Trick {trick} of 13 \u00b7 {taken}",
            {{"trick", s.trick + 1}, {"taken", session::trickTakenText(s.shown->winner, s.shown->points, s.expert)}});
}

// What the step shows (the deal, the passes, a trick and who took it) and, on a row of the
// same height at every step where the words fit one line, so that the buttons below stay
// where they are, who led the trick and the order of play, or the player's pass.
void stepLines(SheetBuilder& b, const StepShown& s) {
  const session::HandReview& review = s.review;
  b.line(1.7f, stepTitle(s), 0.95f, Ink::Body, TextAlign::Center, true);
  std::string order;
  if (s.shown) {
    order = session::trickOrderText(s.shown->leader, s.shown->cards, s.expert);
  } else if (review.showsPasses(s.step)) {
    const int to = passTarget(session::kPlayerSeat, review.passDirection);
    int from = 0;
    for (int seat = 1; seat < 4; ++seat)
      if (passTarget(seat, review.passDirection) == session::kPlayerSeat) from = seat;
    order = session::passesText(to, review.passed[session::kPlayerSeat], from,
                                review.passed[static_cast<std::size_t>(from)], s.expert);
  }
  // A row even when there is nothing to say, so that the hands keep their place.
  if (order.empty()) b.row(1.4f);
  else b.line(1.4f, order, 0.85f, Ink::Soft, TextAlign::Center);
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
  if (note.empty()) b.row(1.5f);
  else b.line(1.5f, note, 0.85f, costly ? Ink::Bad : Ink::Soft, TextAlign::Center, costly != nullptr);
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
           s.expert && seat == session::kPlayerSeat ? tr("Expert") : std::string(session::playerName(seat)), 0.85f,
           Ink::Label,
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
  const auto points = [&](int seat) { return session::signedNumber(res.delta[static_cast<std::size_t>(seat)]); };
  const words::Args args{{"you", points(0)},
                         {"left", std::string(session::playerName(1))},
                         {"left_points", points(1)},
                         {"across", std::string(session::playerName(2))},
                         {"across_points", points(2)},
                         {"right", std::string(session::playerName(3))},
                         {"right_points", points(3)}};
  std::string total;
  if (s.expert)
    // TRANSLATORS: what the hand reviewed gave each seat: {you} the points of the expert in
    // the player's chair (+3, 0), then each opponent's name and points.
    total = tr("Points: the expert {you}, {left} {left_points}, {across} {across_points}, {right} {right_points}", args);
  else
    // TRANSLATORS: what the hand reviewed gave each seat: {you} the player's points (+3, 0),
    // then each opponent's name and points.
    total = tr("Points: You {you}, {left} {left_points}, {across} {across_points}, {right} {right_points}", args);
  b.line(1.6f, total, 0.85f, Ink::Soft, TextAlign::Center);
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
    SheetBuilder b(c.layout, c.metrics, 36, scale);
    const std::string close = tr("Close");
    if (!review) {
      b.line(2.3f, tr("Hand {hand} is not finished", {{"hand", handNumber}}), 1.2f, Ink::Title, TextAlign::Center,
             true);
      const auto row = b.buttonRow({close});
      b.button(ButtonId::Close, "", close, row[0]);
      height = b.height();
      return b.finish();
    }
    const int last = review->stepCount() - 1;
    step = std::clamp(step, 0, last);
    // TRANSLATORS: the review's title; {hand} is the hand's number.
    b.line(2.3f, tr("Hand {hand}", {{"hand", handNumber}}), 1.35f, Ink::Title, TextAlign::Center, true);
    // Whose play: the player's, or the expert's in the player's chair with the same cards.
    if (expertHas) {
      const std::vector<std::string> whose{tr("Your play"), tr("The expert in your chair")};
      const auto who = b.chipsFor(whose, 1.9f);
      b.button(ButtonId::ReviewWho, ReviewPlay::Yours, whose[0], who[0], true, !expert);
      b.button(ButtonId::ReviewWho, ReviewPlay::Expert, whose[1], who[1], true, expert);
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
    // TRANSLATORS: the review's steps back and on; the arrows stay.
    const std::vector<std::string> labels{tr("\u25c0 Back"), tr("Next \u25b6"), close};
    const auto row = b.buttonRow(labels);
    b.button(ButtonId::ReviewBack, "", labels[0], row[0], step > 0);
    b.button(ButtonId::ReviewNext, "", labels[1], row[1], step < last);
    b.button(ButtonId::Close, "", labels[2], row[2]);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
