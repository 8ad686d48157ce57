#include "ui/text.h"

#include <algorithm>
#include <cmath>

#include "ui/gpu.h"
#include "ui/text_fit.h"
#include "ui/text_wrap.h"

namespace hearts::ui {

namespace {

constexpr std::size_t kCacheLimit = 600;
constexpr std::uint64_t kMaxAge = 240;  // frames

}  // namespace

Text::~Text() { dropTextures(); }

bool Text::load(const std::string& regularPath, const std::string& boldPath) {
  wrapped_.clear();
  dropTextures();
  if (fonts_.load(FontStack::Face::Own, regularPath, boldPath)) return true;
  error_ = "Cannot read the font " + regularPath;
  return false;
}

bool Text::loadFace(FontStack::Face face, const std::string& regularPath,
                    const std::string& boldPath) {
  wrapped_.clear();
  dropTextures();
  return fonts_.load(face, regularPath, boldPath);
}

TTF_Font* Text::font(int px, bool bold) { return fonts_.own(px, bold); }

Text::Entry* Text::get(const std::string& s, int px, bool bold) {
  if (s.empty()) return nullptr;
  const auto key = std::make_tuple(s, px, bold);
  auto it = cache_.find(key);
  if (it != cache_.end()) {
    it->second.lastUsed = frame_;
    return &it->second;
  }
  SDL_Surface* surf = fonts_.render(s, px, bold);
  if (!surf) return nullptr;
  Entry e;
  e.tex = SDL_CreateTextureFromSurface(r_, surf);
  e.w = surf->w;
  e.h = surf->h;
  e.lastUsed = frame_;
  SDL_FreeSurface(surf);
  if (!e.tex) return nullptr;
  SDL_SetTextureBlendMode(e.tex, SDL_BLENDMODE_BLEND);
  sendToGpu(r_);
  return &cache_.emplace(key, e).first->second;
}

Point Text::measure(const std::string& s, float size, bool bold) {
  const SDL_Point m = fonts_.size(s, static_cast<int>(std::lround(size)), bold);
  return {static_cast<float>(m.x), static_cast<float>(m.y)};
}

void Text::draw(const std::string& s, const Rect& rect, float size, Color c, Align align,
                bool bold) {
  if (s.empty() || rect.w <= 0) return;
  const FittedText fit = fitText(*this, s, rect.w, rect.h, size, bold);
  // The lines as a block centred in the rect, each aligned in it.
  float y = rect.y + (rect.h - fit.lineHeight * static_cast<float>(fit.lines.size())) / 2;
  for (const std::string& line : fit.lines) {
    const float w = measure(line, fit.size, bold).x;
    float x = rect.x;
    if (align == Align::Center) x = rect.x + (rect.w - w) / 2;
    if (align == Align::Right) x = rect.right() - w;
    if (const auto drawn = put(line, {x, y}, fit.size, c, bold, 0))
      tell({line, rect, {std::round(x), std::round(y), drawn->x, drawn->y}, size, fit.size, fit.cut, {}, bold});
    y += fit.lineHeight;
  }
}

std::optional<Point> Text::put(const std::string& s, Point p, float size, Color c, bool bold, double angle) {
  Entry* e = get(s, static_cast<int>(std::lround(size)), bold);
  if (!e) return std::nullopt;
  SDL_SetTextureColorMod(e->tex, c.r, c.g, c.b);
  SDL_SetTextureAlphaMod(e->tex, c.a);
  const SDL_FRect dst{std::round(p.x), std::round(p.y), static_cast<float>(e->w), static_cast<float>(e->h)};
  if (angle == 0) SDL_RenderCopyF(r_, e->tex, nullptr, &dst);
  else SDL_RenderCopyExF(r_, e->tex, nullptr, &dst, angle, nullptr, SDL_FLIP_NONE);
  return Point{static_cast<float>(e->w), static_cast<float>(e->h)};
}

void Text::tell(Drawn d) const {
  if (!observer_) return;
  if (SDL_RenderIsClipEnabled(r_)) {
    SDL_Rect clip;
    SDL_RenderGetClipRect(r_, &clip);
    d.clip = Rect{static_cast<float>(clip.x), static_cast<float>(clip.y), static_cast<float>(clip.w),
                  static_cast<float>(clip.h)};
  }
  observer_(d);
}

void Text::drawAt(const std::string& s, Point p, float size, Color c, Align anchor, bool bold,
                  double angle) {
  if (s.empty()) return;
  const float w = measure(s, size, bold).x;
  float x = p.x;
  if (anchor == Align::Center) x -= w / 2;
  if (anchor == Align::Right) x -= w;
  if (const auto drawn = put(s, {x, p.y}, size, c, bold, angle)) {
    const Rect ink{std::round(x), std::round(p.y), drawn->x, drawn->y};
    tell({s, ink, ink, size, size, false, {}, bold});
  }
}


void Text::drawInkCentered(const std::string& s, Point center, float size, Color c, bool bold,
                           double angle) {
  const int px = static_cast<int>(std::lround(size));
  TTF_Font* f = font(px, bold);
  Entry* e = get(s, px, bold);
  if (!f || !e) return;
  // The ink's extent from the glyph metrics: vertically from the baseline (the font's ascent
  // below the texture's top), horizontally from the first glyph's left to the last's right.
  int top = 0, bottom = 0, left = 0, right = 0, pen = 0;
  bool first = true;
  for (std::size_t i = 0; i < s.size();) {
    const Uint32 cp = nextCodePoint(s, i);
    int minx = 0, maxx = 0, miny = 0, maxy = 0, adv = 0;
    if (TTF_GlyphMetrics32(f, cp, &minx, &maxx, &miny, &maxy, &adv) != 0) continue;
    if (first) {
      top = maxy;
      bottom = miny;
      left = pen + minx;
      first = false;
    }
    top = std::max(top, maxy);
    bottom = std::min(bottom, miny);
    right = pen + maxx;
    pen += adv;
  }
  const float ascent = static_cast<float>(TTF_FontAscent(f));
  const float inkX = first ? static_cast<float>(e->w) / 2 : static_cast<float>(left + right) / 2;
  const float inkY = first ? static_cast<float>(e->h) / 2 : ascent - static_cast<float>(top + bottom) / 2;
  SDL_SetTextureColorMod(e->tex, c.r, c.g, c.b);
  SDL_SetTextureAlphaMod(e->tex, c.a);
  const SDL_FRect dst{center.x - inkX, center.y - inkY, static_cast<float>(e->w),
                      static_cast<float>(e->h)};
  const SDL_FPoint pivot{inkX, inkY};
  SDL_RenderCopyExF(r_, e->tex, nullptr, &dst, angle, &pivot, SDL_FLIP_NONE);
  const Rect placed{dst.x, dst.y, dst.w, dst.h};
  tell({s, placed, placed, size, size, false, {}, bold});
}

std::vector<std::string> Text::wrap(const std::string& s, float width, float size, bool bold) {
  // The notices and sheets wrap the same text every frame.
  const auto key = std::make_tuple(s, width, static_cast<int>(std::lround(size)), bold);
  if (auto it = wrapped_.find(key); it != wrapped_.end()) return it->second;
  std::vector<std::string> lines =
      wrapText(s, width, [&](const std::string& line) { return measure(line, size, bold).x; }, kLeastShrink);
  if (wrapped_.size() >= kCacheLimit) wrapped_.clear();
  wrapped_.emplace(key, lines);
  return lines;
}

float Text::drawWrapped(const std::string& s, const Rect& rect, float size, Color c, bool bold) {
  const float lineH = std::round(size * 1.3f);
  float y = rect.y;
  for (const auto& line : wrap(s, rect.w, size, bold)) {
    if (y + lineH > rect.bottom() + 0.5f) {
      // The lines below the rect are left out: the text is cut short.
      tell({line, rect, {rect.x, y, 0, 0}, size, size, true, {}, bold});
      break;
    }
    draw(line, {rect.x, y, rect.w, lineH}, size, c, Align::Left, bold);
    y += lineH;
  }
  return y - rect.y;
}

void Text::endFrame() {
  ++frame_;
  if (cache_.size() < kCacheLimit) return;
  for (auto it = cache_.begin(); it != cache_.end();) {
    if (frame_ - it->second.lastUsed > kMaxAge) {
      SDL_DestroyTexture(it->second.tex);
      it = cache_.erase(it);
    } else {
      ++it;
    }
  }
}

void Text::dropTextures() {
  for (auto& [key, e] : cache_) SDL_DestroyTexture(e.tex);
  cache_.clear();
}

}  // namespace hearts::ui
