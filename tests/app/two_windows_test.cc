// One game in one place: two windows (tabs, or desktop processes) on one storage. The lease
// of the game (StorageLock), the saved game that is never overwritten by an older one
// (GameSlot), and the statistics each window merges into what is stored (StatisticsKeeper).
#include <doctest/doctest.h>

#include "app/game_lock.h"
#include "app/keeper.h"
#include "app/persistence.h"
#include "app/storage.h"
#include "core/rules.h"
#include "session/game_session.h"
#include "../core/test_support.h"

using namespace hearts;
using namespace hearts::app;
using Hold = GameLock::Hold;

TEST_CASE("a second window defers to the first, and Play here moves the game between them") {
  MemoryStorage st;
  StorageLock a(st, "a"), b(st, "b");
  a.claim(1000);
  CHECK(a.hold(1000) == Hold::Held);
  b.claim(1200);
  CHECK(b.hold(1200) == Hold::Elsewhere);
  // The first renews its lease; the second still defers while it does.
  CHECK(a.hold(2500) == Hold::Held);
  CHECK(a.hold(14000) == Hold::Held);
  CHECK(b.hold(14000) == Hold::Elsewhere);

  b.take(15000);
  CHECK(b.hold(15000) == Hold::Held);
  // The first learns it before its next save (a check reads the lease at once), and stays
  // stopped: it never takes the game back by itself.
  CHECK(a.hold(15001, true) == Hold::Lost);
  CHECK(a.hold(40000) == Hold::Lost);
  a.take(41000);
  CHECK(a.hold(41000) == Hold::Held);
  CHECK(b.hold(42500) == Hold::Lost);
}

TEST_CASE("a lease not renewed (a window that crashed) does not block the next window") {
  MemoryStorage st;
  StorageLock crashed(st, "crashed"), next(st, "next");
  crashed.claim(0);
  next.claim(StorageLock::kStaleMs - 1);
  CHECK(next.hold(StorageLock::kStaleMs - 1) == Hold::Elsewhere);
  StorageLock later(st, "later");
  later.claim(StorageLock::kStaleMs + 1);
  CHECK(later.hold(StorageLock::kStaleMs + 1) == Hold::Held);
  // A clock set far back frees it too.
  StorageLock back(st, "back");
  back.claim(-StorageLock::kStaleMs * 3);
  CHECK(back.hold(-StorageLock::kStaleMs * 3) == Hold::Held);
}

TEST_CASE("a window that closes lets the game go; an unreadable lease is free") {
  MemoryStorage st;
  StorageLock a(st, "a"), b(st, "b");
  a.claim(0);
  a.release();
  CHECK(st.items.count(kLockKey) == 0);
  b.claim(10);
  CHECK(b.hold(10) == Hold::Held);
  // Releasing what another holds leaves it alone.
  a.release();
  CHECK(st.items.count(kLockKey) == 1);

  MemoryStorage odd;
  odd.items[kLockKey] = "{not json";
  StorageLock c(odd, "c");
  c.claim(5);
  CHECK(c.hold(5) == Hold::Held);
  odd.items[kLockKey] = R"({"owner": 7, "beat": "soon"})";
  StorageLock d(odd, "d");
  d.claim(6);
  CHECK(d.hold(6) == Hold::Held);
}

TEST_CASE("a lease cleared under the window that holds it is taken again") {
  MemoryStorage st;
  StorageLock a(st, "a");
  a.claim(0);
  st.items.clear();
  CHECK(a.hold(StorageLock::kBeatMs) == Hold::Held);
  CHECK(st.items.count(kLockKey) == 1);
}

TEST_CASE("a save never replaces a game another window saved since") {
  MemoryStorage st;
  GameSlot first(st), second(st);
  CHECK_FALSE(first.restore().match);
  CHECK(first.save("one") == GameSlot::Saved::Yes);
  second.restore();
  CHECK(second.save("two") == GameSlot::Saved::Yes);
  CHECK(second.save("three") == GameSlot::Saved::Yes);
  // The first still has "one": its save is refused and "three" stays.
  CHECK(first.save("four") == GameSlot::Saved::Newer);
  CHECK(st.items[kGameKey] == "three");
  // Read again, it saves over what it read.
  first.restore();
  CHECK(first.save("five") == GameSlot::Saved::Yes);
  CHECK(second.save("six") == GameSlot::Saved::Newer);
  CHECK(st.items[kGameKey] == "five");
  st.failWrites = true;
  CHECK(first.save("seven") == GameSlot::Saved::Failed);
  st.failWrites = false;
  CHECK(first.save("eight") == GameSlot::Saved::Yes);
}

namespace {

// A game at its end, in a session whose end counts.
std::unique_ptr<session::GameSession> endedGame(std::uint64_t seed) {
  Match m = test::scriptedGame(*presetRules("standard"), seed, test::Picks::PlayerHighest);
  session::GameSpec spec(std::move(m), BotLevel::Medium, session::Pacing{}, seed);
  return std::make_unique<session::GameSession>(std::move(spec), 0.0);
}

int gamesStored(MemoryStorage& st) {
  session::Statistics s;
  REQUIRE(s.fromJson(st.items[kStatisticsKey], nullptr));
  return s.total().games;
}

}  // namespace

TEST_CASE("two windows counting games each keep the other's: the statistics are merged") {
  MemoryStorage st;
  StatisticsKeeper a(st), b(st);
  CHECK(a.load().empty());
  CHECK(b.load().empty());
  const auto g1 = endedGame(1), g2 = endedGame(2), g3 = endedGame(3);
  a.startGame(true);
  CHECK(a.noteGame(*g1).fault.empty());
  b.startGame(true);
  CHECK(b.noteGame(*g2).fault.empty());  // b never read a's game, and keeps it
  CHECK(gamesStored(st) == 2);
  a.startGame(true);
  a.noteGame(*g3);
  CHECK(gamesStored(st) == 3);
  CHECK(a.statistics().total().games == 3);
  CHECK(a.statistics().total().hands ==
        static_cast<int>(g1->match().hands().size() + g2->match().hands().size() + g3->match().hands().size()));

  // A save that fails keeps the game for the next one; it is counted once.
  st.failWrites = true;
  b.startGame(true);
  CHECK_FALSE(b.noteGame(*g1).fault.empty());
  st.failWrites = false;
  a.startGame(true);
  a.noteGame(*g2);
  CHECK(gamesStored(st) == 4);
  b.startGame(true);
  b.noteGame(*g3);
  CHECK(gamesStored(st) == 6);

  // A reset in one window is what the other merges into.
  CHECK(a.reset().empty());
  b.startGame(true);
  b.noteGame(*g1);
  CHECK(gamesStored(st) == 1);
}
