// Card faces and the card back as textures, rasterized from SVG at exactly the pixel size
// they are drawn at, so cards stay sharp at any window size and device pixel ratio.
//
// The SVG files come from the asset pipeline (assets/CMakeLists.txt): flat SVG that
// SDL2_image's built-in renderer (nanosvg) draws. Rasterizing a face takes about a
// millisecond (a court card a few), so faces are made on first use and kept per size.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.h"
#include "ui/card_style.h"
#include "ui/settings.h"

struct SDL_Renderer;
struct SDL_Texture;

namespace hearts::ui {

class CardArt {
 public:
  // How many different widths keep their textures at once: a layout draws cards at a
  // couple of sizes (hand, trick, opponents' backs); a resize brings new ones and the
  // least recently used size is dropped with all its textures.
  static constexpr int kMaxCachedWidths = 4;

  CardArt() = default;
  ~CardArt();
  CardArt(const CardArt&) = delete;
  CardArt& operator=(const CardArt&) = delete;

  // Reads cards/<name>.svg (all 52 faces, "QS" as in the bot protocol) and the chosen back
  // (cardBackPath) from assetDir. On a missing or malformed file: false, error() names the file and the
  // problem, face()/back() return nullptr and the game draws plain cards instead.
  // The renderer must outlive this object (or call clear() before destroying it).
  bool load(SDL_Renderer* renderer, const std::string& assetDir);
  bool loaded() const { return renderer_ != nullptr; }
  const std::string& error() const { return error_; }

  // A texture pixelWidth x pixelHeight(pixelWidth) pixels, owned by this object, valid
  // until the next call with a different width evicts its size, or clear(). nullptr if
  // nothing is loaded, the width is outside 1..kMaxWidth, or rasterizing failed (error()
  // says why). Ask for the sizes the layout uses; for a card that grows or shrinks in an
  // animation, scale a texture of its resting size instead of asking for every width.
  SDL_Texture* face(Card c, int pixelWidth);
  SDL_Texture* back(int pixelWidth);

  // Optional pacing, for resizes: rasterizing a court card takes a few milliseconds
  // natively and up to about 20 in the browser, so a resize that needs a dozen new faces
  // would stall a frame. Call beginFrame() once per frame: once budgetMs of rasterizing
  // is spent in that frame, face() and back() hand out the same card at the nearest width
  // already made (draw it scaled to the size you want) and pending() turns true, meaning
  // "draw another frame to get the exact sizes". A card with no texture at any width is
  // always made, so nothing is ever missing: at its width, or, for a card kStandInWidth * 2
  // pixels wide or more, at kStandInWidth pixels as a stand-in until a later frame makes
  // its width (the start of a game on a high-density screen: 13 faces at once). Without
  // beginFrame() there is no budget.
  void beginFrame(double budgetMs);
  bool pending() const { return pending_; }

  // Height / width of the art (1.4 for this deck), and the texture height for a width.
  float aspect() const { return aspect_; }
  int pixelHeight(int pixelWidth) const;

  // The faces' style (card_style.h); a change drops every texture, so faces are made
  // again in the new style.
  void setStyle(const CardStyle& style);
  const CardStyle& style() const { return style_; }

  // The back to show: its file is read now, the first time it is chosen (the others are never
  // read), and its textures are made again. A missing or malformed file: false, error() says
  // why, and back() returns nullptr until another back is chosen (the game draws a plain back).
  // Before load(), only remembered.
  bool setBack(CardBack back);
  CardBack backChoice() const { return back_; }

  // Drops every texture (for example when the renderer reports SDL_RENDER_TARGETS_RESET
  // or SDL_RENDER_DEVICE_RESET); the SVG text stays loaded and textures are made again.
  void clear();

  // Textures alive now, over all cached widths (memory accounting and tests).
  int textureCount() const;

  static constexpr int kMaxWidth = 2048;
  // The width of the stand-ins made when the budget is spent (see beginFrame()).
  static constexpr int kStandInWidth = 64;

 private:
  static constexpr int kBackIndex = 52;
  static constexpr int kImageCount = 53;

  struct SizeCache {
    int width = 0;
    unsigned long long lastUse = 0;
    std::array<SDL_Texture*, kImageCount> textures{};
  };

  SDL_Texture* image(int index, int pixelWidth);
  // A new texture of the image at that width (nullptr, failed_ set and error() saying why,
  // if it cannot be made); counts its time against the frame's budget.
  SDL_Texture* make(int index, int pixelWidth);
  SizeCache& cacheFor(int pixelWidth);
  // The SVG text of a card file, if it is one of the deck's shape (else error() says why).
  std::optional<std::string> readCard(const std::string& relative, bool first);
  void dropImage(int index);
  SDL_Texture* nearestMade(int index, int pixelWidth);
  static void destroy(SizeCache& cache);

  SDL_Renderer* renderer_ = nullptr;
  std::string assetDir_;
  CardBack back_ = CardBack::Lattice;
  std::array<std::string, kImageCount> svg_;
  std::array<bool, kImageCount> failed_{};
  CardStyle style_;
  float aspect_ = 1.4f;
  std::string error_;
  std::vector<SizeCache> caches_;
  SizeCache standIns_;  // kStandInWidth stand-ins (width 0 until one is made)
  unsigned long long useCounter_ = 0;
  double budgetMs_ = -1;  // negative: no budget
  double spentMs_ = 0;
  bool pending_ = false;
};

// The SVG text with its root element's width and height set to the given pixel size, so
// that nanosvg maps the viewBox onto exactly that many pixels; nullopt if the text has no
// <svg> root carrying both attributes. Exposed for tests.
std::optional<std::string> svgWithPixelSize(std::string_view svg, int width, int height);

// The root element's width and height attributes as numbers, if both are there.
struct SvgSize {
  double width = 0;
  double height = 0;
};
std::optional<SvgSize> svgRootSize(std::string_view svg);

// Where a card's face is in the asset folder, relative to it: "cards/QS.svg".
std::string cardFacePath(Card c);
// Where a back is: "cards/back.svg" (the lattice, the first back), "cards/back-waves.svg".
std::string cardBackPath(CardBack b);

}  // namespace hearts::ui
