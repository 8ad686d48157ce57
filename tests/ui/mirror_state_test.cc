// The page's DOM mirror: what it holds, what activating its controls does, and the keys
// that play the game without a pointer.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "session/announce.h"
#include "table_rig.h"
#include "ui/mirror_state.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;
using nlohmann::json;
using session::Stage;

namespace {

json mirror(TableRig& t) { return json::parse(mirrorState(t.model, t.now)); }

const json* control(const json& m, const std::string& key) {
  for (const json& c : m["controls"])
    if (c["key"] == key) return &c;
  return nullptr;
}

}  // namespace

TEST_CASE("the mirror holds the player's hand by name, and no card of another hand") {
  TableRig t(31);
  t.settle();
  const json m = mirror(t);
  REQUIRE(m["hand"].size() == 13);
  for (const json& c : m["hand"]) {
    CHECK(c["enabled"] == true);  // any card may be chosen to pass
    const Card card = *parseCard(c["key"].get<std::string>().substr(5));
    CHECK(t.game.state().hand(0).contains(card));
    CHECK(c["name"] == session::spokenCard(card));
  }
  CHECK(m["handTitle"] == "Your hand, 13 cards, 0 chosen to pass");
  const std::string text = m.dump();
  for (int seat = 1; seat < 4; ++seat)
    for (Card c : t.game.state().hand(seat)) {
      CHECK(text.find(session::spokenCard(c)) == std::string::npos);
      CHECK(text.find("card:" + cardName(c)) == std::string::npos);
    }
  CHECK(m["scores"].size() == 4);
  CHECK(m["scores"][1]["name"] == "Ava");
  REQUIRE(control(m, "button:pass"));
  CHECK((*control(m, "button:pass"))["enabled"] == false);
  CHECK(control(m, "button:menu"));
  CHECK(control(m, "button:hint"));
}

TEST_CASE("activating the mirror's cards and buttons passes and plays as a click would") {
  TableRig t(32);
  t.settle();
  const json before = mirror(t);
  t.model.activate(before["hand"][0]["key"].get<std::string>(), t.now);
  t.model.activate(before["hand"][1]["key"].get<std::string>(), t.now);
  json m = mirror(t);
  CHECK(m["hand"][0]["pressed"] == true);
  CHECK(m["hand"][2]["pressed"] == false);
  CHECK(m["handTitle"] == "Your hand, 13 cards, 2 chosen to pass");
  // A button that cannot be pressed yet, and names that mean nothing, do nothing.
  t.model.activate("button:pass", t.now);
  t.model.activate("button:no_such_thing", t.now);
  t.model.activate("card:XX", t.now);
  t.model.activate("nonsense", t.now);
  CHECK(t.game.table().stage() == Stage::Passing);
  t.model.activate(before["hand"][2]["key"].get<std::string>(), t.now);
  t.model.activate("button:pass", t.now);
  CHECK(t.game.state().hasPassed(0));
  t.playToChoice();
  REQUIRE(t.game.table().playerToPlay());
  m = mirror(t);
  const CardSet legal = t.game.desk().legalForPlayer();
  std::string illegalKey;
  for (const json& c : m["hand"]) {
    const Card card = *parseCard(c["key"].get<std::string>().substr(5));
    CHECK(c["enabled"] == legal.contains(card));
    if (!legal.contains(card)) {
      CHECK(!c["note"].get<std::string>().empty());
      illegalKey = c["key"];
    } else {
      CHECK(c["note"] == "");
    }
  }
  const std::size_t played = t.game.match().actions().size();
  if (!illegalKey.empty()) {
    t.model.activate(illegalKey, t.now);
    CHECK(t.game.match().actions().size() == played);
  }
  const Card choice = legal.lowest();
  t.model.activate("card:" + cardName(choice), t.now);
  CHECK(t.game.match().actions().size() == played + 1);
  CHECK(!t.game.state().hand(0).contains(choice));
}

TEST_CASE("with a sheet open, the mirror reads the sheet and the hand waits") {
  TableRig t(33);
  t.settle();
  t.model.handle(Input::letterDown('r'), t.now);
  REQUIRE(t.model.sheets().scoresUp(&t.game));
  const json m = mirror(t);
  CHECK(!m["sheet"].empty());
  for (const json& c : m["hand"]) {
    CHECK(c["enabled"] == false);
    CHECK(c["note"] == "Close the sheet over the table first");
  }
  CHECK(control(m, "button:scores_close"));
  t.model.activate("button:scores_close", t.now);
  CHECK(!t.model.sheets().scoresUp(&t.game));
}

TEST_CASE("C, D, S and H jump to the next card of their suit, round and round") {
  TableRig t(34);
  t.settle();
  const CardSet hand = t.game.state().hand(0);
  for (const auto& [letter, suit] : {std::pair{'c', Suit::Clubs}, std::pair{'d', Suit::Diamonds},
                                     std::pair{'s', Suit::Spades}, std::pair{'h', Suit::Hearts}}) {
    const int inSuit = hand.inSuit(suit).size();
    std::vector<Card> seen;
    for (int i = 0; i < inSuit + 1; ++i) {
      t.model.handle(Input::letterDown(letter), t.now);
      for (const CardView& cv : t.model.frame(t.now).hand.cards)
        if (cv.focused) seen.push_back(cv.card);
    }
    if (inSuit == 0) {
      CHECK(t.model.notices().shown(t.now).back().find("No ") == 0);
      continue;
    }
    REQUIRE(seen.size() == static_cast<std::size_t>(inSuit + 1));
    for (int i = 0; i < inSuit; ++i) CHECK(seen[static_cast<std::size_t>(i)].suit() == suit);
    CHECK(seen.front() == seen.back());  // round again to the first
    CHECK(seen.front() == hand.inSuit(suit).lowest());
  }
}

TEST_CASE("the whole game by keyboard: Enter chooses, P passes, Enter plays, arrows walk a sheet") {
  TableRig t(35);
  t.settle();
  for (int i = 0; i < 3; ++i) {
    t.key(Key::Right);
    t.key(Key::Enter);
  }
  CHECK(t.game.desk().selection().size() == 3);
  t.model.handle(Input::letterDown('p'), t.now);
  CHECK(t.game.state().hasPassed(0));
  t.playToChoice();
  REQUIRE(t.game.table().playerToPlay());
  const std::size_t played = t.game.match().actions().size();
  // Walk to a legal card and play it with Enter.
  for (int i = 0; i < 13; ++i) {
    t.key(Key::Right);
    const HandView hv = t.model.frame(t.now).hand;
    const auto it = std::find_if(hv.cards.begin(), hv.cards.end(), [](const CardView& c) { return c.focused; });
    REQUIRE(it != hv.cards.end());
    if (it->playable) break;
  }
  t.key(Key::Enter);
  CHECK(t.game.match().actions().size() == played + 1);
  // Escape opens the menu; the arrows walk its buttons and Enter presses the one walked to.
  t.key(Key::Escape);
  REQUIRE(t.model.sheets().overlay() == Overlay::Menu);
  CHECK(!t.focusedButton());
  t.key(Key::Right);
  REQUIRE(t.focusedButton());
  CHECK(t.focusedButton()->hookName() == "tab:game");
  t.key(Key::Left);
  CHECK(t.focusedButton()->hookName() == "menu_close");
  t.key(Key::Enter);
  CHECK(t.model.sheets().overlay() == Overlay::None);
}

TEST_CASE("the mirror carries the notices up now and a refusal on the status line, to be read out") {
  TableRig t(36);
  t.settle();
  CHECK(mirror(t)["notices"].empty());
  t.model.notify("This deal's link (copied): x", t.now);
  json m = mirror(t);
  REQUIRE(m["notices"].size() == 1);
  CHECK(m["notices"][0] == "This deal's link (copied): x");
  CHECK(m["statusError"] == false);
  for (int i = 0; i < 3; ++i) t.model.activate(m["hand"][i]["key"].get<std::string>(), t.now);
  t.model.activate("button:pass", t.now);
  t.playToChoice();
  REQUIRE(t.game.table().playerToPlay());
  m = mirror(t);
  for (const json& c : m["hand"]) {
    if (c["enabled"] == true) continue;
    t.model.activate(c["key"].get<std::string>(), t.now);
    const json refused = mirror(t);
    CHECK(refused["statusError"] == true);
    CHECK(refused["status"] == c["note"]);
    break;
  }
}

TEST_CASE("the played-cards tracker opens by its button or W, counts as an assist, and the mirror reads it") {
  TableRig t(41);
  t.settle();
  // Through the pass and a few tricks, the player playing its lowest card.
  for (Card c : t.game.state().hand(0)) {
    if (t.game.desk().selection().size() == 3) break;
    t.game.desk().clickCard(c, t.now);
  }
  REQUIRE(t.game.desk().confirmPass(t.now));
  while (t.game.state().tricksPlayed() < 3) {
    t.settle();
    if (t.game.table().playerToPlay()) t.game.desk().clickCard(t.game.desk().legalForPlayer().lowest(), t.now);
  }
  t.settle();
  REQUIRE(t.model.tableOpen());
  const std::optional<Button> button = t.button(ButtonId::Tracker);
  REQUIRE(button);
  CHECK(button->hookName() == "tracker");
  CHECK(button->rect.x == t.model.layout().trackerButton.x);
  CHECK(button->rect.y == t.model.layout().trackerButton.y);
  CHECK(t.game.match().assists().tracker == 0);
  // The button opens it.
  t.click(button->rect);
  REQUIRE(t.model.sheets().overlay() == Overlay::Tracker);
  CHECK(t.game.match().assists().tracker == 1);
  // The mirror reads each suit in words, not the grid's ranks one by one.
  const json m = mirror(t);
  const CardSet played = t.game.state().played();
  const CardSet yours = t.game.state().hand(0);
  std::vector<std::string> sheet;
  for (const json& line : m["sheet"]) sheet.push_back(line.get<std::string>());
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts})
    CHECK(std::find(sheet.begin(), sheet.end(), session::trackerSuitText(s, played, yours)) != sheet.end());
  CHECK(std::find(sheet.begin(), sheet.end(), "Cards played") != sheet.end());
  CHECK(std::find(sheet.begin(), sheet.end(), "K") == sheet.end());
  CHECK(control(m, "button:close"));
  // W closes it, and opens it again: still one assist in this hand.
  t.model.handle(Input::letterDown('w'), t.now);
  CHECK(t.model.sheets().overlay() == Overlay::None);
  t.model.handle(Input::letterDown('w'), t.now);
  CHECK(t.model.sheets().overlay() == Overlay::Tracker);
  CHECK(t.game.match().assists().tracker == 1);
  t.key(Key::Escape);
  CHECK(t.model.sheets().overlay() == Overlay::None);
  // From the mirror, as a screen reader's player would.
  t.model.activate("button:tracker", t.now);
  CHECK(t.model.sheets().overlay() == Overlay::Tracker);
  t.model.activate("button:close", t.now);
  CHECK(t.model.sheets().overlay() == Overlay::None);
  // W over another sheet does nothing.
  t.model.handle(Input::letterDown('r'), t.now);
  t.model.handle(Input::letterDown('w'), t.now);
  CHECK(t.model.sheets().overlay() == Overlay::Scores);
}
