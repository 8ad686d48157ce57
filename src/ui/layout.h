// Where everything on the table goes, as pure functions of the window's pixel size and the
// device pixel ratio. Nothing here touches SDL, so the geometry and the hit-testing are unit
// tested at many window sizes (tests/ui/layout_test.cc).
//
// Seats on screen: 0 (the player) at the bottom, 1 on the left, 2 at the top, 3 on the right:
// play goes clockwise and passing "left" gives to seat 1.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ui/geometry.h"

namespace hearts::ui {

// How wide the table's words are in the player's language, each in fonts at the size it is
// drawn at (its width in pixels over that size): the layout gives each the room it needs
// (ScreenModel measures them). The defaults are about the English ones.
struct TableWords {
  float menu = 3.9f;     // the Menu and Scores buttons' labels, the wider
  float tools = 2.9f;    // the widest of Undo, Hint and Cards
  float toolsTwoLines = 2.9f;  // the same, each set on two lines where it breaks (its wider line)
  float daily = 5.0f;    // the table's Daily deal button
  float primary = 2.6f;  // Pass (bold)
  float claim = 7.9f;    // Claim the rest (bold)
  float hearts = 8.0f;   // the hearts badge's words, the wider ("Hearts broken" is bold)
};

struct LayoutParams {
  float width = 1;       // drawable pixels
  float height = 1;
  float dpr = 1;         // drawable pixels per CSS pixel (or per window point natively)
  float cardAspect = 1.4f;  // card height / width
  bool touch = false;       // a finger points: every control at least kTouchMinCss tall
  TableWords words{};
};

// The least height of a control on a touch screen, in CSS pixels (a fingertip).
inline constexpr float kTouchMinCss = 44;
// On a touch screen a sheet too tall for the window shrinks its text no smaller than this (its
// base size, in CSS pixels), and scrolls instead (ui/sheet_builder.h).
inline constexpr float kTouchLeastFontCss = 10;

// One card back of an opponent's hand: drawn at `center`, `angle` degrees clockwise, with
// the unrotated size TableLayout::backW x backH.
struct BackPlacement {
  Point center;
  float angle = 0;
};

struct TableLayout {
  float width = 1, height = 1, dpr = 1, aspect = 1.4f;
  bool portrait = false;
  float font = 12;   // base text size in pixels
  float pad = 8;     // outer margin and general spacing
  // The least height of a drawn control, in pixels: kTouchMinCss CSS pixels on a touch
  // screen, 0 without one. The table's buttons and every sheet's (SheetBuilder) keep to it.
  float touchMin = 0;

  float cardW = 1, cardH = 1;    // the player's cards
  float trickW = 1, trickH = 1;  // cards on the table
  float backW = 1, backH = 1;    // the opponents' card backs (unrotated)
  float raise = 0;               // how far a selected card rises
  int handRows = 1;              // rows the full 13-card hand uses (1 or 2)
  float rowOffset = 0;           // with two rows: how far the back row sits above the front
  Rect handArea;                 // everything the hand may cover, raised cards included

  std::array<Rect, 4> plate{};    // name and score plates
  std::array<Point, 4> anchor{};  // where a seat's cards come from and tricks go to
  std::array<Rect, 4> trick{};    // the card each seat plays to the trick
  Rect middle;                    // the open table between the seats
  Rect status;                    // the message line
  Rect claimButton;               // on the message line: a claim offered takes its place
  Rect heartsMark;                // "hearts broken" badge
  Rect primaryButton;             // Pass / Continue, in the middle of the table
  Rect passArrow;                 // direction arrow while passing
  Rect passLabel;                 // the pass's words, between the arrow and Pass (over Pass
                                  // where the table is short, the arrow beside Pass; empty
                                  // where it is narrow too)
  Rect menuButton;
  Rect caption;                   // the hand's number and the rules, under the menu
  Rect dailyButton;               // the daily deal, under the caption at a game's start
  Rect scoresButton;
  Rect undoButton;                // the player's tools, in the player's row (in portrait on a
                                  // row of their own above it where they do not fit beside it)
  Rect hintButton;
  Rect trackerButton;             // the played-cards tracker, after Hint
  std::array<Rect, 4> pile{};     // the tricks each seat has won, at its plate's corner
  std::array<Rect, 4> pileCount{};  // the round badge with their number, on the pile's corner
};

TableLayout layoutTable(const LayoutParams& p);

// The player's hand: `count` cards, left to right in display order; bit i of `raisedMask`
// lifts card i (selected for passing).
struct HandLayout {
  int count = 0;
  int rows = 1;
  std::array<Rect, 13> cards{};    // where each card is drawn (later ones on top)
  std::array<Rect, 13> visible{};  // a part of each card no other card covers
};

HandLayout layoutHand(const TableLayout& t, int count, std::uint32_t raisedMask);
// The topmost card under the point, or -1.
int hitTestHand(const HandLayout& h, Point p);
// Marks of a card of the hand drawn at `card` (f: the table's font size): the keyboard's focus
// outline around it, and a tab over its top edge (a hint's points, "new") centred on the part
// `visible`; over a card with the focus, the tab sits above the outline.
Rect focusOutline(const Rect& card, float f);
Rect cardTab(const Rect& card, const Rect& visible, float f, bool focused);

// An opponent's fanned backs, `count` of them (0..13), for seats 1..3.
std::vector<BackPlacement> layoutBacks(const TableLayout& t, int seat, int count);

}  // namespace hearts::ui
