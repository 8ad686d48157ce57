// What a screen reader hears as the game goes.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/rules.h"
#include "session/announce.h"
#include "session/game_session.h"

using namespace hearts;
using namespace hearts::session;

TEST_CASE("cards are spoken by rank and suit, lists with 'and', suits with 'or'") {
  CHECK(spokenCard(*parseCard("QS")) == "queen of spades");
  CHECK(spokenCard(*parseCard("TH")) == "10 of hearts");
  CHECK(spokenCard(*parseCard("2C")) == "2 of clubs");
  CHECK(spokenCards(*parseCardSet("AH 7C 2D")) == "the 7 of clubs, the 2 of diamonds and the ace of hearts");
  CHECK(spokenSuits(*parseCardSet("AH 7C 9C")) == "clubs or hearts");
  CHECK(spokenSuits(*parseCardSet("AH 7C 2D KS")) == "clubs, diamonds, spades or hearts");
}

TEST_CASE("your turn names the one card, any card, or the suits that may be played") {
  const CardSet hand = *parseCardSet("2C 9C AH KS");
  CHECK(yourTurnText(*parseCardSet("2C"), hand) == "Your turn: only the 2 of clubs");
  CHECK(yourTurnText(hand, hand) == "Your turn: any card");
  CHECK(yourTurnText(*parseCardSet("2C 9C"), hand) == "Your turn: clubs");
  CHECK(yourTurnText(*parseCardSet("KS AH"), hand) == "Your turn: spades or hearts");
}

TEST_CASE("each event becomes one sentence naming who did what") {
  const GameState s = GameState::newGame(*presetRules("classic"), 3);
  std::vector<GameEvent> events;
  events.push_back({EventKind::HandDealt, -1, {}, {}, 0, 1, 0});
  events.push_back({EventKind::CardPlayed, 1, *parseCard("QS"), {}, 0, 1, 0});
  events.push_back({EventKind::CardPlayed, 0, *parseCard("2H"), {}, 0, 1, 0});
  events.push_back({EventKind::HeartsBroken, 0, *parseCard("2H"), {}, 0, 1, 0});
  events.push_back({EventKind::TrickTaken, 2, {}, {}, 14, 1, 0});
  events.push_back({EventKind::TrickTaken, 0, {}, {}, 1, 1, 0});
  events.push_back({EventKind::MoonShot, 3, {}, {}, 26, 1, 0});
  events.push_back({EventKind::HandOver, -1, {}, {}, 0, 1, 0});
  events.push_back({EventKind::GameOver, -1, {}, {}, 0, 1, 0b0001});
  const auto lines = announcements(events, s);
  REQUIRE(lines.size() == events.size());
  CHECK(lines[0] == "Hand 1 is dealt. Choose 3 cards to pass to Ava");
  CHECK(lines[1] == "Ava plays the queen of spades");
  CHECK(lines[2] == "You play the 2 of hearts");
  CHECK(lines[3] == "Hearts are broken");
  CHECK(lines[4] == "Ben takes the trick, 14 points");
  CHECK(lines[5] == "You take the trick, 1 point");
  CHECK(lines[6] == "Cleo shoots the moon!");
  CHECK(lines[7] == "Hand 1 is over. Scores: You 0, Ava 0, Ben 0, Cleo 0");
  CHECK(lines[8] == "The game is over: You win!. Scores: You 0, Ava 0, Ben 0, Cleo 0");
}

TEST_CASE("a whole hand is told: the deal, the pass received, every card, every trick, the end") {
  GameSession game(Match(*presetRules("classic"), 21), "random", Pacing::fast(), 4, 0);
  double now = 0;
  std::vector<std::string> heard;
  std::vector<GameEvent> all;
  auto step = [&] {
    for (int i = 0; i < 20000 && game.busy(now); ++i) game.update(now += 1000.0 / 60, 5);
    const auto events = game.takeEvents();
    const auto lines = announcements(events, game.state());
    CHECK(lines.size() == events.size());
    heard.insert(heard.end(), lines.begin(), lines.end());
    all.insert(all.end(), events.begin(), events.end());
  };
  step();
  for (Card c : game.state().hand(0)) {
    if (game.selection().size() == 3) break;
    game.clickCard(c, now);
  }
  REQUIRE(game.confirmPass(now));
  for (int guard = 0; guard < 200 && game.state().handNumber() == 1 &&
                      game.stage() != Stage::HandSummary; ++guard) {
    step();
    if (game.playerToPlay()) game.clickCard(game.legalForPlayer().lowest(), now);
  }
  step();
  auto count = [&](const std::string& prefix) {
    return std::count_if(heard.begin(), heard.end(),
                         [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
  };
  CHECK(count("Hand 1 is dealt") == 1);
  CHECK(count("Cleo passed you the ") == 1);  // the first hand passes left: from the right
  CHECK(count("Your turn: ") >= 1);
  int plays = 0, tricks = 0;
  for (const std::string& l : heard) {
    plays += l.find(" play") != std::string::npos && l.find(" the ") != std::string::npos &&
             l.find("trick") == std::string::npos;
    tricks += l.find(" the trick, ") != std::string::npos;
  }
  CHECK(plays == 52);
  CHECK(tricks == 13);
  CHECK(count("Hand 1 is over. Scores: You ") == 1);
}
