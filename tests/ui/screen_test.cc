// The screen as a player meets it, drawn by SDL's software renderer into memory (no window,
// no display): clicks at the places the test hook reports land on those cards and buttons,
// illegal cards are drawn dimmer, and odd window sizes draw without trouble.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "core/rules.h"
#include "ui/card_art.h"
#include "ui/card_painter.h"
#include "session/game_session.h"
#include "session/wording.h"
#include "ui/painter.h"
#include "ui/screen.h"
#include "ui/screen_style.h"
#include "ui_test_support.h"
#include "ui/text.h"
#include "../core/test_support.h"
#include "../session/test_games.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::session;
using uitest::asks;
using uitest::asksNothing;
using uitest::changesSettings;
using nlohmann::json;

namespace {

constexpr const char* kAssetDir = HEARTS_UI_TEST_ASSET_DIR;

// A screen drawing into a surface of w x h pixels at `dpr` pixels per CSS pixel.
struct Rig {
  SDL_Surface* surface = nullptr;
  SDL_Renderer* renderer = nullptr;
  std::unique_ptr<Text> text;
  std::unique_ptr<CardArt> art;
  std::unique_ptr<CardPainter> cards;
  std::unique_ptr<Screen> screen;
  std::unique_ptr<GameSession> game;
  float dpr = 1;
  double now = 0;

  Rig(int w, int h, float pixelRatio, std::uint64_t seed, const char* preset = "classic")
      : Rig(w, h, pixelRatio, Match(*presetRules(preset), seed), preset) {}
  Rig(int w, int h, float pixelRatio, Match match, const char* preset) : dpr(pixelRatio) {
    if (!TTF_WasInit()) TTF_Init();
    surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    renderer = SDL_CreateSoftwareRenderer(surface);
    text = std::make_unique<Text>(renderer);
    REQUIRE(text->load(std::string(kAssetDir) + "/fonts/DejaVuSans.ttf",
                       std::string(kAssetDir) + "/fonts/DejaVuSans-Bold.ttf"));
    art = std::make_unique<CardArt>();
    cards = std::make_unique<CardPainter>(renderer, *text);
    if (art->load(renderer, kAssetDir)) cards->setArt(art.get());
    screen = std::make_unique<Screen>(renderer, *text, *cards);
    screen->setLevels({BotLevel::Random});
    screen->setSettings(uitest::testSettings(preset));
    screen->resize(static_cast<float>(w), static_cast<float>(h), dpr);
    game = std::make_unique<GameSession>(GameSpec{std::move(match), BotLevel::Random, Pacing::fast(), 1}, 0);
    screen->setSession(game.get());
  }
  ~Rig() {
    screen.reset();
    game.reset();
    cards.reset();
    art.reset();
    text.reset();
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
  }

  json state() { return json::parse(screen->testState(now)); }
  void frames(int n, bool draw = true) {
    for (int i = 0; i < n; ++i) {
      now += 1000.0 / 60;
      game->update(now, 5);
      if (draw) screen->draw(now);
    }
  }
  // The player's part played by the tests, frame by frame (not drawn), hand after hand,
  // until `done`.
  template <typename Done>
  void playUntil(Done done, int limit = 200000) {
    for (int i = 0; i < limit && !done(); ++i) {
      session::testing::playerMoves(*game, now);
      game->desk().continueAfterHand(now);
      frames(1, false);
    }
  }
  // Until nothing moves (drawing only the last frame: software rendering is slow).
  void settle() {
    for (int i = 0; i < 5000 && game->busy(now); ++i) frames(1, false);
    frames(1);
  }
  // Clicks the middle of an element of the hook's JSON (CSS pixels) as the app would.
  UiRequest click(const json& e) {
    const float x = (e["x"].get<float>() + e["w"].get<float>() / 2) * dpr;
    const float y = (e["y"].get<float>() + e["h"].get<float>() / 2) * dpr;
    return uitest::followSettings(screen->handle(Input::pointerDown({x, y}), now), *game, *screen);
  }
  json button(const std::string& id) {
    const json st = state();
    for (const auto& b : st["buttons"])
      if (b["id"] == id) return b;
    return json();
  }
  // Mean brightness (0..255) of a rectangle given in CSS pixels.
  double brightness(const json& e) {
    const int x0 = static_cast<int>(e["x"].get<float>() * dpr);
    const int y0 = static_cast<int>(e["y"].get<float>() * dpr);
    const int x1 = x0 + static_cast<int>(e["w"].get<float>() * dpr);
    const int y1 = y0 + static_cast<int>(e["h"].get<float>() * dpr);
    double sum = 0;
    long n = 0;
    for (int y = std::max(0, y0); y < std::min(surface->h, y1); ++y)
      for (int x = std::max(0, x0); x < std::min(surface->w, x1); ++x) {
        const auto px = static_cast<const Uint32*>(surface->pixels)[y * surface->pitch / 4 + x];
        sum += ((px >> 16) & 255) * 0.3 + ((px >> 8) & 255) * 0.59 + (px & 255) * 0.11;
        ++n;
      }
    return n ? sum / static_cast<double>(n) : 0;
  }
};

}  // namespace

TEST_CASE("clicking where the hook says a card is selects that card, at phone and desktop sizes") {
  struct Size {
    int w, h;
    float dpr;
  };
  for (const Size& s : {Size{720, 1280, 2}, Size{1280, 720, 1}}) {
    CAPTURE(s.w);
    Rig rig(s.w, s.h, s.dpr, 5);
    rig.settle();
    json st = rig.state();
    CHECK(st["phase"] == "passing");
    CHECK(st["passCount"] == 3);
    REQUIRE(st["cards"].size() == 13);
    CHECK(rig.button("pass")["enabled"] == false);
    for (int i : {0, 6, 12}) {
      const json card = st["cards"][static_cast<std::size_t>(i)];
      rig.click(card);
      rig.frames(1);
      st = rig.state();
      bool found = false;
      for (const auto& c : st["cards"])
        if (c["card"] == card["card"]) found = c["selected"].get<bool>();
      CHECK(found);
    }
    CHECK(rig.button("pass")["enabled"] == true);
    rig.click(rig.button("pass"));
    rig.settle();
    st = rig.state();
    CHECK(st["phase"] == "playing");
    int received = 0;
    for (const auto& c : st["cards"]) received += c["received"].get<bool>();
    CHECK(received == 3);
  }
}

TEST_CASE("illegal cards are drawn dimmer than legal ones, and clicking one says why") {
  Rig rig(1280, 720, 1, 17);
  rig.settle();
  json st = rig.state();
  for (int i = 0; i < 3; ++i) rig.click(st["cards"][static_cast<std::size_t>(i)]);
  rig.click(rig.button("pass"));
  // Play on until the player has both legal and illegal cards while it is their turn.
  for (int round = 0; round < 40; ++round) {
    rig.settle();
    st = rig.state();
    if (st["phase"] != "playing") break;
    json legal, illegal;
    for (const auto& c : st["cards"]) (c["legal"].get<bool>() ? legal : illegal) = c;
    if (legal.is_null()) continue;
    if (!illegal.is_null()) {
      CHECK(rig.brightness(legal) > rig.brightness(illegal) + 30);
      rig.click(illegal);
      rig.frames(1);
      st = rig.state();
      const Card c = *parseCard(illegal["card"].get<std::string>());
      CHECK(st["message"] == rig.game->state().errorText(rig.game->state().checkPlay(0, c)));
      return;
    }
    rig.click(legal);
  }
  FAIL("no turn with an illegal card in this deal");
}

TEST_CASE("the menu opens, offers presets and levels, and asks for a new game") {
  Rig rig(720, 1280, 2, 3);
  rig.settle();
  REQUIRE(!rig.button("menu").is_null());
  rig.click(rig.button("menu"));
  rig.frames(1);
  json st = rig.state();
  CHECK(st["menu"] == true);
  CHECK(!rig.button("level:random").is_null());
  rig.click(rig.button("tab:rules"));
  CHECK(!rig.button("preset:omnibus").is_null());
  CHECK(changesSettings(rig.click(rig.button("preset:omnibus"))));
  CHECK(rig.screen->settings().preset == "omnibus");
  rig.click(rig.button("tab:options"));
  CHECK(changesSettings(rig.click(rig.button("speed:normal"))));
  CHECK(rig.screen->settings().speed == Speed::Normal);
  CHECK(asks(rig.click(rig.button("new_game")), AppRequest::NewGame));
  rig.frames(1);
  CHECK(rig.state()["menu"] == false);
}

TEST_CASE("on a phone a tap just beside a small button presses it; a card under the tap comes first") {
  Rig rig(390 * 3, 844 * 3, 3, 5);
  rig.settle();
  const json menu = rig.button("menu");
  REQUIRE(!menu.is_null());
  const float h = menu["h"].get<float>();
  REQUIRE(h < kTouchTarget - 10);  // drawn smaller than a fingertip
  // 4 CSS pixels under the drawn button: inside its touch area.
  const float x = (menu["x"].get<float>() + menu["w"].get<float>() / 2) * rig.dpr;
  const float below = menu["y"].get<float>() + h + 4;
  rig.screen->handle(Input::pointerDown({x, below * rig.dpr}), rig.now);
  rig.frames(1);
  CHECK(rig.state()["overlay"] == "menu");
  rig.click(rig.button("menu_close"));
  rig.frames(1);
  REQUIRE(rig.state()["overlay"] == "none");
  // Further away than half a fingertip: nothing is pressed.
  const float far = menu["y"].get<float>() + h / 2 + kTouchTarget / 2 + 2;
  rig.screen->handle(Input::pointerDown({x, far * rig.dpr}), rig.now);
  rig.frames(1);
  CHECK(rig.state()["overlay"] == "none");
  // Every card of the hand still answers a tap at the top of its visible part, the nearest
  // to Undo and Hint.
  const json st = rig.state();
  for (const auto& c : st["cards"]) {
    const float cx = (c["x"].get<float>() + c["w"].get<float>() / 2) * rig.dpr;
    rig.screen->handle(Input::pointerDown({cx, (c["y"].get<float>() + 1) * rig.dpr}), rig.now);
    rig.frames(1);
    const json after = rig.state();
    bool selected = false;
    for (const auto& a : after["cards"])
      if (a["card"] == c["card"]) selected = a["selected"].get<bool>();
    CHECK(selected);
    rig.screen->handle(Input::pointerDown({cx, (c["y"].get<float>() + 1) * rig.dpr}), rig.now);  // and back
    rig.frames(1);
  }
}

TEST_CASE("a linked deal over a game in progress is asked about; kept, the game goes on") {
  Rig rig(1280, 720, 1, 8);
  rig.settle();
  // Nothing done yet by the player: nothing to ask.
  CHECK(!rig.screen->askLinkedDeal("deal 77 \u00b7 Classic"));
  rig.playUntil([&] { return rig.game->match().actions().size() >= 8; });
  rig.settle();
  const std::size_t played = rig.game->match().actions().size();
  REQUIRE(rig.screen->askLinkedDeal("deal 77 \u00b7 Classic"));
  rig.frames(1);
  CHECK(rig.state()["overlay"] == "confirm_linked_deal");
  const auto sheet = rig.screen->model().frame(rig.now).sheet;
  REQUIRE(sheet);
  bool named = false;
  for (const auto& t : sheet->texts) named |= t.text.find("deal 77") != std::string::npos;
  CHECK(named);
  CHECK(asks(rig.click(rig.button("linked_deal_confirm")), AppRequest::PlayLinkedDeal));
  rig.frames(1);
  CHECK(rig.state()["overlay"] == "none");
  REQUIRE(rig.screen->askLinkedDeal("deal 77 \u00b7 Classic"));
  rig.frames(1);
  CHECK(asksNothing(rig.click(rig.button("close"))));
  rig.frames(1);
  CHECK(rig.state()["overlay"] == "none");
  CHECK(rig.game->match().actions().size() == played);
}

TEST_CASE("a new game over one in progress is asked about first, and keeping it changes nothing") {
  Rig rig(1280, 720, 1, 8);
  rig.playUntil([&] { return rig.game->match().actions().size() >= 8; });
  rig.settle();
  const std::size_t played = rig.game->match().actions().size();
  REQUIRE(played >= 8);
  rig.click(rig.button("menu"));
  rig.frames(1);
  CHECK(asksNothing(rig.click(rig.button("new_game"))));
  rig.frames(1);
  json st = rig.state();
  CHECK(st["overlay"] == "confirm_new_game");
  CHECK(st["sheet"][0] == "Start a new game?");
  // Keeping it: back at the table, the game as it was.
  CHECK(asksNothing(rig.click(rig.button("close"))));
  rig.frames(1);
  CHECK(rig.state()["overlay"] == "none");
  CHECK(rig.game->match().actions().size() == played);
  // Asked again, and confirmed.
  rig.click(rig.button("menu"));
  rig.frames(1);
  rig.click(rig.button("new_game"));
  rig.frames(1);
  CHECK(asks(rig.click(rig.button("new_game_confirm")), AppRequest::NewGame));
  rig.frames(1);
  CHECK(rig.state()["overlay"] == "none");
}

TEST_CASE("after a hand the score sheet appears with a button to go on") {
  Rig rig(1280, 720, 1, 8);
  rig.playUntil([&] { return rig.game->table().stage() == Stage::HandSummary; });
  REQUIRE(rig.game->table().stage() == Stage::HandSummary);
  rig.frames(1);
  json st = rig.state();
  CHECK(st["scoreSheet"] == true);
  CHECK(st["handsPlayed"] == 1);
  REQUIRE(!rig.button("continue").is_null());
  rig.click(rig.button("continue"));
  rig.frames(1);
  CHECK(rig.state()["handNumber"] == 2);
  CHECK(rig.state()["scoreSheet"] == false);
}

TEST_CASE("a long game's final score sheet draws a scroll bar, and a row scrolled into sight takes a click") {
  Rules rules = *presetRules("classic");
  rules.targetScore = 300;
  for (const std::pair<int, int>& size : {std::pair<int, int>{1280, 800}, std::pair<int, int>{320, 480}}) {
    const int w = size.first;
    const int h = size.second;
    CAPTURE(w);
    Rig rig(w, h, 1, test::scriptedGame(rules, 9, test::Picks::Lowest), "classic");
    rig.frames(1);
    json st = rig.state();
    REQUIRE(st["stage"] == "game_over");
    REQUIRE(st["sheetScroll"].is_object());
    CHECK(st["sheetScroll"]["offset"] == st["sheetScroll"]["range"]);
    // The last row shows; in the margin beside it, the bar's thumb (opened on the last rows).
    const json last = rig.button("hand:" + std::to_string(st["handsPlayed"].get<int>()));
    REQUIRE(last.is_object());
    CHECK(rig.button("hand:1").is_null());
    // The panel's margin beside the row (0.8 of the font wide; a row is 1.55 of it high).
    const float rowH = last["h"].get<float>();
    const json margin{{"x", last["x"].get<float>() + last["w"].get<float>()}, {"y", last["y"]},
                      {"w", std::floor(0.8f / 1.55f * rowH)}, {"h", rowH / 2}};
    const double thumb = rig.brightness(margin);
    // Home: the first rows, the thumb at the top, and the first row takes a click.
    rig.screen->handle(Input::keyDown(Key::Home), rig.now);
    rig.frames(1);
    st = rig.state();
    CHECK(st["sheetScroll"]["offset"] == 0);
    CHECK(rig.brightness(margin) > thumb + 20);
    const json first = rig.button("hand:1");
    REQUIRE(first.is_object());
    rig.click(first);
    rig.frames(1);
    CHECK(rig.state()["overlay"] == "review");
  }
}

TEST_CASE("drawing at a 1x1 window and other odd sizes does not fail") {
  Rig rig(1, 1, 1, 2);
  rig.frames(3);
  rig.screen->resize(3, 900, 1);
  rig.frames(2);
  rig.screen->resize(900, 3, 2);
  rig.frames(2);
  rig.screen->resize(1, 1, 3);
  rig.frames(2);
  CHECK(rig.state()["cards"].size() == 13);
}

TEST_CASE("with the felt behind the frame, what is drawn composes over it as drawn on it") {
  // The page draws the felt under a transparent canvas (web/style.css); the frame then holds
  // colour premultiplied by coverage, which the browser composes over the felt.
  constexpr int kW = 640, kH = 480;
  Rig drawn(kW, kH, 1, 5);
  Rig behind(kW, kH, 1, 5);
  behind.screen->setFeltBehind(true);
  drawn.settle();
  behind.settle();
  REQUIRE(drawn.state()["cards"] == behind.state()["cards"]);

  SDL_Surface* felt = SDL_CreateRGBSurfaceWithFormat(0, kW, kH, 32, SDL_PIXELFORMAT_ARGB8888);
  REQUIRE(felt);
  SDL_Renderer* r = SDL_CreateSoftwareRenderer(felt);
  REQUIRE(r);
  {
    Painter paint(r);
    paint.clear(style::kFeltOuter);
    paint.radialBackground({0, 0, kW, kH}, style::kFeltInner, style::kFeltOuter);
    SDL_RenderPresent(r);
  }
  int transparent = 0, worst = 0, off = 0;
  for (int y = 0; y < kH; ++y) {
    const auto* a = static_cast<const Uint32*>(drawn.surface->pixels) + y * drawn.surface->pitch / 4;
    const auto* b = static_cast<const Uint32*>(behind.surface->pixels) + y * behind.surface->pitch / 4;
    const auto* f = static_cast<const Uint32*>(felt->pixels) + y * felt->pitch / 4;
    for (int x = 0; x < kW; ++x) {
      const int alpha = static_cast<int>(b[x] >> 24);
      if (alpha == 0) ++transparent;
      for (int shift = 0; shift < 24; shift += 8) {
        const int over = static_cast<int>((b[x] >> shift) & 255u) +
                         (static_cast<int>((f[x] >> shift) & 255u) * (255 - alpha) + 127) / 255;
        const int d = std::abs(over - static_cast<int>((a[x] >> shift) & 255u));
        if (d > 3) ++off;
        worst = std::max(worst, d);
      }
    }
  }
  // Most of the table is felt, and the frame composed over the felt is the frame drawn on it:
  // to within 3 in every channel but a few of the faint shadows' pixels, where the software
  // renderer's blending (it divides by 256, not 255) rounds differently over several layers.
  CHECK(transparent > kW * kH / 3);
  CHECK(off < kW * kH * 3 / 200);
  CHECK(worst <= 12);
  SDL_DestroyRenderer(r);
  SDL_FreeSurface(felt);
}

TEST_CASE("the page's CSS felt has the game's felt's ellipse and ring colours") {
  std::ifstream in(std::string(HEARTS_UI_TEST_WEB_DIR) + "/style.css");
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  const std::string css = text.str();
  std::smatch gradient;
  REQUIRE(std::regex_search(css, gradient,
                            std::regex(R"(#canvas \{[^}]*radial-gradient\(([0-9.]+)% ([0-9.]+)% at 50% 50%,([^)]*)\))")));
  CHECK(std::stof(gradient[1].str()) == doctest::Approx(Painter::kRadialReach * 100));
  CHECK(std::stof(gradient[2].str()) == doctest::Approx(Painter::kRadialReach * 100));
  const std::string stops = gradient[3].str();
  const std::regex stop(R"(#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2}) ([0-9.]+)%)");
  int ring = 0;
  for (auto it = std::sregex_iterator(stops.begin(), stops.end(), stop); it != std::sregex_iterator();
       ++it, ++ring) {
    CAPTURE(ring);
    const Color want = Painter::radialRingColor(style::kFeltInner, style::kFeltOuter, ring);
    CHECK(std::stoi((*it)[1].str(), nullptr, 16) == want.r);
    CHECK(std::stoi((*it)[2].str(), nullptr, 16) == want.g);
    CHECK(std::stoi((*it)[3].str(), nullptr, 16) == want.b);
    CHECK(std::stof((*it)[4].str()) == doctest::Approx(100.0 * ring / Painter::kRadialRings));
  }
  CHECK(ring == Painter::kRadialRings + 1);
}

TEST_CASE("an idle screen asks for no more frames") {
  Rig rig(640, 480, 1, 4);
  rig.settle();
  // The deal's glide takes a fraction of a second; after it, nothing more is drawn.
  int frames = 0;
  while (rig.screen->needsFrame(rig.now) && frames < 120) {
    rig.frames(1);
    ++frames;
  }
  CHECK(frames < 60);
  CHECK(!rig.screen->needsFrame(rig.now));
  rig.now += 5000;
  rig.game->update(rig.now, 5);
  CHECK(!rig.screen->needsFrame(rig.now));
  rig.screen->handle(Input::pointerDown({1, 1}), rig.now);  // a tap anywhere wants a redraw
  CHECK(rig.screen->needsFrame(rig.now));
}

TEST_CASE("a notice stays up for its time while cards are played, and never covers one") {
  Rig rig(640, 480, 1, 4);
  const auto notices = [&] { return rig.state()["notices"].size(); };
  rig.screen->notify("Welcome", rig.now);
  const double shown = rig.now;
  rig.frames(60);
  REQUIRE(rig.game->table().stage() == Stage::Passing);
  CHECK(notices() == 1);
  const auto cards = displayOrder(rig.game->state().hand(0));
  for (int i = 0; i < 3; ++i) rig.game->desk().clickCard(cards[static_cast<std::size_t>(i)], rig.now);
  rig.game->desk().confirmPass(rig.now);
  for (int i = 0; i < 600 && rig.game->table().timeline().empty(); ++i) rig.frames(1);
  REQUIRE(!rig.game->table().timeline().empty());
  for (const auto& box : rig.screen->model().frame(rig.now).noticeBoxes)
    for (const Rect& trick : rig.screen->model().layout().trick) CHECK(intersect(box.rect, trick).empty());
  // It goes when its own time is up, and frames are asked for while it fades.
  while (notices() > 0 && rig.now < shown + Notices::showMs("Welcome") + 2000) {
    if (rig.now > shown + Notices::showMs("Welcome") - Notices::kFadeMs) CHECK(rig.screen->needsFrame(rig.now));
    rig.frames(1);
  }
  CHECK(notices() == 0);
  CHECK(rig.now >= shown + Notices::showMs("Welcome") - 20);
}

TEST_CASE("while bots think and nothing moves, a frame is drawn only when what it shows changes") {
  Rig rig(640, 480, 1, 4);
  double wall = 0;
  Pacing p = Pacing::fast();
  p.botBudgetMs = 1e9;  // the bots think for as long as the test runs
  auto game = testing::endlessGame(4, p, wall, 0.01);
  rig.screen->setSession(game.get());
  int drawn = 0;
  int drawnLate = 0;
  for (int i = 0; i < 180; ++i) {  // three seconds at 60 frames a second
    rig.now += 1000.0 / 60;
    game->update(rig.now, 5);
    if (rig.screen->needsFrame(rig.now)) {
      rig.screen->draw(rig.now);
      ++drawn;
      if (i >= 90) ++drawnLate;
    }
  }
  CHECK(game->busy(rig.now));
  CHECK(game->bots().thinkingSeat() >= 1);
  CHECK(game->table().stage() == Stage::Passing);
  // The new hand glides in during the first second; after that the picture stands still.
  CHECK(drawn > 0);
  CHECK(drawnLate == 0);
  CHECK(!rig.screen->needsFrame(rig.now));
  // The player passes: the stage changes, so the next frame shows it.
  const auto cards = displayOrder(game->state().hand(0));
  for (int i = 0; i < 3; ++i) game->desk().clickCard(cards[static_cast<std::size_t>(i)], rig.now);
  game->desk().confirmPass(rig.now);
  rig.now += 1000.0 / 60;
  game->update(rig.now, 5);
  CHECK(rig.screen->needsFrame(rig.now));
  rig.screen->setSession(rig.game.get());
}

// How many colours a picture holds, up to `limit`: a blank or half-drawn frame has a few.
int distinctColours(SDL_Surface* surface, int limit) {
  std::set<Uint32> seen;
  const auto* px = static_cast<const Uint32*>(surface->pixels);
  const int stride = surface->pitch / 4;
  for (int y = 0; y < surface->h && static_cast<int>(seen.size()) < limit; y += 3)
    for (int x = 0; x < surface->w && static_cast<int>(seen.size()) < limit; x += 3)
      seen.insert(px[y * stride + x]);
  return static_cast<int>(seen.size());
}

// Every screen a player meets in a game, drawn at a phone's, a tablet's and two desktops'
// sizes: each is a full picture (many colours: felt, cards, text). With HEARTS_ARTIFACT_DIR
// set, the pictures are written there for people to look at.
TEST_CASE("every screen of a game is drawn in full at a phone's, a tablet's and a desktop's size") {
  const char* dir = std::getenv("HEARTS_ARTIFACT_DIR");
  struct View {
    const char* name;
    int w, h;
    float dpr;
  };
  for (const View& v : {View{"phone", 720, 1280, 2}, View{"tablet", 1536, 2048, 2},
                        View{"desktop", 1280, 720, 1}, View{"wide", 2560, 1440, 1}}) {
    Rig rig(v.w, v.h, v.dpr, 12, "shooter-chooses");
    auto shot = [&](const std::string& what) {
      rig.screen->draw(rig.now);
      CAPTURE(what);
      CHECK(distinctColours(rig.surface, 200) >= 200);
      if (!dir || !*dir) return;
      const std::string file = std::string(dir) + "/screen-" + v.name + "-" + what + ".png";
      CHECK(IMG_SavePNG(rig.surface, file.c_str()) == 0);
    };
    rig.settle();
    json st = rig.state();
    for (int i : {1, 4, 9}) rig.click(st["cards"][static_cast<std::size_t>(i)]);
    rig.frames(20);  // the chosen cards glide up
    shot("passing");
    rig.click(rig.button("pass"));
    rig.frames(12, false);
    shot("exchange");
    rig.settle();
    shot("playing");
    // Into the hand: the player plays the lowest legal card until a trick is full.
    for (int i = 0; i < 200 && !rig.game->table().timeline().full(); ++i) {
      if (rig.game->table().playerToPlay()) rig.game->desk().clickCard(rig.game->desk().legalForPlayer().lowest(), rig.now);
      rig.frames(1, false);
    }
    shot("trick");
    // Halfway to the winner.
    for (int i = 0; i < 400 && rig.game->table().timeline().collectProgress(rig.now) < 0.45; ++i) rig.frames(1, false);
    shot("collect");
    // The player's own card on its way from the hand.
    for (int i = 0; i < 4000 && !rig.game->table().playerToPlay(); ++i) rig.frames(1, false);
    if (rig.game->table().playerToPlay()) {
      const json now = rig.state();
      for (const auto& c : now["cards"])
        if (c["legal"].get<bool>()) {
          rig.click(c);
          break;
        }
      rig.now += rig.game->table().pacing().flightMs * 0.4;
      shot("flight");
    }
    rig.click(rig.button("menu"));
    shot("menu");
    rig.click(rig.button("menu_close"));
    rig.playUntil([&] { return rig.game->table().stage() == Stage::HandSummary; });
    shot("score-sheet");
    rig.click(rig.button("review:1"));
    for (int i = 0; i < 5; ++i) rig.click(rig.button("review_next"));
    shot("review");
    rig.click(rig.button("close"));
    rig.playUntil([&] { return rig.game->table().stage() == Stage::GameOver; });
    shot("game-over");

    auto moon = testing::playerShootsTheMoon();
    REQUIRE(moon);
    Rig moonRig(v.w, v.h, v.dpr, std::move(*moon), "shooter-chooses");
    moonRig.frames(1);
    moonRig.screen->draw(moonRig.now);
    CHECK(moonRig.state()["moonChoice"].get<bool>());
    CHECK(distinctColours(moonRig.surface, 200) >= 200);
    if (dir && *dir)
      CHECK(IMG_SavePNG(moonRig.surface, (std::string(dir) + "/screen-" + v.name + "-moon.png").c_str()) == 0);
  }
}

TEST_CASE("the player who shot the moon chooses on the screen, with both choices offered") {
  auto moon = testing::playerShootsTheMoon();
  REQUIRE(moon);
  Rig rig(720, 1280, 2, std::move(*moon), "shooter-chooses");
  rig.frames(1);
  json st = rig.state();
  CHECK(st["moonChoice"] == true);
  CHECK(st["phase"] == "moon_choice");
  REQUIRE(!rig.button("moon_add").is_null());
  REQUIRE(!rig.button("moon_subtract").is_null());
  CHECK(rig.button("moon_subtract")["enabled"] == true);
  rig.click(rig.button("moon_add"));
  rig.frames(1);
  st = rig.state();
  CHECK(st["scoreSheet"] == true);
  CHECK(st["scores"][0] == 0);
  CHECK(st["scores"][1] == 26);
}

TEST_CASE("the keyboard walks the hand, chooses cards to pass and passes them") {
  Rig rig(1280, 720, 1, 6);
  rig.settle();
  // Right to the first card, up to choose it; twice more along the hand.
  for (int i = 0; i < 3; ++i) {
    rig.screen->handle(Input::keyDown(Key::Right), rig.now);
    if (i > 0) rig.screen->handle(Input::keyDown(Key::Right), rig.now);
    rig.screen->handle(Input::keyDown(Key::Up), rig.now);
  }
  json st = rig.state();
  int selected = 0;
  for (const auto& c : st["cards"]) selected += c["selected"].get<bool>();
  CHECK(selected == 3);
  CHECK(st["cards"][0]["selected"] == true);
  CHECK(st["cards"][2]["selected"] == true);
  CHECK(st["cards"][4]["selected"] == true);
  rig.screen->handle(Input::letterDown('p'), rig.now);  // P presses Pass
  rig.settle();
  CHECK(rig.state()["phase"] == "playing");
  rig.screen->handle(Input::keyDown(Key::Escape), rig.now);
  CHECK(rig.state()["menu"] == true);
  rig.screen->handle(Input::keyDown(Key::Escape), rig.now);
  CHECK(rig.state()["menu"] == false);
}
