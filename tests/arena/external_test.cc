// External bots through the protocol: the example bot, scripted misbehaving bots, and a
// bot that records what it is sent.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <unistd.h>

#include "arena/arena.h"
#include "arena_test_support.h"

namespace hearts::arena {
namespace {

const std::string kPython = HEARTS_PYTHON;
const std::string kSource = HEARTS_SOURCE_DIR;

std::string botCommand(const std::string& script, const std::string& args = "") {
  return "ext:" + kPython + " " + kSource + "/" + script + (args.empty() ? "" : " " + args);
}

using test::config;

struct TempFile {
  std::filesystem::path path;
  explicit TempFile(const std::string& name)
      : path(std::filesystem::temp_directory_path() /
             ("hearts-arena-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove(path);
  }
  ~TempFile() { std::filesystem::remove(path); }
  std::vector<nlohmann::json> lines() const {
    std::vector<nlohmann::json> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) out.push_back(nlohmann::json::parse(line));
    return out;
  }
};

TEST_CASE("a match against the example bot through the protocol") {
  ArenaConfig c = config({"random", botCommand("tools/bots/example_bot.py"), "random", "random"}, 8);
  c.duplicate = true;
  std::ostringstream log;
  c.log = &log;
  const ArenaResult r = runArena(c);
  CHECK_MESSAGE(r.faults.empty(), log.str());
  CHECK_FALSE(r.forfeit);
  CHECK(r.handsPlayed == 32);
  const PlayerResult& ex = r.players[1];
  CHECK(ex.name == "example-bot");
  CHECK(ex.hands == 32);
  CHECK(ex.moves == 32 * 13 + 24);
  CHECK(ex.replacedBy.empty());
  // A simple sensible strategy takes fewer points than random play.
  CHECK(ex.pointsPerHand.mean < r.players[0].pointsPerHand.mean);
}

struct Misbehaviour {
  const char* mode;
  FaultKind kind;
  const char* request;
  const char* what;  // part of the message
};

// The misbehaving bot sits in seat 2 of a short duplicate match: it must be detected,
// reported with the seat, the request and what was wrong, and replaced by the fallback for
// the rest of the match, which completes (a hang would meet the test's own time limit).
void checkMisbehaviour(const Misbehaviour& m) {
  ArenaConfig c = config({"random", "random", botCommand("tools/bots/misbehave.py", m.mode), "random"}, 6);
  c.duplicate = true;
  // Generous next to the bots' real speed, so a busy machine makes no false faults.
  c.moveMs = 100;
  c.graceMs = 400;
  c.helloMs = std::string(m.mode) == "silent" ? 500 : 10000;
  std::ostringstream log;
  c.log = &log;
  const ArenaResult r = runArena(c);
  CHECK(r.handsPlayed == 24);
  CHECK(r.forfeit);
  REQUIRE(r.faults.size() == 1);
  const FaultRecord& f = r.faults[0];
  CHECK(f.player == 2);
  CHECK(f.seat == 2);  // the first match is rotation 0
  CHECK(f.kind == m.kind);
  CHECK(f.request == m.request);
  CHECK(f.replacement == "random");
  CHECK_MESSAGE(f.message.find(m.what) != std::string::npos, f.message);
  CHECK(f.message.find("seat 2") != std::string::npos);
  CHECK(f.message.find(std::string("the ") + m.request + " request") != std::string::npos);
  CHECK(f.message.find("handed to the built-in \"random\" bot") != std::string::npos);
  CHECK(log.str().find(f.message) != std::string::npos);
  CHECK(r.players[2].faults == 1);
  CHECK(r.players[2].replacedBy == "random");
  CHECK(r.players[2].hands == 24);
  for (int p : {0, 1, 3}) CHECK(r.players[static_cast<std::size_t>(p)].faults == 0);
}

TEST_CASE("a late bot is replaced") {
  checkMisbehaviour({"late", FaultKind::Late, "play", "gave no answer within 500 ms"});
}
TEST_CASE("a bot writing garbage is replaced") {
  checkMisbehaviour({"garbage", FaultKind::Garbled, "play", "not one JSON object"});
}
TEST_CASE("a bot writing two objects on a line is replaced") {
  checkMisbehaviour({"two", FaultKind::Garbled, "play", "not one JSON object"});
}
TEST_CASE("a bot playing an illegal card is replaced") {
  checkMisbehaviour({"illegal", FaultKind::IllegalCard, "play", "which is not legal"});
}
TEST_CASE("a bot exiting early is replaced") {
  checkMisbehaviour({"exit", FaultKind::ExitedEarly, "play", "exited (status 0) before answering"});
}
TEST_CASE("a bot killed by a signal is replaced") {
  checkMisbehaviour({"crash", FaultKind::Crashed, "play", "signal 11"});
}
TEST_CASE("a bot failing with an error status is replaced") {
  checkMisbehaviour({"fail", FaultKind::Crashed, "play", "status 3"});
}
TEST_CASE("a bot passing the wrong number of cards is replaced") {
  checkMisbehaviour({"wrong-pass", FaultKind::WrongPassCount, "pass", "passed 2 cards"});
}
TEST_CASE("a bot answering a notification is replaced") {
  // Its stray line is read before the next request ("nobody had asked") or as that
  // request's answer (of the wrong type): which one depends on timing; both are garbled.
  checkMisbehaviour({"chatter", FaultKind::Garbled, "pass", "\\\"ok\\\""});
}
TEST_CASE("a bot that never answers hello is replaced") {
  checkMisbehaviour({"silent", FaultKind::Late, "hello", "no answer to hello"});
}

TEST_CASE("a fault on one thread replaces the bot on every thread") {
  ArenaConfig c = config({botCommand("tools/bots/misbehave.py", "illegal"), "random", "random", "random"}, 16);
  c.threads = 2;
  std::ostringstream log;
  c.log = &log;
  const ArenaResult r = runArena(c);
  CHECK(r.handsPlayed == 16);
  CHECK(r.forfeit);
  CHECK(r.players[0].faults >= 1);
  CHECK(r.players[0].faults <= 2);  // at most one per thread, never one per match
}

TEST_CASE("a bot that will not exit after bye is killed and nothing hangs") {
  ArenaConfig c = config({botCommand("tools/bots/misbehave.py", "linger"), "random", "random", "random"}, 2);
  // The bot is killed a second after bye. A bot that were waited for would hang the arena
  // for good, and the test would meet its own time limit.
  const ArenaResult r = runArena(c);
  CHECK(r.faults.empty());
}

TEST_CASE("a command that cannot run is a crashed bot, not a crashed arena") {
  ArenaConfig c = config({"ext:/nonexistent/bot", "random", "random", "random"}, 2);
  std::ostringstream log;
  c.log = &log;
  const ArenaResult r = runArena(c);
  CHECK(r.handsPlayed == 2);
  REQUIRE(r.faults.size() == 1);
  CHECK(r.faults[0].kind == FaultKind::Crashed);
  CHECK(r.faults[0].request == "hello");
}

TEST_CASE("in duplicate mode each player holds every hand of the deal, seat by seat") {
  TempFile file("rotation");
  ArenaConfig c = config({botCommand("tests/arena/record_bot.py", file.path.string()), "random",
                          "random", "random"}, 1);
  c.duplicate = true;
  runArena(c);
  std::vector<int> seats;
  CardSet seen;
  for (const auto& m : file.lines()) {
    if (m["type"] != "pass") continue;
    seats.push_back(m["seat"].get<int>());
    for (const auto& card : m["hand"]) seen.add(parseCard(card.get<std::string>()).value());
  }
  CHECK(seats == std::vector<int>{0, 1, 2, 3});
  CHECK(seen == CardSet::deck());  // four disjoint hands of 13: the whole deal
}

TEST_CASE("hands mode cycles the pass direction by hand number") {
  TempFile file("directions");
  ArenaConfig c = config({botCommand("tests/arena/record_bot.py", file.path.string()), "random",
                          "random", "random"}, 8);
  runArena(c);
  std::vector<std::string> directions;
  std::set<int> nullPassing;
  int handEnds = 0;
  int gameEnds = 0;
  int byes = 0;
  int hello = 0;
  for (const auto& m : file.lines()) {
    if (m["type"] == "hello") ++hello;
    if (m["type"] == "pass") directions.push_back(m["direction"]);
    if (m["type"] == "play" && m["passing"].is_null()) nullPassing.insert(m["hand_number"].get<int>());
    if (m["type"] == "hand_end") ++handEnds;
    if (m["type"] == "game_end") ++gameEnds;
    if (m["type"] == "bye") ++byes;
  }
  CHECK(directions == std::vector<std::string>{"left", "right", "across", "left", "right", "across"});
  CHECK(nullPassing == std::set<int>{4});
  CHECK(hello == 1);
  CHECK(handEnds == 8);
  CHECK(gameEnds == 2);
  CHECK(byes == 1);
}

TEST_CASE("the shooter is asked about the moon under shooter_chooses, and only then") {
  for (const char* rule : {"shooter_chooses", "add_to_others"}) {
    CAPTURE(rule);
    TempFile file(std::string("moon-") + rule);
    const std::string bot = botCommand("tests/arena/record_bot.py", file.path.string() + " high");
    ArenaConfig c = config({bot, bot, bot, bot}, 20);
    c.rules.moon = *parseMoonRule(rule);
    c.rules.moonSubtractAbove = -1;
    runArena(c);
    int moonRequests = 0;
    for (const auto& m : file.lines()) {
      if (m["type"] != "moon") continue;
      ++moonRequests;
      CHECK(m["options"] == nlohmann::json::array({"add_to_others", "subtract_from_self"}));
    }
    int moons = 0;
    for (const auto& m : file.lines())
      if (m["type"] == "hand_end" && !m["moon"].is_null()) ++moons;
    REQUIRE(moons > 0);
    // Every bot gets every hand_end: four notices per moon.
    CHECK(moonRequests == (std::string(rule) == "shooter_chooses" ? moons / 4 : 0));
  }
}

}  // namespace
}  // namespace hearts::arena
