// The platform in the page (CMake builds this file for the web only; platform_native.cc is
// the desktop's): the browser's address, localStorage, files, links and sharing, through
// JavaScript in EM_JS functions.
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/file_text.h"
#include "app/language_keeper.h"
#include "app/platform.h"
#include "app/platform_parts.h"

namespace hearts::app::platform {

// Newer Emscripten versions include the JavaScript helpers that EM_JS code uses only when
// asked to (older ones, like Debian's 3.1.6, always do and lack the macro).
#ifdef EM_JS_DEPS
EM_JS_DEPS(hearts_platform, "$stringToNewUTF8,$UTF8ToString");
#endif

// Called by the page with a file's text, or without it why it could not be read: its size
// in KB where it is too large, else the browser's reason (or none); takes the strings.
extern "C" EMSCRIPTEN_KEEPALIVE void hearts_receive_file(char* text, char* name, int kilobytes, char* reason) {
  ReceivedFile f;
  if (name) f.name = name;
  if (text) f.text = text;
  else if (kilobytes > 0) f.problem = ReceivedFile::Problem::TooLarge;
  else f.problem = ReceivedFile::Problem::Unreadable;
  f.kilobytes = static_cast<std::uintmax_t>(std::max(kilobytes, 0));
  if (reason) f.reason = reason;
  receivedFiles().push_back(std::move(f));
  free(text);
  free(name);
  free(reason);
}

// A language's fetch is over: its files are in the file system, or `error` (taken) says why
// its catalog is not.
extern "C" EMSCRIPTEN_KEEPALIVE void hearts_language_fetched(int language, char* error) {
  FetchedLanguage fetched{static_cast<words::Language>(std::clamp(language, 0, words::kLanguageCount - 1)), {}};
  if (error) fetched.error = error;
  free(error);
  fetchedLanguages().push_back(std::move(fetched));
}

// clang-format off
// A language's files from the site's locale/ folder into the file system's `dir` (never in
// the data package: each player fetches only their language's): `catalog` (none: "") must
// come, each of `faces` (one a line) may fail with a warning (its characters show as boxes).
EM_JS(void, hearts_fetch_language, (int language, const char* dir, const char* catalog, const char* faces), {
  const folder = UTF8ToString(dir);
  const get = (name) => fetch("locale/" + name, { credentials: "same-origin" }).then((response) => {
    if (!response.ok) throw new Error("locale/" + name + ": HTTP " + response.status);
    return response.arrayBuffer();
  }).then((buffer) => {
    FS.createPath("/", folder.slice(1), true, true);
    FS.writeFile(folder + "/" + name, new Uint8Array(buffer));
  });
  const optional = UTF8ToString(faces).split("\n").filter((name) => name).map((name) => get(name).catch((e) => {
    console.warn("Hearts: " + ((e && e.message) || e));
  }));
  const required = UTF8ToString(catalog);
  Promise.all([required ? get(required) : Promise.resolve()].concat(optional)).then(
    () => _hearts_language_fetched(language, 0),
    (e) => _hearts_language_fetched(language, stringToNewUTF8(String((e && e.message) || e))));
});
// The browser's languages, the first first, one a line. (SDL_GetPreferredLocales would read
// the same, but the page's SDL is built without its locale part: scripts/build-wasm-deps.sh.)
EM_JS(char*, hearts_browser_languages, (), {
  try {
    const list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    return stringToNewUTF8(list.filter((l) => typeof l === "string").join("\n"));
  } catch (e) {
    return 0;
  }
});
EM_JS(void, hearts_show_language, (const char* tag), {
  document.documentElement.lang = UTF8ToString(tag);
});
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
EM_JS(void, hearts_storage_remove, (const char* key), {
  try {
    window.localStorage.removeItem("hearts." + UTF8ToString(key));
  } catch (e) {
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
    const give = (text, kilobytes, reason) => _hearts_receive_file(
        text === null ? 0 : stringToNewUTF8(text), stringToNewUTF8(file.name || "game"), kilobytes,
        reason === null ? 0 : stringToNewUTF8(reason));
    if (file.size > maxBytes) {
      give(null, Math.max(1, Math.round(file.size / 1024)), null);
      return;
    }
    file.text().then((text) => give(text, 0, null), (e) => give(null, 0, String(e)));
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
// The felt under the canvas: style.css colours the canvas by the root's data-felt.
EM_JS(void, hearts_show_felt, (const char* name), {
  document.documentElement.setAttribute("data-felt", UTF8ToString(name));
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
// The page's own prompt (a test may answer in its place with window.heartsAskText); null
// when cancelled. The answer is returned as a string the caller frees.
EM_JS(char*, hearts_ask_text, (const char* question, const char* current), {
  let answer = null;
  try {
    const ask = typeof window.heartsAskText === "function" ? window.heartsAskText : window.prompt.bind(window);
    answer = ask(UTF8ToString(question), UTF8ToString(current));
  } catch (e) {
  }
  return typeof answer === "string" ? stringToNewUTF8(answer) : 0;
});
EM_JS(void, hearts_forget_in_address, (const char* keys), {
  try {
    const url = new URL(window.location.href);
    let changed = false;
    for (const key of UTF8ToString(keys).split("\n")) {
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
  void remove(const std::string& key) override { hearts_storage_remove(key.c_str()); }
  std::string where(const std::string& key) const override {
    // The browser's own name for it, the same in every language.
    return "localStorage[\"hearts." + key + "\"]";
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

namespace {

std::vector<FileOutcome>& fileOutcomes() {
  static std::vector<FileOutcome> outcomes;
  return outcomes;
}

}  // namespace

// The browser's picker: the file chosen arrives through the file reader (acceptDroppedFiles).
void pickFile(SDL_Window*) { hearts_pick_file(); }

void offerFile(SDL_Window*, const std::string& name, const std::string& text) {
  if (hearts_offer_file(name.c_str(), text.c_str()))
    fileOutcomes().push_back({FileOutcome::Kind::Downloaded, name});
  else
    fileOutcomes().push_back({FileOutcome::Kind::NotSaved, {}});
}

std::vector<FileOutcome> takeFileOutcomes() { return std::exchange(fileOutcomes(), {}); }

// The browser's picker and download are the page's, not the program's: nothing to wait for.
bool fileDialogOpen() { return false; }

void forgetInAddress(const std::vector<std::string>& keys) {
  std::string joined;
  for (const std::string& k : keys) joined += (joined.empty() ? "" : "\n") + k;
  if (!joined.empty()) hearts_forget_in_address(joined.c_str());
}

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

std::optional<std::string> askText(const std::string& question, const std::string& current) {
  char* answer = hearts_ask_text(question.c_str(), current.c_str());
  if (!answer) return std::nullopt;
  std::string out = answer;
  free(answer);
  return out;
}

std::uint64_t systemRandomBits() {
  return (static_cast<std::uint64_t>(hearts_random_bits()) << 32) | hearts_random_bits();
}

Uint32 prepareWindow() {
  // The page draws the felt with CSS under a transparent canvas (web/style.css): a layer of
  // the window's size fewer for the browser to fill when WebGL is drawn in software.
  SDL_GL_SetAttribute(SDL_GL_ALPHA_SIZE, 8);
  // The renderer draws with WebGL: a window made for it at once, because SDL otherwise
  // makes the window again for the renderer, which sizes the canvas to nothing and back
  // (each new size of a phone's canvas costs tens of milliseconds at the start).
  return SDL_WINDOW_OPENGL;
}

void showFelt(const char* name) { hearts_show_felt(name); }

std::vector<std::string> preferredLocales() {
  std::vector<std::string> out;
  char* list = hearts_browser_languages();
  if (!list) return out;
  const std::string text = list;
  free(list);
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    if (end > at) out.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

void fetchLanguage(words::Language l, const std::string& assetDir) {
  // The page's loader places the files of the language it speaks before main() runs
  // (web/loader.js); the others are fetched now.
  const LanguageFiles files = languageFiles(l);
  const std::string dir = assetDir + "/locale";
  const auto missing = [&](const std::string& name) {
    std::error_code ec;
    return !name.empty() && !std::filesystem::exists(pathFromUtf8(dir + "/" + name), ec);
  };
  const std::string catalog = missing(files.catalog) ? files.catalog : std::string();
  std::string faces;
  for (const std::string& face : {files.face, files.boldFace})
    if (missing(face)) faces += face + "\n";
  if (catalog.empty() && faces.empty()) fetchedLanguages().push_back({l, {}});
  else hearts_fetch_language(static_cast<int>(l), dir.c_str(), catalog.c_str(), faces.c_str());
}

void showLanguage(words::Language l) { hearts_show_language(std::string(words::languageTag(l)).c_str()); }

}  // namespace hearts::app::platform
