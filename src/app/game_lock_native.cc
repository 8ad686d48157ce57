// The desktop's lock of the game: the lease in the data folder (StorageLock), this process's
// own id in it.
#include "app/game_lock.h"

#include <random>

namespace hearts::app {

std::unique_ptr<GameLock> openGameLock(Storage& storage) {
  std::random_device device;
  const std::uint64_t id = (static_cast<std::uint64_t>(device()) << 32) ^ device();
  return std::make_unique<StorageLock>(storage, std::to_string(id));
}

}  // namespace hearts::app
