// The screen's logic without a window: input events reach the right card and button, keys
// walk the hand, sheets and menus open and close, and notices go away when tapped. Text is
// measured by a fake font (every character 10 pixels wide), so no SDL renderer is made.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/rules.h"
#include "session/game_session.h"
#include "session/review.h"
#include "session/wording.h"
#include "ui/screen_model.h"
#include "ui/status_text.h"
#include "table_rig.h"
#include "ui_test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::session;
using uitest::asks;
using uitest::asksNothing;
using uitest::changesSettings;
using uitest::TableRig;

TEST_CASE("a tap on a card's visible part chooses exactly that card for passing") {
  TableRig t(5);
  t.settle();
  const HandView hv = t.model.frame(t.now).hand;
  REQUIRE(hv.cards.size() == 13);
  for (int i : {0, 5, 12}) t.tap(hv.cards[static_cast<std::size_t>(i)].visible);
  CHECK(t.game.desk().selection().size() == 3);
  for (int i : {0, 5, 12}) CHECK(t.game.desk().selection().contains(hv.cards[static_cast<std::size_t>(i)].card));
  // The chosen cards now stand raised, and Pass can be pressed.
  int raised = 0;
  for (const CardView& cv : t.model.frame(t.now).hand.cards) raised += cv.raised;
  CHECK(raised == 3);
  const std::optional<Button> pass = t.button(ButtonId::Pass);
  REQUIRE(pass);
  CHECK(pass->enabled);
  CHECK(pass->hookName() == "pass");
  t.tap(pass->rect);
  CHECK(t.game.table().stage() != Stage::Passing);
}

TEST_CASE("buttons are a typed set with the names the test hook reports") {
  TableRig t(3);
  const std::optional<Button> menu = t.button(ButtonId::Menu);
  REQUIRE(menu);
  CHECK(menu->hookName() == "menu");
  CHECK(menu->style() == ButtonStyle::OnTable);
  t.tap(menu->rect);
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  const std::optional<Button> easy = t.button(ButtonId::Level, "easy");
  REQUIRE(easy);
  CHECK(easy->hookName() == "level:easy");
  CHECK(easy->style() == ButtonStyle::Chip);
  CHECK(changesSettings(t.tap(easy->rect)));
  CHECK(t.model.given().settings.levels == BotLevel::Easy);
  CHECK(t.game.levels() == BotLevel::Easy);
  const std::optional<Button> options = t.button(ButtonId::Tab, "options");
  REQUIRE(options);
  t.tap(options->rect);
  const std::optional<Button> fast = t.button(ButtonId::Speed, "normal");
  REQUIRE(fast);
  CHECK(changesSettings(t.tap(fast->rect)));
  CHECK(t.model.given().settings.speed == Speed::Normal);
  CHECK(t.game.table().pacing().flightMs == Pacing::normal().flightMs);
  // A tap outside the menu's panel closes it.
  t.tap(Point{1, 1});
  CHECK(t.model.sheets().overlay() == Overlay::None);
}

TEST_CASE("the status line words the pass in the way the player last reached the game") {
  CHECK(passPromptText(3, 1, 1, InputWay::Touch) == "Choose 3 cards to pass to Ava (1 of 3)");
  CHECK(passPromptText(3, 1, 3, InputWay::Touch) == "Tap Pass to give these cards to Ava");
  CHECK(passPromptText(3, 1, 3, InputWay::Mouse) == "Click Pass to give these cards to Ava");
  CHECK(passPromptText(3, 1, 3, InputWay::Keys) == "Press P to give these cards to Ava");
  TableRig t(3);
  t.settle();
  REQUIRE(t.game.table().stage() == Stage::Passing);
  CHECK(t.model.statusMessage(t.now).rfind("Choose 3 cards to pass to ", 0) == 0);
  for (int i = 0; i < 3; ++i) t.tap(t.model.frame(t.now).hand.cards[static_cast<std::size_t>(i)].visible);
  REQUIRE(t.game.desk().selection().size() == 3);
  CHECK(t.model.statusMessage(t.now).rfind("Tap Pass to give these cards to ", 0) == 0);
  t.model.handle(Input::pointerMove({1, 1}, false), t.now);
  CHECK(t.model.statusMessage(t.now).rfind("Click Pass to give these cards to ", 0) == 0);
  t.key(Key::Right);
  CHECK(t.model.statusMessage(t.now).rfind("Press P to give these cards to ", 0) == 0);
}

TEST_CASE("the keys walk the hand, choose with Up, pass with P, and open the menu with Escape") {
  TableRig t(6);
  t.settle();
  t.key(Key::Right);
  t.key(Key::Up);
  t.key(Key::Right);
  t.key(Key::Right);
  t.key(Key::Up);
  t.key(Key::Left);
  t.key(Key::Up);
  const HandView hv = t.model.frame(t.now).hand;
  CHECK(t.game.desk().selection().size() == 3);
  for (int i : {0, 1, 2}) CHECK(t.game.desk().selection().contains(hv.cards[static_cast<std::size_t>(i)].card));
  CHECK(hv.cards[1].focused);
  t.model.handle(Input::letterDown('p'), t.now);
  CHECK(t.game.state().hasPassed(0));
  t.key(Key::Escape);
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  t.key(Key::Escape);
  CHECK(t.model.sheets().overlay() == Overlay::None);
  t.model.handle(Input::letterDown('r'), t.now);
  CHECK(t.model.sheets().overlay() == Overlay::Scores);
  CHECK(t.model.sheets().scoresUp(&t.game));
}

TEST_CASE("the pointer hovers a button or a card, and leaving forgets both") {
  TableRig t(8);
  t.settle();
  const HandView hv = t.model.frame(t.now).hand;
  t.model.handle(Input::pointerMove(hv.cards[4].visible.center()), t.now);
  CHECK(t.model.frame(t.now).hand.cards[4].hovered);
  const std::optional<Button> menu = t.button(ButtonId::Menu);
  REQUIRE(menu);
  t.model.handle(Input::pointerMove(menu->rect.center()), t.now);
  CHECK(t.model.attention().hovered(*menu));
  CHECK(!t.model.frame(t.now).hand.cards[4].hovered);
  t.model.handle(Input::pointerLeave(), t.now);
  CHECK(!t.model.attention().hovered(*menu));
}

TEST_CASE("a tap on a notice puts it away, and a notice never blocks a button") {
  TableRig t(9);
  t.model.notify("A saved game could not be read", t.now);
  const auto boxes = t.model.frame(t.now).noticeBoxes;
  REQUIRE(boxes.size() == 1);
  CHECK(boxes[0].opacity == 1);
  t.tap(boxes[0].rect);
  CHECK(t.model.notices().shown(t.now).empty());
  // Pass is pressed even where a notice lies over it.
  t.settle();
  for (const CardView& cv : t.model.frame(t.now).hand.cards) {
    if (t.game.desk().selection().size() == 3) break;
    t.tap(cv.visible);
  }
  const std::optional<Button> pass = t.button(ButtonId::Pass);
  REQUIRE(pass);
  t.model.notify(std::string(400, 'x'), t.now);
  t.tap(pass->rect);
  CHECK(t.game.table().stage() != Stage::Passing);
}

TEST_CASE("a new game over one in progress is asked first: Keep playing keeps it, New game starts one") {
  TableRig t(5);
  t.settle();
  // Only the bots have passed: nothing to lose yet.
  t.tap(t.button(ButtonId::Menu)->rect);
  CHECK(asks(t.tap(t.button(ButtonId::NewGame)->rect), AppRequest::NewGame));
  CHECK(t.model.sheets().overlay() == Overlay::None);
  int n = 0;
  for (Card c : t.game.state().hand(0))
    if (n++ < 3) t.game.desk().clickCard(c, t.now);
  t.game.desk().confirmPass(t.now);
  t.tap(t.button(ButtonId::Menu)->rect);
  CHECK(asksNothing(t.tap(t.button(ButtonId::NewGame)->rect)));
  CHECK(t.model.sheets().overlay() == Overlay::ConfirmNewGame);
  CHECK(asksNothing(t.tap(t.button(ButtonId::Close)->rect)));
  CHECK(t.model.sheets().overlay() == Overlay::None);
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::NewGame)->rect);
  CHECK(asks(t.tap(t.button(ButtonId::NewGameConfirm)->rect), AppRequest::NewGame));
  CHECK(t.model.sheets().overlay() == Overlay::None);
}

TEST_CASE("while a sheet covers the table, taps on the hand do nothing") {
  TableRig t(10);
  t.settle();
  const HandView hv = t.model.frame(t.now).hand;
  t.model.handle(Input::letterDown('r'), t.now);
  REQUIRE(t.model.sheets().scoresUp(&t.game));
  for (const CardView& cv : t.model.frame(t.now).hand.cards) CHECK(!cv.playable);
  t.tap(hv.cards[0].visible);
  CHECK(t.game.desk().selection().empty());
}

TEST_CASE("Hint (the button, or ?) marks the expert's pass, then puts expected points on the legal cards") {
  TableRig t(5);
  t.settle();
  REQUIRE(t.game.table().stage() == Stage::Passing);
  const std::optional<Button> hint = t.button(ButtonId::Hint);
  REQUIRE(hint);
  REQUIRE(hint->enabled);
  CHECK(hint->hookName() == "hint");
  t.tap(hint->rect);
  REQUIRE(t.game.coach().hint());
  CHECK(t.model.statusMessage(t.now) == "The expert is thinking\u2026");
  t.settle();
  REQUIRE(t.game.coach().hint()->ready);
  CHECK(t.model.statusMessage(t.now).rfind("Hint: pass ", 0) == 0);
  CardSet marked;
  for (const CardView& cv : t.model.frame(t.now).hand.cards) {
    CHECK(!cv.hintPoints);  // a pass is one choice of three cards: no points per card
    if (cv.hintBest) marked.add(cv.card);
  }
  CHECK(marked == t.game.coach().hint()->best());
  CHECK(marked.size() == 3);

  for (Card c : marked) t.game.desk().clickCard(c, t.now);
  REQUIRE(t.game.desk().confirmPass(t.now));
  t.playToChoice();
  REQUIRE(t.game.table().playerToPlay());
  CHECK(t.button(ButtonId::Hint)->enabled);
  t.model.handle(Input::letterDown('?'), t.now);
  t.settle();
  REQUIRE(t.game.coach().hint());
  REQUIRE(t.game.coach().hint()->ready);
  CHECK(t.game.match().assists().hints == 2);
  CHECK(t.model.statusMessage(t.now).rfind("Hint: play ", 0) == 0);
  const CardSet legal = t.game.desk().legalForPlayer();
  double bestPoints = 1e9, lowest = 1e9;
  for (const CardView& cv : t.model.frame(t.now).hand.cards) {
    // Every legal card carries its expected points; no other card does.
    CHECK(cv.hintPoints.has_value() == legal.contains(cv.card));
    if (!cv.hintPoints) continue;
    lowest = std::min(lowest, *cv.hintPoints);
    if (cv.hintBest) bestPoints = *cv.hintPoints;
  }
  CHECK(bestPoints == doctest::Approx(lowest));

  // Once the card is played the hint is gone, and no hint is offered while the others play.
  t.game.desk().clickCard(t.game.coach().hint()->best().lowest(), t.now);
  CHECK(!t.game.coach().hint());
  for (const CardView& cv : t.model.frame(t.now).hand.cards) CHECK(!cv.hintPoints);
  if (!t.game.table().playerToPlay()) CHECK(!t.button(ButtonId::Hint)->enabled);
}

TEST_CASE("after a hand the score sheet shows the analysis: progress first, then its verdict") {
  TableRig t(8);
  t.settle();
  for (Card c : t.game.state().hand(0)) {
    if (t.game.desk().selection().size() == 3) break;
    t.game.desk().clickCard(c, t.now);
  }
  REQUIRE(t.game.desk().confirmPass(t.now));
  // Frame by frame, so the sheet is seen as soon as it comes up.
  for (int i = 0; i < 100000 && t.game.table().stage() != Stage::HandSummary; ++i) {
    t.game.update(t.now += 1000.0 / 60, 5);
    if (t.game.table().playerToPlay()) t.game.desk().clickCard(t.game.desk().legalForPlayer().highest(), t.now);
  }
  REQUIRE(t.game.table().stage() == Stage::HandSummary);
  auto sheetTexts = [&] {
    std::string all;
    const auto sheet = t.model.frame(t.now).sheet;
    REQUIRE(sheet);
    for (const SheetText& s : sheet->texts) all += s.text + "\n";
    return all;
  };
  REQUIRE(t.game.coach().analysis());
  CHECK(!t.game.coach().analysis()->done);
  CHECK(sheetTexts().find("Your decisions, as the expert sees them") != std::string::npos);
  CHECK(sheetTexts().find("Analysing\u2026 0 of ") != std::string::npos);
  // The next hand is never held up by the analysis.
  CHECK(t.button(ButtonId::Continue)->enabled);
  t.settle();
  REQUIRE(t.game.coach().analysis()->done);
  const std::string done = sheetTexts();
  CHECK(done.find("Analysing") == std::string::npos);
  const HandAnalysis analysis = *t.game.coach().analysis();
  if (analysis.costly.empty()) {
    CHECK(done.find("No costly decisions") != std::string::npos);
    return;
  }
  // Always the highest legal card: a costly hand. The costliest decisions are named in the
  // order they were made.
  std::size_t at = 0;
  for (const CostlyDecision& d : analysis.costliest(AnalysisRunner::kMaxShown)) {
    const std::string where = d.trick < 0 ? std::string("Pass") : "Trick " + std::to_string(d.trick + 1);
    const std::size_t found = done.find(where + ": you ");
    CHECK(found != std::string::npos);
    CHECK(found >= at);
    at = found;
  }
  // The fake metrics wrap at any character: read the words across the lines.
  std::string joined = done;
  std::erase(joined, '\n');
  CHECK(joined.find(" was better by ") != std::string::npos);

  // The review shows the expert's note at each of them, where the player's card was played.
  const std::optional<Button> review = t.button(ButtonId::Review, "1");
  REQUIRE(review);
  t.click(review->rect);
  REQUIRE(t.model.sheets().overlay() == Overlay::Review);
  const auto reviewed = session::reviewHand(t.game.match(), 1);
  REQUIRE(reviewed);
  CHECK(sheetTexts().find("The expert marks " + std::to_string(analysis.costly.size())) != std::string::npos);
  for (int step = 1; step < reviewed->stepCount(); ++step) {
    t.key(Key::Right);
    const int trick = reviewed->trickAt(step);
    const int decision = trick >= 0 ? trick : -1;
    const CostlyDecision* costly = analysis.at(decision);
    CAPTURE(step);
    const std::string texts = sheetTexts();
    if (trick >= 0) {
      // Who led, and the order of play.
      const session::ReviewTrick& rt = reviewed->tricks[static_cast<std::size_t>(trick)];
      CHECK(texts.find(session::trickOrderText(rt.leader, rt.cards)) != std::string::npos);
      CHECK(texts.find("led\n") != std::string::npos);
    }
    CHECK((texts.find("The expert: ") != std::string::npos) == (costly != nullptr));
    if (costly) CHECK(texts.find(session::expertNoteText(*costly)) != std::string::npos);
  }
}

TEST_CASE("the menu's Options set the sound's volume, and M mutes and unmutes it") {
  TableRig t(3);
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "options")->rect);
  for (const char* v : {"0", "30", "60", "100"}) {
    const std::optional<Button> chip = t.button(ButtonId::Volume, v);
    REQUIRE(chip);
    CHECK(chip->style() == ButtonStyle::Chip);
    CHECK(chip->selected == (std::string(v) == "60"));
  }
  CHECK(changesSettings(t.tap(t.button(ButtonId::Volume, "30")->rect)));
  CHECK(t.model.given().settings.volume == 30);
  CHECK(t.button(ButtonId::Volume, "30")->selected);
  CHECK(t.button(ButtonId::Volume, "30")->hookName() == "volume:30");

  CHECK(changesSettings(t.letter('m')));
  CHECK(t.model.given().settings.muted);
  CHECK(t.model.given().settings.volume == 30);
  CHECK(!t.button(ButtonId::Volume, "30")->selected);  // muted: no step is chosen
  CHECK(changesSettings(t.letter('m')));
  CHECK(!t.model.given().settings.muted);

  // A chip unmutes; M on a volume of 0 brings the sound back at the usual level.
  t.letter('m');
  t.tap(t.button(ButtonId::Volume, "100")->rect);
  CHECK(!t.model.given().settings.muted);
  CHECK(t.model.given().settings.volume == 100);
  t.tap(t.button(ButtonId::Volume, "0")->rect);
  t.letter('m');
  CHECK(!t.model.given().settings.muted);
  CHECK(t.model.given().settings.volume == UiSettings{}.volume);
}

TEST_CASE("on a touch screen a card is played by a tap as the finger lifts, or dragged to the table") {
  TableRig t(5);
  t.settle();
  const auto cards = session::displayOrder(t.game.state().hand(0));
  for (int i = 0; i < 3; ++i) t.game.desk().clickCard(cards[static_cast<std::size_t>(i)], t.now);
  REQUIRE(t.game.desk().confirmPass(t.now));
  t.playToChoice();
  REQUIRE(t.game.table().playerToPlay());
  const auto legalCard = [&] {
    for (const CardView& cv : t.model.frame(t.now).hand.cards)
      if (t.game.desk().legalForPlayer().contains(cv.card)) return cv;
    return CardView{};
  };
  // A finger down on the card plays nothing yet; moved a little and lifted, it is a tap.
  CardView cv = legalCard();
  const std::size_t before = t.game.match().actions().size();
  t.model.handle(Input::pointerDown(cv.visible.center(), true), t.now);
  CHECK(t.game.match().actions().size() == before);
  t.model.handle(Input::pointerUp(cv.visible.center(), true), t.now);
  CHECK(t.game.match().actions().size() == before + 1);
  t.playToChoice();
  REQUIRE(t.game.table().playerToPlay());
  // Dragged a little up and let go over the hand: back in its place, nothing played.
  cv = legalCard();
  const std::size_t now = t.game.match().actions().size();
  const Point from = cv.visible.center();
  t.model.handle(Input::pointerDown(from, true), t.now);
  t.model.handle(Input::pointerMove({from.x, from.y - 0.6f * t.model.layout().cardW}, true), t.now);
  bool followed = false;
  for (const CardView& shown : t.model.frame(t.now).hand.cards)
    followed |= shown.card == cv.card && shown.dragged && shown.rect.y < cv.rect.y;
  CHECK(followed);
  t.model.handle(Input::pointerUp({from.x, t.model.layout().handArea.y + 5}, true), t.now);
  CHECK(t.game.match().actions().size() == now);
  for (const CardView& shown : t.model.frame(t.now).hand.cards) CHECK_FALSE(shown.dragged);
  // Dragged up to the table: played.
  t.drag(from, t.model.layout().middle.center());
  CHECK(t.game.match().actions().size() == now + 1);
  CHECK_FALSE(t.game.state().hand(0).contains(cv.card));
}
