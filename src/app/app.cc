#include "app/app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>

#include "app/game_files.h"
#include "app/mirror.h"
#include "app/platform.h"
#include "core/rng.h"
#include "core/rules.h"
#include "session/announce.h"
#include "session/wording.h"
#include "ui/mirror_state.h"
#include "ui/gpu.h"

namespace hearts::app {

namespace {

// Bots think for at most this much of a frame that is drawn, so frames stay well under
// 16 ms, and for this much of one that draws nothing (a bot thinking while nothing moves):
// input is still read every tick, and the tick still fits in a 60 Hz frame.
constexpr double kThinkPerFrameMs = 9;
constexpr double kThinkQuietFrameMs = 14;
constexpr double kVirtualFrameMs = 1000.0 / 60;

bool fileExists(const std::string& p) {
  std::error_code ec;
  return std::filesystem::is_regular_file(p, ec);
}

// The settings before any are saved. A browser that asks for reduced motion gets a still
// table until the player says otherwise.
Settings defaultSettings() {
  Settings defaults;
  defaults.choosePreset(defaultPreset());
  defaults.level = defaultLevel();
  defaults.speed = platform::prefersReducedMotion() ? ui::Speed::None : ui::Speed::Normal;
  return defaults;
}

}  // namespace

App::App(Options options, std::unique_ptr<Storage> storage)
    : options_(std::move(options)), storage_(std::move(storage)), stats_(*storage_),
      hooks_(options_) {}

App::~App() {
  sound_.reset();
  game_.reset();
  screen_.reset();
  cards_.reset();
  art_.reset();
  text_.reset();
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
}

double App::now() const {
  if (benchmarkFrames()) return static_cast<double>(frame_) * kVirtualFrameMs;
  return static_cast<double>(SDL_GetTicks64()) - startTicks_;
}

session::Pacing App::pacing() const {
  return ui::pacingFor(settings_.speed);
}

bool App::init() {
  if (!startSdl() || !openWindow()) return false;
  const std::string assets = platform::assetDir(options_.assetDir);
  if (!loadFonts(assets)) return false;
  platform::setWindowIcon(window_, assets);
  loadCardArt(assets);
  makeScreen();
  const SettingsFound found = loadSettings();
  startServices();
  greet(found);
  startGame(linkedDealAsked());
  // Used or refused (and said so), the deal asked for is not asked for again by a reload.
  platform::forgetDealInAddress();
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
  startTicks_ = static_cast<double>(SDL_GetTicks64());
  return true;
}

bool App::openWindow() {
  const int w = options_.width > 0 ? options_.width : 1280;
  const int h = options_.height > 0 ? options_.height : 800;
  // SDL's 2D renderers draw no depth: without SDL's default 16-bit depth buffer, the web
  // page's WebGL canvas is cheaper to create and to clear on every frame. (web/loader.js
  // creates that context early with the same settings.)
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  const Uint32 platformFlags = platform::prepareWindow();
  // In the page, keys reach the game only while the canvas has the focus, so that the keys
  // of the DOM mirror beside it (Tab, Enter and Space on its buttons) stay the browser's.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  window_ = SDL_CreateWindow("Hearts", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                             SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | platformFlags);
  if (!window_) {
    platform::logError(std::string("SDL_CreateWindow: ") + SDL_GetError());
    return false;
  }
  SDL_SetWindowMinimumSize(window_, 1, 1);
  return makeRenderer();
}

bool App::makeRenderer() {
  renderer_ = SDL_CreateRenderer(window_, -1,
                                 SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC |
                                     SDL_RENDERER_TARGETTEXTURE);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    platform::logError(std::string("SDL_CreateRenderer: ") + SDL_GetError());
    return false;
  }
  ui::prepareGpu(renderer_);
  SDL_RendererInfo info;
  if (SDL_GetRendererInfo(renderer_, &info) == 0)
    platform::logInfo(std::string("renderer: ") + info.name);
  return true;
}

bool App::loadFonts(const std::string& assets) {
  text_ = std::make_unique<ui::Text>(renderer_);
  for (const std::string& dir : {assets + "/fonts", platform::systemFontDir()}) {
    if (dir.empty() || dir == "/fonts") continue;
    const std::string regular = dir + "/DejaVuSans.ttf";
    if (fileExists(regular) && text_->load(regular, dir + "/DejaVuSans-Bold.ttf")) return true;
  }
  platform::logError("No font found (looked for DejaVuSans.ttf in " + assets + "/fonts)");
  return false;
}

void App::loadCardArt(const std::string& assets) {
  cards_ = std::make_unique<ui::CardPainter>(renderer_, *text_);
  art_ = std::make_unique<ui::CardArt>();
  if (art_->load(renderer_, assets)) cards_->setArt(art_.get());
  else platform::logError("Card art: " + art_->error());  // still playable: the cards are drawn
}

void App::makeScreen() {
  screen_ = std::make_unique<ui::Screen>(renderer_, *text_, *cards_);
  screen_->setCardAspect(cards_->aspect());
  screen_->setTouch(platform::touchScreen());
  screen_->setFeltBehind(platform::isWeb());
  screen_->setLevels(session::botLevels());
  updateSize();
}

App::SettingsFound App::loadSettings() {
  const Settings defaults = defaultSettings();
  settings_ = defaults;
  const auto saved = storage_->read(kSettingsKey);
  bool unreadable = false;
  if (saved) settings_ = settingsFromJson(*saved, defaults, &unreadable);
  // The defaults replace what could not be read (before the launch's own choices, which are
  // for this start only), so the notice about it is given once.
  if (unreadable) storage_->write(kSettingsKey, settingsToJson(settings_));
  const bool firstRun = !saved && !storage_->read(kGameKey);
  applyLaunchSettings();
  screen_->setSettings(settings_);
  return {firstRun, unreadable};
}

void App::applyLaunchSettings() {
  if (!options_.preset.empty()) settings_.choosePreset(options_.preset);
  if (!options_.level.empty()) settings_.level = options_.level;
  if (options_.fast) settings_.speed = ui::Speed::Fast;
  if (options_.speed) settings_.speed = *options_.speed;
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
    notify("Welcome to Hearts! Avoid hearts and the Q\u2660: the lowest score wins. "
           "The rules, the opponents' level and a new game are in the Menu.");
  if (found.unreadable)
    fault("The saved settings could not be read, so the default settings are used");
  for (const auto& m : options_.messages) notify(m);
}

std::optional<App::LinkedDeal> App::linkedDealAsked() {
  if (options_.daily) {
    const session::Date day = options_.dailyDate.value_or(today());
    if (day > today()) {
      notify("The daily deal of " + session::dateText(day) + " is not out yet: today is " +
             session::dateText(today()) + " (UTC)");
      return std::nullopt;
    }
    return LinkedDeal{session::dailySeed(day), session::dailyRules(), true, day};
  }
  if (!options_.newGame) return std::nullopt;
  return LinkedDeal{options_.seed ? *options_.seed : platform::entropy(),
                    options_.rules ? *options_.rules : settings_.nextRules(),
                    options_.seed.has_value(), std::nullopt};
}

void App::startGame(std::optional<LinkedDeal> linked) {
  const bool resumed = resumeSavedGame(linked.has_value());
  if (linked) takeLinkedDeal(*linked, resumed);
  else if (!resumed) newGame(platform::entropy());
}

bool App::resumeSavedGame(bool linked) {
  RestoredGame restored = restoreGame(*storage_);
  maySave_ = restored.maySave;
  if (!restored.message.empty()) fault(restored.message);
  // A game that had already ended was counted when it did; it gives way to a linked deal.
  const bool over = restored.match && restored.match->state().phase() == Phase::GameOver;
  const bool resumed = restored.match && !(linked && over);
  if (resumed) {
    lastSeed_ = restored.match->seed();
    startController(std::move(*restored.match), !over, restored.daily,
                    restored.expertInChair ? &*restored.expertInChair : nullptr);
  }
  return resumed;
}

void App::takeLinkedDeal(LinkedDeal& linked, bool resumed) {
  // A link to the very game in progress (its own shared link, opened again) goes on with it;
  // the link's level applies either way, as the launch's settings do.
  if (resumed && linked.seeded && game_->match().seed() == linked.seed &&
      game_->match().rules() == linked.rules) {
    seedGiven_ = true;
    return;
  }
  const Preset* preset = findPreset(linked.rules);
  const std::string deal =
      linked.daily ? "the daily deal of " + session::dateText(*linked.daily)
                   : "deal " + std::to_string(linked.seed) + " \u00b7 " +
                         session::prettyName(preset ? preset->name : "custom rules");
  if (resumed && screen_->askLinkedDeal(deal)) linkedDeal_ = std::move(linked);
  else playLinkedDeal(linked);
}

void App::playLinkedDeal(const LinkedDeal& deal) {
  if (deal.daily) {
    playDaily(*deal.daily);
    return;
  }
  seedGiven_ = deal.seeded;
  newGame(deal.seed, deal.rules);
}

session::Date App::today() const { return session::utcDate(platform::unixSeconds()); }

void App::playDaily(session::Date date) {
  const session::Date now = today();
  const std::string day = session::dateText(date);
  seedGiven_ = false;
  lastSeed_ = session::dailySeed(date);
  startController(Match(session::dailyRules(), lastSeed_), true, DailyTag{day, date == now});
  save();
  std::string note = "Daily deal " + day + ": four hands against expert opponents, played without "
                     "hints or undo; par is what the expert in your chair scores with your cards.";
  if (const session::DailyResult* r = stats_.statistics().daily().find(date))
    note = "You have played the daily deal of " + day + " (" + std::to_string(r->score) + ", par " +
           std::to_string(r->par) + "): this is a replay, and that result stays.";
  else if (date != now)
    note = "The daily deal of " + day + ", an earlier day's: played for practice, not counted.";
  notify(note);
}

void App::newGame(std::uint64_t seed) {
  newGame(seed, settings_.nextRules());
}

void App::newGame(std::uint64_t seed, const Rules& rules) {
  lastSeed_ = seed;
  startController(Match(rules, seed));
  save();
}

void App::startController(Match match, bool counts, std::optional<DailyTag> daily,
                          const Match* expert) {
  const std::uint64_t botSeed = session::tableSeed(match.seed());
  // A daily deal only when it is one: its rules, and a date it can be of.
  if (daily && (!(match.rules() == session::dailyRules()) || !session::parseDate(daily->date) ||
                match.seed() != session::dailySeed(*session::parseDate(daily->date))))
    daily.reset();
  const std::string level = daily ? session::kDailyLevel : settings_.level;
  game_ = std::make_unique<session::GameSession>(std::move(match), level, pacing(), botSeed, now());
  game_->setAutoplay(options_.autoplay);
  // A daily deal is played unaided, and its par is the expert in the player's chair.
  game_->setDaily(daily);
  game_->setUndoAllowed(settings_.undo && !daily);
  game_->setHintsAllowed(!daily);
  if (expert) game_->restoreDuplicate(*expert);
  game_->setDuplicate(!options_.autoplay && (daily || settings_.expertInChair));
  game_->setAutoPlaySingle(settings_.autoPlay);
  // The bots watch for a player who often goes for the moon; with autoplay seat 0 is a bot.
  // A daily deal's opponents play as they do for anyone, so that its par is the same number
  // for every player of the day.
  game_->watchShooter(!options_.autoplay && !daily && stats_.statistics().moonHabit().likelyShooter ? 0 : -1);
  stats_.startGame(counts && !options_.autoplay);
  if (std::string n = game_->takeNotice(); !n.empty()) notify(n);
  screen_->setSession(game_.get());
  savedVersion_ = game_->recordVersion();
}

void App::notify(const std::string& text) { screen_->notify(text, now()); }

void App::fault(const std::string& text) {
  platform::logError(text);
  notify(text);
}

void App::openFile(const platform::ReceivedFile& file) {
  if (!file.error.empty()) {
    notify("\"" + file.name + "\" could not be opened: " + file.error + ". Your game goes on.");
    return;
  }
  OpenedGame opened = openGameFile(file.name, file.text);
  notify(opened.message);
  if (!opened.match) return;
  lastSeed_ = opened.match->seed();
  if (!opened.level.empty() && !opened.daily) {
    // The level is the bots' at the table now: the menu shows the one the game goes on at.
    settings_ = screen_->settings();
    settings_.level = opened.level;
    screen_->setSettings(settings_);
    if (maySave_) storage_->write(kSettingsKey, settingsToJson(settings_));
  }
  // A game from a file may have been played elsewhere: it does not count in the statistics.
  startController(std::move(*opened.match), false, opened.daily,
                  opened.expertInChair ? &*opened.expertInChair : nullptr);
  save();
}

void App::exportGame() {
  const std::string where = platform::offerFile(recordFileName(game_->match()), game_->record());
  if (where.empty()) fault("The game could not be saved as a file");
  else notify("The game was saved to " + where);
}

void App::shareDeal() {
  if (game_->daily()) {
    shareDaily();
    return;
  }
  const std::string link = platform::shareDeal(dealQuery(game_->match(), game_->level()));
  notify((platform::isWeb() ? "This deal's link (copied): " : "This deal again (copied): ") + link);
}

void App::shareDaily() {
  const DailyTag& tag = *game_->daily();
  const std::string link = platform::dealLink(dailyQuery(tag.date));
  const auto date = session::parseDate(tag.date);
  std::optional<session::DailyResult> result;
  if (date && game_->expertGame()) result = session::dailyResult(*date, game_->match(), *game_->expertGame());
  std::string text;
  if (result) {
    // A replay says so; the first attempt of the day (or one that matches it) does not.
    const session::DailyResult* kept = stats_.statistics().daily().find(*date);
    text = session::dailyShareText(*result, link, kept && kept->hands != result->hands);
  } else {
    text = "Hearts \u00b7 the daily deal of " + tag.date + "\n" + link;
  }
  const platform::Shared way = platform::shareText(text);
  notify(std::string(way == platform::Shared::ShareSheet ? "Shared: " : "Copied: ") +
         (result ? session::dailyResultText(*result) : "the daily deal of " + tag.date) +
         ", with its link " + link);
}

void App::save() {
  if (!game_ || !maySave_) return;
  if (!saveGame(*storage_, game_->record())) {
    fault("The game could not be saved (" + storage_->where(kGameKey) + ")");
    maySave_ = false;
  }
  savedVersion_ = game_->recordVersion();
}

void App::updateSize() {
  platform::followCanvasSize(window_);
  int ww = 0, wh = 0, pw = 0, ph = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  SDL_GetRendererOutputSize(renderer_, &pw, &ph);
  ww = std::max(1, ww);
  wh = std::max(1, wh);
  pw = std::max(1, pw);
  ph = std::max(1, ph);
  if (ww == windowW_ && wh == windowH_ && pw == pixelW_ && ph == pixelH_) return;
  windowW_ = ww;
  windowH_ = wh;
  pixelW_ = pw;
  pixelH_ = ph;
  dpr_ = static_cast<float>(pw) / static_cast<float>(ww);
  screen_->resize(static_cast<float>(pw), static_cast<float>(ph), dpr_);
}

void App::handleRequest(ui::UiRequest r) {
  settings_ = screen_->settings();
  switch (r) {
    case ui::UiRequest::None: return;
    case ui::UiRequest::NewGame:
      newGame(seedGiven_ ? mix64(lastSeed_) : platform::entropy());
      break;
    case ui::UiRequest::PlayAgain:
      if (const auto& tag = game_->daily(); tag && session::parseDate(tag->date))
        playDaily(*session::parseDate(tag->date));
      else
        newGame(game_->match().seed(), game_->match().rules());
      break;
    case ui::UiRequest::DailyDeal: {
      const session::Date day = today();
      const auto& tag = game_->daily();
      if (tag && tag->date == session::dateText(day) && game_->stage() != session::Stage::GameOver)
        notify("This is today's daily deal: it goes on");
      else
        playDaily(day);
      break;
    }
    case ui::UiRequest::SettingsChanged:
      game_->setDuplicate(!options_.autoplay && (game_->daily() || settings_.expertInChair));
      if (settings_.muted) sound_->stop();
      if (maySave_) storage_->write(kSettingsKey, settingsToJson(settings_));
      break;
    case ui::UiRequest::Share: shareDeal(); break;
    case ui::UiRequest::Export: exportGame(); break;
    case ui::UiRequest::Import:
      if (!platform::pickFile())
        notify("To open a saved game, drop its file on this window, or start with --load FILE");
      break;
    case ui::UiRequest::PlayLinkedDeal:
      if (linkedDeal_) playLinkedDeal(*linkedDeal_);
      linkedDeal_.reset();
      break;
    case ui::UiRequest::ResetStatistics:
      if (std::string m = stats_.reset(); !m.empty()) fault(m);
      break;
  }
}

bool App::tick() {
  hooks_.tickStarts(frame_);
  readInput();
  const double t = now();
  play(t);
  keepRecords();
  for (const auto& file : platform::takeReceivedFiles()) openFile(file);
  if (benchmarkFrames() || screen_->needsFrame(t)) drawFrame(t);
  ++frame_;
  return hooks_.tickEnds() && !quit_;
}

void App::readInput() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) handle(e);
  for (const std::string& target : mirror::takeActions())
    handleRequest(screen_->activate(target, now()));
  updateSize();
  screen_->setToday(today());
}

void App::play(double t) {
  game_->update(t, screen_->needsFrame(t) ? kThinkPerFrameMs : kThinkQuietFrameMs);
  if (std::string n = game_->takeNotice(); !n.empty()) screen_->notify(n, t);
  const std::vector<session::GameEvent> events = game_->takeEvents();
  if (platform::isWeb()) mirror::announce(session::announcements(events, game_->state()));
  sound_->play(soundCues(events), soundGain(settings_.volume, settings_.muted));
}

void App::keepRecords() {
  if (game_->recordVersion() != savedVersion_) save();
  const StatisticsKeeper::Noted noted = stats_.noteGame(*game_);
  if (!noted.fault.empty()) fault(noted.fault);
  if (!noted.daily) return;
  using Counted = session::DailyHistory::Counted;
  const std::string result = session::dailyResultText(*noted.daily);
  notify(noted.counted == Counted::First    ? result + ": your result of the day."
         : noted.counted == Counted::Replay ? result + ": a replay, not counted."
                                            : result + ": practice, not counted.");
}

void App::drawFrame(double t) {
  screen_->draw(t);
  hooks_.drawn(renderer_, pixelW_, pixelH_);
  SDL_RenderPresent(renderer_);
  publishMirror(t);
  hooks_.shown(*screen_, t);
}

void App::publishMirror(double t) {
  // What the mirror shows is on the screen, so it changes only with a frame.
  if (!platform::isWeb()) return;
  std::string m = ui::mirrorState(screen_->model(), t);
  if (m == mirrored_) return;
  mirror::publish(m);
  mirrored_ = std::move(m);
}

int App::idleWaitMs() {
  if (benchmarkFrames()) return 0;
  const double t = now();
  // A busy game (a bot thinking, or pacing, or the expert in the player's chair at work) goes
  // on at frame rate even when nothing is drawn.
  if (screen_->needsFrame(t) || game_->busy(t) || game_->thinkingBehind()) return 0;
  const double wake = screen_->wakeAt(t);
  if (!std::isfinite(wake)) return 1000;
  return static_cast<int>(std::clamp(wake - t, 1.0, 1000.0));
}

}  // namespace hearts::app
