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
#include "words/words.h"

namespace hearts::app {

using words::tr;

namespace {

// Why a file the player gave could not be opened.
std::string fileProblem(const platform::ReceivedFile& file) {
  using Problem = platform::ReceivedFile::Problem;
  if (file.problem == Problem::TooLarge)
    return tr("\"{file}\" could not be opened: the file is {size} KB, too large for a game. Your game goes on.",
              {{"file", file.name}, {"size", std::to_string(file.kilobytes)}});
  if (file.reason.empty())
    return tr("\"{file}\" could not be opened: it could not be read. Your game goes on.", {{"file", file.name}});
  // TRANSLATORS: {reason} is the system's or the browser's own words for why.
  return tr("\"{file}\" could not be opened: it could not be read ({reason}). Your game goes on.",
            {{"file", file.name}, {"reason", file.reason}});
}

// What the player is told of a daily deal shared: by the share sheet or on the clipboard,
// its result (empty before the expert has finished) or its date, and its link.
std::string sharedNotice(platform::Shared way, const std::string& result, const std::string& date,
                         const std::string& link) {
  const bool sheet = way == platform::Shared::ShareSheet;
  // TRANSLATORS: {result} is the daily deal's result ("Daily deal 2026-11-28: 17, par 21 (4 better)").
  if (!result.empty())
    return sheet ? tr("Shared: {result}, with its link {link}", {{"result", result}, {"link", link}})
                 : tr("Copied: {result}, with its link {link}", {{"result", result}, {"link", link}});
  return sheet ? tr("Shared: the daily deal of {date}, with its link {link}", {{"date", date}, {"link", link}})
               : tr("Copied: the daily deal of {date}, with its link {link}", {{"date", date}, {"link", link}});
}

}  // namespace

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
  // TRANSLATORS: the deal a link asks for, in the question "The link deals a new game ({deal})."
  const std::string deal =
      linked.daily ? tr("the daily deal of {date}", {{"date", dateText(*linked.daily)}})
                   : tr("deal {seed} \u00b7 {rules}",
                        {{"seed", std::to_string(linked.seed)},
                         {"rules", preset ? session::presetDisplayName(preset->name) : session::customRulesName()}});
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
  if (const session::DailyResult* r = stats_.statistics().daily().find(date))
    notify(tr("You have played the daily deal of {date} ({score}, par {par}): this is a replay, and that result "
              "stays.",
              {{"date", day}, {"score", r->score}, {"par", r->par}}));
  else if (date != now)
    notify(tr("The daily deal of {date}, an earlier day's: played for practice, not counted.", {{"date", day}}));
  else
    notify(tr("Daily deal {date}: four hands against expert opponents, played without hints or undo; par is what "
              "the expert in your chair scores with your cards.",
              {{"date", day}}));
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
  if (file.problem != platform::ReceivedFile::Problem::None) {
    notify(fileProblem(file));
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
  // TRANSLATORS: {command} is the command line that deals it again.
  notify(platform::isWeb() ? tr("This deal's link (copied): {link}", {{"link", link}})
                           : tr("This deal again (copied): {command}", {{"command", link}}));
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
    // TRANSLATORS: the first line of the text a player shares; {title} is "Hearts", or "Hearts · Sam".
    text = tr("{title} \u00b7 the daily deal of {date}",
              {{"title", "Hearts" + session::sharedName(settings_.playerName)}, {"date", dateText(tag.date)}}) +
           "\n" + link;
  }
  notify(sharedNotice(platform::shareText(text), result ? session::dailyResultText(*result) : std::string(),
                      dateText(tag.date), link));
}

bool App::mayWrite() {
  return saving_.allowed && lock_->hold(wallMs(), true) == GameLock::Hold::Held;
}

void App::save() {
  if (!game_ || !mayWrite()) return;
  switch (slot_.save(game_->record())) {
    case GameSlot::Saved::Yes: break;
    case GameSlot::Saved::Failed:
      // TRANSLATORS: {where} names the file, or the browser's storage.
      fault(tr("The game could not be saved ({where})", {{"where", storage_->where(kGameKey)}}));
      saving_.allowed = false;
      break;
    case GameSlot::Saved::Newer:
      // Never over what another window saved since: that game goes on here instead.
      notify(tr("This game was saved in another window meanwhile: it goes on here as saved there."));
      if (resumeSavedGame(false)) return;
      break;
  }
  saving_.version = game_->recordVersion();
}

void App::reloadSaved() {
  if (const auto saved = storage_->read(kSettingsKey)) {
    settings_ = settingsFromJson(*saved, settings_);
    screen_->setSettings(settings_);
    followLanguage();
  }
  if (std::string m = stats_.load(); !m.empty()) fault(m);
  startGame(std::exchange(saving_.unsavedLink, std::nullopt));
}

}  // namespace hearts::app
