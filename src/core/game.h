// The whole game of Hearts as an explicit state machine.
//
// A GameState is a plain value (a few hundred bytes, no heap): copy it freely. Actions are
// applied one at a time; each phase has its own small apply function:
//   Passing    each seat chooses its cards (in any order); nobody receives before all chose
//   Playing    13 tricks, one card at a time, seat firstToAct() plays
//   MoonChoice the shooter picks how a moon is scored (MoonRule::ShooterChooses only)
//   HandOver   the hand is scored; startNextHand() deals the next one
//   GameOver   final totals and winners
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/card.h"
#include "core/play_state.h"
#include "core/rules.h"

namespace hearts {

enum class Phase : std::uint8_t { Passing, Playing, MoonChoice, HandOver, GameOver };
enum class PassDirection : std::uint8_t { Left, Right, Across, None };
enum class MoonChoice : std::uint8_t { AddToOthers, SubtractFromSelf };

const char* phaseName(Phase p);
const char* passDirectionName(PassDirection d);  // "left", "right", "across", "none"
// Hand 1 passes left, 2 right, 3 across, 4 not at all, then again.
PassDirection passDirectionForHand(int handNumber);
// Who receives what `seat` passes (seat itself for None).
int passTarget(int seat, PassDirection d);
const char* moonChoiceName(MoonChoice c);  // "add_to_others", "subtract_from_self"

// Why an action is refused. The UI shows errorText(); bots and the referee use the code.
enum class ActionError : std::uint8_t {
  None,
  WrongPhase,
  NotYourTurn,
  NotInHand,
  MustLeadTwoOfClubs,
  MustFollowSuit,
  HeartsNotBroken,
  NoPointsOnFirstTrick,
  WrongPassCount,
  AlreadyPassed,
  BadSeat,
  SubtractNotAllowed,
};

struct HandResult {
  int handNumber = 0;
  std::array<int, 4> points{};  // penalty points taken in tricks (J♦ included)
  std::array<int, 4> delta{};   // what was added to each total (after a moon)
  int moonShooter = -1;
  MoonChoice moonChoice = MoonChoice::AddToOthers;
  bool operator==(const HandResult&) const = default;
};

class GameState {
 public:
  // A new game: hand 1 is dealt from the seed and waits for passes (or play).
  static GameState newGame(const Rules& rules, std::uint64_t seed);
  // A hand dealt by hand instead of from a seed (tests, puzzles, replaying a deal from a
  // protocol message): `deal` must give 13 cards to each seat, together the whole deck.
  // Returns false and leaves `out` alone when it does not.
  static bool fromDeal(const Rules& rules, const std::array<CardSet, 4>& deal, int handNumber,
                       const std::array<int, 4>& scores, GameState& out);

  // --- reading the state ---------------------------------------------------------------
  const Rules& rules() const { return rules_; }
  std::uint64_t seed() const { return seed_; }
  Phase phase() const { return phase_; }
  int handNumber() const { return handNumber_; }  // 1-based
  PassDirection passDirection() const { return passDir_; }
  // Whose turn it is, the one answer to it: the seats the rules wait for, a bit each. While
  // passing, every seat that has not passed (passes may come in any order); playing, the seat
  // whose card the trick waits for; choosing how a moon counts, the shooter; nobody between
  // hands and at the end.
  unsigned seatsToAct() const;
  // The lowest of those seats (passes are asked for in seat order), -1 when none.
  int firstToAct() const;
  CardSet hand(int seat) const { return play_.hands[seat]; }
  CardSet dealt(int seat) const { return dealt_[seat]; }    // before passing
  CardSet passed(int seat) const { return passed_[seat]; }  // what seat gave
  CardSet received(int seat) const;                         // what seat got
  bool hasPassed(int seat) const { return (passedMask_ >> seat) & 1u; }
  bool heartsBroken() const { return play_.heartsBroken; }
  int tricksPlayed() const { return play_.tricksDone; }
  const Trick& currentTrick() const { return play_.trick; }
  // Completed trick i of this hand (0 <= i < tricksPlayed()).
  Trick completedTrick(int i) const;
  int trickWinner(int i) const { return winners_[i]; }
  CardSet played() const { return play_.played; }  // all cards played this hand
  CardSet won(int seat) const { return play_.won[seat]; }
  int pointsTaken(int seat) const;  // this hand so far
  // Suits seat has shown it lacks (bit per suit) by not following.
  unsigned voidSuits(int seat) const { return play_.voids[seat]; }
  // The play of this hand as it stands (the bots' playouts start from a copy).
  const PlayState& playState() const { return play_; }
  bool operator==(const GameState&) const = default;
  int score(int seat) const { return scores_[seat]; }
  const std::array<int, 4>& scores() const { return scores_; }
  const HandResult& lastHand() const { return lastHand_; }
  // GameOver: bit per seat of the winners (more than one under TieRule::SharedWin).
  unsigned winners() const { return winners_mask_; }
  bool isFirstTrick() const { return play_.tricksDone == 0; }

  // --- rules -------------------------------------------------------------------------------
  // The cards the seat to play may play now (empty outside Playing). Never allocates.
  CardSet legalPlays() const;
  ActionError checkPlay(int seat, Card c) const;
  ActionError checkPass(int seat, CardSet cards) const;
  ActionError checkMoonChoice(int seat, MoonChoice c) const;
  // Under ShooterChooses: may the shooter subtract (text 001 allows it only above 26)?
  bool subtractAllowed(int seat) const;
  // A sentence for the player: "You must follow suit (clubs)".
  std::string errorText(ActionError e) const;

  // --- acting (preconditions: the matching check*() returned None) -------------------------
  void pass(int seat, CardSet cards);
  void play(Card c);
  void chooseMoon(MoonChoice c);
  void startNextHand();  // HandOver -> Passing/Playing of the next hand

  // What `seat` is entitled to know: a copy with every card it cannot see removed (the
  // other hands, what the others dealt and passed, except what was passed to `seat`) and
  // without the seed (seed() is 0), which would deal them again. Bots are handed this, so a
  // bot cannot peek even by accident.
  GameState viewFor(int seat) const;
  // The number of cards seat holds now (known to everyone).
  int handSize(int seat) const;

  // Scores a finished hand's points under the rules (exposed for tests and the UI).
  static HandResult scoreHand(const Rules& rules, const std::array<int, 4>& scoresBefore,
                              const std::array<int, 4>& points, int moonShooter,
                              MoonChoice choice);
  // Does the game end with these totals after `handNumber` hands? Sets the winners mask.
  static bool gameEnds(const Rules& rules, const std::array<int, 4>& totals, int handNumber,
                       unsigned* winners);

 private:
  // The one seat to act in Playing and MoonChoice (firstToAct() outside this class).
  int toMove() const { return phase_ == Phase::MoonChoice ? lastHand_.moonShooter : play_.toMove(); }
  void deal();
  void setUpHand(const std::array<CardSet, 4>& deal);
  void beginPlay();
  void recordTrick(std::uint8_t leader);
  void finishHand();
  void applyResult(const HandResult& r);

  Rules rules_{};
  std::uint64_t seed_ = 0;
  PlayState play_{};  // the hands (before passing too), the tricks, hearts broken, voids
  std::array<CardSet, 4> dealt_{};
  std::array<CardSet, 4> passed_{};
  std::array<int, 4> scores_{};
  HandResult lastHand_{};
  // The completed tricks of this hand.
  std::array<std::array<Card, 4>, 13> tricks_{};
  std::array<std::uint8_t, 13> leaders_{};
  std::array<std::uint8_t, 13> winners_{};
  int handNumber_ = 0;
  Phase phase_ = Phase::Passing;
  PassDirection passDir_ = PassDirection::Left;
  std::uint8_t passedMask_ = 0;
  std::uint8_t winners_mask_ = 0;
};

// The four hands of hand `handNumber` of the game with this seed, as newGame and
// startNextHand deal them.
std::array<CardSet, 4> dealHands(std::uint64_t seed, int handNumber);

// What the Q♠ costs whoever takes it.
inline constexpr int kQueenOfSpadesPoints = 13;

// Penalty value of a set of won cards under the rules (hearts 1, Q♠ 13, J♦ optional).
// Inline: the bots score every playout with it.
inline int penaltyPoints(const Rules& rules, CardSet wonCards) {
  int p = wonCards.inSuit(Suit::Hearts).size();
  if (wonCards.contains(kQueenOfSpades)) p += kQueenOfSpadesPoints;
  if (wonCards.contains(kJackOfDiamonds)) p += rules.jackOfDiamonds;
  return p;
}

}  // namespace hearts
