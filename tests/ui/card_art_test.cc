// Card art: the SVG files from the asset pipeline, rasterized by SDL_image, compared with
// librsvg's rendering of the package's original art. Runs on SDL's software renderer, so
// it needs no window and no display.
//
// Set HEARTS_ARTIFACT_DIR to also write contact sheets of the whole deck there.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "ui/card_art.h"

using namespace hearts;
using namespace hearts::ui;

namespace {

constexpr const char* kAssetDir = HEARTS_ASSET_DIR;
constexpr const char* kReferenceDir = HEARTS_CARD_REFERENCE_DIR;
constexpr int kReferenceWidth = HEARTS_CARD_REFERENCE_WIDTH;

// The table's felt behind the cards, so that transparency counts in comparisons.
constexpr SDL_Color kFelt{30, 100, 50, 255};

struct SurfaceDeleter {
  void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
struct RendererDeleter {
  void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
};
using SurfacePtr = std::unique_ptr<SDL_Surface, SurfaceDeleter>;
using RendererPtr = std::unique_ptr<SDL_Renderer, RendererDeleter>;

// A software renderer drawing into an RGBA surface that the test can read.
struct Canvas {
  SurfacePtr surface;
  RendererPtr renderer;

  Canvas(int w, int h)
      : surface(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32)),
        renderer(surface ? SDL_CreateSoftwareRenderer(surface.get()) : nullptr) {
    REQUIRE(surface);
    REQUIRE(renderer);
    clear();
  }
  void clear() {
    SDL_SetRenderDrawColor(renderer.get(), kFelt.r, kFelt.g, kFelt.b, kFelt.a);
    SDL_RenderClear(renderer.get());
  }
  const Uint8* pixel(int x, int y) const {
    return static_cast<const Uint8*>(surface->pixels) + y * surface->pitch + x * 4;
  }
};

std::string referencePath(const std::string& name) {
  return std::string(kReferenceDir) + "/" + name + ".png";
}

// The reference PNG composited over the felt, as RGBA32.
SurfacePtr loadReference(const std::string& name) {
  SurfacePtr loaded(IMG_Load(referencePath(name).c_str()));
  REQUIRE_MESSAGE(loaded, "cannot load ", referencePath(name), ": ", SDL_GetError());
  SurfacePtr flat(SDL_CreateRGBSurfaceWithFormat(0, loaded->w, loaded->h, 32,
                                                 SDL_PIXELFORMAT_RGBA32));
  SDL_FillRect(flat.get(), nullptr, SDL_MapRGBA(flat->format, kFelt.r, kFelt.g, kFelt.b, 255));
  SDL_SetSurfaceBlendMode(loaded.get(), SDL_BLENDMODE_BLEND);
  SDL_BlitSurface(loaded.get(), nullptr, flat.get(), nullptr);
  return flat;
}

struct Difference {
  double mean = 0;         // mean over pixels of the largest channel difference, 0..255
  double strongShare = 0;  // share of pixels differing by more than a quarter of the range
};

Difference compare(const Canvas& canvas, const SDL_Surface* reference) {
  double sum = 0;
  long strong = 0;
  for (int y = 0; y < reference->h; ++y) {
    for (int x = 0; x < reference->w; ++x) {
      const Uint8* a = canvas.pixel(x, y);
      const Uint8* b = static_cast<const Uint8*>(reference->pixels) + y * reference->pitch + x * 4;
      int d = 0;
      for (int c = 0; c < 3; ++c) d = std::max(d, std::abs(int{a[c]} - int{b[c]}));
      sum += d;
      if (d > 64) ++strong;
    }
  }
  const double n = static_cast<double>(reference->w) * reference->h;
  return {sum / n, static_cast<double>(strong) / n};
}

void draw(Canvas& canvas, SDL_Texture* t, int x, int y) {
  int w = 0;
  int h = 0;
  SDL_QueryTexture(t, nullptr, nullptr, &w, &h);
  const SDL_Rect dst{x, y, w, h};
  SDL_RenderCopy(canvas.renderer.get(), t, nullptr, &dst);
}

// A copy of the asset folder's cards/ that a test may damage.
std::filesystem::path copyOfCards(const std::string& tag) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("hearts-card-art-" + tag);
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy(fs::path(kAssetDir) / "cards", dir / "cards");
  return dir;
}

}  // namespace

TEST_CASE("the SVG root gets the requested pixel size, whatever its attribute order") {
  const std::string svg =
      "<?xml version=\"1.0\"?><!-- <svg width=\"1\" height=\"1\"> -->\n"
      "<svg height='336' xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" viewBox=\"0 0 240 336\">"
      "<rect width=\"239\" height=\"335\"/></svg>";
  const auto out = svgWithPixelSize(svg, 150, 210);
  REQUIRE(out.has_value());
  CHECK(out->find("<svg height='210' xmlns=\"http://www.w3.org/2000/svg\" width=\"150\"") !=
        std::string::npos);
  CHECK(out->find("<rect width=\"239\" height=\"335\"/>") != std::string::npos);
  const auto size = svgRootSize(*out);
  REQUIRE(size.has_value());
  CHECK(size->width == 150);
  CHECK(size->height == 210);
}

TEST_CASE("an SVG root without a plain width and height is refused") {
  CHECK_FALSE(svgWithPixelSize("<svg viewBox=\"0 0 1 1\"></svg>", 10, 10).has_value());
  CHECK_FALSE(svgWithPixelSize("<html width=\"1\" height=\"1\">", 10, 10).has_value());
  CHECK_FALSE(svgWithPixelSize("<svg width=\"1\" height=\"1", 10, 10).has_value());
  CHECK_FALSE(svgRootSize("<svg width=\"100%\" height=\"10\"/>").has_value());
  CHECK_FALSE(svgRootSize("<svg width=\"-4\" height=\"10\"/>").has_value());
  CHECK_FALSE(svgRootSize("").has_value());
}

TEST_CASE("face files are named as in the bot protocol") {
  CHECK(cardFacePath(kQueenOfSpades) == "cards/QS.svg");
  CHECK(cardFacePath(Card(Suit::Hearts, kTen)) == "cards/TH.svg");
}

TEST_CASE("loading from a folder without card art fails and names the missing file") {
  Canvas canvas(8, 8);
  CardArt art;
  CHECK_FALSE(art.load(canvas.renderer.get(), "/nonexistent/assets"));
  CHECK(art.error().find("/nonexistent/assets/cards/2C.svg") != std::string::npos);
  CHECK_FALSE(art.loaded());
  CHECK(art.face(kQueenOfSpades, 100) == nullptr);
  CHECK(art.back(100) == nullptr);
}

TEST_CASE("a corrupt card file is refused at load time with its name") {
  const auto dir = copyOfCards("corrupt");
  std::ofstream(dir / "cards" / "7H.svg", std::ios::trunc) << "\x89PNG not an svg";
  Canvas canvas(8, 8);
  CardArt art;
  CHECK_FALSE(art.load(canvas.renderer.get(), dir.string()));
  CHECK(art.error().find("7H.svg") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a card of another shape than the rest is refused at load time") {
  const auto dir = copyOfCards("shape");
  std::ofstream(dir / "cards" / "back.svg", std::ios::trunc)
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"240\"/>";
  Canvas canvas(8, 8);
  CardArt art;
  CHECK_FALSE(art.load(canvas.renderer.get(), dir.string()));
  CHECK(art.error().find("back.svg") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("every face and the back come at exactly the requested width and the art's aspect") {
  Canvas canvas(8, 8);
  CardArt art;
  REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
  CHECK(art.aspect() == doctest::Approx(1.4));
  for (int width : {37, 64}) {
    const int height = art.pixelHeight(width);
    CHECK(height == static_cast<int>(std::lround(width * 1.4)));
    for (Card c : CardSet::deck()) {
      SDL_Texture* t = art.face(c, width);
      REQUIRE_MESSAGE(t != nullptr, cardName(c), ": ", art.error());
      int w = 0;
      int h = 0;
      SDL_QueryTexture(t, nullptr, nullptr, &w, &h);
      CHECK(w == width);
      CHECK(h == height);
    }
    REQUIRE(art.back(width) != nullptr);
  }
  CHECK(art.face(kQueenOfSpades, 0) == nullptr);
  CHECK(art.face(kQueenOfSpades, CardArt::kMaxWidth + 1) == nullptr);
  CHECK(art.face(Card(std::uint8_t{13}), 50) == nullptr);  // rank 13 is no card
  CHECK(art.face(Card(std::uint8_t{200}), 50) == nullptr);
}

TEST_CASE("textures are kept per width, for a bounded number of widths") {
  Canvas canvas(8, 8);
  CardArt art;
  REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
  SDL_Texture* first = art.face(kQueenOfSpades, 40);
  CHECK(art.face(kQueenOfSpades, 40) == first);
  art.face(kTwoOfClubs, 40);
  art.back(40);
  CHECK(art.textureCount() == 3);
  // Fill the other width slots, then use 41 again: 40 is now the least recently used.
  for (int i = 1; i < CardArt::kMaxCachedWidths; ++i) art.face(kQueenOfSpades, 40 + i);
  CHECK(art.textureCount() == 3 + CardArt::kMaxCachedWidths - 1);
  art.face(kQueenOfSpades, 41);
  art.face(kQueenOfSpades, 99);
  CHECK(art.textureCount() == CardArt::kMaxCachedWidths);
  art.clear();
  CHECK(art.textureCount() == 0);
  CHECK(art.face(kQueenOfSpades, 40) != nullptr);
}

TEST_CASE("past the frame's budget a card comes at the nearest width made, until next frame") {
  Canvas canvas(8, 8);
  CardArt art;
  REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
  auto widthOf = [](SDL_Texture* t) {
    int w = 0;
    SDL_QueryTexture(t, nullptr, nullptr, &w, nullptr);
    return w;
  };
  CHECK(widthOf(art.face(kQueenOfSpades, 40)) == 40);
  CHECK(widthOf(art.face(kQueenOfSpades, 60)) == 60);
  art.beginFrame(0);
  CHECK_FALSE(art.pending());
  CHECK(widthOf(art.face(kQueenOfSpades, 48)) == 40);
  CHECK(widthOf(art.face(kQueenOfSpades, 50)) == 60);  // a tie goes to the larger width
  CHECK(art.pending());
  // A card not made at any width is made at once whatever the budget: none is ever missing.
  CHECK(widthOf(art.face(kTwoOfClubs, 48)) == 48);
  art.beginFrame(1000);
  CHECK_FALSE(art.pending());
  CHECK(widthOf(art.face(kQueenOfSpades, 50)) == 50);
  CHECK_FALSE(art.pending());
}

TEST_CASE("past the frame's budget a large card made at no width yet comes as a small stand-in") {
  const Card kHeartAce(Suit::Hearts, kAce);
  Canvas canvas(8, 8);
  CardArt art;
  REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
  auto widthOf = [](SDL_Texture* t) {
    int w = 0;
    SDL_QueryTexture(t, nullptr, nullptr, &w, nullptr);
    return w;
  };
  constexpr int large = 3 * CardArt::kStandInWidth;
  art.beginFrame(0);
  CHECK(widthOf(art.face(kHeartAce, large)) == CardArt::kStandInWidth);
  CHECK(art.pending());
  CHECK(art.textureCount() == 1);
  // Asked again in the same frame, the same stand-in; under twice its width, the exact size.
  CHECK(widthOf(art.face(kHeartAce, large)) == CardArt::kStandInWidth);
  CHECK(widthOf(art.face(kTwoOfClubs, 2 * CardArt::kStandInWidth - 1)) == 2 * CardArt::kStandInWidth - 1);
  // The next frame with time to spare makes the exact size.
  art.beginFrame(1000);
  CHECK(widthOf(art.face(kHeartAce, large)) == large);
  CHECK_FALSE(art.pending());
  // The stand-in still serves where nothing nearer was made; clear() drops it too.
  art.beginFrame(0);
  CHECK(widthOf(art.face(kHeartAce, large + 10)) == large);
  CHECK(art.textureCount() == 3);
  art.clear();
  CHECK(art.textureCount() == 0);
}

TEST_CASE("every face and the back look like librsvg's rendering of the original art") {
  // The renderer outlives the art (CardArt::load's contract): the canvas comes first.
  Canvas canvas(kReferenceWidth, static_cast<int>(std::lround(kReferenceWidth * 1.4)));
  CardArt art;
  REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
  auto check = [&](SDL_Texture* t, const std::string& name) {
    REQUIRE_MESSAGE(t != nullptr, name, ": ", art.error());
    canvas.clear();
    draw(canvas, t, 0, 0);
    const SurfacePtr reference = loadReference(name);
    REQUIRE(reference->w == canvas.surface->w);
    REQUIRE(reference->h == canvas.surface->h);
    const Difference d = compare(canvas, reference.get());
    INFO(name, ": mean difference ", d.mean, ", strongly different pixels ", d.strongShare * 100,
         "%");
    // Measured: mean 0.2 to 2.5 (edge antialiasing), strong differences at most 0.25%
    // (the dashed outline of the ace of spades). A missing pip or index is over 0.5%.
    CHECK(d.mean < 3.5);
    CHECK(d.strongShare < 0.004);
  };
  for (Card c : CardSet::deck()) check(art.face(c, kReferenceWidth), cardName(c));
  check(art.back(kReferenceWidth), "back");
  for (CardBack b : kCardBacks) {
    if (b == CardBack::Lattice) continue;
    REQUIRE_MESSAGE(art.setBack(b), art.error());
    check(art.back(kReferenceWidth), std::string("back-") + cardBackName(b));
  }
}

TEST_CASE("every back is art of its own, drawn whole at an opponent's size and a hand's") {
  for (int width : {40, 231}) {
    const int height = static_cast<int>(std::lround(width * 1.4));
    Canvas canvas(width, height);
    CardArt art;
    REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
    std::vector<std::vector<int>> looks;
    for (CardBack b : kCardBacks) {
      CAPTURE(cardBackName(b));
      CHECK(cardBackPath(b) == (b == CardBack::Lattice ? std::string("cards/back.svg")
                                                        : "cards/back-" + std::string(cardBackName(b)) + ".svg"));
      REQUIRE_MESSAGE(art.setBack(b), art.error());
      SDL_Texture* t = art.back(width);
      REQUIRE_MESSAGE(t != nullptr, art.error());
      canvas.clear();
      draw(canvas, t, 0, 0);
      // Covered to the corners' rounding: the felt shows only there.
      int felt = 0;
      std::vector<int> look;
      for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
          const Uint8* p = canvas.pixel(x, y);
          felt += p[0] == kFelt.r && p[1] == kFelt.g && p[2] == kFelt.b;
          look.insert(look.end(), {p[0], p[1], p[2]});
        }
      CHECK(felt < width * height / 50);
      for (const auto& other : looks) {
        int differ = 0;
        for (std::size_t i = 0; i < look.size(); i += 3)
          differ += std::abs(look[i] - other[i]) + std::abs(look[i + 1] - other[i + 1]) +
                        std::abs(look[i + 2] - other[i + 2]) > 96;
        CHECK(differ > width * height / 4);
      }
      looks.push_back(std::move(look));
    }
  }
}

TEST_CASE("a back's file is read when it is chosen, not before, and a missing one is named") {
  // The art loads without the other backs' files: none of them is read at the start.
  const auto dir = copyOfCards("backs");
  for (CardBack b : kCardBacks)
    if (b != CardBack::Lattice) std::filesystem::remove(dir / cardBackPath(b));
  Canvas canvas(60, 84);
  CardArt art;
  REQUIRE_MESSAGE(art.load(canvas.renderer.get(), dir.string()), art.error());
  SDL_Texture* lattice = art.back(60);
  REQUIRE(lattice != nullptr);
  // Choosing one reads it then: here it is missing, so no art back, and the file is named.
  CHECK_FALSE(art.setBack(CardBack::Waves));
  CHECK(art.backChoice() == CardBack::Waves);
  CHECK(art.error().find("back-waves.svg") != std::string::npos);
  CHECK(art.back(60) == nullptr);
  CHECK(art.face(Card(Suit::Hearts, kAce), 60) != nullptr);
  // The file comes back (an update): choosing it again reads it.
  std::filesystem::copy_file(std::filesystem::path(kAssetDir) / cardBackPath(CardBack::Waves),
                             dir / cardBackPath(CardBack::Waves));
  REQUIRE(art.setBack(CardBack::Lattice));
  CHECK(art.back(60) != nullptr);
  REQUIRE_MESSAGE(art.setBack(CardBack::Waves), art.error());
  CHECK(art.back(60) != nullptr);
  // A back chosen before the art loads is the one it reads.
  CardArt early;
  early.setBack(CardBack::Diamonds);
  std::filesystem::remove(dir / "cards" / "back.svg");
  CHECK_FALSE(early.load(canvas.renderer.get(), dir.string()));
  CHECK(early.error().find("back-diamonds.svg") != std::string::npos);
}

TEST_CASE("the comparison with librsvg tells neighbouring cards apart") {
  // The renderer outlives the art (CardArt::load's contract): the canvas comes first.
  Canvas canvas(kReferenceWidth, static_cast<int>(std::lround(kReferenceWidth * 1.4)));
  CardArt art;
  REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
  const std::pair<Card, const char*> pairs[] = {
      {Card(Suit::Hearts, kSeven), "8H"},
      {Card(Suit::Clubs, kNine), "TC"},
      {Card(Suit::Spades, kQueen), "KS"},
      {Card(Suit::Diamonds, kSix), "6H"},
  };
  for (const auto& pair : pairs) {
    const Card card = pair.first;
    const std::string other = pair.second;
    canvas.clear();
    draw(canvas, art.face(card, kReferenceWidth), 0, 0);
    const Difference d = compare(canvas, loadReference(other).get());
    INFO(cardName(card), " against ", other, ": strongly different ", d.strongShare * 100, "%");
    CHECK(d.strongShare > 0.005);
  }
}

// The whole deck at a phone's smallest card width and a large desktop's, each face made and
// drawn into its place on one sheet. With HEARTS_ARTIFACT_DIR set, the sheets are written
// there for people to look at.
TEST_CASE("the whole deck is made at the smallest and the largest card widths") {
  const char* outDir = std::getenv("HEARTS_ARTIFACT_DIR");
  if (outDir) std::filesystem::create_directories(outDir);
  // Card widths from the table layout: a 360x640 phone at 1 device pixel per CSS pixel
  // (its smallest cards), and a 2560x1440 desktop.
  for (int width : {101, 231}) {
    const int height = static_cast<int>(std::lround(width * 1.4));
    const int gap = std::max(4, width / 12);
    Canvas canvas(14 * (width + gap) + gap, 4 * (height + gap) + gap);
    CardArt art;
    REQUIRE_MESSAGE(art.load(canvas.renderer.get(), kAssetDir), art.error());
    const auto start = std::chrono::steady_clock::now();
    for (Card c : CardSet::deck()) {
      const int x = gap + c.rank() * (width + gap);
      const int y = gap + static_cast<int>(c.suit()) * (height + gap);
      SDL_Texture* face = art.face(c, width);
      CAPTURE(cardName(c));
      REQUIRE(face != nullptr);
      draw(canvas, face, x, y);
    }
    const double ms = std::chrono::duration<double, std::milli>(
        std::chrono::steady_clock::now() - start).count();
    REQUIRE(art.back(width) != nullptr);
    draw(canvas, art.back(width), gap + 13 * (width + gap), gap);
    draw(canvas, art.back(width / 2), gap + 13 * (width + gap), 2 * gap + height);
    CHECK(art.textureCount() >= 53);
    if (!outDir) continue;
    const std::string path = std::string(outDir) + "/card-sheet-" + std::to_string(width) + "px.png";
    REQUIRE(IMG_SavePNG(canvas.surface.get(), path.c_str()) == 0);
    MESSAGE("wrote ", path, "; 52 faces at ", width, " px in ", ms, " ms");
  }
}
