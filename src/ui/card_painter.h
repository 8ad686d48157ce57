// Card faces and backs as textures at the exact pixel width they are shown at: from the card
// art when it is available, otherwise drawn here (corner indices, pips laid out as on real
// cards, framed court cards, a patterned back), so the game is always playable.
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "core/card.h"
#include "ui/card_style.h"
#include "ui/geometry.h"
#include "ui/painter.h"
#include "ui/settings.h"
#include "ui/text.h"

namespace hearts::ui {

class CardArt;

// A card drawn over others, unrotated: where it is on screen and how far in from its edges
// its paper is not yet opaque.
struct CardCover {
  Rect rect;
  float corner = 0;  // from each end of an edge: the rounded corner
  float edge = 0;    // in from each edge: the antialiased rim
};

// Whole texels of a texture, from its top-left corner.
struct TexelRect {
  int x = 0;
  int y = 0;
  int w = 0;
  int h = 0;
};

// The parts of a texture tw x th drawn stretched onto `dst` that stay visible once the
// opaque cards `above` are drawn over it: every texel that is not wholly under one of their
// opaque insides, as non-overlapping rectangles, top to bottom. With nothing over it, the
// whole texture. Drawing only these parts gives the same pixels with less to fill: in a
// fanned hand most of each card lies under the next.
std::vector<TexelRect> uncoveredParts(const Rect& dst, int tw, int th,
                                      std::span<const CardCover> above);

class CardPainter {
 public:
  CardPainter(SDL_Renderer* r, Text& text) : r_(r), text_(text), painter_(r) {}
  ~CardPainter();
  CardPainter(const CardPainter&) = delete;
  CardPainter& operator=(const CardPainter&) = delete;

  // Card art to use instead of the drawn cards (may be null; not owned).
  void setArt(CardArt* art);
  // How faces look, the art's and the drawn ones alike; a change makes every face again.
  void setStyle(const CardStyle& style);
  const CardStyle& style() const { return style_; }
  // Which back the cards show (the art's, or a plain one in its colours); a change makes the
  // backs again.
  void setBack(CardBack back);
  CardBack backChoice() const { return back_; }
  float aspect() const;
  // The height in pixels of a card texture w pixels wide.
  int heightFor(int w) const;

  SDL_Texture* face(Card c, int pixelWidth);
  SDL_Texture* back(int pixelWidth);

  // Draws a card into `dst` (unrotated size), turned `angle` degrees about its centre.
  // `shade` darkens it (0 = as is, 1 = black): dimmed illegal cards.
  void drawFace(Card c, const Rect& dst, double angle = 0, float shade = 0, int textureWidth = 0);
  void drawBack(const Rect& dst, double angle = 0, int textureWidth = 0);
  // How the face drawFace would draw into `dst` covers what lies under it.
  CardCover coverOf(Card c, const Rect& dst, int textureWidth = 0);
  // drawFace (unrotated) without the parts the cards `above`, drawn later, will cover.
  void drawFaceUnder(Card c, const Rect& dst, std::span<const CardCover> above,
                     float shade = 0, int textureWidth = 0);

  // Call once per frame: new card sizes (after a resize) are made over several frames, at
  // most `budgetMs` of rasterizing in each; meanwhile the nearest size stands in, scaled.
  void beginFrame(double budgetMs);
  // Stand-ins were drawn: another frame will show the exact sizes.
  bool pending() const;
  // Call once per frame: forgets sizes not used for a while (after resizes).
  void endFrame();
  void dropTextures();

 private:
  struct Size {
    std::array<SDL_Texture*, 64> faces{};
    SDL_Texture* back = nullptr;
    std::uint64_t lastUsed = 0;
  };
  Size& size(int w);
  // A new card-sized texture of width w holding the blank paper, made the render target;
  // `previous` gets the target to restore. Null when the texture cannot be made.
  SDL_Texture* blankCard(int w, SDL_Texture*& previous);
  SDL_Texture* drawnFace(Card c, int w);
  SDL_Texture* drawnBack(int w);
  void blit(SDL_Texture* t, const Rect& dst, double angle, float shade);

  SDL_Renderer* r_;
  Text& text_;
  Painter painter_;
  CardArt* art_ = nullptr;
  CardStyle style_;
  CardBack back_ = CardBack::Lattice;
  std::map<int, Size> sizes_;
  std::uint64_t frame_ = 0;
};

}  // namespace hearts::ui
