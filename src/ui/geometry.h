// Points and rectangles in drawable pixels (not SDL types, so layout stays pure and testable).
#pragma once

#include <algorithm>

namespace hearts::ui {

struct Point {
  float x = 0;
  float y = 0;
};

struct Rect {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;

  constexpr float right() const { return x + w; }
  constexpr float bottom() const { return y + h; }
  constexpr Point center() const { return {x + w * 0.5f, y + h * 0.5f}; }
  // Half-open, so two touching rectangles never both claim a point on their shared edge.
  constexpr bool contains(Point p) const {
    return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h;
  }
  constexpr bool empty() const { return w <= 0 || h <= 0; }
  constexpr Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
  constexpr Rect offset(float dx, float dy) const { return {x + dx, y + dy, w, h}; }
  static constexpr Rect centeredAt(Point c, float w, float h) {
    return {c.x - w * 0.5f, c.y - h * 0.5f, w, h};
  }
};

constexpr Rect intersect(const Rect& a, const Rect& b) {
  const float x0 = std::max(a.x, b.x);
  const float y0 = std::max(a.y, b.y);
  const float x1 = std::min(a.right(), b.right());
  const float y1 = std::min(a.bottom(), b.bottom());
  return {x0, y0, std::max(0.0f, x1 - x0), std::max(0.0f, y1 - y0)};
}

constexpr float lerp(float a, float b, float t) { return a + (b - a) * t; }
constexpr Point lerp(Point a, Point b, float t) { return {lerp(a.x, b.x, t), lerp(a.y, b.y, t)}; }
constexpr Rect lerp(const Rect& a, const Rect& b, float t) {
  return {lerp(a.x, b.x, t), lerp(a.y, b.y, t), lerp(a.w, b.w, t), lerp(a.h, b.h, t)};
}

}  // namespace hearts::ui
