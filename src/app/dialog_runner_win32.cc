// The system's file dialogs on Windows (file_dialog.h): the common dialogs of comdlg32,
// GetSaveFileNameW and GetOpenFileNameW, owned by the game's window. They are modal: the
// frame loop waits while one is open, and Windows keeps the window answering meanwhile (the
// dialog runs its own message loop), so it is never "not responding". Paths cross as UTF-16.
#include <windows.h>
#include <commdlg.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/file_dialog.h"
#include "app/file_text.h"

#include <SDL.h>
#include <SDL_syswm.h>

namespace hearts::app {

namespace {

// The answer a dialog already gave (the dialog was modal).
class Answered final : public DialogRun {
 public:
  explicit Answered(DialogAnswer answer) : answer_(std::move(answer)) {}
  std::optional<DialogAnswer> poll() override { return answer_; }

 private:
  DialogAnswer answer_;
};

DialogAnswer showDialog(const DialogAsk& ask) {
  const bool save = ask.kind == DialogAsk::Kind::Save;
  // Room for the longest path Windows allows; the suggested name in it to begin with.
  std::vector<wchar_t> file(32768, L'\0');
  const std::wstring name = pathFromUtf8(ask.name).wstring();
  if (save) name.copy(file.data(), std::min(name.size(), file.size() - 1));
  const std::wstring folder = pathFromUtf8(ask.folder).wstring();
  static constexpr wchar_t kFilter[] = L"Hearts games (*.json)\0*.json\0All files (*.*)\0*.*\0";
  OPENFILENAMEW o{};
  o.lStructSize = sizeof o;
  o.hwndOwner = reinterpret_cast<HWND>(static_cast<std::uintptr_t>(ask.parent));
  o.lpstrFilter = kFilter;
  o.nFilterIndex = 1;
  o.lpstrFile = file.data();
  o.nMaxFile = static_cast<DWORD>(file.size());
  o.lpstrInitialDir = folder.c_str();
  o.lpstrTitle = save ? L"Save game" : L"Open game";
  o.lpstrDefExt = L"json";
  o.Flags = OFN_EXPLORER | OFN_NOCHANGEDIR | OFN_PATHMUSTEXIST |
            (save ? OFN_OVERWRITEPROMPT : OFN_FILEMUSTEXIST);
  const BOOL chosen = save ? GetSaveFileNameW(&o) : GetOpenFileNameW(&o);
  if (chosen) return {DialogAnswer::Kind::Chosen, utf8FromPath(std::filesystem::path(file.data()))};
  // No error: the player cancelled.
  if (CommDlgExtendedError() == 0) return {DialogAnswer::Kind::Cancelled, {}};
  return {DialogAnswer::Kind::Failed, {}};
}

class CommonDialogs final : public DialogRunner {
 public:
  std::unique_ptr<DialogRun> start(const DialogAsk& ask) override {
    return std::make_unique<Answered>(showDialog(ask));
  }
};

}  // namespace

std::unique_ptr<DialogRunner> systemDialogRunner() {
  const char* setting = std::getenv("HEARTS_FILE_DIALOG");
  if (setting && std::string(setting) == "none") return nullptr;
  return std::make_unique<CommonDialogs>();
}

std::uint64_t dialogParent(SDL_Window* window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (window && SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_WINDOWS)
    return static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(info.info.win.window));
  return 0;
}

}  // namespace hearts::app
