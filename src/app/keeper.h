// The statistics as the app keeps them: read at start-up (a save that cannot be read is kept
// aside, never lost), a game counted once when it ends, saved after every change. Saving
// reads the statistics stored again and merges this window's games into them
// (Statistics::merge), so that what another window or tab counted meanwhile is kept.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/storage.h"
#include "session/game_session.h"
#include "session/statistics.h"

namespace hearts::app {

class StatisticsKeeper {
 public:
  explicit StatisticsKeeper(Storage& storage) : storage_(storage) {}

  // Reads the saved statistics; returns a message for the player when they could not be read.
  std::string load();
  const session::Statistics& statistics() const { return stats_; }

  // A game starts: `counts` says whether its end will count (not a game opened from a file,
  // nor one watched on autoplay, nor one that had already ended).
  void startGame(bool counts) { counts_ = counts; }
  // What counting a game came to: a message when saving failed, and for a daily deal its
  // result and how it counted.
  struct Noted {
    std::string fault;
    std::optional<session::DailyResult> daily;
    session::DailyHistory::Counted counted = session::DailyHistory::Counted::First;
  };
  // Counts the game once it is over (and the expert in the player's chair has finished its
  // hands, which the comparison and a daily deal's par need).
  Noted noteGame(const session::GameSession& game);
  std::string reset();

 private:
  std::string save();
  // The statistics stored now, to merge into: none when they cannot be read (then what this
  // window has is the base, and the text is kept aside first when it can be).
  std::optional<session::Statistics> stored();

  Storage& storage_;
  session::Statistics stats_;
  // This window's games not yet in the statistics stored (a save that failed keeps them).
  std::vector<session::TalliedGame> pending_;
  std::optional<session::DailyHistory::Counted> lastCounted_;
  bool counts_ = false;
  bool mayWrite_ = true;
};

}  // namespace hearts::app
