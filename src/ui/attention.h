// Where the player's attention is on the screen: the card and the button under the pointer,
// the card and the button the keys walked to, a finger on a card of the hand, the card tapped
// once to be played (with "tap a card twice"), and the way the player last reached the game.
// Cards are counted by their place in the hand as shown. ScreenModel keeps it and decides
// what input means for the game; the painters read it to mark what the player points at.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/card.h"
#include "ui/buttons.h"
#include "ui/geometry.h"
#include "ui/input.h"

namespace hearts::ui {

class Attention {
 public:
  // A finger on a card the player may play: a tap plays it when the finger lifts, a drag up to
  // the table plays it there, a drag let go over the hand puts it back.
  struct TouchPress {
    Card card;
    Point from;
    Point at;
    bool dragging = false;
  };

  // How the player last reached the game (a mouse, a finger, the keys): the words follow it.
  InputWay inputWay() const { return inputWay_; }
  // The way the player reached the game with `in`, when it says.
  void follow(const Input& in);

  // --- the hand ----------------------------------------------------------------------------
  int hoverCard() const { return hoverCard_; }  // under the pointer (-1: none)
  int keyFocus() const { return keyFocus_; }    // the card the arrow keys walked to (-1: none)
  // The keys walk to card `i`; the pointer's card is forgotten.
  void focusCard(int i);
  // Left (`step` -1) or Right (1) along a hand of `count` cards, from the end where none is
  // walked to yet.
  void walkHand(int step, int count);
  // The pointer is over no card of the hand (a new session's hand).
  void leaveHand() { hoverCard_ = -1; }

  // --- the buttons -------------------------------------------------------------------------
  bool hovered(const Button& b) const { return hoverButton_ && hoverButton_->sameAs(b); }
  bool focused(const Button& b) const { return keyButton_ && keyButton_->sameAs(b); }
  // The button of `buttons` the arrow keys walked to over a sheet, while it can be pressed.
  std::optional<Button> focusedIn(const std::vector<Button>& buttons) const;
  // Over a sheet, the arrows walk `buttons` (those that can be pressed), in reading order.
  void walkButtons(const std::vector<Button>& buttons, int step);
  void unfocusButton() { keyButton_.reset(); }

  // --- the pointer -------------------------------------------------------------------------
  // The mouse is over `button` or card `card` (-1: none); true when that changed.
  bool pointAt(std::optional<Button> button, int card);
  // The mouse takes over from the keys: the card and the button walked to are forgotten;
  // true when there was one.
  bool dropKeys();

  // --- a finger on a card ------------------------------------------------------------------
  void hold(Card c, Point at) { touchPress_ = TouchPress{c, at, at}; }
  // The finger moves to `p`, dragging the card once it has gone `dragFrom` pixels; true while
  // it holds a card.
  bool moveHold(Point p, float dragFrom);
  // The finger lifts: what it held, if anything.
  std::optional<TouchPress> release();
  // How far the finger has dragged card `c`, while it does.
  std::optional<Point> dragOffset(Card c) const;

  // --- tap a card twice --------------------------------------------------------------------
  // Card `c` tapped once, at the player's turn of `actions` actions.
  void tapOnce(Card c, std::uint64_t actions);
  void forgetTap() { pendingCard_.reset(); }
  // The card tapped once, while the game stands at `actions` actions still.
  std::optional<Card> tapped(std::uint64_t actions) const;

 private:
  InputWay inputWay_ = InputWay::Mouse;
  int hoverCard_ = -1;
  int keyFocus_ = -1;
  std::optional<Button> hoverButton_;
  std::optional<Button> keyButton_;  // over a sheet: the button the arrows walked to
  std::optional<TouchPress> touchPress_;
  std::optional<Card> pendingCard_;
  std::uint64_t pendingAt_ = 0;
};

}  // namespace hearts::ui
