// A phone's screen (390x844 CSS pixels, touch) drawn by SDL's software renderer: every button
// of the table, of each page of the menu, of the statistics and of the score sheet is painted
// at least a fingertip tall, measured in the picture. With HEARTS_ARTIFACT_DIR set, the
// pictures are written there for people to look at (touch-*.png).
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>

#include "core/rules.h"
#include "session/game_session.h"
#include "ui/card_art.h"
#include "ui/card_painter.h"
#include "ui/screen.h"
#include "ui/text.h"
#include "ui_test_support.h"
#include "../session/test_games.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::session;

namespace {

constexpr const char* kAssetDir = HEARTS_UI_TEST_ASSET_DIR;

// A screen drawing a game into a surface of `cssW` x `cssH` CSS pixels at `dpr`.
struct PhoneRig {
  float dpr;
  double now = 0;
  SDL_Surface* surface;
  SDL_Renderer* renderer;
  std::unique_ptr<Text> text;
  std::unique_ptr<CardArt> art;
  std::unique_ptr<CardPainter> cards;
  std::unique_ptr<Screen> screen;
  std::unique_ptr<GameSession> game;

  PhoneRig(float cssW, float cssH, float pixelRatio, bool touch) : dpr(pixelRatio) {
    if (!TTF_WasInit()) TTF_Init();
    const int w = static_cast<int>(cssW * dpr);
    const int h = static_cast<int>(cssH * dpr);
    surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    renderer = SDL_CreateSoftwareRenderer(surface);
    text = std::make_unique<Text>(renderer);
    REQUIRE(text->load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf",
                       std::string(kAssetDir) + "/fonts/DejaVuSans-Bold.ttf"));
    art = std::make_unique<CardArt>();
    cards = std::make_unique<CardPainter>(renderer, *text);
    if (art->load(renderer, kAssetDir)) cards->setArt(art.get());
    screen = std::make_unique<Screen>(renderer, *text, *cards);
    screen->setLevels({BotLevel::Random, BotLevel::Easy});
    screen->setSettings(uitest::testSettings("classic"));
    screen->resize(static_cast<float>(w), static_cast<float>(h), dpr);
    screen->setTouch(touch);
    game = std::make_unique<GameSession>(GameSpec{Match(*presetRules("classic"), 12), BotLevel::Random,
                                                  Pacing::fast(), 1},
                                         0);
    screen->setSession(game.get());
  }
  ~PhoneRig() {
    screen.reset();
    game.reset();
    cards.reset();
    art.reset();
    text.reset();
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }
  void frames(int n) {
    for (int i = 0; i < n; ++i) game->update(now += 1000.0 / 60, 5);
  }
  // Until nothing moves, the hand glided into place (a second, drawn).
  void settle() {
    for (int i = 0; i < 5000 && game->busy(now); ++i) frames(1);
    for (int i = 0; i < 70; ++i) {
      frames(1);
      screen->draw(now);
    }
  }
  // A finger's tap on the button `id` (its hook name) where it shows.
  void tap(const std::string& id) {
    for (const Button& b : screen->model().frame(now).buttons)
      if (b.hookName() == id && !b.shown().empty()) {
        const Point p = b.shown().center();
        uitest::followSettings(screen->handle(Input::pointerDown(p, true), now), *game, *screen);
        screen->handle(Input::pointerUp(p, true), now);
        return;
      }
    FAIL("no button " << id);
  }
  Uint32 pixel(int x, int y) const {
    return static_cast<const Uint32*>(surface->pixels)[y * (surface->pitch / 4) + x];
  }
  // How tall the button is painted: the run of pixels unlike what lies beside it (just left
  // of it), down the column half its height in from its left end (where a pill's round end
  // is full height).
  float paintedHeight(const Rect& r) const {
    const int x = static_cast<int>(r.x + std::min(r.w, r.h) / 2);
    const int cy = static_cast<int>(r.center().y);
    const Uint32 around = pixel(std::max(0, static_cast<int>(r.x) - 2), cy);
    int up = cy, down = cy;
    while (up > 0 && pixel(x, up - 1) != around) --up;
    while (down < surface->h - 1 && pixel(x, down + 1) != around) ++down;
    return static_cast<float>(down - up + 1);
  }
};

// Draws the screen and measures each button in sight whole in the picture: at least
// `least` pixels tall. With HEARTS_ARTIFACT_DIR set, writes the picture as touch-`what`.png.
void shoot(PhoneRig& rig, const std::string& what, float least) {
  const char* dir = std::getenv("HEARTS_ARTIFACT_DIR");
  CAPTURE(what);
  rig.screen->draw(rig.now);
  const FrameView f = rig.screen->model().frame(rig.now);
  int measured = 0;
  for (const Button& b : f.buttons) {
    if (b.id == ButtonId::LastTrick || b.id == ButtonId::HandRow) continue;  // drawn by what they belong to
    if (b.shown().h < b.rect.h || b.rect.y < 0 || b.rect.bottom() > static_cast<float>(rig.surface->h)) continue;
    CAPTURE(b.hookName());
    CHECK(b.rect.h >= least - 0.5f);
    CHECK(rig.paintedHeight(b.rect) >= least - 1);
    ++measured;
  }
  CHECK(measured > 0);
  if (dir && *dir) CHECK(IMG_SavePNG(rig.surface, (std::string(dir) + "/touch-" + what + ".png").c_str()) == 0);
}

}  // namespace

TEST_CASE("on a phone every button is painted a fingertip tall: the table, the menu's pages, the statistics, the score sheet") {
  PhoneRig rig(390, 844, 2, true);
  const auto shot = [&](const std::string& what) { shoot(rig, what, kTouchMinCss * rig.dpr); };
  rig.settle();
  shot("table");
  rig.tap("menu");
  shot("menu-game");
  rig.tap("tab:rules");
  shot("menu-rules");
  rig.tap("custom_rules");
  shot("custom-rules");
  rig.tap("tab:rules");
  rig.tap("tab:options");
  shot("menu-options");
  rig.tap("tab:game");
  rig.tap("statistics");
  shot("statistics");
  rig.tap("close");
  rig.tap("scores");
  shot("scores");
  rig.tap("scores_close");
  // Through the first hand, to the score sheet after it.
  for (int i = 0; i < 200000 && rig.game->table().stage() != Stage::HandSummary; ++i) {
    testing::playerMoves(*rig.game, rig.now);
    rig.frames(1);
  }
  REQUIRE(rig.game->table().stage() == Stage::HandSummary);
  shot("score-sheet");
}

TEST_CASE("on a small phone the menu's options scroll, their buttons a fingertip tall; a desktop's menu keeps its size") {
  PhoneRig phone(320, 480, 2, true);
  phone.settle();
  phone.tap("menu");
  phone.tap("tab:options");
  const FrameView f = phone.screen->model().frame(phone.now);
  REQUIRE(f.sheet);
  REQUIRE(f.sheet->scroll);
  CHECK(f.sheet->scroll->range() > 0);
  shoot(phone, "small-menu-options", kTouchMinCss * phone.dpr);
  // Without touch, the tabs two fonts tall as ever.
  PhoneRig desktop(1280, 800, 1, false);
  desktop.settle();
  desktop.tap("menu");
  shoot(desktop, "desktop-menu-game", std::round(2.0f * desktop.screen->layout().font));
}
