// The page's lock of the game: the browser's Web Locks ("hearts.game"), held while the tab
// lives and let go at once when it closes or crashes. Asked for without waiting at the
// start (twice, half a second apart: a reloaded page's lock may still be letting go), taken
// over with `steal` for Play here; the tab it was stolen from learns it from its lock's
// request, which fails. Without Web Locks (a page not served securely) every tab holds it,
// and the saves' own check (persistence.h) still keeps a newer game from being overwritten.
#include <emscripten.h>

#include "app/game_lock.h"

// clang-format off
// Module.heartsLock.state: 0 asking, 1 held, 2 elsewhere, 3 lost.
EM_JS(void, hearts_lock_request, (int steal), {
  const lock = Module.heartsLock || (Module.heartsLock = { state: 0, release: null, asks: 0 });
  const locks = navigator["locks"];
  if (!locks) {
    lock.state = 1;
    return;
  }
  const hold = () => new Promise((resolve) => { lock.release = resolve; });
  const ask = (options) => {
    const mine = { };
    locks["request"]("hearts.game", options, (held) => {
      if (!held) {
        lock.asks += 1;
        if (lock.asks < 2) setTimeout(() => ask({ "ifAvailable": true }), 500);
        else lock.state = 2;
        return undefined;
      }
      lock.state = 1;
      mine.held = true;
      return hold();
    }).catch(() => {
      // Stolen by another tab (or refused): that tab plays the game now.
      if (mine.held || lock.state === 1) lock.state = 3;
    });
  };
  lock.state = 0;
  lock.asks = 0;
  ask(steal ? { "steal": true } : { "ifAvailable": true });
});
EM_JS(int, hearts_lock_state, (), {
  return Module.heartsLock ? Module.heartsLock.state : 0;
});
EM_JS(void, hearts_lock_release, (), {
  const lock = Module.heartsLock;
  if (lock && lock.release) lock.release();
  if (lock) lock.state = 0;
});
// clang-format on

namespace hearts::app {

namespace {

class WebLock final : public GameLock {
 public:
  void claim(std::int64_t) override { hearts_lock_request(0); }
  void take(std::int64_t) override { hearts_lock_request(1); }
  Hold hold(std::int64_t, bool) override { return static_cast<Hold>(hearts_lock_state()); }
  void release() override { hearts_lock_release(); }
};

}  // namespace

std::unique_ptr<GameLock> openGameLock(Storage&) { return std::make_unique<WebLock>(); }

}  // namespace hearts::app
