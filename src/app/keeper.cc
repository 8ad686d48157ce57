#include "app/keeper.h"

#include "app/persistence.h"

#include <cstdio>
#include <random>

#include "words/words.h"

namespace hearts::app {

namespace {

using words::tr;
using words::trn;

std::string notSaved(const Storage& storage) {
  // TRANSLATORS: {where} names the file, or the browser's storage.
  return tr("The statistics could not be saved ({where})", {{"where", storage.where(kStatisticsKey)}});
}

// A game's id in the statistics: drawn, so that two windows never give the same one.
std::string newGameId() {
  std::random_device device;
  char text[17];
  std::snprintf(text, sizeof text, "%08x%08x", device(), device());
  return text;
}

}  // namespace

std::string StatisticsKeeper::load() {
  const auto text = storage_.read(kStatisticsKey);
  if (!text) return {};
  std::string error;
  int unreadable = 0;
  // Never thrown away: what cannot be read is kept under another key (a new one for each
  // different text), and the statistics are not overwritten if that fails.
  const auto keepAside = [&] {
    const std::string key = keyAside(storage_, "stats-unreadable", *text);
    return !key.empty() && storage_.write(key, *text) ? key : std::string();
  };
  if (stats_.fromJson(*text, &error, &unreadable)) {
    if (unreadable == 0) return {};
    if (const std::string aside = keepAside(); !aside.empty())
      // TRANSLATORS: {where} names the file, or the browser's storage.
      return trn("{n} entry of the statistics could not be read and is left out; the statistics as they were are "
                 "kept as {where}.",
                 "{n} entries of the statistics could not be read and are left out; the statistics as they were "
                 "are kept as {where}.",
                 unreadable, {{"where", storage_.where(aside)}});
    mayWrite_ = false;
    return trn("{n} entry of the statistics could not be read and is left out; they are left as they were, and "
               "this session's games are not counted.",
               "{n} entries of the statistics could not be read and are left out; they are left as they were, and "
               "this session's games are not counted.",
               unreadable);
  }
  if (const std::string aside = keepAside(); !aside.empty())
    // TRANSLATORS: {reason} says why, in English; {where} names the file, or the browser's storage.
    return tr("The statistics could not be read ({reason}); they were kept as {where} and start again from here.",
              {{"reason", error}, {"where", storage_.where(aside)}});
  mayWrite_ = false;
  return tr("The statistics could not be read ({reason}) and are left as they were; this session's games are not "
            "counted.",
            {{"reason", error}});
}

StatisticsKeeper::Noted StatisticsKeeper::noteGame(const session::GameSession& game) {
  Noted out;
  if (!counts_ || game.table().stage() != session::Stage::GameOver || game.coach().expertPending()) return out;
  counts_ = false;
  session::GameSummary summary = session::summarize(
      game.match(), levelsKey(game.levels()), game.coach().expertInChair() ? game.coach().expertGame() : nullptr);
  summary.id = newGameId();
  session::TalliedGame tallied{std::move(summary), std::nullopt, false};
  if (const auto& tag = game.daily()) {
    if (const Match* expert = game.coach().expertGame())
      out.daily = session::dailyResult(tag->date, game.match(), *expert);
    tallied.daily = out.daily;
    tallied.onTheDay = tag->onTheDay;
  }
  pending_.push_back(std::move(tallied));
  out.fault = save();
  if (lastCounted_) out.counted = *lastCounted_;
  return out;
}

std::string StatisticsKeeper::reset() {
  stats_.reset();
  pending_.clear();
  if (!mayWrite_) return {};
  if (storage_.write(kStatisticsKey, stats_.toJson())) return {};
  return notSaved(storage_);
}

std::optional<session::Statistics> StatisticsKeeper::stored() {
  const auto text = storage_.read(kStatisticsKey);
  session::Statistics there;
  if (!text) return there;
  if (there.fromJson(*text, nullptr)) return there;
  const std::string key = keyAside(storage_, "stats-unreadable", *text);
  if (!key.empty()) storage_.write(key, *text);
  return std::nullopt;
}

std::string StatisticsKeeper::save() {
  lastCounted_.reset();
  if (mayWrite_)
    if (auto there = stored()) stats_ = std::move(*there);
  for (const session::TalliedGame& t : pending_)
    if (const auto counted = stats_.merge(t)) lastCounted_ = counted;
  if (!mayWrite_) {
    pending_.clear();
    return {};
  }
  if (!storage_.write(kStatisticsKey, stats_.toJson()))
    return notSaved(storage_);
  pending_.clear();
  return {};
}

}  // namespace hearts::app
