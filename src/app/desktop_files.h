// Saving and opening games on the desktop (platform_native.cc hands it Save game and Open
// game): the system's dialog where there is one (file_dialog.h), open while the game goes on,
// its answer taken in the frame loop; where there is none, or it cannot be shown, a game is
// saved in the player's documents folder (else their home folder) and the player is told how
// else to open one (drop it on the window, or --load). A cancelled dialog does nothing.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/file_dialog.h"
#include "app/platform.h"

namespace hearts::app {

// Where games are saved without a dialog, and where the first dialog starts: the player's
// documents folder, else their home folder; the current folder only where neither is known.
// Never the program's own folder, where a program started from a file manager runs on
// Windows (and may not write).
std::string saveFolder();

class DesktopFiles {
 public:
  // `runner` opens the dialogs (null: there are none); `home` is where games are saved
  // without one, and where the first dialog starts.
  DesktopFiles(std::unique_ptr<DialogRunner> runner, std::string home);

  // `text` saved as a file: the dialog suggests `name` (the game as it is now is saved, not
  // as it is when the player answers).
  void offer(const std::string& name, const std::string& text, std::uint64_t parent);
  // A game to open: the file chosen comes with platform::takeReceivedFiles().
  void pick(std::uint64_t parent);
  // Takes the open dialog's answer, if it has one (each frame).
  void poll();
  bool dialogOpen() const { return run_ != nullptr; }
  // What became of the requests since the last call, oldest first.
  std::vector<platform::FileOutcome> takeOutcomes();

 private:
  // `text` written to `path`; the outcome told.
  void write(const std::string& path, const std::string& text);
  void answered(const DialogAnswer& answer);

  std::unique_ptr<DialogRunner> runner_;
  std::string home_;
  std::string folder_;  // where the next dialog starts: the last folder chosen, else home_
  std::unique_ptr<DialogRun> run_;
  DialogAsk asked_;
  std::string text_;  // the game to save, while the save dialog is open
  std::vector<platform::FileOutcome> outcomes_;
};

}  // namespace hearts::app
