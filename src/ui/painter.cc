#include "ui/painter.h"

#include <algorithm>
#include <cmath>

namespace hearts::ui {

namespace {

constexpr float kPi = 3.14159265358979f;

SDL_Color sdl(Color c) { return {c.r, c.g, c.b, c.a}; }

SDL_Vertex vertex(SDL_FPoint p, Color c) { return {p, sdl(c), {0, 0}}; }

Color mix(Color a, Color b, float t) {
  auto m = [t](std::uint8_t x, std::uint8_t y) {
    return static_cast<std::uint8_t>(std::lround(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t));
  };
  return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a)};
}

}  // namespace

void Painter::clear(Color c) {
  SDL_SetRenderDrawColor(r_, c.r, c.g, c.b, c.a);
  SDL_RenderClear(r_);
}

void Painter::fillRect(const Rect& rect, Color c) {
  if (rect.empty()) return;
  SDL_SetRenderDrawBlendMode(r_, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(r_, c.r, c.g, c.b, c.a);
  const SDL_FRect fr{rect.x, rect.y, rect.w, rect.h};
  SDL_RenderFillRectF(r_, &fr);
}

// The outline of a rounded rectangle, clockwise, with enough points per corner to look round.
int Painter::segmentsFor(float radius) {
  return std::clamp(static_cast<int>(radius / 1.5f), 3, 14);
}

void Painter::outline(const Rect& rect, float radius, int seg,
                      std::vector<SDL_FPoint>& out) const {
  out.clear();
  // A little short of half the side: a pill keeps a sliver of straight edge, so no two
  // outline points coincide (software renderers show a seam where they do).
  radius = std::clamp(radius, 0.0f, std::max(0.0f, std::min(rect.w, rect.h) / 2 - 0.5f));
  const float cx[4] = {rect.right() - radius, rect.right() - radius, rect.x + radius, rect.x + radius};
  const float cy[4] = {rect.y + radius, rect.bottom() - radius, rect.bottom() - radius, rect.y + radius};
  for (int corner = 0; corner < 4; ++corner) {
    const float start = -kPi / 2 + static_cast<float>(corner) * kPi / 2;
    for (int i = 0; i <= seg; ++i) {
      const float a = start + (kPi / 2) * static_cast<float>(i) / static_cast<float>(seg);
      out.push_back({cx[corner] + radius * std::cos(a), cy[corner] + radius * std::sin(a)});
    }
  }
}

void Painter::triangle(int a, int b, int c) {
  // Degenerate triangles (where a round corner's points meet) are left out: some renderers
  // draw them as stray lines.
  const SDL_FPoint& p = verts_[static_cast<std::size_t>(a)].position;
  const SDL_FPoint& q = verts_[static_cast<std::size_t>(b)].position;
  const SDL_FPoint& r = verts_[static_cast<std::size_t>(c)].position;
  const float area2 = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  if (std::fabs(area2) < 1e-3f) return;
  indices_.insert(indices_.end(), {a, b, c});
}

void Painter::ring(const std::vector<SDL_FPoint>& inner, const std::vector<SDL_FPoint>& outer,
                   Color ci, Color co) {
  const int n = static_cast<int>(inner.size());
  const int base = static_cast<int>(verts_.size());
  for (int i = 0; i < n; ++i) {
    verts_.push_back(vertex(inner[static_cast<std::size_t>(i)], ci));
    verts_.push_back(vertex(outer[static_cast<std::size_t>(i)], co));
  }
  for (int i = 0; i < n; ++i) {
    const int j = (i + 1) % n;
    const int i0 = base + 2 * i, i1 = base + 2 * i + 1, j0 = base + 2 * j, j1 = base + 2 * j + 1;
    triangle(i0, i1, j1);
    triangle(i0, j1, j0);
  }
}

void Painter::clipTo(const std::optional<Rect>& r) {
  if (!r) {
    SDL_RenderSetClipRect(r_, nullptr);
    return;
  }
  const int x0 = static_cast<int>(std::floor(r->x));
  const int y0 = static_cast<int>(std::floor(r->y));
  const SDL_Rect clip{x0, y0, std::max(1, static_cast<int>(std::ceil(r->right())) - x0),
                      std::max(1, static_cast<int>(std::ceil(r->bottom())) - y0)};
  SDL_RenderSetClipRect(r_, &clip);
}

void Painter::draw() {
  if (!indices_.empty())
    SDL_RenderGeometry(r_, nullptr, verts_.data(), static_cast<int>(verts_.size()),
                       indices_.data(), static_cast<int>(indices_.size()));
  verts_.clear();
  indices_.clear();
}

void Painter::fillRound(const Rect& rect, float radius, Color c, float feather) {
  fillRoundGradient(rect, radius, c, c, feather);
}

void Painter::fillRoundGradient(const Rect& rect, float radius, Color top, Color bottom,
                                float feather) {
  if (rect.empty()) return;
  const int seg = segmentsFor(radius + feather);
  outline(rect, radius, seg, a_);
  const int n = static_cast<int>(a_.size());
  auto colorAt = [&](float y) { return mix(top, bottom, std::clamp((y - rect.y) / rect.h, 0.0f, 1.0f)); };
  const Point c = rect.center();
  verts_.push_back(vertex({c.x, c.y}, colorAt(c.y)));
  for (const auto& p : a_) verts_.push_back(vertex(p, colorAt(p.y)));
  for (int i = 0; i < n; ++i) triangle(0, 1 + i, 1 + (i + 1) % n);
  if (feather > 0) {
    outline(rect.inset(-feather), radius + feather, seg, b_);
    {
      const int base = static_cast<int>(verts_.size());
      for (int i = 0; i < n; ++i) {
        const Color col = colorAt(a_[static_cast<std::size_t>(i)].y);
        verts_.push_back(vertex(a_[static_cast<std::size_t>(i)], col));
        verts_.push_back(vertex(b_[static_cast<std::size_t>(i)], col.withAlpha(0)));
      }
      for (int i = 0; i < n; ++i) {
        const int j = (i + 1) % n;
        const int i0 = base + 2 * i, i1 = i0 + 1, j0 = base + 2 * j, j1 = j0 + 1;
        triangle(i0, i1, j1);
        triangle(i0, j1, j0);
      }
    }
  }
  draw();
}

void Painter::strokeRound(const Rect& rect, float radius, float width, Color c) {
  if (rect.empty() || width <= 0) return;
  // Soft on both sides: transparent -> solid -> solid -> transparent.
  const float f = 0.8f;
  const int seg = segmentsFor(radius + width / 2 + f);
  std::vector<SDL_FPoint> p0, p1, p2, p3;
  outline(rect.inset(width / 2 + f), std::max(0.0f, radius - width / 2 - f), seg, p0);
  outline(rect.inset(width / 2), std::max(0.0f, radius - width / 2), seg, p1);
  outline(rect.inset(-width / 2), radius + width / 2, seg, p2);
  outline(rect.inset(-width / 2 - f), radius + width / 2 + f, seg, p3);
  ring(p0, p1, c.withAlpha(0), c);
  ring(p1, p2, c, c);
  ring(p2, p3, c, c.withAlpha(0));
  draw();
}

void Painter::shadow(const Rect& rect, float radius, float spread, Color c, float angle) {
  if (rect.empty() || spread <= 0) return;
  const int seg = segmentsFor(radius + spread);
  outline(rect, radius, seg, a_);
  outline(rect.inset(-spread), radius + spread, seg, b_);
  if (angle != 0) {
    const float rad = angle * kPi / 180;
    const float cs = std::cos(rad), sn = std::sin(rad);
    const Point ctr = rect.center();
    for (auto* pts : {&a_, &b_})
      for (auto& p : *pts) {
        const float dx = p.x - ctr.x, dy = p.y - ctr.y;
        p = {ctr.x + dx * cs - dy * sn, ctr.y + dx * sn + dy * cs};
      }
  }
  ring(a_, b_, c, c.withAlpha(0));
  draw();
}

void Painter::fillCircle(Point center, float radius, Color c) {
  fillRound(Rect::centeredAt(center, 2 * radius, 2 * radius), radius, c);
}

Color Painter::radialRingColor(Color inner, Color outer, int ring) {
  // Eased, so the light falls off softly.
  const float t = static_cast<float>(ring) / kRadialRings;
  return mix(inner, outer, t * t);
}

void Painter::radialBackground(const Rect& rect, Color inner, Color outer) {
  if (rect.empty()) return;
  // Concentric elliptic rings approximate a radial gradient. Points are kept inside the
  // rectangle (the outer rings' corners fold onto its edges), because some renderers drop
  // triangles that reach far outside the target.
  const Point c = rect.center();
  constexpr int kRings = kRadialRings;
  constexpr int kSeg = 48;
  auto at = [&](float t, int s) {
    const float a = 2 * kPi * static_cast<float>(s) / kSeg;
    return SDL_FPoint{std::clamp(c.x + std::cos(a) * t * rect.w * kRadialReach, rect.x, rect.right()),
                      std::clamp(c.y + std::sin(a) * t * rect.h * kRadialReach, rect.y, rect.bottom())};
  };
  // The centre as a fan, the rest as rings.
  const float t1 = 1.0f / kRings;
  const Color c1 = radialRingColor(inner, outer, 1);
  verts_.push_back(vertex({c.x, c.y}, inner));
  for (int s = 0; s < kSeg; ++s) verts_.push_back(vertex(at(t1, s), c1));
  for (int s = 0; s < kSeg; ++s) triangle(0, 1 + s, 1 + (s + 1) % kSeg);
  std::vector<SDL_FPoint> prev(kSeg), cur(kSeg);
  for (int s = 0; s < kSeg; ++s) prev[static_cast<std::size_t>(s)] = at(t1, s);
  for (int ringIndex = 2; ringIndex <= kRings; ++ringIndex) {
    const float t = static_cast<float>(ringIndex) / kRings;
    for (int s = 0; s < kSeg; ++s) cur[static_cast<std::size_t>(s)] = at(t, s);
    ring(prev, cur, radialRingColor(inner, outer, ringIndex - 1),
         radialRingColor(inner, outer, ringIndex));
    prev = cur;
  }
  draw();
}

void Painter::fillTriangle(Point a, Point b, Point c, Color col) {
  verts_.push_back(vertex({a.x, a.y}, col));
  verts_.push_back(vertex({b.x, b.y}, col));
  verts_.push_back(vertex({c.x, c.y}, col));
  triangle(0, 1, 2);
  draw();
}

}  // namespace hearts::ui
