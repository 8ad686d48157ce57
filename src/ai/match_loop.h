// The loop that plays a game by its phases with a player in every seat: the benches, the
// arena and the tests play their hands through it.
//
// A Chooser answers for whichever seat has a decision to make, in the order the rules ask
// (passes in seat order, then every card, then the shooter's moon choice); each answer is
// checked by the rules and applied. The chooser may do anything around its answer (time it,
// keep the position, ask a second opinion) and may stop the play by answering nothing.
// As each hand is scored, playGame tells a hook, which says whether to deal the next one.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <span>

#include "ai/bot.h"
#include "core/game.h"
#include "core/match.h"

namespace hearts::ai {

// The answer of `seat`, the seat to decide in `state` (Passing, Playing or MoonChoice), or
// none to stop the play there, before that decision.
using Chooser = std::function<std::optional<Decision>(const GameState& state, int seat)>;

// Each seat's bot decides for it with `budget` (ai::decide). The bots are borrowed: they must
// outlive the chooser.
Chooser botsChoose(std::span<const std::unique_ptr<Bot>, 4> bots, const Budget& budget);

// How a play ended. ok(): at the end of a hand (or of the game), or where the chooser or the
// hook stopped it. Otherwise the rules refused an answer: `error` says why and `refused` is
// the action it would have been, not applied (the state is as the chooser saw it).
struct PlayResult {
  ActionError error = ActionError::None;
  Action refused;
  bool ok() const { return error == ActionError::None; }
};

// Plays the hand in progress until it is scored (HandOver or GameOver), the chooser stops or
// an answer is refused. A Match records every action; a bare GameState is played as it is.
PlayResult playHand(GameState& state, const Chooser& choose);
PlayResult playHand(Match& match, const Chooser& choose);

// Told of every hand as it is scored, the last of the game too (the state at HandOver or
// GameOver); between hands, whether to deal the next one.
using AfterHand = std::function<bool(const GameState& state)>;

// Plays hand after hand (playHand), telling `after` of each, until the game is over or
// `after` answers false; without a hook, to the end of the game. Started between hands, it
// tells `after` of the hand just scored first.
PlayResult playGame(GameState& state, const Chooser& choose, const AfterHand& after = {});
PlayResult playGame(Match& match, const Chooser& choose, const AfterHand& after = {});

}  // namespace hearts::ai
