// Without card art (a damaged install, or the art missing from a build) the cards are drawn
// by the painter itself: every face must still say its rank and suit in the suit's colour,
// no two faces alike, and the back must look like a back. Drawn by SDL's software renderer.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cmath>
#include <cstdlib>
#include <functional>
#include <memory>
#include <set>
#include <string>

#include "ui/card_art.h"
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

// A fanned hand draws each card only where the cards after it do not cover it: the same
// pixels as drawing every card whole, with far fewer to fill.
namespace {

// Every texel of the texture is either in exactly one part, or wholly under the opaque
// inside (a rounded rectangle's cross) of one of the covers.
void checkParts(const Rect& dst, int tw, int th, const std::vector<CardCover>& above) {
  const auto parts = uncoveredParts(dst, tw, th, above);
  const float sx = dst.w / static_cast<float>(tw);
  const float sy = dst.h / static_cast<float>(th);
  auto under = [&](float x0, float y0, float x1, float y1) {
    for (const CardCover& c : above) {
      const Rect& r = c.rect;
      if (x0 >= r.x + c.corner && x1 <= r.right() - c.corner && y0 >= r.y + c.edge &&
          y1 <= r.bottom() - c.edge)
        return true;
      if (x0 >= r.x + c.edge && x1 <= r.right() - c.edge && y0 >= r.y + c.corner &&
          y1 <= r.bottom() - c.corner)
        return true;
    }
    return false;
  };
  int missing = 0;
  int twice = 0;
  int spared = 0;
  for (int y = 0; y < th; ++y) {
    for (int x = 0; x < tw; ++x) {
      int in = 0;
      for (const TexelRect& p : parts) in += x >= p.x && x < p.x + p.w && y >= p.y && y < p.y + p.h;
      const float x0 = dst.x + static_cast<float>(x) * sx;
      const float y0 = dst.y + static_cast<float>(y) * sy;
      const bool hidden = under(x0, y0, x0 + sx, y0 + sy);
      if (in == 0 && !hidden) ++missing;
      if (in > 1) ++twice;
      if (in == 0) ++spared;
    }
  }
  CHECK(missing == 0);
  CHECK(twice == 0);
  // Not everything drawn after all: wherever a cover hides a band across the card, some
  // texels are left out.
  if (!above.empty()) CHECK(spared > 0);
}

}  // namespace

TEST_CASE("the parts of a card left uncovered: nothing over it, the next card, a front row") {
  const Rect card{10, 20, 100, 140};
  // Nothing over it: the whole texture, once.
  const auto whole = uncoveredParts(card, 100, 140, {});
  REQUIRE(whole.size() == 1);
  CHECK(whole[0].x == 0);
  CHECK(whole[0].y == 0);
  CHECK(whole[0].w == 100);
  CHECK(whole[0].h == 140);
  // The next card of the row, 30 to the right: the strip up to where its corners end (and
  // a little further along its left edge, between them), and its rims at the top and the
  // bottom, where it is not opaque.
  const CardCover next{{40, 20, 100, 140}, 10.5f, 3};
  const auto row = uncoveredParts(card, 100, 140, std::vector{next});
  REQUIRE(row.size() == 5);
  const int widths[] = {100, 41, 33, 41, 100};  // 30 + 10.5 and 30 + 3, whole texels
  const int tops[] = {0, 3, 11, 129, 137};
  for (int i = 0; i < 5; ++i) {
    CHECK(row[i].x == 0);
    CHECK(row[i].w == widths[i]);
    CHECK(row[i].y == tops[i]);
    CHECK(row[i].h == (i < 4 ? tops[i + 1] : 140) - tops[i]);
  }
  checkParts(card, 100, 140, {next});
  // A card far away, or one that only overlaps a corner, hides nothing.
  CHECK(uncoveredParts(card, 100, 140, std::vector{CardCover{{300, 20, 100, 140}, 10.5f, 3}}).size() == 1);
  // Stretched textures, raised and lowered neighbours, a row in front, covers of any size.
  checkParts(card, 50, 70, {next});
  checkParts(card, 100, 140, {{{40, 5, 100, 140}, 10.5f, 3}});
  checkParts(card, 100, 140, {{{40, 35, 100, 140}, 10.5f, 3}});
  checkParts(card, 100, 140,
             {{{40, 20, 100, 140}, 10.5f, 3}, {{25, 90, 100, 140}, 10.5f, 3}, {{65, 90, 100, 140}, 10.5f, 3}});
  checkParts(card, 64, 90, {{{12.3f, 22.7f, 100, 140}, 12, 4.5f}, {{-40, 80, 100, 140}, 12, 4.5f}});
}

TEST_CASE("a fanned hand drawn without its covered parts looks exactly as drawn whole") {
  if (!TTF_WasInit()) TTF_Init();
  constexpr int kW = 420;
  constexpr int kH = 260;
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, kW, kH, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  {
    Text text(renderer);
    REQUIRE(text.load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf",
                      std::string(kAssetDir) + "/fonts/DejaVuSans-Bold.ttf"));
    CardArt art;
    REQUIRE_MESSAGE(art.load(renderer, kAssetDir), art.error());
    // Two rows as on a phone: seven at the back, six in front; one raised, one dimmed.
    std::vector<Card> cards;
    std::vector<Rect> rects;
    for (int i = 0; i < 13; ++i) {
      cards.push_back(Card(static_cast<Suit>(i % 4), (i * 5) % 13));
      const bool back = i < 7;
      const float x = back ? 10.0f + 48.0f * static_cast<float>(i) : 34.0f + 48.0f * static_cast<float>(i - 7);
      const float y = back ? 20.0f : 90.0f;
      rects.push_back({x, i == 9 ? y - 12 : y, 100, 140});
    }
    for (bool withArt : {false, true}) {
      CAPTURE(withArt);
      CardPainter painter(renderer, text);
      if (withArt) painter.setArt(&art);
      auto frame = [&](bool under) {
        SDL_SetRenderDrawColor(renderer, 20, 100, 60, 255);
        SDL_RenderClear(renderer);
        std::vector<CardCover> covers;
        for (std::size_t i = 0; i < cards.size(); ++i) covers.push_back(painter.coverOf(cards[i], rects[i]));
        for (std::size_t i = 0; i < cards.size(); ++i) {
          const float shade = i == 4 ? 0.36f : 0.0f;
          if (under) painter.drawFaceUnder(cards[i], rects[i], std::span(covers).subspan(i + 1), shade);
          else painter.drawFace(cards[i], rects[i], 0, shade);
        }
        SDL_RenderPresent(renderer);
        const auto* px = static_cast<const Uint32*>(surface->pixels);
        return std::vector<Uint32>(px, px + kW * kH);
      };
      const auto whole = frame(false);
      const auto parts = frame(true);
      int differ = 0;
      for (std::size_t i = 0; i < whole.size(); ++i) differ += whole[i] != parts[i];
      CHECK(differ == 0);
      // And the hand is drawn at all: the felt is covered where the cards are.
      CHECK(whole[static_cast<std::size_t>(150 * kW + 200)] != parts[0]);
      // Far fewer texels filled: each back card's bottom and every card's covered strip.
      long filled = 0;
      long all = 0;
      std::vector<CardCover> covers;
      for (std::size_t i = 0; i < cards.size(); ++i) covers.push_back(painter.coverOf(cards[i], rects[i]));
      for (std::size_t i = 0; i < cards.size(); ++i) {
        for (const TexelRect& p : uncoveredParts(rects[i], 100, 140, std::span(covers).subspan(i + 1)))
          filled += static_cast<long>(p.w) * p.h;
        all += 100 * 140;
      }
      CHECK(filled * 2 < all);
    }
  }
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}

// A notice that says where a file went shows the path whole, however narrow it is.
TEST_CASE("a path too wide for its line is cut between its folders, none of it lost") {
  if (!TTF_WasInit()) TTF_Init();
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 16, 16, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  {
    Text text(renderer);
    REQUIRE(text.load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf", ""));
    const std::string path = "/home/someone/Documents/hearts-classic-1234567890123.json";
    const float size = 16;
    const float width = std::round(text.measure(path, size).x * 0.5f);
    const auto lines = text.wrap("The game was saved to " + path, width, size);
    REQUIRE(lines.size() >= 3);
    CHECK(lines[0] == "The game was saved to");
    std::string joined;
    for (std::size_t i = 1; i < lines.size(); ++i) joined += lines[i];
    CHECK(joined == path);
    CHECK(lines[1].back() == '/');
    for (const std::string& line : lines) CHECK(text.measure(line, size).x <= width);
    // A word that fits drawn a little smaller stays whole.
    CHECK(text.wrap(path, std::round(text.measure(path, size).x * 0.8f), size) == std::vector<std::string>{path});
  }
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}

// Text wraps greedily: each line takes words while the line still fits the width, and a word
// wider than the width has a line of its own (drawn smaller); one wider than drawing it
// smaller can fit (a path) is cut into lines that fit, after a slash where there is one. (Text's wrap finds that
// by halving, and keeps its answers.)
TEST_CASE("wrapped text takes on each line every word that fits, the same as word by word") {
  if (!TTF_WasInit()) TTF_Init();
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 16, 16, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  {
    Text text(renderer);
    REQUIRE(text.load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf",
                      std::string(kAssetDir) + "/fonts/DejaVuSans-Bold.ttf"));
    auto wordByWord = [&](const std::string& para, float width, float size, bool bold) {
      std::vector<std::string> lines;
      std::string line;
      std::size_t i = 0;
      for (;;) {
        const std::size_t sp = para.find(' ', i);
        std::string word = para.substr(i, sp == std::string::npos ? std::string::npos : sp - i);
        const std::string candidate = line.empty() && lines.size() == 0 && i == 0 ? word : line + " " + word;
        if (i > 0 && text.measure(candidate, size, bold).x > width) {
          lines.push_back(line);
          line = word;
        } else {
          line = candidate;
        }
        // Drawn at 70 % it would still not fit (with 5 % to spare: the font's whole sizes
        // shrink a text less than in proportion): cut at the longest start that fits, back to
        // its last slash, until the rest fits.
        const bool cut = line == word && text.measure(line, size, bold).x * 0.7f > 0.95f * width;
        while (cut && text.measure(line, size, bold).x > width) {
          std::size_t n = 0;
          for (std::size_t k = 1; k < line.size(); ++k)
            if ((static_cast<unsigned char>(line[k]) & 0xC0) != 0x80 && text.measure(line.substr(0, k), size, bold).x <= width)
              n = k;
          if (n == 0) n = 1;
          while (n < line.size() && (static_cast<unsigned char>(line[n]) & 0xC0) == 0x80) ++n;
          const std::size_t slash = line.find_last_of("/\\", n - 1);
          if (slash != std::string::npos && slash > 0) n = slash + 1;
          if (n >= line.size()) break;  // a single character: drawn as it is
          lines.push_back(line.substr(0, n));
          line.erase(0, n);
          word = line;
        }
        if (sp == std::string::npos) break;
        i = sp + 1;
      }
      lines.push_back(line);
      return lines;
    };
    const std::vector<std::string> texts = {
        "Welcome to Hearts! Avoid hearts and the Q\u2660: the lowest score wins. The rules, the "
        "opponents' level and a new game are in the Menu.",
        "Choose 3 cards to pass to Ava (0 of 3)",
        "a  double  space and a veryveryverylongwordthatfitsnowhere at all",
        "The game was saved to /home/someone/Documents/hearts-classic-1234567890123.json",
        "Saved to C:\\Users\\J\u00f6s\u00e9\\Documents\\hearts-classic-12.json and more",
        "",
        "one"};
    int lines = 0;
    for (const std::string& s : texts) {
      for (float width : {30.0f, 95.5f, 160.0f, 333.0f, 1000.0f}) {
        for (float size : {12.0f, 17.0f, 30.0f}) {
          for (bool bold : {false, true}) {
            CAPTURE(s);
            CAPTURE(width);
            CAPTURE(size);
            const auto expected = wordByWord(s, width, size, bold);
            CHECK(text.wrap(s, width, size, bold) == expected);
            CHECK(text.wrap(s, width, size, bold) == expected);  // kept, the same
            lines += static_cast<int>(expected.size());
          }
        }
      }
    }
    CHECK(lines > 300);  // the widths do break the texts into many lines
    // Paragraphs wrap on their own.
    const auto two = text.wrap("first line\nsecond", 1000, 15);
    REQUIRE(two.size() == 2);
    CHECK(two[1] == "second");
  }
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}
