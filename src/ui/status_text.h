// What the status line under the table says: a passing message of the game ("Wait for your
// turn"), else what the moment is about ("Your lead", "Ava is thinking…", "You take the trick
// (+3)"), with the words of the way the player last reached the game ("Click Pass", "Tap
// Pass", "Press P"): those words are the screen's.
#pragma once

#include <string>

#include "session/game_session.h"
#include "ui/input.h"

namespace hearts::ui {

std::string statusText(const session::GameSession& game, double now, InputWay way);
// "Choose 3 cards to pass to Ava (1 of 3)", then "Click Pass to give these cards to Ava".
std::string passPromptText(int passCount, int toSeat, int chosen, InputWay way);
// With "tap twice", a card tapped once: "Click the Q♠ again to play it" (`card` its label).
std::string playAgainText(const std::string& card, InputWay way);

}  // namespace hearts::ui
