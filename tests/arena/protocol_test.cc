// The referee's messages, field for field as shared/bot-protocol.md writes them, and the
// checks on bots' answers.
#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "ai/levels.h"
#include "ai/match_loop.h"
#include "arena/protocol.h"
#include "core/match.h"

namespace hearts::arena {
namespace {

CardSet cards(const std::string& names) {
  auto s = parseCardSet(names);
  REQUIRE(s.has_value());
  return *s;
}

// Seat 0 holds every club, seat 1 every diamond, seat 2 every heart, seat 3 every spade.
std::array<CardSet, 4> suitDeal() {
  return {CardSet::suit(Suit::Clubs), CardSet::suit(Suit::Diamonds), CardSet::suit(Suit::Hearts),
          CardSet::suit(Suit::Spades)};
}

GameState dealAt(const Rules& rules, int handNumber) {
  GameState g;
  REQUIRE(GameState::fromDeal(rules, suitDeal(), handNumber, {}, g));
  return g;
}

void play(GameState& g, const std::string& names) {
  for (std::size_t i = 0; i < names.size(); i += 3) {
    const auto c = parseCard(names.substr(i, 2));
    REQUIRE(c.has_value());
    REQUIRE_MESSAGE(g.checkPlay(g.firstToAct(), *c) == ActionError::None, names.substr(i, 2));
    g.play(*c);
  }
}

// Hand 1 of suitDeal(): everyone passes their three highest cards left, then seat 0 leads
// 2C, seat 1 wins the trick with QC and leads 2D, seat 2 plays KD and seat 3 (void in
// diamonds) breaks hearts with AH. Seat 0 is to move.
GameState midTrick() {
  GameState g = dealAt(presetRules("standard").value(), 1);
  g.pass(0, cards("QC KC AC"));
  g.pass(1, cards("QD KD AD"));
  g.pass(2, cards("QH KH AH"));
  g.pass(3, cards("QS KS AS"));
  play(g, "2C QC QD 2S 2D KD AH");
  REQUIRE(g.firstToAct() == 0);
  return g;
}

TEST_CASE("card lists are sorted by suit (clubs, diamonds, hearts, spades), then rank") {
  CHECK(cardList(cards("QS 2H AC TD 3C 9S")).dump() == R"(["3C","AC","TD","2H","9S","QS"])");
  CHECK(cardList(CardSet()).dump() == "[]");
}

TEST_CASE("hello carries protocol 1, the seat and every rules key the protocol names") {
  const Message m = helloRequest(2, presetRules("shooter-chooses").value());
  CHECK(m["type"] == "hello");
  CHECK(m["protocol"] == 1);
  CHECK(m["seat"] == 2);
  const Message& r = m["rules"];
  CHECK(r["pass_count"] == 3);
  CHECK(r["qs_breaks_hearts"] == false);
  CHECK(r["points_on_first_trick"] == false);
  CHECK(r["moon"] == "shooter_chooses");
  CHECK(r["jack_of_diamonds"] == 0);
  CHECK(r["target_score"] == 100);
  CHECK(r["max_hands"] == 0);
  CHECK(helloRequest(0, presetRules("omnibus").value())["rules"]["jack_of_diamonds"] == -10);
  CHECK(helloRequest(0, presetRules("pass-two").value())["rules"]["max_hands"] == 4);
}

TEST_CASE("the pass request holds exactly the protocol's fields, the hand sorted") {
  const GameState g = dealAt(presetRules("pass-two").value(), 3);
  CHECK(passRequest(g, 1).dump() ==
        R"({"type":"pass","hand_number":3,"seat":1,"direction":"across","count":2,)"
        R"("hand":["2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD","AD"],)"
        R"("scores":[0,0,0,0]})");
}

TEST_CASE("the play request holds exactly the protocol's fields in its order") {
  const GameState g = midTrick();
  CHECK(playRequest(g, 0).dump() ==
        R"({"type":"play","hand_number":1,"seat":0,)"
        R"("hand":["3C","4C","5C","6C","7C","8C","9C","TC","JC","QS","KS","AS"],)"
        R"("passing":{"direction":"left","given":["QC","KC","AC"],"received":["QS","KS","AS"]},)"
        R"("tricks":[{"leader":0,"cards":["2C","QC","QD","2S"],"winner":1}],)"
        R"("trick":{"leader":1,"cards":["2D","KD","AH"]},)"
        R"("hearts_broken":true,"points_taken":[0,0,0,0],"scores":[0,0,0,0],)"
        R"("legal":["3C","4C","5C","6C","7C","8C","9C","TC","JC","QS","KS","AS"]})");
}

TEST_CASE("the play request shows what a seat gave and received, and only that") {
  const GameState g = midTrick();
  const Message m = playRequest(g, 0);
  CHECK(m["passing"]["given"].dump() == R"(["QC","KC","AC"])");
  CHECK(m["passing"]["received"].dump() == R"(["QS","KS","AS"])");
  // Nothing about any other hand leaks into it.
  const std::string text = m.dump();
  for (const char* hidden : {"\"3D\"", "\"5H\"", "\"9S\"", "\"AD\""})
    CHECK(text.find(hidden) == std::string::npos);
}

TEST_CASE("passing is null on a hand with no passing") {
  const GameState fourth = dealAt(presetRules("standard").value(), 4);
  const Message m = playRequest(fourth, 0);
  CHECK(m["passing"].is_null());
  CHECK(m["legal"].dump() == R"(["2C"])");
  CHECK(m["tricks"].dump() == "[]");
  CHECK(m["trick"].dump() == R"({"leader":0,"cards":[]})");

  Rules noPass = presetRules("standard").value();
  noPass.passCount = 0;
  CHECK(playRequest(dealAt(noPass, 1), 0)["passing"].is_null());
}

TEST_CASE("points_taken counts this hand and legal follows the rules") {
  GameState g = midTrick();
  play(g, "QS");  // seat 0 discards the queen on seat 1's diamond: seat 2 wins with KD
  REQUIRE(g.firstToAct() == 2);
  const Message m = playRequest(g, 2);
  CHECK(m["points_taken"].dump() == "[0,0,14,0]");
  CHECK(m["tricks"][1].dump() == R"({"leader":1,"cards":["2D","KD","AH","QS"],"winner":2})");
  CHECK(m["trick"].dump() == R"({"leader":2,"cards":[]})");
  CHECK(m["legal"].dump() == cardList(g.legalPlays()).dump());
}

TEST_CASE("hand_end gives the points, the totals after and the deal before passing") {
  GameState g = dealAt(presetRules("standard").value(), 1);
  g.pass(0, cards("QC KC AC"));
  g.pass(1, cards("QD KD AD"));
  g.pass(2, cards("QH KH AH"));
  g.pass(3, cards("QS KS AS"));
  while (g.phase() == Phase::Playing) g.play(g.legalPlays().lowest());
  REQUIRE(g.phase() == Phase::HandOver);
  const Message m = handEndNotice(g);
  CHECK(m["type"] == "hand_end");
  CHECK(m["hand_number"] == 1);
  CHECK(m["deal"][0] == cardList(CardSet::suit(Suit::Clubs)));
  CHECK(m["deal"][3] == cardList(CardSet::suit(Suit::Spades)));
  int sum = 0;
  for (int s = 0; s < 4; ++s) {
    CHECK(m["points"][static_cast<std::size_t>(s)] == g.lastHand().points[static_cast<std::size_t>(s)]);
    CHECK(m["scores"][static_cast<std::size_t>(s)] == g.score(s));
    sum += m["points"][static_cast<std::size_t>(s)].get<int>();
  }
  CHECK(sum == 26);
  CHECK(m["moon"].is_null() == (g.lastHand().moonShooter < 0));
}

TEST_CASE("game_end names the lowest winner and lists a shared win") {
  CHECK(gameEndNotice({40, 101, 40, 77}, 0b0101).dump() ==
        R"({"type":"game_end","scores":[40,101,40,77],"winner":0,"winners":[0,2]})");
  CHECK(byeNotice().dump() == R"({"type":"bye"})");
}

// Random play until someone shoots the moon under these rules (a moon comes about once in a
// hundred random hands).
GameState untilMoon(const Rules& rules) {
  auto bot = ai::makeBot(ai::BotLevel::Random, 7);
  for (std::uint64_t seed = 1; seed < 5000; ++seed) {
    Match m(rules, seed);
    ai::playHand(m, [&bot](const GameState& s, int seat) -> std::optional<ai::Decision> {
      if (s.phase() == Phase::MoonChoice) return std::nullopt;
      return ai::decide(*bot, s, seat, {});
    });
    if (m.state().lastHand().moonShooter >= 0 || m.state().phase() == Phase::MoonChoice)
      return m.state();
  }
  FAIL("no moon in 5000 random hands");
  return GameState();
}

TEST_CASE("the moon request is asked only under shooter_chooses, with both options") {
  Rules chooses = presetRules("standard").value();
  chooses.moon = MoonRule::ShooterChooses;
  const GameState g = untilMoon(chooses);
  REQUIRE(g.phase() == Phase::MoonChoice);
  CHECK(moonRequest(g, g.firstToAct()).dump() ==
        R"({"type":"moon","scores":[0,0,0,0],"options":["add_to_others","subtract_from_self"]})");

  // Under every other moon rule a moon is scored at once: the referee, which sends a moon
  // request only in the MoonChoice phase, never asks.
  for (MoonRule rule : {MoonRule::AddToOthers, MoonRule::SubtractFromSelf, MoonRule::Protective}) {
    Rules r = presetRules("standard").value();
    r.moon = rule;
    CHECK(untilMoon(r).phase() == Phase::HandOver);
  }
}

// --- answers -------------------------------------------------------------------------------

TEST_CASE("a legal play is accepted and unknown keys are ignored") {
  const GameState g = midTrick();
  Fault f;
  auto c = checkPlayAnswer(R"({"type":"play","card":"QS","why":"dump it","v":2})", g, 0, f);
  REQUIRE(c.has_value());
  CHECK(*c == kQueenOfSpades);
}

TEST_CASE("an illegal card is a fault that says why it is not legal") {
  GameState g = midTrick();
  play(g, "3C AD 3S 4C");  // seat 2 won with KD and led AD; seat 1 must follow diamonds
  REQUIRE(g.firstToAct() == 1);
  Fault f;
  CHECK_FALSE(checkPlayAnswer(R"({"type":"play","card":"KC"})", g, 1, f));
  CHECK(f.kind == FaultKind::IllegalCard);
  CHECK(f.what.find("KC") != std::string::npos);
  CHECK(f.what.find("follow suit (diamonds)") != std::string::npos);
  CHECK(f.what.find("legal were 3D 4D 5D 6D 7D 8D 9D TD JD") != std::string::npos);

  CHECK_FALSE(checkPlayAnswer(R"({"type":"play","card":"AS"})", g, 1, f));
  CHECK(f.kind == FaultKind::IllegalCard);
  CHECK(f.what.find("not in your hand") != std::string::npos);

  CHECK_FALSE(checkPlayAnswer(R"({"type":"play","card":"ZZ"})", g, 1, f));
  CHECK(f.kind == FaultKind::IllegalCard);
  CHECK(f.what.find("not a card") != std::string::npos);
}

TEST_CASE("anything but one JSON object of the right type is garbled") {
  const GameState g = midTrick();
  for (const char* line : {"QS", "", "[\"play\",\"QS\"]", R"({"type":"play","card":"QS"} {"type":"play"})",
                           R"({"type":"play","card":"QS")", R"({"card":"QS"})",
                           R"({"type":"pass","card":"QS"})", R"({"type":"play","card":12})"}) {
    Fault f;
    CHECK_MESSAGE(!checkPlayAnswer(line, g, 0, f), line);
    CHECK(f.kind == FaultKind::Garbled);
  }
}

TEST_CASE("a pass of the wrong number of cards, or of cards not held, is refused") {
  const GameState g = dealAt(presetRules("standard").value(), 1);
  Fault f;
  auto ok = checkPassAnswer(R"({"type":"pass","cards":["AC","2C","QC"]})", g, 0, f);
  REQUIRE(ok.has_value());
  CHECK(*ok == cards("2C QC AC"));

  CHECK_FALSE(checkPassAnswer(R"({"type":"pass","cards":["AC","KC"]})", g, 0, f));
  CHECK(f.kind == FaultKind::WrongPassCount);
  CHECK(f.what.find("passed 2 cards") != std::string::npos);
  CHECK_FALSE(checkPassAnswer(R"({"type":"pass","cards":["AC","KC","QC","JC"]})", g, 0, f));
  CHECK(f.kind == FaultKind::WrongPassCount);
  CHECK_FALSE(checkPassAnswer(R"({"type":"pass","cards":["AC","KC","QS"]})", g, 0, f));
  CHECK(f.kind == FaultKind::IllegalCard);
  CHECK(f.what.find("does not hold") != std::string::npos);
  CHECK_FALSE(checkPassAnswer(R"({"type":"pass","cards":["AC","AC","QC"]})", g, 0, f));
  CHECK(f.kind == FaultKind::IllegalCard);
  CHECK_FALSE(checkPassAnswer(R"({"type":"pass","cards":"AC KC QC"})", g, 0, f));
  CHECK(f.kind == FaultKind::Garbled);
}

TEST_CASE("hello must answer protocol 1; the name is optional") {
  Fault f;
  auto h = checkHelloAnswer(R"({"type":"hello","protocol":1,"name":"my-bot"})", f);
  REQUIRE(h.has_value());
  CHECK(h->name == "my-bot");
  CHECK(checkHelloAnswer(R"({"type":"hello","protocol":1})", f).has_value());
  CHECK_FALSE(checkHelloAnswer(R"({"type":"hello","protocol":2,"name":"x"})", f));
  CHECK(f.kind == FaultKind::Garbled);
}

TEST_CASE("a moon choice must be one of the options") {
  Rules chooses = presetRules("standard").value();
  chooses.moon = MoonRule::ShooterChooses;
  const GameState g = untilMoon(chooses);
  Fault f;
  CHECK(checkMoonAnswer(R"({"type":"moon","choice":"subtract_from_self"})", g, g.firstToAct(), f) ==
        MoonChoice::SubtractFromSelf);
  CHECK_FALSE(checkMoonAnswer(R"({"type":"moon","choice":"give_up"})", g, g.firstToAct(), f));
  CHECK(f.kind == FaultKind::IllegalCard);
}

TEST_CASE("quoted bot text is cut short and keeps control characters out") {
  CHECK(quoteText("a\"b\n") == "\"a\\\"b?\"");
  CHECK(quoteText(std::string(200, 'x')).size() < 100);
}

}  // namespace
}  // namespace hearts::arena
