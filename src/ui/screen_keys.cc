// The keyboard. On the table: Left and Right walk along the hand, C, D, S and H jump to the
// next card of a suit, Enter, Space or Up choose or play the card walked to (Enter with no
// card walked to presses the button that moves the game on), P passes, ? asks for a hint,
// R shows the scores, T the last trick, W the played-cards tracker, U takes back, K claims,
// M mutes, Escape opens the menu. Over a sheet: the arrows walk its buttons, Enter or Space presses the one walked to,
// Escape closes it (Left and Right step through a review).
#include "ui/screen_model.h"

#include "session/review.h"

namespace hearts::ui {

using session::Stage;

namespace {

std::optional<Suit> suitKey(char c) {
  switch (c) {
    case 'c': return Suit::Clubs;
    case 'd': return Suit::Diamonds;
    case 's': return Suit::Spades;
    case 'h': return Suit::Hearts;
    default: return std::nullopt;
  }
}

}  // namespace

void ScreenModel::toggleOverlay(Overlay o) {
  if (overlay_ == Overlay::None || overlay_ == o) overlay_ = overlay_ == o ? Overlay::None : o;
}

void ScreenModel::jumpToSuit(Suit suit, double now) {
  if (!tableOpen()) return;
  const HandView hv = handView(now);
  const int count = static_cast<int>(hv.cards.size());
  for (int step = 1; step <= count; ++step) {
    const int i = ((keyFocus_ < 0 ? -1 : keyFocus_) + step + count) % count;
    if (hv.cards[static_cast<std::size_t>(i)].card.suit() == suit) {
      keyFocus_ = i;
      hoverCard_ = -1;
      return;
    }
  }
  notify(std::string("No ") + suitName(suit) + " in your hand", now);
}

UiRequest ScreenModel::letter(char c, double now) {
  if (const auto suit = suitKey(c)) {
    jumpToSuit(*suit, now);
    return {};
  }
  switch (c) {
    case 'r': toggleOverlay(Overlay::Scores); return {};
    case 't': toggleOverlay(Overlay::LastTrick); return {};
    case 'p':
      if (tableOpen())
        for (const Button& b : buttons())
          if (b.id == ButtonId::Pass && b.enabled) return press(b, now);
      if (tableOpen() && game_->table().stage() == Stage::Passing) act(session::intent::Pass{}, now);  // says why not
      return {};
    case 'u':
      if (tableOpen()) act(session::intent::TakeBack{}, now);
      return {};
    case '?':
      if (tableOpen()) act(session::intent::Hint{}, now);
      return {};
    case 'k':
      if (tableOpen()) act(session::intent::Claim{}, now);
      return {};
    case 'w': toggleTracker(now); return {};
    case 'm':
      return mute(now);
    default: return {};
  }
}

// Over a sheet, the arrows walk its buttons (those that can be pressed), in reading order.
void ScreenModel::walkButtons(int step) {
  std::vector<Button> bs;
  for (const Button& b : buttons())
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

std::optional<Button> ScreenModel::focusedButton() const {
  if (!keyButton_) return std::nullopt;
  for (const Button& b : buttons())
    if (b.enabled && b.sameAs(*keyButton_)) return b;
  return std::nullopt;
}

UiRequest ScreenModel::key(const Input& in, double now) {
  dirty_ = true;
  if (!game_) return {};
  const Key k = in.key;
  if (k == Key::Escape) {
    // Escape puts away the notices that show first, then opens or closes the menu.
    if (notices_.dismissShown(layout_, metrics_, noticeKeepClear())) return {};
    overlay_ = overlay_ == Overlay::None ? Overlay::Menu
               : overlay_ == Overlay::ConfirmReset ? Overlay::Statistics
                                                   : Overlay::None;
    keyButton_.reset();
    return {};
  }
  if (k == Key::Letter) return letter(in.letter, now);
  const bool choose = k == Key::Up || k == Key::Enter || k == Key::Space;
  if (overlay_ == Overlay::Review && (k == Key::Left || k == Key::Right)) {
    reviewStep_ = k == Key::Left ? std::max(0, reviewStep_ - 1) : reviewStep_ + 1;
    if (const auto r = session::reviewHand(game_->match(), reviewHand_))
      reviewStep_ = std::min(reviewStep_, r->stepCount() - 1);
    return {};
  }
  if (!tableOpen()) {
    if (k == Key::Left || k == Key::Up) walkButtons(-1);
    if (k == Key::Right || k == Key::Down) walkButtons(1);
    if ((k == Key::Enter || k == Key::Space)) {
      if (const auto b = focusedButton()) return press(*b, now);
    }
    if (k != Key::Enter) return {};
  } else {
    keyButton_.reset();
  }
  // Left and right walk along the hand; Up, Enter or Space chooses or plays the card walked to.
  const HandView hv = handView(now);
  const int count = static_cast<int>(hv.cards.size());
  const bool table = tableOpen();
  if (table && count > 0 && (k == Key::Left || k == Key::Right)) {
    if (keyFocus_ < 0 || keyFocus_ >= count) {
      keyFocus_ = k == Key::Left ? count - 1 : 0;
    } else {
      keyFocus_ = (keyFocus_ + (k == Key::Left ? count - 1 : 1)) % count;
    }
    hoverCard_ = -1;
    return {};
  }
  if (k == Key::Down) {
    keyFocus_ = -1;
    return {};
  }
  if (!choose) return {};
  if (table && keyFocus_ >= 0 && keyFocus_ < count) {
    clickHandCard(hv, keyFocus_, now);
    return {};
  }
  // Enter with no card walked to presses the button that moves the game on, if there is one.
  for (ButtonId id : {ButtonId::Continue, ButtonId::NewGame, ButtonId::Pass, ButtonId::MoonAdd})
    for (const Button& b : buttons())
      if (b.id == id && b.enabled) return press(b, now);
  if (table) act(session::intent::Hurry{}, now);
  return {};
}

}  // namespace hearts::ui
