// The player's seat: the table is shown from it and the bots take the other three; the
// records keep the player's game in it, and the expert in the player's chair plays from it.
// Seat numbers go on in the order of play (left of the player is seat 1).
#pragma once

namespace hearts::session {

inline constexpr int kPlayerSeat = 0;

}  // namespace hearts::session
