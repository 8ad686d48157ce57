// One game is played in one place: which window (a tab of the page, a desktop process on
// the same data folder) holds the saved game. The others show it without playing or saving
// it, and say that it is open elsewhere, until the player asks to play there instead: then
// that one takes it, and the one that held it stops and says so.
//
// In the page the browser's Web Locks hold it (game_lock_web.cc): a closed or crashed tab
// lets go at once. On the desktop, and in the tests, a lease kept in the storage itself
// (StorageLock): the holder's id and the time it last said it was there, renewed every
// second; a lease not renewed for kStaleMs (a process that crashed) is free.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "app/storage.h"

namespace hearts::app {

class GameLock {
 public:
  enum class Hold : std::uint8_t {
    Asking,     // not known yet (the page's lock is asked for asynchronously)
    Held,       // this window plays the game
    Elsewhere,  // another window held it when this one started
    Lost,       // another window took it from this one
  };
  virtual ~GameLock() = default;
  // At the start: takes the game unless another window holds it.
  virtual void claim(std::int64_t nowMs) = 0;
  // Play here: takes the game from the window that holds it.
  virtual void take(std::int64_t nowMs) = 0;
  // Where the game is now; called every frame, and before each save with `check` (the
  // lease is then read whatever the time).
  virtual Hold hold(std::int64_t nowMs, bool check = false) = 0;
  // The window closes: the game is free for another.
  virtual void release() = 0;
};

inline constexpr const char* kLockKey = "lock";

// The lease in the storage (kLockKey): {"owner": id, "beat": milliseconds since 1970}.
class StorageLock final : public GameLock {
 public:
  static constexpr std::int64_t kBeatMs = 1000;
  static constexpr std::int64_t kStaleMs = 10000;
  // `owner`: this window's id, different for each process.
  StorageLock(Storage& storage, std::string owner) : storage_(storage), owner_(std::move(owner)) {}
  void claim(std::int64_t nowMs) override;
  void take(std::int64_t nowMs) override;
  Hold hold(std::int64_t nowMs, bool check = false) override;
  void release() override;

 private:
  struct Lease {
    std::string owner;
    std::int64_t beat = 0;
  };
  // The lease as stored; none when there is none or it cannot be read.
  std::optional<Lease> read() const;
  bool fresh(const Lease& l, std::int64_t nowMs) const;
  void write(std::int64_t nowMs);

  Storage& storage_;
  std::string owner_;
  Hold hold_ = Hold::Asking;
  std::int64_t lastLook_ = 0;
};

// This platform's lock of the game kept in `storage`.
std::unique_ptr<GameLock> openGameLock(Storage& storage);

}  // namespace hearts::app
