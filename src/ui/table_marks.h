// What the table shows beside the seats, read from the session alone: the tricks each seat's
// pile shows, and the dots beside a bot taking its time.
#pragma once

#include "session/game_session.h"

namespace hearts::ui {

// Tricks `seat` has taken, as the table shows them (the one being collected not yet).
int tricksShown(const session::GameSession& game, int seat);
// Which of the three dots beside a bot taking its time is lit (they step every 300 ms), or
// -1 when no dots are shown (GameSession::botThinking).
int thinkingDot(const session::GameSession& game, double now);

}  // namespace hearts::ui
