// A game given as a file: the level it was played at goes on with it, where the bots have it.
#include <doctest/doctest.h>

#include <string>

#include "app/game_files.h"
#include "core/rules.h"
#include "records/record.h"

using namespace hearts;
using namespace hearts::app;

namespace {

Match someGame() {
  Match m(*presetRules("classic"), 12);
  for (int i = 0; i < 4; ++i) {
    CardSet pass;
    for (Card c : m.state().hand(i)) {
      if (pass.size() == 3) break;
      pass.add(c);
    }
    m.apply(Action::makePass(i, pass));
  }
  for (int i = 0; i < 6; ++i) m.apply(Action::makePlay(m.state().firstToAct(), m.state().legalPlays().lowest()));
  return m;
}

}  // namespace

TEST_CASE("an opened game goes on at the level its record names") {
  const Match m = someGame();
  const OpenedGame opened = openGameFile("g.json", saveRecord(m, "random"));
  REQUIRE(opened.match);
  CHECK(opened.match->state() == m.state());
  CHECK(opened.level == BotLevel::Random);
  CHECK(opened.message == "Opened \"g.json\": hand 1 at Random, as it was saved.");
}

TEST_CASE("an opened game without a level, or with one these bots lack, keeps the player's") {
  const Match m = someGame();
  const OpenedGame old = openGameFile("old.json", saveRecord(m));
  REQUIRE(old.match);
  CHECK_FALSE(old.level.has_value());
  CHECK(old.message == "Opened \"old.json\": hand 1, as it was saved.");
  const OpenedGame odd = openGameFile("odd.json", saveRecord(m, "grandmaster"));
  REQUIRE(odd.match);
  CHECK_FALSE(odd.level.has_value());
  CHECK(odd.message.find("grandmaster") != std::string::npos);
}

TEST_CASE("a file that is no game is refused, and the game in progress goes on") {
  const OpenedGame refused = openGameFile("notes.txt", "hello");
  CHECK(!refused.match);
  CHECK_FALSE(refused.level.has_value());
  CHECK(refused.message.find("Your game goes on") != std::string::npos);
}
