// The games: a saved one resumed, a linked deal, the daily deal, a new game begun; games
// opened from files, exported and shared; saving.
#include "app/app.h"

#include <utility>

#include "app/game_files.h"
#include "app/platform.h"
#include "core/rng.h"
#include "core/rules.h"
#include "session/player_name.h"
#include "session/wording.h"

namespace hearts::app {

void App::startGame(std::optional<LinkedDeal> linked) {
  if (saving_.hold != GameLock::Hold::Held) saving_.unsavedLink = linked;
  const bool resumed = resumeSavedGame(linked.has_value());
  if (linked) takeLinkedDeal(*linked, resumed);
  else if (!resumed) newGame(platform::entropy());
}

bool App::resumeSavedGame(bool linked) {
  RestoredGame restored = slot_.restore();
  saving_.allowed = restored.maySave;
  if (!restored.message.empty()) fault(restored.message);
  // A game that had already ended was counted when it did; it gives way to a linked deal.
  const bool over = restored.match && restored.match->state().phase() == Phase::GameOver;
  const bool resumed = restored.match && !(linked && over);
  if (resumed) {
    seeds_.last = restored.match->seed();
    beginGame(std::move(*restored.match), !over, restored.daily,
                    restored.expertInChair ? &*restored.expertInChair : nullptr);
  }
  return resumed;
}

void App::takeLinkedDeal(LinkedDeal& linked, bool resumed) {
  // A link to the very game in progress (its own shared link, opened again) goes on with it;
  // the link's level applies either way, as the launch's settings do.
  if (resumed && linked.seeded && game_->match().seed() == linked.seed &&
      game_->match().rules() == linked.rules) {
    seeds_.given = true;
    return;
  }
  const Preset* preset = findPreset(linked.rules);
  const std::string deal =
      linked.daily ? "the daily deal of " + dateText(*linked.daily)
                   : "deal " + std::to_string(linked.seed) + " \u00b7 " +
                         (preset ? session::presetDisplayName(preset->name) : session::customRulesName());
  if (resumed && screen_->askLinkedDeal(deal)) linkedDeal_ = std::move(linked);
  else playLinkedDeal(linked);
}

void App::playLinkedDeal(const LinkedDeal& deal) {
  if (deal.daily) {
    playDaily(*deal.daily);
    return;
  }
  seeds_.given = deal.seeded;
  newGame(deal.seed, deal.rules);
}

Date App::today() const { return utcDate(platform::unixSeconds()); }

void App::playDaily(Date date) {
  const Date now = today();
  const std::string day = dateText(date);
  seeds_.given = false;
  seeds_.last = session::dailySeed(date);
  beginGame(Match(session::dailyRules(), seeds_.last), true, DailyTag{date, date == now});
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
  seeds_.last = seed;
  beginGame(Match(rules, seed));
  save();
}

void App::beginGame(Match match, bool counts, std::optional<DailyTag> daily,
                          const Match* expert) {
  const std::uint64_t botSeed = session::tableSeed(match.seed());
  // A daily deal only when it is one: its rules, and its date's seed.
  if (daily && (!(match.rules() == session::dailyRules()) ||
                match.seed() != session::dailySeed(daily->date)))
    daily.reset();
  const session::Choices choices = settings_.choices();
  session::GameSpec spec{std::move(match), daily ? TableLevels(session::kDailyLevel) : choices.levels, choices.pacing, botSeed};
  spec.daily = daily;
  spec.undo = choices.undo;
  spec.autoPlaySingle = choices.autoPlaySingle;
  spec.autoplay = options_.autoplay;
  spec.expertInChair = choices.expertInChair;
  if (expert) spec.expertGame = *expert;
  // The bots watch for a player who often goes for the moon; with autoplay seat 0 is a bot.
  // A daily deal's opponents play as they do for anyone, so that its par is the same number
  // for every player of the day.
  spec.watchedShooter = !options_.autoplay && !daily && stats_.statistics().moonHabit().likelyShooter ? 0 : -1;
  game_ = std::make_unique<session::GameSession>(std::move(spec), now());
  stats_.startGame(counts && !options_.autoplay);
  if (std::string n = game_->takeNotice(); !n.empty()) notify(n);
  screen_->setSession(game_.get());
  saving_.version = game_->recordVersion();
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
  seeds_.last = opened.match->seed();
  if (opened.level && !opened.daily) {
    // The level is the bots' at the table now: the menu shows the one the game goes on at.
    if (const auto one = opened.level->same()) {
      changeSetting(ui::setting::Level{*one});
    } else {
      for (int seat = 1; seat <= 3; ++seat) changeSetting(ui::setting::SeatLevel{seat, opened.level->of(seat)});
    }
  }
  // A game from a file may have been played elsewhere: it does not count in the statistics.
  beginGame(std::move(*opened.match), false, opened.daily,
                  opened.expertInChair ? &*opened.expertInChair : nullptr);
  save();
}

void App::exportGame() {
  platform::offerFile(window_.sdl(), recordFileName(game_->match()), game_->record());
}

void App::tell(const platform::FileOutcome& outcome) {
  const std::string text = fileOutcomeNotice(outcome);
  if (outcome.kind == platform::FileOutcome::Kind::NotSaved) fault(text);
  else if (!text.empty()) notify(text);
}

void App::shareDeal() {
  if (game_->daily()) {
    shareDaily();
    return;
  }
  const std::string link = platform::shareDeal(dealQuery(game_->match(), game_->levels()));
  notify((platform::isWeb() ? "This deal's link (copied): " : "This deal again (copied): ") + link);
}

void App::shareDaily() {
  const DailyTag& tag = *game_->daily();
  const std::string link = platform::dealLink(dailyQuery(tag.date));
  std::optional<session::DailyResult> result;
  if (game_->coach().expertGame()) result = session::dailyResult(tag.date, game_->match(), *game_->coach().expertGame());
  std::string text;
  if (result) {
    // A replay says so; the first attempt of the day (or one that matches it) does not.
    const session::DailyResult* kept = stats_.statistics().daily().find(tag.date);
    text = session::dailyShareText(*result, link, kept && kept->hands != result->hands, settings_.playerName);
  } else {
    text = "Hearts" + session::sharedName(settings_.playerName) + " \u00b7 the daily deal of " + dateText(tag.date) +
           "\n" + link;
  }
  const platform::Shared way = platform::shareText(text);
  notify(std::string(way == platform::Shared::ShareSheet ? "Shared: " : "Copied: ") +
         (result ? session::dailyResultText(*result) : "the daily deal of " + dateText(tag.date)) +
         ", with its link " + link);
}

bool App::mayWrite() {
  return saving_.allowed && lock_->hold(wallMs(), true) == GameLock::Hold::Held;
}

void App::save() {
  if (!game_ || !mayWrite()) return;
  switch (slot_.save(game_->record())) {
    case GameSlot::Saved::Yes: break;
    case GameSlot::Saved::Failed:
      fault("The game could not be saved (" + storage_->where(kGameKey) + ")");
      saving_.allowed = false;
      break;
    case GameSlot::Saved::Newer:
      // Never over what another window saved since: that game goes on here instead.
      notify("This game was saved in another window meanwhile: it goes on here as saved there.");
      if (resumeSavedGame(false)) return;
      break;
  }
  saving_.version = game_->recordVersion();
}

void App::reloadSaved() {
  if (const auto saved = storage_->read(kSettingsKey)) {
    settings_ = settingsFromJson(*saved, settings_);
    screen_->setSettings(settings_);
  }
  if (std::string m = stats_.load(); !m.empty()) fault(m);
  startGame(std::exchange(saving_.unsavedLink, std::nullopt));
}

}  // namespace hearts::app
