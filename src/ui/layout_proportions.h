// The proportions of the hand and of the opponents' fans, in units of the card's own size:
// shared by the table's layout (layout.cc) and the hand's (hand_layout.cc).
#pragma once

namespace hearts::ui::proportions {

inline constexpr float kRaise = 0.2f;       // a selected card rises by this much of its height
inline constexpr float kRowOffset = 0.42f;  // with two rows, the back row shows this much of itself
inline constexpr float kMinStep = 0.40f;    // each card in a row shows at least this much width
inline constexpr float kMaxStep = 0.62f;    // and never more, so a short hand still looks held
inline constexpr float kBackStep = 0.22f;   // spacing of an opponent's fanned backs
inline constexpr float kBackShown = 0.55f;  // opponents' fans are partly off the table's edge

}  // namespace hearts::ui::proportions
