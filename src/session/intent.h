// What the player asks of the game, typed: the screen reads it from a click, a tap, a key or
// the page's mirror, and GameSession::apply carries it out (the one place the player's input
// changes the game). Opening a sheet, changing a setting or starting another game are not the
// game's: they stay with the screen and the app.
#pragma once

#include <variant>

#include "core/card.h"
#include "core/game.h"

namespace hearts::session::intent {

struct ChooseCard {  // a card of the hand: chosen for the pass (or put back), or played
  Card card;
};
struct Pass {};        // the cards chosen are passed
struct ChooseMoon {    // the shooter's choice, where the rules give one
  MoonChoice choice;
};
struct NextHand {};    // the hand's summary read: the next hand
struct TakeBack {};    // undo the player's last play or pass
struct Hint {};        // the expert's advice for this decision
struct Claim {};       // the rest of the tricks claimed
struct ReplayHand {};  // the hand played again from its deal
struct Hurry {};       // the cards on the table move on at once
struct Track {};       // the played-cards tracker opened (counted as help where it shows any)
struct Analyse {       // the expert's notes on hand `hand` (for its review)
  int hand = 0;
};

}  // namespace hearts::session::intent

namespace hearts::session {

using Intent = std::variant<intent::ChooseCard, intent::Pass, intent::ChooseMoon, intent::NextHand,
                            intent::TakeBack, intent::Hint, intent::Claim, intent::ReplayHand, intent::Hurry,
                            intent::Track, intent::Analyse>;

}  // namespace hearts::session
