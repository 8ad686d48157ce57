// The frame: the window's size followed, the screen's requests carried out, input read,
// the game played on, records kept and the table drawn.
#include "app/app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

#include "app/mirror.h"
#include "app/platform.h"
#include "core/rng.h"
#include "session/announce.h"
#include "ui/mirror_state.h"
#include "words/words.h"

namespace hearts::app {

namespace {

// Bots think for at most this much of a frame that is drawn, so frames stay well under
// 16 ms, and for this much of one that draws nothing (a bot thinking while nothing moves):
// input is still read every tick, and the tick still fits in a 60 Hz frame.
constexpr double kThinkPerFrameMs = 9;
constexpr double kThinkQuietFrameMs = 14;
constexpr double kVirtualFrameMs = 1000.0 / 60;
// How often, at the least, the loop looks for a file dialog's answer while nothing moves.
constexpr double kDialogLookMs = 50;

}  // namespace

App::App(Options options, std::unique_ptr<Storage> storage)
    : options_(std::move(options)), storage_(std::move(storage)), lock_(openGameLock(*storage_)),
      slot_(*storage_), stats_(*storage_), hooks_(options_) {}

App::~App() {
  lock_->release();
  sound_.reset();
  game_.reset();
  screen_.reset();
  drawing_.cards.reset();
  drawing_.art.reset();
  drawing_.text.reset();
  window_.close();
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
}

double App::now() const {
  if (benchmarkFrames()) return static_cast<double>(clock_.frame) * kVirtualFrameMs;
  return static_cast<double>(SDL_GetTicks64()) - clock_.startTicks;
}

void App::updateSize() {
  if (window_.followSize())
    screen_->resize(static_cast<float>(window_.pixelW()), static_cast<float>(window_.pixelH()), window_.dpr());
}

void App::apply(const ui::UiRequest& r) {
  if (const auto* request = std::get_if<ui::AppRequest>(&r)) carryOut(*request);
  if (const auto* change = std::get_if<ui::SettingChange>(&r)) changeSetting(*change);
  if (const auto* both = std::get_if<ui::SettingThenRequest>(&r)) {
    changeSetting(both->change);
    carryOut(both->request);
  }
}

void App::changeSetting(const ui::SettingChange& change) {
  settings_.change(change);
  game_->follow(settings_.choices());
  screen_->setSettings(settings_);
  followLanguage();
  platform::showFelt(ui::feltName(settings_.felt));
  if (settings_.muted) sound_->stop();
  if (mayWrite()) storage_->write(kSettingsKey, settingsToJson(settings_));
}

void App::carryOut(ui::AppRequest r) {
  // While another window plays the game, this one does nothing but take it over.
  if (saving_.hold != GameLock::Hold::Held && r != ui::AppRequest::PlayHere) return;
  switch (r) {
    case ui::AppRequest::PlayHere:
      saving_.takingOver = true;
      lock_->take(wallMs());
      break;
    case ui::AppRequest::NewGame: newGame(seeds_.given ? mix64(seeds_.last) : platform::entropy()); break;
    case ui::AppRequest::PlayAgain:
      if (const auto& tag = game_->daily())
        playDaily(tag->date);
      else
        newGame(game_->match().seed(), game_->match().rules());
      break;
    case ui::AppRequest::DailyDeal: {
      const Date day = today();
      const auto& tag = game_->daily();
      if (tag && tag->date == day && game_->table().stage() != session::Stage::GameOver)
        notify(words::tr("This is today's daily deal: it goes on"));
      else
        playDaily(day);
      break;
    }
    case ui::AppRequest::Share: shareDeal(); break;
    case ui::AppRequest::Export: exportGame(); break;
    case ui::AppRequest::Import: platform::pickFile(window_.sdl()); break;
    case ui::AppRequest::PlayLinkedDeal:
      if (linkedDeal_) playLinkedDeal(*linkedDeal_);
      linkedDeal_.reset();
      break;
    case ui::AppRequest::ResetStatistics:
      if (std::string m = stats_.reset(); !m.empty()) fault(m);
      break;
  }
}

bool App::tick() {
  hooks_.tickStarts(clock_.frame);
  readInput();
  followLock();
  const double t = now();
  if (saving_.hold == GameLock::Hold::Held) {
    play(t);
    keepRecords();
  }
  for (const auto& outcome : platform::takeFileOutcomes()) tell(outcome);
  for (const auto& file : platform::takeReceivedFiles()) openFile(file);
  takeLanguage();
  if (benchmarkFrames() || screen_->needsFrame(t)) drawFrame(t);
  ++clock_.frame;
  return hooks_.tickEnds() && !quit_;
}

void App::readInput() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) handle(e);
  for (const std::string& target : mirror::takeActions())
    apply(screen_->activate(target, now()));
  followTyping();
  updateSize();
  screen_->setToday(today());
}

std::int64_t App::wallMs() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

void App::followLock() {
  using Hold = GameLock::Hold;
  const Hold before = saving_.hold;
  saving_.hold = lock_->hold(wallMs());
  if (saving_.hold == before) return;
  switch (saving_.hold) {
    case Hold::Held:
      // The table without a sheet first: reading the saved game may ask about a link's deal.
      screen_->playHere();
      if (std::exchange(saving_.takingOver, false)) {
        reloadSaved();
        notify(words::tr("The game is played in this window now; the other window has stopped."));
      } else if (before == Hold::Asking) {
        // The page's lock came: what was begun meanwhile is saved now.
        saving_.unsavedLink.reset();
        save();
        if (mayWrite()) storage_->write(kSettingsKey, settingsToJson(settings_));
      }
      break;
    case Hold::Elsewhere: screen_->showElsewhere(false); break;
    case Hold::Lost: screen_->showElsewhere(true); break;
    case Hold::Asking: break;
  }
}

void App::play(double t) {
  game_->update(t, screen_->needsFrame(t) ? kThinkPerFrameMs : kThinkQuietFrameMs);
  if (std::string n = game_->takeNotice(); !n.empty()) screen_->notify(n, t);
  const std::vector<session::GameEvent> events = game_->takeEvents();
  if (platform::isWeb()) mirror::announce(session::announcements(events, game_->state()));
  sound_->play(soundCues(events), soundGain(settings_.volume, settings_.muted));
}

void App::keepRecords() {
  if (game_->recordVersion() != saving_.version) save();
  const StatisticsKeeper::Noted noted = stats_.noteGame(*game_);
  if (!noted.fault.empty()) fault(noted.fault);
  if (!noted.daily) return;
  using Counted = session::DailyHistory::Counted;
  const std::string result = session::dailyResultText(*noted.daily);
  // TRANSLATORS: {result} is the daily deal's result ("Daily deal 2026-11-28: 17, par 21 (4 better)").
  notify(noted.counted == Counted::First    ? words::tr("{result}: your result of the day.", {{"result", result}})
         : noted.counted == Counted::Replay ? words::tr("{result}: a replay, not counted.", {{"result", result}})
                                            : words::tr("{result}: practice, not counted.", {{"result", result}}));
}

void App::drawFrame(double t) {
  screen_->draw(t);
  hooks_.drawn(window_.renderer(), window_.pixelW(), window_.pixelH());
  SDL_RenderPresent(window_.renderer());
  publishMirror(t);
  hooks_.shown(*screen_, t);
}

void App::publishMirror(double t) {
  // What the mirror shows is on the screen, so it changes only with a frame.
  if (!platform::isWeb()) return;
  std::string m = screen_->mirrorState(t);
  if (m == mirrored_) return;
  mirror::publish(m);
  mirrored_ = std::move(m);
}

int App::idleWaitMs() {
  if (benchmarkFrames()) return 0;
  const double t = now();
  // A busy game (a bot thinking, or pacing, or the expert in the player's chair at work) goes
  // on at frame rate even when nothing is drawn.
  if (screen_->needsFrame(t) || game_->busy(t) || game_->coach().thinkingBehind()) return 0;
  // A file dialog's answer is looked for at least this often.
  const double longest = platform::fileDialogOpen() ? kDialogLookMs : 1000.0;
  const double wake = screen_->wakeAt(t);
  if (!std::isfinite(wake)) return static_cast<int>(longest);
  return static_cast<int>(std::clamp(wake - t, 1.0, longest));
}

}  // namespace hearts::app
