// The page's side of the player's language (CMake builds this file for the web only;
// platform_native.cc has the desktop's): the browser's languages, a language's files fetched
// from the site when it is chosen, and the page's lang attribute, through JavaScript in EM_JS
// functions.
#include <emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "app/file_text.h"
#include "app/language_keeper.h"
#include "app/platform.h"
#include "app/platform_parts.h"

namespace hearts::app::platform {

#ifdef EM_JS_DEPS
EM_JS_DEPS(hearts_language_web, "$stringToNewUTF8,$UTF8ToString");
#endif

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
// clang-format on

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
