// The words the player reads.
#include <doctest/doctest.h>

#include "core/rules.h"
#include "session/analysis.h"
#include "session/hint.h"
#include "session/wording.h"

using namespace hearts;
using namespace hearts::session;

TEST_CASE("the hand is shown clubs, diamonds, spades, hearts, each low to high") {
  const CardSet hand = *parseCardSet("AH 2H KS 3C 2D AC");
  const auto order = displayOrder(hand);
  REQUIRE(order.size() == 6);
  CHECK(cardName(order[0]) == "3C");
  CHECK(cardName(order[1]) == "AC");
  CHECK(cardName(order[2]) == "2D");
  CHECK(cardName(order[3]) == "KS");
  CHECK(cardName(order[4]) == "2H");
  CHECK(cardName(order[5]) == "AH");
  CHECK(cardList(*parseCardSet("QS 2C")) == "2\u2663 Q\u2660");
}

TEST_CASE("winners are named one, two or three at a time") {
  CHECK(winnersText(0b0001) == "You win!");
  CHECK(winnersText(0b0100) == "Ben wins");
  CHECK(winnersText(0b0011) == "You and Ava share the win");
  CHECK(winnersText(0b1110) == "Ava, Ben and Cleo share the win");
}

TEST_CASE("the score sheet's note tells of a moon, the end, or what the game is played to") {
  const GameState g = GameState::newGame(*presetRules("pass-two"), 1);
  CHECK(scoreSheetNote(g, nullptr, true, false) == "No hand finished yet");
  HandResult moon;
  moon.moonShooter = 2;
  CHECK(scoreSheetNote(g, &moon, true, false) == "\u263d Ben shot the moon: 26 to everyone else");
  // Opened on request, the sheet does not repeat the moon.
  CHECK(scoreSheetNote(g, &moon, false, false).find("Game to 100 or 4 hands") == 0);
  HandResult plain;
  CHECK(scoreSheetNote(g, &plain, true, true) == "Final scores \u00b7 lowest wins");
}

TEST_CASE("sentences of play name who did what") {
  CHECK(heartsBrokenText(0, Card(Suit::Hearts, kTen)) == "You break hearts with the 10\u2665");
  CHECK(heartsBrokenText(3, kQueenOfSpades) == "Cleo breaks hearts with the Q\u2660");
  CHECK(trickTakenText(1, 13) == "Ava takes the trick (+13)");
  CHECK(trickTakenText(0, 0) == "You take the trick");
  CHECK(lastTrickElsewhereText(1) == "Only the last trick is shown: Ava's earlier tricks stay face down");
  CHECK(lastTrickElsewhereText(0) == "Only the last trick is shown: your earlier tricks stay face down");
  CHECK(presetDisplayName("shooter-chooses") == "Shooter chooses");
  CHECK(presetDisplayName(presetOf(*presetRules("omnibus"))) == "Omnibus");
  CHECK(presetOf(*presetRules("omnibus")) == "omnibus");
}

TEST_CASE("a hint names the expert's choice and the points to come; the game at stake is said") {
  Hint h;
  CHECK(hintText(h) == "The expert is thinking\u2026");
  h.ready = true;
  h.options = {{CardSet::of(Card(Suit::Clubs, kSeven)) | CardSet::of(Card(Suit::Clubs, kEight)), 1.26, 0},
               {CardSet::of(kQueenOfSpades), 9.5, 8.24}};
  CHECK(hintText(h) == "Hint: play 7\u2663 or 8\u2663 \u00b7 about 1.3 points to come");
  h.gameAtStake = true;
  CHECK(hintText(h).find("this hand can end the game") != std::string::npos);
  h.gameAtStake = false;
  // A choice that is not the cheapest says why.
  h.guardsMoonOf = 2;
  CHECK(hintText(h) ==
        "Hint: play 7\u2663 or 8\u2663 \u00b7 about 1.3 points to come \u00b7 it guards against Ben's moon");
  h.guardsMoonOf = -1;
  h.cheapestShoots = true;
  CHECK(hintText(h).find("others are cheaper only with a try for the moon") != std::string::npos);
  CHECK(hintPointsText(1.26) == "1.3");
  CHECK(hintPointsText(13.4) == "13");
  CHECK(hintPointsText(-0.01) == "0.0");
}

TEST_CASE("the analysis says how far it is, then the costliest decisions in the order of play or that there were none") {
  HandAnalysis a;
  a.decisions = 13;
  a.judged = 4;
  CHECK(analysisLines(a) == std::vector<std::string>{"Your decisions, as the expert sees them",
                                                     "Analysing\u2026 4 of 13"});
  a.done = true;
  CHECK(analysisLines(a).back() == "No costly decisions");
  a.costly = {{-1, CardSet::of(Card(Suit::Hearts, kTwo)) | CardSet::of(kQueenOfSpades) |
                       CardSet::of(Card(Suit::Clubs, kAce)),
               CardSet::of(Card(Suit::Clubs, kAce)) | CardSet::of(Card(Suit::Clubs, kKing)) |
                   CardSet::of(Card(Suit::Hearts, kAce)),
               1.0, false},
              {4, CardSet::of(Card(Suit::Spades, kKing)), CardSet::of(Card(Suit::Spades, kFour)), 6.25, false}};
  const auto lines = analysisLines(a);
  REQUIRE(lines.size() == 3);
  // The pass came first, so it is listed first, though it cost less.
  CHECK(lines[1] == "Pass: you passed A\u2663 Q\u2660 2\u2665; K\u2663 A\u2663 A\u2665 was better by 1.0 point");
  CHECK(lines[2] == "Trick 5: you played K\u2660; 4\u2660 was better by 6.2 points");
  CHECK(expertNoteText(a.costly[0]) == "The expert: passing K\u2663 A\u2663 A\u2665 was better by 1.0 point");
  // Where the hand could end the game, the cost weighs winning it too, and the line says so.
  a.costly[1].gameAtStake = true;
  CHECK(analysisLines(a)[2] == "Trick 5: you played K\u2660; 4\u2660 was better by 6.2 points with the game at stake");
  CHECK(expertNoteText(a.costly[1]) == "The expert: 4\u2660 was better by 6.2 points with the game at stake");
}

TEST_CASE("the cards that count are told in short on a plate and in full after the hand") {
  CardSet taken = CardSet::of(kQueenOfSpades);
  taken.add(Card(Suit::Hearts, kTwo));
  taken.add(Card(Suit::Hearts, kAce));
  CHECK(takenMarks(taken) == std::vector<std::string>{"Q\u2660", "\u26652"});
  CHECK(takenMarks(CardSet()).empty());
  CHECK(takenMarks(CardSet::of(kJackOfDiamonds)) == std::vector<std::string>{"J\u2666"});
  std::array<CardSet, 4> all{};
  all[2] = taken;
  all[3].add(Card(Suit::Hearts, kFive));
  CHECK(takenText(all, false) == "Q\u2660 Ben \u00b7 \u2665 You 0, Ava 0, Ben 2, Cleo 1");
  all[1].add(kJackOfDiamonds);
  CHECK(takenText(all, true) == "Q\u2660 Ben \u00b7 \u2665 You 0, Ava 0, Ben 2, Cleo 1 \u00b7 J\u2666 Ava");
  CHECK(takenText({}, false) == "Q\u2660 nobody \u00b7 \u2665 You 0, Ava 0, Ben 0, Cleo 0");
}
