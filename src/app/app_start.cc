// Starting the program: SDL and the window, the renderer, the fonts and card art, the
// settings found, the services, the greeting, and the deal a link asks for.
#include "app/app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <filesystem>

#include "app/mirror.h"
#include "app/platform.h"
#include "words/words.h"

namespace hearts::app {

namespace {

using words::tr;

bool fileExists(const std::string& p) {
  std::error_code ec;
  return std::filesystem::is_regular_file(p, ec);
}

// The settings before any are saved. A browser that asks for reduced motion gets a still
// table until the player says otherwise.
ui::UiSettings defaultSettings() {
  ui::UiSettings defaults;
  defaults.choosePreset(defaultPreset());
  defaults.levels = defaultLevel();
  defaults.speed = platform::prefersReducedMotion() ? ui::Speed::None : ui::Speed::Normal;
  return defaults;
}

}  // namespace

bool App::init() {
  if (!startSdl() || !openWindow()) return false;
  const std::string assets = platform::assetDir(options_.assetDir);
  language_ = LanguageKeeper(assets);
  if (!loadFonts(assets)) return false;
  platform::setWindowIcon(window_.sdl(), assets);
  loadCardArt(assets);
  makeScreen();
  // Before anything is written: whether this window plays the game or another one does.
  lock_->claim(wallMs());
  const SettingsFound found = loadSettings();
  startServices();
  greet(found);
  startGame(linkedDealAsked());
  // Used or refused (and said so), a deal or a setting the address asked for is not asked for
  // again by a reload.
  platform::forgetInAddress(options_.spent);
  if (!options_.load.empty()) openFile(platform::readFile(options_.load));
  return true;
}

bool App::startSdl() {
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
  // On Windows, a window sized in points with a drawable in the screen's own pixels, as on
  // macOS and in the page, rather than a small picture the system blows up at 150% or 200%.
  // (Other systems ignore these hints.)
  SDL_SetHint(SDL_HINT_WINDOWS_DPI_AWARENESS, "permonitorv2");
  SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    platform::logError(std::string("SDL_Init: ") + SDL_GetError());
    return false;
  }
  if (TTF_Init() != 0) {
    platform::logError(std::string("TTF_Init: ") + TTF_GetError());
    return false;
  }
  IMG_Init(IMG_INIT_PNG);
  clock_.startTicks = static_cast<double>(SDL_GetTicks64());
  return true;
}

bool App::openWindow() {
  return window_.open(options_.width > 0 ? options_.width : 1280, options_.height > 0 ? options_.height : 800);
}

bool App::loadFonts(const std::string& assets) {
  drawing_.text = std::make_unique<ui::Text>(window_.renderer());
  for (const std::string& dir : {assets + "/fonts", platform::systemFontDir()}) {
    if (dir.empty() || dir == "/fonts") continue;
    const std::string regular = dir + "/DejaVuSans.ttf";
    if (!fileExists(regular) || !drawing_.text->load(regular, dir + "/DejaVuSans-Bold.ttf")) continue;
    // The languages' names in their own scripts (日本語 in the English menu); without the
    // file they show as boxes and the game goes on.
    drawing_.text->loadFace(ui::FontStack::Face::Names, dir + "/language-names.ttf", "");
    return true;
  }
  platform::logError(tr("No font found (looked for {font} in {folder})",
                        {{"font", "DejaVuSans.ttf"}, {"folder", assets + "/fonts"}}));
  return false;
}

void App::loadCardArt(const std::string& assets) {
  drawing_.cards = std::make_unique<ui::CardPainter>(window_.renderer(), *drawing_.text);
  drawing_.art = std::make_unique<ui::CardArt>();
  if (drawing_.art->load(window_.renderer(), assets)) drawing_.cards->setArt(drawing_.art.get());
  else platform::logError("Card art: " + drawing_.art->error());  // still playable: the cards are drawn
}

void App::makeScreen() {
  screen_ = std::make_unique<ui::Screen>(window_.renderer(), *drawing_.text, *drawing_.cards);
  screen_->setCardAspect(drawing_.cards->aspect());
  screen_->setTouch(platform::touchScreen());
  screen_->setFeltBehind(platform::isWeb());
  screen_->setLevels({botLevels().begin(), botLevels().end()});
  updateSize();
}

App::SettingsFound App::loadSettings() {
  const ui::UiSettings defaults = defaultSettings();
  settings_ = defaults;
  const auto saved = storage_->read(kSettingsKey);
  bool unreadable = false;
  if (saved) settings_ = settingsFromJson(*saved, defaults, &unreadable);
  const bool firstRun = !saved && !storage_->read(kGameKey);
  // The rules, level and pace the launch asked for are kept as if chosen in the menu; the
  // defaults replace what could not be read, so the notice about it is given once.
  const ui::UiSettings before = settings_;
  applyLaunchSettings();
  if ((unreadable || settings_ != before) && mayWrite())
    storage_->write(kSettingsKey, settingsToJson(settings_));
  screen_->setSettings(settings_);
  platform::showFelt(ui::feltName(settings_.felt));
  followLanguage();
  return {firstRun, unreadable};
}

void App::applyLaunchSettings() {
  if (!options_.preset.empty()) settings_.choosePreset(options_.preset);
  if (options_.level) {
    settings_.levels = *options_.level;
    settings_.levelTable = options_.level->mixed();
  }
  if (options_.fast) settings_.speed = ui::Speed::Fast;
  if (options_.speed) settings_.speed = *options_.speed;
  if (options_.language) settings_.language = *options_.language;
}

void App::followLanguage() {
  language_.follow(settings_.language);
  takeLanguage();
}

void App::takeLanguage() {
  const LanguageKeeper::Arrived arrived = language_.take();
  if (arrived.changed) {
    // The characters the language writes beyond the game's own face; none for English.
    const LanguageKeeper::Face face = language_.face();
    if (!drawing_.text->loadFace(ui::FontStack::Face::Language, face.regular, face.bold) && !face.regular.empty())
      platform::logError(tr("The face of {language} could not be read ({file}): its own letters show as boxes",
                            {{"language", std::string(words::nativeName(words::language()))}, {"file", face.regular}}));
    screen_->markDirty();
  }
  if (!arrived.notice.empty()) notify(arrived.notice);
}

void App::startServices() {
  sound_ = std::make_unique<SoundPlayer>();
  if (std::string m = stats_.load(); !m.empty()) fault(m);
  screen_->setStatistics(&stats_.statistics());
  screen_->setToday(today());
  platform::acceptDroppedFiles();
  mirror::install();
}

void App::greet(const SettingsFound& found) {
  if (found.firstRun && !benchmarkFrames())
    notify(tr("Welcome to Hearts! Avoid hearts and the Q\u2660: the lowest score wins. "
              "The rules, the opponents' level and a new game are in the Menu."));
  if (found.unreadable) fault(tr("The saved settings could not be read, so the default settings are used"));
  for (const auto& m : options_.messages) notify(m());
}

std::optional<App::LinkedDeal> App::linkedDealAsked() {
  if (options_.daily) {
    const Date day = options_.dailyDate.value_or(today());
    if (day > today()) {
      notify(tr("The daily deal of {date} is not out yet: today is {today} (UTC)",
                {{"date", dateText(day)}, {"today", dateText(today())}}));
      return std::nullopt;
    }
    return LinkedDeal{session::dailySeed(day), session::dailyRules(), true, day};
  }
  if (!options_.newGame) return std::nullopt;
  return LinkedDeal{options_.seed ? *options_.seed : platform::entropy(),
                    options_.rules ? *options_.rules : settings_.nextRules(),
                    options_.seed.has_value(), std::nullopt};
}

}  // namespace hearts::app
