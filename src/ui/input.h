// The screen's own input events. The app turns SDL's events into these
// (src/app/app_events.cc), so everything the screen does with input is tested without a
// window.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include "ui/geometry.h"
#include "ui/settings.h"

namespace hearts::ui {

// How the player last reached the game: the words name what they use ("Click Pass", "Tap
// Pass", "Press P").
enum class InputWay : std::uint8_t { Mouse, Touch, Keys };

enum class Key : std::uint8_t {
  None,
  Left,
  Right,
  Up,
  Down,
  Enter,   // Return and the keypad's Enter
  Space,
  Escape,
  PageUp,    // over a sheet whose rows scroll: a window's height of them up
  PageDown,  // down
  Home,      // to its first rows
  End,       // to its last rows
  Letter,  // a letter key: Input::letter says which, in lower case ('?' for the ? key)
  Backspace,  // while a name is typed: its last character goes
};

struct Input {
  // Text: characters typed (UTF-8), while a name is typed (ScreenModel::typingName).
  enum class Type : std::uint8_t { PointerDown, PointerMove, PointerUp, PointerLeave, KeyDown, Wheel, Text };
  Type type = Type::PointerMove;
  Point at;           // pointer events and the wheel: drawable pixels
  Key key = Key::None;
  char letter = 0;    // Key::Letter: 'a'..'z', or '?'
  bool touch = false;  // pointer events: a finger, not a mouse
  // The wheel: how far it turned, in notches (fractions from a touchpad); more than 0 scrolls
  // towards the end (what lies below), less than 0 back.
  float wheel = 0;
  std::string text;  // Text: what was typed

  static Input pointerDown(Point p, bool touch = false) { return of(Type::PointerDown, p, Key::None, 0, touch); }
  static Input pointerMove(Point p, bool touch = false) { return of(Type::PointerMove, p, Key::None, 0, touch); }
  static Input pointerUp(Point p, bool touch = false) { return of(Type::PointerUp, p, Key::None, 0, touch); }
  static Input pointerLeave() { return of(Type::PointerLeave, {-1, -1}); }
  static Input keyDown(Key k) { return of(Type::KeyDown, {}, k); }
  static Input letterDown(char c) { return of(Type::KeyDown, {}, Key::Letter, c); }
  static Input wheelTurn(Point p, float notches) {
    Input in = of(Type::Wheel, p);
    in.wheel = notches;
    return in;
  }
  static Input typed(std::string utf8) {
    Input in = of(Type::Text, {});
    in.text = std::move(utf8);
    return in;
  }

 private:
  static Input of(Type t, Point p, Key k = Key::None, char c = 0, bool touch = false) {
    Input in;
    in.type = t;
    in.at = p;
    in.key = k;
    in.letter = c;
    in.touch = touch;
    return in;
  }
};

// What the app does for the player beyond the game at the table.
enum class AppRequest : std::uint8_t {
  NewGame,          // a new game with the settings' rules
  PlayAgain,        // a new game from the same seed and rules: the same deals again
  Share,            // give the player a link to this deal
  Export,           // save the game as a record file
  Import,           // open a record file
  ResetStatistics,  // forget the statistics (the player confirmed)
  PlayLinkedDeal,   // the deal the page's link asked for, over the game in progress (confirmed)
  DailyDeal,        // today's daily deal (confirmed, where it ends a game in progress)
  PlayHere,         // the game open in another window (or taken by one) is played here instead
};

// What an input asks of the app: nothing, a request, a change of the settings (which the
// app owns), or both. What it asks of the game the screen hands to the game itself
// (session::GameSession::apply); what it changes on the screen (a sheet opened, the hand
// walked) is the screen's.
// A change of the settings, then a request that follows from it (a new game with the rules
// just chosen).
struct SettingThenRequest {
  SettingChange change;
  AppRequest request = AppRequest::NewGame;
};
using UiRequest = std::variant<std::monostate, AppRequest, SettingChange, SettingThenRequest>;

}  // namespace hearts::ui
