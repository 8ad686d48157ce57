#include "app/game_lock.h"

#include <cstdlib>
#include <nlohmann/json.hpp>

namespace hearts::app {

std::optional<StorageLock::Lease> StorageLock::read() const {
  const auto text = storage_.read(kLockKey);
  if (!text) return std::nullopt;
  const auto j = nlohmann::json::parse(*text, nullptr, false);
  if (!j.is_object()) return std::nullopt;
  const auto owner = j.find("owner");
  const auto beat = j.find("beat");
  if (owner == j.end() || !owner->is_string() || beat == j.end() || !beat->is_number_integer())
    return std::nullopt;
  return Lease{owner->get<std::string>(), beat->get<std::int64_t>()};
}

// A clock set back (or on) by more than the staleness frees a lease as well.
bool StorageLock::fresh(const Lease& l, std::int64_t nowMs) const {
  return std::llabs(nowMs - l.beat) < kStaleMs;
}

void StorageLock::write(std::int64_t nowMs) {
  storage_.write(kLockKey, nlohmann::json{{"owner", owner_}, {"beat", nowMs}}.dump());
  lastLook_ = nowMs;
}

void StorageLock::claim(std::int64_t nowMs) {
  const auto lease = read();
  if (lease && lease->owner != owner_ && fresh(*lease, nowMs)) {
    hold_ = Hold::Elsewhere;
    return;
  }
  write(nowMs);
  // Two windows that start at once: the one whose lease stayed holds the game.
  const auto kept = read();
  hold_ = !kept || kept->owner == owner_ ? Hold::Held : Hold::Elsewhere;
}

void StorageLock::take(std::int64_t nowMs) {
  write(nowMs);
  hold_ = Hold::Held;
}

GameLock::Hold StorageLock::hold(std::int64_t nowMs, bool check) {
  if (hold_ != Hold::Held) return hold_;
  const bool due = std::llabs(nowMs - lastLook_) >= kBeatMs;
  if (!check && !due) return hold_;
  const auto lease = read();
  // Another window's lease, even one gone stale since: that window took the game, and what
  // it saved may be newer. A lease gone missing (storage cleared) is taken again.
  if (lease && lease->owner != owner_) {
    hold_ = Hold::Lost;
    return hold_;
  }
  if (!lease || due) write(nowMs);
  return hold_;
}

void StorageLock::release() {
  const auto lease = read();
  if (hold_ == Hold::Held && lease && lease->owner == owner_) storage_.remove(kLockKey);
  hold_ = Hold::Asking;
}

}  // namespace hearts::app
