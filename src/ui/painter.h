// Shapes drawn with SDL_RenderGeometry: rounded rectangles with soft (anti-aliased) edges,
// gradients, rings and shadows. SDL's own rectangle calls give hard, square edges only.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "ui/geometry.h"

namespace hearts::ui {

struct Color {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  constexpr Color withAlpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
  constexpr Color scaledAlpha(float f) const {
    return {r, g, b, static_cast<std::uint8_t>(static_cast<float>(a) * (f < 0 ? 0 : f > 1 ? 1 : f))};
  }
};

class Painter {
 public:
  explicit Painter(SDL_Renderer* r) : r_(r) {}
  SDL_Renderer* renderer() const { return r_; }

  void clear(Color c);
  void fillRect(const Rect& rect, Color c);
  // A rounded rectangle; `feather` pixels of soft edge outside it.
  void fillRound(const Rect& rect, float radius, Color c, float feather = 1.0f);
  void fillRoundGradient(const Rect& rect, float radius, Color top, Color bottom,
                         float feather = 1.0f);
  void strokeRound(const Rect& rect, float radius, float width, Color c);
  // A soft shadow: full `c` at the rectangle's edge fading to nothing `spread` pixels out.
  // Only the ring outside the rectangle is drawn: what casts it covers the inside (and
  // filling it would cost a second pass over every card's pixels).
  // `angle` turns it with what casts it (degrees, clockwise, about the rectangle's centre).
  void shadow(const Rect& rect, float radius, float spread, Color c, float angle = 0);
  void fillCircle(Point center, float radius, Color c);
  // A filled radial gradient over a rectangle: `inner` at the centre, `outer` at the corners.
  // Its rings are ellipses kRadialReach times the rectangle's width and height across from
  // the centre, kRadialRings of them, ring k (0 = the centre) in radialRingColor(.., k).
  // (web/style.css draws the same felt in CSS; a test keeps the two alike.)
  void radialBackground(const Rect& rect, Color inner, Color outer);
  static constexpr int kRadialRings = 8;
  static constexpr float kRadialReach = 0.72f;
  static Color radialRingColor(Color inner, Color outer, int ring);
  void fillTriangle(Point a, Point b, Point c, Color col);
  // What is drawn from now on shows only inside `r` (whole pixels around it); none: anywhere.
  void clipTo(const std::optional<Rect>& r);

 private:
  // `segments` per corner: the outlines of one shape share it, so rings can join them point
  // by point.
  static int segmentsFor(float radius);
  void outline(const Rect& rect, float radius, int segments, std::vector<SDL_FPoint>& out) const;
  void ring(const std::vector<SDL_FPoint>& inner, const std::vector<SDL_FPoint>& outer, Color ci,
            Color co);
  void triangle(int a, int b, int c);  // indices into verts_
  void draw();

  SDL_Renderer* r_;
  std::vector<SDL_Vertex> verts_;
  std::vector<int> indices_;
  std::vector<SDL_FPoint> a_, b_;
};

}  // namespace hearts::ui
