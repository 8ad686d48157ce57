#include "app/platform.h"

#include <SDL_image.h>

#include <chrono>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <utility>
#include <vector>

#include "app/file_text.h"
#include "core/rng.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

namespace hearts::app::platform {

// What the player gave the game and it has not taken yet: the one place the browser's
// callbacks and SDL's drop events can leave it.
std::vector<ReceivedFile>& receivedFiles() {
  static std::vector<ReceivedFile> files;
  return files;
}

#ifdef __EMSCRIPTEN__

// Newer Emscripten versions include the JavaScript helpers that EM_JS code uses only when
// asked to (older ones, like Debian's 3.1.6, always do and lack the macro).
#ifdef EM_JS_DEPS
EM_JS_DEPS(hearts_platform, "$stringToNewUTF8,$UTF8ToString");
#endif

// Called by the page with a file's text (or why it could not be read); takes the strings.
extern "C" EMSCRIPTEN_KEEPALIVE void hearts_receive_file(char* text, char* name, char* error) {
  ReceivedFile f;
  if (name) f.name = name;
  if (text) f.text = text;
  if (error) f.error = error;
  receivedFiles().push_back(std::move(f));
  free(text);
  free(name);
  free(error);
}

// clang-format off
EM_JS(int, hearts_prefers_reduced_motion, (), {
  try {
    return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 1 : 0;
  } catch (e) {
    return 0;
  }
});
EM_JS(int, hearts_touch_screen, (), {
  try {
    return window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 1 : 0;
  } catch (e) {
    return 0;
  }
});
// 32 random bits from the browser's generator (the clocks alone are nearly the same at every
// page start), or 0 where it has none.
EM_JS(unsigned, hearts_random_bits, (), {
  try {
    const word = new Uint32Array(1);
    window.crypto.getRandomValues(word);
    return word[0];
  } catch (e) {
    return 0;
  }
});
EM_JS(char*, hearts_query_string, (), {
  return stringToNewUTF8(window.location.search || "");
});
EM_JS(char*, hearts_storage_read, (const char* key), {
  try {
    const v = window.localStorage.getItem("hearts." + UTF8ToString(key));
    return v === null ? 0 : stringToNewUTF8(v);
  } catch (e) {
    return 0;
  }
});
EM_JS(int, hearts_storage_write, (const char* key, const char* text), {
  try {
    window.localStorage.setItem("hearts." + UTF8ToString(key), UTF8ToString(text));
    return 1;
  } catch (e) {
    return 0;
  }
});
// Reads a File object and hands its text (or why not) to hearts_receive_file.
EM_JS(void, hearts_install_file_reader, (int maxBytes), {
  window.heartsReadFile = (file) => {
    const give = (text, error) => _hearts_receive_file(
        text === null ? 0 : stringToNewUTF8(text), stringToNewUTF8(file.name || "game"),
        error === null ? 0 : stringToNewUTF8(error));
    if (file.size > maxBytes) {
      give(null, "the file is " + Math.round(file.size / 1024) + " KB, too large for a game");
      return;
    }
    file.text().then((text) => give(text, null), (e) => give(null, "it could not be read (" + e + ")"));
  };
});
EM_JS(void, hearts_listen_for_drops, (), {
  document.addEventListener("dragover", (e) => { e.preventDefault(); });
  document.addEventListener("drop", (e) => {
    e.preventDefault();
    const files = e.dataTransfer && e.dataTransfer.files;
    if (files && files.length > 0) window.heartsReadFile(files[0]);
  });
});
EM_JS(void, hearts_pick_file, (), {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,.hearts,application/json";
  input.style.display = "none";
  input.addEventListener("change", () => {
    if (input.files && input.files.length > 0) window.heartsReadFile(input.files[0]);
    input.remove();
  });
  document.body.appendChild(input);
  input.click();
});
EM_JS(int, hearts_offer_file, (const char* name, const char* text), {
  try {
    const blob = new Blob([UTF8ToString(text)], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    return 1;
  } catch (e) {
    return 0;
  }
});
EM_JS(char*, hearts_share_link, (const char* query, int copy), {
  const url = window.location.origin + window.location.pathname + "?" + UTF8ToString(query);
  if (!copy) return stringToNewUTF8(url);
  window.heartsSharedLink = url;
  try {
    if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {});
  } catch (e) {
  }
  return stringToNewUTF8(url);
});
// The share sheet on a touch screen whose browser has one (phones); the clipboard otherwise,
// and when the sheet cannot open. 2: the sheet, 1: the clipboard.
EM_JS(int, hearts_share_text, (const char* text), {
  const words = UTF8ToString(text);
  window.heartsSharedText = words;
  const copy = () => {
    try {
      if (navigator.clipboard) navigator.clipboard.writeText(words).catch(() => {});
    } catch (e) {
    }
  };
  try {
    const coarse = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
    if (coarse && typeof navigator.share === "function") {
      window.heartsShareSheet = true;
      navigator.share({ text: words }).catch((e) => {
        if (!e || e.name !== "AbortError") copy();
      });
      return 2;
    }
  } catch (e) {
  }
  copy();
  return 1;
});
EM_JS(void, hearts_forget_deal_in_address, (), {
  try {
    const url = new URL(window.location.href);
    let changed = false;
    for (const key of ["seed", "preset", "rules", "daily"]) {
      if (url.searchParams.has(key)) {
        url.searchParams.delete(key);
        changed = true;
      }
    }
    if (changed) window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  } catch (e) {
  }
});
EM_JS(void, hearts_publish_test_state, (const char* json), {
  try {
    window.heartsTest = JSON.parse(UTF8ToString(json));
  } catch (e) {
    console.warn("heartsTest: " + e);
  }
});
// clang-format on

namespace {

class LocalStorage final : public Storage {
 public:
  std::optional<std::string> read(const std::string& key) override {
    char* v = hearts_storage_read(key.c_str());
    if (!v) return std::nullopt;
    std::string out(v);
    free(v);
    return out;
  }
  bool write(const std::string& key, const std::string& text) override {
    return hearts_storage_write(key.c_str(), text.c_str()) != 0;
  }
  std::string where(const std::string& key) const override {
    return "\"hearts." + key + "\" in this browser's local storage";
  }
};

}  // namespace

bool isWeb() { return true; }

bool prefersReducedMotion() { return hearts_prefers_reduced_motion() != 0; }

bool touchScreen() { return hearts_touch_screen() != 0; }

Params launchParams(int, const char* const*) {
  char* q = hearts_query_string();
  const std::string query = q ? q : "";
  free(q);
  return paramsFromQuery(query);
}

std::unique_ptr<Storage> openStorage(const std::string&) {
  return std::make_unique<LocalStorage>();
}

std::string assetDir(const std::string& requested) {
  return requested.empty() ? "/assets" : requested;
}

std::string systemFontDir() { return {}; }

void publishTestState(const std::string& json, const std::string&) {
  hearts_publish_test_state(json.c_str());
}

void followCanvasSize(SDL_Window* window) {
  double cssW = 0, cssH = 0;
  if (emscripten_get_element_css_size("#canvas", &cssW, &cssH) != EMSCRIPTEN_RESULT_SUCCESS) return;
  const int w = std::max(1, static_cast<int>(cssW + 0.5));
  const int h = std::max(1, static_cast<int>(cssH + 0.5));
  int cw = 0, ch = 0;
  SDL_GetWindowSize(window, &cw, &ch);
  int pw = 0, ph = 0;
  SDL_GetWindowSizeInPixels(window, &pw, &ph);
  const double dpr = emscripten_get_device_pixel_ratio();
  const int wantW = static_cast<int>(w * dpr + 0.5);
  // SDL sets the canvas's backing store to the window size times the pixel ratio.
  if (cw != w || ch != h || pw != wantW) SDL_SetWindowSize(window, w, h);
}

void logError(const std::string& text) { emscripten_log(EM_LOG_ERROR, "%s", text.c_str()); }
void logInfo(const std::string& text) { emscripten_log(EM_LOG_CONSOLE, "%s", text.c_str()); }

void setWindowIcon(SDL_Window*, const std::string&) {}

bool savePng(SDL_Surface*, const std::string&) {
  SDL_SetError("screenshots are saved by the desktop build only");
  return false;
}

void acceptDroppedFiles() {
  hearts_install_file_reader(static_cast<int>(kMaxFileBytes));
  hearts_listen_for_drops();
}

bool pickFile() {
  hearts_pick_file();
  return true;
}

std::string offerFile(const std::string& name, const std::string& text) {
  return hearts_offer_file(name.c_str(), text.c_str()) ? "your browser's downloads (" + name + ")"
                                                        : std::string();
}

void forgetDealInAddress() { hearts_forget_deal_in_address(); }

std::string shareDeal(const std::string& query) {
  char* url = hearts_share_link(query.c_str(), 1);
  std::string out = url ? url : "";
  free(url);
  return out;
}

std::string dealLink(const std::string& query) {
  char* url = hearts_share_link(query.c_str(), 0);
  std::string out = url ? url : "";
  free(url);
  return out;
}

Shared shareText(const std::string& text) {
  return hearts_share_text(text.c_str()) == 2 ? Shared::ShareSheet : Shared::Clipboard;
}

#else

bool isWeb() { return false; }

bool prefersReducedMotion() { return false; }

bool touchScreen() { return SDL_GetNumTouchDevices() > 0; }

Params launchParams(int argc, const char* const* argv) { return paramsFromArgs(argc, argv); }

std::unique_ptr<Storage> openStorage(const std::string& dir) {
  if (!dir.empty()) return std::make_unique<FileStorage>(dir);
  std::string where;
  if (char* pref = SDL_GetPrefPath("hearts", "hearts")) {
    where = pref;
    SDL_free(pref);
  } else {
    where = ".";
  }
  return std::make_unique<FileStorage>(where);
}

std::string assetDir(const std::string& requested) {
  if (!requested.empty()) return requested;
  // Next to the program first (an unpacked archive or a copied build), then where the
  // install rules put them relative to the program (cmake/Packaging.cmake), then where the
  // build put them.
  if (char* base = SDL_GetBasePath()) {
    const std::filesystem::path dir = pathFromUtf8(base);
    SDL_free(base);
    std::vector<std::filesystem::path> places{dir / "assets"};
#ifdef HEARTS_INSTALLED_ASSET_DIR
    places.push_back(dir / HEARTS_INSTALLED_ASSET_DIR);
#endif
    for (const auto& p : places) {
      std::error_code ec;
      if (std::filesystem::is_directory(p, ec)) return utf8FromPath(p.lexically_normal());
    }
  }
#ifdef HEARTS_BUILD_ASSET_DIR
  return HEARTS_BUILD_ASSET_DIR;
#else
  return "assets";
#endif
}

std::string systemFontDir() { return "/usr/share/fonts/truetype/dejavu"; }

void publishTestState(const std::string& json, const std::string& file) {
  if (file.empty()) return;
  const std::string part = file + ".part";
  if (!writeTextFile(part, json)) return;
  std::error_code ec;
  std::filesystem::rename(pathFromUtf8(part), pathFromUtf8(file), ec);
}

void followCanvasSize(SDL_Window*) {}

void logError(const std::string& text) { std::fprintf(stderr, "hearts: %s\n", text.c_str()); }
void logInfo(const std::string& text) { std::fprintf(stdout, "%s\n", text.c_str()); }

void setWindowIcon(SDL_Window* window, const std::string& assetDir) {
  if (SDL_Surface* icon = IMG_Load((assetDir + "/icons/icon-32.png").c_str())) {
    SDL_SetWindowIcon(window, icon);
    SDL_FreeSurface(icon);
  }
}

bool savePng(SDL_Surface* surface, const std::string& path) {
  return IMG_SavePNG(surface, path.c_str()) == 0;
}

void acceptDroppedFiles() { SDL_EventState(SDL_DROPFILE, SDL_ENABLE); }

bool pickFile() { return false; }

namespace {

// Where "Save game" writes on the desktop: the player's documents folder, else their home
// folder; the current folder only where neither is known. Never the program's own folder,
// where a program started from a file manager runs on Windows (and may not write).
std::filesystem::path exportFolder() {
#ifdef _WIN32
  const wchar_t* home = _wgetenv(L"USERPROFILE");
#else
  const char* home = std::getenv("HOME");
#endif
  if (home && *home) {
    const std::filesystem::path h(home);
    for (const auto& p : {h / "Documents", h}) {
      std::error_code ec;
      if (std::filesystem::is_directory(p, ec)) return p;
    }
  }
  std::error_code ec;
  return std::filesystem::current_path(ec);
}

}  // namespace

std::string offerFile(const std::string& name, const std::string& text) {
  const std::string path = utf8FromPath(exportFolder() / pathFromUtf8(name));
  if (!writeTextFile(path, text)) return {};
  return path;
}

void forgetDealInAddress() {}

std::string shareDeal(const std::string& query) {
  const std::string line = dealLink(query);
  SDL_SetClipboardText(line.c_str());
  return line;
}

Shared shareText(const std::string& text) {
  SDL_SetClipboardText(text.c_str());
  return Shared::Clipboard;
}

std::string dealLink(const std::string& query) {
  // The same parameters as flags: "seed=5&preset=classic" -> "hearts --seed 5 --preset classic".
  std::string line = "hearts";
  std::size_t at = 0;
  while (at < query.size()) {
    const std::size_t amp = std::min(query.find('&', at), query.size());
    const std::string part = query.substr(at, amp - at);
    const std::size_t eq = part.find('=');
    line += " --" + part.substr(0, eq);
    if (eq != std::string::npos) line += " " + part.substr(eq + 1);
    at = amp + 1;
  }
  return line;
}

#endif

std::vector<ReceivedFile> takeReceivedFiles() { return std::exchange(receivedFiles(), {}); }

std::int64_t unixSeconds() {
  using namespace std::chrono;
  return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

ReceivedFile readFile(const std::string& path) {
  ReceivedFile f;
  f.name = utf8FromPath(pathFromUtf8(path).filename());
  std::error_code ec;
  const auto size = std::filesystem::file_size(pathFromUtf8(path), ec);
  if (ec) {
    f.error = "it could not be read (" + ec.message() + ")";
    return f;
  }
  if (size > kMaxFileBytes) {
    f.error = "the file is " + std::to_string(size / 1024) + " KB, too large for a game";
    return f;
  }
  if (auto text = readTextFile(path)) f.text = std::move(*text);
  else f.error = "it could not be read";
  return f;
}

std::uint64_t entropy() {
  // The clocks count from the page's start in a browser, so they alone would repeat seeds;
  // the system's random source is mixed in, where there is one.
  std::uint64_t random = 0;
#ifdef __EMSCRIPTEN__
  random = (static_cast<std::uint64_t>(hearts_random_bits()) << 32) | hearts_random_bits();
#else
  try {
    std::random_device device;
    random = (static_cast<std::uint64_t>(device()) << 32) | device();
  } catch (const std::exception&) {
    random = 0;
  }
#endif
  const auto t = std::chrono::high_resolution_clock::now().time_since_epoch().count();
  const auto wall = std::chrono::system_clock::now().time_since_epoch().count();
  return mix64(static_cast<std::uint64_t>(t) ^ SDL_GetPerformanceCounter() ^
               mix64(static_cast<std::uint64_t>(wall) ^ random));
}

}  // namespace hearts::app::platform
