// Without card art (a damaged install, or the art missing from a build) the cards are drawn
// by the painter itself: every face must still say its rank and suit in the suit's colour,
// no two faces alike, and the back must look like a back. Drawn by SDL's software renderer.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdlib>
#include <functional>
#include <memory>
#include <set>
#include <string>

#include "ui/card_painter.h"
#include "ui/text.h"

using namespace hearts;
using namespace hearts::ui;

namespace {

constexpr const char* kAssetDir = HEARTS_UI_TEST_ASSET_DIR;
constexpr int kWidth = 100;

struct Painted {
  SDL_Surface* surface = nullptr;
  SDL_Renderer* renderer = nullptr;
  std::unique_ptr<Text> text;
  std::unique_ptr<CardPainter> cards;

  Painted() {
    if (!TTF_WasInit()) TTF_Init();
    surface = SDL_CreateRGBSurfaceWithFormat(0, kWidth, 2 * kWidth, 32, SDL_PIXELFORMAT_RGBA32);
    renderer = SDL_CreateSoftwareRenderer(surface);
    text = std::make_unique<Text>(renderer);
    REQUIRE(text->load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf",
                       std::string(kAssetDir) + "/fonts/DejaVuSans-Bold.ttf"));
    cards = std::make_unique<CardPainter>(renderer, *text);  // no setArt: drawn cards
  }
  ~Painted() {
    cards.reset();
    text.reset();
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }
  void clear() {
    SDL_SetRenderDrawColor(renderer, 0, 90, 40, 255);
    SDL_RenderClear(renderer);
  }
  void face(Card c) {
    clear();
    cards->drawFace(c, {0, 0, kWidth, kWidth * cards->aspect()});
  }
  void back() {
    clear();
    cards->drawBack({0, 0, kWidth, kWidth * cards->aspect()});
  }
  const Uint8* pixel(int x, int y) const {
    return static_cast<const Uint8*>(surface->pixels) + y * surface->pitch + x * 4;
  }
  // Pixels of a region that pass a test.
  int count(int x0, int y0, int x1, int y1, const std::function<bool(const Uint8*)>& test) const {
    int n = 0;
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x) n += test(pixel(x, y));
    return n;
  }
  std::uint64_t hash() const {
    std::uint64_t h = 0;
    const int height = static_cast<int>(kWidth * cards->aspect());
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < kWidth; ++x)
        h = h * 1099511628211u + *reinterpret_cast<const Uint32*>(pixel(x, y));
    return h;
  }
};

bool red(const Uint8* p) { return p[0] > 150 && p[1] < 90 && p[2] < 100; }
bool dark(const Uint8* p) { return p[0] < 80 && p[1] < 80 && p[2] < 80; }
bool paper(const Uint8* p) { return p[0] > 235 && p[1] > 235 && p[2] > 225; }

}  // namespace

TEST_CASE("without card art every face is drawn, its index in the suit's colour, no two alike") {
  Painted p;
  CHECK(p.cards->aspect() == doctest::Approx(1.4));
  std::set<std::uint64_t> seen;
  for (Card c : CardSet::deck()) {
    CAPTURE(cardName(c));
    p.face(c);
    const bool isRed = c.suit() == Suit::Hearts || c.suit() == Suit::Diamonds;
    // The top-left index: rank and suit.
    const int inked = p.count(3, 3, 24, 40, isRed ? red : dark);
    const int wrongInk = p.count(3, 3, 24, 40, isRed ? dark : red);
    CHECK(inked > 40);
    CHECK(wrongInk < 5);
    // Mostly paper: a card, not a blot.
    CHECK(p.count(0, 0, kWidth, 140, paper) > kWidth * 140 * 45 / 100);
    // Opaque inside its border: the felt never shows through a face (a few pixels of
    // antialiased edges aside).
    CHECK(p.count(8, 8, kWidth - 8, 132, [](const Uint8* px) { return px[1] > px[0] + 40; }) < 40);
    seen.insert(p.hash());
    if (const char* dir = std::getenv("HEARTS_ARTIFACT_DIR"); dir && c == kQueenOfSpades)
      IMG_SavePNG(p.surface, (std::string(dir) + "/drawn-queen-of-spades.png").c_str());
  }
  CHECK(seen.size() == 52);
}

TEST_CASE("without card art the back is drawn: a dark red field, unlike any face") {
  Painted p;
  p.back();
  const int field = p.count(20, 30, 80, 110, [](const Uint8* px) {
    return px[0] > 100 && px[0] > 2 * px[1] && px[0] > 2 * px[2];
  });
  CHECK(field > 60 * 80 / 2);
  const std::uint64_t back = p.hash();
  p.face(kQueenOfSpades);
  CHECK(p.hash() != back);
}

TEST_CASE("without card art the faces follow the style: four colours and large indices") {
  Painted p;
  const auto green = [](const Uint8* px) { return px[1] > px[0] + 50 && px[1] > px[2] + 15; };
  const auto blue = [](const Uint8* px) { return px[2] > px[0] + 90 && px[2] > px[1] + 60; };
  const Card clubs(Suit::Clubs, kSeven);
  const Card diamonds(Suit::Diamonds, kSeven);
  p.face(clubs);
  const int plainInk = p.count(4, 4, 30, 60, dark);
  CHECK(p.count(4, 4, 30, 60, green) == 0);
  p.cards->setStyle({.fourColour = true});
  p.face(clubs);
  CHECK(p.count(4, 4, 30, 60, green) > 40);  // the index
  CHECK(p.count(30, 20, 70, 120, green) > 40);  // the pips
  CHECK(p.count(4, 4, 30, 60, dark) < 5);
  p.face(diamonds);
  CHECK(p.count(4, 4, 30, 60, blue) > 40);
  CHECK(p.count(0, 0, kWidth, 140, red) == 0);
  p.face(Card(Suit::Hearts, kSeven));
  CHECK(p.count(4, 4, 30, 60, red) > 40);
  p.face(Card(Suit::Spades, kSeven));
  CHECK(p.count(4, 4, 30, 60, dark) > 40);
  // Large indices: clearly more ink in the corner.
  p.cards->setStyle({.largeIndex = true});
  p.face(clubs);
  CHECK(p.count(4, 4, 30, 60, dark) > 1.5 * plainInk);
}
