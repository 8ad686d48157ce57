// A game together with its history: every action in order and each finished hand's
// result. This is what the app, the arena and game records work with; bots work with bare
// GameState copies.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"

namespace hearts {

struct Action {
  enum class Kind : std::uint8_t { Pass, Play, Moon };
  Kind kind = Kind::Play;
  int seat = 0;
  CardSet cards;  // Pass
  Card card{};    // Play
  MoonChoice moon = MoonChoice::AddToOthers;  // Moon

  static Action makePass(int seat, CardSet cards);
  static Action makePlay(int seat, Card card);
  static Action makeMoon(int seat, MoonChoice choice);
  bool operator==(const Action&) const = default;
};

// The rules' objection to `a` in `state` (None: it is legal), and carrying out a legal one:
// what Match::check and Match::apply do to the state they hold, for code that plays on a bare
// GameState.
ActionError checkAction(const GameState& state, const Action& a);
void applyAction(GameState& state, const Action& a);  // precondition: checkAction() is None

// The help the player had in a game: hints asked for, plays taken back, and the hands in which
// the player looked at the played-cards tracker. Kept with the game (records carry it) so
// that statistics can tell.
struct Assists {
  int hints = 0;
  int undos = 0;
  int tracker = 0;
  bool operator==(const Assists&) const = default;
};

class Match {
 public:
  Match(const Rules& rules, std::uint64_t seed);

  const GameState& state() const { return state_; }
  const Rules& rules() const { return state_.rules(); }
  std::uint64_t seed() const { return state_.seed(); }
  const std::vector<Action>& actions() const { return actions_; }
  // Results of every finished hand, in order (the score sheet).
  const std::vector<HandResult>& hands() const { return hands_; }

  // Checks the action against the rules; applies and records it only when legal.
  ActionError check(const Action& a) const;
  ActionError apply(const Action& a);
  // From HandOver to the next deal (not an action: the next deal follows from the seed).
  void startNextHand();

  // The index in actions() of the first action of the hand in play.
  std::size_t handStart() const { return handStart_; }
  // The game as it stood after its first `n` actions (the rest taken back), in the same
  // hand as now when `n` reaches into it. The assists stay as they are.
  Match prefix(std::size_t n) const;

  const Assists& assists() const { return assists_; }
  Assists& assists() { return assists_; }

 private:
  GameState state_;
  std::vector<Action> actions_;
  std::vector<HandResult> hands_;
  std::size_t handStart_ = 0;
  Assists assists_;
};

}  // namespace hearts
