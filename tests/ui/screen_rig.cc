#include "screen_rig.h"

#include <doctest/doctest.h>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <climits>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/rules.h"
#include "ui/sheet_painter.h"
#include "ui/sheet_scroll.h"
#include "ui/sheets.h"
#include "session/wording.h"
#include "words/catalog.h"
#include "words/words.h"
#include "../core/test_support.h"

namespace hearts::ui::uitest {

namespace {

using words::Language;

const std::string kAssetDir = HEARTS_UI_TEST_ASSET_DIR;

// The pseudo-language's letters (ƀ, ɱ, ṽ) are not all in the game's cut-down fonts: the fonts
// they are cut from measure and show them, where the build found them.
std::string fullFontDir() {
  const std::string full = HEARTS_UI_TEST_FULL_FONT_DIR;
  if (!full.empty() && std::filesystem::exists(full + "/DejaVuSans.ttf")) return full;
  return kAssetDir + "/fonts";
}

bool touchAt(const Size& s) { return s.w < 800; }

session::GameSpec specOf(Match m) {
  return session::GameSpec{std::move(m), BotLevel::Random, session::Pacing::fast(), 1};
}

// `hands` whole hands of a game that does not end before.
Match handsPlayed(int hands) {
  Rules r = *presetRules("classic");
  r.targetScore = 100000;
  return test::scriptedGame(r, 9, test::Picks::Lowest, INT_MAX, hands);
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

// Taps the first card the player may play, once.
void tapPlayable(Rig& rig) {
  const auto cardsNow = rig.screen->model().frame(rig.now).hand.cards;
  for (const CardView& cv : cardsNow)
    if (cv.playable) {
      rig.screen->handle(Input::pointerDown(cv.visible.center(), true), rig.now);
      rig.screen->handle(Input::pointerUp(cv.visible.center(), true), rig.now);
      return;
    }
}

// A linked deal as the app names it (app_games.cc).
std::string linkedDeal() {
  return words::tr("deal {seed} \u00b7 {rules}", {{"seed", "5"}, {"rules", session::presetDisplayName("classic")}});
}

}  // namespace

InLanguage::InLanguage(Language l) {
  if (l == Language::English || l == Language::Pseudo) {
    words::useLanguage(l);
    return;
  }
  const std::string path = kAssetDir + "/locale/" + std::string(words::languageCode(l)) + ".mo";
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in, "cannot read ", path);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  std::string error;
  std::optional<words::Catalog> catalog = words::Catalog::parse(bytes.str(), &error);
  REQUIRE_MESSAGE(catalog, path, ": ", error);
  REQUIRE(catalog->size() > 0);
  words::useLanguage(l, std::move(*catalog));
  REQUIRE(words::languageReady());
}

InLanguage::~InLanguage() { words::useLanguage(Language::English); }

FaceFiles faceFiles(Language l) {
  if (l == Language::Pseudo) {
    const std::string dir = fullFontDir();
    return {dir + "/DejaVuSans.ttf", dir + "/DejaVuSans-Bold.ttf", {}, {}, {}};
  }
  const std::string fonts = kAssetDir + "/fonts/";
  FaceFiles f{fonts + "DejaVuSans.ttf", fonts + "DejaVuSans-Bold.ttf", {}, {}, fonts + "language-names.ttf"};
  if (l == Language::English) return f;
  const std::string stem = kAssetDir + "/locale/" + std::string(words::languageCode(l));
  f.language = stem + ".ttf";
  // Japanese and Chinese are cut from Noto Sans CJK, regular alone.
  if (l != Language::Japanese && l != Language::ChineseSimplified) f.languageBold = stem + "-bold.ttf";
  return f;
}

void loadFaces(FontStack& fonts, const FaceFiles& files) {
  if (!TTF_WasInit()) TTF_Init();
  REQUIRE(fonts.load(FontStack::Face::Own, files.regular, files.bold));
  if (!files.language.empty()) REQUIRE(fonts.load(FontStack::Face::Language, files.language, files.languageBold));
  if (!files.names.empty()) REQUIRE(fonts.load(FontStack::Face::Names, files.names, ""));
}

std::string picturePrefix(Language l) {
  return l == Language::Pseudo ? "pseudo" : "lang-" + std::string(words::languageCode(l));
}

Rig::Rig(const Size& s, Language l, UiSettings settings) : size(s), prefix(picturePrefix(l)) {
  if (!TTF_WasInit()) TTF_Init();
  surface = SDL_CreateRGBSurfaceWithFormat(0, static_cast<int>(s.w), static_cast<int>(s.h), 32,
                                           SDL_PIXELFORMAT_ARGB8888);
  renderer = SDL_CreateSoftwareRenderer(surface);
  text = std::make_unique<Text>(renderer);
  const FaceFiles faces = faceFiles(l);
  REQUIRE(text->load(faces.regular, faces.bold));
  if (!faces.language.empty()) REQUIRE(text->loadFace(FontStack::Face::Language, faces.language, faces.languageBold));
  if (!faces.names.empty()) REQUIRE(text->loadFace(FontStack::Face::Names, faces.names, ""));
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

Rig::~Rig() {
  screen.reset();
  game.reset();
  cards.reset();
  art.reset();
  text.reset();
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}

void Rig::settle() {
  for (int i = 0; i < 20000 && game->busy(now); ++i) game->update(now += 1000.0 / 60, 5);
}

Picture Rig::table(const std::string& name) {
  // A second of frames, each drawn where the app would draw it (the hand's cards glide to
  // their places); a frame with nothing new is left out, as the app leaves it.
  for (int i = 0; i < 60; ++i)
    if (screen->needsFrame(now += 1000.0 / 60)) screen->draw(now);
  drawn.clear();
  screen->draw(now);
  Picture p{std::string(size.name) + " " + name, drawn, screen->model().frame(now).buttons, std::nullopt,
            {0, 0, size.w, size.h}};
  save(name);
  return p;
}

Picture Rig::sheet(const std::string& name, const SheetView& v) {
  SheetPainter painter(renderer, *text, *cards);
  drawn.clear();
  SDL_SetRenderDrawColor(renderer, 40, 90, 60, 255);
  SDL_RenderClear(renderer);
  painter.drawSheet(v, screen->layout());
  painter.drawButtons(screen->model(), v.buttons);
  save(name);
  return {std::string(size.name) + " " + name, drawn, v.buttons, v.panel, {0, 0, size.w, size.h}};
}

void Rig::save(const std::string& name) {
  const char* dir = std::getenv("HEARTS_ARTIFACT_DIR");
  if (!dir || !*dir || name.find('@') != std::string::npos) return;
  std::string file = std::string(dir) + "/" + prefix + "-" + size.name + "-" + name + ".png";
  for (char& c : file)
    if (c == ' ' || c == ',' || c == ':') c = '-';
  IMG_SavePNG(surface, file.c_str());
}

void fail(const std::vector<std::string>& problems) {
  for (const std::string& problem : problems) FAIL_CHECK(problem);
}

void tableScenes(const Size& s, Language l, const PictureCheck& check) {
  UiSettings settings = testSettings("classic");
  settings.confirmCard = true;  // "tap the card again to play it"
  Rig rig(s, l, settings);
  rig.settle();
  check(rig, rig.table("passing"));
  chooseThree(rig);
  check(rig, rig.table("passing, three chosen"));
  playToChoice(rig);
  check(rig, rig.table("playing"));
  tapPlayable(rig);
  check(rig, rig.table("playing, a card tapped once"));
  // A notice of the screen's own: M mutes the sound.
  rig.screen->handle(Input::letterDown('m'), rig.now);
  check(rig, rig.table("a notice"));
}

Games::Games()
    : thirtyHands{specOf(handsPlayed(30)), 0},
      over{specOf(test::scriptedGame(*presetRules("classic"), 9, test::Picks::Lowest)), 0},
      midHand{specOf(test::scriptedGame(*presetRules("classic"), 9, test::Picks::Lowest, 4 + 20)), 0} {
  stats.add(session::summarize(handsPlayed(3), "random"));
}

std::vector<std::pair<std::string, SheetView>> everySheet(Rig& rig, Games& g) {
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
  // A name of the player's own, as no catalog writes it, with no ASCII word in it for the
  // pseudo-language's check to take for English: Ólöf.
  const NameEdit typing{"\u00d3l\u00f6f", words::tr("A name has at most 16 characters")};
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
      {"linked deal dialog", confirmLinkedDealDialog(c, linkedDeal())},
      {"daily deal dialog", confirmDailyDialog(c)},
      {"reset dialog", confirmResetDialog(c)},
      {"another window", elsewhereDialog(c, false)},
      {"another window took it", elsewhereDialog(c, true)}};
  for (int step : {0, 1, 7, 14}) sheets.emplace_back("review step " + std::to_string(step), reviewSheet(c, 30, step));
  return sheets;
}

SheetView languagesSheet(Rig& rig, Games& g) {
  const UiSettings settings = testSettings("classic");
  const std::vector<BotLevel> levels{BotLevel::Random};
  return languageSheet({rig.screen->layout(), *rig.text, g.thirtyHands, settings, levels, &g.stats});
}

std::vector<Picture> sheetPictures(Rig& rig, const std::string& name, const SheetView& view) {
  std::vector<Picture> pictures{rig.sheet(name, view)};
  // Rows out of sight, brought into it a window at a time.
  if (!view.scroll) return pictures;
  const float step = std::max(1.0f, view.scroll->view.h - view.scroll->line);
  for (float offset = 0; offset < view.scroll->range() + step; offset += step) {
    SheetView moved = view;
    scrollSheet(moved, std::min(offset, moved.scroll->range()));
    pictures.push_back(rig.sheet(name + "@" + std::to_string(static_cast<int>(offset)), moved));
  }
  return pictures;
}

std::vector<std::string> wordsOf(const SheetView& v) {
  std::vector<std::string> out;
  for (const SheetText& t : v.texts) out.push_back(t.text);
  for (const Button& b : v.buttons) out.push_back(b.label);
  out.insert(out.end(), v.spoken.begin(), v.spoken.end());
  return out;
}

}  // namespace hearts::ui::uitest
