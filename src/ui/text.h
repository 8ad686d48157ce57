// Text through SDL2_ttf. Each string is rendered once in white at its pixel size and kept as
// a texture; colour and opacity come from texture modulation, so one texture serves every
// colour. Textures unused for a while are dropped.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "ui/font_stack.h"
#include "ui/geometry.h"
#include "ui/painter.h"
#include "ui/text_metrics.h"

namespace hearts::ui {

enum class Align : std::uint8_t { Left, Center, Right };

class Text final : public TextMetrics {
 public:
  explicit Text(SDL_Renderer* r) : r_(r) {}
  ~Text() override;
  Text(const Text&) = delete;
  Text& operator=(const Text&) = delete;

  // Reads the regular and bold faces; bold may be missing (then regular is emboldened).
  bool load(const std::string& regularPath, const std::string& boldPath);
  // Another face (font_stack.h): the language's, or the one of the languages' names,
  // replacing the last; an empty path drops it.
  bool loadFace(FontStack::Face face, const std::string& regularPath, const std::string& boldPath);
  const std::string& error() const { return error_; }
  bool loaded() const { return fonts_.has(FontStack::Face::Own); }

  // Width and height in pixels of `s` at `size` pixels.
  Point measure(const std::string& s, float size, bool bold = false) override;
  // Draws `s` aligned horizontally in rect and centred vertically, set as fitText says:
  // text wider than the rect is shrunk to fit (down to kLeastShrink), else wrapped where the
  // rect is tall enough for more lines, else cut with an ellipsis.
  void draw(const std::string& s, const Rect& rect, float size, Color c, Align align = Align::Left,
            bool bold = false);
  // At a point: `anchor` says which of the text's edges sits at p.x.
  void drawAt(const std::string& s, Point p, float size, Color c, Align anchor = Align::Left,
              bool bold = false, double angle = 0);
  // Centres the ink of `s` (not its line box) on `center`, turned `angle` degrees about it:
  // card indices and pips.
  void drawInkCentered(const std::string& s, Point center, float size, Color c, bool bold = false,
                       double angle = 0);
  // Wraps at word boundaries to the rect's width; returns the height used.
  float drawWrapped(const std::string& s, const Rect& rect, float size, Color c, bool bold = false);
  // The lines `s` wraps into at `width`, at spaces; a word too wide for a line even drawn
  // smaller (a path) is cut, after a slash or backslash where it can be.
  std::vector<std::string> wrap(const std::string& s, float width, float size,
                                bool bold = false) override;

  // What a draw put on the screen: the text (a line of it), the box it was given (its place
  // alone where it was given none), where it shows, the sizes asked for and drawn at, whether
  // it was cut short (an ellipsis, or lines left out of a wrapped block), the clip then, and
  // whether it was bold (the faces a weight has are not the other's).
  struct Drawn {
    std::string text;
    Rect box;
    Rect ink;
    float size = 0;
    float drawnSize = 0;
    bool cut = false;
    std::optional<Rect> clip;
    bool bold = false;
  };
  // Every text drawn from now on is told to `observer` (tests that read all the screen's
  // words); none: nothing is.
  void observe(std::function<void(const Drawn&)> observer) { observer_ = std::move(observer); }

  // Text this many pixels high or more is drawn without hinting.
  static constexpr int kUnhintedPx = FontStack::kUnhintedPx;

  // Call once per frame: ages the cache.
  void endFrame();
  // After the renderer lost its textures.
  void dropTextures();

 private:
  struct Entry {
    SDL_Texture* tex = nullptr;
    int w = 0, h = 0;
    std::uint64_t lastUsed = 0;
  };
  TTF_Font* font(int px, bool bold);
  Entry* get(const std::string& s, int px, bool bold);
  // Draws `s` with its left edge at p.x and its top at p.y; its size, or none.
  std::optional<Point> put(const std::string& s, Point p, float size, Color c, bool bold, double angle);
  void tell(Drawn d) const;

  SDL_Renderer* r_;
  FontStack fonts_;
  std::map<std::tuple<std::string, int, bool>, Entry> cache_;
  // wrap()'s answers by text, width, size and weight.
  std::map<std::tuple<std::string, float, int, bool>, std::vector<std::string>> wrapped_;
  std::uint64_t frame_ = 0;
  std::string error_;
  std::function<void(const Drawn&)> observer_;
};

}  // namespace hearts::ui
