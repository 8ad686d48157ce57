// Help for the player: hints on request and the analysis after each hand, both from the
// expert and both thought out in slices between frames.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>

#include "core/match.h"
#include "core/rules.h"
#include "session/announce.h"
#include "session/game_session.h"
#include "test_games.h"

using namespace hearts;
using namespace hearts::session;

namespace {

constexpr double kFrame = 1000.0 / 60;

// Runs frames until `done` or a (virtual) minute has passed; returns the time.
template <typename Done>
double runUntil(GameSession& g, double now, Done done) {
  for (int i = 0; i < 3600 && !done(); ++i) g.update(now += kFrame, 8);
  return now;
}

// A finished first hand in which the player (seat 0), following spades on a trick that holds
// the Q♠, takes it with a higher spade while holding a lower one: every other card is each
// seat's lowest legal one. The trick's number comes back in `blunderTrick`.
std::optional<Match> handWithPlantedBlunder(int& blunderTrick) {
  const Rules rules = *presetRules("standard");
  for (std::uint64_t seed = 1; seed < 4000; ++seed) {
    Match m = testing::gameAfter(rules, seed, 0);
    int planted = -1;
    while (m.state().phase() == Phase::Playing) {
      const GameState& g = m.state();
      const CardSet legal = g.legalPlays();
      Card c = legal.lowest();
      const Trick& t = g.currentTrick();
      bool queenIn = false;
      for (int i = 0; i < t.count; ++i) queenIn |= t.cards[static_cast<std::size_t>(i)] == kQueenOfSpades;
      if (g.firstToAct() == 0 && planted < 0 && queenIn && t.led() == Suit::Spades &&
          legal.inSuit(Suit::Spades).size() >= 2 && legal.highest() > kQueenOfSpades &&
          legal.lowest() < kQueenOfSpades) {
        c = legal.highest();
        planted = g.tricksPlayed();
      }
      m.apply(Action::makePlay(g.firstToAct(), c));
    }
    if (planted >= 0) {
      blunderTrick = planted;
      return m;
    }
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("a hint is the expert's advice on the player's decision, counted once per decision") {
  GameSession g(GameSpec{Match(*presetRules("classic"), 17), BotLevel::Random, Pacing::fast(), 3}, 0);
  double now = runUntil(g, 0, [&] { return g.table().stage() == Stage::Passing && !g.busy(0); });
  REQUIRE(g.coach().canHint());
  REQUIRE(g.coach().requestHint());
  REQUIRE(g.coach().hint());
  CHECK(!g.coach().hint()->ready);
  now = runUntil(g, now, [&] { return g.coach().hint()->ready; });
  REQUIRE(g.coach().hint()->ready);
  const Hint passHint = *g.coach().hint();
  CHECK(passHint.passing);
  CHECK(passHint.best().size() == 3);
  CHECK(g.state().hand(0).containsAll(passHint.best()));
  // Asking again for the same decision counts nothing more.
  g.coach().requestHint();
  CHECK(g.match().assists().hints == 1);
  // Pass as advised; at the first play with a choice, a new hint, counted once more.
  for (Card c : passHint.best()) g.desk().clickCard(c, now);
  REQUIRE(g.desk().confirmPass(now));
  CHECK(!g.coach().hint());
  now = runUntil(g, now, [&] { return g.table().playerToPlay() && g.desk().legalForPlayer().size() > 1; });
  REQUIRE(g.coach().canHint());
  g.coach().requestHint();
  now = runUntil(g, now, [&] { return g.coach().hint() && g.coach().hint()->ready; });
  const Hint& playHint = *g.coach().hint();
  CHECK(g.match().assists().hints == 2);
  CardSet covered;
  for (const Hint::Option& o : playHint.options) covered |= o.cards;
  CHECK(covered == g.desk().legalForPlayer());
  CHECK(playHint.options.front().cost == 0);
  for (const Hint::Option& o : playHint.options) CHECK(o.cost >= 0);
  // Playing a card makes the hint history.
  REQUIRE(g.desk().clickCard(playHint.best().lowest(), now));
  CHECK(!g.coach().hint());
}

TEST_CASE("choosing a card while passing puts the pass hint away") {
  GameSession g(GameSpec{Match(*presetRules("classic"), 17), BotLevel::Random, Pacing::fast(), 3}, 0);
  double now = runUntil(g, 0, [&] { return g.table().stage() == Stage::Passing && !g.busy(0); });
  REQUIRE(g.coach().requestHint());
  now = runUntil(g, now, [&] { return g.coach().hint()->ready; });
  REQUIRE(g.coach().hint());
  const CardSet other = g.state().hand(0) - g.coach().hint()->best();
  REQUIRE(!other.empty());
  REQUIRE(g.desk().clickCard(other.lowest(), now));
  CHECK(!g.coach().hint());
  // Taking a chosen card back is a change of choice too.
  REQUIRE(g.coach().requestHint());
  now = runUntil(g, now, [&] { return g.coach().hint()->ready; });
  REQUIRE(g.desk().clickCard(other.lowest(), now));
  CHECK(!g.coach().hint());
}

TEST_CASE("a forced card gets no hint") {
  // Pass, then wait for the first trick: the player with the 2♣ has to lead it.
  for (std::uint64_t seed = 1; seed < 50; ++seed) {
    GameSession s(GameSpec{testing::gameAfter(*presetRules("classic"), seed, 0), BotLevel::Random, Pacing::fast(), 3}, 0);
    if (s.state().phase() != Phase::Playing || s.state().firstToAct() != 0) continue;
    runUntil(s, 0, [&] { return s.table().playerToPlay(); });
    REQUIRE(s.table().playerToPlay());
    CHECK(!s.coach().canHint());
    CHECK(!s.coach().requestHint());
    return;
  }
  FAIL("no deal where the player leads the 2\u2663");
}

TEST_CASE("the analysis after a hand finds a planted blunder: taking the Q\u2660 with a higher spade") {
  int trick = -1;
  auto m = handWithPlantedBlunder(trick);
  REQUIRE(m);
  REQUIRE(m->state().phase() == Phase::HandOver);
  GameSession g(GameSpec{std::move(*m), BotLevel::Random, Pacing::fast(), 3}, 0);
  REQUIRE(g.table().stage() == Stage::HandSummary);
  REQUIRE(g.coach().analysis());
  // The number of decisions to judge is known from the start ("Analysing… 0 of 9" stays
  // "of 9"): plays with one legal card, or only cards alike, are not counted.
  const int toJudge = g.coach().analysis()->decisions;
  CHECK(toJudge < 14);
  runUntil(g, 0, [&] { return g.coach().analysis()->done; });
  const HandAnalysis& a = *g.coach().analysis();
  REQUIRE(a.done);
  CHECK(a.judged > 0);
  CHECK(a.decisions == toJudge);
  CHECK(a.judged == toJudge);
  REQUIRE(!a.costly.empty());
  // Every costly decision is kept, in the order of play; the costliest is the blunder.
  for (std::size_t i = 1; i < a.costly.size(); ++i) CHECK(a.costly[i - 1].trick < a.costly[i].trick);
  const auto shown = a.costliest(AnalysisRunner::kMaxShown);
  CHECK(shown.size() == std::min<std::size_t>(3, a.costly.size()));
  double worstCost = 0;
  for (const CostlyDecision& d : a.costly) worstCost = std::max(worstCost, d.cost);
  const CostlyDecision* worst = a.at(trick);
  REQUIRE(worst);
  CHECK(worst->cost == worstCost);
  CHECK(worst->played.lowest() > kQueenOfSpades);
  CHECK(worst->better.lowest() < kQueenOfSpades);
  CHECK(worst->cost > 8);
  // The score sheet's few are the costliest, listed in the order of play too.
  for (std::size_t i = 1; i < shown.size(); ++i) CHECK(shown[i - 1].trick < shown[i].trick);
  for (const CostlyDecision& d : a.costly) {
    const bool listed = std::any_of(shown.begin(), shown.end(),
                                    [&](const CostlyDecision& s) { return s.trick == d.trick; });
    if (!listed) {
      for (const CostlyDecision& s : shown) CHECK(s.cost >= d.cost);
    }
  }
  // The next hand drops it from the score sheet (and `a` with it); the review still has it.
  const std::size_t costly = a.costly.size();
  g.desk().continueAfterHand(0);
  CHECK(!g.coach().analysis());
  REQUIRE(g.coach().analysisOf(1));
  CHECK(g.coach().analysisOf(1)->done);
  CHECK(g.coach().analysisOf(1)->costly.size() == costly);
}

TEST_CASE("the score sheet lists the costliest decisions in the order of play, and says the review has more") {
  HandAnalysis a;
  a.done = true;
  a.decisions = a.judged = 10;
  a.costly = {{-1, CardSet(), CardSet(), 0.6, false},
              {2, CardSet::of(Card{Suit::Spades, kKing}), CardSet::of(Card{Suit::Spades, kTwo}), 5.0, false},
              {4, CardSet::of(Card{Suit::Hearts, kTen}), CardSet::of(Card{Suit::Hearts, kThree}), 0.9, false},
              {7, CardSet::of(Card{Suit::Clubs, kAce}), CardSet::of(Card{Suit::Clubs, kFour}), 2.5, false},
              {9, CardSet::of(Card{Suit::Diamonds, kNine}), CardSet::of(Card{Suit::Diamonds, kFive}), 1.1, false}};
  const auto lines = analysisLines(a);
  REQUIRE(lines.size() == 5);
  CHECK(lines[1].rfind("Trick 3: you played K\u2660; 2\u2660 was better by 5.0 points", 0) == 0);
  CHECK(lines[2].rfind("Trick 8:", 0) == 0);
  CHECK(lines[3].rfind("Trick 10:", 0) == 0);
  CHECK(lines[4] == "And 2 smaller ones: see the review");
  CHECK(expertNoteText(a.costly[1]) == "The expert: 2\u2660 was better by 5.0 points");
  CHECK(a.at(4) == &a.costly[2]);
  CHECK(a.at(5) == nullptr);
  CHECK(reviewAnalysisText(a) == "The expert marks 5 decisions of yours: a note in red at each");
}

TEST_CASE("a hand with no analysis kept is analysed when its review asks for it") {
  int trick = -1;
  auto m = handWithPlantedBlunder(trick);
  REQUIRE(m);
  // The game goes on to the next hand before its analysis is done: none is kept of hand 1.
  GameSession g(GameSpec{std::move(*m), BotLevel::Random, Pacing::fast(), 3}, 0);
  REQUIRE(g.desk().continueAfterHand(0));
  CHECK(!g.coach().analysisOf(1));
  g.coach().requestAnalysis(1);
  REQUIRE(g.coach().analysisOf(1));
  CHECK(g.coach().analysisOf(1)->handNumber == 1);
  runUntil(g, 0, [&] { return g.coach().analysisOf(1) && g.coach().analysisOf(1)->done; });
  REQUIRE(g.coach().analysisOf(1));
  REQUIRE(g.coach().analysisOf(1)->at(trick));
  CHECK(g.coach().analysisOf(1)->at(trick)->cost > 8);
  // Asked again, it is there: nothing starts over.
  g.coach().requestAnalysis(1);
  CHECK((!g.coach().analysisUnderWay() || g.coach().analysisUnderWay()->done));
  // A hand not played yet has none.
  g.coach().requestAnalysis(2);
  CHECK(!g.coach().analysisOf(2));
}

TEST_CASE("a hand played as the expert would have leaves no costly decisions") {
  // The player passes and plays as the hints say; the analysis then finds nothing costly.
  GameSession g(GameSpec{Match(*presetRules("standard"), 23), BotLevel::Medium, Pacing::fast(), 3}, 0);
  double now = 0;
  while (g.table().stage() != Stage::HandSummary && g.table().stage() != Stage::GameOver && now < 1e6) {
    if (g.coach().canHint() && (!g.coach().hint() || !g.coach().hint()->ready)) {
      g.coach().requestHint();
      now = runUntil(g, now, [&] { return g.coach().hint() && g.coach().hint()->ready; });
      const CardSet best = g.coach().hint()->best();
      if (g.table().stage() == Stage::Passing) {
        for (Card c : best) g.desk().clickCard(c, now);
        g.desk().confirmPass(now);
      } else {
        g.desk().clickCard(best.lowest(), now);
      }
    } else if (g.table().playerToPlay()) {
      g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
    } else if (g.table().stage() == Stage::MoonChoice && g.state().firstToAct() == 0) {
      g.desk().chooseMoon(MoonChoice::AddToOthers, now);
    }
    g.update(now += kFrame, 8);
  }
  REQUIRE(g.coach().analysis());
  runUntil(g, now, [&] { return g.coach().analysis()->done; });
  // The analysis samples other deals than the hint did, so a close call may go the other
  // way; nothing the expert itself chose costs much.
  for (const CostlyDecision& d : g.coach().analysis()->costly) CHECK(d.cost < 2.0);
}

TEST_CASE("looking at the played-cards tracker counts as an assist, once in each hand") {
  GameSession g(GameSpec{Match(*presetRules("classic"), 17), BotLevel::Random, Pacing::fast(), 3}, 0);
  REQUIRE(g.table().stage() == Stage::Passing);
  CHECK(g.coach().canTrack());
  // While passing nothing has been played: it may be opened, and counts for nothing.
  REQUIRE(g.coach().trackerOpened());
  CHECK(g.match().assists().tracker == 0);
  double now = 0;
  for (Card c : g.state().hand(0)) {
    if (g.desk().selection().size() == 3) break;
    g.desk().clickCard(c, now);
  }
  REQUIRE(g.desk().confirmPass(now));
  now = runUntil(g, now, [&] {
    if (g.table().playerToPlay()) g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
    return g.state().tricksPlayed() > 0;
  });
  const std::uint64_t before = g.table().version();
  REQUIRE(g.coach().trackerOpened());
  CHECK(g.match().assists().tracker == 1);
  CHECK(g.table().version() > before);  // the app saves the game with it
  REQUIRE(g.coach().trackerOpened());   // again in the same hand: still one
  CHECK(g.match().assists().tracker == 1);
  CHECK(g.match().assists().hints == 0);
  // Through the hand: the player plays its lowest legal card.
  now = runUntil(g, now, [&] {
    if (g.table().playerToPlay()) g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
    if (g.table().stage() == Stage::MoonChoice && g.state().firstToAct() == 0) g.desk().chooseMoon(MoonChoice::AddToOthers, now);
    return g.table().stage() == Stage::HandSummary || g.table().stage() == Stage::GameOver;
  });
  REQUIRE(g.table().stage() == Stage::HandSummary);
  // Between hands there is nothing to track.
  CHECK(!g.coach().canTrack());
  CHECK(!g.coach().trackerOpened());
  // The next hand: counted again, once a card is down.
  REQUIRE(g.desk().continueAfterHand(now));
  REQUIRE(g.coach().trackerOpened());
  CHECK(g.match().assists().tracker == 1);
  for (Card c : g.state().hand(0)) {
    if (g.desk().selection().size() == 3) break;
    g.desk().clickCard(c, now);
  }
  REQUIRE(g.desk().confirmPass(now));
  now = runUntil(g, now, [&] {
    if (g.table().playerToPlay()) g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
    return !g.state().played().empty();
  });
  REQUIRE(g.coach().trackerOpened());
  CHECK(g.match().assists().tracker == 2);
}

TEST_CASE("the tracker's words for the ear, and the review's order of play") {
  const CardSet played = CardSet::of(Card{Suit::Clubs, kTwo}) | CardSet::of(Card{Suit::Clubs, kKing}) |
                         CardSet::of(Card{Suit::Hearts, kFive});
  const CardSet yours = CardSet::of(Card{Suit::Clubs, kSeven}) | CardSet::of(Card{Suit::Clubs, kThree});
  CHECK(trackerSuitText(Suit::Clubs, played, yours) ==
        "Clubs: played 2 and king; yours 3 and 7; still out 4, 5, 6, 8, 9, 10, jack, queen and ace");
  CHECK(trackerSuitText(Suit::Spades, played, yours) ==
        "Spades: played none; yours none; still out 2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king and ace");
  const std::array<Card, 4> trick{Card{Suit::Diamonds, kAce}, Card{Suit::Diamonds, kSix},
                                  Card{Suit::Diamonds, kQueen}, Card{Suit::Diamonds, kFour}};
  CHECK(trickOrderText(2, trick) == "Ben led A\u2666, then Cleo 6\u2666, you Q\u2666, Ava 4\u2666");
  CHECK(trickOrderText(0, trick) == "You led A\u2666, then Ava 6\u2666, Ben Q\u2666, Cleo 4\u2666");
  CHECK(passesText(1, CardSet::of(Card{Suit::Clubs, kThree}) | CardSet::of(Card{Suit::Clubs, kFive}), 3,
                   CardSet::of(Card{Suit::Hearts, kKing})) ==
        "You passed 3\u2663 5\u2663 to Ava; Cleo passed you K\u2665");
  CHECK(playOrderWord(0) == "led");
  CHECK(playOrderWord(3) == "4th");
}
