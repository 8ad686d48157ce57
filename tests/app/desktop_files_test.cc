// Save game and Open game on the desktop, with a stand-in for the system's dialog: what the
// dialog is asked, what each answer does (a file written or opened, nothing, or the way
// without a dialog), and the words the player is told.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/desktop_files.h"
#include "app/file_text.h"
#include "app/game_files.h"

using namespace hearts::app;
namespace fs = std::filesystem;
using Outcome = platform::FileOutcome;

namespace {

fs::path scratch(const char* name) {
  const fs::path dir = fs::temp_directory_path() / "hearts-desktop-files-test" / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// The player at a dialog: the test answers when it likes; a runner whose start fails stands
// for a dialog that could not be shown.
struct Player {
  std::vector<DialogAsk> asked;
  std::optional<DialogAnswer> answer;
  bool cannotShow = false;
};

class FakeRun final : public DialogRun {
 public:
  explicit FakeRun(Player& p) : player_(p) {}
  std::optional<DialogAnswer> poll() override { return std::exchange(player_.answer, std::nullopt); }

 private:
  Player& player_;
};

class FakeRunner final : public DialogRunner {
 public:
  explicit FakeRunner(Player& p) : player_(p) {}
  std::unique_ptr<DialogRun> start(const DialogAsk& ask) override {
    player_.asked.push_back(ask);
    if (player_.cannotShow) return nullptr;
    return std::make_unique<FakeRun>(player_);
  }

 private:
  Player& player_;
};

std::vector<Outcome::Kind> kinds(const std::vector<Outcome>& outcomes) {
  std::vector<Outcome::Kind> out;
  for (const Outcome& o : outcomes) out.push_back(o.kind);
  return out;
}

}  // namespace

TEST_CASE("Save game asks where, suggesting the file in the documents folder, and saves there") {
  const fs::path home = scratch("save");
  const fs::path chosen = home / "elsewhere" / "my game";
  fs::create_directories(chosen.parent_path());
  Player player;
  DesktopFiles files(std::make_unique<FakeRunner>(player), utf8FromPath(home));
  files.offer("hearts-classic-7.json", "{\"as\": \"asked\"}", 99);
  REQUIRE(player.asked.size() == 1);
  CHECK(player.asked[0].kind == DialogAsk::Kind::Save);
  CHECK(player.asked[0].folder == utf8FromPath(home));
  CHECK(player.asked[0].name == "hearts-classic-7.json");
  CHECK(player.asked[0].parent == 99);
  // The game goes on while the dialog is open: nothing yet.
  files.poll();
  CHECK(files.dialogOpen());
  CHECK(files.takeOutcomes().empty());
  player.answer = DialogAnswer{DialogAnswer::Kind::Chosen, utf8FromPath(chosen)};
  files.poll();
  CHECK(!files.dialogOpen());
  const auto outcomes = files.takeOutcomes();
  REQUIRE(outcomes.size() == 1);
  CHECK(outcomes[0].kind == Outcome::Kind::Saved);
  CHECK(outcomes[0].where == utf8FromPath(chosen) + ".json");
  CHECK(readTextFile(outcomes[0].where) == std::optional<std::string>("{\"as\": \"asked\"}"));
  // The next dialog starts where the player chose last.
  files.pick(0);
  REQUIRE(player.asked.size() == 2);
  CHECK(player.asked[1].kind == DialogAsk::Kind::Open);
  CHECK(player.asked[1].folder == utf8FromPath(chosen.parent_path()));
}

TEST_CASE("a cancelled dialog saves nothing; one that fails saves as without a dialog") {
  const fs::path home = scratch("cancel");
  Player player;
  DesktopFiles files(std::make_unique<FakeRunner>(player), utf8FromPath(home));
  files.offer("hearts-classic-7.json", "{}", 0);
  player.answer = DialogAnswer{DialogAnswer::Kind::Cancelled, {}};
  files.poll();
  CHECK(kinds(files.takeOutcomes()) == std::vector{Outcome::Kind::Cancelled});
  CHECK(fs::is_empty(home));

  files.offer("hearts-classic-7.json", "{}", 0);
  player.answer = DialogAnswer{DialogAnswer::Kind::Failed, {}};
  files.poll();
  auto outcomes = files.takeOutcomes();
  REQUIRE(outcomes.size() == 1);
  CHECK(outcomes[0].kind == Outcome::Kind::Saved);
  CHECK(fs::path(outcomes[0].where) == home / "hearts-classic-7.json");
  CHECK(fs::is_regular_file(home / "hearts-classic-7.json"));

  // A dialog that cannot be shown at all: at once.
  player.cannotShow = true;
  files.offer("hearts-classic-8.json", "{}", 0);
  outcomes = files.takeOutcomes();
  REQUIRE(outcomes.size() == 1);
  CHECK(fs::path(outcomes[0].where) == home / "hearts-classic-8.json");
}

TEST_CASE("without dialogs a game is saved in the documents folder at once; a folder it cannot write says so") {
  const fs::path home = scratch("none");
  DesktopFiles files(nullptr, utf8FromPath(home));
  files.offer("hearts-classic-7.json", "{}", 0);
  auto outcomes = files.takeOutcomes();
  REQUIRE(outcomes.size() == 1);
  CHECK(outcomes[0].kind == Outcome::Kind::Saved);
  CHECK(fs::path(outcomes[0].where) == home / "hearts-classic-7.json");
  CHECK(!files.dialogOpen());

  DesktopFiles nowhere(nullptr, utf8FromPath(home / "missing"));
  nowhere.offer("g.json", "{}", 0);
  outcomes = nowhere.takeOutcomes();
  REQUIRE(outcomes.size() == 1);
  CHECK(outcomes[0].kind == Outcome::Kind::NotSaved);
  CHECK(fs::path(outcomes[0].where) == home / "missing" / "g.json");
}

TEST_CASE("Open game opens the file chosen; cancelled nothing; without a dialog the player is told how") {
  const fs::path home = scratch("open");
  REQUIRE(writeTextFile(utf8FromPath(home / "g.json"), "{\"game\": 1}"));
  Player player;
  DesktopFiles files(std::make_unique<FakeRunner>(player), utf8FromPath(home));
  platform::takeReceivedFiles();
  files.pick(0);
  player.answer = DialogAnswer{DialogAnswer::Kind::Chosen, utf8FromPath(home / "g.json")};
  files.poll();
  CHECK(files.takeOutcomes().empty());
  const auto received = platform::takeReceivedFiles();
  REQUIRE(received.size() == 1);
  CHECK(received[0].name == "g.json");
  CHECK(received[0].text == "{\"game\": 1}");
  CHECK(received[0].problem == platform::ReceivedFile::Problem::None);

  files.pick(0);
  player.answer = DialogAnswer{DialogAnswer::Kind::Cancelled, {}};
  files.poll();
  CHECK(kinds(files.takeOutcomes()) == std::vector{Outcome::Kind::Cancelled});
  files.pick(0);
  player.answer = DialogAnswer{DialogAnswer::Kind::Failed, {}};
  files.poll();
  CHECK(kinds(files.takeOutcomes()) == std::vector{Outcome::Kind::NoOpenDialog});
  CHECK(platform::takeReceivedFiles().empty());

  DesktopFiles none(nullptr, utf8FromPath(home));
  none.pick(0);
  CHECK(kinds(none.takeOutcomes()) == std::vector{Outcome::Kind::NoOpenDialog});
}

TEST_CASE("asked again while a dialog is open, the player is pointed to it") {
  const fs::path home = scratch("twice");
  Player player;
  DesktopFiles files(std::make_unique<FakeRunner>(player), utf8FromPath(home));
  files.offer("a.json", "first", 0);
  files.offer("b.json", "second", 0);
  files.pick(0);
  CHECK(player.asked.size() == 1);
  CHECK(kinds(files.takeOutcomes()) == std::vector{Outcome::Kind::DialogOpen, Outcome::Kind::DialogOpen});
  player.answer = DialogAnswer{DialogAnswer::Kind::Chosen, utf8FromPath(home / "a.json")};
  files.poll();
  CHECK(readTextFile(utf8FromPath(home / "a.json")) == std::optional<std::string>("first"));
}

TEST_CASE("the player is told where the game went, in full") {
  const std::string path = "/home/someone with a long name/Documents/hearts/saved games/hearts-classic-"
                           "18446744073709551615.json";
  CHECK(fileOutcomeNotice({Outcome::Kind::Saved, path}) == "The game was saved to " + path);
  CHECK(fileOutcomeNotice({Outcome::Kind::NotSaved, path}) == "The game could not be saved to " + path);
  CHECK(fileOutcomeNotice({Outcome::Kind::NotSaved, ""}) == "The game could not be saved as a file");
  CHECK(fileOutcomeNotice({Outcome::Kind::Cancelled, ""}).empty());
  CHECK(fileOutcomeNotice({Outcome::Kind::DialogOpen, ""}) ==
        "A file dialog is open: choose a file there, or cancel it, first.");
  CHECK(fileOutcomeNotice({Outcome::Kind::NoOpenDialog, ""}) ==
        "To open a saved game, drop its file on this window, or start with --load FILE");
}

TEST_CASE("games are saved in the player's documents folder, else home, never elsewhere") {
  const fs::path home = scratch("home");
  fs::create_directories(home / "Documents");
  const char* before = std::getenv("HOME");
  const std::string kept = before ? before : "";
  ::setenv("HOME", home.c_str(), 1);
  CHECK(fs::path(saveFolder()) == home / "Documents");
  fs::remove_all(home / "Documents");
  CHECK(fs::path(saveFolder()) == home);
  if (before) ::setenv("HOME", kept.c_str(), 1);
  else ::unsetenv("HOME");
}
