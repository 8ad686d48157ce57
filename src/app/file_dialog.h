// The system's file dialogs on the desktop, as the program asks for them: what is asked (a
// place to save a game, or a game to open), what the player answered, and what shows the
// dialog. On Windows the common dialog of comdlg32 (dialog_runner_win32.cc); elsewhere a
// dialog program run as a child process that the frame loop looks at each frame
// (dialog_runner_posix.cc): zenity (GNOME and most others), kdialog (KDE) or, on macOS,
// osascript. Choosing the program, its command line and reading its answer are plain
// functions here, the same on every system, so the tests check them without a display.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct SDL_Window;

namespace hearts::app {

// What the dialog asks for: where to save a game (suggesting `name` in `folder`), or a game
// to open (from `folder`; game records, *.json, shown first).
struct DialogAsk {
  enum class Kind : std::uint8_t { Save, Open };
  Kind kind = Kind::Save;
  std::string folder;  // UTF-8, no trailing separator
  std::string name;    // the suggested file name (saving)
  // The game's window, for the dialog to stay above it: an X11 window id, a Windows HWND;
  // 0 when unknown.
  std::uint64_t parent = 0;
};

// What the player answered: a file chosen (`path`, UTF-8, in full), the dialog cancelled, or
// no dialog could be shown (the program then does without one).
struct DialogAnswer {
  enum class Kind : std::uint8_t { Chosen, Cancelled, Failed };
  Kind kind = Kind::Failed;
  std::string path;
};

// A dialog that is open: its answer once the player has given one.
class DialogRun {
 public:
  virtual ~DialogRun() = default;
  virtual std::optional<DialogAnswer> poll() = 0;
};

// Opens the dialogs: nullptr from start() when it could not open one.
class DialogRunner {
 public:
  virtual ~DialogRunner() = default;
  virtual std::unique_ptr<DialogRun> start(const DialogAsk& ask) = 0;
};

// The system's dialogs, as this system has them (the environment's HEARTS_FILE_DIALOG and
// the programs installed); nullptr where there are none, or where HEARTS_FILE_DIALOG is
// "none".
std::unique_ptr<DialogRunner> systemDialogRunner();
// The window's handle for DialogAsk::parent: its X11 window id or HWND; 0 for any other.
std::uint64_t dialogParent(SDL_Window* window);

// --- dialog programs (Linux and the BSDs, macOS) --------------------------------------------
enum class DialogProgram : std::uint8_t { Absent, Zenity, Kdialog, Osascript };

// What the choice of a program looks at.
struct DialogEnvironment {
  std::string setting;  // HEARTS_FILE_DIALOG: "none", "zenity", "kdialog", or empty for any
  std::string desktop;  // XDG_CURRENT_DESKTOP, e.g. "KDE" or "ubuntu:GNOME"
  bool display = false;  // a window system to show a dialog on (DISPLAY or WAYLAND_DISPLAY)
  bool macos = false;
  std::function<bool(const std::string&)> installed;  // a program of that name on PATH
};
// The program that shows the dialogs: the one HEARTS_FILE_DIALOG names (if installed), else
// on macOS osascript, elsewhere kdialog first on KDE and zenity first on any other desktop;
// Absent without a display, or when none is installed, or when the setting is "none".
DialogProgram chooseDialogProgram(const DialogEnvironment& env);

// The dialog's words, in the language in use: its title ("Save game"), and the names of its
// filters (game records, and every file). Asked for on the game's thread: a dialog that runs
// on a thread of its own is given them.
struct DialogWords {
  std::string title;
  std::string games;     // "Hearts games"
  std::string allFiles;  // "All files"
};
DialogWords dialogWords(DialogAsk::Kind kind);

// The command line that shows the dialog (the program's name first, found on PATH).
std::vector<std::string> dialogCommand(DialogProgram program, const DialogAsk& ask);
// The answer, from how the program ended: `status` its exit status (-1 when a signal ended
// it), `output` and `errors` what it wrote to its standard output and error. Exit 0 with a
// path is a file chosen, 1 (or 0 with nothing) the dialog cancelled, anything else a
// failure; so is exit 1 where the program said it could not open the display (GTK's zenity
// exits so then).
DialogAnswer dialogAnswer(int status, const std::string& output, const std::string& errors = {});

// The dialog program run with `command` (its name first, found on PATH), its standard
// output and error read as they come and its end looked for without waiting: the answer as
// dialogAnswer() reads it. nullptr when it could not be started. Not on Windows.
std::unique_ptr<DialogRun> runDialogProgram(const std::vector<std::string>& command);

// A name chosen for saving without an extension gets ".json"; any other is kept as it is.
std::string withJsonExtension(const std::string& path);

}  // namespace hearts::app
