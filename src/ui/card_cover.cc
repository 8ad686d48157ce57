// Which parts of a card under others are still seen (`uncoveredParts`, declared in
// card_painter.h): the texels left outside the opaque insides of the cards above it.
#include <algorithm>
#include <cmath>

#include "ui/card_painter.h"

namespace hearts::ui {

namespace {

// The opaque inside of each card over one drawn at `dst` from a texture of tw x th texels,
// in those texels, shrunk to whole texels: a rounded rectangle holds the two rectangles of a
// cross.
std::vector<TexelRect> solidParts(const Rect& dst, int tw, int th, std::span<const CardCover> above) {
  const float kx = static_cast<float>(tw) / dst.w;
  const float ky = static_cast<float>(th) / dst.h;
  std::vector<TexelRect> solid;
  auto addSolid = [&](float x0, float y0, float x1, float y1) {
    const int a = std::clamp(static_cast<int>(std::ceil((x0 - dst.x) * kx)), 0, tw);
    const int b = std::clamp(static_cast<int>(std::floor((x1 - dst.x) * kx)), 0, tw);
    const int c = std::clamp(static_cast<int>(std::ceil((y0 - dst.y) * ky)), 0, th);
    const int d = std::clamp(static_cast<int>(std::floor((y1 - dst.y) * ky)), 0, th);
    if (a < b && c < d) solid.push_back({a, c, b - a, d - c});
  };
  for (const CardCover& cover : above) {
    const Rect& r = cover.rect;
    addSolid(r.x + cover.corner, r.y + cover.edge, r.right() - cover.corner, r.bottom() - cover.edge);
    addSolid(r.x + cover.edge, r.y + cover.corner, r.right() - cover.edge, r.bottom() - cover.corner);
  }
  return solid;
}

}  // namespace

std::vector<TexelRect> uncoveredParts(const Rect& dst, int tw, int th,
                                      std::span<const CardCover> above) {
  std::vector<TexelRect> parts;
  if (tw <= 0 || th <= 0 || dst.empty()) return parts;
  const std::vector<TexelRect> solid = solidParts(dst, tw, th, above);
  if (solid.empty()) {
    parts.push_back({0, 0, tw, th});
    return parts;
  }
  // Every edge of a solid rectangle cuts the texture into a grid whose cells are either
  // wholly under one of them or not under any.
  std::vector<int> xs{0, tw};
  std::vector<int> ys{0, th};
  for (const TexelRect& s : solid) {
    xs.insert(xs.end(), {s.x, s.x + s.w});
    ys.insert(ys.end(), {s.y, s.y + s.h});
  }
  for (auto* v : {&xs, &ys}) {
    std::sort(v->begin(), v->end());
    v->erase(std::unique(v->begin(), v->end()), v->end());
  }
  auto covered = [&](int x, int y) {
    return std::any_of(solid.begin(), solid.end(), [&](const TexelRect& s) {
      return x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h;
    });
  };
  // Runs of visible cells along each band of rows; a band with the same runs as the band
  // above it extends that band's parts downwards.
  std::vector<std::pair<int, int>> previous;
  std::size_t previousFirst = 0;
  for (std::size_t j = 0; j + 1 < ys.size(); ++j) {
    std::vector<std::pair<int, int>> runs;
    for (std::size_t i = 0; i + 1 < xs.size(); ++i) {
      if (covered(xs[i], ys[j])) continue;
      if (!runs.empty() && runs.back().second == xs[i]) runs.back().second = xs[i + 1];
      else runs.emplace_back(xs[i], xs[i + 1]);
    }
    const int height = ys[j + 1] - ys[j];
    if (j > 0 && runs == previous) {
      for (std::size_t k = previousFirst; k < parts.size(); ++k) parts[k].h += height;
      continue;
    }
    previousFirst = parts.size();
    for (const auto& [a, b] : runs) parts.push_back({a, ys[j], b - a, height});
    previous = std::move(runs);
  }
  return parts;
}

}  // namespace hearts::ui
