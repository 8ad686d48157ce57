// The words the player reads: names at the table, cards in the order the hand shows them,
// and every sentence the game says about itself. One place, so the table, the score sheet
// and anything that reads the game aloud say the same thing. Every sentence comes from the
// catalogs (words/words.h), in the player's language; ids (levels, presets, rules) stay ids
// inside the program and are shown through the display names here.
#pragma once

#include <array>
#include <cstdint>

#include <string>
#include <string_view>
#include <vector>

#include "core/card.h"
#include "core/claim.h"
#include "core/game.h"
#include "core/level.h"
#include "core/rules.h"

namespace hearts::session {

class GameSession;
struct Hint;
struct HandAnalysis;
struct CostlyDecision;

// Names at the table: 0 is the player ("You"), then left, across, right.
std::string playerName(int seat);
// A level as the player reads it: "Hard".
std::string levelDisplayName(BotLevel level);
// A preset's name as the player reads it, from its id: "Shooter chooses" for
// "shooter-chooses", "Daily" for "daily", "Custom" for "custom"; an id the game does not
// know (read from an older file) is shown as it is.
std::string presetDisplayName(std::string_view presetId);
// The rules of no preset, where a caption names the rules a deal is played by: "Custom rules".
std::string customRulesName();
// A suit's name in a sentence or a list: "clubs".
std::string suitWord(Suit s);
// Lists the way the language writes them: "Ava, Ben and Cleo", "clubs or hearts".
std::string andList(const std::vector<std::string>& items);
std::string orList(const std::vector<std::string>& items);
// Points with one decimal, with their noun: "1.0 point", "6.2 points" ("6,2 Punkte").
std::string decimalPoints(double points);
// Why the engine refuses an action, for the player: "You must follow suit (clubs)". The
// engine's own errorText (core/game.h) is English for records and tools.
std::string actionErrorText(const GameState& s, ActionError e);
// A bot's name with its level, where the player asks to see the levels: "Ava · hard".
std::string nameWithLevel(int seat, const TableLevels& levels);
// The opponents' levels: "Hard" where all play at it, else each seat's ("Ava Random,
// Ben Expert, Cleo Expert").
std::string levelsText(const TableLevels& levels);

// The order the player's hand is shown in: clubs, diamonds, spades, hearts (colours
// alternate), each from two to ace.
std::vector<Card> displayOrder(CardSet hand);
// "2♣ 7♦ Q♠" in display order.
std::string cardList(CardSet cards);

// "+3", "0", "-10".
std::string signedNumber(int v);
// The preset whose rules these are, "daily" for the daily deal's (daily.h), or "custom".
std::string presetOf(const Rules& rules);

// "You win!", "Ava wins", "Ava and Ben share the win".
std::string winnersText(unsigned winnersMask);
// The sentence of a game's end, the scores given: "The game is over: you win! Scores: …".
std::string gameOverText(unsigned winnersMask, const std::string& scores);

// Sentences of the game as it goes.
// A level chosen during a game: the bots play at it from their next decision (one thinking
// now starts again) ("The bots play at Hard from their next move"; "The bots play at Ava
// Random, Ben Expert, Cleo Expert from ..." where they differ).
std::string levelChangedText(const TableLevels& levels);
std::string noPassingText();
std::string heartsBrokenText(int seat, Card c);
std::string passedYouText(int fromSeat, CardSet cards);
// "You take the trick (+3)", "Ava takes the trick"; "The expert takes ..." for seat 0 with
// `expertInChair` (the expert playing in the player's chair).
std::string trickTakenText(int winner, int points, bool expertInChair = false);
// What counts that a seat took this hand, in short, for its plate: "Q♠", "♥5", "J♦", in that
// order, each only when taken (empty when nothing).
std::vector<std::string> takenMarks(CardSet taken);
// Who took what that counts in the hand just played, for the score sheet: "Q♠ Ben · ♥ You 3,
// Ava 5, Ben 0, Cleo 5" (and "· J♦ Cleo" where it counts and was taken).
std::string takenText(const std::array<CardSet, 4>& taken, bool jackCounts);
// Asked for `asked`'s tricks where another seat took the last one: only the last trick may
// be looked at ("Only the last trick is shown: Ava's earlier tricks stay face down").
std::string lastTrickElsewhereText(int asked);
// "You claim the rest: no points are left", "Ava claims the rest and takes every trick (+4)".
std::string claimText(int seat, ClaimKind kind, int points);
std::string passLabelText(int passCount, PassDirection d, int toSeat);

// The status line while a hint is up: "Hint: play 7♣ · about 1.3 points to come".
std::string hintText(const Hint& hint);
// The expected points drawn on a card: "2.4", or "13" from ten up.
std::string hintPointsText(double points);
// The analysis box of the score sheet: a heading, then progress ("Analysing… 3 of 13"),
// "No costly decisions", or a line for each of the (at most three) costliest decisions in the
// order they were made ("Trick 5: you played Q♠; 4♠ was better by 6.2 points"), and how many
// smaller ones the review shows besides.
std::vector<std::string> analysisLines(const HandAnalysis& analysis);
// The review's line on a trick: who led and the order of play, `cards` in play order from
// `leader` ("Ben led A♦, then Cleo 6♦, you Q♦, Ava 4♦"). With `expertInChair`, seat 0 is
// the expert playing in the player's chair (expert_chair.h): "..., the expert Q♦, ...".
std::string trickOrderText(int leader, const std::array<Card, 4>& cards, bool expertInChair = false);
// The review's line on the passes: "You passed 3♣ 5♣ 7♣ to Ava; Cleo passed you 10♣ 9♥ K♥"
// ("The expert passed ...; Cleo passed the expert ..." with `expertInChair`).
std::string passesText(int to, CardSet given, int from, CardSet received, bool expertInChair = false);
// A card's place in a trick, from the lead: "led", "2nd", "3rd", "4th".
std::string playOrderWord(int indexInTrick);
// The review's line on the deal: what the analysis of the hand found ("The expert marks 2
// of your decisions: see the red notes", "The expert is analysing this hand… 3 of 9").
std::string reviewAnalysisText(const HandAnalysis& analysis);
// The review's note at a costly card or pass: "The expert: 4♠ was better by 6.2 points".
std::string expertNoteText(const CostlyDecision& decision);

// The expert in the player's chair (expert_chair.h) beside the player: "Hand 3: you 8 · the
// expert in your chair 3", where the player did better saying so; the hands so far together;
// and what the score sheet shows of it after a hand (a heading, then those lines, or that the
// expert is still playing the hand), empty when there is nothing to show.
struct ExpertHand;
std::string expertHandText(const ExpertHand& h);
std::string expertTotalText(const std::vector<ExpertHand>& hands);
std::vector<std::string> expertChairLines(const GameSession& game);

// The line under the score sheet: the last hand's moon (when `showMoon`), the end, or what
// the game is played to. `lastHand` is null before any hand has finished.
std::string scoreSheetNote(const GameState& s, const HandResult* lastHand, bool showMoon,
                           bool gameOver);

}  // namespace hearts::session
