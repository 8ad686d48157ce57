// Draws the table: the felt, the opponents' hands, the plates with names and scores, the
// trick, the player's hand, the pass, and the status line. It reads the session and the
// screen model; the only state it keeps is how things were drawn last (where each card of
// the hand was, for its glide).
#pragma once

#include <SDL.h>

#include <map>
#include <vector>

#include "session/game_session.h"
#include "ui/card_painter.h"
#include "ui/painter.h"
#include "ui/screen_model.h"
#include "ui/text.h"

namespace hearts::ui {

class TablePainter {
 public:
  TablePainter(SDL_Renderer* r, Text& text, CardPainter& cards)
      : r_(r), text_(text), cards_(cards), paint_(r) {}
  TablePainter(const TablePainter&) = delete;
  TablePainter& operator=(const TablePainter&) = delete;
  // After a resize the hand's cards take their new places at once.
  void resized() { handShown_.clear(); }

  void drawFelt(const TableLayout& layout);
  // The felt is there already, behind a transparent frame (the web page draws it with CSS
  // under the canvas): drawFelt only clears the frame to transparent.
  void setFeltBehind(bool behind) { feltBehind_ = behind; }
  // The felt's colours (the Options' choice): the table's and the name plates'.
  void setFelt(Felt felt) { felt_ = felt; }
  // `hand`: the player's hand as this frame shows it (frame_view.h).
  void draw(const session::GameSession& game, const ScreenModel& model, const HandView& hand, double now);
  // Is a card of the hand still gliding to its place? (Then another frame is due.)
  bool handMoving() const { return handMoving_; }

 private:
  void drawPlates(const session::GameSession& game, const ScreenModel& model, double now);
  void drawOpponents(const session::GameSession& game, const TableLayout& l);
  void drawPiles(const session::GameSession& game, const ScreenModel& model);
  void drawPassing(const session::GameSession& game, const TableLayout& l);
  void drawTrick(const session::GameSession& game, const ScreenModel& model, double now);
  // The hand's cards in the order drawn (one dragged last), where each is drawn this frame,
  // and what each covers of those drawn before it.
  struct PlacedHand {
    std::vector<const CardView*> cards;
    std::vector<Rect> rects;
    std::vector<CardCover> covers;
  };
  PlacedHand placeHand(const session::GameSession& game, const ScreenModel& model, const HandView& hand,
                       bool arriving, double now);
  void drawHand(const session::GameSession& game, const ScreenModel& model, const HandView& hand, double now);
  void cardTab(const CardView& cv, const Rect& r, float f, const std::string& label, Color fill,
               Color ink);
  void drawExchange(const session::GameSession& game, const ScreenModel& model, const HandView& hand,
                    double now);
  // The caption under the menu: the hand and the rules; in a daily deal its date and the hand of four.
  static std::string captionText(const session::GameSession& game);
  void drawStatus(const session::GameSession& game, const ScreenModel& model,
                  const TableLayout& l, double now);
  void drawArrow(const Rect& box, PassDirection d, Color c);
  void cardShadow(const Rect& r, float strength = 1, float angle = 0);

  SDL_Renderer* r_;
  Text& text_;
  CardPainter& cards_;
  Painter paint_;
  // Where each card of the hand was drawn last: cards glide to new places (a card played,
  // one chosen for passing) instead of jumping.
  std::map<int, Rect> handShown_;
  bool handMoving_ = false;
  bool feltBehind_ = false;
  Felt felt_ = Felt::Green;
  double lastDrawAt_ = -1;
  int shownHandNumber_ = 0;  // a new hand's cards glide out from the table's middle
};

}  // namespace hearts::ui
