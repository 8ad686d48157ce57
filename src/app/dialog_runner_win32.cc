// The system's file dialogs on Windows (file_dialog.h): the common dialogs of comdlg32,
// GetSaveFileNameW and GetOpenFileNameW, owned by the game's window. Each runs on a thread
// of its own (with COM, as the shell's dialog wants), so the frame loop goes on and the
// window keeps drawing; the dialog disables the window meanwhile, as a modal one does, and
// the loop takes its answer when it is there. Paths cross as UTF-16.
#include <windows.h>
#include <commdlg.h>
#include <objbase.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "app/file_dialog.h"
#include "app/file_text.h"

#include <SDL.h>
#include <SDL_syswm.h>

namespace hearts::app {

namespace {

// Words as the dialog takes them: UTF-16.
std::wstring wide(const std::string& utf8) {
  if (utf8.empty()) return {};
  const int n = MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
  std::wstring out(static_cast<std::size_t>(std::max(n, 0)), L'\0');
  if (n > 0) MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), out.data(), n);
  return out;
}

// The filter as the common dialog takes it: each kind's name, then its pattern, each ended
// by a null, and a null after the last.
std::wstring filterOf(const DialogWords& words) {
  std::wstring out = wide(words.games + " (*.json)");
  out.append(L"\0*.json\0", 8);
  out += wide(words.allFiles + " (*.*)");
  out.append(L"\0*.*\0\0", 6);
  return out;
}

DialogAnswer showDialog(const DialogAsk& ask, const DialogWords& words) {
  const bool save = ask.kind == DialogAsk::Kind::Save;
  // Room for the longest path Windows allows; the suggested name in it to begin with.
  std::vector<wchar_t> file(32768, L'\0');
  const std::wstring name = pathFromUtf8(ask.name).wstring();
  if (save) name.copy(file.data(), std::min(name.size(), file.size() - 1));
  const std::wstring folder = pathFromUtf8(ask.folder).wstring();
  const std::wstring filter = filterOf(words);
  const std::wstring title = wide(words.title);
  OPENFILENAMEW o{};
  o.lStructSize = sizeof o;
  o.hwndOwner = reinterpret_cast<HWND>(static_cast<std::uintptr_t>(ask.parent));
  o.lpstrFilter = filter.c_str();
  o.nFilterIndex = 1;
  o.lpstrFile = file.data();
  o.nMaxFile = static_cast<DWORD>(file.size());
  o.lpstrInitialDir = folder.c_str();
  o.lpstrTitle = title.c_str();
  o.lpstrDefExt = L"json";
  o.Flags = OFN_EXPLORER | OFN_NOCHANGEDIR | OFN_PATHMUSTEXIST |
            (save ? OFN_OVERWRITEPROMPT : OFN_FILEMUSTEXIST);
  const BOOL chosen = save ? GetSaveFileNameW(&o) : GetOpenFileNameW(&o);
  if (chosen) return {DialogAnswer::Kind::Chosen, utf8FromPath(std::filesystem::path(file.data()))};
  // No error: the player cancelled.
  if (CommDlgExtendedError() == 0) return {DialogAnswer::Kind::Cancelled, {}};
  return {DialogAnswer::Kind::Failed, {}};
}

// What the dialog's thread and the frame loop share: the question, and the answer once
// `done`.
struct Exchange {
  DialogAsk ask;
  DialogWords words;  // in the game's language, found on the game's thread
  DialogAnswer answer;
  std::atomic<bool> done{false};
};

class ThreadRun final : public DialogRun {
 public:
  explicit ThreadRun(std::shared_ptr<Exchange> exchange) : exchange_(std::move(exchange)) {}
  std::optional<DialogAnswer> poll() override {
    if (!exchange_->done.load(std::memory_order_acquire)) return std::nullopt;
    return exchange_->answer;
  }

 private:
  std::shared_ptr<Exchange> exchange_;
};

class CommonDialogs final : public DialogRunner {
 public:
  std::unique_ptr<DialogRun> start(const DialogAsk& ask) override {
    auto exchange = std::make_shared<Exchange>();
    exchange->ask = ask;
    exchange->words = dialogWords(ask.kind);
    try {
      // Detached: a dialog still open when the game ends ends with the process.
      std::thread([exchange] {
        const HRESULT com =
            CoInitializeEx(nullptr, COINIT_APARTMENTTHREADED | COINIT_DISABLE_OLE1DDE);
        exchange->answer = showDialog(exchange->ask, exchange->words);
        if (SUCCEEDED(com)) CoUninitialize();
        exchange->done.store(true, std::memory_order_release);
      }).detach();
    } catch (const std::system_error&) {
      return nullptr;
    }
    return std::make_unique<ThreadRun>(std::move(exchange));
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
