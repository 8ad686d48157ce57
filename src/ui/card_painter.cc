#include "ui/card_painter.h"

#include <algorithm>
#include <cmath>

#include "ui/card_art.h"
#include "ui/screen_style.h"

namespace hearts::ui {

namespace {

constexpr Color kRed{196, 22, 42, 255};
constexpr Color kBlack{24, 24, 28, 255};
constexpr Color kGreen{kClubsGreen.r, kClubsGreen.g, kClubsGreen.b, 255};
constexpr Color kBlue{kDiamondsBlue.r, kDiamondsBlue.g, kDiamondsBlue.b, 255};
constexpr Color kPaper{253, 252, 248, 255};
constexpr float kDefaultAspect = 1.4f;
constexpr std::uint64_t kSizeMaxAge = 180;  // frames
// The paper's corner radius, as a share of the card's width (drawn faces and backs).
constexpr float kCornerRadius = 0.075f;

Color inkOf(Suit s, const CardStyle& style) {
  switch (s) {
    case Suit::Clubs: return style.fourColour ? kGreen : kBlack;
    case Suit::Diamonds: return style.fourColour ? kBlue : kRed;
    case Suit::Hearts: return kRed;
    case Suit::Spades: return kBlack;
  }
  return kBlack;
}

// Pip positions as on real cards, in a unit box: x 0 (left column) .. 1, y 0 (top) .. 1.
struct Pip {
  float x, y;
};

std::vector<Pip> pipLayout(int rank) {
  const int n = rank + 2;
  constexpr float L = 0, M = 0.5f, R = 1;
  switch (n) {
    case 2: return {{M, 0}, {M, 1}};
    case 3: return {{M, 0}, {M, 0.5f}, {M, 1}};
    case 4: return {{L, 0}, {R, 0}, {L, 1}, {R, 1}};
    case 5: return {{L, 0}, {R, 0}, {M, 0.5f}, {L, 1}, {R, 1}};
    case 6: return {{L, 0}, {R, 0}, {L, 0.5f}, {R, 0.5f}, {L, 1}, {R, 1}};
    case 7: return {{L, 0}, {R, 0}, {M, 0.25f}, {L, 0.5f}, {R, 0.5f}, {L, 1}, {R, 1}};
    case 8:
      return {{L, 0}, {R, 0}, {M, 0.25f}, {L, 0.5f}, {R, 0.5f}, {M, 0.75f}, {L, 1}, {R, 1}};
    case 9:
      return {{L, 0},        {R, 0},        {L, 1.f / 3}, {R, 1.f / 3}, {M, 0.5f},
              {L, 2.f / 3}, {R, 2.f / 3}, {L, 1},        {R, 1}};
    case 10:
      return {{L, 0},        {R, 0},        {M, 1.f / 6}, {L, 1.f / 3}, {R, 1.f / 3},
              {L, 2.f / 3}, {R, 2.f / 3}, {M, 5.f / 6}, {L, 1},        {R, 1}};
    default: return {};
  }
}

// The texture width a card drawn into `dst` asks for: the one given, or the width shown.
int widthFor(const Rect& dst, int textureWidth) {
  return textureWidth > 0 ? textureWidth : static_cast<int>(std::lround(dst.w));
}

// The colour modulation that darkens a card by `shade` (0 = as is, 1 = black).
Uint8 shadeMod(float shade) {
  return static_cast<Uint8>(std::lround(255 * (1 - std::clamp(shade, 0.0f, 1.0f))));
}

}  // namespace

CardPainter::~CardPainter() { dropTextures(); }

void CardPainter::setArt(CardArt* art) {
  art_ = art;
  if (art_) {
    art_->setStyle(style_);
    art_->setBack(back_);
  }
  dropTextures();
}

void CardPainter::setBack(CardBack back) {
  if (back == back_) return;
  back_ = back;
  if (art_) art_->setBack(back_);
  for (auto& [w, s] : sizes_) {
    if (s.back) SDL_DestroyTexture(s.back);
    s.back = nullptr;
  }
}

void CardPainter::setStyle(const CardStyle& style) {
  if (style == style_) return;
  style_ = style;
  if (art_) art_->setStyle(style_);
  dropTextures();
}

float CardPainter::aspect() const {
  return art_ && art_->loaded() ? art_->aspect() : kDefaultAspect;
}

int CardPainter::heightFor(int w) const {
  return static_cast<int>(std::lround(static_cast<float>(w) * aspect()));
}

CardPainter::Size& CardPainter::size(int w) {
  Size& s = sizes_[w];
  s.lastUsed = frame_;
  return s;
}

SDL_Texture* CardPainter::face(Card c, int pixelWidth) {
  const int w = std::clamp(pixelWidth, 8, 1024);
  if (art_ && art_->loaded())
    if (SDL_Texture* t = art_->face(c, w)) return t;
  Size& s = size(w);
  SDL_Texture*& t = s.faces[c.index & 63];
  if (!t) t = drawnFace(c, w);
  return t;
}

SDL_Texture* CardPainter::back(int pixelWidth) {
  const int w = std::clamp(pixelWidth, 8, 1024);
  if (art_ && art_->loaded())
    if (SDL_Texture* t = art_->back(w)) return t;
  Size& s = size(w);
  if (!s.back) s.back = drawnBack(w);
  return s.back;
}

SDL_Texture* CardPainter::blankCard(int w, SDL_Texture*& previous) {
  const int h = heightFor(w);
  SDL_Texture* t = SDL_CreateTexture(r_, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_TARGET, w, h);
  if (!t) return nullptr;
  SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
  previous = SDL_GetRenderTarget(r_);
  SDL_SetRenderTarget(r_, t);
  SDL_SetRenderDrawColor(r_, 0, 0, 0, 0);
  SDL_RenderClear(r_);
  const float W = static_cast<float>(w);
  painter_.fillRound({1, 1, W - 2, static_cast<float>(h) - 2}, kCornerRadius * W, kPaper, 1.0f);
  return t;
}

namespace {

// A framed court drawn on a face `W` x `H`: the letter large, the suit beneath, tinted in the
// suit's colour.
void drawCourt(Painter& painter, Text& text, int rank, const std::string& suit, Color ink, float W, float H) {
  const Rect frame{0.25f * W, 0.16f * H, 0.5f * W, 0.68f * H};
  // Tint and frame are mixed with the paper here rather than blended onto it: a renderer
  // drawing into a texture may store a translucent fill's alpha instead of blending it
  // (SDL's software renderer does), which would leave the frame see-through.
  const auto onPaper = [&](int alpha) {
    const auto mixed = [alpha](std::uint8_t paper, std::uint8_t inkC) {
      return static_cast<std::uint8_t>((paper * (255 - alpha) + inkC * alpha) / 255);
    };
    return Color{mixed(kPaper.r, ink.r), mixed(kPaper.g, ink.g), mixed(kPaper.b, ink.b), 255};
  };
  // Two solid fills, the line and then the tinted inside, leave no translucent edge.
  const float line = std::max(1.0f, W / 90);
  painter.fillRound(frame.inset(-line / 2), 0.03f * W + line / 2, onPaper(170), 0);
  painter.fillRound(frame.inset(line / 2), std::max(0.0f, 0.03f * W - line / 2), onPaper(22), 0);
  const char* letter = rank == kJack ? "J" : rank == kQueen ? "Q" : "K";
  text.drawInkCentered(letter, {W / 2, frame.y + frame.h * 0.36f}, 0.36f * W, ink, true);
  text.drawInkCentered(suit, {W / 2, frame.y + frame.h * 0.72f}, 0.26f * W, ink);
}

}  // namespace

SDL_Texture* CardPainter::drawnFace(Card c, int w) {
  SDL_Texture* previous = nullptr;
  SDL_Texture* t = blankCard(w, previous);
  if (!t) return nullptr;
  const int h = heightFor(w);
  const float W = static_cast<float>(w);
  const float H = static_cast<float>(h);
  const float radius = kCornerRadius * W;
  const Rect card{1, 1, W - 2, H - 2};
  painter_.strokeRound(card.inset(0.5f), radius, std::max(1.0f, W / 120), {0, 0, 0, 70});

  const Color ink = inkOf(c.suit(), style_);
  const std::string rank = rankLabel(c.rank());
  const std::string suit = suitSymbol(c.suit());

  // Corner indices, the lower one upside down; large ones reach into the margins (less large
  // than the card art's, whose pips make room: these stay where they are).
  const float k = style_.largeIndex ? 1.4f : 1.0f;
  const float rankSize = k * W * (rank.size() > 1 ? 0.21f : 0.25f);
  const float suitSize = k * 0.2f * W;
  const float cornerX = (style_.largeIndex ? 0.15f : 0.135f) * W;
  const Point rankAt{cornerX, (style_.largeIndex ? 0.17f : 0.14f) * W};
  const Point suitAt{cornerX, (style_.largeIndex ? 0.46f : 0.35f) * W};
  text_.drawInkCentered(rank, rankAt, rankSize, ink, true);
  text_.drawInkCentered(suit, suitAt, suitSize, ink);
  text_.drawInkCentered(rank, {W - rankAt.x, H - rankAt.y}, rankSize, ink, true, 180);
  text_.drawInkCentered(suit, {W - suitAt.x, H - suitAt.y}, suitSize, ink, false, 180);

  const int r = c.rank();
  if (r == kAce) {
    const float big = c.suit() == Suit::Spades ? 0.62f : 0.5f;
    text_.drawInkCentered(suit, {W / 2, H / 2}, big * W, ink);
  } else if (r >= kJack) {
    drawCourt(painter_, text_, r, suit, ink, W, H);
  } else {
    const float x0 = 0.34f * W, x1 = 0.66f * W;
    const float y0 = 0.2f * H, y1 = 0.8f * H;
    for (const Pip& p : pipLayout(r)) {
      const Point at{x0 + (x1 - x0) * p.x, y0 + (y1 - y0) * p.y};
      // Pips in the lower half face the other way, as printed.
      text_.drawInkCentered(suit, at, 0.22f * W, ink, false, p.y > 0.55f ? 180 : 0);
    }
  }
  SDL_SetRenderTarget(r_, previous);
  return t;
}

SDL_Texture* CardPainter::drawnBack(int w) {
  SDL_Texture* previous = nullptr;
  SDL_Texture* t = blankCard(w, previous);
  if (!t) return nullptr;
  const int h = heightFor(w);
  const float W = static_cast<float>(w);
  const float H = static_cast<float>(h);
  const float radius = kCornerRadius * W;
  const Rect card{1, 1, W - 2, H - 2};
  const Rect inner = card.inset(std::max(2.0f, 0.06f * W));
  const style::BackGround ground = style::backGround(back_);
  painter_.fillRoundGradient(inner, radius * 0.6f, ground.top, ground.bottom, 0.8f);
  // A lattice of small diamonds.
  const float step = std::max(4.0f, 0.11f * W);
  const float d = step * 0.32f;
  const Color lattice{255, 214, 170, 70};
  for (float y = inner.y + step / 2; y < inner.bottom(); y += step) {
    for (float x = inner.x + step / 2; x < inner.right(); x += step) {
      painter_.fillTriangle({x, y - d}, {x + d, y}, {x, y + d}, lattice);
      painter_.fillTriangle({x, y - d}, {x, y + d}, {x - d, y}, lattice);
    }
  }
  painter_.strokeRound(inner.inset(std::max(1.5f, 0.03f * W)), radius * 0.4f,
                       std::max(1.0f, W / 90), {255, 220, 180, 150});
  text_.drawInkCentered("\u2665", {W / 2, H / 2}, 0.34f * W, {255, 236, 214, 230});
  painter_.strokeRound(card.inset(0.5f), radius, std::max(1.0f, W / 120), {0, 0, 0, 70});
  SDL_SetRenderTarget(r_, previous);
  return t;
}

void CardPainter::blit(SDL_Texture* t, const Rect& dst, double angle, float shade) {
  if (!t || dst.empty()) return;
  const Uint8 m = shadeMod(shade);
  SDL_SetTextureColorMod(t, m, m, m);
  const SDL_FRect d{dst.x, dst.y, dst.w, dst.h};
  if (angle == 0) SDL_RenderCopyF(r_, t, nullptr, &d);
  else SDL_RenderCopyExF(r_, t, nullptr, &d, angle, nullptr, SDL_FLIP_NONE);
  SDL_SetTextureColorMod(t, 255, 255, 255);
}

void CardPainter::drawFace(Card c, const Rect& dst, double angle, float shade, int textureWidth) {
  const int w = widthFor(dst, textureWidth);
  blit(face(c, w), dst, angle, shade);
}

CardCover CardPainter::coverOf(Card c, const Rect& dst, int textureWidth) {
  const int w = widthFor(dst, textureWidth);
  int tw = 0;
  SDL_Texture* t = face(c, w);
  // A card that cannot be drawn covers nothing.
  if (!t || SDL_QueryTexture(t, nullptr, nullptr, &tw, nullptr) != 0 || tw <= 0) return {};
  // Both the drawn faces and the art's have their paper one texel in from the texture's
  // edge with an antialiased rim, and corners rounded by at most 0.075 of the width
  // (blankCard; the art's 12 of 240 units); three texels, scaled, leave room for a
  // stretched texture's filtering.
  const float edge = 3.0f * dst.w / static_cast<float>(tw);
  return {dst, kCornerRadius * dst.w + edge, edge};
}

void CardPainter::drawFaceUnder(Card c, const Rect& dst, std::span<const CardCover> above,
                                float shade, int textureWidth) {
  const int w = widthFor(dst, textureWidth);
  SDL_Texture* t = face(c, w);
  int tw = 0;
  int th = 0;
  if (!t || dst.empty() || SDL_QueryTexture(t, nullptr, nullptr, &tw, &th) != 0) return;
  const Uint8 m = shadeMod(shade);
  SDL_SetTextureColorMod(t, m, m, m);
  const float sx = dst.w / static_cast<float>(tw);
  const float sy = dst.h / static_cast<float>(th);
  for (const TexelRect& p : uncoveredParts(dst, tw, th, above)) {
    const SDL_Rect src{p.x, p.y, p.w, p.h};
    // The same texels land on the same pixels as when the whole card is drawn.
    const SDL_FRect d{dst.x + static_cast<float>(p.x) * sx, dst.y + static_cast<float>(p.y) * sy,
                      static_cast<float>(p.w) * sx, static_cast<float>(p.h) * sy};
    SDL_RenderCopyF(r_, t, &src, &d);
  }
  SDL_SetTextureColorMod(t, 255, 255, 255);
}

void CardPainter::drawBack(const Rect& dst, double angle, int textureWidth) {
  const int w = widthFor(dst, textureWidth);
  blit(back(w), dst, angle, 0);
}

void CardPainter::beginFrame(double budgetMs) {
  if (art_ && art_->loaded()) art_->beginFrame(budgetMs);
}

bool CardPainter::pending() const { return art_ && art_->loaded() && art_->pending(); }

void CardPainter::endFrame() {
  ++frame_;
  for (auto it = sizes_.begin(); it != sizes_.end();) {
    if (frame_ - it->second.lastUsed > kSizeMaxAge) {
      for (SDL_Texture* t : it->second.faces)
        if (t) SDL_DestroyTexture(t);
      if (it->second.back) SDL_DestroyTexture(it->second.back);
      it = sizes_.erase(it);
    } else {
      ++it;
    }
  }
}

void CardPainter::dropTextures() {
  if (art_) art_->clear();
  for (auto& [w, s] : sizes_) {
    for (SDL_Texture* t : s.faces)
      if (t) SDL_DestroyTexture(t);
    if (s.back) SDL_DestroyTexture(s.back);
  }
  sizes_.clear();
}

}  // namespace hearts::ui
