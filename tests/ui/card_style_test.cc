// The card faces' style (four colours, large corner indices) on the pipeline's 52 real faces:
// what the restyled SVG text keeps and changes, and what SDL_image then draws from it.
#include <doctest/doctest.h>

#include <SDL.h>

#include <cmath>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ui/card_art.h"
#include "ui/card_style.h"

using namespace hearts;
using namespace hearts::ui;

namespace {

constexpr const char* kAssetDir = HEARTS_ASSET_DIR;

std::string faceText(Card c) {
  const std::string path = std::string(kAssetDir) + "/" + cardFacePath(c);
  std::size_t size = 0;
  void* data = SDL_LoadFile(path.c_str(), &size);
  REQUIRE_MESSAGE(data != nullptr, "cannot read ", path);
  std::string text(static_cast<const char*>(data), size);
  SDL_free(data);
  return text;
}

// The root's children, each with all it holds, as text: read here independently of the
// code under test, by counting tags.
std::vector<std::string> topLevel(const std::string& svg) {
  std::vector<std::string> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t pos = svg.find('<'); pos != std::string::npos; pos = svg.find('<', pos + 1)) {
    const std::size_t end = svg.find('>', pos);
    REQUIRE(end != std::string::npos);
    const bool closing = svg[pos + 1] == '/';
    const bool selfClosing = svg[end - 1] == '/';
    if (closing) {
      --depth;
      if (depth == 1) out.push_back(svg.substr(start, end + 1 - start));
    } else {
      if (depth == 1) start = pos;
      if (selfClosing && depth == 1) out.push_back(svg.substr(pos, end + 1 - pos));
      if (!selfClosing) ++depth;
    }
  }
  return out;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

int occurrences(const std::string& s, const std::string& part) {
  int n = 0;
  for (std::size_t at = s.find(part); at != std::string::npos; at = s.find(part, at + 1)) ++n;
  return n;
}

bool isPaper(const std::string& e) { return e.rfind("<rect", 0) == 0; }
bool isFigure(const std::string& e) {
  return e.find("transform=\"matrix(.126769") < 40 || e.find("transform=\"matrix(-.126769") < 40;
}
bool isFrame(const std::string& e) { return e.rfind("<g stroke=\"#44F\"", 0) == 0; }

const std::string kRank = "matrix(.032 0 0 .032 -98.4 -140)";
const std::string kSuit = "matrix(.022307 0 0 .022307 -98.3995 -105.6155)";

}  // namespace

TEST_CASE("the plain style leaves every face as the pipeline made it") {
  for (Card c : CardSet::deck()) {
    const std::string svg = faceText(c);
    CHECK(styledFace(svg, c, {}) == svg);
  }
}

TEST_CASE("four colours change clubs' and diamonds' ink only, not the paper, court figures, frames, hearts or spades") {
  int figures = 0;
  for (Card c : CardSet::deck()) {
    CAPTURE(cardName(c));
    const std::string svg = faceText(c);
    const std::string out = styledFace(svg, c, {.fourColour = true});
    if (c.suit() == Suit::Hearts || c.suit() == Suit::Spades) {
      CHECK(out == svg);
      continue;
    }
    const auto before = topLevel(svg);
    const auto after = topLevel(out);
    REQUIRE(before.size() == after.size());
    REQUIRE(before.size() >= 5);
    const bool clubs = c.suit() == Suit::Clubs;
    const std::string ink = clubs ? kClubsGreen.svg : kDiamondsBlue.svg;
    int inked = 0;
    for (std::size_t i = 0; i < before.size(); ++i) {
      const std::string& b = before[i];
      const std::string& a = after[i];
      if (isPaper(b) || isFigure(b) || isFrame(b)) {
        CHECK(a == b);
        figures += isFigure(b);
        continue;
      }
      // The suit's ink: the old colour gone, the new one on every shape.
      CHECK(a != b);
      CHECK(occurrences(a, "<path") == occurrences(b, "<path"));
      CHECK(occurrences(a, "\"" + ink + "\"") >= occurrences(a, "<path"));
      if (clubs) {
        CHECK_FALSE(contains(a, "\"#000\""));
        CHECK_FALSE(contains(a, "\"black\""));
      } else {
        CHECK_FALSE(contains(a, "\"red\""));
      }
      ++inked;
    }
    CHECK(inked >= 4);  // rank, suit, a pip, the turned copies
    // Nothing but the colours changed: without the fills given to clubs' shapes, and with
    // the old ink written back for the new, the text is the original.
    std::string back = out;
    const std::string added = " fill=\"" + ink + "\"";
    if (clubs)
      for (std::size_t at = back.find(added); at != std::string::npos; at = back.find(added, at))
        back.erase(at, added.size());
    const std::string was = clubs ? "\"#000\"" : "\"red\"";
    const std::string now = "\"" + ink + "\"";
    for (std::size_t at = back.find(now); at != std::string::npos; at = back.find(now, at))
      back.replace(at, now.size(), was);
    CHECK(back == svg);
  }
  CHECK(figures > 6 * 2);  // the court figures of J, Q, K of both suits were looked at
}

TEST_CASE("four colours keep the court figures' own red, which is not the suit's ink") {
  const Card king(Suit::Diamonds, kKing);
  const std::string svg = faceText(king);
  const std::string out = styledFace(svg, king, {.fourColour = true});
  int red = 0;
  for (const std::string& e : topLevel(svg))
    if (isFigure(e)) red += occurrences(e, "\"red\"");
  CHECK(red > 0);
  CHECK(occurrences(out, "\"red\"") == red);
}

TEST_CASE("large indices enlarge the corner rank and suit of every face, in both corners") {
  for (Card c : CardSet::deck()) {
    CAPTURE(cardName(c));
    const std::string svg = faceText(c);
    REQUIRE(occurrences(svg, kRank) == 2);
    REQUIRE(occurrences(svg, kSuit) == 2);
    const std::string out = styledFace(svg, c, {.largeIndex = true});
    CHECK(occurrences(out, kRank) == 0);
    CHECK(occurrences(out, kSuit) == 0);
    // 2.1 times as large, in the same place in both corners (the second is turned half round).
    CHECK(occurrences(out, "matrix(0.0672 0 0 0.0672 ") == 2);
    CHECK(occurrences(out, "matrix(0.046845 0 0 0.046845 ") == 2);
    // The paper is the paper; the rest of the face draws smaller (0.8) to make room.
    CHECK(out.find("<rect width=\"239\" height=\"335\" x=\"-119.5\" y=\"-167.5\"") != std::string::npos);
    CHECK(occurrences(out, "matrix(-1 0 0 -1 0 0)") == occurrences(svg, "matrix(-1 0 0 -1 0 0)"));
    // Both at once: the enlarged index in the new colour (court figures keep their red).
    if (c.suit() == Suit::Diamonds && c.rank() < kJack) {
      const std::string both = styledFace(svg, c, {.fourColour = true, .largeIndex = true});
      CHECK(occurrences(both, "matrix(0.0672 0 0 0.0672 ") == 2);
      CHECK_FALSE(contains(both, "\"red\""));
    }
  }
}

namespace {

struct SurfaceDeleter {
  void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
struct RendererDeleter {
  void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
};

// One face drawn by SDL's software renderer from the art, in a style.
struct Drawn {
  static constexpr int kW = 240;
  static constexpr int kH = 336;
  std::unique_ptr<SDL_Surface, SurfaceDeleter> surface{
      SDL_CreateRGBSurfaceWithFormat(0, kW, kH, 32, SDL_PIXELFORMAT_RGBA32)};
  std::unique_ptr<SDL_Renderer, RendererDeleter> renderer{SDL_CreateSoftwareRenderer(surface.get())};
  CardArt art;

  Drawn(Card c, const CardStyle& style) {
    REQUIRE_MESSAGE(art.load(renderer.get(), kAssetDir), art.error());
    art.setStyle(style);
    SDL_Texture* t = art.face(c, kW);
    REQUIRE_MESSAGE(t != nullptr, art.error());
    SDL_SetRenderDrawColor(renderer.get(), 255, 255, 255, 255);
    SDL_RenderClear(renderer.get());
    SDL_RenderCopy(renderer.get(), t, nullptr, nullptr);
  }
  // Pixels in a rectangle given in the art's own units (viewBox -120 -168 240 336).
  int count(double x0, double y0, double x1, double y1, const std::function<bool(const Uint8*)>& test) const {
    int n = 0;
    for (int y = static_cast<int>(y0 + 168); y < static_cast<int>(y1 + 168); ++y)
      for (int x = static_cast<int>(x0 + 120); x < static_cast<int>(x1 + 120); ++x)
        n += test(static_cast<const Uint8*>(surface->pixels) + y * surface->pitch + x * 4);
    return n;
  }
};

bool green(const Uint8* p) { return p[1] > p[0] + 50 && p[1] > p[2] + 15; }
bool blue(const Uint8* p) { return p[2] > p[0] + 90 && p[2] > p[1] + 60; }
bool red(const Uint8* p) { return p[0] > 150 && p[1] < 90 && p[2] < 90; }
bool ink(const Uint8* p) { return p[0] + p[1] + p[2] < 3 * 160; }

}  // namespace

TEST_CASE("drawn in four colours, the pips and indices of clubs are green and of diamonds blue") {
  // The seven's top-left pip, centred at (-52.5, -100.5), and the corner index.
  const Card sevenClubs(Suit::Clubs, kSeven);
  const Card sevenDiamonds(Suit::Diamonds, kSeven);
  const Drawn clubs(sevenClubs, {.fourColour = true});
  const Drawn diamonds(sevenDiamonds, {.fourColour = true});
  CHECK(clubs.count(-70, -118, -35, -83, green) > 300);
  CHECK(diamonds.count(-70, -118, -35, -83, blue) > 200);
  CHECK(clubs.count(-112, -158, -86, -92, green) > 150);
  CHECK(diamonds.count(-112, -158, -86, -92, blue) > 100);
  CHECK(diamonds.count(-120, -168, 120, 168, red) == 0);
  // The plain deck has neither colour; hearts stay red in four colours.
  CHECK(Drawn(sevenClubs, {}).count(-120, -168, 120, 168, green) == 0);
  CHECK(Drawn(sevenDiamonds, {}).count(-120, -168, 120, 168, blue) == 0);
  const Drawn hearts(Card(Suit::Hearts, kSeven), {.fourColour = true});
  CHECK(hearts.count(-70, -118, -35, -83, red) > 200);
  // A court card keeps its figure's colours: the king of diamonds' robe is still red.
  CHECK(Drawn(Card(Suit::Diamonds, kKing), {.fourColour = true}).count(-80, -130, 80, 130, red) > 500);
}

TEST_CASE("drawn with large indices, the corner index takes clearly more room and stays clear of the pips") {
  for (Card c : {Card(Suit::Clubs, kTen), Card(Suit::Hearts, kQueen), Card(Suit::Spades, kSeven),
                 Card(Suit::Diamonds, kTen)}) {
    CAPTURE(cardName(c));
    const Drawn plain(c, {});
    const Drawn large(c, {.largeIndex = true});
    // The index column, inside the paper's border, in the strip of the card a hand shows.
    const int before = plain.count(-117, -165, -80, -50, ink);
    const int after = large.count(-117, -165, -80, -50, ink);
    CHECK(after > 3 * before);  // 2.1 x 2.1 = 4.4 times the ink
    // Clear of the pips and the court frame: an empty band between them.
    CHECK(large.count(-74, -165, -68, -50, ink) == 0);
    // Inside the paper: nothing in the outer 2 units.
    CHECK(large.count(-120, -168, -118, 168, ink) == plain.count(-120, -168, -118, 168, ink));
    CHECK(large.count(-120, -168, 120, -166, ink) == plain.count(-120, -168, 120, -166, ink));
    // The middle of the face keeps most of its ink, drawn smaller.
    const int middle = plain.count(-60, -100, 60, 100, ink);
    CHECK(large.count(-60, -100, 60, 100, ink) > middle / 2);
  }
}

TEST_CASE("a change of style drops the faces made, and the same style keeps them") {
  Drawn d(kQueenOfSpades, {});
  CardArt& art = d.art;
  REQUIRE(art.textureCount() == 1);
  art.setStyle({});
  CHECK(art.textureCount() == 1);
  art.setStyle({.fourColour = true});
  CHECK(art.textureCount() == 0);
  CHECK(art.style().fourColour);
  CHECK(art.face(kQueenOfSpades, 50) != nullptr);
}

TEST_CASE("SVG numbers are read one after another, signs, leading points and separators included") {
  std::string_view s = "-.5 98.4,+3 12px";
  CHECK(*readSvgNumber(s) == doctest::Approx(-0.5));
  CHECK(*readSvgNumber(s) == doctest::Approx(98.4));
  CHECK(*readSvgNumber(s) == doctest::Approx(3));
  CHECK(*readSvgNumber(s) == doctest::Approx(12));
  CHECK(s == "px");
  CHECK(!readSvgNumber(s));
  std::string_view none = " , -";
  CHECK(!readSvgNumber(none));
}
