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
  CHECK(lines[8] == "The game is over: you win! Scores: You 0, Ava 0, Ben 0, Cleo 0");
}

TEST_CASE("a whole hand is told: the deal, the pass received, every card and trick or a claim, the end") {
  GameSession game(GameSpec{Match(*presetRules("classic"), 21), BotLevel::Random, Pacing::fast(), 4}, 0);
  double now = 0;
  std::vector<std::string> heard;
  std::vector<GameEvent> all;
  auto step = [&] {
    for (int i = 0; i < 20000 && game.busy(now); ++i) game.update(now += 1000.0 / 60, 5);
    const auto events = game.takeEvents();
    const auto lines = announcements(events, game.state());
    const bool claim = std::any_of(events.begin(), events.end(),
                                   [](const GameEvent& e) { return e.kind == EventKind::Claimed; });
    if (!claim) CHECK(lines.size() == events.size());
    heard.insert(heard.end(), lines.begin(), lines.end());
    all.insert(all.end(), events.begin(), events.end());
  };
  step();
  for (Card c : game.state().hand(0)) {
    if (game.desk().selection().size() == 3) break;
    game.desk().clickCard(c, now);
  }
  REQUIRE(game.desk().confirmPass(now));
  for (int guard = 0; guard < 200 && game.state().handNumber() == 1 &&
                      game.table().stage() != Stage::HandSummary; ++guard) {
    step();
    if (game.table().playerToPlay()) game.desk().clickCard(game.desk().legalForPlayer().lowest(), now);
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
  // A claim tells the cards it plays out, and their tricks, in its one sentence.
  int claimed = 0, claimedTricks = 0;
  bool inClaim = false;
  for (const GameEvent& e : all) {
    if (e.kind == EventKind::Claimed) {
      inClaim = true;
      claimed += e.cards.size();
    } else if (inClaim && e.kind == EventKind::TrickTaken) {
      ++claimedTricks;
    } else if (e.kind != EventKind::CardPlayed && e.kind != EventKind::HeartsBroken &&
               e.kind != EventKind::QueenTaken) {
      inClaim = false;
    }
  }
  CHECK(count("Ben claims the rest of the hand") + count("Ava claims the rest of the hand") +
            count("Cleo claims the rest of the hand") + count("You claim the rest of the hand") ==
        std::count_if(all.begin(), all.end(), [](const GameEvent& e) { return e.kind == EventKind::Claimed; }));
  CHECK(plays + claimed == 52);
  CHECK(tricks + claimedTricks == 13);
  CHECK(count("Hand 1 is over. Scores: You ") == 1);
}

TEST_CASE("a claim is one sentence that says what its plays come to; they get none of their own") {
  const GameState s = GameState::newGame(*presetRules("classic"), 3);
  std::vector<GameEvent> events;
  events.push_back({EventKind::Claimed, 2, {}, *parseCardSet("2C 3C 4D 5D"), 0, 1, 0});
  events.push_back({EventKind::CardPlayed, 2, *parseCard("2C"), {}, 0, 1, 0});
  events.push_back({EventKind::CardPlayed, 3, *parseCard("3C"), {}, 0, 1, 0});
  events.push_back({EventKind::TrickTaken, 3, {}, {}, 0, 1, 0});
  events.push_back({EventKind::HandOver, -1, {}, {}, 0, 1, 0});
  events.push_back({EventKind::Claimed, 0, {}, *parseCardSet("QS AH 2D"), 14, 2, 0});
  events.push_back({EventKind::CardPlayed, 0, *parseCard("QS"), {}, 0, 2, 0});
  events.push_back({EventKind::QueenTaken, 0, kQueenOfSpades, {}, 13, 2, 0});
  const auto lines = announcements(events, s);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "Ben claims the rest of the hand: no points are left");
  CHECK(lines[1].rfind("Hand 1 is over. ", 0) == 0);
  CHECK(lines[2] == "You claim the rest of the hand and take every trick, 14 points");
}

TEST_CASE("what the player takes back is told, and taking back deals nothing again") {
  GameSession game(GameSpec{Match(*presetRules("classic"), 31), BotLevel::Random, Pacing::fast(), 1}, 0);
  double now = 0;
  const auto settle = [&] {
    for (int i = 0; i < 20000 && game.busy(now) && !game.table().playerToPlay(); ++i)
      game.update(now += 1000.0 / 60, 5);
  };
  settle();
  CardSet passed;
  for (Card c : game.state().hand(0)) {
    if (passed.size() == 3) break;
    passed.add(c);
    game.desk().clickCard(c, now);
  }
  REQUIRE(game.desk().confirmPass(now));
  settle();
  REQUIRE(game.table().playerToPlay());
  const Card first = game.desk().legalForPlayer().highest();
  REQUIRE(game.desk().clickCard(first, now));
  settle();
  game.takeEvents();

  REQUIRE(game.desk().undo(now));
  std::vector<GameEvent> events = game.takeEvents();
  const auto has = [&](EventKind k) {
    return std::any_of(events.begin(), events.end(), [&](const GameEvent& e) { return e.kind == k; });
  };
  CHECK(!has(EventKind::HandDealt));
  CHECK(announcements(events, game.state()) ==
        std::vector<std::string>{"Taken back: your " + spokenCard(first)});

  REQUIRE(game.desk().undo(now));
  events = game.takeEvents();
  REQUIRE(has(EventKind::PassTakenBack));
  const auto lines = announcements(events, game.state());
  CHECK(std::find(lines.begin(), lines.end(),
                  "Pass taken back: " + spokenCards(passed) + " are chosen again") != lines.end());
}
