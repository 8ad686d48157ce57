#include "app/platform.h"

#include <chrono>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "core/rng.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

namespace hearts::app::platform {

#ifdef __EMSCRIPTEN__

// Newer Emscripten versions include the JavaScript helpers that EM_JS code uses only when
// asked to (older ones, like Debian's 3.1.6, always do and lack the macro).
#ifdef EM_JS_DEPS
EM_JS_DEPS(hearts_platform, "$stringToNewUTF8,$UTF8ToString");
#endif

// clang-format off
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

void publishTestState(const std::string& json) { hearts_publish_test_state(json.c_str()); }

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

#else

bool isWeb() { return false; }

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
  // Next to the program first (an installed or copied build), then where the build put them.
  if (char* base = SDL_GetBasePath()) {
    const std::filesystem::path p = std::filesystem::path(base) / "assets";
    SDL_free(base);
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) return p.string();
  }
#ifdef HEARTS_BUILD_ASSET_DIR
  return HEARTS_BUILD_ASSET_DIR;
#else
  return "assets";
#endif
}

std::string systemFontDir() { return "/usr/share/fonts/truetype/dejavu"; }

void publishTestState(const std::string&) {}

void followCanvasSize(SDL_Window*) {}

void logError(const std::string& text) { std::fprintf(stderr, "hearts: %s\n", text.c_str()); }
void logInfo(const std::string& text) { std::fprintf(stdout, "%s\n", text.c_str()); }

#endif

std::uint64_t entropy() {
  const auto t = std::chrono::high_resolution_clock::now().time_since_epoch().count();
  return mix64(static_cast<std::uint64_t>(t) ^ SDL_GetPerformanceCounter());
}

}  // namespace hearts::app::platform
