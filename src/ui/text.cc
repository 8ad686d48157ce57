#include "ui/text.h"

#include <algorithm>
#include <cmath>

#include "ui/gpu.h"

namespace hearts::ui {

namespace {

constexpr std::size_t kCacheLimit = 600;
constexpr std::uint64_t kMaxAge = 240;  // frames
// Text too wide for its place is drawn smaller, down to this much of its size.
constexpr float kLeastShrink = 0.7f;

// Where a word too wide for a line is cut (a path, a link): after the last slash or
// backslash of the longest start that `fits` (a path breaks between its folders), else after
// that start, at a character's end; at least one character.
template <typename Fits>
std::size_t wordCut(const std::string& word, Fits fits) {
  std::vector<std::size_t> ends;  // where each UTF-8 character ends
  for (std::size_t i = 1; i <= word.size(); ++i)
    if (i == word.size() || (static_cast<unsigned char>(word[i]) & 0xC0) != 0x80) ends.push_back(i);
  std::size_t lo = 0, hi = ends.size();  // ends[lo] is taken; ends[hi] does not fit
  while (hi - lo > 1) {
    const std::size_t mid = (lo + hi) / 2;
    if (fits(word.substr(0, ends[mid]))) lo = mid;
    else hi = mid;
  }
  const std::size_t longest = ends[lo];
  const std::size_t slash = word.find_last_of("/\\", longest - 1);
  return slash != std::string::npos && slash > 0 ? slash + 1 : longest;
}

// Cuts `word`, too wide for a line, into `lines` that fit, at wordCut(); what is left (a
// part that fits, or a single character) stays in `word`.
template <typename Fits>
void cutWord(std::string& word, std::vector<std::string>& lines, Fits fits) {
  for (std::size_t cut = 0; !fits(word) && (cut = wordCut(word, fits)) < word.size();) {
    lines.push_back(word.substr(0, cut));
    word.erase(0, cut);
  }
}

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
  // Shrink a little to fit before giving up characters.
  float px = size;
  Point m = measure(s, px, bold);
  if (m.x > rect.w) {
    px = std::max(size * kLeastShrink, std::floor(size * rect.w / m.x));
    m = measure(s, px, bold);
  }
  std::string shown = s;
  if (m.x > rect.w) {
    // Drop whole UTF-8 characters from the end until it fits with an ellipsis.
    while (!shown.empty()) {
      while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80)
        shown.pop_back();
      if (!shown.empty()) shown.pop_back();
      if (measure(shown + "\u2026", px, bold).x <= rect.w) break;
    }
    shown += "\u2026";
    m = measure(shown, px, bold);
  }
  float x = rect.x;
  if (align == Align::Center) x = rect.x + (rect.w - m.x) / 2;
  if (align == Align::Right) x = rect.right() - m.x;
  drawAt(shown, {x, rect.y + (rect.h - m.y) / 2}, px, c, Align::Left, bold);
}

void Text::drawAt(const std::string& s, Point p, float size, Color c, Align anchor, bool bold,
                  double angle) {
  Entry* e = get(s, static_cast<int>(std::lround(size)), bold);
  if (!e) return;
  float x = p.x;
  if (anchor == Align::Center) x -= static_cast<float>(e->w) / 2;
  if (anchor == Align::Right) x -= static_cast<float>(e->w);
  SDL_SetTextureColorMod(e->tex, c.r, c.g, c.b);
  SDL_SetTextureAlphaMod(e->tex, c.a);
  const SDL_FRect dst{std::round(x), std::round(p.y), static_cast<float>(e->w),
                      static_cast<float>(e->h)};
  if (angle == 0) SDL_RenderCopyF(r_, e->tex, nullptr, &dst);
  else SDL_RenderCopyExF(r_, e->tex, nullptr, &dst, angle, nullptr, SDL_FLIP_NONE);
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
}

std::vector<std::string> Text::wrap(const std::string& s, float width, float size, bool bold) {
  // The notices and sheets wrap the same text every frame.
  const auto key = std::make_tuple(s, width, static_cast<int>(std::lround(size)), bold);
  if (auto it = wrapped_.find(key); it != wrapped_.end()) return it->second;
  std::vector<std::string> lines;
  std::size_t pos = 0;
  while (pos <= s.size()) {
    const std::size_t nl = s.find('\n', pos);
    const std::string para = s.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    std::vector<std::string> words;
    for (std::size_t i = 0;;) {
      const std::size_t sp = para.find(' ', i);
      words.push_back(para.substr(i, sp == std::string::npos ? std::string::npos : sp - i));
      if (sp == std::string::npos) break;
      i = sp + 1;
    }
    auto join = [&](std::size_t from, std::size_t count) {
      std::string line = words[from];
      for (std::size_t k = 1; k < count; ++k) line += " " + words[from + k];
      return line;
    };
    // Each line takes as many words as fit (at least one): a text is wider with each word
    // added, so the most that fit is found by halving, a few measurements a line rather than
    // one a word.
    for (std::size_t from = 0; from < words.size();) {
      std::size_t fits = 1;
      std::size_t over = words.size() - from + 1;
      while (over - fits > 1) {
        const std::size_t mid = (fits + over) / 2;
        if (measure(join(from, mid), size, bold).x > width) over = mid;
        else fits = mid;
      }
      // A word that would not fit even drawn smaller is cut into lines that fit (a single
      // character is left as it is), the last part going on as a word.
      const auto fitsLine = [&](const std::string& part) {
        return measure(part, size, bold).x <= width;
      };
      if (fits == 1 && measure(words[from], size, bold).x * kLeastShrink > width) {
        cutWord(words[from], lines, fitsLine);
        if (!fitsLine(words[from])) lines.push_back(words[from++]);
        continue;
      }
      lines.push_back(join(from, fits));
      from += fits;
    }
    if (nl == std::string::npos) break;
    pos = nl + 1;
  }
  if (wrapped_.size() >= kCacheLimit) wrapped_.clear();
  wrapped_.emplace(key, lines);
  return lines;
}

float Text::drawWrapped(const std::string& s, const Rect& rect, float size, Color c, bool bold) {
  const float lineH = std::round(size * 1.3f);
  float y = rect.y;
  for (const auto& line : wrap(s, rect.w, size, bold)) {
    if (y + lineH > rect.bottom() + 0.5f) break;
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
