// The table's look: the card backs and felts the Options offer. Each felt keeps the table's
// words readable and is drawn as chosen (by the game, and by the page's CSS under the canvas);
// each back is drawn as chosen, from its art or plain, and the faces keep their style; the
// Options show the choices and a preview of them.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <cmath>
#include <fstream>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "table_rig.h"
#include "ui/card_art.h"
#include "ui/card_painter.h"
#include "ui/screen_style.h"
#include "ui/table_painter.h"
#include "ui/text.h"

using namespace hearts;
using namespace hearts::ui;
using uitest::changesSettings;
using uitest::TableRig;

namespace {

constexpr const char* kAssetDir = HEARTS_UI_TEST_ASSET_DIR;

// WCAG 2 relative luminance and contrast ratio.
double luminance(Color c) {
  const auto channel = [](std::uint8_t v) {
    const double s = v / 255.0;
    return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}
double contrast(Color a, Color b) {
  const double la = luminance(a);
  const double lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
// `top` drawn with its alpha over the opaque `under`.
Color over(Color top, Color under) {
  const auto m = [&](std::uint8_t t, std::uint8_t u) {
    return static_cast<std::uint8_t>(std::lround((t * top.a + u * (255 - top.a)) / 255.0));
  };
  return {m(top.r, under.r), m(top.g, under.g), m(top.b, under.b), 255};
}

// A software renderer with the real fonts, a card painter and a table painter.
struct Drawn {
  static constexpr int kW = 320;
  static constexpr int kH = 240;
  SDL_Surface* surface = nullptr;
  SDL_Renderer* renderer = nullptr;
  std::unique_ptr<Text> text;
  std::unique_ptr<CardArt> art;
  std::unique_ptr<CardPainter> cards;
  std::unique_ptr<TablePainter> table;

  explicit Drawn(bool withArt) {
    if (!TTF_WasInit()) TTF_Init();
    surface = SDL_CreateRGBSurfaceWithFormat(0, kW, kH, 32, SDL_PIXELFORMAT_RGBA32);
    renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer);
    text = std::make_unique<Text>(renderer);
    REQUIRE(text->load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf",
                       std::string(kAssetDir) + "/fonts/DejaVuSans-Bold.ttf"));
    cards = std::make_unique<CardPainter>(renderer, *text);
    if (withArt) {
      art = std::make_unique<CardArt>();
      REQUIRE_MESSAGE(art->load(renderer, kAssetDir), art->error());
      cards->setArt(art.get());
    }
    table = std::make_unique<TablePainter>(renderer, *text, *cards);
  }
  ~Drawn() {
    table.reset();
    cards.reset();
    art.reset();
    text.reset();
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }
  Color pixel(int x, int y) const {
    const auto* p = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch + x * 4;
    return {p[0], p[1], p[2], p[3]};
  }
  // A back 100 pixels wide at the top left, over black; the mean colour of its middle.
  Color back() {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    cards->drawBack({0, 0, 100, 140});
    long sum[3] = {0, 0, 0};
    int n = 0;
    for (int y = 30; y < 110; ++y)
      for (int x = 20; x < 80; ++x, ++n) {
        const Color c = pixel(x, y);
        sum[0] += c.r;
        sum[1] += c.g;
        sum[2] += c.b;
      }
    return {static_cast<std::uint8_t>(sum[0] / n), static_cast<std::uint8_t>(sum[1] / n),
            static_cast<std::uint8_t>(sum[2] / n), 255};
  }
  std::uint64_t hash(int w, int h) const {
    std::uint64_t out = 1469598103934665603u;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        const Color c = pixel(x, y);
        out = (out ^ (c.r | c.g << 8 | c.b << 16)) * 1099511628211u;
      }
    return out;
  }
};

// The family of a back's colour: lattice red, diamonds blue, waves green, rosette plum.
bool looksLike(CardBack b, Color c) {
  switch (b) {
    case CardBack::Lattice: return c.r > c.g + 40 && c.r > c.b + 30;
    case CardBack::Diamonds: return c.b > c.r + 40 && c.b > c.g + 20;
    case CardBack::Waves: return c.g > c.r + 30 && c.g + 20 > c.b;
    case CardBack::Rosette: return c.r > c.g + 20 && c.b > c.g + 20;
  }
  return false;
}

}  // namespace

TEST_CASE("the back and felt settings are named for the saved settings and read back by name") {
  for (CardBack b : kCardBacks) CHECK(parseCardBack(cardBackName(b)) == b);
  for (Felt f : kFelts) CHECK(parseFelt(feltName(f)) == f);
  CHECK(!parseCardBack("plaid"));
  CHECK(!parseFelt(""));
  CHECK(std::size(kCardBacks) >= 4);
  CHECK(std::size(kFelts) >= 4);
  UiSettings s;
  CHECK(s.back == CardBack::Lattice);
  CHECK(s.felt == Felt::Green);
  s.change(setting::Back{CardBack::Rosette});
  s.change(setting::Table{Felt::Wood});
  CHECK(s.back == CardBack::Rosette);
  CHECK(s.felt == Felt::Wood);
}

TEST_CASE("every felt keeps white words on it and gold names on a plate readable") {
  std::set<std::uint32_t> inners;
  for (Felt f : kFelts) {
    CAPTURE(std::string(feltName(f)));
    const style::FeltColours c = style::feltColours(f);
    inners.insert(static_cast<std::uint32_t>(c.inner.r << 16 | c.inner.g << 8 | c.inner.b));
    CHECK(contrast(style::kWhite, c.inner) >= 4.5);
    const Color plate = over(c.plate, c.inner);
    CHECK(contrast(style::kGold, plate) >= 4.5);
    CHECK(contrast(style::kSoftWhite, plate) >= 7);
    CHECK(contrast(style::kWhite, plate) >= 7);
    // The edge darker than the middle: the light falls on the table's middle.
    CHECK(luminance(c.outer) < luminance(c.inner));
  }
  CHECK(inners.size() == std::size(kFelts));
}

TEST_CASE("the table is drawn in the chosen felt's colours") {
  Drawn d(false);
  const TableLayout layout = layoutTable({Drawn::kW, Drawn::kH, 1});
  for (Felt f : kFelts) {
    CAPTURE(std::string(feltName(f)));
    d.table->setFelt(f);
    d.table->drawFelt(layout);
    const style::FeltColours c = style::feltColours(f);
    const Color middle = d.pixel(Drawn::kW / 2, Drawn::kH / 2);
    const Color corner = d.pixel(0, 0);
    CHECK(std::abs(middle.r - c.inner.r) <= 2);
    CHECK(std::abs(middle.g - c.inner.g) <= 2);
    CHECK(std::abs(middle.b - c.inner.b) <= 2);
    CHECK(std::abs(corner.r - c.outer.r) <= 2);
    CHECK(std::abs(corner.g - c.outer.g) <= 2);
    CHECK(std::abs(corner.b - c.outer.b) <= 2);
  }
}

TEST_CASE("the page's CSS has every felt's ellipse and ring colours") {
  std::ifstream in(std::string(HEARTS_UI_TEST_WEB_DIR) + "/style.css");
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  const std::string css = text.str();
  for (Felt f : kFelts) {
    CAPTURE(std::string(feltName(f)));
    // The green felt is the canvas's own background; the others follow the root's data-felt.
    const std::string selector =
        f == Felt::Green ? std::string("#canvas") : std::string(R"(\[data-felt=")") + feltName(f) + R"("\] #canvas)";
    std::smatch gradient;
    REQUIRE(std::regex_search(css, gradient, std::regex("(^|\\n)" + selector +
                                                        R"( \{[^}]*radial-gradient\(72% 72% at 50% 50%,([^)]*)\))")));
    const std::string stops = gradient[2].str();
    const std::regex stop(R"(#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2}) ([0-9.]+)%)");
    const style::FeltColours c = style::feltColours(f);
    int ring = 0;
    for (auto it = std::sregex_iterator(stops.begin(), stops.end(), stop); it != std::sregex_iterator();
         ++it, ++ring) {
      CAPTURE(ring);
      const Color want = Painter::radialRingColor(c.inner, c.outer, ring);
      CHECK(std::stoi((*it)[1].str(), nullptr, 16) == want.r);
      CHECK(std::stoi((*it)[2].str(), nullptr, 16) == want.g);
      CHECK(std::stoi((*it)[3].str(), nullptr, 16) == want.b);
      CHECK(std::stof((*it)[4].str()) == doctest::Approx(100.0 * ring / Painter::kRadialRings));
    }
    CHECK(ring == Painter::kRadialRings + 1);
  }
}

TEST_CASE("each back is drawn as chosen, from its art and plain alike, in its own colour") {
  for (bool withArt : {true, false}) {
    CAPTURE(withArt);
    Drawn d(withArt);
    std::set<std::uint64_t> looks;
    for (CardBack b : kCardBacks) {
      CAPTURE(std::string(cardBackName(b)));
      d.cards->setBack(b);
      CHECK(d.cards->backChoice() == b);
      const Color mean = d.back();
      INFO("mean colour ", int{mean.r}, ",", int{mean.g}, ",", int{mean.b});
      CHECK(looksLike(b, mean));
      looks.insert(d.hash(100, 140));
    }
    CHECK(looks.size() == std::size(kCardBacks));
    // Back to the first: drawn as at first.
    d.cards->setBack(CardBack::Lattice);
    CHECK(looksLike(CardBack::Lattice, d.back()));
  }
}

TEST_CASE("the four-colour deck and large indices draw the same faces whatever the back") {
  Drawn d(true);
  d.cards->setStyle({true, true});
  const Card club(Suit::Clubs, kKing);
  std::set<std::uint64_t> faces;
  for (CardBack b : kCardBacks) {
    d.cards->setBack(b);
    SDL_SetRenderDrawColor(d.renderer, 0, 0, 0, 255);
    SDL_RenderClear(d.renderer);
    d.cards->drawFace(club, {0, 0, 100, 140});
    faces.insert(d.hash(100, 140));
  }
  CHECK(faces.size() == 1);
  // And the style does show: the plain face differs.
  d.cards->setStyle({});
  SDL_RenderClear(d.renderer);
  d.cards->drawFace(club, {0, 0, 100, 140});
  CHECK(faces.count(d.hash(100, 140)) == 0);
}

TEST_CASE("the Options offer every back and felt as chips, and preview the choice") {
  TableRig t(3);
  t.settle();
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "table")->rect);
  for (CardBack b : kCardBacks) {
    const auto chip = t.button(ButtonId::CardBack, cardBackName(b));
    REQUIRE(chip);
    CHECK(chip->style() == ButtonStyle::Chip);
    CHECK(chip->selected == (b == CardBack::Lattice));
  }
  for (Felt f : kFelts) {
    const auto chip = t.button(ButtonId::Felt, feltName(f));
    REQUIRE(chip);
    CHECK(chip->selected == (f == Felt::Green));
  }
  CHECK(t.button(ButtonId::Felt, "wood")->hookName() == "felt:wood");
  CHECK(changesSettings(t.tap(t.button(ButtonId::CardBack, "waves")->rect)));
  CHECK(changesSettings(t.tap(t.button(ButtonId::Felt, "burgundy")->rect)));
  CHECK(t.model.given().settings.back == CardBack::Waves);
  CHECK(t.model.given().settings.felt == Felt::Burgundy);
  CHECK(t.button(ButtonId::CardBack, "waves")->selected);
  CHECK(!t.button(ButtonId::CardBack, "lattice")->selected);
  CHECK(t.button(ButtonId::Felt, "burgundy")->selected);

  // The preview: a swatch of the felt with a back and a face on it, and words that say them.
  const auto sheet = t.model.frame(t.now).sheet;
  REQUIRE(sheet);
  const SheetShape* swatch = nullptr;
  for (const SheetShape& s : sheet->shapes)
    if (s.ink == Ink::Felt) swatch = &s;
  REQUIRE(swatch);
  int backs = 0;
  int faces = 0;
  for (const SheetCard& c : sheet->cards) {
    if (!swatch->rect.contains(c.rect.center())) continue;
    ++(c.faceUp ? faces : backs);
  }
  CHECK(backs == 1);
  CHECK(faces == 1);
  bool said = false;
  for (const SheetText& s : sheet->texts)
    said = said || s.text == "The Waves back and a face on the Burgundy table";
  CHECK(said);
}
