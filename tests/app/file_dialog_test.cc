// The desktop's file dialogs without a display: which dialog program is used, its command
// line, how its answer is read, and the program run as a child process that the frame loop
// looks at without waiting (shell scripts stand in for zenity).
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "app/file_dialog.h"

using namespace hearts::app;
using Kind = DialogAnswer::Kind;

namespace {

DialogEnvironment environment(std::string setting, std::string desktop, std::set<std::string> installed,
                              bool display = true) {
  DialogEnvironment env;
  env.setting = std::move(setting);
  env.desktop = std::move(desktop);
  env.display = display;
  env.installed = [installed](const std::string& name) { return installed.count(name) > 0; };
  return env;
}

bool has(const std::vector<std::string>& command, const std::string& argument) {
  return std::find(command.begin(), command.end(), argument) != command.end();
}

// The answer of a program run, waited for (at most 5 seconds).
std::optional<DialogAnswer> answerOf(DialogRun& run) {
  for (int i = 0; i < 500; ++i) {
    if (auto a = run.poll()) return a;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return std::nullopt;
}

std::optional<DialogAnswer> answerOfScript(const std::string& script) {
  const auto run = runDialogProgram({"sh", "-c", script});
  REQUIRE(run);
  return answerOf(*run);
}

}  // namespace

TEST_CASE("zenity shows the dialogs on most desktops, kdialog first on KDE, none without either") {
  CHECK(chooseDialogProgram(environment("", "ubuntu:GNOME", {"zenity", "kdialog"})) == DialogProgram::Zenity);
  CHECK(chooseDialogProgram(environment("", "XFCE", {"kdialog"})) == DialogProgram::Kdialog);
  CHECK(chooseDialogProgram(environment("", "KDE", {"zenity", "kdialog"})) == DialogProgram::Kdialog);
  CHECK(chooseDialogProgram(environment("", "KDE", {"zenity"})) == DialogProgram::Zenity);
  CHECK(chooseDialogProgram(environment("", "GNOME", {})) == DialogProgram::Absent);
  // No display to show one on (a console, a test's run), or none asked for.
  CHECK(chooseDialogProgram(environment("", "GNOME", {"zenity"}, false)) == DialogProgram::Absent);
  CHECK(chooseDialogProgram(environment("none", "GNOME", {"zenity", "kdialog"})) == DialogProgram::Absent);
  // HEARTS_FILE_DIALOG names one, where it is installed; another value is as none given.
  CHECK(chooseDialogProgram(environment("kdialog", "GNOME", {"zenity", "kdialog"})) == DialogProgram::Kdialog);
  CHECK(chooseDialogProgram(environment("zenity", "KDE", {"zenity", "kdialog"})) == DialogProgram::Zenity);
  CHECK(chooseDialogProgram(environment("zenity", "KDE", {"kdialog"})) == DialogProgram::Absent);
  CHECK(chooseDialogProgram(environment("other", "KDE", {"zenity", "kdialog"})) == DialogProgram::Kdialog);
  // macOS: its own panels through osascript, whatever the display variables say.
  DialogEnvironment mac = environment("", "", {"osascript"}, false);
  mac.macos = true;
  CHECK(chooseDialogProgram(mac) == DialogProgram::Osascript);
  mac.setting = "none";
  CHECK(chooseDialogProgram(mac) == DialogProgram::Absent);
}

TEST_CASE("the dialog programs' command lines suggest the file and its folder, and show game files") {
  const DialogAsk save{DialogAsk::Kind::Save, "/home/p/My Documents", "hearts-classic-12.json", 4242};
  const DialogAsk open{DialogAsk::Kind::Open, "/home/p/My Documents", "", 0};

  const auto zs = dialogCommand(DialogProgram::Zenity, save);
  REQUIRE(!zs.empty());
  CHECK(zs[0] == "zenity");
  for (const char* a : {"--file-selection", "--save", "--confirm-overwrite", "--title=Save game",
                        "--filename=/home/p/My Documents/hearts-classic-12.json",
                        "--file-filter=Hearts games (*.json) | *.json", "--attach=4242"})
    CHECK_MESSAGE(has(zs, a), a);
  const auto zo = dialogCommand(DialogProgram::Zenity, open);
  CHECK(has(zo, "--title=Open game"));
  CHECK(has(zo, "--filename=/home/p/My Documents/"));
  CHECK(has(zo, "--file-filter=Hearts games (*.json) | *.json"));
  CHECK(!has(zo, "--save"));
  CHECK(std::none_of(zo.begin(), zo.end(), [](const std::string& a) { return a.rfind("--attach", 0) == 0; }));

  const auto ks = dialogCommand(DialogProgram::Kdialog, save);
  CHECK(ks == std::vector<std::string>{"kdialog", "--title", "Save game", "--attach", "4242", "--getsavefilename",
                                       "/home/p/My Documents/hearts-classic-12.json", "Hearts games (*.json)"});
  const auto ko = dialogCommand(DialogProgram::Kdialog, open);
  CHECK(ko == std::vector<std::string>{"kdialog", "--title", "Open game", "--getopenfilename",
                                       "/home/p/My Documents", "Hearts games (*.json)"});

  // osascript: the name and the folder as the script's arguments, never inside the script.
  const auto os = dialogCommand(DialogProgram::Osascript, save);
  REQUIRE(os.size() > 3);
  CHECK(os[0] == "osascript");
  CHECK(os[os.size() - 2] == "hearts-classic-12.json");
  CHECK(os.back() == "/home/p/My Documents");
  CHECK(dialogCommand(DialogProgram::Absent, save).empty());
}

TEST_CASE("a dialog program's end: a path chosen, cancelled, or a failure to fall back from") {
  CHECK(dialogAnswer(0, "/home/p/a game.json\n").kind == Kind::Chosen);
  CHECK(dialogAnswer(0, "/home/p/a game.json\n").path == "/home/p/a game.json");
  CHECK(dialogAnswer(0, "C:\\Users\\p\\g.json\r\n").path == "C:\\Users\\p\\g.json");
  CHECK(dialogAnswer(1, "").kind == Kind::Cancelled);
  CHECK(dialogAnswer(0, "\n").kind == Kind::Cancelled);  // osascript's cancel
  CHECK(dialogAnswer(5, "").kind == Kind::Failed);       // zenity's timeout
  CHECK(dialogAnswer(255, "").kind == Kind::Failed);     // an option it does not know
  CHECK(dialogAnswer(-1, "").kind == Kind::Failed);      // ended by a signal
  CHECK(dialogAnswer(1, "", "(zenity:1): Gtk-WARNING **: cannot open display: :9\n").kind == Kind::Failed);
  CHECK(dialogAnswer(1, "", "Gtk-Message: GtkDialog mapped without a transient parent\n").kind == Kind::Cancelled);
}

TEST_CASE("a name chosen without an extension is saved as .json") {
  CHECK(withJsonExtension("/home/p/my game") == "/home/p/my game.json");
  CHECK(withJsonExtension("/home/p/my game.json") == "/home/p/my game.json");
  CHECK(withJsonExtension("/home/p/notes.txt") == "/home/p/notes.txt");
  CHECK(withJsonExtension("/home/p.d/game") == "/home/p.d/game.json");
}

#ifndef _WIN32
TEST_CASE("a dialog program runs beside the game: its answer is read once it has ended") {
  auto chosen = answerOfScript("printf '/tmp/a game \\342\\231\\245.json\\n'; echo 'Gtk-Message: noise' >&2");
  REQUIRE(chosen);
  CHECK(chosen->kind == Kind::Chosen);
  CHECK(chosen->path == "/tmp/a game \xE2\x99\xA5.json");
  auto cancelled = answerOfScript("exit 1");
  REQUIRE(cancelled);
  CHECK(cancelled->kind == Kind::Cancelled);
  auto noDisplay = answerOfScript("echo 'Gtk-WARNING **: cannot open display: ' >&2; exit 1");
  REQUIRE(noDisplay);
  CHECK(noDisplay->kind == Kind::Failed);
  auto killed = answerOfScript("kill -9 $$");
  REQUIRE(killed);
  CHECK(killed->kind == Kind::Failed);
  CHECK(runDialogProgram({"hearts-no-such-dialog-program"}) == nullptr);
  CHECK(runDialogProgram({}) == nullptr);
}

TEST_CASE("looking at an open dialog never waits, and the game's end closes it") {
  using Clock = std::chrono::steady_clock;
  const auto began = Clock::now();
  {
    auto run = runDialogProgram({"sleep", "30"});
    REQUIRE(run);
    for (int i = 0; i < 20; ++i) CHECK(!run->poll());
  }  // closed here
  CHECK(Clock::now() - began < std::chrono::seconds(5));
}
#endif
