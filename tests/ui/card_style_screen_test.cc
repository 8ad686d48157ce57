// The cards' look chosen in the menu reaches the painter: the hand on the screen turns to
// four colours (clubs green, diamonds blue) and back, and large indices reach it too. Drawn
// by SDL's software renderer with the real card art.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <memory>
#include <string>

#include "core/rules.h"
#include "session/game_session.h"
#include "ui/card_art.h"
#include "ui/card_painter.h"
#include "ui/screen.h"
#include "ui/text.h"
#include "ui_test_support.h"

using namespace hearts;
using namespace hearts::ui;

namespace {

constexpr const char* kAssetDir = HEARTS_UI_TEST_ASSET_DIR;

struct StyleRig {
  static constexpr int kW = 1280;
  static constexpr int kH = 800;
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, kW, kH, 32, SDL_PIXELFORMAT_ARGB8888);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  std::unique_ptr<Text> text;
  CardArt art;
  std::unique_ptr<CardPainter> cards;
  std::unique_ptr<Screen> screen;
  std::unique_ptr<session::GameSession> game;
  double now = 0;

  StyleRig() {
    if (!TTF_WasInit()) TTF_Init();
    text = std::make_unique<Text>(renderer);
    REQUIRE(text->load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf",
                       std::string(kAssetDir) + "/fonts/DejaVuSans-Bold.ttf"));
    cards = std::make_unique<CardPainter>(renderer, *text);
    REQUIRE_MESSAGE(art.load(renderer, kAssetDir), art.error());
    cards->setArt(&art);
    screen = std::make_unique<Screen>(renderer, *text, *cards);
    screen->setLevels({BotLevel::Random});
    screen->setSettings(uitest::testSettings("classic"));
    screen->resize(kW, kH, 1);
    game = std::make_unique<session::GameSession>(session::GameSpec{Match(*presetRules("classic"), 11), BotLevel::Random, session::Pacing::fast(), 1}, 0);
    screen->setSession(game.get());
    for (int i = 0; i < 5000 && game->busy(now); ++i) game->update(now += 1000.0 / 60, 5);
    frames();
  }
  // Draws until the hand has glided to its place.
  void frames() {
    for (int i = 0; i < 200 && (i < 2 || screen->needsFrame(now)); ++i) screen->draw(now += 1000.0 / 60);
  }
  ~StyleRig() {
    screen.reset();
    game.reset();
    cards.reset();
    art.clear();
    text.reset();
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }
  void press(ButtonId id, const std::string& value = "") {
    for (const Button& b : screen->model().frame(now).buttons)
      if (b.id == id && b.value.str() == value) {
        uitest::followSettings(screen->handle(Input::pointerDown(b.rect.center()), now), *game, *screen);
        frames();
        return;
      }
    FAIL("no button ", static_cast<int>(id), " ", value);
  }
  // Pixels of the corner index column (the left 15% of a card, all of it in view) of the
  // hand's cards of one suit that pass a test; away from the rounded corners, where the
  // felt (green too) shows, and from the court frame (blue).
  template <typename Test>
  int inHand(Suit suit, Test test) const {
    int n = 0;
    for (const CardView& cv : screen->model().frame(now).hand.cards) {
      if (cv.card.suit() != suit) continue;
      const Rect r{cv.rect.x + 2, cv.rect.y + 10, 0.15f * cv.rect.w - 2, cv.rect.h - 20};
      REQUIRE(r.right() <= cv.visible.right());
      for (int y = static_cast<int>(r.y); y < static_cast<int>(r.bottom()); ++y)
        for (int x = static_cast<int>(r.x); x < static_cast<int>(r.right()); ++x) {
          const auto px = static_cast<const Uint32*>(surface->pixels)[y * surface->pitch / 4 + x];
          n += test(static_cast<int>((px >> 16) & 255), static_cast<int>((px >> 8) & 255),
                    static_cast<int>(px & 255));
        }
    }
    return n;
  }
};

bool green(int r, int g, int b) { return g > r + 50 && g > b + 15; }
bool blue(int r, int g, int b) { return b > r + 90 && b > g + 60; }

}  // namespace

TEST_CASE("four colours and large indices chosen in the menu reach the cards in the hand") {
  StyleRig rig;
  REQUIRE(rig.game->state().hand(0).inSuit(Suit::Clubs).size() > 0);
  REQUIRE(rig.game->state().hand(0).inSuit(Suit::Diamonds).size() > 0);
  CHECK(rig.inHand(Suit::Clubs, green) == 0);
  CHECK(rig.inHand(Suit::Diamonds, blue) == 0);
  CHECK(rig.art.textureCount() > 0);

  rig.press(ButtonId::Menu);
  rig.press(ButtonId::Tab, "table");
  rig.press(ButtonId::Setting, "four_colour=on");
  rig.press(ButtonId::Setting, "large_index=on");
  rig.press(ButtonId::MenuClose);
  CHECK(rig.cards->style() == CardStyle{.fourColour = true, .largeIndex = true});
  CHECK(rig.art.style() == CardStyle{.fourColour = true, .largeIndex = true});
  CHECK(rig.inHand(Suit::Clubs, green) > 50);
  CHECK(rig.inHand(Suit::Diamonds, blue) > 50);

  rig.press(ButtonId::Menu);
  rig.press(ButtonId::Tab, "table");
  rig.press(ButtonId::Setting, "four_colour=off");
  rig.press(ButtonId::MenuClose);
  CHECK(rig.cards->style() == CardStyle{.fourColour = false, .largeIndex = true});
  CHECK(rig.inHand(Suit::Clubs, green) == 0);
  CHECK(rig.inHand(Suit::Diamonds, blue) == 0);
}
