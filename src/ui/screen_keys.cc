// The keyboard. On the table: Left and Right walk along the hand, C, D, S and H jump to the
// next card of a suit, Enter, Space or Up choose or play the card walked to (Enter with no
// card walked to presses the button that moves the game on), P passes, ? asks for a hint,
// R shows the scores, T the last trick, W the played-cards tracker, U takes back, K claims,
// M mutes, Escape opens the menu. Over a sheet: the arrows walk its buttons (a button among
// rows that scroll is brought into sight), Enter or Space presses the one walked to, Page Up,
// Page Down, Home and End scroll its rows, Escape closes it (Left and Right step through a
// review).
#include "ui/screen_model.h"

#include "session/game_session.h"
#include "words/words.h"

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

namespace {

// A suit's key pressed, and the hand holds none of it.
std::string noSuitText(Suit suit) {
  switch (suit) {
    case Suit::Clubs: return words::tr("No clubs in your hand");
    case Suit::Diamonds: return words::tr("No diamonds in your hand");
    case Suit::Spades: return words::tr("No spades in your hand");
    case Suit::Hearts: break;
  }
  return words::tr("No hearts in your hand");
}

}  // namespace

void ScreenModel::jumpToSuit(Suit suit, double now) {
  if (!tableOpen()) return;
  const HandView hv = handView(now);
  const int count = static_cast<int>(hv.cards.size());
  const int from = attention_.keyFocus() < 0 ? -1 : attention_.keyFocus();
  for (int step = 1; step <= count; ++step) {
    const int i = (from + step + count) % count;
    if (hv.cards[static_cast<std::size_t>(i)].card.suit() == suit) {
      attention_.focusCard(i);
      return;
    }
  }
  notify(noSuitText(suit), now);
}

UiRequest ScreenModel::letter(char c, double now) {
  if (const auto suit = suitKey(c)) {
    jumpToSuit(*suit, now);
    return {};
  }
  switch (c) {
    case 'r': sheets_.toggle(Overlay::Scores); return {};
    case 't': sheets_.toggle(Overlay::LastTrick); return {};
    case 'p':
      if (tableOpen())
        for (const Button& b : buttons(sheet()))
          if (b.id == ButtonId::Pass && b.enabled) return press(b, now);
      // Not yet: the game says why not.
      if (tableOpen() && given_.game->table().stage() == Stage::Passing) act(session::intent::Pass{}, now);
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

UiRequest ScreenModel::key(const Input& in, double now) {
  dirty_ = true;
  if (!given_.game) return {};
  const Key k = in.key;
  if (k == Key::Escape) {
    // Escape puts away the notices that show first, then opens or closes the menu.
    const std::optional<SheetView> s = sheet();
    if (notices_.dismissShown(layout_, metrics_, noticeKeepClear(s, buttons(s)))) return {};
    if (sheets_.overlay() == Overlay::None) sheets_.open(Overlay::Menu);
    else sheets_.close();
    attention_.unfocusButton();
    return {};
  }
  if (k == Key::Letter) return letter(in.letter, now);
  const bool choose = k == Key::Up || k == Key::Enter || k == Key::Space;
  if (sheets_.overlay() == Overlay::Review && (k == Key::Left || k == Key::Right)) {
    sheets_.walkReview(k == Key::Left, given_.game->match());
    return {};
  }
  if (!tableOpen()) {
    if (pageRows(k)) return {};
    // Over a sheet, the arrows walk its buttons (those that can be pressed), in reading order.
    const std::vector<Button> all = buttons(sheet());
    if (k == Key::Left || k == Key::Up) attention_.walkButtons(all, -1);
    if (k == Key::Right || k == Key::Down) attention_.walkButtons(all, 1);
    if (k == Key::Left || k == Key::Up || k == Key::Right || k == Key::Down) showFocused();
    if ((k == Key::Enter || k == Key::Space)) {
      if (const auto b = attention_.focusedIn(all)) return press(*b, now);
    }
    if (k != Key::Enter) return {};
  } else {
    attention_.unfocusButton();
  }
  // Left and right walk along the hand; Up, Enter or Space chooses or plays the card walked to.
  const HandView hv = handView(now);
  const int count = static_cast<int>(hv.cards.size());
  const bool table = tableOpen();
  if (table && count > 0 && (k == Key::Left || k == Key::Right)) {
    attention_.walkHand(k == Key::Left ? -1 : 1, count);
    return {};
  }
  if (k == Key::Down) {
    attention_.dropKeys();  // Down leaves the hand (over the open table no button is walked to)
    return {};
  }
  if (!choose) return {};
  const int focus = attention_.keyFocus();
  if (table && focus >= 0 && focus < count) {
    clickHandCard(hv, focus, now);
    return {};
  }
  // Enter with no card walked to presses the button that moves the game on, if there is one.
  for (ButtonId id : {ButtonId::Continue, ButtonId::NewGame, ButtonId::Pass, ButtonId::MoonAdd})
    for (const Button& b : buttons(sheet()))
      if (b.id == id && b.enabled) return press(b, now);
  if (table) act(session::intent::Hurry{}, now);
  return {};
}

}  // namespace hearts::ui
