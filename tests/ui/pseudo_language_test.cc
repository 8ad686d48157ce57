// The screen in the pseudo-language (words::Language::Pseudo: every sentence accented, 40 %
// longer and in brackets, as German and Russian run long), drawn by SDL's software renderer
// through the screen's own text drawing, which tells the test every text it draws: the table
// while passing and while playing, a notice, every sheet and every page of the menu, at a
// small phone's size, a phone's and a laptop's. It fails on
//   - a word in plain ASCII letters: a sentence that escaped the catalogs;
//   - a text cut short (an ellipsis, lines left out) or drawn smaller than it may be;
//   - a text over another text, over a button it is not the label of, or out of the window
//     or of its sheet's panel.
// With HEARTS_ARTIFACT_DIR set, the pictures are written there for people to look at
// (pseudo-*.png).
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rules.h"
#include "session/game_session.h"
#include "session/statistics.h"
#include "ui/card_art.h"
#include "ui/card_painter.h"
#include "ui/screen.h"
#include "ui/sheet_painter.h"
#include "ui/sheet_scroll.h"
#include "ui/sheets.h"
#include "ui/text.h"
#include "words/words.h"
#include "pseudo_check.h"
#include "ui_test_support.h"
#include "../core/test_support.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

constexpr const char* kAssetDir = HEARTS_UI_TEST_ASSET_DIR;

// The pseudo-language's letters (ƀ, ɱ, ṽ) are not all in the game's cut-down fonts: the fonts
// they are cut from measure and show them, where the build found them.
std::string fontDir() {
  const std::string full = HEARTS_UI_TEST_FULL_FONT_DIR;
  if (!full.empty() && std::filesystem::exists(full + "/DejaVuSans.ttf")) return full;
  return std::string(kAssetDir) + "/fonts";
}

// The pseudo-language while a test runs, English again after it.
struct PseudoLanguage {
  PseudoLanguage() { words::useLanguage(words::Language::Pseudo); }
  ~PseudoLanguage() { words::useLanguage(words::Language::English); }
  PseudoLanguage(const PseudoLanguage&) = delete;
  PseudoLanguage& operator=(const PseudoLanguage&) = delete;
};

// The window sizes, in CSS pixels at a pixel ratio of 1: phones are touch screens.
const Size kPseudoSizes[] = {{320, 480, 1, "320x480"}, {390, 844, 1, "390x844"}, {1280, 800, 1, "1280x800"}};
bool touchAt(const Size& s) { return s.w < 800; }

session::GameSpec specOf(Match m) {
  return session::GameSpec{std::move(m), BotLevel::Random, session::Pacing::fast(), 1};
}

// A screen drawing a game into a surface, every text it draws recorded.
struct Rig {
  Size size;
  double now = 0;
  SDL_Surface* surface;
  SDL_Renderer* renderer;
  std::unique_ptr<Text> text;
  std::unique_ptr<CardArt> art;
  std::unique_ptr<CardPainter> cards;
  std::unique_ptr<Screen> screen;
  std::unique_ptr<session::GameSession> game;
  std::vector<Text::Drawn> drawn;

  explicit Rig(const Size& s, UiSettings settings = testSettings("classic")) : size(s) {
    if (!TTF_WasInit()) TTF_Init();
    surface = SDL_CreateRGBSurfaceWithFormat(0, static_cast<int>(s.w), static_cast<int>(s.h), 32,
                                             SDL_PIXELFORMAT_ARGB8888);
    renderer = SDL_CreateSoftwareRenderer(surface);
    text = std::make_unique<Text>(renderer);
    REQUIRE(text->load(fontDir() + "/DejaVuSans.ttf", fontDir() + "/DejaVuSans-Bold.ttf"));
    text->observe([this](const Text::Drawn& d) { drawn.push_back(d); });
    art = std::make_unique<CardArt>();
    cards = std::make_unique<CardPainter>(renderer, *text);
    if (art->load(renderer, kAssetDir)) cards->setArt(art.get());
    screen = std::make_unique<Screen>(renderer, *text, *cards);
    screen->setLevels({BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard, BotLevel::Expert});
    screen->setSettings(settings);
    screen->setTouch(touchAt(s));
    screen->resize(s.w, s.h, s.dpr);
    game = std::make_unique<session::GameSession>(specOf(Match(*presetRules("classic"), 5)), 0);
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
  Rig(const Rig&) = delete;
  Rig& operator=(const Rig&) = delete;

  void settle() {
    for (int i = 0; i < 20000 && game->busy(now); ++i) game->update(now += 1000.0 / 60, 5);
  }
  // The screen once what moves has come to rest (the hand's cards glide to their places):
  // its texts, its buttons, the window.
  Picture table(const std::string& name) {
    for (int i = 0; i < 60; ++i) screen->draw(now += 1000.0 / 60);
    drawn.clear();
    screen->draw(now);
    Picture p{std::string(size.name) + " " + name, drawn, screen->model().frame(now).buttons, std::nullopt,
              {0, 0, size.w, size.h}};
    save(name);
    return p;
  }
  // A sheet drawn over the table as the screen draws one.
  Picture sheet(const std::string& name, const SheetView& v) {
    SheetPainter painter(renderer, *text, *cards);
    drawn.clear();
    SDL_SetRenderDrawColor(renderer, 40, 90, 60, 255);
    SDL_RenderClear(renderer);
    painter.drawSheet(v, screen->layout());
    painter.drawButtons(screen->model(), v.buttons);
    save(name);
    return {std::string(size.name) + " " + name, drawn, v.buttons, v.panel, {0, 0, size.w, size.h}};
  }
  void save(const std::string& name) {
    const char* dir = std::getenv("HEARTS_ARTIFACT_DIR");
    if (!dir || !*dir || name.find('@') != std::string::npos) return;
    std::string file = std::string(dir) + "/pseudo-" + size.name + "-" + name + ".png";
    for (char& c : file)
      if (c == ' ' || c == ',' || c == ':') c = '-';
    IMG_SavePNG(surface, file.c_str());
  }
};

void fail(const std::vector<std::string>& problems) {
  for (const std::string& problem : problems) FAIL_CHECK(problem);
}

// Fails the test case with each problem of a picture of the table: of where its texts are,
// of its words, and of the words the screen reader's mirror of it reads (the hand's title,
// the controls' names).
void check(Rig& rig, const Picture& p) {
  fail(placeProblems(p));
  std::vector<std::string> texts;
  for (const Text::Drawn& t : p.texts) texts.push_back(t.text);
  fail(englishWords(p.name, texts));
  const nlohmann::json mirror = nlohmann::json::parse(rig.screen->mirrorState(rig.now));
  std::vector<std::string> heard{mirror["handTitle"].get<std::string>()};
  for (const auto& control : mirror["controls"]) heard.push_back(control["label"].get<std::string>());
  fail(englishWords(p.name + " (the mirror)", heard));
}

// The words of a sheet: its texts, its buttons' labels, the lines only the mirror reads.
std::vector<std::string> wordsOf(const SheetView& v) {
  std::vector<std::string> out;
  for (const SheetText& t : v.texts) out.push_back(t.text);
  for (const Button& b : v.buttons) out.push_back(b.label);
  out.insert(out.end(), v.spoken.begin(), v.spoken.end());
  return out;
}

// `hands` whole hands of a game that does not end before.
Match handsPlayed(int hands) {
  Rules r = *presetRules("classic");
  r.targetScore = 100000;
  return test::scriptedGame(r, 9, test::Picks::Lowest, INT_MAX, hands);
}

// The games the sheets are shown over, as touch_sizes_test.cc has them.
struct Games {
  session::GameSession thirtyHands{specOf(handsPlayed(30)), 0};
  session::GameSession over{specOf(test::scriptedGame(*presetRules("classic"), 9, test::Picks::Lowest)), 0};
  session::GameSession midHand{
      specOf(test::scriptedGame(*presetRules("classic"), 9, test::Picks::Lowest, 4 + 20)), 0};
  session::Statistics stats;
  Games() { stats.add(session::summarize(handsPlayed(3), "random")); }
};

// Every sheet and page of the menu, each scrolled through where its rows scroll.
void everySheet(Rig& rig, Games& g) {
  UiSettings settings = testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard,
                                     BotLevel::Expert};
  const TableLayout& t = rig.screen->layout();
  const SheetContext c{t, *rig.text, g.thirtyHands, settings, levels, &g.stats};
  const SheetContext over{t, *rig.text, g.over, settings, levels, &g.stats};
  const SheetContext mid{t, *rig.text, g.midHand, settings, levels, &g.stats};
  UiSettings seats = settings;
  seats.levelTable = true;
  seats.showLevels = true;
  const SheetContext withSeats{t, *rig.text, g.thirtyHands, seats, levels, &g.stats};
  // A name of the player's own, in letters of no catalog's.
  const NameEdit typing{"\u015c\u00e5\u1e3f", words::tr("A name has at most 16 characters")};
  SheetContext named = c;
  named.nameEdit = &typing;
  Rules every = *presetRules("classic");
  every.moon = MoonRule::ShooterChooses;
  std::vector<std::pair<std::string, SheetView>> sheets{
      {"menu game", menuSheet(c, MenuTab::Game)},
      {"menu game, a level for each seat", menuSheet(withSeats, MenuTab::Game)},
      {"menu rules", menuSheet(c, MenuTab::Rules)},
      {"menu table", menuSheet(c, MenuTab::Table)},
      {"menu table, a name typed", menuSheet(named, MenuTab::Table)},
      {"menu options", menuSheet(c, MenuTab::Options)},
      {"custom rules", customRulesSheet(c, every)},
      {"score sheet after a hand", scoreSheet(c, false)},
      {"score sheet on request, levels shown", scoreSheet(withSeats, true)},
      {"score sheet at the end", scoreSheet(over, false)},
      {"statistics", statisticsSheet(c, StatsTab::Games)},
      {"statistics daily", statisticsSheet(c, StatsTab::Daily)},
      {"last trick", lastTrickSheet(mid, 2)},
      {"tracker", trackerSheet(mid)},
      {"moon dialog", moonDialog(c)},
      {"new game dialog", confirmNewGameDialog(c)},
      {"linked deal dialog", confirmLinkedDealDialog(c, "\u2116 5")},
      {"daily deal dialog", confirmDailyDialog(c)},
      {"reset dialog", confirmResetDialog(c)},
      {"another window", elsewhereDialog(c, false)},
      {"another window took it", elsewhereDialog(c, true)}};
  for (int step : {0, 1, 7, 14}) sheets.emplace_back("review step " + std::to_string(step), reviewSheet(c, 30, step));
  for (auto& entry : sheets) {
    // A copy, not a structured binding: clang 14 (the WebAssembly build) captures none.
    const std::string name = entry.first;
    SheetView& view = entry.second;
    CAPTURE(name);
    fail(englishWords(std::string(rig.size.name) + " " + name, wordsOf(view)));
    fail(placeProblems(rig.sheet(name, view)));
    // Rows out of sight, brought into it a window at a time.
    if (!view.scroll) continue;
    const float step = std::max(1.0f, view.scroll->view.h - view.scroll->line);
    for (float offset = 0; offset < view.scroll->range() + step; offset += step) {
      SheetView moved = view;
      scrollSheet(moved, std::min(offset, moved.scroll->range()));
      fail(placeProblems(rig.sheet(name + "@" + std::to_string(static_cast<int>(offset)), moved)));
    }
  }
}

// Chooses the first three cards of the hand to pass.
void chooseThree(Rig& rig) {
  const auto hand = session::displayOrder(rig.game->state().hand(0));
  for (int i = 0; i < 3; ++i) rig.game->desk().clickCard(hand[static_cast<std::size_t>(i)], rig.now);
}

// Passes the cards chosen and plays on until the player has a choice of cards.
void playToChoice(Rig& rig) {
  rig.game->desk().confirmPass(rig.now);
  for (int i = 0; i < 13; ++i) {
    rig.settle();
    if (!rig.game->table().playerToPlay() || rig.game->desk().legalForPlayer().size() > 1) return;
    rig.game->desk().clickCard(rig.game->desk().legalForPlayer().lowest(), rig.now);
  }
}

}  // namespace

TEST_CASE("in the pseudo-language the table, passing and playing, and a notice show every word translated, whole and apart") {
  PseudoLanguage pseudo;
  for (const Size& s : kPseudoSizes) {
    CAPTURE(std::string(s.name));
    UiSettings settings = testSettings("classic");
    settings.confirmCard = true;  // "tap the card again to play it"
    Rig rig(s, settings);
    rig.settle();
    check(rig, rig.table("passing"));
    chooseThree(rig);
    check(rig, rig.table("passing, three chosen"));
    playToChoice(rig);
    check(rig, rig.table("playing"));
    // A card tapped once, to be played by a second tap.
    const auto cardsNow = rig.screen->model().frame(rig.now).hand.cards;
    for (const CardView& cv : cardsNow)
      if (cv.playable) {
        rig.screen->handle(Input::pointerDown(cv.visible.center(), true), rig.now);
        rig.screen->handle(Input::pointerUp(cv.visible.center(), true), rig.now);
        break;
      }
    check(rig, rig.table("playing, a card tapped once"));
    // A notice of the screen's own: M mutes the sound.
    rig.screen->handle(Input::letterDown('m'), rig.now);
    check(rig, rig.table("a notice"));
  }
}

TEST_CASE("in the pseudo-language every sheet and page of the menu shows every word translated, whole and apart") {
  PseudoLanguage pseudo;
  Games games;
  for (const Size& s : kPseudoSizes) {
    CAPTURE(std::string(s.name));
    Rig rig(s);
    everySheet(rig, games);
  }
}
