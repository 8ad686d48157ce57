// The keyboard: letters for the game's actions (S scores, T last trick, U undo, H hint,
// K claim, M mute), Escape for the menu, arrows along the hand or through a review, Enter and
// Space to choose, play, or press the button that moves the game on.
#include "ui/screen_model.h"

#include "session/review.h"

namespace hearts::ui {

using session::Stage;

UiRequest ScreenModel::letter(char c, double now) {
  switch (c) {
    case 's':
      if (overlay_ == Overlay::None || overlay_ == Overlay::Scores)
        overlay_ = overlay_ == Overlay::Scores ? Overlay::None : Overlay::Scores;
      return UiRequest::None;
    case 't':
      if (overlay_ == Overlay::None || overlay_ == Overlay::LastTrick)
        overlay_ = overlay_ == Overlay::LastTrick ? Overlay::None : Overlay::LastTrick;
      return UiRequest::None;
    case 'u':
      if (tableOpen()) game_->undo(now);
      return UiRequest::None;
    case 'h':
      if (tableOpen()) game_->requestHint(now);
      return UiRequest::None;
    case 'k':
      if (tableOpen()) game_->claim(now);
      return UiRequest::None;
    case 'm':
      toggleMute(now);
      return UiRequest::SettingsChanged;
    default: return UiRequest::None;
  }
}

UiRequest ScreenModel::key(const Input& in, double now) {
  dirty_ = true;
  if (!game_) return UiRequest::None;
  const Key k = in.key;
  if (k == Key::Escape) {
    overlay_ = overlay_ == Overlay::None ? Overlay::Menu : Overlay::None;
    return UiRequest::None;
  }
  if (k == Key::Letter) return letter(in.letter, now);
  if (overlay_ == Overlay::Review && (k == Key::Left || k == Key::Right)) {
    reviewStep_ = k == Key::Left ? std::max(0, reviewStep_ - 1) : reviewStep_ + 1;
    if (const auto r = session::reviewHand(game_->match(), reviewHand_))
      reviewStep_ = std::min(reviewStep_, r->stepCount() - 1);
    return UiRequest::None;
  }
  const bool table = tableOpen();
  // Left and right walk along the hand; up (or Enter) chooses or plays the card walked to.
  const HandView hv = handView(now);
  const int count = static_cast<int>(hv.cards.size());
  if (table && count > 0 && (k == Key::Left || k == Key::Right)) {
    if (keyFocus_ < 0 || keyFocus_ >= count) {
      keyFocus_ = k == Key::Left ? count - 1 : 0;
    } else {
      keyFocus_ = (keyFocus_ + (k == Key::Left ? count - 1 : 1)) % count;
    }
    hoverCard_ = -1;
    return UiRequest::None;
  }
  if (k == Key::Down) {
    keyFocus_ = -1;
    return UiRequest::None;
  }
  const bool act = k == Key::Up || k == Key::Enter || k == Key::Space;
  if (!act) return UiRequest::None;
  const bool focusOnCard = table && keyFocus_ >= 0 && keyFocus_ < count;
  if (focusOnCard && k != Key::Enter) {
    clickHandCard(hv, keyFocus_, now);
    return UiRequest::None;
  }
  if (overlay_ != Overlay::None) return UiRequest::None;
  // Enter presses the button that moves the game on, if there is one.
  for (ButtonId id : {ButtonId::Continue, ButtonId::NewGame, ButtonId::Pass, ButtonId::MoonAdd})
    for (const Button& b : buttons())
      if (b.id == id && b.enabled) return press(b, now);
  if (focusOnCard) {
    clickHandCard(hv, keyFocus_, now);
    return UiRequest::None;
  }
  game_->hurry(now);
  return UiRequest::None;
}

}  // namespace hearts::ui
