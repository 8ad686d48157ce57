#include "ui/font_stack.h"

#include <algorithm>

namespace hearts::ui {
namespace {

bool readFile(const std::string& path, std::vector<unsigned char>& out) {
  out.clear();
  SDL_RWops* rw = SDL_RWFromFile(path.c_str(), "rb");
  if (!rw) return false;
  const Sint64 size = SDL_RWsize(rw);
  if (size <= 0) {
    SDL_RWclose(rw);
    return false;
  }
  out.resize(static_cast<std::size_t>(size));
  const std::size_t got = SDL_RWread(rw, out.data(), 1, out.size());
  SDL_RWclose(rw);
  if (got != out.size()) out.clear();
  return !out.empty();
}

// How far a line of text reaches above its baseline and below it.
struct Line {
  int above = 0, below = 0;
};

// The own face's line, before any text is set on it.
Line ownLine(TTF_Font* own) {
  if (!own) return {};
  return {TTF_FontAscent(own), TTF_FontHeight(own) - TTF_FontAscent(own)};
}

// `line` reaching as far as `run` does, its text `height` pixels high in its face.
void reach(Line& line, TTF_Font* own, const FontStack::Run& run, int height) {
  if (run.font == own) {
    // The face's line, or its ink where that reaches further.
    line.below = std::max(line.below, height - line.above);
    return;
  }
  // Another face's own line is not the text's: Noto Sans CJK's is a quarter taller than
  // DejaVu's, in room its glyphs leave empty, and texts stacked at the own face's pitch would
  // overlap. Its glyphs' ink is what the line must hold.
  for (std::size_t i = 0; i < run.text.size();) {
    const Uint32 cp = nextCodePoint(run.text, i);
    int minx = 0, maxx = 0, miny = 0, maxy = 0, advance = 0;
    if (TTF_GlyphMetrics32(run.font, cp, &minx, &maxx, &miny, &maxy, &advance) != 0) continue;
    line.above = std::max(line.above, maxy);
    line.below = std::max(line.below, -miny);
  }
}

}  // namespace

Uint32 nextCodePoint(const std::string& s, std::size_t& i) {
  const auto b = static_cast<unsigned char>(s[i++]);
  int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
  Uint32 cp = extra == 3 ? (b & 0x07u) : extra == 2 ? (b & 0x0Fu) : extra == 1 ? (b & 0x1Fu) : b;
  while (extra-- > 0 && i < s.size()) cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3Fu);
  return cp;
}

FontStack::~FontStack() {
  for (auto& [key, f] : fonts_) TTF_CloseFont(f);
}

bool FontStack::load(Face face, const std::string& regularPath, const std::string& boldPath) {
  closeFonts(face);
  Files& files = faces_[static_cast<std::size_t>(face)];
  files = {};
  if (regularPath.empty()) return true;
  if (!readFile(regularPath, files.regular)) return false;
  if (!boldPath.empty()) readFile(boldPath, files.bold);
  return true;
}

void FontStack::closeFonts(Face face) {
  for (auto it = fonts_.begin(); it != fonts_.end();) {
    if (std::get<2>(it->first) == face) {
      TTF_CloseFont(it->second);
      it = fonts_.erase(it);
    } else {
      ++it;
    }
  }
}

TTF_Font* FontStack::font(int px, bool bold, Face face) {
  px = std::clamp(px, 4, 400);
  const auto key = std::make_tuple(px, bold, face);
  if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
  const Files& f = faces_[static_cast<std::size_t>(face)];
  if (f.regular.empty()) return nullptr;
  const bool haveBold = bold && !f.bold.empty();
  const auto& data = haveBold ? f.bold : f.regular;
  SDL_RWops* rw = SDL_RWFromConstMem(data.data(), static_cast<int>(data.size()));
  TTF_Font* font = TTF_OpenFontRW(rw, 1, px);
  if (!font) return nullptr;
  if (bold && !haveBold) TTF_SetFontStyle(font, TTF_STYLE_BOLD);
  // Light hinting (the auto-hinter snapping heights to whole pixels) sharpens small text;
  // from kUnhintedPx up, as on high-density screens, it shows no more and costs the auto-hinter's
  // work for every glyph.
  TTF_SetFontHinting(font, px >= kUnhintedPx ? TTF_HINTING_NONE : TTF_HINTING_LIGHT);
  fonts_[key] = font;
  return font;
}

std::vector<FontStack::Run> FontStack::runs(const std::string& s, int px, bool bold) {
  std::vector<Run> out;
  TTF_Font* own = font(px, bold, Face::Own);
  const std::array<TTF_Font*, 2> others = {font(px, bold, Face::Language),
                                           font(px, bold, Face::Names)};
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t start = i;
    const Uint32 cp = nextCodePoint(s, i);
    TTF_Font* f = own;
    if (own && !TTF_GlyphIsProvided32(own, cp)) {
      for (TTF_Font* other : others) {
        if (other && TTF_GlyphIsProvided32(other, cp)) {
          f = other;
          break;
        }
      }
    }
    if (out.empty() || out.back().font != f) out.push_back({"", f});
    out.back().text.append(s, start, i - start);
  }
  return out;
}

SDL_Point FontStack::size(const std::string& s, int px, bool bold) {
  TTF_Font* own = font(px, bold, Face::Own);
  Line line = ownLine(own);
  int width = 0;
  for (const Run& run : runs(s, px, bold)) {
    if (!run.font) continue;
    int w = 0, h = 0;
    TTF_SizeUTF8(run.font, run.text.c_str(), &w, &h);
    width += w;
    reach(line, own, run, h);
  }
  return {width, line.above + line.below};
}

SDL_Surface* FontStack::render(const std::string& s, int px, bool bold) {
  const std::vector<Run> parts = runs(s, px, bold);
  if (parts.empty() || !parts[0].font) return nullptr;
  constexpr SDL_Color kWhite{255, 255, 255, 255};
  TTF_Font* own = font(px, bold, Face::Own);
  if (parts.size() == 1 && parts[0].font == own) return TTF_RenderUTF8_Blended(own, s.c_str(), kWhite);
  // Each run drawn alone, then placed side by side with their baselines on the line's; what
  // lies beyond the line (another face's empty room above and below its glyphs) is left out.
  Line line = ownLine(own);
  std::vector<SDL_Surface*> drawn;
  int width = 0;
  for (const Run& run : parts) {
    SDL_Surface* surface = TTF_RenderUTF8_Blended(run.font, run.text.c_str(), kWhite);
    drawn.push_back(surface);
    if (!surface) continue;
    width += surface->w;
    reach(line, own, run, surface->h);
  }
  SDL_Surface* out = width > 0 ? SDL_CreateRGBSurfaceWithFormat(0, width, line.above + line.below, 32,
                                                                 SDL_PIXELFORMAT_ARGB8888)
                               : nullptr;
  int x = 0;
  for (std::size_t k = 0; k < parts.size(); ++k) {
    SDL_Surface* surface = drawn[k];
    if (!surface) continue;
    if (out) {
      SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE);
      SDL_Rect at{x, line.above - TTF_FontAscent(parts[k].font), surface->w, surface->h};
      SDL_BlitSurface(surface, nullptr, out, &at);
    }
    x += surface->w;
    SDL_FreeSurface(surface);
  }
  return out;
}

}  // namespace hearts::ui
