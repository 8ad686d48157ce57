// The player's attention: the pointer's hover, the keys' focus, a finger on a card and the
// card tapped once, moved as input comes.
#include "ui/attention.h"

#include <cmath>

namespace hearts::ui {

void Attention::follow(const Input& in) {
  if (in.type == Input::Type::PointerDown) inputWay_ = in.touch ? InputWay::Touch : InputWay::Mouse;
  if ((in.type == Input::Type::PointerMove && !in.touch) || in.type == Input::Type::Wheel) inputWay_ = InputWay::Mouse;
  if (in.type == Input::Type::KeyDown && in.key != Key::None) inputWay_ = InputWay::Keys;
}

void Attention::focusCard(int i) {
  keyFocus_ = i;
  hoverCard_ = -1;
}

void Attention::walkHand(int step, int count) {
  if (keyFocus_ < 0 || keyFocus_ >= count) {
    keyFocus_ = step < 0 ? count - 1 : 0;
  } else {
    keyFocus_ = (keyFocus_ + (step < 0 ? count - 1 : 1)) % count;
  }
  hoverCard_ = -1;
}

std::optional<Button> Attention::focusedIn(const std::vector<Button>& buttons) const {
  if (!keyButton_) return std::nullopt;
  for (const Button& b : buttons)
    if (b.enabled && b.sameAs(*keyButton_)) return b;
  return std::nullopt;
}

void Attention::walkButtons(const std::vector<Button>& buttons, int step) {
  std::vector<Button> bs;
  for (const Button& b : buttons)
    if (b.enabled && !b.rect.empty()) bs.push_back(b);
  if (bs.empty()) return;
  const int n = static_cast<int>(bs.size());
  int at = -1;
  for (int i = 0; i < n && keyButton_; ++i)
    if (bs[static_cast<std::size_t>(i)].sameAs(*keyButton_)) at = i;
  at = at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n;
  keyButton_ = bs[static_cast<std::size_t>(at)];
  hoverButton_ = keyButton_;
}

bool Attention::pointAt(std::optional<Button> button, int card) {
  const bool sameButton = button.has_value() == hoverButton_.has_value() && (!button || button->sameAs(*hoverButton_));
  if (sameButton && card == hoverCard_) return false;
  hoverButton_ = std::move(button);
  hoverCard_ = card;
  return true;
}

bool Attention::dropKeys() {
  if (keyFocus_ < 0 && !keyButton_) return false;
  keyFocus_ = -1;
  keyButton_.reset();
  return true;
}

bool Attention::moveHold(Point p, float dragFrom) {
  if (!touchPress_) return false;
  touchPress_->at = p;
  const float dx = p.x - touchPress_->from.x;
  const float dy = p.y - touchPress_->from.y;
  if (std::hypot(dx, dy) > dragFrom) touchPress_->dragging = true;
  return true;
}

std::optional<Attention::TouchPress> Attention::release() {
  std::optional<TouchPress> press = touchPress_;
  touchPress_.reset();
  return press;
}

std::optional<Point> Attention::dragOffset(Card c) const {
  if (!touchPress_ || !touchPress_->dragging || touchPress_->card != c) return std::nullopt;
  return Point{touchPress_->at.x - touchPress_->from.x, touchPress_->at.y - touchPress_->from.y};
}

void Attention::tapOnce(Card c, std::uint64_t actions) {
  pendingCard_ = c;
  pendingAt_ = actions;
}

std::optional<Card> Attention::tapped(std::uint64_t actions) const {
  if (pendingAt_ != actions) return std::nullopt;
  return pendingCard_;
}

}  // namespace hearts::ui
