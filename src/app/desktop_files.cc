// Saving and opening games on the desktop, through the system's dialogs or without them
// (desktop_files.h).
#include "app/desktop_files.h"

#include <cstdlib>
#include <filesystem>
#include <utility>

#include "app/file_text.h"
#include "app/platform_parts.h"

namespace hearts::app {

using platform::FileOutcome;

std::string saveFolder() {
#ifdef _WIN32
  const wchar_t* home = _wgetenv(L"USERPROFILE");
#else
  const char* home = std::getenv("HOME");
#endif
  if (home && *home) {
    const std::filesystem::path h(home);
    for (const auto& p : {h / "Documents", h}) {
      std::error_code ec;
      if (std::filesystem::is_directory(p, ec)) return utf8FromPath(p);
    }
  }
  std::error_code ec;
  return utf8FromPath(std::filesystem::current_path(ec));
}

DesktopFiles::DesktopFiles(std::unique_ptr<DialogRunner> runner, std::string home)
    : runner_(std::move(runner)), home_(std::move(home)), folder_(home_) {}

void DesktopFiles::offer(const std::string& name, const std::string& text, std::uint64_t parent) {
  if (run_) {
    outcomes_.push_back({FileOutcome::Kind::DialogOpen, {}});
    return;
  }
  asked_ = {DialogAsk::Kind::Save, folder_, name, parent};
  if (runner_) run_ = runner_->start(asked_);
  if (run_) text_ = text;
  else write(utf8FromPath(pathFromUtf8(home_) / pathFromUtf8(name)), text);
}

void DesktopFiles::pick(std::uint64_t parent) {
  if (run_) {
    outcomes_.push_back({FileOutcome::Kind::DialogOpen, {}});
    return;
  }
  asked_ = {DialogAsk::Kind::Open, folder_, {}, parent};
  if (runner_) run_ = runner_->start(asked_);
  if (!run_) outcomes_.push_back({FileOutcome::Kind::NoOpenDialog, {}});
}

void DesktopFiles::poll() {
  if (!run_) return;
  const std::optional<DialogAnswer> answer = run_->poll();
  if (!answer) return;
  run_.reset();
  answered(*answer);
  text_.clear();
}

void DesktopFiles::answered(const DialogAnswer& answer) {
  const bool save = asked_.kind == DialogAsk::Kind::Save;
  switch (answer.kind) {
    case DialogAnswer::Kind::Chosen: {
      const std::string path = save ? withJsonExtension(answer.path) : answer.path;
      folder_ = utf8FromPath(pathFromUtf8(path).parent_path());
      if (save) write(path, text_);
      else platform::receivedFiles().push_back(platform::readFile(path));
      break;
    }
    case DialogAnswer::Kind::Cancelled:
      outcomes_.push_back({FileOutcome::Kind::Cancelled, {}});
      break;
    case DialogAnswer::Kind::Failed:
      // No dialog after all: as where there is none.
      if (save) write(utf8FromPath(pathFromUtf8(home_) / pathFromUtf8(asked_.name)), text_);
      else outcomes_.push_back({FileOutcome::Kind::NoOpenDialog, {}});
      break;
  }
}

void DesktopFiles::write(const std::string& path, const std::string& text) {
  const bool written = writeTextFile(path, text);
  outcomes_.push_back({written ? FileOutcome::Kind::Saved : FileOutcome::Kind::NotSaved, path});
}

std::vector<FileOutcome> DesktopFiles::takeOutcomes() { return std::exchange(outcomes_, {}); }

}  // namespace hearts::app
