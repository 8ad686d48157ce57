// The sheets over the table, built at every window size players have: each fits the window,
// its buttons lie inside its panel and apart from each other, and it says what it should.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/rules.h"
#include "hearts_version.h"
#include "session/announce.h"
#include "session/game_session.h"
#include "session/review.h"
#include "session/statistics.h"
#include "ui/sheets.h"
#include "../core/test_support.h"
#include "ui_test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

// `hands` whole hands, every seat passing and playing its lowest cards, in a game that does
// not end before.
Match handsPlayed(int hands) {
  Rules r = *presetRules("classic");
  r.targetScore = 100000;
  return test::scriptedGame(r, 9, test::Picks::Lowest, INT_MAX, hands);
}

// What shows of the sheet fits: rows that scroll count where they show through their window.
void checkFits(const SheetView& v, const TableLayout& t) {
  CHECK(inside(v.panel, t));
  if (v.scroll) {
    CHECK(v.scroll->view.y >= v.panel.y);
    CHECK(v.scroll->view.bottom() <= v.panel.bottom());
  }
  for (const Button& b : v.buttons) {
    CAPTURE(b.hookName());
    const Rect r = b.shown();
    if (r.empty()) continue;
    CHECK(inside(r, t));
    CHECK(r.x >= v.panel.x - 0.5f);
    CHECK(r.right() <= v.panel.right() + 0.5f);
    CHECK(r.bottom() <= v.panel.bottom() + 0.5f);
  }
  for (std::size_t i = 0; i < v.buttons.size(); ++i)
    for (std::size_t j = i + 1; j < v.buttons.size(); ++j) {
      // Rows of a table lie under nothing else; other buttons never overlap.
      if (v.buttons[i].style() == ButtonStyle::Row || v.buttons[j].style() == ButtonStyle::Row) continue;
      CHECK(!overlaps(v.buttons[i].shown(), v.buttons[j].shown()));
    }
  for (const SheetText& text : v.texts)
    if (!text.clip) CHECK(text.rect.bottom() <= v.panel.bottom() + 0.5f);
}

bool says(const SheetView& v, const std::string& words) {
  return std::any_of(v.texts.begin(), v.texts.end(),
                     [&](const SheetText& t) { return t.text.find(words) != std::string::npos; });
}

const Button* find(const SheetView& v, ButtonId id) {
  for (const Button& b : v.buttons)
    if (b.id == id) return &b;
  return nullptr;
}

}  // namespace

TEST_CASE("every sheet fits the window at every size, its buttons inside and apart") {
  ProportionalMetrics metrics;
  session::GameSession game(session::GameSpec{handsPlayed(30), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  session::Statistics stats;
  stats.add(session::summarize(handsPlayed(3), "random"));
  session::GameSummary moons;  // with the line that says the bots watch for the player's moons
  moons.level = "hard";
  moons.preset = "classic";
  moons.hands = 30;
  moons.moonTries = 6;
  stats.add(moons);
  REQUIRE(stats.moonHabit().likelyShooter);
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard, BotLevel::Expert};
  for (const Size& s : kSizes) {
    CAPTURE(std::string(s.name));
    const TableLayout t = tableFor(s);
    const SheetContext c{t, metrics, game, settings, levels, &stats};
    checkFits(scoreSheet(c, false), t);
    checkFits(scoreSheet(c, true), t);
    for (MenuTab tab : {MenuTab::Game, MenuTab::Rules, MenuTab::Table, MenuTab::Options}) checkFits(menuSheet(c, tab), t);
    checkFits(moonDialog(c), t);
    checkFits(lastTrickSheet(c), t);
    for (int step : {0, 1, 7, 14}) checkFits(reviewSheet(c, 30, step), t);
    checkFits(statisticsSheet(c), t);
    checkFits(trackerSheet(c), t);
    checkFits(confirmResetDialog(c), t);
  }
}

TEST_CASE("the score sheet holds every hand and opens on the latest, each row opening its review, and the seed") {
  ProportionalMetrics metrics;
  session::GameSession game(session::GameSpec{handsPlayed(30), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const TableLayout phone = tableFor({360, 640, 1, "phone"});
  const SheetView v = scoreSheet({phone, metrics, game, settings, levels, nullptr}, false);
  std::vector<int> rows, shown;
  for (const Button& b : v.buttons)
    if (b.id == ButtonId::HandRow) {
      rows.push_back(b.value.number().value_or(-1));
      if (!b.shown().empty()) shown.push_back(rows.back());
    }
  REQUIRE(rows.size() == 30);
  for (std::size_t i = 0; i < rows.size(); ++i) CHECK(rows[i] == static_cast<int>(i) + 1);
  // The rows scroll, and show the latest hands first.
  REQUIRE(v.scroll);
  CHECK(v.scroll->offset == v.scroll->range());
  REQUIRE(!shown.empty());
  CHECK(shown.size() < 30);
  CHECK(shown.back() == 30);
  for (std::size_t i = 1; i < shown.size(); ++i) CHECK(shown[i] == shown[i - 1] + 1);
  CHECK(says(v, "Deal 9"));
  REQUIRE(find(v, ButtonId::Continue));
  std::optional<int> reviewed;
  for (const Button& b : v.buttons)
    if (b.id == ButtonId::Review) reviewed = b.value.number();
  CHECK(reviewed == 30);
  CHECK(find(v, ButtonId::ReplayHand));
}

TEST_CASE("a review walks from the deal through the passes to each trick") {
  ProportionalMetrics metrics;
  session::GameSession game(session::GameSpec{handsPlayed(2), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const TableLayout t = tableFor({1280, 720, 1, "laptop"});
  const SheetContext c{t, metrics, game, settings, levels, nullptr};
  const SheetView deal = reviewSheet(c, 1, 0);
  CHECK(says(deal, "The deal"));
  CHECK(deal.cards.size() == 52);
  CHECK(!find(deal, ButtonId::ReviewBack)->enabled);
  const SheetView passes = reviewSheet(c, 1, 1);
  CHECK(says(passes, "The passes: left"));
  CHECK(says(passes, "You passed "));
  // Each seat's row holds the cards it was given, standing up.
  int given = 0;
  for (const SheetCard& card : passes.cards) given += card.highlight;
  CHECK(given == 12);
  const SheetView trick = reviewSheet(c, 1, 2);
  CHECK(says(trick, "Trick 1 of 13"));
  int marked = 0;
  for (const SheetCard& card : trick.cards) marked += card.highlight;
  CHECK(marked == 4);
  const SheetView last = reviewSheet(c, 1, 99);
  CHECK(says(last, "Trick 13 of 13"));
  CHECK(!find(last, ButtonId::ReviewNext)->enabled);
  CHECK(says(reviewSheet(c, 2, 0), "Hand 2"));
}

TEST_CASE("a trick of the review says who led it and the order of play, each seat's place by its name") {
  ProportionalMetrics metrics;
  session::GameSession game(session::GameSpec{handsPlayed(1), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const TableLayout t = tableFor({390, 844, 3, "phone"});
  const SheetContext c{t, metrics, game, settings, levels, nullptr};
  const auto review = session::reviewHand(game.match(), 1);
  REQUIRE(review);
  for (int step = 2; step < review->stepCount(); ++step) {
    CAPTURE(step);
    const session::ReviewTrick& rt = review->tricks[static_cast<std::size_t>(review->trickAt(step))];
    const SheetView v = reviewSheet(c, 1, step);
    CHECK(says(v, std::string(session::playerName(rt.leader)) + " led " + cardLabel(rt.cards[0])));
    for (const char* word : {"led", "2nd", "3rd", "4th"})
      CHECK(std::count_if(v.texts.begin(), v.texts.end(), [&](const SheetText& x) { return x.text == word; }) == 1);
    checkFits(v, t);
  }
  // The deal and the passes have no order of play.
  CHECK(!says(reviewSheet(c, 1, 0), " led "));
  // Every step keeps the buttons where they were (the last adds the points under the cards).
  const auto nextAt = [&](int step) {
    const SheetView v = reviewSheet(c, 1, step);
    const Button* next = find(v, ButtonId::ReviewNext);
    return next ? next->rect.y : -1.0f;
  };
  const float y = nextAt(0);
  CHECK(y > 0);
  for (int step = 1; step < review->stepCount() - 1; ++step) CHECK(nextAt(step) == doctest::Approx(y));
}

TEST_CASE("the played-cards tracker shows each suit's thirteen ranks: played, the player's, still out") {
  ProportionalMetrics metrics;
  // Into the first hand: the passes made and five tricks played, every seat its lowest card.
  Rules r = *presetRules("classic");
  const Match m = test::scriptedGame(r, 9, test::Picks::Lowest, 4 + 20);
  REQUIRE(m.state().phase() == Phase::Playing);
  REQUIRE(m.state().tricksPlayed() == 5);
  session::GameSession game(session::GameSpec{m, BotLevel::Random, session::Pacing::fast(), 1}, 0);
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const TableLayout t = tableFor({1280, 800, 1, "desktop"});
  const SheetView v = trackerSheet({t, metrics, game, settings, levels, nullptr});
  CHECK(says(v, "Cards played"));
  CHECK(says(v, "Hand 1 \u00b7 5 tricks taken"));
  const CardSet played = m.state().played();
  const CardSet yours = m.state().hand(0);
  CHECK(played.size() == 20);
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts}) {
    const int gone = (played & CardSet::suit(s)).size();
    const int mine = (yours & CardSet::suit(s)).size();
    CHECK(says(v, std::to_string(gone) + " played \u00b7 " + std::to_string(mine) + " yours \u00b7 " +
                      std::to_string(13 - gone - mine) + " out"));
  }
  // Thirteen ranks a suit, drawn but not read out: a sentence for each suit says them.
  const auto ranks = std::count_if(v.texts.begin(), v.texts.end(), [](const SheetText& x) { return !x.heard; });
  CHECK(ranks == 52);
  REQUIRE(v.spoken.size() == 4);
  CHECK(v.spoken[0] == session::trackerSuitText(Suit::Clubs, played, yours));
  CHECK(v.spoken[0].rfind("Clubs: played 2", 0) == 0);  // the 2♣ leads the first trick
  // A played rank is struck through: one line across each.
  int struck = 0;
  for (const SheetShape& shape : v.shapes) struck += shape.ink == Ink::Rule;
  CHECK(struck == 20);
  CHECK(find(v, ButtonId::Close));
}

TEST_CASE("the statistics sheet shows the current level's figures and offers a reset") {
  ProportionalMetrics metrics;
  session::GameSession game(session::GameSpec{Match(*presetRules("classic"), 3), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  session::Statistics stats;
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const TableLayout t = tableFor({1280, 720, 1, "laptop"});
  SheetView empty = statisticsSheet({t, metrics, game, settings, levels, &stats});
  CHECK(says(empty, "No finished games yet"));
  CHECK(!find(empty, ButtonId::ResetStats)->enabled);
  session::GameSummary g;
  g.level = "random";
  g.preset = "classic";
  g.won = true;
  g.finalScore = 42;
  g.hands = 6;
  stats.add(g);
  const SheetView v = statisticsSheet({t, metrics, game, settings, levels, &stats});
  CHECK(says(v, "Against Random"));
  CHECK(says(v, "1 (100%)"));
  CHECK(find(v, ButtonId::ResetStats)->enabled);
  int bars = 0;
  for (const SheetShape& shape : v.shapes) bars += shape.ink == Ink::Good || shape.ink == Ink::Bar;
  CHECK(bars == 1);
  CHECK(!says(v, "went for the moon"));
  // A player who often goes for the moon is told that the bots watch for it.
  g.hands = 8;
  g.moonTries = 2;
  stats.add(g);
  stats.add(g);
  const SheetView watched = statisticsSheet({t, metrics, game, settings, levels, &stats});
  std::string all;  // the sentence may be wrapped over lines (the stand-in cuts it anywhere)
  for (const SheetText& text : watched.texts) all += text.text;
  CAPTURE(all);
  CHECK(all.find("You went for the moon in 4 of your last 22 hands: medium, hard and expert watch for it") !=
        std::string::npos);
}

TEST_CASE("the last trick shows its four cards apart, and says so when another seat's pile was asked") {
  ProportionalMetrics metrics;
  Rules r = *presetRules("classic");
  // The four passes and five tricks of the first hand.
  session::GameSession game(session::GameSpec{test::scriptedGame(r, 9, test::Picks::Lowest, 4 + 20), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  const GameState& s = game.state();
  REQUIRE(s.tricksPlayed() == 5);
  const int winner = s.trickWinner(4);
  const int other = (winner + 1) & 3;
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  for (const Size& size : kSizes) {
    CAPTURE(std::string(size.name));
    const TableLayout t = tableFor(size);
    const SheetContext c{t, metrics, game, settings, levels, nullptr};
    const SheetView v = lastTrickSheet(c, other);
    checkFits(v, t);
    REQUIRE(v.cards.size() == 4);
    for (std::size_t i = 0; i < 4; ++i)
      for (std::size_t j = i + 1; j < 4; ++j)  // not even touching
        CHECK(!overlaps(v.cards[i].rect.inset(-1), v.cards[j].rect.inset(-1)));
    CHECK(says(v, "Only the last trick is shown"));
    CHECK(!says(lastTrickSheet(c, winner), "Only the last trick is shown"));
    CHECK(!says(lastTrickSheet(c), "Only the last trick is shown"));
  }
}

TEST_CASE("the menu names the program's version under every tab") {
  ProportionalMetrics metrics;
  session::GameSession game(session::GameSpec{handsPlayed(1), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const TableLayout t = tableFor({1280, 800, 1, "desktop"});
  for (MenuTab tab : {MenuTab::Game, MenuTab::Rules, MenuTab::Table, MenuTab::Options}) {
    CAPTURE(menuTabName(tab));
    CHECK(says(menuSheet({t, metrics, game, settings, levels, nullptr}, tab),
               std::string("Hearts ") + kProgramVersion));
  }
}

TEST_CASE("after a hand the score sheet says who took the Q\u2660 and how many hearts each took") {
  ProportionalMetrics metrics;
  Rules r = *presetRules("classic");
  r.targetScore = 100000;
  // Stopped at the first hand's end, before the next is dealt.
  Match m = test::scriptedGame(r, 9, test::Picks::Lowest, INT_MAX, 1);
  REQUIRE(m.state().phase() == Phase::HandOver);
  session::GameSession game(session::GameSpec{std::move(m), BotLevel::Random, session::Pacing::fast(), 1}, 0);
  const UiSettings settings = uitest::testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  const TableLayout t = tableFor({1280, 800, 1, "desktop"});
  const SheetView v = scoreSheet({t, metrics, game, settings, levels, nullptr}, false);
  int queen = -1;
  for (int seat = 0; seat < 4; ++seat)
    if (game.state().won(seat).contains(kQueenOfSpades)) queen = seat;
  REQUIRE(queen >= 0);
  CHECK(says(v, std::string("Q\u2660 ") + session::playerName(queen)));
  CHECK(says(v, "\u2665 You " + std::to_string(game.state().won(0).inSuit(Suit::Hearts).size())));
}
